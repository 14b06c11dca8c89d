//! The target data layout (`target datalayout = "..."`): parsed from LLVM's layout string into
//! tables that answer sizes, ABI and preferred alignments, pointer widths per address space,
//! endianness, stack alignment, legal integer widths and struct field offsets.

use crate::types::{FloatKind, TypeData, TypeId, TypeTable};

/// Alignment pair for one entry (bytes).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct AlignPair {
    /// Bit width the entry applies to.
    pub bits: u32,
    /// ABI alignment in bytes.
    pub abi: u64,
    /// Preferred alignment in bytes.
    pub pref: u64,
}

/// Layout of pointers in one address space.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PointerSpec {
    /// Address space.
    pub addrspace: u32,
    /// Size in bits.
    pub bits: u32,
    /// ABI alignment in bytes.
    pub abi: u64,
    /// Preferred alignment in bytes.
    pub pref: u64,
    /// Width of the index used in address computations, in bits.
    pub index_bits: u32,
}

/// How symbols are mangled (`m:` component).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mangling {
    /// Not specified.
    None,
    /// `m:e`: ELF (`.L` private prefix).
    Elf,
    /// `m:o`: Mach-O.
    MachO,
    /// `m:m`: MIPS.
    Mips,
    /// `m:w`: Windows COFF.
    WinCoff,
    /// `m:x`: Windows x86 COFF.
    WinCoffX86,
    /// `m:a`: XCOFF.
    XCoff,
    /// `m:l`: GOFF.
    Goff,
}

/// A parsed data layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataLayout {
    /// The string it was parsed from (printed back verbatim).
    pub repr: String,
    /// Little-endian (`e`, the default) or big-endian (`E`).
    pub little_endian: bool,
    /// Natural stack alignment in bytes (`S`); 0 when unspecified.
    pub stack_align: u64,
    /// Address space of allocas (`A`).
    pub alloca_addrspace: u32,
    /// Address space of functions (`P`).
    pub program_addrspace: u32,
    /// Default address space of globals (`G`).
    pub globals_addrspace: u32,
    /// Legal native integer widths (`n`).
    pub legal_ints: Vec<u32>,
    /// Integer alignments, sorted by width.
    pub ints: Vec<AlignPair>,
    /// Float alignments, sorted by width.
    pub floats: Vec<AlignPair>,
    /// Vector alignments, sorted by width.
    pub vectors: Vec<AlignPair>,
    /// Aggregate alignment (`a`).
    pub aggregate: AlignPair,
    /// Pointer specs, sorted by address space.
    pub pointers: Vec<PointerSpec>,
    /// Symbol mangling mode.
    pub mangling: Mangling,
    /// Function pointer alignment (`Fi`/`Fn`) in bytes, if given.
    pub function_ptr_align: Option<u64>,
    /// Non-integral address spaces (`ni`).
    pub non_integral: Vec<u32>,
}

/// Field offsets and overall size of a struct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructLayout {
    /// Byte offset of each field.
    pub offsets: Vec<u64>,
    /// Allocation size in bytes (including tail padding).
    pub size: u64,
    /// ABI alignment in bytes.
    pub align: u64,
}

impl Default for DataLayout {
    fn default() -> Self {
        let p = |bits, abi, pref| AlignPair { bits, abi, pref };
        DataLayout {
            repr: String::new(),
            little_endian: true,
            stack_align: 0,
            alloca_addrspace: 0,
            program_addrspace: 0,
            globals_addrspace: 0,
            legal_ints: Vec::new(),
            ints: vec![
                p(1, 1, 1),
                p(8, 1, 1),
                p(16, 2, 2),
                p(32, 4, 4),
                p(64, 4, 8),
            ],
            floats: vec![p(16, 2, 2), p(32, 4, 4), p(64, 8, 8), p(128, 16, 16)],
            vectors: vec![p(64, 8, 8), p(128, 16, 16)],
            aggregate: p(0, 1, 8),
            pointers: vec![PointerSpec {
                addrspace: 0,
                bits: 64,
                abi: 8,
                pref: 8,
                index_bits: 64,
            }],
            mangling: Mangling::None,
            function_ptr_align: None,
            non_integral: Vec::new(),
        }
    }
}

