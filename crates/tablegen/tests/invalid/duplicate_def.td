def A; def A;
