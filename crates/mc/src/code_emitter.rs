//! The generic code emitter (LLVM's `MCCodeEmitter` with the generated
//! `getBinaryCodeForInstr`) and the compressor (LLVM's generated
//! `compressInst`/`uncompressInst`).
//!
//! In: an [`MCInst`] and the target's tables and hooks. Out: the instruction's
//! bytes (in the target's instruction byte order) and its fixups (offsets relative to the instruction), or the
//! compressed/uncompressed form of an instruction according to the `CompressPat`s.

use crate::feature_set::FeatureSet;
use crate::inst_printer::pattern_operand_index_array;
use crate::instr_desc::{OperandClass, PatOperand, RegClassSets, TargetTables};
use crate::mc_expr::MCContext;
use crate::mc_inst::{MCFixup, MCInst, MCOperand};
use crate::target::MCTargetHooks;

/// Encodes `inst`: its bytes and fixups.
pub fn encode_inst(
    h: &dyn MCTargetHooks,
    inst: &MCInst,
    ctx: &MCContext,
) -> Result<(Vec<u8>, Vec<MCFixup>), String> {
    let mut fixups = Vec::new();
    let bytes = encode_inst_into(h, inst, ctx, &mut fixups)?;
    Ok((bytes, fixups))
}

/// Encodes `inst`, appending its fixups to `fixups`.
pub fn encode_inst_into(
    h: &dyn MCTargetHooks,
    inst: &MCInst,
    ctx: &MCContext,
    fixups: &mut Vec<MCFixup>,
) -> Result<Vec<u8>, String> {
    match encode_inst_word(h, inst, ctx, fixups)? {
        Encoded::Word(w, n) => Ok(w[..n].to_vec()),
        Encoded::Bytes(b) => Ok(b),
    }
}

/// An encoding: up to eight bytes inline, or what a target's own encoder made.
pub enum Encoded {
    /// The first `n` bytes of the array.
    Word([u8; 8], usize),
    /// Bytes from [`MCTargetHooks::encode_instruction`] or
    /// [`MCTargetHooks::encode_special`].
    Bytes(Vec<u8>),
}

impl Encoded {
    /// The encoded bytes.
    pub fn bytes(&self) -> &[u8] {
        match self {
            Encoded::Word(w, n) => &w[..*n],
            Encoded::Bytes(b) => b,
        }
    }
}

/// [`encode_inst_into`] without allocating for table-encoded instructions (the object
/// streamer's path, once per instruction).
pub fn encode_inst_word(
    h: &dyn MCTargetHooks,
    inst: &MCInst,
    ctx: &MCContext,
    fixups: &mut Vec<MCFixup>,
) -> Result<Encoded, String> {
    if inst.prefix != 0 {
        // A folded prefix: its bytes where the target places them, the fixups after them.
        let mut body = *inst;
        body.prefix = 0;
        let first = fixups.len();
        let body = encode_inst_word(h, &body, ctx, fixups)?;
        let pre = encode_inst_word(h, &MCInst::new(inst.prefix), ctx, &mut Vec::new())?;
        let (body, pre) = (body.bytes(), pre.bytes());
        let at = h.prefix_position(inst.prefix, body).min(body.len());
        let bytes = [&body[..at], pre, &body[at..]].concat();
        for f in &mut fixups[first..] {
            if f.offset as usize >= at {
                f.offset += pre.len() as u32;
            }
        }
        return Ok(Encoded::Bytes(bytes));
    }
    let tables = h.tables();
    let desc = &tables.instrs[inst.opcode as usize];
    let mut bytes = Vec::new();
    if let Some(r) = h.encode_instruction(inst, ctx, fixups, &mut bytes) {
        r?;
        return Ok(Encoded::Bytes(bytes));
    }
    if desc.encoding.is_none() {
        return h
            .encode_special(inst, ctx, fixups)
            .map(Encoded::Bytes)
            .ok_or_else(|| format!("instruction {} has no encoding", desc.name));
    }
    let word = table_bits(h, inst, ctx, fixups)?;
    let (bytes, n) =
        crate::target::int_bytes(word, desc.size as usize, h.instructions_big_endian());
    Ok(Encoded::Word(bytes, n))
}

