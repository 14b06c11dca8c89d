multiclass A { def _one; }
multiclass B : A;
defm Q : B;
