def A { bit a = !eq("a", "a"); bit b = !ne("a", "b"); bit c = !lt("abc", "abd"); bit d = !ge("b", "a"); bit e = !le("x", "x"); bit f = !gt("a", "b"); }
