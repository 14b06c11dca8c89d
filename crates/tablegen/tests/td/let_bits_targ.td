class I<bits<4> op> { bits<8> enc = 0; let enc{7-4} = op; }
def X : I<0b1001>;
