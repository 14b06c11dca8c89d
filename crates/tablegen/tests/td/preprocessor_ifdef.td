#define FOO
#ifdef FOO
def HasFoo;
#else
def NoFoo;
#endif
#ifndef BAR
def NoBar;
#endif
