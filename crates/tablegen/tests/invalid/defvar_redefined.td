defvar x = 1; defvar x = 2;