/// The instruction word the table describes for `inst` (LLVM's generated
/// `getBinaryCodeForInstr`): the fixed bits with each operand's encoded value placed in its
/// fields, fixups added for symbolic operands. A composite operand (`MIOperandInfo`) is
/// encoded by its `EncoderMethod` as one value. An error for an instruction without a
/// table encoding.
pub fn table_bits(
    h: &dyn MCTargetHooks,
    inst: &MCInst,
    ctx: &MCContext,
    fixups: &mut Vec<MCFixup>,
) -> Result<u64, String> {
    let tables = h.tables();
    let desc = &tables.instrs[inst.opcode as usize];
    let Some(enc) = desc.encoding else {
        return Err(format!("instruction {} has no encoding", desc.name));
    };
    let mut word = enc.bits as u64;
    // Operand values are computed once per operand even when split over fields.
    let mut values = [0u64; crate::mc_inst::MAX_OPERANDS];
    let mut known = 0u32;
    for f in enc.fields {
        let j = f.operand as usize;
        let v = match known & (1 << j) != 0 {
            true => values[j],
            false => {
                let composite = desc.operands.get(j).filter(|o| o.mi_count > 1);
                let v = match inst.op(j) {
                    _ if composite.is_some() => {
                        let o = composite.map(|o| (o.name, o.encoder_method));
                        let (name, method) = o.unwrap_or_default();
                        if method.is_empty() {
                            return Err(format!(
                                "{}: composite operand {name} has no EncoderMethod",
                                desc.name
                            ));
                        }
                        h.encode_operand(method, inst, j, ctx, fixups)?
                    }
                    MCOperand::Reg(r) => tables.regs[r as usize].encoding as u64,
                    MCOperand::Imm(_) | MCOperand::Expr(_) => {
                        let method = match desc.operands[j].class {
                            OperandClass::Imm(c) => tables.imm_classes[c as usize].encoder_method,
                            OperandClass::Reg(_) => "",
                        };
                        h.encode_operand(method, inst, j, ctx, fixups)?
                    }
                    MCOperand::None => {
                        return Err(format!("{}: operand {j} is missing", desc.name));
                    }
                };
                values[j] = v;
                known |= 1 << j;
                v
            }
        };
        let m = (1u64 << f.width) - 1;
        word |= ((v >> f.op_lo) & m) << f.inst_lo;
    }
    Ok(word)
}

/// Whether a value fits the operand class of a compression pattern (registers by
/// membership, constants by the class's range, scale and non-zero rule plus the
/// target's own check). Symbolic operands fit only classes that accept them.
pub fn operand_fits(
    h: &dyn MCTargetHooks,
    op: MCOperand,
    class: OperandClass,
    ctx: &MCContext,
    features: FeatureSet,
) -> bool {
    operand_fits_in(h, None, op, class, ctx, features)
}

/// [`operand_fits`], with register classes looked up in `sets` when given.
fn operand_fits_in(
    h: &dyn MCTargetHooks,
    sets: Option<&RegClassSets>,
    op: MCOperand,
    class: OperandClass,
    ctx: &MCContext,
    features: FeatureSet,
) -> bool {
    let tables = h.tables();
    match (op, class) {
        (MCOperand::Reg(r), OperandClass::Reg(c)) => match sets {
            Some(s) => s.contains(r, c),
            None => tables.reg_in_class(r, c),
        },
        (MCOperand::Imm(v), OperandClass::Imm(c)) => {
            let ic = &tables.imm_classes[c as usize];
            imm_in_range(ic, v) && h.imm_fits(ic, v, features)
        }
        (MCOperand::Expr(e), OperandClass::Imm(c)) => {
            let ic = &tables.imm_classes[c as usize];
            match ctx.evaluate(e, &|_| None) {
                Some(v) => h.expr_fits(ic, &v, ctx),
                None => false,
            }
        }
        _ => false,
    }
}

