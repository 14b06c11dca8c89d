; Function prefix/prologue data, gc strategies, personality, sections, alignment, comdats,
; calling conventions and address spaces.
target triple = "x86_64-unknown-linux-gnu"

$cf = comdat any

define void @with_prefix() prefix i32 123 {
  ret void
}

define void @with_prologue() prologue { i8, i8 } { i8 -21, i8 6 } {
  ret void
}

define void @with_gc() gc "statepoint-example" {
  ret void
}

define void @both() section ".text.both" align 32 gc "shadow-stack" prefix [2 x i8] c"ab" prologue i8 -112 {
  ret void
}

define void @cf() comdat {
  ret void
}

define fastcc void @fast() {
  ret void
}

define coldcc void @cold() {
  tail call fastcc void @fast()
  musttail call coldcc void @cold()
  ret void
}

define tailcc i32 @tailf(i32 %x) {
  %r = notail call tailcc i32 @tailf(i32 %x)
  ret i32 %r
}

define cc 42 void @numbered_cc() {
  call cc 42 void @numbered_cc()
  call swiftcc void @swift()
  call preserve_mostcc void @pm()
  ret void
}

declare swiftcc void @swift()
declare preserve_mostcc void @pm()
declare preserve_allcc void @pa()
declare ghccc void @ghc()
declare x86_64_sysvcc void @sysv()
declare win64cc void @w64()

define void @in_as1() addrspace(1) {
  ret void
}

define void @unnamed() unnamed_addr {
  ret void
}

define void @local_unnamed() local_unnamed_addr {
  ret void
}
