/* assert.h of the Cpu0 runtime. */
#ifndef _CPU0_ASSERT_H
#define _CPU0_ASSERT_H
void __cpu0_assert_fail(const char *expr, const char *file, int line);
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __cpu0_assert_fail(#e, __FILE__, __LINE__))
#endif
#endif
