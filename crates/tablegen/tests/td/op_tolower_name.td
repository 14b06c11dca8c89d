multiclass M { def NAME # "_lower" { string n = !tolower(NAME); } }
defm ABC : M;
