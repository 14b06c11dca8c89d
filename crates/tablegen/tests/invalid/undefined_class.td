def A : Nope;