fn num(s: &str, what: &str) -> Result<u64, String> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) || s.len() > 18 {
        return Err(format!("invalid {what} in datalayout string '{s}'"));
    }
    s.parse::<u64>()
        .map_err(|_| format!("invalid {what} in datalayout string '{s}'"))
}

fn bytes_align(bits: u64, what: &str) -> Result<u64, String> {
    if !bits.is_multiple_of(8) || (bits != 0 && !(bits / 8).is_power_of_two()) {
        return Err(format!(
            "{what} alignment must be a power of two times the byte width"
        ));
    }
    Ok(bits / 8)
}

fn set_pair(list: &mut Vec<AlignPair>, e: AlignPair) {
    match list.binary_search_by_key(&e.bits, |p| p.bits) {
        Ok(i) => list[i] = e,
        Err(i) => list.insert(i, e),
    }
}

impl DataLayout {
    /// Parses LLVM's data layout string. Errors name the bad component.
    pub fn parse(s: &str) -> Result<DataLayout, String> {
        let mut dl = DataLayout {
            repr: s.to_string(),
            ..DataLayout::default()
        };
        if s.is_empty() {
            return Ok(dl);
        }
        for comp in s.split('-') {
            if comp.is_empty() {
                return Err("empty component in datalayout string".into());
            }
            let (head, rest) = comp.split_at(1);
            let mut parts = rest.split(':');
            match head {
                "e" => dl.little_endian = true,
                "E" => dl.little_endian = false,
                "S" => dl.stack_align = bytes_align(num(rest, "stack alignment")?, "stack")?,
                "A" => dl.alloca_addrspace = num(rest, "address space")? as u32,
                "P" => dl.program_addrspace = num(rest, "address space")? as u32,
                "G" => dl.globals_addrspace = num(rest, "address space")? as u32,
                "n" => {
                    dl.legal_ints.clear();
                    for w in parts {
                        dl.legal_ints.push(num(w, "native integer width")? as u32);
                    }
                }
                "m" => {
                    dl.mangling = match rest {
                        ":e" => Mangling::Elf,
                        ":o" => Mangling::MachO,
                        ":m" => Mangling::Mips,
                        ":w" => Mangling::WinCoff,
                        ":x" => Mangling::WinCoffX86,
                        ":a" => Mangling::XCoff,
                        ":l" => Mangling::Goff,
                        _ => return Err(format!("unknown mangling mode in '{comp}'")),
                    }
                }
                "F" => {
                    let r = rest.get(1..).unwrap_or("");
                    if !(rest.starts_with('i') || rest.starts_with('n')) {
                        return Err(format!(
                            "unknown function pointer alignment type in '{comp}'"
                        ));
                    }
                    dl.function_ptr_align = Some(bytes_align(num(r, "alignment")?, "function")?);
                }
                "p" => {
                    // p[n]:size:abi[:pref[:idx]]
                    let first = parts.next().unwrap_or("");
                    let addrspace = if first.is_empty() {
                        0
                    } else {
                        num(first, "address space")? as u32
                    };
                    let bits = num(parts.next().unwrap_or(""), "pointer size")? as u32;
                    let abi =
                        bytes_align(num(parts.next().unwrap_or(""), "alignment")?, "pointer")?;
                    let pref = match parts.next() {
                        Some(p) => bytes_align(num(p, "alignment")?, "pointer")?,
                        None => abi,
                    };
                    let index_bits = match parts.next() {
                        Some(p) => num(p, "index size")? as u32,
                        None => bits,
                    };
                    if bits == 0 {
                        return Err("invalid pointer size 0".into());
                    }
                    let spec = PointerSpec {
                        addrspace,
                        bits,
                        abi,
                        pref,
                        index_bits,
                    };
                    match dl
                        .pointers
                        .binary_search_by_key(&addrspace, |p| p.addrspace)
                    {
                        Ok(i) => dl.pointers[i] = spec,
                        Err(i) => dl.pointers.insert(i, spec),
                    }
                }
                "i" | "f" | "v" | "a" => {
                    let first = parts.next().unwrap_or("");
                    let bits = if head == "a" && first.is_empty() {
                        0
                    } else {
                        num(first, "size")? as u32
                    };
                    let abi = bytes_align(num(parts.next().unwrap_or(""), "alignment")?, "ABI")?;
                    let pref = match parts.next() {
                        Some(p) => bytes_align(num(p, "alignment")?, "preferred")?,
                        None => abi,
                    };
                    let e = AlignPair { bits, abi, pref };
                    match head {
                        "i" => {
                            if bits == 8 && abi != 1 {
                                return Err("i8 must be 8-bit aligned".into());
                            }
                            set_pair(&mut dl.ints, e)
                        }
                        "f" => set_pair(&mut dl.floats, e),
                        "v" => set_pair(&mut dl.vectors, e),
                        _ => dl.aggregate = e,
                    }
                }
                _ if comp.starts_with("ni") => {
                    for w in comp[2..].split(':').filter(|w| !w.is_empty()) {
                        dl.non_integral.push(num(w, "address space")? as u32);
                    }
                }
                _ => return Err(format!("unknown specifier '{head}' in datalayout string")),
            }
        }
        Ok(dl)
    }

