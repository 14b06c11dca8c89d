#ifndef HELPER_ONCE
#define HELPER_ONCE
include "helper.td"
#endif
#ifndef HELPER_ONCE
include "helper.td"
#endif
def H2 : Helper<4>;
