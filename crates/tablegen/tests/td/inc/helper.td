// Included by include_basic.td and include_twice.td through -I.
class Helper<int v> { int value = v; }
