def X;
def A { string a = !cast<string>(5); string b = !cast<string>(X); string c = !cast<string>("s"); string d = !cast<string>(0b101); }
