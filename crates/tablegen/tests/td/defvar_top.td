defvar x = 5;
defvar s = "str";
def D { int a = x; string b = s; }
