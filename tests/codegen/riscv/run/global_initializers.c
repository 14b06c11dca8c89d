/* Driver of global_initializers.ll: prints what its globals and functions hold. */
#include <stdint.h>
#include <stdio.h>

extern int table_alias[10];
extern void *fixed_ptr, *null_plus;
extern int64_t alias_minus_table, xor_fold;
extern int32_t offset32;
extern int16_t int_fold;
int alias_element(long i);
int third_value(void);
int weak_var_is_null(void);
int weak_fn_is_null(void);
long table_addr_matches(void);
int ptr_into_value(void);

int main(void) {
    for (long i = 0; i < 10; i += 3)
        printf("alias_element(%ld) = %d, table_alias[%ld] = %d\n", i, alias_element(i), i,
               table_alias[i]);
    printf("third = %d\n", third_value());
    printf("weak var null = %d, weak fn null = %d\n", weak_var_is_null(), weak_fn_is_null());
    printf("fixed_ptr = %p, null_plus = %p\n", fixed_ptr, null_plus);
    printf("table_addr matches = %ld, alias - table = %ld\n", table_addr_matches(),
           (long)alias_minus_table);
    printf("offset32 = %d, int_fold = %d, xor_fold = %ld\n", offset32, int_fold, (long)xor_fold);
    printf("ptr_into = %d\n", ptr_into_value());
    return 0;
}
