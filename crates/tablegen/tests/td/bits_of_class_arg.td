class I<bits<8> op> { bits<8> Opcode = op; bits<4> lo = op{3-0}; }
def X : I<0x5A>;
