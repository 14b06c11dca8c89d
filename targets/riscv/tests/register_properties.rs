//! Property checks over the RISCV register tables generated at build time, read through
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
use kiln_target_riscv::register_info::REGISTER_INFO;

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
        JsonRecords::load(&td.join("RISCV.td"), &[&schema, &td]).unwrap_or_else(|e| panic!("{e}"));
    let input = read_input(&records).unwrap_or_else(|e| panic!("{e}"));
    let bank = RegBank::build(&input).unwrap_or_else(|e| panic!("{e}"));
    let n = check_against_model(&bank, &REGISTER_INFO).unwrap_or_else(|e| panic!("{e}"));
    assert!(n > 100, "only {n} facts checked");
}
