//! LLVM IR in kiln: types, constants, modules and functions in arenas; the `.ll` parser, the
//! printer, the verifier and the builder.
//!
//! In: `.ll` text (as clang 14-22, rustc and `llvm-dis` write it). Out: a [`Module`] whose
//! type and constant tables are interned (equality is index equality) and whose functions own
//! their blocks, instructions and operands, so they can be compiled independently.
//!
//! ```
//! let m = kiln_ir::parse_str("in.ll", "define i32 @f(i32 %x) {\n  %y = add nsw i32 %x, 1\n  ret i32 %y\n}\n").unwrap();
//! let f = m.function_named("f").unwrap();
//! assert_eq!(f.insts.len(), 2);
//! assert!(m.print().contains("%y = add nsw i32 %x, 1"));
//! let e = kiln_ir::parse_str("bad.ll", "define void @f() {\n  ret i32 %nope\n}\n").unwrap_err();
//! assert!(e.starts_with("bad.ll:2:"));
//! ```

pub mod builder;
pub mod constants;
pub mod datalayout;
pub mod dominators;
pub mod function;
pub mod instructions;
pub mod intern;
pub mod lexer;
pub mod loop_info;
pub mod metadata;
pub mod module;
pub mod parser;
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
pub use parser::{parse_file, parse_module, parse_str};
pub use types::{TypeData, TypeId, TypeTable};
pub use value::Value;
