; A computed-goto interpreter whose handlers each end in their own indirectbr (the shape of
; IR from producers other than clang, or after tail duplication), into blocks with phis: kiln
; merges the indirectbrs into one dispatch block (ir_expand/indirect_br.rs), since regalloc2
; needs every critical edge split (refused before: 'block a is the target of several indirect
; branches over critical edges'). Opcodes: 0 adds 3, 1 multiplies by 5, 2 stops.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"
@tab = internal constant [3 x ptr] [ptr blockaddress(@run, %a), ptr blockaddress(@run, %b), ptr blockaddress(@run, %done)]
define i64 @run(ptr %code, i64 %x) {
entry:
  %c0 = load i8, ptr %code
  %i0 = zext i8 %c0 to i64
  %p0 = getelementptr [3 x ptr], ptr @tab, i64 0, i64 %i0
  %t0 = load ptr, ptr %p0
  indirectbr ptr %t0, [label %a, label %b, label %done]
a:
  %acc.a = phi i64 [ %x, %entry ], [ %acc.a2, %a ], [ %acc.b2, %b ]
  %pc.a = phi i64 [ 1, %entry ], [ %pc.a2, %a ], [ %pc.b2, %b ]
  %acc.a2 = add i64 %acc.a, 3
  %pc.a2 = add i64 %pc.a, 1
  %pa = getelementptr i8, ptr %code, i64 %pc.a
  %ca = load i8, ptr %pa
  %ia = zext i8 %ca to i64
  %qa = getelementptr [3 x ptr], ptr @tab, i64 0, i64 %ia
  %ta = load ptr, ptr %qa
  indirectbr ptr %ta, [label %a, label %b, label %done]
b:
  %acc.b = phi i64 [ %x, %entry ], [ %acc.a2, %a ], [ %acc.b2, %b ]
  %pc.b = phi i64 [ 1, %entry ], [ %pc.a2, %a ], [ %pc.b2, %b ]
  %acc.b2 = mul i64 %acc.b, 5
  %pc.b2 = add i64 %pc.b, 1
  %pb = getelementptr i8, ptr %code, i64 %pc.b
  %cb = load i8, ptr %pb
  %ib = zext i8 %cb to i64
  %qb = getelementptr [3 x ptr], ptr @tab, i64 0, i64 %ib
  %tb = load ptr, ptr %qb
  indirectbr ptr %tb, [label %a, label %b, label %done]
done:
  %r = phi i64 [ %x, %entry ], [ %acc.a2, %a ], [ %acc.b2, %b ]
  ret i64 %r
}
