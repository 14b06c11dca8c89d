class I { bits<16> Inst; }
def X : I { let Inst{15-12} = 0xA; let Inst{3-0} = 0b0101; let Inst{11} = 1; let Inst{10...8} = 3; }
