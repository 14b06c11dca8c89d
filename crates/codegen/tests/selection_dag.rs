//! SelectionDAG core: CSE, use lists, replace-all-uses with re-CSE, dead-node removal,
//! topological order, and the Graphviz output accepted by `dot`.

use kiln_codegen::selection_dag::isd::{self, CondCode};
use kiln_codegen::selection_dag::{
    EdgeKind, MachineMemOperand, NoNames, PointerInfo, SDValue, SelectionDAG,
};
use kiln_codegen::value_types::{EVT, MVT};
use kiln_mc::register_info::Register;

const I32: EVT = EVT::Simple(MVT::i32);
const I64: EVT = EVT::Simple(MVT::i64);

fn mmo(size: u64) -> MachineMemOperand {
    MachineMemOperand {
        ptr: PointerInfo::Unknown,
        offset: 0,
        size,
        align: size,
        flags: MachineMemOperand::LOAD,
    }
}

#[test]
fn cse_shares_equal_nodes() {
    let mut dag = SelectionDAG::new();
    let a = dag.get_constant(5, I32);
    let b = dag.get_constant(5, I32);
    assert_eq!(a, b);
    let c = dag.get_constant(5, I64);
    assert_ne!(a.node, c.node);
    // Constants are kept sign-extended from their width.
    let m = dag.get_constant(0xffff_ffff, I32);
    assert_eq!(dag.const_value(m), Some(-1));
    let x = dag.get_copy_from_reg(dag.entry_token(), Register::index_to_virt_reg(0), I32, None);
    let s1 = dag.get(isd::ADD, I32, &[x, a]);
    let s2 = dag.get(isd::ADD, I32, &[x, a]);
    assert_eq!(s1, s2);
    let s3 = dag.get(isd::ADD, I32, &[a, x]);
    assert_ne!(s1, s3, "operand order matters to CSE");
    // Nodes with glue results are never shared.
    let e = dag.entry_token();
    let g1 = dag.get_callseq_start(e, 16, I64);
    let g2 = dag.get_callseq_start(e, 16, I64);
    assert_ne!(g1.node, g2.node);
    // Loads are never shared (each has its own memory operand).
    let p = dag.get_frame_index(0, I64, false);
    let l1 = dag.get_load(I32, e, p, mmo(4));
    let l2 = dag.get_load(I32, e, p, mmo(4));
    assert_ne!(l1.node, l2.node);
    assert_eq!(dag.value_types(l1.node), &[I32, EVT::OTHER]);
    dag.verify().unwrap();
}

#[test]
fn use_lists_track_operands() {
    let mut dag = SelectionDAG::new();
    let x = dag.get_copy_from_reg(dag.entry_token(), Register::index_to_virt_reg(0), I32, None);
    let one = dag.get_constant(1, I32);
    let a = dag.get(isd::ADD, I32, &[x, one]);
    let b = dag.get(isd::MUL, I32, &[x, x]);
    let users: Vec<_> = dag.uses(x.node).collect();
    // x is used by add (op 0) and twice by mul; the chain result of the CopyFromReg is unused.
    assert_eq!(users.len(), 3);
    assert!(users.contains(&(a.node, 0)));
    assert!(users.contains(&(b.node, 0)) && users.contains(&(b.node, 1)));
    assert!(!dag.has_one_use(x));
    assert!(dag.has_one_use(one));
    assert!(!dag.has_uses(SDValue::new(x.node, 1)));
    dag.verify().unwrap();
}

