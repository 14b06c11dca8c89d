//===- RISCVInstrInfoA.td - RISC-V 'A' instructions -------------*- tablegen -*-===//
//
// Atomic instructions: load-reserved/store-conditional and the AMOs, word and
// (RV64) doubleword, each in four orderings (none, .aq, .rl, .aqrl).
//
//===----------------------------------------------------------------------===//

/// lr.[wd]: rd, (rs1).
let hasSideEffects = false, mayLoad = true, mayStore = false in
class LR_r<bit aq, bit rl, bits<3> funct3, string opcodestr>
    : RVInstRAtomic<0b00010, aq, rl, funct3, OPC_AMO, (outs GPR:$rd),
                    (ins GPR:$rs1), opcodestr, "$rd, (${rs1})"> {
  let rs2 = 0;
}

/// An AMO or sc.[wd]: rd, rs2, (rs1).
let hasSideEffects = false, mayLoad = true, mayStore = true in
class AMO_rr<bits<5> funct5, bit aq, bit rl, bits<3> funct3, string opcodestr>
    : RVInstRAtomic<funct5, aq, rl, funct3, OPC_AMO, (outs GPR:$rd),
                    (ins GPR:$rs2, GPR:$rs1), opcodestr, "$rd, $rs2, (${rs1})">;

/// The four orderings of an LR.
multiclass LR_r_aq_rl<bits<3> funct3, string opcodestr> {
  def ""     : LR_r<0, 0, funct3, opcodestr>;
  def _AQ    : LR_r<1, 0, funct3, opcodestr # ".aq">;
  def _RL    : LR_r<0, 1, funct3, opcodestr # ".rl">;
  def _AQ_RL : LR_r<1, 1, funct3, opcodestr # ".aqrl">;
}

/// The four orderings of an AMO or SC.
multiclass AMO_rr_aq_rl<bits<5> funct5, bits<3> funct3, string opcodestr> {
  def ""     : AMO_rr<funct5, 0, 0, funct3, opcodestr>;
  def _AQ    : AMO_rr<funct5, 1, 0, funct3, opcodestr # ".aq">;
  def _RL    : AMO_rr<funct5, 0, 1, funct3, opcodestr # ".rl">;
  def _AQ_RL : AMO_rr<funct5, 1, 1, funct3, opcodestr # ".aqrl">;
}

let Predicates = [HasStdExtA] in {
defm LR_W       : LR_r_aq_rl<0b010, "lr.w">;
defm SC_W       : AMO_rr_aq_rl<0b00011, 0b010, "sc.w">;
defm AMOSWAP_W  : AMO_rr_aq_rl<0b00001, 0b010, "amoswap.w">;
defm AMOADD_W   : AMO_rr_aq_rl<0b00000, 0b010, "amoadd.w">;
defm AMOXOR_W   : AMO_rr_aq_rl<0b00100, 0b010, "amoxor.w">;
defm AMOAND_W   : AMO_rr_aq_rl<0b01100, 0b010, "amoand.w">;
defm AMOOR_W    : AMO_rr_aq_rl<0b01000, 0b010, "amoor.w">;
defm AMOMIN_W   : AMO_rr_aq_rl<0b10000, 0b010, "amomin.w">;
defm AMOMAX_W   : AMO_rr_aq_rl<0b10100, 0b010, "amomax.w">;
defm AMOMINU_W  : AMO_rr_aq_rl<0b11000, 0b010, "amominu.w">;
defm AMOMAXU_W  : AMO_rr_aq_rl<0b11100, 0b010, "amomaxu.w">;
}

let Predicates = [HasStdExtA, IsRV64] in {
defm LR_D       : LR_r_aq_rl<0b011, "lr.d">;
defm SC_D       : AMO_rr_aq_rl<0b00011, 0b011, "sc.d">;
defm AMOSWAP_D  : AMO_rr_aq_rl<0b00001, 0b011, "amoswap.d">;
defm AMOADD_D   : AMO_rr_aq_rl<0b00000, 0b011, "amoadd.d">;
defm AMOXOR_D   : AMO_rr_aq_rl<0b00100, 0b011, "amoxor.d">;
defm AMOAND_D   : AMO_rr_aq_rl<0b01100, 0b011, "amoand.d">;
defm AMOOR_D    : AMO_rr_aq_rl<0b01000, 0b011, "amoor.d">;
defm AMOMIN_D   : AMO_rr_aq_rl<0b10000, 0b011, "amomin.d">;
defm AMOMAX_D   : AMO_rr_aq_rl<0b10100, 0b011, "amomax.d">;
defm AMOMINU_D  : AMO_rr_aq_rl<0b11000, 0b011, "amominu.d">;
defm AMOMAXU_D  : AMO_rr_aq_rl<0b11100, 0b011, "amomaxu.d">;
}

