//! Property checks over the X86 register tables generated at build time, read through
//! kiln-mc's runtime: overlap is symmetric and equals sharing a unit, sub-register
//! indices overlap exactly when their lane masks intersect, units of a register are
//! the union of its sub-registers' units, class bitsets, members and sub-class masks
//! agree. The tables are also decoded and compared with the register model computed
//! from the records `llvm-tblgen-22 -dump-json` reads from the same `.td` files,
//! which cross-checks kiln's TableGen front end as well.

use std::path::Path;

use kiln_tablegen_backends::register_info::json::JsonRecords;
use kiln_tablegen_backends::register_info::records::read_input;
use kiln_tablegen_backends::register_info::verify::{check_against_model, check_properties};
use kiln_tablegen_backends::register_info::RegBank;
use kiln_target_x86::register_info::REGISTER_INFO;

#[test]
fn generated_tables_satisfy_register_properties() {
    let n = check_properties(&REGISTER_INFO).unwrap_or_else(|e| panic!("{e}"));
    assert!(n > 1000, "only {n} facts checked");
}

#[test]
fn generated_tables_decode_to_the_model() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let schema = dir.join("../../crates/target/td");
    let td = dir.join("td");
    let records =
        JsonRecords::load(&td.join("X86.td"), &[&schema, &td]).unwrap_or_else(|e| panic!("{e}"));
    let input = read_input(&records).unwrap_or_else(|e| panic!("{e}"));
    let bank = RegBank::build(&input).unwrap_or_else(|e| panic!("{e}"));
    let n = check_against_model(&bank, &REGISTER_INFO).unwrap_or_else(|e| panic!("{e}"));
    assert!(n > 100, "only {n} facts checked");
}

/// The checks can fail: corrupt one table at a time and expect a complaint.
#[test]
fn corrupted_tables_are_caught() {
    let mri = &REGISTER_INFO;
    let copy = |diff_lists: &'static [i16],
                classes: &'static [kiln_mc::register_info::MCRegisterClass]| {
        kiln_mc::register_info::MCRegisterInfo {
            target_name: mri.target_name,
            descs: mri.descs,
            diff_lists,
            sub_reg_idx_lists: mri.sub_reg_idx_lists,
            lane_mask_lists: mri.lane_mask_lists,
            sub_reg_idx_names: mri.sub_reg_idx_names,
            sub_reg_idx_ranges: mri.sub_reg_idx_ranges,
            sub_reg_idx_lane_masks: mri.sub_reg_idx_lane_masks,
            sub_reg_idx_compose: mri.sub_reg_idx_compose,
            reg_unit_roots: mri.reg_unit_roots,
            classes,
            hw_modes: mri.hw_modes,
            dwarf_to_reg: mri.dwarf_to_reg,
            reg_to_dwarf: mri.reg_to_dwarf,
        }
    };
    // A class whose bitset gains a register its member array lacks.
    let mut classes = mri.classes.to_vec();
    let gr8 = kiln_target_x86::register_info::reg_class::GR8 as usize;
    let mut bits = classes[gr8].bitset.to_vec();
    let rax = kiln_target_x86::register_info::regs::RAX.0 as usize;
    bits[rax / 8] |= 1 << (rax % 8);
    classes[gr8].bitset = Box::leak(bits.into_boxed_slice());
    let bad = copy(mri.diff_lists, Box::leak(classes.into_boxed_slice()));
    let e = check_properties(&bad).unwrap_err();
    assert!(e.contains("bitset and members disagree"), "{e}");
    // A difference list changed in one entry: some list no longer decodes as before.
    let mut diffs = mri.diff_lists.to_vec();
    let pos = diffs
        .iter()
        .position(|&d| d == -1)
        .expect("some list steps down by one");
    diffs[pos] = -2;
    let bad = copy(Box::leak(diffs.into_boxed_slice()), mri.classes);
    assert!(
        check_properties(&bad).is_err() || {
            let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
            let schema = dir.join("../../crates/target/td");
            let td = dir.join("td");
            let records = JsonRecords::load(&td.join("X86.td"), &[&schema, &td]).unwrap();
            let bank = RegBank::build(&read_input(&records).unwrap()).unwrap();
            check_against_model(&bank, &bad).is_err()
        }
    );
}
