//! Calling-convention assignment (LLVM's `CCState` and the `CallingConv.td` rules): each
//! argument or return part gets a register or a stack slot from a table the target gives.
//!
//! In: the parts (legal value type and flags each) and a rule table ([`CCRule`] list, which
//! the target's generated code or hand-written Rust provides). Out: one [`CCValAssign`] per
//! part, and the stack bytes used.
//!
//! Parts flagged [`ArgFlags::IN_CONSECUTIVE_REGS`] (the last one also
//! [`ArgFlags::IN_CONSECUTIVE_REGS_LAST`]) form a group that [`CCRule::AssignToRegBlock`]
//! places all in registers or all by the rules after it (LLVM's `InConsecutiveRegs`: an
//! AAPCS64 homogeneous aggregate, an x86-64 `i128` never split between a register and the
//! stack).

use crate::value_types::MVT;
use kiln_mc::register_info::Register;

/// Argument attributes that matter to calling conventions (LLVM's `ISD::ArgFlagsTy`): the
/// flag bits below in the low 16 bits; for a `byval` argument the log2 of its object's
/// alignment in bits 16..24 and its size in bytes in bits 32..64
/// ([`ArgFlags::with_byval`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ArgFlags(pub u64);

impl ArgFlags {
    /// `signext`.
    pub const SEXT: u64 = 1;
    /// `zeroext`.
    pub const ZEXT: u64 = 2;
    /// `byval`.
    pub const BYVAL: u64 = 4;
    /// `sret`.
    pub const SRET: u64 = 8;
    /// A variadic (unnamed) argument.
    pub const VARARG: u64 = 16;
    /// The first part of a split argument.
    pub const SPLIT: u64 = 32;
    /// The last part of a split argument.
    pub const SPLIT_END: u64 = 64;
    /// A part of a group that goes in consecutive registers or not at all (LLVM's
    /// `InConsecutiveRegs`).
    pub const IN_CONSECUTIVE_REGS: u64 = 128;
    /// The last part of such a group.
    pub const IN_CONSECUTIVE_REGS_LAST: u64 = 256;

    /// Whether `bit` is set.
    pub fn has(self, bit: u64) -> bool {
        self.0 & bit != 0
    }

    /// These flags with [`ArgFlags::BYVAL`] set and the pointed-to object's size and
    /// alignment recorded (LLVM's `ByValSize` and `ByValAlign`): the caller copies `size`
    /// bytes into the argument area. Sizes of 4 GiB and more saturate (and are refused by
    /// the lowering); the alignment is a power of two.
    pub fn with_byval(self, size: u64, align: u64) -> ArgFlags {
        let size = size.min(u64::from(u32::MAX));
        let log2 = u64::from(align.max(1).next_power_of_two().trailing_zeros());
        let keep = self.0 & 0xffff;
        ArgFlags(keep | Self::BYVAL | (log2 << 16) | (size << 32))
    }

    /// The byte size of a `byval` argument's object (0 without [`ArgFlags::BYVAL`]).
    pub fn byval_size(self) -> u64 {
        self.0 >> 32
    }

    /// The alignment of a `byval` argument's object (1 without [`ArgFlags::BYVAL`]).
    pub fn byval_align(self) -> u64 {
        1 << ((self.0 >> 16) & 0xff)
    }
}

/// How a value gets from its type to its location type.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LocInfo {
    /// Same type.
    Full,
    /// Sign-extended.
    SExt,
    /// Zero-extended.
    ZExt,
    /// Extended with unspecified bits.
    AExt,
    /// Reinterpreted bits.
    BCvt,
    /// The low half of the bits of a value twice the location type's width, whose high half
    /// is the next assignment of the same part (LLVM's custom locations of an f64 in a pair
    /// of RV32 integer registers, or in a7 and the stack).
    PairLow,
    /// The high half of such a value: the assignment after its [`LocInfo::PairLow`].
    PairHigh,
}

/// Where a part goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// In a register.
    Reg(Register),
    /// At this byte offset of the argument area.
    Stack(i64),
}

/// One assignment (LLVM's `CCValAssign`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CCValAssign {
    /// Which part.
    pub val_no: u32,
    /// The part's type.
    pub val_vt: MVT,
    /// The location's type.
    pub loc_vt: MVT,
    /// How to convert.
    pub info: LocInfo,
    /// Where.
    pub loc: Location,
}

