class RV { bits<5> rs1; bits<5> rd; bits<12> imm; field bits<32> Inst; let Inst{31-20} = imm; let Inst{19-15} = rs1; let Inst{11-7} = rd; let Inst{6-0} = 0b0010011; }
def ADDI : RV;
def ADDI_partial : RV { let rd = 3; }
