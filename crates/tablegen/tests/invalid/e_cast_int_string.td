def A { int x = !cast<int>("abc"); }
