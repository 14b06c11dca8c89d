include "helper.td"
def H : Helper<3>;
