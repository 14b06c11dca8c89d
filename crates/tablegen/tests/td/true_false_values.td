def X { bit t = true; bit f = false; int ti = true; list<bit> l = [true, false]; }
