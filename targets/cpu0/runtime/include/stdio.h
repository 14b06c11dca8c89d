/* stdio.h of the Cpu0 runtime: formatted output to the simulator's stdout/stderr. */
#ifndef _CPU0_STDIO_H
#define _CPU0_STDIO_H
#include <stddef.h>
#include <stdarg.h>

typedef struct __cpu0_file { int fd; } FILE;
extern FILE *stdout;
extern FILE *stderr;
#define EOF (-1)

int printf(const char *fmt, ...);
int fprintf(FILE *f, const char *fmt, ...);
int sprintf(char *buf, const char *fmt, ...);
int snprintf(char *buf, size_t n, const char *fmt, ...);
int vprintf(const char *fmt, va_list ap);
int vfprintf(FILE *f, const char *fmt, va_list ap);
int vsprintf(char *buf, const char *fmt, va_list ap);
int vsnprintf(char *buf, size_t n, const char *fmt, va_list ap);
int puts(const char *s);
int fputs(const char *s, FILE *f);
int putchar(int c);
int fputc(int c, FILE *f);
int putc(int c, FILE *f);
int fflush(FILE *f);
size_t fwrite(const void *p, size_t size, size_t n, FILE *f);
#endif
