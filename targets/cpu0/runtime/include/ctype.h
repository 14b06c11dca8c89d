/* ctype.h of the Cpu0 runtime (the "C" locale). */
#ifndef _CPU0_CTYPE_H
#define _CPU0_CTYPE_H
int isdigit(int c);
int isalpha(int c);
int isalnum(int c);
int isspace(int c);
int isupper(int c);
int islower(int c);
int isxdigit(int c);
int isprint(int c);
int ispunct(int c);
int toupper(int c);
int tolower(int c);
#endif
