if 1 def A;
