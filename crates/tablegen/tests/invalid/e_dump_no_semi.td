dump "x"
