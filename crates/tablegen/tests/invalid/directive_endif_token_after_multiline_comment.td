#ifdef X
#endif /* a
 */ class D;
class C;
