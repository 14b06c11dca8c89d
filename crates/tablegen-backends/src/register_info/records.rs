//! Reads the register-info backend's input from TableGen records.
//!
//! In: anything that implements [`RecordSource`] — kiln-tablegen's `RecordKeeper`
//! (the build path), or in tests the JSON that `llvm-tblgen -dump-json` writes, used
//! to cross-check kiln's front end. Out: a [`RegInput`].

use super::input::{
    CalleeSavedDef, ClassDef, ModeRegInfo, RegInput, RegisterDef, SetExpr, SubRegIndexDef,
    TuplesDef,
};

/// Read access to evaluated TableGen records, by record and field name.
pub trait RecordSource {
    /// The names of the records derived from class `class`, sorted by name.
    fn derived(&self, class: &str) -> Vec<String>;
    /// `file:line:col` of a record's definition (empty if unknown).
    fn location(&self, rec: &str) -> String;
    /// A string field.
    fn string(&self, rec: &str, field: &str) -> Result<String, String>;
    /// An int field, or a bits field read as an unsigned number.
    fn int(&self, rec: &str, field: &str) -> Result<i64, String>;
    /// A bit field.
    fn bit(&self, rec: &str, field: &str) -> Result<bool, String>;
    /// A list-of-records field, as record names.
    fn defs(&self, rec: &str, field: &str) -> Result<Vec<String>, String>;
    /// A list-of-strings field.
    fn strings(&self, rec: &str, field: &str) -> Result<Vec<String>, String>;
    /// A list-of-ints field.
    fn ints(&self, rec: &str, field: &str) -> Result<Vec<i64>, String>;
    /// A record field that may be absent or unset.
    fn opt_def(&self, rec: &str, field: &str) -> Result<Option<String>, String>;
    /// A dag field as a set expression.
    fn set_expr(&self, rec: &str, field: &str) -> Result<SetExpr, String>;
    /// A list-of-dags field as set expressions.
    fn set_exprs(&self, rec: &str, field: &str) -> Result<Vec<SetExpr>, String>;
    /// A dag field that may be unset (`?`), as a set expression.
    fn opt_set_expr(&self, rec: &str, field: &str) -> Result<Option<SetExpr>, String>;
}

/// Prefixes `msg` with the record's location, in LLVM's `file:line:col: error:` form.
pub fn located(src: &dyn RecordSource, rec: &str, msg: &str) -> String {
    let loc = src.location(rec);
    if loc.is_empty() {
        format!("error: {msg}")
    } else {
        format!("{loc}: error: {msg}")
    }
}

