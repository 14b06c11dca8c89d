def S { string a = "plain"; string b = "with \"quotes\""; string c = "tab\there"; string d = "back\\slash"; string e = "con" "cat" "enated"; }
