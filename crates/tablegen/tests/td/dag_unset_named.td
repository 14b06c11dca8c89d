def A { dag d = (? $a, $b); dag e = (?:$op 1); }
