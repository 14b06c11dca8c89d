def X { bits<4> b; let b{1} = 1; }
