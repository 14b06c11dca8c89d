//! LLVM IR in kiln: types, constants, modules and functions in arenas; the .ll parser, printer, verifier and builder.
