multiclass M<bit b, string s> { if b then def _yes { string v = s; } else def _no; }
defm A : M<1, "x">;
defm B : M<0, "y">;
