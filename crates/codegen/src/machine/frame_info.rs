//! The stack frame of a machine function (LLVM's `MachineFrameInfo`): stack objects
//! (locals, spill slots) with sizes and alignments, fixed objects at known offsets from the
//! incoming stack pointer (incoming stack arguments, varargs save areas), callee-saved
//! register slots, and what frame lowering computed (stack size, maximum alignment).
//!
//! In: objects created by the SelectionDAGBuilder (static allocas), calling-convention
//! lowering (fixed objects) and the register allocator (spill slots). Out: after frame layout,
//! every object has an offset from the incoming stack pointer (negative: below it).
//!
//! Frame indices: non-negative for ordinary objects (`fi#0`), negative for fixed ones
//! (`fi#-1` is the first fixed object), as in LLVM.

/// One stack object.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FrameObject {
    /// Size in bytes (0 for variable-sized objects).
    pub size: u64,
    /// Alignment in bytes.
    pub align: u64,
    /// Offset from the incoming stack pointer: given for fixed objects, computed by frame
    /// layout for the others.
    pub offset: i64,
    /// A spill slot created by register allocation.
    pub is_spill_slot: bool,
    /// Variable-sized (dynamic alloca).
    pub is_variable_sized: bool,
    /// Removed (no longer referenced).
    pub dead: bool,
}

/// A callee-saved register and the frame index of its save slot.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct CalleeSavedInfo {
    /// The register.
    pub reg: kiln_mc::register_info::Register,
    /// Its save slot.
    pub frame_index: i32,
}

/// The frame of a function. See the module documentation.
#[derive(Clone, Debug, Default)]
pub struct MachineFrameInfo {
    objects: Vec<FrameObject>,
    fixed: Vec<FrameObject>,
    /// Total frame size after layout (bytes the prologue allocates).
    pub stack_size: u64,
    /// The largest alignment of any object.
    pub max_align: u64,
    /// The function has calls (so it needs a call frame and saves the return address).
    pub has_calls: bool,
    /// The largest outgoing argument area of any call.
    pub max_call_frame_size: u64,
    /// The function has variable-sized objects (dynamic alloca).
    pub has_var_sized_objects: bool,
    /// `llvm.frameaddress` is used.
    pub frame_address_taken: bool,
    /// A call was lowered as a tail call (set by the target's `lower_call`).
    pub has_tail_call: bool,
    /// The function must keep a frame pointer whatever it does (`"frame-pointer"="all"`).
    pub frame_pointer_forced: bool,
    /// Callee-saved registers to save and their slots.
    pub callee_saved: Vec<CalleeSavedInfo>,
    /// In a variadic function, the fixed object where the first variadic argument is
    /// (what `va_start` stores into the `va_list`; LLVM's `VarArgsFrameIndex`).
    pub vararg_frame_index: Option<i32>,
}

impl MachineFrameInfo {
    /// A new ordinary stack object; returns its frame index.
    pub fn create_stack_object(&mut self, size: u64, align: u64) -> i32 {
        self.max_align = self.max_align.max(align);
        self.objects.push(FrameObject {
            size,
            align,
            offset: 0,
            is_spill_slot: false,
            is_variable_sized: false,
            dead: false,
        });
        self.objects.len() as i32 - 1
    }

    /// A new spill slot.
    pub fn create_spill_slot(&mut self, size: u64, align: u64) -> i32 {
        let fi = self.create_stack_object(size, align);
        self.objects[fi as usize].is_spill_slot = true;
        fi
    }

    /// A variable-sized object (its address is computed at run time).
    pub fn create_variable_sized_object(&mut self, align: u64) -> i32 {
        self.has_var_sized_objects = true;
        let fi = self.create_stack_object(0, align);
        self.objects[fi as usize].is_variable_sized = true;
        fi
    }

    /// A fixed object at `offset` from the incoming stack pointer; returns its (negative)
    /// frame index.
    pub fn create_fixed_object(&mut self, size: u64, offset: i64) -> i32 {
        self.fixed.push(FrameObject {
            size,
            align: 1,
            offset,
            is_spill_slot: false,
            is_variable_sized: false,
            dead: false,
        });
        -(self.fixed.len() as i32)
    }

    /// Bytes of fixed objects below the incoming stack pointer (a variadic function's
    /// register save area), which the frame layout keeps clear of its own objects.
    pub fn fixed_bytes_below_cfa(&self) -> u64 {
        self.fixed
            .iter()
            .map(|o| (-o.offset).max(0) as u64)
            .max()
            .unwrap_or(0)
    }

    /// Whether `fi` names an object.
    pub fn is_valid_index(&self, fi: i32) -> bool {
        if fi < 0 {
            ((-fi) as usize) <= self.fixed.len()
        } else {
            (fi as usize) < self.objects.len()
        }
    }

    /// Whether `fi` is a fixed object.
    pub fn is_fixed(&self, fi: i32) -> bool {
        fi < 0
    }

    /// The object `fi`.
    pub fn object(&self, fi: i32) -> &FrameObject {
        if fi < 0 {
            &self.fixed[(-fi - 1) as usize]
        } else {
            &self.objects[fi as usize]
        }
    }

    /// The object `fi`, mutable.
    pub fn object_mut(&mut self, fi: i32) -> &mut FrameObject {
        if fi < 0 {
            &mut self.fixed[(-fi - 1) as usize]
        } else {
            &mut self.objects[fi as usize]
        }
    }

    /// Number of ordinary objects (indices `0..n`).
    pub fn num_objects(&self) -> i32 {
        self.objects.len() as i32
    }

    /// Number of fixed objects (indices `-n..0`).
    pub fn num_fixed_objects(&self) -> i32 {
        self.fixed.len() as i32
    }

    /// All frame indices, fixed first.
    pub fn indices(&self) -> impl Iterator<Item = i32> {
        let nf = self.fixed.len() as i32;
        let n = self.objects.len() as i32;
        (-nf..0).rev().chain(0..n)
    }
}
