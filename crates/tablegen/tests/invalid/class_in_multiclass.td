multiclass M { class C; def x; }
