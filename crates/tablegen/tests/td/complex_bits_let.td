class I { bits<32> Inst; bits<5> rd = 0; bits<12> imm = 0; let Inst{31-20} = imm; let Inst{11-7} = rd; let Inst{6-0} = 0x13; }
def X : I { let rd = 5; let imm = 0xFFF; }
def Y : I { let Inst{19-15} = 0b10101; }
