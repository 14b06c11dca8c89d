def A { string a = !interleave(["a", "b", "c"], ", "); string b = !interleave([1, 2, 3], "-"); string c = !interleave([]<string>, ","); }
