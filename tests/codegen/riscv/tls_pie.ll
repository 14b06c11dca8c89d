; Thread-locals in a position-independent executable (the module's "PIE Level" flag, which
; clang writes for Debian's default PIE): LLVM's getTLSModel gives an executable the exec
; models even under -relocation-model=pic, so a symbol of this module is local-exec and an
; external one initial-exec, never __tls_get_addr (that is for shared libraries: a module
; with "PIC Level" alone, as targets/riscv/tests/pic_shared_object.rs checks). llc-22 picks
; the same models.
; RUN: kiln -mtriple=riscv64-linux-gnu -relocation-model=pic -O0 %s -o - \
; RUN:   | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,KILN
; RUN: llc -mtriple=riscv64-linux-gnu -mattr=+m,+a,+f,+d,+c -target-abi=lp64d \
; RUN:   -relocation-model=pic -O2 %s -o - | FileCheck %s --check-prefixes=CHECK,LLC
; CHECK-LABEL: get_local:
; CHECK:       %tprel_hi(counter)
; CHECK-NOT:   __tls_get_addr
; CHECK-LABEL: get_extern:
; KILN:        la.tls.ie {{[a-z0-9]+}}, shared_tls
; LLC:         %tls_ie_pcrel_hi(shared_tls)
; CHECK-NOT:   __tls_get_addr
; CHECK-LABEL: .Lfunc_end1:

@counter = dso_local thread_local global i32 5, align 4
@shared_tls = external thread_local global i32, align 4

define dso_local signext i32 @get_local() {
  %v = load i32, ptr @counter, align 4
  ret i32 %v
}

define dso_local signext i32 @get_extern() {
  %v = load i32, ptr @shared_tls, align 4
  ret i32 %v
}

!llvm.module.flags = !{!0, !1}
!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
