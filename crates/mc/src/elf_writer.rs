//! The ELF relocatable object writer (LLVM's `ELFObjectWriter`), on the `object`
//! crate's low-level ELF writer.
//!
//! In: a finished [`ObjectStreamer`] (sections with data and relocations, symbols).
//! Out: the bytes of an ELF `ET_REL` file: the sections in creation order, each
//! followed by its `.rela` section (`.rel` for targets without addends, whose addends
//! are written into the relocated fields), then `.symtab`, `.strtab` and `.shstrtab`; the
//! symbol table has the null symbol, `STT_FILE` symbols, local symbols, then global
//! and weak ones; relocations name symbols directly (as linker relaxation requires). The byte order
//! is the target's. Sections in a COMDAT group (`.section name,"axG",@progbits,sig,comdat`)
//! get one `SHT_GROUP` section per signature, first after the null section, listing them and
//! their relocation sections (which carry `SHF_GROUP` too).

use crate::assembler::{elf, ObjectStreamer};
use crate::mc_expr::{Binding, SymbolDef, SymbolId, SymbolType, Visibility};
use object::elf as oe;
use object::write::elf::{FileHeader, Rel, SectionHeader, Sym, Writer};
use object::write::StringId;
use object::Endianness;

/// Writes the object file.
pub fn write_elf(st: &ObjectStreamer<'_>) -> Result<Vec<u8>, String> {
    let is64 = st.target.is_64bit(st.features);
    let rela = st.target.uses_rela();
    let prefix = if rela { ".rela" } else { ".rel" };
    let rela_name_bufs: Vec<Vec<u8>> = st
        .sections
        .iter()
        .map(|s| format!("{prefix}{}", s.spec.name).into_bytes())
        .collect();
    // Without RELA, each addend goes into the bytes it relocates.
    let mut rel_data: Vec<Option<Vec<u8>>> = vec![None; st.sections.len()];
    if !rela {
        for (k, s) in st.sections.iter().enumerate() {
            if s.relocs.is_empty() || s.spec.sh_type == elf::SHT_NOBITS {
                continue;
            }
            let mut d = s.data.clone();
            for r in &s.relocs {
                let at = d
                    .get_mut(r.offset as usize..)
                    .ok_or("relocation past the end of its section")?;
                st.target.write_rel_addend(r.r_type, r.addend, at)?;
            }
            rel_data[k] = Some(d);
        }
    }
    let mut buf = Vec::new();
    let endian = if st.target.is_big_endian() {
        Endianness::Big
    } else {
        Endianness::Little
    };
    let mut w = Writer::new(endian, is64, &mut buf);
    w.reserve_file_header();

    // Which symbols go in the table, locals first.
    let ctx = &st.ctx;
    let mut locals: Vec<SymbolId> = Vec::new();
    let mut globals: Vec<SymbolId> = Vec::new();
    for (k, s) in ctx.symbols.iter().enumerate() {
        let id = SymbolId(k as u32);
        if s.name.is_empty() {
            continue;
        }
        let undefined = matches!(s.def, SymbolDef::Undefined);
        if s.temporary && !s.used_in_reloc {
            continue;
        }
        if undefined && !s.used_in_reloc && !s.binding_set {
            continue;
        }
        if matches!(s.binding, Binding::Global | Binding::Weak)
            || undefined
            || matches!(s.def, SymbolDef::Common { .. })
        {
            globals.push(id);
        } else {
            locals.push(id);
        }
    }

    // Names.
    let file_names: Vec<StringId> = st
        .files
        .iter()
        .map(|f| w.add_string(f.as_bytes()))
        .collect();
    let mut sym_name = vec![None; ctx.symbols.len()];
    for &id in locals.iter().chain(globals.iter()) {
        // Section symbols are nameless (readers print the section's name).
        if ctx.symbol(id).ty == SymbolType::Section {
            continue;
        }
        let n = ctx.symbol(id).name.as_bytes();
        sym_name[id.0 as usize] = Some(w.add_string(n));
    }
    let sec_names: Vec<StringId> = st
        .sections
        .iter()
        .map(|s| w.add_section_name(s.spec.name.as_bytes()))
        .collect();
    let rela_names: Vec<Option<StringId>> = st
        .sections
        .iter()
        .zip(rela_name_bufs.iter())
        .map(|(s, n)| {
            if s.relocs.is_empty() {
                None
            } else {
                Some(w.add_section_name(n))
            }
        })
        .collect();

    // COMDAT groups: (signature, member sections), in order of first member.
    let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
    for (k, s) in st.sections.iter().enumerate() {
        if let Some(g) = &s.spec.group {
            match groups.iter_mut().find(|(n, _)| n == g) {
                Some((_, members)) => members.push(k),
                None => groups.push((g.clone(), vec![k])),
            }
        }
    }
    let group_name = if groups.is_empty() {
        None
    } else {
        Some(w.add_section_name(b".group"))
    };

    // Section indices.
    w.reserve_null_section_index();
    for _ in &groups {
        w.reserve_section_index();
    }
    let mut sec_index = Vec::new();
    let mut rela_index = Vec::new();
    for s in &st.sections {
        sec_index.push(w.reserve_section_index());
        rela_index.push(if s.relocs.is_empty() {
            None
        } else {
            Some(w.reserve_section_index())
        });
    }
    let symtab_index = w.reserve_symtab_section_index();
    w.reserve_strtab_section_index();
    w.reserve_shstrtab_section_index();

    // Symbol indices.
    w.reserve_null_symbol_index();
    for _ in &st.files {
        w.reserve_symbol_index(None);
    }
    let mut elf_sym = vec![0u32; ctx.symbols.len()];
    for &id in locals.iter().chain(globals.iter()) {
        let sec = match st.symbol_value(id) {
            Ok(Some((s, _))) => Some(sec_index[s.0 as usize]),
            _ => None,
        };
        elf_sym[id.0 as usize] = w.reserve_symbol_index(sec).0;
    }
    let num_local = 1 + st.files.len() as u32 + locals.len() as u32;

    // Group contents: GRP_COMDAT, then the members and their relocation sections.
    let mut group_data: Vec<Vec<u8>> = Vec::new();
    let mut group_sym: Vec<u32> = Vec::new();
    for (sig, members) in &groups {
        let id = ctx
            .lookup_symbol(sig)
            .filter(|id| elf_sym[id.0 as usize] != 0)
            .ok_or_else(|| {
                format!("COMDAT group signature '{sig}' is not a symbol of the object")
            })?;
        group_sym.push(elf_sym[id.0 as usize]);
        let mut words = vec![oe::GRP_COMDAT];
        for &k in members {
            words.push(sec_index[k].0);
            if let Some(r) = rela_index[k] {
                words.push(r.0);
            }
        }
        let mut d = Vec::with_capacity(4 * words.len());
        for x in words {
            d.extend_from_slice(&if st.target.is_big_endian() {
                x.to_be_bytes()
            } else {
                x.to_le_bytes()
            });
        }
        group_data.push(d);
    }
    let group_off: Vec<usize> = group_data.iter().map(|d| w.reserve(d.len(), 4)).collect();

    // Section contents.
    let mut sec_off = Vec::new();
    for s in &st.sections {
        if s.spec.sh_type == elf::SHT_NOBITS {
            sec_off.push(0);
        } else {
            sec_off.push(w.reserve(s.data.len(), s.align as usize));
        }
    }
    w.reserve_symtab();
    w.reserve_strtab();
    let mut rela_off = Vec::new();
    for s in &st.sections {
        rela_off.push(if s.relocs.is_empty() {
            0
        } else {
            w.reserve_relocations(s.relocs.len(), rela)
        });
    }
    w.reserve_shstrtab();
    w.reserve_section_headers();

    // Write.
    w.write_file_header(&FileHeader {
        os_abi: oe::ELFOSABI_NONE,
        abi_version: 0,
        e_type: oe::ET_REL,
        e_machine: st.target.elf_machine(),
        e_entry: 0,
        e_flags: st.target.elf_flags(st.features),
    })
    .map_err(|e| e.to_string())?;
    for d in &group_data {
        w.write_align(4);
        w.write(d);
    }
    for (k, s) in st.sections.iter().enumerate() {
        if s.spec.sh_type != elf::SHT_NOBITS {
            w.write_align(s.align as usize);
            w.write(rel_data[k].as_deref().unwrap_or(&s.data));
        }
    }
    w.write_null_symbol();
    for n in &file_names {
        w.write_symbol(&Sym {
            name: Some(*n),
            section: None,
            st_info: (oe::STB_LOCAL << 4) | oe::STT_FILE,
            st_other: 0,
            st_shndx: oe::SHN_ABS,
            st_value: 0,
            st_size: 0,
        });
    }
    for &id in locals.iter().chain(globals.iter()) {
        let s = ctx.symbol(id);
        let undefined = matches!(s.def, SymbolDef::Undefined);
        let bind = match s.binding {
            Binding::Weak => oe::STB_WEAK,
            Binding::Global => oe::STB_GLOBAL,
            Binding::Local if undefined || matches!(s.def, SymbolDef::Common { .. }) => {
                oe::STB_GLOBAL
            }
            Binding::Local => oe::STB_LOCAL,
        };
        // An alias (`a = b`) without a type of its own takes its target's type.
        let mut sty = s.ty;
        if let (SymbolType::NoType, SymbolDef::Equated(e)) = (sty, s.def) {
            if let Some(v) = ctx.evaluate(e, &|_| None) {
                if let (Some(a), None) = (v.sym_a, v.sym_b) {
                    sty = ctx.symbol(a).ty;
                }
            }
        }
        // Objects defined in a TLS section are TLS symbols.
        if let Ok(Some((sec, _))) = st.symbol_value(id) {
            let tls = st.sections[sec.0 as usize].spec.flags & elf::SHF_TLS != 0;
            if tls && matches!(sty, SymbolType::Object | SymbolType::NoType) {
                sty = SymbolType::Tls;
            }
        }
        let ty = match sty {
            SymbolType::NoType => oe::STT_NOTYPE,
            SymbolType::Func => oe::STT_FUNC,
            SymbolType::Object => oe::STT_OBJECT,
            SymbolType::Tls => oe::STT_TLS,
            SymbolType::Section => oe::STT_SECTION,
            SymbolType::File => oe::STT_FILE,
        };
        let vis = match s.visibility {
            Visibility::Default => oe::STV_DEFAULT,
            Visibility::Internal => oe::STV_INTERNAL,
            Visibility::Hidden => oe::STV_HIDDEN,
            Visibility::Protected => oe::STV_PROTECTED,
        };
        let (section, shndx, value) = match s.def {
            SymbolDef::Common { align, .. } => (None, oe::SHN_COMMON, align),
            _ => match st.symbol_value(id) {
                Ok(Some((sec, v))) => (Some(sec_index[sec.0 as usize]), 0, v),
                Ok(None) => (None, oe::SHN_UNDEF, 0),
                Err(c) => (None, oe::SHN_ABS, c as u64),
            },
        };
        w.write_symbol(&Sym {
            name: sym_name[id.0 as usize],
            section,
            st_info: (bind << 4) | ty,
            st_other: vis,
            st_shndx: shndx,
            st_value: value,
            st_size: st.symbol_size(id),
        });
    }
    w.write_strtab();
    for s in &st.sections {
        if s.relocs.is_empty() {
            continue;
        }
        w.write_align_relocation();
        for r in &s.relocs {
            w.write_relocation(
                rela,
                &Rel {
                    r_offset: r.offset,
                    r_sym: r.symbol.map(|x| elf_sym[x.0 as usize]).unwrap_or(0),
                    r_type: r.r_type,
                    r_addend: r.addend,
                },
            );
        }
    }
    w.write_shstrtab();

    w.write_null_section_header();
    for (g, d) in group_data.iter().enumerate() {
        w.write_section_header(&SectionHeader {
            name: group_name,
            sh_type: oe::SHT_GROUP,
            sh_flags: 0,
            sh_addr: 0,
            sh_offset: group_off[g] as u64,
            sh_size: d.len() as u64,
            sh_link: symtab_index.0,
            sh_info: group_sym[g],
            sh_addralign: 4,
            sh_entsize: 4,
        });
    }
    for (k, s) in st.sections.iter().enumerate() {
        w.write_section_header(&SectionHeader {
            name: Some(sec_names[k]),
            sh_type: s.spec.sh_type,
            sh_flags: s.spec.flags,
            sh_addr: 0,
            sh_offset: sec_off[k] as u64,
            sh_size: s.size,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: s.align,
            sh_entsize: s.spec.entsize,
        });
        if let (Some(_), Some(n), Some(_)) = (rela_index[k], rela_names[k], &s.spec.group) {
            let entsize = match (is64, rela) {
                (true, true) => 24,
                (true, false) => 16,
                (false, true) => 12,
                (false, false) => 8,
            };
            w.write_section_header(&SectionHeader {
                name: Some(n),
                sh_type: if rela { oe::SHT_RELA } else { oe::SHT_REL },
                sh_flags: (oe::SHF_INFO_LINK | oe::SHF_GROUP) as u64,
                sh_addr: 0,
                sh_offset: rela_off[k] as u64,
                sh_size: (s.relocs.len() * entsize) as u64,
                sh_link: symtab_index.0,
                sh_info: sec_index[k].0,
                sh_addralign: if is64 { 8 } else { 4 },
                sh_entsize: entsize as u64,
            });
        } else if let (Some(_), Some(n)) = (rela_index[k], rela_names[k]) {
            w.write_relocation_section_header(
                n,
                sec_index[k],
                symtab_index,
                rela_off[k],
                s.relocs.len(),
                rela,
            );
        }
    }
    w.write_symtab_section_header(num_local);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
    Ok(buf)
}

/// The contents of a `.<vendor>.attributes` section from `.attribute` values, its
/// lengths in the given byte order.
pub fn attributes_section(
    vendor: &str,
    attrs: &[(u64, Option<u64>, Option<String>)],
    big_endian: bool,
) -> Vec<u8> {
    let u32_bytes = |v: usize| {
        if big_endian {
            (v as u32).to_be_bytes()
        } else {
            (v as u32).to_le_bytes()
        }
    };
    let mut body = Vec::new();
    for (tag, int, s) in attrs {
        body.extend(crate::assembler::uleb(*tag));
        if let Some(s) = s {
            body.extend_from_slice(s.as_bytes());
            body.push(0);
        } else {
            body.extend(crate::assembler::uleb(int.unwrap_or(0)));
        }
    }
    let mut file = vec![1u8]; // Tag_File
    file.extend_from_slice(&u32_bytes(body.len() + 5));
    file.extend(body);
    let mut sub = Vec::new();
    sub.extend_from_slice(&u32_bytes(4 + vendor.len() + 1 + file.len()));
    sub.extend_from_slice(vendor.as_bytes());
    sub.push(0);
    sub.extend(file);
    let mut out = vec![b'A'];
    out.extend(sub);
    out
}
