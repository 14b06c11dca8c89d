#ifdef X
#ifdef Y class B;
#endif
#endif
class C;
