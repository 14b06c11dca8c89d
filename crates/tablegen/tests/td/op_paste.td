defvar p = "pre";
def A { string a = p # "_" # 3; string b = "n" # 1 # 2; }
def p # _def;
def Num # 10;
