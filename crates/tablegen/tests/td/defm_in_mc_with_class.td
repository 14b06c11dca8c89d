class T { string t = "t"; }
multiclass In { def _i; }
multiclass Out { defm _o : In, T; }
defm Z : Out;
