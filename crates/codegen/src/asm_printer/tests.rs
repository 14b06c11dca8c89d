//! Tests of the shared printer walk and initializer data with a recording sink and a minimal
//! target: byte order of initializers and constant pools, jump-table entry kinds, the
//! sections globals are put in, structor sections and the module tail.

use super::*;
use crate::machine::MBBId;

/// A target whose printing hooks the walk calls (instructions never reach it here).
struct Mock(TargetAsmInfo);

impl TargetAsmPrinter for Mock {
    fn asm_info(&self) -> &TargetAsmInfo {
        &self.0
    }
    fn reg_name(&self, _r: Register) -> &'static str {
        "r"
    }
    fn num_regs(&self) -> u32 {
        0
    }
    fn symbol_operand_text(&self, _flags: u8, sym: String) -> String {
        sym
    }
    fn expand_inline_asm(
        &self,
        _: &Module,
        _: &MachineFunction,
        _: usize,
        _: &[MO],
    ) -> Result<String, String> {
        Err("no inline asm".into())
    }
    fn file_start(&self, _: &mut String, _: bool) {}
}

fn info(little_endian: bool, jt: JumpTableEntryKind) -> TargetAsmInfo {
    TargetAsmInfo {
        comment: "#",
        data_directives: [".byte", ".short", ".long", ".quad"],
        function_align_log2: 4,
        jump_table_entry: jt,
        private_label_prefix: ".L",
        type_prefix: "%",
        has_dot_type_and_size: true,
        little_endian,
        sections: SectionNames::ELF,
    }
}

/// Every call of the walk as a line of text.
struct Recorder<'a> {
    ai: &'a TargetAsmInfo,
    lines: Vec<String>,
}

impl AsmSink for Recorder<'_> {
    fn section(&mut self, _m: &Module, s: &Section) {
        self.lines.push(format!("section {s:?}"));
    }
    fn symbol_attr(&mut self, m: &Module, sym: Label, attr: SymbolAttr) {
        self.lines
            .push(format!("attr {} {attr:?}", sym.text(m, self.ai)));
    }
    fn align(&mut self, log2: u32) {
        self.lines.push(format!("align {log2}"));
    }
    fn label(&mut self, m: &Module, l: Label) {
        self.lines.push(format!("label {}", l.text(m, self.ai)));
    }
    fn cfi_startproc(&mut self) {}
    fn cfi_endproc(&mut self) {}
    fn cfi(&mut self, _c: &CFIInstruction) {}
    fn instr(&mut self, _m: &Module, _fnum: usize, opcode: u32, _ops: &[MO]) {
        self.lines.push(format!("instr {opcode}"));
    }
    fn int(&mut self, value: u64, size: u8) {
        self.lines.push(format!("int {value:#x} {size}"));
    }
    fn data(&mut self, m: &Module, pieces: &[Piece]) {
        let mut s = String::new();
        text_sink::print_pieces(&mut s, self.ai, m, pieces);
        self.lines.extend(s.lines().map(|l| l.trim().to_string()));
    }
    fn size(&mut self, m: &Module, sym: Label, size: SizeOf) {
        self.lines
            .push(format!("size {} {size:?}", sym.text(m, self.ai)));
    }
    fn assign(&mut self, m: &Module, sym: Label, value: SymRef, offset: i64) {
        self.lines
            .push(text_sink::assign_text(self.ai, m, sym, value, offset));
    }
    fn end_of_item(&mut self) {}
    fn inline_asm(&mut self, _text: Result<&str, &str>) {}
    fn asm_text(&mut self, text: &str) {
        self.lines.push(format!("text {text:?}"));
    }
}

fn module(src: &str) -> Module {
    kiln_ir::parse_str("t.ll", src).expect("the test module parses")
}

fn global(m: &Module, name: &str) -> u32 {
    (0..m.globals.len() as u32)
        .find(|&g| raw_symbol_name(&info(true, JumpTableEntryKind::BlockAddress), m, g) == name)
        .expect("the global exists")
}

fn walk_global(ai: &TargetAsmInfo, m: &Module, name: &str, pic: bool) -> Vec<String> {
    let mut r = Recorder {
        ai,
        lines: Vec::new(),
    };
    emit_global(&mut r, ai, m, global(m, name), pic).expect("the global is emitted");
    r.lines
}

#[test]
fn initializers_follow_the_byte_order() {
    let src = |e: &str| {
        format!(
            "target datalayout = \"{e}-m:e-p:64:64-i64:64-n32:64\"\n\
             @g = global {{ i16, i32, i64, i24 }} {{ i16 258, i32 16909060, i64 1, i24 197121 }}\n"
        )
    };
    let le = module(&src("e"));
    let be = module(&src("E"));
    let ai_le = info(true, JumpTableEntryKind::BlockAddress);
    let ai_be = info(false, JumpTableEntryKind::BlockAddress);
    let bytes = |ai: &TargetAsmInfo, m: &Module| {
        walk_global(ai, m, "g", false)
            .into_iter()
            .filter(|l| l.starts_with(".byte") || l.starts_with(".zero"))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        bytes(&ai_le, &le),
        ".byte\t2,1 .zero\t2 .byte\t4,3,2,1,1,0,0,0,0,0,0,0,1,2,3 .zero\t5"
    );
    assert_eq!(
        bytes(&ai_be, &be),
        ".byte\t1,2 .zero\t2 .byte\t1,2,3,4,0,0,0,0,0,0,0,1,3,2,1 .zero\t5"
    );
}

