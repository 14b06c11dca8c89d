; Inline asm callees with every dialect flag, and operand bundles.
target triple = "x86_64-unknown-linux-gnu"

declare void @f(i32)
declare token @llvm.call.preallocated.setup(i32)
declare void @llvm.assume(i1)

define i32 @asm_and_bundles(i32 %x, ptr %p) {
  %r = call i32 asm "add $1, $0", "=r,r,0"(i32 %x, i32 %x)
  call void asm sideeffect "nop", "~{memory}"()
  call void asm sideeffect alignstack "nop", ""()
  call void asm inteldialect "mov eax, eax", "~{eax}"()
  call void asm sideeffect unwind "call foo", ""()
  %s = call { i32, i32 } asm "", "=r,=r,r"(i32 %x)
  call void asm "", "*m"(ptr elementtype(i32) %p)
  call void @f(i32 %r) [ "deopt"(i32 1, i64 2), "gc-live"(ptr %p) ]
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16), "nonnull"(ptr %p) ]
  call void @f(i32 0) [ "empty"() ]
  ret i32 %r
}
