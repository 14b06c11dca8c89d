def X { bits<2> v = !cond(0: 0b01, 1: 0b10); }
