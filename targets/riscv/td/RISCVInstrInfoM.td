//===- RISCVInstrInfoM.td - RISC-V 'M' instructions -------------*- tablegen -*-===//
//
// Integer multiplication and division (the 'M' extension; mul* alone is 'Zmmul').
//
//===----------------------------------------------------------------------===//

let Predicates = [HasStdExtZmmul] in {
def MUL    : ALU_rr<0b0000001, 0b000, "mul", true>;
def MULH   : ALU_rr<0b0000001, 0b001, "mulh", true>;
def MULHSU : ALU_rr<0b0000001, 0b010, "mulhsu">;
def MULHU  : ALU_rr<0b0000001, 0b011, "mulhu", true>;
}
let Predicates = [HasStdExtM] in {
def DIV  : ALU_rr<0b0000001, 0b100, "div">;
def DIVU : ALU_rr<0b0000001, 0b101, "divu">;
def REM  : ALU_rr<0b0000001, 0b110, "rem">;
def REMU : ALU_rr<0b0000001, 0b111, "remu">;
}
let Predicates = [HasStdExtZmmul, IsRV64] in
def MULW : ALU_rr<0b0000001, 0b000, "mulw", true, OPC_OP_32>;
let Predicates = [HasStdExtM, IsRV64] in {
def DIVW  : ALU_rr<0b0000001, 0b100, "divw", false, OPC_OP_32>;
def DIVUW : ALU_rr<0b0000001, 0b101, "divuw", false, OPC_OP_32>;
def REMW  : ALU_rr<0b0000001, 0b110, "remw", false, OPC_OP_32>;
def REMUW : ALU_rr<0b0000001, 0b111, "remuw", false, OPC_OP_32>;
}

// Selection patterns.
let Predicates = [HasStdExtM] in {
def : PatGprGpr<mul, MUL>;
def : PatGprGpr<mulhs, MULH>;
def : PatGprGpr<mulhu, MULHU>;
def : PatGprGpr<sdiv, DIV>;
def : PatGprGpr<udiv, DIVU>;
def : PatGprGpr<srem, REM>;
def : PatGprGpr<urem, REMU>;
}
let Predicates = [HasStdExtM, IsRV64] in
def : Pat<(sext_inreg (mul GPR:$rs1, GPR:$rs2), i32), (MULW GPR:$rs1, GPR:$rs2)>;
