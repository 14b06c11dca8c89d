class C<bits<4> op> { bits<8> enc; let enc{7-4} = op; let enc{3-0} = 0; }
def D : C<9>;