/// The part a [`CCCustomFn`] is asked to place: which value, its original type, the type
/// and conversion the rules reached so far, and its flags.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CCPart {
    /// Which part (index into the parts given to [`CCState::analyze`]).
    pub val_no: u32,
    /// The part's own type.
    pub val_vt: MVT,
    /// The type the rules reached (after promotions and bit conversions).
    pub loc_vt: MVT,
    /// How the part gets from `val_vt` to `loc_vt`.
    pub info: LocInfo,
    /// The part's flags.
    pub flags: ArgFlags,
}

/// A target's hand-written rule (`CCCustom<"name">` in `.td`): places `part` by pushing to
/// `state.locs` and returns true, or returns false to let the following rules try.
pub type CCCustomFn = fn(state: &mut CCState, part: CCPart) -> bool;

/// One rule of a calling convention table: the actions of kiln's `TargetCallingConv.td`
/// (`CCIfType`, `CCIfVarArg`, `CCPromoteToType`, `CCAssignToReg`, ...), as written by the
/// `-gen-callingconv` TableGen backend or by hand.
#[derive(Copy, Clone, Debug)]
pub enum CCRule {
    /// Apply `rules` if the (current) type is one of `types`.
    IfType(&'static [MVT], &'static [CCRule]),
    /// Apply `rules` if the part's flags have any of the bits.
    IfFlags(u64, &'static [CCRule]),
    /// Apply `rules` to variadic parts.
    IfVarArg(&'static [CCRule]),
    /// Apply `rules` to named (not variadic) parts.
    IfNotVarArg(&'static [CCRule]),
    /// Continue with the value extended to `MVT` (sign/zero by the flags, else any).
    PromoteToType(MVT),
    /// Continue with the value's bits reinterpreted as `MVT` (of the same width).
    BitConvertToType(MVT),
    /// Let a target function place the part (see [`CCCustomFn`]).
    Custom(CCCustomFn),
    /// Continue with another convention's rules.
    DelegateTo(&'static [CCRule]),
    /// Take the first free register of the list.
    AssignToReg(&'static [Register]),
    /// A part of a consecutive-register group: the whole group in free registers of the
    /// list, or (too few free) every part falls through to the following rules, with all the
    /// list's registers marked taken when the flag is set. A part of no group takes one
    /// register.
    AssignToRegBlock(&'static [Register], bool),
    /// Take the first free register of the first list, marking the register at the same
    /// position of the second list taken too.
    AssignToRegWithShadow(&'static [Register], &'static [Register]),
    /// Take `size` bytes of stack at `align` (0: the type's size).
    AssignToStack(u32, u32),
}

/// Where a consecutive-register group being assigned stands.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
enum Block {
    /// No group, or its first part has not met an `AssignToRegBlock` rule yet.
    #[default]
    Undecided,
    /// The group goes in registers.
    InRegs,
    /// The group goes where the rules after `AssignToRegBlock` put it.
    Elsewhere,
}

/// The assignment state (LLVM's `CCState`).
#[derive(Clone, Debug, Default)]
pub struct CCState {
    used: Vec<Register>,
    /// Parts in the consecutive-register group being assigned (0: none).
    group_len: u32,
    block: Block,
    /// Next free byte of the argument area.
    pub stack_offset: u64,
    /// Largest alignment used on the stack.
    pub max_stack_align: u64,
    /// The assignments made.
    pub locs: Vec<CCValAssign>,
}

impl CCState {
    /// A fresh state.
    pub fn new() -> CCState {
        CCState::default()
    }

    /// Whether `r` is taken.
    pub fn is_allocated(&self, r: Register) -> bool {
        self.used.contains(&r)
    }

    /// Takes the first free register of `regs`.
    pub fn allocate_reg(&mut self, regs: &[Register]) -> Option<Register> {
        let r = regs.iter().copied().find(|r| !self.used.contains(r))?;
        self.used.push(r);
        Some(r)
    }

    /// Marks `r` taken.
    pub fn mark_allocated(&mut self, r: Register) {
        if !self.used.contains(&r) {
            self.used.push(r);
        }
    }

    /// Takes `size` bytes of stack aligned to `align`; returns the offset.
    pub fn allocate_stack(&mut self, size: u64, align: u64) -> u64 {
        let align = align.max(1);
        let off = self.stack_offset.div_ceil(align) * align;
        self.stack_offset = off + size;
        self.max_stack_align = self.max_stack_align.max(align);
        off
    }

    /// Assigns every part with `rules`; `Err(i)` names the first part no rule placed.
    pub fn analyze(
        &mut self,
        parts: &[(MVT, crate::calling_conv::ArgFlags)],
        rules: &[CCRule],
    ) -> Result<(), usize> {
        for (i, &(vt, flags)) in parts.iter().enumerate() {
            if flags.has(ArgFlags::IN_CONSECUTIVE_REGS) && self.group_len == 0 {
                // A new group: its length decides whether it fits the registers left.
                let len = parts[i..]
                    .iter()
                    .position(|(_, f)| {
                        f.has(ArgFlags::IN_CONSECUTIVE_REGS_LAST)
                            || !f.has(ArgFlags::IN_CONSECUTIVE_REGS)
                    })
                    .map_or(parts.len() - i, |k| {
                        k + usize::from(parts[i + k].1.has(ArgFlags::IN_CONSECUTIVE_REGS_LAST))
                    });
                self.group_len = len.max(1) as u32;
                self.block = Block::Undecided;
            }
            let mut part = CCPart {
                val_no: i as u32,
                val_vt: vt,
                loc_vt: vt,
                info: LocInfo::Full,
                flags,
            };
            if !self.apply(&mut part, rules) {
                return Err(i);
            }
            if self.group_len > 0 {
                self.group_len -= 1;
                if self.group_len == 0 {
                    self.block = Block::Undecided;
                }
            }
        }
        Ok(())
    }

    /// Walks `rules` for `part`. Predicates guard nested lists inline, as in LLVM's generated
    /// code: a promotion or bit conversion inside a predicate that assigned nothing still
    /// holds for the rules after it; a delegated convention works on a copy.
    fn apply(&mut self, part: &mut CCPart, rules: &[CCRule]) -> bool {
        for rule in rules {
            let assigned = match *rule {
                CCRule::IfType(types, sub) => types.contains(&part.loc_vt) && self.apply(part, sub),
                CCRule::IfFlags(bits, sub) => part.flags.0 & bits != 0 && self.apply(part, sub),
                CCRule::IfVarArg(sub) => part.flags.has(ArgFlags::VARARG) && self.apply(part, sub),
                CCRule::IfNotVarArg(sub) => {
                    !part.flags.has(ArgFlags::VARARG) && self.apply(part, sub)
                }
                CCRule::PromoteToType(to) => {
                    part.info = if part.flags.has(ArgFlags::SEXT) {
                        LocInfo::SExt
                    } else if part.flags.has(ArgFlags::ZEXT) {
                        LocInfo::ZExt
                    } else {
                        LocInfo::AExt
                    };
                    part.loc_vt = to;
                    false
                }
                CCRule::BitConvertToType(to) => {
                    part.info = LocInfo::BCvt;
                    part.loc_vt = to;
                    false
                }
                CCRule::Custom(f) => f(self, *part),
                CCRule::DelegateTo(sub) => self.apply(&mut part.clone(), sub),
                CCRule::AssignToReg(regs) => match self.allocate_reg(regs) {
                    Some(r) => {
                        self.push_loc(part, Location::Reg(r));
                        true
                    }
                    None => false,
                },
                CCRule::AssignToRegBlock(regs, exhaust) => {
                    if self.group_len > 0 && self.block == Block::Undecided {
                        let free = regs.iter().filter(|r| !self.is_allocated(**r)).count();
                        self.block = if free >= self.group_len as usize {
                            Block::InRegs
                        } else {
                            if exhaust {
                                for &r in regs {
                                    self.mark_allocated(r);
                                }
                            }
                            Block::Elsewhere
                        };
                    }
                    if self.group_len > 0 && self.block == Block::Elsewhere {
                        false
                    } else {
                        match self.allocate_reg(regs) {
                            Some(r) => {
                                self.push_loc(part, Location::Reg(r));
                                true
                            }
                            None => false,
                        }
                    }
                }
                CCRule::AssignToRegWithShadow(regs, shadows) => {
                    match regs.iter().position(|r| !self.is_allocated(*r)) {
                        Some(i) => {
                            self.mark_allocated(regs[i]);
                            if let Some(&s) = shadows.get(i) {
                                self.mark_allocated(s);
                            }
                            self.push_loc(part, Location::Reg(regs[i]));
                            true
                        }
                        None => false,
                    }
                }
                CCRule::AssignToStack(size, align) => {
                    let size = if size == 0 {
                        part.loc_vt.size_in_bits().div_ceil(8)
                    } else {
                        size
                    } as u64;
                    let align = if align == 0 { size } else { align as u64 };
                    let off = self.allocate_stack(size, align);
                    self.push_loc(part, Location::Stack(off as i64));
                    true
                }
            };
            if assigned {
                return true;
            }
        }
        false
    }

    /// Records `part` at `loc`.
    pub fn push_loc(&mut self, part: &CCPart, loc: Location) {
        self.locs.push(CCValAssign {
            val_no: part.val_no,
            val_vt: part.val_vt,
            loc_vt: part.loc_vt,
            info: part.info,
            loc,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const R1: Register = Register(1);
    const R2: Register = Register(2);
    const R3: Register = Register(3);

    fn place_on_stack_16(state: &mut CCState, part: CCPart) -> bool {
        let off = state.allocate_stack(16, 16);
        state.push_loc(&part, Location::Stack(off as i64));
        true
    }

    static INNER: &[CCRule] = &[CCRule::PromoteToType(MVT::i64), CCRule::AssignToStack(0, 0)];
    static RULES: &[CCRule] = &[
        // A promotion inside a predicate that assigns nothing holds for the rules after it.
        CCRule::IfType(&[MVT::i8, MVT::i32], &[CCRule::PromoteToType(MVT::i32)]),
        CCRule::IfFlags(ArgFlags::BYVAL, &[CCRule::Custom(place_on_stack_16)]),
        CCRule::IfType(
            &[MVT::f64],
            &[CCRule::AssignToRegWithShadow(&[R1, R2], &[R3, R3])],
        ),
        CCRule::IfType(&[MVT::i32], &[CCRule::AssignToReg(&[R1, R2, R3])]),
        CCRule::DelegateTo(INNER),
    ];

    #[test]
    fn byval_size_and_alignment_ride_with_the_flags() {
        let f = ArgFlags(ArgFlags::VARARG).with_byval(23, 16);
        assert!(f.has(ArgFlags::BYVAL) && f.has(ArgFlags::VARARG));
        assert_eq!((f.byval_size(), f.byval_align()), (23, 16));
        let g = ArgFlags::default().with_byval(1 << 20, 1);
        assert_eq!((g.byval_size(), g.byval_align()), (1 << 20, 1));
        assert_eq!(ArgFlags::default().byval_size(), 0);
    }

    #[test]
    fn rules_apply_in_order_with_lasting_conversions() {
        let mut s = CCState::new();
        let parts = [
            (MVT::i8, ArgFlags(ArgFlags::SEXT)),
            (MVT::f64, ArgFlags::default()),
            (MVT::i32, ArgFlags(ArgFlags::BYVAL)),
            (MVT::f64, ArgFlags::default()),
            (MVT::i32, ArgFlags::default()),
            (MVT::i16, ArgFlags::default()),
        ];
        s.analyze(&parts, RULES).expect("every part is placed");
        let got: Vec<_> = s.locs.iter().map(|a| (a.loc_vt, a.info, a.loc)).collect();
        assert_eq!(
            got,
            [
                (MVT::i32, LocInfo::SExt, Location::Reg(R1)),
                // R1 is taken; R2 is free, and its shadow R3 is taken with it.
                (MVT::f64, LocInfo::Full, Location::Reg(R2)),
                // i32 went through the (identity) promotion of the first rule too.
                (MVT::i32, LocInfo::AExt, Location::Stack(0)),
                // No register left for a second f64: the delegate promotes and spills it.
                (MVT::i64, LocInfo::AExt, Location::Stack(16)),
                // R1-R3 are all taken (R3 as R2's shadow).
                (MVT::i64, LocInfo::AExt, Location::Stack(24)),
                (MVT::i64, LocInfo::AExt, Location::Stack(32)),
            ]
        );
        assert_eq!(s.stack_offset, 40);
        assert_eq!(s.max_stack_align, 16);
    }

    const R4: Register = Register(4);

    fn group(n: usize) -> Vec<(MVT, ArgFlags)> {
        (0..n)
            .map(|k| {
                let mut f = ArgFlags::IN_CONSECUTIVE_REGS;
                if k + 1 == n {
                    f |= ArgFlags::IN_CONSECUTIVE_REGS_LAST;
                }
                (MVT::f64, ArgFlags(f))
            })
            .collect()
    }

    #[test]
    fn a_homogeneous_aggregate_goes_all_in_registers_or_all_on_the_stack() {
        // AAPCS64's rule: an HFA of doubles in v0-v3 (here R1-R4) or entirely on the stack,
        // and once one went to the stack no later FP argument takes a register.
        static AAPCS: &[CCRule] = &[
            CCRule::IfFlags(
                ArgFlags::IN_CONSECUTIVE_REGS,
                &[CCRule::AssignToRegBlock(&[R1, R2, R3, R4], true)],
            ),
            CCRule::IfType(&[MVT::f64], &[CCRule::AssignToReg(&[R1, R2, R3, R4])]),
            CCRule::AssignToStack(8, 8),
        ];
        let mut parts = vec![(MVT::f64, ArgFlags::default()); 2];
        parts.extend(group(3)); // three doubles, two registers left: all on the stack
        parts.push((MVT::f64, ArgFlags::default()));
        let mut s = CCState::new();
        s.analyze(&parts, AAPCS).expect("placed");
        let got: Vec<_> = s.locs.iter().map(|a| a.loc).collect();
        assert_eq!(
            got,
            [
                Location::Reg(R1),
                Location::Reg(R2),
                Location::Stack(0),
                Location::Stack(8),
                Location::Stack(16),
                // R3 and R4 were marked taken with the aggregate.
                Location::Stack(24),
            ]
        );
        // With room, the group takes consecutive registers.
        let mut parts = vec![(MVT::f64, ArgFlags::default())];
        parts.extend(group(3));
        let mut s = CCState::new();
        s.analyze(&parts, AAPCS).expect("placed");
        let got: Vec<_> = s.locs.iter().map(|a| a.loc).collect();
        assert_eq!(
            got,
            [
                Location::Reg(R1),
                Location::Reg(R2),
                Location::Reg(R3),
                Location::Reg(R4)
            ]
        );
    }

    #[test]
    fn an_i128_is_never_split_between_a_register_and_the_stack() {
        // x86-64: both halves in registers or both on the stack; the register left stays
        // free for a later argument.
        static SYSV: &[CCRule] = &[
            CCRule::IfFlags(
                ArgFlags::IN_CONSECUTIVE_REGS,
                &[
                    CCRule::AssignToRegBlock(&[R1, R2, R3], false),
                    CCRule::AssignToStack(8, 8),
                ],
            ),
            CCRule::AssignToReg(&[R1, R2, R3]),
            CCRule::AssignToStack(8, 8),
        ];
        let pair = |f: u64| (MVT::i64, ArgFlags(ArgFlags::IN_CONSECUTIVE_REGS | f));
        let parts = [
            (MVT::i64, ArgFlags::default()),
            (MVT::i64, ArgFlags::default()),
            pair(0),
            pair(ArgFlags::IN_CONSECUTIVE_REGS_LAST),
            (MVT::i64, ArgFlags::default()),
        ];
        let mut s = CCState::new();
        s.analyze(&parts, SYSV).expect("placed");
        let got: Vec<_> = s.locs.iter().map(|a| a.loc).collect();
        assert_eq!(
            got,
            [
                Location::Reg(R1),
                Location::Reg(R2),
                Location::Stack(0),
                Location::Stack(8),
                Location::Reg(R3),
            ]
        );
    }

    #[test]
    fn unplaceable_parts_are_reported() {
        static REGS_ONLY: &[CCRule] = &[CCRule::AssignToReg(&[R1])];
        let mut s = CCState::new();
        let parts = [(MVT::i64, ArgFlags::default()); 2];
        assert_eq!(s.analyze(&parts, REGS_ONLY), Err(1));
    }
}
