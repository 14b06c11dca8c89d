def ops; def A { dag d = !dag(ops, [1], [2]); }
