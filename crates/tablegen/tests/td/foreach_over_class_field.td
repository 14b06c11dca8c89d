class Cfg { list<string> names = ["u", "v"]; }
def cfg : Cfg;
foreach n = cfg.names in def F # n;
