; Fixed and scalable vectors: element ops, shuffles, vector GEPs, splats, vector compares.
target triple = "aarch64-unknown-linux-gnu"

define <4 x i32> @fixed(<4 x i32> %a, <4 x i32> %b, i32 %s) {
  %add = add <4 x i32> %a, %b
  %e = extractelement <4 x i32> %add, i64 2
  %i = insertelement <4 x i32> %add, i32 %s, i32 0
  %sh = shufflevector <4 x i32> %i, <4 x i32> %b, <4 x i32> <i32 0, i32 5, i32 poison, i32 3>
  %wide = shufflevector <4 x i32> %sh, <4 x i32> poison, <8 x i32> zeroinitializer
  %cmp = icmp slt <4 x i32> %sh, <i32 1, i32 2, i32 3, i32 4>
  %sel = select <4 x i1> %cmp, <4 x i32> %a, <4 x i32> splat (i32 7)
  %fr = freeze <4 x i32> %sel
  ret <4 x i32> %fr
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %a, <vscale x 4 x float> %f, ptr %p) {
  %x = mul <vscale x 4 x i32> %a, %a
  %z = add <vscale x 4 x i32> %x, zeroinitializer
  %e = extractelement <vscale x 4 x i32> %z, i32 0
  %ins = insertelement <vscale x 4 x i32> poison, i32 %e, i64 0
  %spl = shufflevector <vscale x 4 x i32> %ins, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %c = fcmp olt <vscale x 4 x float> %f, zeroinitializer
  %cv = fptosi <vscale x 4 x float> %f to <vscale x 4 x i32>
  %l = load <vscale x 2 x i64>, ptr %p, align 16
  store <vscale x 2 x i64> %l, ptr %p, align 16
  %g = getelementptr <vscale x 4 x i32>, ptr %p, i64 1
  %ps = call <vscale x 4 x i32> @llvm.aarch64.sve.sel.nxv4i32(<vscale x 4 x i1> %c, <vscale x 4 x i32> %spl, <vscale x 4 x i32> %cv)
  ret <vscale x 4 x i32> %ps
}

define <2 x ptr> @vector_gep(<2 x ptr> %ps, ptr %base, <2 x i64> %idx) {
  %a = getelementptr i32, <2 x ptr> %ps, i64 1
  %b = getelementptr inbounds i32, ptr %base, <2 x i64> %idx
  %c = getelementptr nusw nuw i8, <2 x ptr> %a, <2 x i64> %idx
  %d = ptrtoint <2 x ptr> %c to <2 x i64>
  %m = call <2 x i64> @llvm.umax.v2i64(<2 x i64> %d, <2 x i64> splat (i64 3))
  ret <2 x ptr> %b
}

define <8 x half> @halves(<8 x half> %h, <4 x bfloat> %b) {
  %n = fneg <8 x half> %h
  %m = fmul fast <8 x half> %n, <half 0xH3C00, half 0xH4000, half 0xH3C00, half 0xH3C00, half 0xH3C00, half 0xH3C00, half 0xH3C00, half 0xH0000>
  ret <8 x half> %m
}

declare <vscale x 4 x i32> @llvm.aarch64.sve.sel.nxv4i32(<vscale x 4 x i1>, <vscale x 4 x i32>, <vscale x 4 x i32>)
declare <2 x i64> @llvm.umax.v2i64(<2 x i64>, <2 x i64>)
