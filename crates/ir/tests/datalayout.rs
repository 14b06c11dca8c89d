//! DataLayout against known facts of real targets' layout strings.

use kiln_ir::types::{TypeData, TypeTable};
use kiln_ir::DataLayout;

const X86_64: &str =
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128";
const RISCV64: &str = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128";
const RISCV32: &str = "e-m:e-p:32:32-i64:64-n32-S128";
const AARCH64: &str =
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32";

#[test]
fn x86_64_facts() {
    let dl = DataLayout::parse(X86_64).unwrap();
    let mut t = TypeTable::new();
    assert!(dl.little_endian);
    assert_eq!(dl.abi_align(&t, TypeTable::I64), 8);
    assert_eq!(dl.stack_align, 16);
    assert_eq!(dl.pointer_size_bits(0), 64);
    assert_eq!(dl.pointer_size_bits(270), 32);
    assert_eq!(dl.legal_ints, vec![8, 16, 32, 64]);
    let f80 = t.intern(TypeData::Float(kiln_ir::types::FloatKind::X86Fp80));
    assert_eq!(dl.alloc_size(&t, f80), 16);
    assert_eq!(dl.store_size(&t, f80), 10);
    let i128 = t.int(128);
    assert_eq!(dl.abi_align(&t, i128), 16);
    // Odd widths: i36 stores 5 bytes, allocates 8 (aligned like i64).
    let i36 = t.int(36);
    assert_eq!(dl.store_size(&t, i36), 5);
    assert_eq!(dl.alloc_size(&t, i36), 8);
}

#[test]
fn riscv_stack_and_pointer() {
    let t = TypeTable::new();
    let dl = DataLayout::parse(RISCV64).unwrap();
    assert_eq!(dl.stack_align, 16);
    assert!(dl.is_legal_int(64) && !dl.is_legal_int(16));
    let dl32 = DataLayout::parse(RISCV32).unwrap();
    assert_eq!(dl32.pointer_size_bits(0), 32);
    assert_eq!(dl32.abi_align(&t, TypeTable::PTR), 4);
    assert_eq!(dl32.abi_align(&t, TypeTable::I64), 8);
    assert_eq!(dl32.largest_legal_int(), 32);
}

#[test]
fn aarch64_pref_align() {
    let t = TypeTable::new();
    let dl = DataLayout::parse(AARCH64).unwrap();
    assert_eq!(dl.abi_align(&t, TypeTable::I8), 1);
    assert_eq!(dl.pref_align(&t, TypeTable::I8), 4);
    assert_eq!(dl.function_ptr_align, Some(4));
}

#[test]
fn padded_struct_offsets() {
    let mut t = TypeTable::new();
    let dl = DataLayout::parse(X86_64).unwrap();
    // { i8, i32, i8, i64, i16 }: offsets 0, 4, 8, 16, 24; size 32, align 8.
    let s = t.intern(TypeData::Struct {
        fields: vec![
            TypeTable::I8,
            TypeTable::I32,
            TypeTable::I8,
            TypeTable::I64,
            TypeTable::I16,
        ]
        .into(),
        packed: false,
    });
    let l = dl.struct_layout(&t, s);
    assert_eq!(l.offsets, vec![0, 4, 8, 16, 24]);
    assert_eq!((l.size, l.align), (32, 8));
    assert_eq!(dl.alloc_size(&t, s), 32);
    let p = t.intern(TypeData::Struct {
        fields: vec![TypeTable::I8, TypeTable::I32].into(),
        packed: true,
    });
    let l = dl.struct_layout(&t, p);
    assert_eq!(l.offsets, vec![0, 1]);
    assert_eq!((l.size, l.align), (5, 1));
    let arr = t.intern(TypeData::Array(3, s));
    assert_eq!(dl.alloc_size(&t, arr), 96);
    // Vectors: <4 x i32> is 16 bytes, aligned 16.
    let v = t.intern(TypeData::Vector {
        len: 4,
        elem: TypeTable::I32,
        scalable: false,
    });
    assert_eq!((dl.alloc_size(&t, v), dl.abi_align(&t, v)), (16, 16));
}

#[test]
fn default_layout_and_errors() {
    let t = TypeTable::new();
    let dl = DataLayout::parse("").unwrap();
    assert_eq!(dl.abi_align(&t, TypeTable::I64), 4);
    assert_eq!(dl.pref_align(&t, TypeTable::I64), 8);
    assert!(DataLayout::parse("e-q32").is_err());
    assert!(DataLayout::parse("e-p:64:x").is_err());
    assert!(DataLayout::parse("e-S12").is_err());
    assert!(DataLayout::parse("E").map(|d| !d.little_endian).unwrap());
}
