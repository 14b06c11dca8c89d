// Driver for return_address.ll, built with -fno-omit-frame-pointer so gcc's frames hold the
// frame record (ra at s0-8, the caller's s0 at s0-16) that llvm.returnaddress(n>0) walks.
#pragma GCC optimize("no-omit-frame-pointer")
#include <stdio.h>
void *ra0_leaf(void);
void *ra0_after_call(void (*cb)(void), int c);
void *ra1(void);
void *ra2(void);
static void *seen;
// Called from ra0_after_call: the return address in its caller's frame record (gcc's
// __builtin_return_address(1) is 0 on RISC-V).
// Not a leaf, so gcc writes the whole record (a leaf's keeps s0 only).
__attribute__((noinline)) static void cb(void) {
  __asm__ volatile("" ::: "ra");
  void **caller_fp = ((void ***)__builtin_frame_address(0))[-2];
  seen = caller_fp[-1];
}
__attribute__((noinline)) static void depth0(void) {
  void *got = ra0_after_call(cb, 1);
  printf("ra0 after a call: %s\n", got == seen ? "ok" : "wrong");
  printf("ra0 other path: %s\n", ra0_after_call(cb, 0) == 0 ? "ok" : "wrong");
  char *l = ra0_leaf();
  printf("ra0 leaf in caller: %s\n",
         l > (char *)depth0 && l < (char *)depth0 + 512 ? "ok" : "wrong");
}
__attribute__((noinline)) static void depth1(void) {
  void *got = ra1();
  printf("ra1: %s\n", got == __builtin_return_address(0) ? "ok" : "wrong");
}
__attribute__((noinline)) static void depth2_inner(void **got) { *got = ra2(); }
__attribute__((noinline)) static void depth2(void) {
  void *got;
  depth2_inner(&got);
  printf("ra2: %s\n", got == __builtin_return_address(0) ? "ok" : "wrong");
}
int main(void) {
  depth0();
  depth1();
  depth2();
  return 0;
}
