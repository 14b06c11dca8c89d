// The shared-object side of the dynamic-TLS test (programs.rs): general-dynamic accesses to
// a preemptible thread-local, local-dynamic ones to a static one, and one defined by the
// executable (tls_dynamic_main.c, compiled by gcc).
#include <stdio.h>
__thread int counter = 5;
static __thread long local_arr[4] = {1, 2, 3, 4};
extern __thread int main_tls;
int bump(int k) { counter += k; local_arr[k & 3] += counter; return counter + main_tls; }
long sum(void) { return local_arr[0] + local_arr[1] + local_arr[2] + local_arr[3] + counter; }
int *addr(void) { return &counter; }
