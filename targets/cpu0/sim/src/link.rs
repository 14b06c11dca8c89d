//! A minimal static linker for Cpu0: relocatable objects in, an executable out.
//!
//! In: ELF32 `ET_REL` objects as kiln-mc writes them for `cpu0` or `cpu0el` (`SHT_REL`,
//! the addend of each relocation in the field it relocates). Out: an [`Executable`] whose
//! code (every allocated executable section, in input order) starts at [`TEXT_BASE`] and
//! whose data (every other allocated section, `.bss` as zeros) follows on the next page,
//! the constructor tables (`.init_array*`) last, between the provided symbols
//! `__init_array_start` and `__init_array_end`.
//! The entry point is `_start`, or `main` when there is no `_start` (the simulator
//! starts `main` with `$lr` at its exit address). Relocations: `R_CPU0_32`,
//! `R_CPU0_HI16` (its addend completed MIPS-style by the next `R_CPU0_LO16` for the same
//! symbol), `R_CPU0_LO16`, `R_CPU0_PC16`, `R_CPU0_PC24` (byte offsets from the delay
//! slot) and `R_CPU0_PC32`. Errors name the object and symbol: undefined and duplicate
//! symbols, out-of-range branches, unknown relocations, mixed byte orders.

use crate::elf::{Executable, Segment};
use kiln_target_cpu0::mc::{
    EM_CPU0, R_CPU0_32, R_CPU0_HI16, R_CPU0_LO16, R_CPU0_NONE, R_CPU0_PC16, R_CPU0_PC24,
    R_CPU0_PC32,
};
use object::{
    Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget, SectionFlags,
    SectionKind, SymbolIndex,
};
use std::collections::HashMap;

/// Where code is placed: the second page (the first one faults, catching null pointers).
pub const TEXT_BASE: u32 = 0x1000;

/// One input object: a name for messages and its bytes.
pub struct Input<'a> {
    /// The file name.
    pub name: &'a str,
    /// The ELF bytes.
    pub bytes: &'a [u8],
}

