; Every cast instruction, with the nuw/nsw/nneg/fast-math flags they accept.
target triple = "x86_64-unknown-linux-gnu"

define void @casts(i64 %i, i32 %j, double %d, float %f, ptr %p, ptr addrspace(1) %q, <2 x i32> %v) {
  %t1 = trunc i64 %i to i32
  %t2 = trunc nuw i64 %i to i16
  %t3 = trunc nsw i64 %i to i8
  %t4 = trunc nuw nsw i64 %i to i1
  %z1 = zext i32 %j to i64
  %z2 = zext nneg i32 %j to i64
  %s1 = sext i32 %j to i64
  %f1 = fptrunc double %d to float
  %f2 = fptrunc fast double %d to half
  %f3 = fpext float %f to double
  %f4 = fpext nnan float %f to fp128
  %f5 = fpext float %f to x86_fp80
  %c1 = fptoui double %d to i32
  %c2 = fptosi float %f to i64
  %c3 = uitofp i32 %j to double
  %c4 = uitofp nneg i32 %j to float
  %c5 = sitofp i64 %i to double
  %p1 = ptrtoint ptr %p to i64
  %p2 = inttoptr i64 %i to ptr
  %p3 = addrspacecast ptr %p to ptr addrspace(1)
  %p4 = ptrtoaddr ptr %p to i64
  %b1 = bitcast i64 %i to double
  %b2 = bitcast <2 x i32> %v to i64
  %b3 = bitcast ptr addrspace(1) %q to ptr addrspace(1)
  ret void
}
