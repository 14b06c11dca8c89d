class Ty<string n> { string name = n; }
class Op<Ty t> { Ty type = t; string tn = t.name; }
def O : Op<Ty<"i32">>;