/// Links `inputs` into an executable.
pub fn link(inputs: &[Input<'_>]) -> Result<Executable, String> {
    let mut files = Vec::new();
    let mut big = None;
    for i in inputs {
        let f = object::File::parse(i.bytes).map_err(|e| format!("{}: {e}", i.name))?;
        let b = !f.is_little_endian();
        let m = if b {
            u16::from_be_bytes([i.bytes[18], i.bytes[19]])
        } else {
            u16::from_le_bytes([i.bytes[18], i.bytes[19]])
        };
        if m != EM_CPU0 || f.is_64() {
            return Err(format!("{}: not a Cpu0 ELF32 object", i.name));
        }
        if *big.get_or_insert(b) != b {
            return Err(format!(
                "{}: byte order differs from the other objects",
                i.name
            ));
        }
        files.push(f);
    }
    let big = big.ok_or("no input objects")?;

    // Layout: code first, then data on the next page.
    let alloc = |s: &object::Section<'_, '_>| match s.flags() {
        SectionFlags::Elf { sh_flags } => sh_flags & u64::from(object::elf::SHF_ALLOC) != 0,
        _ => false,
    };
    // The constructor tables (`.init_array.<priority>` in priority order, then
    // `.init_array`) go together at the end of the data, between `__init_array_start` and
    // `__init_array_end`, as GNU ld's default script places them; crt0 calls them.
    let init_rank = |s: &object::Section<'_, '_>| -> Option<u32> {
        let name = s.name().ok()?;
        match name.strip_prefix(".init_array") {
            Some("") => Some(u32::MAX),
            Some(p) => p.strip_prefix('.').and_then(|n| n.parse().ok()),
            None => None,
        }
    };
    let mut base: Vec<HashMap<usize, u32>> = vec![HashMap::new(); files.len()];
    let mut text: Vec<u8> = Vec::new();
    let mut data: Vec<u8> = Vec::new();
    let data_base;
    let init_array;
    {
        let mut place = |out: &mut Vec<u8>,
                         start: u32,
                         want_code: bool,
                         want_init: Option<u32>|
         -> Result<(), String> {
            for (k, f) in files.iter().enumerate() {
                for s in f.sections() {
                    if !alloc(&s)
                        || (s.kind() == SectionKind::Text) != want_code
                        || init_rank(&s) != want_init
                    {
                        continue;
                    }
                    let al = s.align().max(1) as usize;
                    out.resize(out.len().next_multiple_of(al), 0);
                    base[k].insert(s.index().0, start + out.len() as u32);
                    if matches!(s.kind(), SectionKind::UninitializedData) {
                        out.resize(out.len() + s.size() as usize, 0);
                    } else {
                        let d = s.data().map_err(|e| format!("{}: {e}", inputs[k].name))?;
                        out.extend_from_slice(d);
                    }
                }
            }
            Ok(())
        };
        place(&mut text, TEXT_BASE, true, None)?;
        data_base = (TEXT_BASE + text.len() as u32).next_multiple_of(0x1000);
        place(&mut data, data_base, false, None)?;
        let mut ranks: Vec<u32> = files
            .iter()
            .flat_map(|f| f.sections().filter_map(|s| init_rank(&s)))
            .collect();
        ranks.sort_unstable();
        ranks.dedup();
        data.resize(data.len().next_multiple_of(4), 0);
        let start = data_base + data.len() as u32;
        for r in ranks {
            place(&mut data, data_base, false, Some(r))?;
        }
        init_array = (start, data_base + data.len() as u32);
    }

    // Global symbols.
    let mut globals: HashMap<String, u32> = HashMap::new();
    for (k, f) in files.iter().enumerate() {
        for s in f.symbols() {
            if !s.is_global() || s.is_undefined() {
                continue;
            }
            let Some(si) = s.section_index() else {
                continue;
            };
            let name = s.name().map_err(|e| e.to_string())?.to_string();
            let Some(&b) = base[k].get(&si.0) else {
                continue;
            };
            let addr = b + s.address() as u32;
            if globals.insert(name.clone(), addr).is_some() && !s.is_weak() {
                return Err(format!("{}: duplicate symbol '{name}'", inputs[k].name));
            }
        }
    }

    // Provided unless an input defines them (GNU ld's PROVIDE).
    globals
        .entry("__init_array_start".into())
        .or_insert(init_array.0);
    globals
        .entry("__init_array_end".into())
        .or_insert(init_array.1);

    // Relocations.
    for (k, f) in files.iter().enumerate() {
        let resolve = |idx: SymbolIndex| -> Result<u32, String> {
            let s = f.symbol_by_index(idx).map_err(|e| e.to_string())?;
            let name = s.name().unwrap_or("");
            if s.is_undefined() {
                return globals
                    .get(name)
                    .copied()
                    .ok_or_else(|| format!("{}: undefined symbol '{name}'", inputs[k].name));
            }
            let si = s
                .section_index()
                .ok_or_else(|| format!("{}: symbol '{name}' has no section", inputs[k].name))?;
            let b = base[k].get(&si.0).ok_or_else(|| {
                format!(
                    "{}: symbol '{name}' is in a section that is not loaded",
                    inputs[k].name
                )
            })?;
            Ok(b + s.address() as u32)
        };
        for s in f.sections() {
            let Some(&sbase) = base[k].get(&s.index().0) else {
                continue;
            };
            let relocs: Vec<(u64, u32, SymbolIndex)> = s
                .relocations()
                .map(|(off, r)| {
                    let RelocationFlags::Elf { r_type } = r.flags() else {
                        return Err("not an ELF relocation".to_string());
                    };
                    let RelocationTarget::Symbol(sym) = r.target() else {
                        return Err("relocation without a symbol".to_string());
                    };
                    Ok((off, r_type, sym))
                })
                .collect::<Result<_, String>>()?;
            let (buf, bstart) = if s.kind() == SectionKind::Text {
                (&mut text, TEXT_BASE)
            } else {
                (&mut data, data_base)
            };
            for (n, &(off, r_type, sym)) in relocs.iter().enumerate() {
                let p = sbase + off as u32;
                let at = (p - bstart) as usize;
                let word = buf
                    .get(at..at + 4)
                    .ok_or_else(|| format!("{}: relocation past its section", inputs[k].name))?;
                let old = read32(word, big);
                let sv = resolve(sym)?;
                let field = |mask: u32, v: u32| (old & !mask) | (v & mask);
                let lo16 = |w: u32| w as u16 as i16 as i32;
                let new = match r_type {
                    R_CPU0_NONE => old,
                    R_CPU0_32 => sv.wrapping_add(old),
                    R_CPU0_PC32 => sv.wrapping_add(old).wrapping_sub(p),
                    R_CPU0_LO16 => field(0xffff, sv.wrapping_add(lo16(old) as u32)),
                    R_CPU0_HI16 => {
                        // The addend: this field's high half plus the paired %lo's.
                        let lo = relocs[n + 1..]
                            .iter()
                            .find(|r| r.1 == R_CPU0_LO16 && r.2 == sym)
                            .map(|r| {
                                let a = (sbase + r.0 as u32 - bstart) as usize;
                                lo16(read32(&buf[a..a + 4], big))
                            })
                            .unwrap_or(0);
                        let a = ((old & 0xffff) << 16).wrapping_add(lo as u32);
                        field(0xffff, (sv.wrapping_add(a).wrapping_add(0x8000)) >> 16)
                    }
                    R_CPU0_PC16 | R_CPU0_PC24 => {
                        let bits = if r_type == R_CPU0_PC16 { 16 } else { 24 };
                        let mask = (1u32 << bits) - 1;
                        let a = (((old & mask) << (32 - bits)) as i32) >> (32 - bits);
                        let v = (sv as i64) + a as i64 - (p as i64 + 4);
                        if v % 4 != 0 || v < -(1 << (bits - 1)) || v >= 1 << (bits - 1) {
                            return Err(format!(
                                "{}: branch at {p:#x} to {sv:#x} out of range",
                                inputs[k].name
                            ));
                        }
                        field(mask, v as u32)
                    }
                    t => {
                        return Err(format!(
                            "{}: unknown Cpu0 relocation type {t}",
                            inputs[k].name
                        ))
                    }
                };
                let bytes = if big {
                    new.to_be_bytes()
                } else {
                    new.to_le_bytes()
                };
                buf[at..at + 4].copy_from_slice(&bytes);
            }
        }
    }

    let entry = globals
        .get("_start")
        .or_else(|| globals.get("main"))
        .copied()
        .ok_or("no entry point: neither '_start' nor 'main' is defined")?;
    let mut segments = vec![Segment {
        vaddr: TEXT_BASE,
        memsz: text.len() as u32,
        data: text,
        flags: 5,
    }];
    if !data.is_empty() {
        segments.push(Segment {
            vaddr: data_base,
            memsz: data.len() as u32,
            data,
            flags: 6,
        });
    }
    Ok(Executable {
        big_endian: big,
        entry,
        segments,
    })
}

fn read32(b: &[u8], big: bool) -> u32 {
    let a = [b[0], b[1], b[2], b[3]];
    if big {
        u32::from_be_bytes(a)
    } else {
        u32::from_le_bytes(a)
    }
}
