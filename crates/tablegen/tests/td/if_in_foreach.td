foreach i = 0-5 in
  if !eq(!and(i, 1), 0) then def Even # i;