    /// The pointer spec for an address space (falls back to address space 0).
    pub fn pointer_spec(&self, addrspace: u32) -> PointerSpec {
        self.pointers
            .iter()
            .find(|p| p.addrspace == addrspace)
            .or_else(|| self.pointers.iter().find(|p| p.addrspace == 0))
            .copied()
            .unwrap_or(PointerSpec {
                addrspace,
                bits: 64,
                abi: 8,
                pref: 8,
                index_bits: 64,
            })
    }

    /// Pointer width in bits for an address space.
    pub fn pointer_size_bits(&self, addrspace: u32) -> u32 {
        self.pointer_spec(addrspace).bits
    }

    /// Whether `bits` is a legal native integer width.
    pub fn is_legal_int(&self, bits: u32) -> bool {
        self.legal_ints.contains(&bits)
    }

    /// The largest legal native integer width (0 if none given).
    pub fn largest_legal_int(&self) -> u32 {
        self.legal_ints.iter().copied().max().unwrap_or(0)
    }

    fn int_align(&self, bits: u32) -> AlignPair {
        // The entry for the smallest width >= bits; otherwise the largest entry.
        match self.ints.iter().find(|p| p.bits >= bits) {
            Some(p) => *p,
            None => *self
                .ints
                .last()
                .expect("invariant: the int table is never empty"),
        }
    }

    fn vector_align(&self, size_bytes: u64, bits: u32) -> AlignPair {
        if let Some(p) = self.vectors.iter().find(|p| p.bits == bits) {
            return *p;
        }
        let a = size_bytes.max(1).next_power_of_two();
        AlignPair {
            bits,
            abi: a,
            pref: a,
        }
    }

    /// Size in bits of the value (`i36` is 36, `x86_fp80` is 80); for scalable vectors, the
    /// minimum size.
    pub fn type_size_bits(&self, types: &TypeTable, t: TypeId) -> u64 {
        match types.get(t) {
            TypeData::Int(n) => *n as u64,
            TypeData::Float(k) => k.bits() as u64,
            TypeData::Ptr(a) => self.pointer_size_bits(*a) as u64,
            TypeData::Vector { len, elem, .. } => *len as u64 * self.type_size_bits(types, *elem),
            TypeData::X86Amx => 8192,
            _ => self.alloc_size(types, t) * 8,
        }
    }

    /// Bytes written by a store of the type (size rounded up to whole bytes).
    pub fn store_size(&self, types: &TypeTable, t: TypeId) -> u64 {
        self.type_size_bits(types, t).div_ceil(8)
    }

    /// Bytes between consecutive array elements of the type (store size rounded up to the ABI
    /// alignment).
    pub fn alloc_size(&self, types: &TypeTable, t: TypeId) -> u64 {
        match types.get(t) {
            TypeData::Array(n, e) => n.saturating_mul(self.alloc_size(types, *e)),
            TypeData::Struct { .. } | TypeData::Named(_) => self.struct_size_align(types, t).0,
            TypeData::Void
            | TypeData::Label
            | TypeData::Metadata
            | TypeData::Token
            | TypeData::Function { .. } => 0,
            TypeData::Target { .. } => 0,
            _ => {
                let s = self.store_size(types, t);
                s.div_ceil(self.abi_align(types, t)) * self.abi_align(types, t)
            }
        }
    }

