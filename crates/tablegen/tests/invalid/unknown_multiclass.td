defm A : NoSuchMC;
