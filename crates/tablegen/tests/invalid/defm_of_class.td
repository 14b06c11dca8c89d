class C; defm A : C;
