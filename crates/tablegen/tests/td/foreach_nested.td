foreach i = [0, 1] in
  foreach j = [0, 1] in
    def P # i # _ # j { int s = !add(i, j); }
