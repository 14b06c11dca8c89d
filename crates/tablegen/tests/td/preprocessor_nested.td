#define A
#ifdef A
#ifdef B
def AB;
#else
def AnotB;
#endif
#endif
