class C; deftype T = C;
