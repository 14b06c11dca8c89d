//! Vector IR through the whole pipeline on the mock target (which has no vector registers,
//! and no FPU: f64 is softened to libcalls), run on the simulator and compared with the IR's
//! meaning computed in Rust: `legalize_vectors` scalarizes integer vectors, `<N x i1>`
//! compare masks used by selects, shuffles, variable-index element access, reductions,
//! vector phis, and floating-point vectors whose element operations become the ordinary
//! scalar nodes (here softened f64 calls).

mod common;

use common::toy::{compile, Sim};

fn run(src: &str, f: &str, args: &[u64]) -> Vec<u64> {
    [0u8, 2]
        .iter()
        .map(|&opt| {
            let (m, mfs) = compile(src, opt, true, None).unwrap_or_else(|e| panic!("-O{opt}: {e}"));
            let mut sim = Sim::new(&m, &mfs);
            sim.call(f, args).0
        })
        .collect()
}

fn check(src: &str, f: &str, cases: &[(Vec<u64>, u64)]) {
    for (args, want) in cases {
        for (k, got) in run(src, f, args).into_iter().enumerate() {
            assert_eq!(got, *want, "{f}{args:?} at -O{}", k * 2);
        }
    }
}

#[test]
fn integer_vectors_scalarized() {
    // Lanes from the two arguments; arithmetic, a compare mask selecting lanes, a shuffle,
    // a variable-index extract, a reduction and a vector phi in a loop.
    let src = "define i64 @f(i64 %a, i64 %b, i64 %i) {
entry:
  %a32 = trunc i64 %a to i32
  %b32 = trunc i64 %b to i32
  %v0 = insertelement <4 x i32> poison, i32 %a32, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %b32, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 -7, i32 2
  %v = insertelement <4 x i32> %v2, i32 100000, i32 3
  %w = mul <4 x i32> %v, <i32 3, i32 -2, i32 5, i32 40000>
  %c = icmp sgt <4 x i32> %w, %v
  %m = select <4 x i1> %c, <4 x i32> %w, <4 x i32> %v
  %s = shufflevector <4 x i32> %m, <4 x i32> %v, <4 x i32> <i32 3, i32 4, i32 1, i32 6>
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %acc = phi <4 x i32> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %acc1 = add <4 x i32> %acc, %s
  %k1 = add i64 %k, 1
  %d = icmp eq i64 %k1, 3
  br i1 %d, label %out, label %loop
out:
  %e = extractelement <4 x i32> %acc1, i64 %i
  %r = call i32 @llvm.vector.reduce.xor.v4i32(<4 x i32> %acc1)
  %b8 = bitcast <4 x i32> %acc1 to <16 x i8>
  %u = call i8 @llvm.vector.reduce.umax.v16i8(<16 x i8> %b8)
  %ee = sext i32 %e to i64
  %rr = zext i32 %r to i64
  %uu = zext i8 %u to i64
  %h = shl i64 %rr, 20
  %t = xor i64 %ee, %h
  %z = add i64 %t, %uu
  ret i64 %z
}
declare i32 @llvm.vector.reduce.xor.v4i32(<4 x i32>)
declare i8 @llvm.vector.reduce.umax.v16i8(<16 x i8>)
";
    let f = |a: i64, b: i64, i: u64| -> u64 {
        let v = [a as i32, b as i32, -7, 100000];
        let k = [3, -2, 5, 40000];
        let w: Vec<i32> = (0..4).map(|j| v[j].wrapping_mul(k[j])).collect();
        let m: Vec<i32> = (0..4)
            .map(|j| if w[j] > v[j] { w[j] } else { v[j] })
            .collect();
        let s = [m[3], v[0], m[1], v[2]];
        let acc: Vec<i32> = s.iter().map(|x| x.wrapping_mul(3)).collect();
        let e = acc[i as usize] as i64;
        let r = acc.iter().fold(0u32, |x, &y| x ^ y as u32) as u64;
        let u = acc
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .max()
            .expect("sixteen bytes") as u64;
        ((e ^ (r << 20) as i64) as u64).wrapping_add(u)
    };
    let mut cases = Vec::new();
    for (a, b) in [
        (1i64, 2i64),
        (-5, 7),
        (1 << 30, -(1 << 29)),
        (123456, -98765),
    ] {
        for i in 0..4u64 {
            cases.push((vec![a as u64, b as u64, i], f(a, b, i)));
        }
    }
    check(src, "f", &cases);
}

