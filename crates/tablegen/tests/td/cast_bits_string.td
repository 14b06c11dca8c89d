def A { bits<4> b = 0b0101; string s = !cast<string>(b); string t = !cast<string>(!cast<int>(b)); }
