//! Seed 000's stack adjustments run: for a frame at both edges of every prologue and
//! epilogue stack-size class, the prologue's and epilogue's sequences
//! (`kiln_target_cpu0::analyze_immediate::adjust_stack_ptr`) around a store and a load at
//! the bottom of the frame, assembled, linked and run in both byte orders: the value comes
//! back and `$sp` is restored.

use kiln_cpu0_sim::cpu::{run, STACK_TOP};
use kiln_cpu0_sim::link::{link, Input};
use kiln_mc::asm_parser::AsmParser;
use kiln_mc::assembler::ObjectStreamer;
use kiln_mc::elf_writer::write_elf;
use kiln_mc::inst_printer::print_inst;
use kiln_mc::mc_expr::MCContext;
use kiln_mc::streamer::MCStreamer;
use kiln_mc::target::MCTargetHooks;
use kiln_support::SourceMgr;
use kiln_target_cpu0::analyze_immediate::adjust_stack_ptr;
use kiln_target_cpu0::mc::{features_for, CPU0EL_MC, CPU0_MC};

fn text(amount: i32) -> String {
    let f = features_for("", "").expect("features");
    let ctx = MCContext::new();
    adjust_stack_ptr(amount)
        .iter()
        .map(|i| print_inst(&CPU0_MC, i, &ctx, f, false, None) + "\n")
        .collect()
}

fn run_frame(t: &dyn MCTargetHooks, size: i32) -> (i32, u64) {
    let src = format!(
        "\t.globl\tmain\nmain:\n{}\taddiu\t$2, $zero, 42\n\tst\t$2, 0($sp)\n\tld\t$3, 0($sp)\n{}\
         \tlui\t$4, 0xffff\n\tori\t$4, $4, 0xff00\n\tsubu\t$5, $sp, $4\n\taddu\t$2, $3, $5\n\
         \tret\t$lr\n\tnop\n",
        text(-size),
        text(size)
    );
    let features = features_for("", "").expect("features");
    let mut sm = SourceMgr::new();
    let file = sm.add_buffer("f.s".to_string(), src.clone());
    let mut st = ObjectStreamer::new(t, features);
    let mut p = AsmParser::new(&sm, file, t, features);
    p.run(&mut st);
    assert!(p.diags.is_empty(), "{src}");
    st.finish().expect("finishes");
    let obj = write_elf(&st).expect("writes");
    let exe = link(&[Input {
        name: "f.o",
        bytes: &obj,
    }])
    .expect("links");
    let r = run(&exe, 100).unwrap_or_else(|f| panic!("{f}\n{src}"));
    (r.status, r.instructions)
}

#[test]
fn frames_at_every_class_edge_run() {
    assert_eq!(STACK_TOP, 0xffff_ff00);
    let sizes = [
        8,
        0x7ff8,
        0x8000,
        0x8008,
        0xfff8,
        0x10000,
        0x10008,
        0x17ff8,
        0x18000,
        0x18008,
        0x1fff8,
        0x20000,
        0x7fff_fff8,
    ];
    for size in sizes {
        let be = run_frame(&CPU0_MC, size);
        let le = run_frame(&CPU0EL_MC, size);
        assert_eq!(be, le, "{size:#x}");
        assert_eq!(be.0, 42, "frame {size:#x}: value lost or $sp not restored");
    }
}
