#ifdef X
#else class B;
#endif
