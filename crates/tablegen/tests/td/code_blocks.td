def C { code a = [{ int x = 0; }]; string b = [{multi
line
code}]; code c = "asstring"; }
