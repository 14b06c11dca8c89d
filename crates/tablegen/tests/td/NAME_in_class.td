class C { string myname = NAME; string lower = !tolower(NAME); }
def FooBar : C;
