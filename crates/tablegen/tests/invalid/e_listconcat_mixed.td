def A { list<int> l = !listconcat([1], ["a"]); }
