//! Graphviz output of a DAG (`-view-dag-combine1-dags` and friends): one record-shaped node
//! per DAG node (operand ports on top, the opcode and payload in the middle, result types at
//! the bottom) and one edge per operand, from the user to the value: data edges black, chain
//! edges blue and dashed, glue edges red (as seed 001 draws them).
//!
//! In: a [`SelectionDAG`] and names for target opcodes. Out: `dot` text.

use std::fmt::Write;

use super::{EdgeKind, NodeNames, SelectionDAG};

fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '{' | '}' | '|' | '<' | '>' | '"' | '\\' | ' ') {
            o.push('\\');
        }
        o.push(c);
    }
    o
}

impl SelectionDAG {
    /// The DAG as a Graphviz digraph titled `title`.
    pub fn to_dot(&self, title: &str, names: &dyn NodeNames) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "digraph \"{}\" {{", title.replace('"', "\\\""));
        let _ = writeln!(s, "  label=\"{}\";", title.replace('"', "\\\""));
        s.push_str("  node [shape=record];\n");
        for n in self.all_nodes() {
            let _ = write!(s, "  t{} [label=\"{{", n.0);
            let ops = self.ops(n);
            if !ops.is_empty() {
                s.push('{');
                for i in 0..ops.len() {
                    if i > 0 {
                        s.push('|');
                    }
                    let _ = write!(s, "<s{i}>{i}");
                }
                s.push_str("}|");
            }
            let mut label = self.opcode_name(n, names);
            let d = self.data_label(n, names);
            if !d.is_empty() {
                label.push('<');
                label.push_str(&d);
                label.push('>');
            }
            let _ = write!(s, "{}|t{}|{{", escape(&label), n.0);
            for (i, vt) in self.value_types(n).iter().enumerate() {
                if i > 0 {
                    s.push('|');
                }
                let _ = write!(s, "<d{i}>{}", escape(&vt.name()));
            }
            s.push_str("}}\"");
            if n == self.root().node {
                s.push_str(",color=darkgreen,penwidth=2");
            }
            s.push_str("];\n");
        }
        for n in self.all_nodes() {
            for (i, &o) in self.ops(n).iter().enumerate() {
                let style = match self.edge_kind(o) {
                    EdgeKind::Data => "",
                    EdgeKind::Chain => ",color=blue,style=dashed",
                    EdgeKind::Glue => ",color=red,style=bold",
                };
                let _ = writeln!(
                    s,
                    "  t{}:s{i} -> t{}:d{} [dir=back{style}];",
                    n.0, o.node.0, o.res_no
                );
            }
        }
        s.push_str("}\n");
        s
    }
}