/// The generic range check of an immediate class.
pub fn imm_in_range(ic: &crate::instr_desc::ImmClassDesc, v: i64) -> bool {
    if ic.non_zero && v == 0 {
        return false;
    }
    if ic.scale > 1 && v % ic.scale != 0 {
        return false;
    }
    if ic.min == 0 && ic.max == 0 {
        return true;
    }
    v >= ic.min && v <= ic.max
}

/// Builds the result of a pattern: operands from `slots` for the instruction `opcode`
/// (tied copies filled in).
pub fn build_from_pattern(
    tables: &TargetTables,
    opcode: u16,
    ops: &[PatOperand],
    slots: &[MCOperand],
) -> MCInst {
    let desc = &tables.instrs[opcode as usize];
    let (idx, n) = pattern_operand_index_array(tables, opcode);
    let idx = &idx[..n];
    let mut vals = [MCOperand::None; crate::mc_inst::MAX_OPERANDS];
    for (p, &j) in ops.iter().zip(idx.iter()) {
        vals[j] = match *p {
            PatOperand::Reg(r) => MCOperand::Reg(r),
            PatOperand::Imm(v) => MCOperand::Imm(v),
            PatOperand::Slot { slot, .. } => slots.get(slot as usize).copied().unwrap_or_default(),
        };
    }
    let mut inst = MCInst::new(opcode);
    for (j, o) in desc.operands.iter().enumerate() {
        if matches!(vals[j], MCOperand::None) && o.tied_to >= 0 {
            vals[j] = vals[o.tied_to as usize];
        }
        inst.push(vals[j]);
    }
    inst
}

/// The operands bound to a pattern's slots (unbound slots are [`MCOperand::None`]).
pub type PatternSlots = [MCOperand; crate::mc_inst::MAX_OPERANDS];

/// Binds the operands of `inst` to the slots of a source pattern, or `None` when the
/// instruction does not match it. Allocates nothing (it runs for every instruction the
/// object streamer compresses).
pub fn bind_pattern(
    h: &dyn MCTargetHooks,
    inst: &MCInst,
    opcode: u16,
    ops: &[PatOperand],
    ctx: &MCContext,
    features: FeatureSet,
) -> Option<PatternSlots> {
    bind_pattern_in(h, None, inst, opcode, ops, ctx, features)
}

/// [`bind_pattern`], with register classes looked up in `sets` when given.
fn bind_pattern_in(
    h: &dyn MCTargetHooks,
    sets: Option<&RegClassSets>,
    inst: &MCInst,
    opcode: u16,
    ops: &[PatOperand],
    ctx: &MCContext,
    features: FeatureSet,
) -> Option<PatternSlots> {
    if inst.opcode != opcode {
        return None;
    }
    let tables = h.tables();
    let (idx, n) = pattern_operand_index_array(tables, opcode);
    if n != ops.len() {
        return None;
    }
    let mut slots: PatternSlots = [MCOperand::None; crate::mc_inst::MAX_OPERANDS];
    // The cheap checks first (fixed operands, a slot used twice holding one value), then
    // the class checks: most patterns fail on the former.
    for (p, &j) in ops.iter().zip(idx[..n].iter()) {
        let op = inst.op(j);
        match *p {
            PatOperand::Reg(r) => {
                if op != MCOperand::Reg(r) {
                    return None;
                }
            }
            PatOperand::Imm(v) => {
                if op != MCOperand::Imm(v) {
                    return None;
                }
            }
            PatOperand::Slot { slot, .. } => {
                let s = slot as usize;
                if s >= slots.len() {
                    return None;
                }
                if slots[s] != MCOperand::None && slots[s] != op {
                    return None;
                }
                slots[s] = op;
            }
        }
    }
    for (p, &j) in ops.iter().zip(idx[..n].iter()) {
        if let PatOperand::Slot { class, .. } = *p {
            if !operand_fits_in(h, sets, inst.op(j), class, ctx, features) {
                return None;
            }
        }
    }
    Some(slots)
}

