// Root of the made-up register file used by llvm_oracle.rs.
include "Target.td"
include "OracleRegisterInfo.td"