/// Reads every register-related record of `src`.
pub fn read_input(src: &dyn RecordSource) -> Result<RegInput, String> {
    fn ctx<'a>(src: &'a dyn RecordSource, rec: &'a str) -> impl Fn(String) -> String + Copy + 'a {
        move |e: String| {
            if e.contains("error: ") {
                e // Already located by the record source.
            } else {
                located(src, rec, &format!("record '{rec}': {e}"))
            }
        }
    }
    let mut input = RegInput::default();
    for name in src.derived("SubRegIndex") {
        let c = ctx(src, &name);
        input.indices.push(SubRegIndexDef {
            loc: src.location(&name),
            namespace: src.string(&name, "Namespace").map_err(c)?,
            size: src.int(&name, "Size").map_err(c)?,
            offset: src.int(&name, "Offset").map_err(c)?,
            composed_of: src.defs(&name, "ComposedOf").map_err(c)?,
            name,
        });
    }
    for name in src.derived("Register") {
        let c = ctx(src, &name);
        let r = RegisterDef {
            loc: src.location(&name),
            namespace: src.string(&name, "Namespace").map_err(c)?,
            asm_name: src.string(&name, "AsmName").map_err(c)?,
            alt_names: src.strings(&name, "AltNames").map_err(c)?,
            sub_regs: src.defs(&name, "SubRegs").map_err(c)?,
            sub_reg_indices: src.defs(&name, "SubRegIndices").map_err(c)?,
            aliases: src.defs(&name, "Aliases").map_err(c)?,
            dwarf_numbers: src.ints(&name, "DwarfNumbers").map_err(c)?,
            dwarf_alias: src.opt_def(&name, "DwarfAlias").map_err(c)?,
            cost_per_use: src.ints(&name, "CostPerUse").map_err(c)?,
            covered_by_sub_regs: src.bit(&name, "CoveredBySubRegs").map_err(c)?,
            hw_encoding: src.int(&name, "HWEncoding").map_err(c)? as u64,
            is_artificial: src.bit(&name, "isArtificial").map_err(c)?,
            is_constant: src.bit(&name, "isConstant").map_err(c)?,
            position_order: src.int(&name, "PositionOrder").unwrap_or(0),
            name,
        };
        if input.target.is_empty() && !r.namespace.is_empty() {
            input.target = r.namespace.clone();
        }
        input.registers.push(r);
    }
    for name in src.derived("RegisterTuples") {
        let c = ctx(src, &name);
        input.tuples.push(TuplesDef {
            loc: src.location(&name),
            sub_reg_indices: src.defs(&name, "SubRegIndices").map_err(c)?,
            sub_regs: src.set_exprs(&name, "SubRegs").map_err(c)?,
            asm_names: src.strings(&name, "RegAsmNames").map_err(c)?,
            name,
        });
    }
    for name in src.derived("RegisterClass") {
        let c = ctx(src, &name);
        let mut reg_types = Vec::new();
        for t in src.defs(&name, "RegTypes").map_err(c)? {
            // A ValueTypeByHwMode (RISC-V's XLenVT) counts as its largest type.
            let size = match src.defs(&t, "Objects") {
                Ok(objs) => {
                    let mut m = 0;
                    for o in objs {
                        m = m.max(src.int(&o, "Size").map_err(ctx(src, &o))?);
                    }
                    m
                }
                Err(_) => src.int(&t, "Size").map_err(ctx(src, &t))?,
            };
            reg_types.push((t, size));
        }
        let mut mode_infos = Vec::new();
        if let Some(ri) = src.opt_def(&name, "RegInfos").map_err(c)? {
            let rc = ctx(src, &ri);
            let modes = src.defs(&ri, "Modes").map_err(rc)?;
            let objs = src.defs(&ri, "Objects").map_err(rc)?;
            if modes.len() != objs.len() {
                return Err(located(
                    src,
                    &ri,
                    "RegInfoByHwMode needs one RegInfo per mode",
                ));
            }
            for (mode, o) in modes.into_iter().zip(objs) {
                let oc = ctx(src, &o);
                mode_infos.push(ModeRegInfo {
                    mode,
                    reg_size: src.int(&o, "RegSize").map_err(oc)?,
                    spill_size: src.int(&o, "SpillSize").map_err(oc)?,
                    spill_alignment: src.int(&o, "SpillAlignment").map_err(oc)?,
                });
            }
        }
        input.classes.push(ClassDef {
            loc: src.location(&name),
            namespace: src.string(&name, "Namespace").map_err(c)?,
            reg_types,
            size: src.int(&name, "Size").map_err(c)?,
            alignment: src.int(&name, "Alignment").map_err(c)?,
            members: src.set_expr(&name, "MemberList").map_err(c)?,
            alt_orders: src.set_exprs(&name, "AltOrders").map_err(c)?,
            copy_cost: src.int(&name, "CopyCost").map_err(c)?,
            allocatable: src.bit(&name, "isAllocatable").map_err(c)?,
            allocation_priority: src.int(&name, "AllocationPriority").map_err(c)?,
            global_priority: src.bit(&name, "GlobalPriority").map_err(c)?,
            mode_infos,
            name,
        });
    }
    for name in src.derived("HwMode") {
        if name != "DefaultMode" {
            let features = src.string(&name, "Features").map_err(ctx(src, &name))?;
            input.hw_modes.push((name, features));
        }
    }
    for name in src.derived("CalleeSavedRegs") {
        let c = ctx(src, &name);
        input.callee_saved.push(CalleeSavedDef {
            loc: src.location(&name),
            save_list: src.set_expr(&name, "SaveList").map_err(c)?,
            other_preserved: src.opt_set_expr(&name, "OtherPreserved").map_err(c)?,
            name,
        });
    }
    if input.registers.is_empty() {
        return Err("error: no Register records (is the target's register file included?)".into());
    }
    Ok(input)
}
