class I<bits<3> rd> { bits<8> Inst; let Inst{2-0} = rd; let Inst{7-3} = 0; }
def X : I<6>;
