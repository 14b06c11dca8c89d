assert 1 "x";
