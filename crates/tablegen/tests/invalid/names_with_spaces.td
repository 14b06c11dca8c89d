def "a b";
def "x-y" { string s = NAME; }
