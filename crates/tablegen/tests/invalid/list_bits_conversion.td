def X { list<bits<4>> l = [1, 0b11, {1, 0, 0, 1}]; }
