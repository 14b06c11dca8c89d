def S { string a = "a\nb"; string b = "single ' quote"; }