/// The compressed form of `inst`, if a compression pattern applies.
pub fn compress(
    h: &dyn MCTargetHooks,
    inst: &MCInst,
    ctx: &MCContext,
    features: FeatureSet,
) -> Option<MCInst> {
    h.tables()
        .compress_pats
        .iter()
        .find_map(|p| try_compress(h, None, p, inst, ctx, features))
}

/// The compression patterns of each full-size opcode, in table order, each compiled
/// once per streamer into a list of checks on the instruction's operands and a recipe
/// for the compressed instruction ([`compress`] scans every pattern for every
/// instruction and re-derives both per try).
#[derive(Clone, Debug, Default)]
pub struct CompressIndex {
    /// Opcode `o`'s patterns are `pats[start[o]..start[o + 1]]`.
    start: Vec<u32>,
    pats: Vec<CompiledPat>,
    /// The checks of all compiled patterns (each pattern owns a range).
    steps: Vec<PatStep>,
    /// The compressed instructions' operands (each pattern owns a range).
    outs: Vec<OutOperand>,
    /// The tables' register classes, for the patterns' class checks.
    sets: RegClassSets,
}

/// One compression pattern of a [`CompressIndex`].
#[derive(Clone, Copy, Debug)]
enum CompiledPat {
    /// The checks `steps[steps.0..steps.1]` decide whether it applies; the compressed
    /// instruction is `dst` with operands `outs[outs.0..outs.1]`.
    Compiled {
        predicate: u16,
        dst: u16,
        steps: (u32, u32),
        outs: (u32, u32),
    },
    /// A pattern outside the compiled form's assumptions: tried by [`try_compress`].
    Generic(u16),
}

/// A check of a compiled compression pattern on the instruction's operands.
#[derive(Clone, Copy, Debug)]
enum PatStep {
    /// Operand `.0` is this fixed register or immediate.
    Is(u8, MCOperand),
    /// Operand `.0` equals operand `.1` (a slot named twice).
    Same(u8, u8),
    /// Operand `.0` is a register of register class `.1` (a slot's class).
    InRegClass(u8, u16),
    /// Operand `.0` fits the class (a source slot's or a compressed slot's immediate class).
    Fits(u8, OperandClass),
}

/// The `Fits` check of a slot of class `class`: register classes by the cheaper
/// membership test (what [`operand_fits_in`] does for a register in a register class, and
/// any other operand fails both).
fn fits_step(j: u8, class: OperandClass) -> PatStep {
    match class {
        OperandClass::Reg(c) => PatStep::InRegClass(j, c),
        OperandClass::Imm(_) => PatStep::Fits(j, class),
    }
}

/// Where an operand of a compiled pattern's compressed instruction comes from.
#[derive(Clone, Copy, Debug)]
enum OutOperand {
    /// A fixed operand (or none).
    Fixed(MCOperand),
    /// The source instruction's operand.
    Inst(u8),
}

