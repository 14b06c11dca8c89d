//! The machine-code layer: MCInst, register and instruction description runtimes,
//! assembly printing and parsing, encoding, disassembly, ELF objects, CFI.
//!
//! The pieces, in LLVM's terms: [`instr_desc`] (the tables a target's TableGen
//! backends generate), [`mc_inst`] and [`mc_expr`] (instructions, symbols,
//! expressions), [`inst_printer`], [`code_emitter`], [`disassembler`] and
//! [`asm_matcher`] (generic engines over the tables), [`target`] (the hooks a target
//! adds), [`asm_lexer`] and [`asm_parser`] (GNU assembly in), [`streamer`] with
//! [`asm_streamer`] (assembly out) and [`assembler`] (fragments, relaxation, fixups)
//! and [`elf_writer`] (ELF objects out).
pub mod asm_lexer;
pub mod asm_matcher;
pub mod asm_parser;
pub mod asm_streamer;
pub mod assembler;
pub mod code_emitter;
pub mod disassembler;
pub mod elf_writer;
pub mod feature_set;
pub mod inst_printer;
pub mod instr_desc;
pub mod mc_expr;
pub mod mc_inst;
pub mod register_info;
pub mod streamer;
pub mod target;
