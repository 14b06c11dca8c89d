class F<bits<3> funct3> { bits<32> Inst; bits<5> rd; let Inst{14-12} = funct3; let Inst{11-7} = rd; }
def X : F<0b101>;
