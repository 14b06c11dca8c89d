foreach i = 0-2 in {
  if !eq(i, 0) then def Zero # i;
  else if !eq(i, 1) then def One # i;
  else def Other # i;
}
