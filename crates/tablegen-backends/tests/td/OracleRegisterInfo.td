// A made-up register file exercising ad-hoc aliases, uncovered registers, declared
// index compositions and tuples; compared with LLVM's model in llvm_oracle.rs.
let Namespace = "Oracle" in {
  def lo : SubRegIndex<16>;
  def hi : SubRegIndex<16, 16>;
  def half : SubRegIndex<32>;
  def lo_of_half : ComposedSubRegIndex<half, lo>;
  def pair0 : SubRegIndex<32>;
  def pair1 : SubRegIndex<32, 32>;
}
class OReg<string n, list<Register> subs = []> : Register<n> {
  let Namespace = "Oracle";
  let SubRegs = subs;
}
// Leaves; Q1 and Q2 alias each other, P aliases both (ad-hoc units).
def Q0 : OReg<"q0">;
def Q1 : OReg<"q1">;
def Q2 : OReg<"q2"> { let Aliases = [Q1]; }
def P : OReg<"p"> { let Aliases = [Q1, Q2]; }
def Q3 : OReg<"q3">;
// W0 = Q0:Q1 covered; W1 = Q2 plus bits of its own (not covered).
let SubRegIndices = [lo, hi] in {
  def W0 : OReg<"w0", [Q0, Q1]> { let CoveredBySubRegs = true; }
  def W2 : OReg<"w2", [Q2, Q3]> { let CoveredBySubRegs = true; }
}
let SubRegIndices = [lo] in
def W1 : OReg<"w1", [Q2]>;
let SubRegIndices = [half] in {
  def D0 : OReg<"d0", [W0]>;
  def D1 : OReg<"d1", [W1]>;
  def D2 : OReg<"d2", [W2]>;
}
def Ws : RegisterClass<"Oracle", [i32], 32, (add W0, W1, W2)>;
def Qs : RegisterClass<"Oracle", [i16], 16, (add (sequence "Q%u", 0, 3), P)>;
def Ds : RegisterClass<"Oracle", [i64], 64, (add D0, D1, D2)>;
def DPairs : RegisterTuples<[pair0, pair1], [(add W0, W1), (add W2, W0)]>;
def WW : RegisterClass<"Oracle", [untyped], 32, (add DPairs)> { let Size = 64; }