    /// ABI alignment of a type in bytes.
    pub fn abi_align(&self, types: &TypeTable, t: TypeId) -> u64 {
        self.align(types, t, true)
    }

    /// Preferred alignment of a type in bytes.
    pub fn pref_align(&self, types: &TypeTable, t: TypeId) -> u64 {
        self.align(types, t, false)
    }

    fn align(&self, types: &TypeTable, t: TypeId, abi: bool) -> u64 {
        let pick = |p: AlignPair| if abi { p.abi } else { p.pref };
        match types.get(t) {
            TypeData::Int(n) => pick(self.int_align(*n)),
            TypeData::Float(k) => {
                let bits = match k {
                    FloatKind::X86Fp80 => 80,
                    k => k.bits(),
                };
                match self.floats.iter().find(|p| p.bits == bits) {
                    Some(p) => pick(*p),
                    None => match k {
                        // x86_fp80 without an f80 entry: aligned like its 16-byte alloc.
                        FloatKind::X86Fp80 => 16,
                        _ => (k.bits() as u64 / 8).next_power_of_two(),
                    },
                }
            }
            TypeData::Ptr(a) => {
                let p = self.pointer_spec(*a);
                if abi {
                    p.abi
                } else {
                    p.pref
                }
            }
            TypeData::Vector { .. } => {
                let bits = self.type_size_bits(types, t);
                pick(self.vector_align(bits.div_ceil(8), bits as u32))
            }
            TypeData::Array(_, e) => self.align(types, *e, abi),
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let align = self.struct_size_align(types, t).1;
                if abi {
                    align
                } else {
                    align.max(self.aggregate.pref)
                }
            }
            _ => 1,
        }
    }

    /// Field offsets, size and alignment of a struct type (empty layout for non-structs).
    pub fn struct_layout(&self, types: &TypeTable, t: TypeId) -> StructLayout {
        let Some((fields, packed)) = types.struct_fields(t) else {
            return StructLayout {
                offsets: Vec::new(),
                size: 0,
                align: 1,
            };
        };
        let mut offsets = Vec::with_capacity(fields.len());
        let (size, align) = self.lay_out_fields(types, fields, packed, |off| offsets.push(off));
        StructLayout {
            offsets,
            size,
            align,
        }
    }

    /// Allocation size and ABI alignment of a struct type, as [`DataLayout::struct_layout`]
    /// computes them, without the offsets.
    fn struct_size_align(&self, types: &TypeTable, t: TypeId) -> (u64, u64) {
        match types.struct_fields(t) {
            Some((fields, packed)) => self.lay_out_fields(types, fields, packed, |_| {}),
            None => (0, 1),
        }
    }

    /// Places `fields` one after another (each at its ABI alignment unless `packed`), calling
    /// `offset` with each field's offset; returns the struct's size and alignment.
    fn lay_out_fields(
        &self,
        types: &TypeTable,
        fields: &[TypeId],
        packed: bool,
        mut offset: impl FnMut(u64),
    ) -> (u64, u64) {
        let mut off = 0u64;
        let mut align = if packed { 1 } else { self.aggregate.abi.max(1) };
        for &f in fields {
            let (size, a) = self.size_align(types, f);
            let a = if packed { 1 } else { a };
            off = off.div_ceil(a) * a;
            offset(off);
            off = off.saturating_add(size);
            align = align.max(a);
        }
        (off.div_ceil(align) * align, align)
    }

    /// `(alloc_size, abi_align)` of a type in one walk (each nested struct is laid out once,
    /// not once for its size and again for its alignment at every level).
    fn size_align(&self, types: &TypeTable, t: TypeId) -> (u64, u64) {
        match types.get(t) {
            TypeData::Array(n, e) => {
                let (size, align) = self.size_align(types, *e);
                (n.saturating_mul(size), align)
            }
            TypeData::Struct { .. } | TypeData::Named(_) => self.struct_size_align(types, t),
            _ => (self.alloc_size(types, t), self.abi_align(types, t)),
        }
    }
}
