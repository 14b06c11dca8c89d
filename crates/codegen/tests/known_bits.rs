//! The known-zero-bits walk the combiner uses to drop masks that clear nothing, and the
//! combine itself (`and x, m` -> `x` when every bit `x` may set is in `m`).

use kiln_codegen::known_bits::{and_is_redundant, maybe_nonzero};
use kiln_codegen::selection_dag::isd::{self, LoadExtType};
use kiln_codegen::selection_dag::{MachineMemOperand, PointerInfo, SelectionDAG};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_mc::register_info::Register;

const I8: EVT = EVT::Simple(MVT::i8);
const I32: EVT = EVT::Simple(MVT::i32);
const I64: EVT = EVT::Simple(MVT::i64);

#[test]
fn masks_shifts_extensions_and_zext_loads() {
    let mut dag = SelectionDAG::new();
    let e = dag.entry_token();
    let x = dag.get_copy_from_reg(e, Register::index_to_virt_reg(0), I64, None);
    assert_eq!(maybe_nonzero(&dag, x, 0), u64::MAX as u128);
    assert!(!and_is_redundant(&dag, x, 255, 64));
    let c12 = dag.get_constant(12, I64);
    let a = dag.get(isd::AND, I64, &[x, c12]);
    assert_eq!(maybe_nonzero(&dag, a, 0), 12);
    assert!(and_is_redundant(&dag, a, 0xffff_ffff, 64));
    assert!(and_is_redundant(&dag, a, 12, 64));
    assert!(!and_is_redundant(&dag, a, 8, 64), "bit 2 may be set");
    let c8 = dag.get_constant(8, I64);
    let hi = dag.get_constant(0xff00, I64);
    let m = dag.get(isd::AND, I64, &[x, hi]);
    let s = dag.get(isd::SRL, I64, &[m, c8]);
    assert_eq!(maybe_nonzero(&dag, s, 0), 0xff);
    let l = dag.get(isd::SHL, I64, &[s, c8]);
    assert_eq!(maybe_nonzero(&dag, l, 0), 0xff00);
    let o = dag.get(isd::OR, I64, &[a, s]);
    assert_eq!(maybe_nonzero(&dag, o, 0), 0xff);
    let y = dag.get_copy_from_reg(e, Register::index_to_virt_reg(1), I32, None);
    let z = dag.get(isd::ZERO_EXTEND, I64, &[y]);
    assert!(and_is_redundant(&dag, z, 0xffff_ffff, 64));
    assert!(!and_is_redundant(&dag, z, 0x7fff_ffff, 64));
    let p = dag.get_frame_index(0, I64, false);
    let mmo = MachineMemOperand {
        ptr: PointerInfo::Unknown,
        offset: 0,
        size: 1,
        align: 1,
        flags: MachineMemOperand::LOAD,
    };
    let zl = dag.get_ext_load(LoadExtType::ZextLoad, I64, e, p, I8, mmo);
    assert!(and_is_redundant(&dag, zl, 255, 64));
    let al = dag.get_ext_load(LoadExtType::ExtLoad, I64, e, p, I8, mmo);
    assert!(
        !and_is_redundant(&dag, al, 255, 64),
        "an any-extending load has no known bits"
    );
    let sl = dag.get_ext_load(LoadExtType::SextLoad, I64, e, p, I8, mmo);
    assert!(!and_is_redundant(&dag, sl, 255, 64));
}

/// Above 128 bits the mask cannot say which high bits may be set: `and (srl x, 99), m` on
/// i136 keeps its mask (csmith seed 87 read a 31-bit field of an i136 container and the mask
/// was dropped, as if the shift were a 128-bit one).
#[test]
fn wider_than_128_bits_is_never_redundant() {
    let i136 = EVT::integer(136);
    let mut dag = SelectionDAG::new();
    let e = dag.entry_token();
    let x = dag.get_copy_from_reg(e, Register::index_to_virt_reg(0), i136, None);
    let c99 = dag.get_constant(99, i136);
    let s = dag.get(isd::SRL, i136, &[x, c99]);
    assert_eq!(maybe_nonzero(&dag, s, 0), u128::MAX);
    assert!(!and_is_redundant(&dag, s, 0x7fff_ffff, 136));
    let c0 = dag.get_constant(0, i136);
    assert!(!and_is_redundant(&dag, c0, 0, 136));
}