#[test]
fn rauw_merges_nodes_that_become_equal() {
    let mut dag = SelectionDAG::new();
    let e = dag.entry_token();
    let a = dag.get_copy_from_reg(e, Register::index_to_virt_reg(0), I32, None);
    let b = dag.get_copy_from_reg(e, Register::index_to_virt_reg(1), I32, None);
    let c = dag.get_copy_from_reg(e, Register::index_to_virt_reg(2), I32, None);
    let x = dag.get(isd::ADD, I32, &[a, b]);
    let y = dag.get(isd::ADD, I32, &[a, c]);
    let mx = dag.get(isd::SHL, I32, &[x, b]);
    let my = dag.get(isd::SHL, I32, &[y, b]);
    let sum = dag.get(isd::SUB, I32, &[mx, my]);
    let st = dag.get_store(e, sum, a, mmo(4));
    dag.set_root(st);
    let before = dag.num_nodes();
    dag.replace_all_uses_with(c, b);
    dag.verify().unwrap();
    // y became add(a, b) = x, and my became shl(x, b) = mx: both merged and deleted, and c's
    // CopyFromReg is dead and gone.
    assert!(dag.is_deleted(y.node) && dag.is_deleted(my.node) && dag.is_deleted(c.node));
    assert!(!dag.is_deleted(x.node) && !dag.is_deleted(mx.node));
    let sub = dag.ops(st.node)[1];
    assert_eq!(dag.ops(sub.node), &[mx, mx]);
    assert_eq!(
        dag.num_nodes(),
        before - 3 - 1,
        "y, my, c and c's register operand"
    );
}

#[test]
fn rauw_moves_the_root_and_dead_nodes_go() {
    let mut dag = SelectionDAG::new();
    let e = dag.entry_token();
    let p = dag.get_frame_index(1, I64, false);
    let v = dag.get_constant(7, I32);
    let s1 = dag.get_store(e, v, p, mmo(4));
    dag.set_root(s1);
    let w = dag.get_constant(8, I32);
    let s2 = dag.get_store(e, w, p, mmo(4));
    dag.replace_all_uses_with(s1, s2);
    assert_eq!(dag.root(), s2);
    assert!(dag.is_deleted(s1.node) && dag.is_deleted(v.node));
    assert!(!dag.is_deleted(p.node));
    dag.verify().unwrap();
}

#[test]
fn update_operands_and_morph() {
    let mut dag = SelectionDAG::new();
    let e = dag.entry_token();
    let a = dag.get_copy_from_reg(e, Register::index_to_virt_reg(0), I32, None);
    let k = dag.get_constant(3, I32);
    let x = dag.get(isd::ADD, I32, &[a, k]);
    let y = dag.get(isd::ADD, I32, &[k, a]);
    let z = dag.get(isd::XOR, I32, &[x, y]);
    dag.set_root(z);
    // Commuting y's operands makes it x: the update returns x and y is gone.
    let r = dag.update_node_operands(y.node, &[a, k]);
    assert_eq!(r, x.node);
    assert!(dag.is_deleted(y.node));
    assert_eq!(dag.ops(z.node), &[x, x]);
    // Morph x into a "machine" node with an extra operand.
    let imm = dag.get_target_constant(3, I32);
    let m = dag.morph_node_to(
        x.node,
        isd::Opcode::machine(7),
        &[I32],
        &[a, imm, a],
        kiln_codegen::selection_dag::NodeData::None,
    );
    assert_eq!(m, x.node);
    assert_eq!(dag.ops(m), &[a, imm, a]);
    assert!(dag.opcode(m).is_machine());
    assert_eq!(dag.opcode(m).machine_opcode(), Some(7));
    dag.remove_dead_nodes();
    assert!(dag.is_deleted(k.node), "the old constant has no users left");
    dag.verify().unwrap();
}

#[test]
fn topological_order_puts_operands_first() {
    let mut dag = SelectionDAG::new();
    let e = dag.entry_token();
    // Build in an order where later-created nodes are operands of earlier ones after RAUW.
    let a = dag.get_copy_from_reg(e, Register::index_to_virt_reg(0), I32, None);
    let t = dag.get(isd::ADD, I32, &[a, a]);
    let u = dag.get(isd::MUL, I32, &[t, a]);
    let late = dag.get(isd::SUB, I32, &[a, a]);
    dag.replace_all_uses_with(t, late);
    dag.set_root(u);
    let order = dag.topological_order();
    assert_eq!(order.len(), dag.num_nodes());
    let mut pos = vec![usize::MAX; dag.node_capacity()];
    for (i, n) in order.iter().enumerate() {
        pos[n.0 as usize] = i;
    }
    for &n in &order {
        for o in dag.ops(n) {
            assert!(pos[o.node.0 as usize] < pos[n.0 as usize]);
        }
    }
    assert!(pos[late.node.0 as usize] < pos[u.node.0 as usize]);
}

