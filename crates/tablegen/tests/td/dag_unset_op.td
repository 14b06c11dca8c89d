def D { dag a = (? 1, 2); }
