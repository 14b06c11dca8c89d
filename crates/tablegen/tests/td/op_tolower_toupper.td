def A { string a = !tolower("MiXeD"); string b = !toupper("MiXeD"); }