//===----------------------------------------------------------------------===//
// Selection patterns. An AMO's ordering bits follow the node's ordering:
// monotonic none, acquire .aq, release .rl, acq_rel and seq_cst .aqrl. What
// patterns cannot say (nand, part-word max/min and the other masked operations,
// compare-exchange: LR/SC loop pseudos) is built in isel_atomic.rs.
//===----------------------------------------------------------------------===//

/// `AtomicOp` (`atomic_load_add_32`) in each ordering by `BaseInst` and its forms.
multiclass AMOPat<string AtomicOp, string BaseInst> {
  def : Pat<(XLenVT (!cast<PatFrag>(AtomicOp#"_monotonic") GPR:$addr, GPR:$incr)),
            (!cast<RVInst>(BaseInst) GPR:$incr, GPR:$addr)>;
  def : Pat<(XLenVT (!cast<PatFrag>(AtomicOp#"_acquire") GPR:$addr, GPR:$incr)),
            (!cast<RVInst>(BaseInst#"_AQ") GPR:$incr, GPR:$addr)>;
  def : Pat<(XLenVT (!cast<PatFrag>(AtomicOp#"_release") GPR:$addr, GPR:$incr)),
            (!cast<RVInst>(BaseInst#"_RL") GPR:$incr, GPR:$addr)>;
  def : Pat<(XLenVT (!cast<PatFrag>(AtomicOp#"_acq_rel") GPR:$addr, GPR:$incr)),
            (!cast<RVInst>(BaseInst#"_AQ_RL") GPR:$incr, GPR:$addr)>;
  def : Pat<(XLenVT (!cast<PatFrag>(AtomicOp#"_seq_cst") GPR:$addr, GPR:$incr)),
            (!cast<RVInst>(BaseInst#"_AQ_RL") GPR:$incr, GPR:$addr)>;
}

/// A subtraction is an AMO add of the negated operand.
multiclass AMOSubPat<string AtomicOp, string BaseInst> {
  def : Pat<(XLenVT (!cast<PatFrag>(AtomicOp#"_monotonic") GPR:$addr, GPR:$incr)),
            (!cast<RVInst>(BaseInst) (SUB X0, GPR:$incr), GPR:$addr)>;
  def : Pat<(XLenVT (!cast<PatFrag>(AtomicOp#"_acquire") GPR:$addr, GPR:$incr)),
            (!cast<RVInst>(BaseInst#"_AQ") (SUB X0, GPR:$incr), GPR:$addr)>;
  def : Pat<(XLenVT (!cast<PatFrag>(AtomicOp#"_release") GPR:$addr, GPR:$incr)),
            (!cast<RVInst>(BaseInst#"_RL") (SUB X0, GPR:$incr), GPR:$addr)>;
  def : Pat<(XLenVT (!cast<PatFrag>(AtomicOp#"_acq_rel") GPR:$addr, GPR:$incr)),
            (!cast<RVInst>(BaseInst#"_AQ_RL") (SUB X0, GPR:$incr), GPR:$addr)>;
  def : Pat<(XLenVT (!cast<PatFrag>(AtomicOp#"_seq_cst") GPR:$addr, GPR:$incr)),
            (!cast<RVInst>(BaseInst#"_AQ_RL") (SUB X0, GPR:$incr), GPR:$addr)>;
}

let Predicates = [HasStdExtA] in {
defm : AMOPat<"atomic_swap_32", "AMOSWAP_W">;
defm : AMOPat<"atomic_load_add_32", "AMOADD_W">;
defm : AMOSubPat<"atomic_load_sub_32", "AMOADD_W">;
defm : AMOPat<"atomic_load_and_32", "AMOAND_W">;
defm : AMOPat<"atomic_load_or_32", "AMOOR_W">;
defm : AMOPat<"atomic_load_xor_32", "AMOXOR_W">;
defm : AMOPat<"atomic_load_max_32", "AMOMAX_W">;
defm : AMOPat<"atomic_load_min_32", "AMOMIN_W">;
defm : AMOPat<"atomic_load_umax_32", "AMOMAXU_W">;
defm : AMOPat<"atomic_load_umin_32", "AMOMINU_W">;
}

let Predicates = [HasStdExtA, IsRV64] in {
defm : AMOPat<"atomic_swap_64", "AMOSWAP_D">;
defm : AMOPat<"atomic_load_add_64", "AMOADD_D">;
defm : AMOSubPat<"atomic_load_sub_64", "AMOADD_D">;
defm : AMOPat<"atomic_load_and_64", "AMOAND_D">;
defm : AMOPat<"atomic_load_or_64", "AMOOR_D">;
defm : AMOPat<"atomic_load_xor_64", "AMOXOR_D">;
defm : AMOPat<"atomic_load_max_64", "AMOMAX_D">;
defm : AMOPat<"atomic_load_min_64", "AMOMIN_D">;
defm : AMOPat<"atomic_load_umax_64", "AMOMAXU_D">;
defm : AMOPat<"atomic_load_umin_64", "AMOMINU_D">;
}
