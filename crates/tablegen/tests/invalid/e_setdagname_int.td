def ops; def A { dag d = !setdagname((ops 1:$a), 0, 5); }
