//! LLVM IR in kiln: types, constants, modules and functions in arenas; the `.ll` parser, the
//! printer, the verifier and the builder.
//!
//! In: `.ll` text (as clang 14-22, rustc and `llvm-dis` write it). Out: a [`Module`] whose
//! type and constant tables are interned (equality is index equality) and whose functions own
//! their blocks, instructions and operands, so they can be compiled independently.

pub mod builder;
pub mod constants;
pub mod datalayout;
pub mod dominators;
pub mod function;
pub mod instructions;
pub mod intern;
pub mod metadata;
pub mod module;
pub mod printer;
pub mod types;
pub mod value;
pub mod verifier;

pub use constants::{ConstData, ConstId, ConstTable};
pub use datalayout::DataLayout;
pub use function::{Arg, Block, BlockId, Function, Inst, InstId, Name};
pub use instructions::InstKind;
pub use metadata::{Md, MdNodeId};
pub use module::{AttrSetId, Attribute, FuncId, GlobalId, GlobalKind, GlobalValue, Module};
pub use types::{TypeData, TypeId, TypeTable};
pub use value::Value;
pub mod lexer;
pub mod parser;

pub use parser::{parse_file, parse_module, parse_str};