/// A deterministic pseudo-random stress: random nodes and random replacements keep every
/// invariant.
#[test]
fn random_rauw_keeps_invariants() {
    let mut seed = 0x1234_5678_9abc_def0u64;
    let mut rnd = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for _round in 0..20 {
        let mut dag = SelectionDAG::new();
        let e = dag.entry_token();
        let mut vals = Vec::new();
        for i in 0..4 {
            vals.push(dag.get_copy_from_reg(e, Register::index_to_virt_reg(i), I32, None));
            vals.push(dag.get_constant(i as i128, I32));
        }
        let ops = [isd::ADD, isd::SUB, isd::AND, isd::MUL];
        for _ in 0..200 {
            let a = vals[rnd(vals.len())];
            let b = vals[rnd(vals.len())];
            let v = dag.get(ops[rnd(4)], I32, &[a, b]);
            vals.push(v);
        }
        let last = *vals.last().unwrap();
        let tf = dag.get(isd::TOKEN_FACTOR, EVT::OTHER, &[e, last]);
        dag.set_root(tf);
        for _ in 0..60 {
            let from = vals[rnd(vals.len())];
            let to = vals[rnd(vals.len() / 4)];
            if dag.is_deleted(from.node) || dag.is_deleted(to.node) || from.node.0 <= to.node.0 {
                continue; // keep acyclic: only replace by older values
            }
            if dag.opcode(from.node) == isd::COPY_FROM_REG {
                continue;
            }
            dag.replace_all_uses_with(from, to);
            dag.verify().unwrap();
        }
        dag.remove_dead_nodes();
        dag.verify().unwrap();
    }
}

#[test]
fn dump_is_readable() {
    let mut dag = SelectionDAG::new();
    let e = dag.entry_token();
    let a = dag.get_copy_from_reg(e, Register::index_to_virt_reg(0), I32, None);
    let z = dag.get_constant(0, I32);
    let c = dag.get_setcc(I32, a, z, CondCode::SETLT);
    let r = dag.get_copy_to_reg(e, Register::index_to_virt_reg(1), c, None);
    dag.set_root(r);
    let d = dag.dump(&NoNames);
    assert!(
        d.contains(&format!(
            "t{}: i32 = setcc t{}, t{}, t",
            c.node.0, a.node.0, z.node.0
        )),
        "{d}"
    );
    assert!(d.contains("= condcode<setlt>"), "{d}");
    assert!(d.contains("= Register<%0>"), "{d}");
    assert!(d.contains("ch,glue = CopyToReg"), "{d}");
}

#[test]
fn dot_output_renders_with_graphviz() {
    let mut dag = SelectionDAG::new();
    let e = dag.entry_token();
    let a = dag.get_copy_from_reg(e, Register::index_to_virt_reg(0), I32, None);
    let p = dag.get_frame_index(0, I64, false);
    let l = dag.get_load(I32, e, p, mmo(4));
    let s = dag.get(isd::ADD, I32, &[a, l]);
    let chain = dag.get_token_factor(&[SDValue::new(a.node, 1), SDValue::new(l.node, 1)]);
    let cs = dag.get_callseq_start(chain, 0, I64);
    let g = SDValue::new(cs.node, 1);
    let c = dag.get_copy_to_reg(cs, Register(10), s, Some(g));
    dag.set_root(c);
    assert_eq!(dag.edge_kind(g), EdgeKind::Glue);
    let dot = dag.to_dot("dag for <test> \"block\"", &NoNames);
    assert!(dot.contains("color=blue,style=dashed"));
    assert!(dot.contains("color=red"));
    let mut child = std::process::Command::new("dot")
        .arg("-Tsvg")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("graphviz `dot` must be installed");
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(dot.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "dot rejected:\n{}\n{}",
        String::from_utf8_lossy(&out.stderr),
        dot
    );
    let svg = String::from_utf8_lossy(&out.stdout);
    assert!(svg.contains("<svg"));
    // Every edge is drawn: count edges in the SVG against the DAG's operands.
    let edges = dag.all_nodes().map(|n| dag.ops(n).len()).sum::<usize>();
    assert_eq!(svg.matches("class=\"edge\"").count(), edges);
}

