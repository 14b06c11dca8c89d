class B; def A : B, B;
