def A { string s = !interleave([0b01, 0b11], ","); string t = !interleave([true, false], ":"); }