/// Compiles pattern `p` into checks and operands appended to `steps` and `outs`, or
/// `None` when it is not in the form the compiled matcher assumes (a pattern whose
/// operand count disagrees with its instruction, a slot number past
/// [`crate::mc_inst::MAX_OPERANDS`], or a compressed slot no source operand binds).
///
/// The compiled form decides exactly what [`try_compress`] decides: the source
/// pattern's fixed operands and repeated slots become `Is`/`Same` checks and its slots'
/// classes `Fits` checks; the compressed instruction is built from the slots' first
/// source operands (tied copies resolved as [`build_from_pattern`] does), and its own
/// bind reduces to the compressed slots' class checks (its fixed operands and repeated
/// slots hold by construction). The class checks have no side effects, so their order
/// does not change the answer.
fn compile_pattern(
    tables: &TargetTables,
    p: &crate::instr_desc::CompressPatDesc,
    steps: &mut Vec<PatStep>,
    outs: &mut Vec<OutOperand>,
) -> Option<CompiledPat> {
    const N: usize = crate::mc_inst::MAX_OPERANDS;
    let (sidx, sn) = pattern_operand_index_array(tables, p.src);
    let (didx, dn) = pattern_operand_index_array(tables, p.dst);
    if sn != p.src_ops.len() || dn != p.dst_ops.len() {
        return None;
    }
    let dst_desc = &tables.instrs[p.dst as usize];
    if dst_desc.operands.len() > N {
        return None;
    }
    let (s0, o0) = (steps.len(), outs.len());
    let mut first: [Option<u8>; N] = [None; N];
    let mut fits = Vec::new();
    for (op, &j) in p.src_ops.iter().zip(sidx[..sn].iter()) {
        let j = j as u8;
        match *op {
            PatOperand::Reg(r) => steps.push(PatStep::Is(j, MCOperand::Reg(r))),
            PatOperand::Imm(v) => steps.push(PatStep::Is(j, MCOperand::Imm(v))),
            PatOperand::Slot { slot, class } => {
                let s = *first.get(slot as usize)?;
                match s {
                    Some(k) => steps.push(PatStep::Same(j, k)),
                    None => first[slot as usize] = Some(j),
                }
                fits.push(fits_step(j, class));
            }
        }
    }
    let mut vals = [OutOperand::Fixed(MCOperand::None); N];
    for (op, &j) in p.dst_ops.iter().zip(didx[..dn].iter()) {
        vals[j] = match *op {
            PatOperand::Reg(r) => OutOperand::Fixed(MCOperand::Reg(r)),
            PatOperand::Imm(v) => OutOperand::Fixed(MCOperand::Imm(v)),
            PatOperand::Slot { slot, class } => {
                let k = (*first.get(slot as usize)?)?;
                fits.push(fits_step(k, class));
                OutOperand::Inst(k)
            }
        };
    }
    for (j, o) in dst_desc.operands.iter().enumerate() {
        if matches!(vals[j], OutOperand::Fixed(MCOperand::None)) && o.tied_to >= 0 {
            vals[j] = *vals.get(o.tied_to as usize)?;
        }
    }
    steps.extend(fits);
    outs.extend_from_slice(&vals[..dst_desc.operands.len()]);
    Some(CompiledPat::Compiled {
        predicate: p.predicate,
        dst: p.dst,
        steps: (s0 as u32, steps.len() as u32),
        outs: (o0 as u32, outs.len() as u32),
    })
}

impl CompressIndex {
    /// The index of `tables`' compression patterns.
    pub fn new(tables: &TargetTables) -> Self {
        let n = tables.instrs.len();
        let mut start = vec![0u32; n + 1];
        for p in tables.compress_pats {
            if (p.src as usize) < n {
                start[p.src as usize + 1] += 1;
            }
        }
        for o in 0..n {
            start[o + 1] += start[o];
        }
        let mut fill = start.clone();
        let mut order = vec![0u16; start[n] as usize];
        for (k, p) in tables.compress_pats.iter().enumerate() {
            if (p.src as usize) < n {
                order[fill[p.src as usize] as usize] = k as u16;
                fill[p.src as usize] += 1;
            }
        }
        let (mut steps, mut outs) = (Vec::new(), Vec::new());
        let pats = order
            .iter()
            .map(|&k| {
                let p = &tables.compress_pats[k as usize];
                let (s, o) = (steps.len(), outs.len());
                compile_pattern(tables, p, &mut steps, &mut outs).unwrap_or_else(|| {
                    steps.truncate(s);
                    outs.truncate(o);
                    CompiledPat::Generic(k)
                })
            })
            .collect();
        CompressIndex {
            start,
            pats,
            steps,
            outs,
            sets: RegClassSets::new(tables),
        }
    }

