; Thread-local globals in a static executable: local-exec for symbols of this module (tprel
; relocations around tp), initial-exec (the tp offset from the GOT) for external ones and for
; an explicit initialexec model on a preemptible symbol (a model weaker than what the linkage
; allows is ignored, as in LLVM); .tdata for initialized data, .tbss for zeros.
; CHECK-LABEL: get_local:
; CHECK: lui {{.*}}, %tprel_hi(counter)
; CHECK: add {{.*}}, tp, %tprel_add(counter)
; CHECK: %tprel_lo(counter)
; CHECK-LABEL: get_extern:
; CHECK: la.tls.ie {{.*}}, ext
; CHECK: add {{.*}}, tp
; CHECK-LABEL: get_ie:
; CHECK: la.tls.ie {{.*}}, ie_var
; CHECK: .section .tdata,"awT",@progbits
; CHECK: counter:
; CHECK: .section .tbss,"awT",@nobits
; CHECK: zeros:
@counter = dso_local thread_local global i32 7, align 4
@zeros = internal thread_local global [4 x i64] zeroinitializer, align 8
@ext = external thread_local global i32, align 4
@ie_var = thread_local(initialexec) global i32 1, align 4
define i32 @get_local() {
  %a = call ptr @llvm.threadlocal.address.p0(ptr @counter)
  %v = load i32, ptr %a
  ret i32 %v
}
define i64 @get_zero(i64 %i) {
  %a = call ptr @llvm.threadlocal.address.p0(ptr @zeros)
  %p = getelementptr i64, ptr %a, i64 %i
  %v = load i64, ptr %p
  ret i64 %v
}
define i32 @get_extern() {
  %a = call ptr @llvm.threadlocal.address.p0(ptr @ext)
  %v = load i32, ptr %a
  ret i32 %v
}
define i32 @get_ie() {
  %a = call ptr @llvm.threadlocal.address.p0(ptr @ie_var)
  %v = load i32, ptr %a
  ret i32 %v
}
declare ptr @llvm.threadlocal.address.p0(ptr)