mod matcher {
    //! The matcher interpreter's newer steps: pattern predicates, an operand named twice,
    //! a variadic root's extra operands, and an instruction with more results than the node.
    use super::*;
    use kiln_codegen::isel::{select_dag, MatchBufs, MatcherOp as M, MatcherTable, TargetIsel};
    use kiln_codegen::selection_dag::isd::Opcode;

    static SAME: &[M] = &[
        M::CheckPatternPredicate(0),
        M::MoveChild(0),
        M::RecordNode,
        M::MoveParent,
        M::MoveChild(1),
        M::CheckSame(0),
        M::MoveParent,
        M::MorphNodeTo {
            opc: 7,
            vts: &[MVT::i32, MVT::i32],
            ops: &[0],
        },
    ];
    static ANY: &[M] = &[
        M::MoveChild(0),
        M::RecordNode,
        M::MoveParent,
        M::MoveChild(1),
        M::RecordNode,
        M::MoveParent,
        M::MorphNodeTo {
            opc: 8,
            vts: &[MVT::i32],
            ops: &[0, 1],
        },
    ];
    static CALL: &[M] = &[
        M::MoveChild(1),
        M::RecordNode,
        M::MoveParent,
        M::CopyVariadicOperands(2),
        M::MorphNodeTo {
            opc: 9,
            vts: &[],
            ops: &[0],
        },
    ];

    static FOLD: &[M] = &[
        M::MoveChild(0),
        M::RecordNode,
        M::MoveParent,
        M::MoveChild(1),
        M::CheckOpcode(isd::LOAD),
        M::CheckFoldableChainNode,
        M::MoveChild(1),
        M::RecordNode,
        M::MoveParent,
        M::MoveParent,
        M::MorphNodeTo {
            opc: 10,
            vts: &[MVT::i32],
            ops: &[0, 1],
        },
    ];
    static LOAD: &[M] = &[
        M::MoveChild(1),
        M::RecordNode,
        M::MoveParent,
        M::MorphNodeTo {
            opc: 11,
            vts: &[MVT::i32],
            ops: &[0],
        },
    ];
    static ADD_PROGRAMS: &[&[M]] = &[FOLD, SAME, ANY];
    static LOAD_PROGRAMS: &[&[M]] = &[LOAD];
    static CALL_PROGRAMS: &[&[M]] = &[CALL];

    struct Isel {
        table: MatcherTable,
        predicate: bool,
    }
    impl TargetIsel for Isel {
        fn matcher_table(&self) -> &MatcherTable {
            &self.table
        }
        fn check_pattern_predicate(&self, k: u16) -> bool {
            k == 0 && self.predicate
        }
    }

    fn isel(predicate: bool) -> Isel {
        Isel {
            table: MatcherTable::sorted(&[
                (isd::ADD, ADD_PROGRAMS),
                (Opcode::target(0), CALL_PROGRAMS),
                (isd::LOAD, LOAD_PROGRAMS),
            ]),
            predicate,
        }
    }