#[test]
fn float_vectors_use_scalar_element_ops() {
    // <2 x double> arithmetic, a compare mask, a select, memory and conversions: each lane an
    // f64 operation (softened to libcalls on this target).
    let src = "define i64 @f(i64 %a, i64 %b) {
  %x = sitofp i64 %a to double
  %y = sitofp i64 %b to double
  %v0 = insertelement <2 x double> poison, double %x, i32 0
  %v = insertelement <2 x double> %v0, double %y, i32 1
  %w = fmul <2 x double> %v, <double 1.5, double -2.0>
  %s = fadd <2 x double> %w, %v
  %sh = shufflevector <2 x double> %s, <2 x double> poison, <2 x i32> <i32 1, i32 0>
  %c = fcmp olt <2 x double> %s, %sh
  %m = select <2 x i1> %c, <2 x double> %s, <2 x double> %sh
  %p = alloca <2 x double>, align 16
  store <2 x double> %m, ptr %p, align 16
  %l = load <2 x double>, ptr %p, align 16
  %i = fptosi <2 x double> %l to <2 x i64>
  %e0 = extractelement <2 x i64> %i, i32 0
  %e1 = extractelement <2 x i64> %i, i32 1
  %r = mul i64 %e0, 1000
  %t = add i64 %r, %e1
  ret i64 %t
}
";
    let f = |a: i64, b: i64| -> u64 {
        let (x, y) = (a as f64, b as f64);
        let s = [x * 1.5 + x, y * -2.0 + y];
        let sh = [s[1], s[0]];
        let m: Vec<f64> = (0..2)
            .map(|j| if s[j] < sh[j] { s[j] } else { sh[j] })
            .collect();
        ((m[0] as i64).wrapping_mul(1000)).wrapping_add(m[1] as i64) as u64
    };
    let cases: Vec<(Vec<u64>, u64)> = [(4i64, 10i64), (-3, 8), (1000, -1000), (7, 7)]
        .iter()
        .map(|&(a, b)| (vec![a as u64, b as u64], f(a, b)))
        .collect();
    check(src, "f", &cases);
}

#[test]
fn concat_subvector_splat_and_scalar_to_vector_nodes() {
    // Nodes the builder does not make today, built by hand: concat_vectors of a
    // BUILD_VECTOR and a scalar_to_vector, extract_subvector of lanes 1..3, added
    // to a splat, then both lanes extracted. After legalize_vectors, no vector node is left
    // and the stored sum is (b + d) + (c + d).
    use kiln_codegen::legalize_vectors::legalize_vectors;
    use kiln_codegen::machine::MachineFunction;
    use kiln_codegen::selection_dag::isd;
    use kiln_codegen::selection_dag::{SDValue, SelectionDAG};
    use kiln_codegen::value_types::{EVT, MVT};
    use kiln_mc::register_info::Register;

    let i64t = EVT::Simple(MVT::i64);
    let v2 = EVT::vector(i64t, 2);
    let v4 = EVT::vector(i64t, 4);
    let mut dag = SelectionDAG::new();
    let entry = dag.entry_token();
    let r: Vec<SDValue> = (0..4)
        .map(|k| dag.get_copy_from_reg(entry, Register::index_to_virt_reg(k), i64t, None))
        .collect();
    let (a, b, c, d) = (r[0], r[1], r[2], r[3]);
    let x = dag.get(isd::BUILD_VECTOR, v2, &[a, b]);
    let y = dag.get(isd::SCALAR_TO_VECTOR, v2, &[c]);
    let s = dag.get(isd::SPLAT_VECTOR, v2, &[d]);
    let cat = dag.get(isd::CONCAT_VECTORS, v4, &[x, y]);
    let one = dag.get_constant(1, i64t);
    let zero = dag.get_constant(0, i64t);
    let sub = dag.get(isd::EXTRACT_SUBVECTOR, v2, &[cat, one]);
    let sum = dag.get(isd::ADD, v2, &[sub, s]);
    let e0 = dag.get(isd::EXTRACT_VECTOR_ELT, i64t, &[sum, zero]);
    let e1 = dag.get(isd::EXTRACT_VECTOR_ELT, i64t, &[sum, one]);
    let t = dag.get(isd::ADD, i64t, &[e0, e1]);
    let out = dag.get_copy_to_reg(entry, Register::index_to_virt_reg(9), t, None);
    dag.set_root(out);

    let tl = common::ToyLowering::new(true);
    let mut mf = MachineFunction::new("f");
    legalize_vectors(&mut dag, &tl, &mut mf).expect("the vector nodes legalize");
    for n in dag.all_nodes() {
        assert!(
            dag.value_types(n).iter().all(|vt| !vt.is_vector()),
            "a vector {:?} node is left",
            dag.opcode(n)
        );
    }
    let root = dag.root().node;
    let stored = dag.op(root, 2);
    assert_eq!(dag.opcode(stored.node), isd::ADD);
    let (l, rr) = (dag.op(stored.node, 0), dag.op(stored.node, 1));
    assert_eq!(dag.opcode(l.node), isd::ADD);
    assert_eq!(dag.ops(l.node), &[b, d], "lane 0 is b + d");
    assert_eq!(dag.ops(rr.node), &[c, d], "lane 1 is c + d");
}
