class I { bits<8> Inst; bits<3> rd; bits<5> imm; let Inst = {rd, imm}; }
def X : I { let rd = 0b101; let imm = 0b00011; }
