//! TableGen backends that turn target descriptions into Rust (register info, instruction info, asm writer and matcher, encoder, disassembler, DAG isel, calling conventions).
