//! Target-independent code generation: SelectionDAG, legalization, instruction selection driver, scheduling, machine IR, register allocation glue, frame lowering.
