def A { code c = [{ abc ; }
