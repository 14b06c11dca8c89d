//! Calling-convention assignment (LLVM's `CCState` and the `CallingConv.td` rules): each
//! argument or return part gets a register or a stack slot from a table the target gives.
//!
//! In: the parts (legal value type and flags each) and a rule table ([`CCRule`] list, which
//! the target's generated code or hand-written Rust provides). Out: one [`CCValAssign`] per
//! part, and the stack bytes used.

use crate::value_types::MVT;
use kiln_mc::register_info::Register;

/// Argument attributes that matter to calling conventions (LLVM's `ISD::ArgFlagsTy`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct ArgFlags(pub u16);

impl ArgFlags {
    /// `signext`.
    pub const SEXT: u16 = 1;
    /// `zeroext`.
    pub const ZEXT: u16 = 2;
    /// `byval`.
    pub const BYVAL: u16 = 4;
    /// `sret`.
    pub const SRET: u16 = 8;
    /// A variadic (unnamed) argument.
    pub const VARARG: u16 = 16;
    /// The first part of a split argument.
    pub const SPLIT: u16 = 32;
    /// The last part of a split argument.
    pub const SPLIT_END: u16 = 64;

    /// Whether `bit` is set.
    pub fn has(self, bit: u16) -> bool {
        self.0 & bit != 0
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

/// One rule of a calling convention table (the `CCIfType`, `CCPromoteToType`,
/// `CCAssignToReg`, `CCAssignToStack` actions of `CallingConv.td`).
#[derive(Copy, Clone, Debug)]
pub enum CCRule {
    /// Apply `rules` if the (current) type is one of `types`.
    IfType(&'static [MVT], &'static [CCRule]),
    /// Apply `rules` if the part's flags have any of the bits.
    IfFlags(u16, &'static [CCRule]),
    /// Apply `rules` to variadic parts.
    IfVarArg(&'static [CCRule]),
    /// Continue with the value extended to `MVT` (sign/zero by the flags, else any).
    PromoteToType(MVT),
    /// Take the first free register of the list.
    AssignToReg(&'static [Register]),
    /// Take `size` bytes of stack at `align` (0: the type's size).
    AssignToStack(u32, u32),
}

/// The assignment state (LLVM's `CCState`).
#[derive(Clone, Debug, Default)]
pub struct CCState {
    used: Vec<Register>,
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
            if !self.apply(i as u32, vt, vt, LocInfo::Full, flags, rules) {
                return Err(i);
            }
        }
        Ok(())
    }

    fn apply(
        &mut self,
        val_no: u32,
        val_vt: MVT,
        vt: MVT,
        info: LocInfo,
        flags: ArgFlags,
        rules: &[CCRule],
    ) -> bool {
        let (mut vt, mut info) = (vt, info);
        for rule in rules {
            match *rule {
                CCRule::IfType(types, sub) => {
                    if types.contains(&vt) && self.apply(val_no, val_vt, vt, info, flags, sub) {
                        return true;
                    }
                }
                CCRule::IfFlags(bits, sub) => {
                    if flags.0 & bits != 0 && self.apply(val_no, val_vt, vt, info, flags, sub) {
                        return true;
                    }
                }
                CCRule::IfVarArg(sub) => {
                    if flags.has(ArgFlags::VARARG)
                        && self.apply(val_no, val_vt, vt, info, flags, sub)
                    {
                        return true;
                    }
                }
                CCRule::PromoteToType(to) => {
                    info = if flags.has(ArgFlags::SEXT) {
                        LocInfo::SExt
                    } else if flags.has(ArgFlags::ZEXT) {
                        LocInfo::ZExt
                    } else {
                        LocInfo::AExt
                    };
                    vt = to;
                }
                CCRule::AssignToReg(regs) => {
                    if let Some(r) = self.allocate_reg(regs) {
                        self.locs.push(CCValAssign {
                            val_no,
                            val_vt,
                            loc_vt: vt,
                            info,
                            loc: Location::Reg(r),
                        });
                        return true;
                    }
                }
                CCRule::AssignToStack(size, align) => {
                    let size = if size == 0 {
                        vt.size_in_bits().div_ceil(8)
                    } else {
                        size
                    } as u64;
                    let align = if align == 0 { size } else { align as u64 };
                    let off = self.allocate_stack(size, align);
                    self.locs.push(CCValAssign {
                        val_no,
                        val_vt,
                        loc_vt: vt,
                        info,
                        loc: Location::Stack(off as i64),
                    });
                    return true;
                }
            }
        }
        false
    }
}
