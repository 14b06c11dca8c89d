def B { bits<6> x; bits<3> y = ?; }
