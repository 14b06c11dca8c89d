#else
