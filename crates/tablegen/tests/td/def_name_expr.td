defvar base = "Base";
def !strconcat(base, "Name");
def base # "Two";
