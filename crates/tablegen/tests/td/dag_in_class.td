def ins; def GPR;
class I<dag i> { dag InOperandList = i; }
def ADD : I<(ins GPR:$rs1, GPR:$rs2)>;
