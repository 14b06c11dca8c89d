class R; def A { R r = !cast<R>("missing"); }