    /// `add a, b` selected; the opcode of the machine node that replaced it.
    fn select_add(same: bool, predicate: bool) -> u32 {
        let mut dag = SelectionDAG::new();
        let e = dag.entry_token();
        let x = dag.get_copy_from_reg(e, Register::index_to_virt_reg(0), I32, None);
        let y = dag.get_copy_from_reg(e, Register::index_to_virt_reg(1), I32, None);
        let a = dag.get(isd::ADD, I32, &[x, if same { x } else { y }]);
        let c = dag.get_copy_to_reg(e, Register::index_to_virt_reg(2), a, None);
        dag.set_root(c);
        select_dag(
            &mut dag,
            &isel(predicate),
            &NoNames,
            &mut MatchBufs::default(),
        )
        .unwrap();
        let v = dag.op(dag.root().node, 2);
        assert!(dag.opcode(v.node).is_machine());
        dag.opcode(v.node).machine_opcode().unwrap_or(0)
    }

    #[test]
    fn predicates_and_check_same() {
        assert_eq!(select_add(true, true), 7, "x + x under the predicate");
        assert_eq!(select_add(true, false), 8, "the predicate fails");
        assert_eq!(
            select_add(false, true),
            8,
            "x + y is not the same operand twice"
        );
    }

    #[test]
    fn variadic_operands_follow_the_recorded_ones() {
        let mut dag = SelectionDAG::new();
        let e = dag.entry_token();
        let x = dag.get_copy_from_reg(e, Register::index_to_virt_reg(0), I64, None);
        let r = dag.get_register(Register::index_to_virt_reg(1), I64);
        let call = dag.get_node(Opcode::target(0), &[EVT::OTHER], &[e, x, r]);
        dag.set_root(call);
        select_dag(&mut dag, &isel(true), &NoNames, &mut MatchBufs::default()).unwrap();
        let n = dag.root().node;
        assert_eq!(dag.opcode(n).machine_opcode(), Some(9));
        assert_eq!(dag.ops(n), &[x, r, e], "callee, extra operand, chain");
    }

    /// `x + load p` with the loaded value used `uses` times; the stores chained after the
    /// load: whether it was folded, and the folded node's operands and its chain's users.
    #[test]
    fn a_load_is_folded_when_only_the_pattern_uses_it() {
        for twice in [false, true] {
            let mut dag = SelectionDAG::new();
            let e = dag.entry_token();
            let x = dag.get_copy_from_reg(e, Register::index_to_virt_reg(0), I32, None);
            let p = dag.get_copy_from_reg(e, Register::index_to_virt_reg(1), I64, None);
            let l = dag.get_load(I32, e, p, mmo(4));
            let a = dag.get(isd::ADD, I32, &[x, l]);
            let c = dag.get_copy_to_reg(
                SDValue::new(l.node, 1),
                Register::index_to_virt_reg(2),
                a,
                None,
            );
            let c = if twice {
                dag.get_copy_to_reg(c, Register::index_to_virt_reg(3), l, None)
            } else {
                c
            };
            dag.set_root(c);
            select_dag(&mut dag, &isel(true), &NoNames, &mut MatchBufs::default()).unwrap();
            let mut n = dag.root().node;
            if twice {
                n = dag.op(n, 0).node;
            }
            let v = dag.op(n, 2).node;
            if twice {
                assert_eq!(
                    dag.opcode(v).machine_opcode(),
                    Some(8),
                    "the load has another use"
                );
                let l = dag.op(v, 1).node;
                assert_eq!(
                    dag.opcode(l).machine_opcode(),
                    Some(11),
                    "selected on its own"
                );
                continue;
            }
            assert_eq!(dag.opcode(v).machine_opcode(), Some(10));
            assert_eq!(dag.ops(v), &[x, p, e], "operands, then the load's chain");
            assert_eq!(dag.value_types(v), &[I32, EVT::OTHER]);
            assert_eq!(
                dag.op(n, 0),
                SDValue::new(v, 1),
                "the copy follows the new node"
            );
            assert_eq!(dag.mem_operand(v).map(|m| m.size), Some(4));
            dag.verify().unwrap();
        }
    }
}
