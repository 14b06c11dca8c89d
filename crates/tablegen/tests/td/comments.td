// line comment
/* block comment */
/* nested /* block */ comment */
def C { int a = 1; // trailing
  /* inside */ int b = 2; }
