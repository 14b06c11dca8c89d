def C { string a = [{x}] # "y"; string b = "p" # [{q}]; }
