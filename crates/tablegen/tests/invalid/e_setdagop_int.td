def ops; def A { dag d = !setdagop((ops), 1); }