    /// How many patterns the index tries through the generic matcher (not compiled).
    pub fn generic_patterns(&self) -> usize {
        self.pats
            .iter()
            .filter(|p| matches!(p, CompiledPat::Generic(_)))
            .count()
    }

    /// [`compress`] through the index.
    pub fn compress(
        &self,
        h: &dyn MCTargetHooks,
        inst: &MCInst,
        ctx: &MCContext,
        features: FeatureSet,
    ) -> Option<MCInst> {
        let o = inst.opcode as usize;
        let (Some(&a), Some(&b)) = (self.start.get(o), self.start.get(o + 1)) else {
            return None;
        };
        let tables = h.tables();
        self.pats[a as usize..b as usize]
            .iter()
            .find_map(|cp| match *cp {
                CompiledPat::Compiled {
                    predicate,
                    dst,
                    steps,
                    outs,
                } => {
                    let holds = |s: &PatStep| match *s {
                        PatStep::Is(j, op) => inst.op(j as usize) == op,
                        PatStep::Same(j, k) => inst.op(j as usize) == inst.op(k as usize),
                        PatStep::InRegClass(j, c) => {
                            matches!(inst.op(j as usize), MCOperand::Reg(r) if self.sets.contains(r, c))
                        }
                        PatStep::Fits(j, class) => operand_fits_in(
                            h,
                            Some(&self.sets),
                            inst.op(j as usize),
                            class,
                            ctx,
                            features,
                        ),
                    };
                    if !self.steps[steps.0 as usize..steps.1 as usize]
                        .iter()
                        .all(holds)
                        || !tables.predicate_holds(predicate, &features)
                    {
                        return None;
                    }
                    let mut out = MCInst::new(dst);
                    for v in &self.outs[outs.0 as usize..outs.1 as usize] {
                        out.push(match *v {
                            OutOperand::Fixed(op) => op,
                            OutOperand::Inst(j) => inst.op(j as usize),
                        });
                    }
                    out.loc = inst.loc;
                    Some(out)
                }
                CompiledPat::Generic(k) => try_compress(
                    h,
                    Some(&self.sets),
                    &tables.compress_pats[k as usize],
                    inst,
                    ctx,
                    features,
                ),
            })
    }
}

/// `inst` compressed by pattern `p`, if it applies.
fn try_compress(
    h: &dyn MCTargetHooks,
    sets: Option<&RegClassSets>,
    p: &crate::instr_desc::CompressPatDesc,
    inst: &MCInst,
    ctx: &MCContext,
    features: FeatureSet,
) -> Option<MCInst> {
    let tables = h.tables();
    if p.src != inst.opcode || !tables.predicate_holds(p.predicate, &features) {
        return None;
    }
    let slots = bind_pattern_in(h, sets, inst, p.src, p.src_ops, ctx, features)?;
    // The compressed operands must fit the compressed classes too.
    let out = build_from_pattern(tables, p.dst, p.dst_ops, &slots);
    bind_pattern_in(h, sets, &out, p.dst, p.dst_ops, ctx, features)?;
    let mut out = out;
    out.loc = inst.loc;
    Some(out)
}

/// The full-size form of a compressed `inst` (for printing), if it is compressed.
pub fn uncompress(
    h: &dyn MCTargetHooks,
    inst: &MCInst,
    ctx: &MCContext,
    features: FeatureSet,
) -> Option<MCInst> {
    let tables = h.tables();
    for p in tables.compress_pats {
        if p.dst != inst.opcode || p.compress_only {
            continue;
        }
        let Some(slots) = bind_pattern(h, inst, p.dst, p.dst_ops, ctx, features) else {
            continue;
        };
        let out = build_from_pattern(tables, p.src, p.src_ops, &slots);
        if bind_pattern(h, &out, p.src, p.src_ops, ctx, features).is_some() {
            let mut out = out;
            out.loc = inst.loc;
            return Some(out);
        }
    }
    None
}