#[test]
fn globals_go_to_the_section_their_kind_chooses() {
    let m = module(
        "@z = global [4 x i32] zeroinitializer\n\
         @d = global i32 7\n\
         @c = constant i32 7\n\
         @p = constant ptr @d\n\
         @t = thread_local global i32 1\n\
         @tz = thread_local global [2 x i32] zeroinitializer\n\
         @a = alias i32, ptr getelementptr (i8, ptr @d, i64 2)\n\
         @w = extern_weak global i32\n",
    );
    let ai = info(true, JumpTableEntryKind::BlockAddress);
    let first = |name: &str, pic: bool| walk_global(&ai, &m, name, pic).remove(0);
    assert_eq!(first("z", false), "section Bss");
    assert_eq!(first("d", false), "section Data");
    assert_eq!(first("c", false), "section Named(\".rodata\")");
    assert_eq!(first("p", false), "section Named(\".rodata\")");
    assert!(first("p", true).contains("\".data.rel.ro\""));
    assert!(first("t", false).contains("\".tdata\""));
    assert!(
        first("tz", false).contains("\".tbss\""),
        "{}",
        first("tz", false)
    );
    let lines = walk_global(&ai, &m, "d", false);
    assert_eq!(
        lines[1..],
        [
            "attr d Global",
            "align 2",
            "attr d Object",
            "label d",
            ".byte\t7,0,0,0",
            "size d Bytes(4)",
        ]
    );
    let mut r = Recorder {
        ai: &ai,
        lines: Vec::new(),
    };
    emit_module_tail(&mut r, &ai, &m, false).expect("the module tail is emitted");
    let tail = r.lines.join("\n");
    assert!(tail.contains("attr a Global\na = d+2\n"), "{tail}");
    assert!(tail.contains("attr w Weak"), "{tail}");
    assert!(
        tail.ends_with("ty: \"progbits\", entsize: None }"),
        "{tail}"
    );
}

#[test]
fn structors_are_pointer_sized_entries_in_init_array() {
    let m = module(
        "target datalayout = \"e-p:32:32\"\n\
         define void @f() {\n  ret void\n}\n\
         @llvm.global_ctors = appending global [2 x { i32, ptr, ptr }] \
         [{ i32, ptr, ptr } { i32 65535, ptr @f, ptr null }, { i32, ptr, ptr } { i32 101, ptr @f, ptr null }]\n",
    );
    let ai = info(true, JumpTableEntryKind::BlockAddress);
    let lines = walk_global(&ai, &m, "llvm.global_ctors", false);
    assert!(lines[0].contains("\".init_array\""), "{lines:?}");
    assert_eq!(lines[1..3], ["align 2", ".long\tf"]);
    assert!(lines[3].contains("\".init_array.00101\""), "{lines:?}");
}

fn walk_function(ai: &TargetAsmInfo, mf: &MachineFunction, m: &Module) -> Vec<String> {
    let mut r = Recorder {
        ai,
        lines: Vec::new(),
    };
    emit_function(&mut r, &Mock(ai.clone()), m, mf, global(m, "f"), 3);
    r.lines
}

#[test]
fn jump_tables_and_constant_pools() {
    let m = module("define void @f() {\n  ret void\n}\n");
    let mut mf = MachineFunction::new("f".to_string());
    let b0 = mf.add_block("entry");
    let b1 = mf.add_block("next");
    mf.layout = vec![b0, b1];
    mf.jump_tables.push(vec![b1, MBBId(b0.0)]);
    mf.constant_pool
        .push(crate::machine::MachineConstantPoolEntry {
            bytes: vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
            align: 8,
        });
    let abs = walk_function(&info(true, JumpTableEntryKind::BlockAddress), &mf, &m);
    let at = abs.iter().position(|l| l == "label .LJTI3_0").unwrap();
    assert_eq!(abs[at - 1], "align 3");
    assert_eq!(abs[at + 1..], [".quad\t.LBB3_1", ".quad\t.LBB3_0"]);
    let diff = walk_function(&info(true, JumpTableEntryKind::LabelDifference32), &mf, &m);
    let at = diff.iter().position(|l| l == "label .LJTI3_0").unwrap();
    assert_eq!(diff[at - 1], "align 2");
    assert_eq!(
        diff[at + 1..],
        [".long\t.LBB3_1-.LJTI3_0", ".long\t.LBB3_0-.LJTI3_0"]
    );
    // A 10-byte entry in .rodata, as an 8-byte and a 2-byte word in the target's order.
    let pool = |le: bool| {
        walk_function(&info(le, JumpTableEntryKind::BlockAddress), &mf, &m)
            .into_iter()
            .filter(|l| l.starts_with("int"))
            .collect::<Vec<_>>()
    };
    assert_eq!(pool(true), ["int 0x807060504030201 8", "int 0xa09 2"]);
    assert_eq!(pool(false), ["int 0x102030405060708 8", "int 0x90a 2"]);
    assert!(
        abs.contains(&"align 4".to_string()),
        "function alignment from the asm info"
    );
    assert!(abs.contains(&"size f FuncEnd(3)".to_string()));
}
