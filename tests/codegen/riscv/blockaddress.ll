; blockaddress and indirectbr (GNU computed goto): each address-taken block gets a label,
; in code through lla and in a global initializer as a .quad; indirectbr is a jr; the block
; whose address is taken but that no branch reaches is kept.
; CHECK-LABEL: dispatch:
; CHECK: jr
; CHECK: .Ltmp{{.*}}:
; CHECK: .Ltmp{{.*}}:
; CHECK-LABEL: address_only:
; CHECK: lla a0, .Ltmp
; CHECK: ret
; CHECK: .Ltmp
; CHECK-LABEL: landing:
; CHECK: jr
; CHECK: .Ltmp{{.*}}:
; CHECK-NEXT: mv a0, zero
; CHECK: .Ltmp{{.*}}:
; CHECK: j .LBB
; CHECK-LABEL: table:
; CHECK-NEXT: .quad .Ltmp
; CHECK-NEXT: .quad .Ltmp
@table = internal constant [2 x ptr] [ptr blockaddress(@dispatch, %one), ptr blockaddress(@dispatch, %two)], align 8

define i32 @dispatch(i64 %i) {
entry:
  %p = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 %i
  %t = load ptr, ptr %p, align 8
  indirectbr ptr %t, [label %one, label %two]
one:
  ret i32 1
two:
  ret i32 2
}

define ptr @address_only() {
entry:
  ret ptr blockaddress(@address_only, %unreached)
unreached:
  ret ptr null
}

; An indirect branch's critical edge into a block with a phi: the block's label moves to a
; landing block that holds the phi's copy and jumps on (an indirect branch names no block,
; so its edge cannot be split).
@landing_targets = internal constant [2 x ptr] [ptr blockaddress(@landing, %join), ptr blockaddress(@landing, %other)], align 8

define i64 @landing(i64 %i, i1 %c, i64 %x) {
entry:
  br i1 %c, label %ind, label %join
ind:
  %y = mul i64 %x, 3
  %p = getelementptr inbounds [2 x ptr], ptr @landing_targets, i64 0, i64 %i
  %t = load ptr, ptr %p, align 8
  indirectbr ptr %t, [label %join, label %other]
join:
  %r = phi i64 [ %x, %entry ], [ %y, %ind ]
  ret i64 %r
other:
  ret i64 0
}
