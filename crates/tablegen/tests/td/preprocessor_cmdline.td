#ifdef KILN_TEST_DEFINE
def DefinedOnCommandLine;
#else
def NotDefined;
#endif
