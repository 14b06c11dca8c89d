; Machine LICM merges the copies of one invariant value it hoists to a preheader (as LLVM's
; MachineLICM CSEs hoisted instructions): in this bytecode interpreter (bench/kernels/interp.c,
; clang-22 -O2) each switch case computes the bytecode array's address, and every copy was
; hoisted until the loop's pressure budget ran out, leaving the rest (and the local stack
; array's address) recomputed in the loop. Now the address is computed once in the function.
; RUN: kiln -mtriple=riscv64-linux-gnu -O2 -verify-machineinstrs %s -o - | FileCheck %s
; CHECK-LABEL: main:
; CHECK:     lla {{[a-z0-9]+}}, main.prog
; CHECK-NOT: lla {{[a-z0-9]+}}, main.prog
; CHECK:     .size main,
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@main.prog = internal unnamed_addr constant [40 x i32] [i32 0, i32 0, i32 2, i32 0, i32 0, i32 1, i32 2, i32 1, i32 1, i32 0, i32 0, i32 20000, i32 7, i32 8, i32 37, i32 1, i32 1, i32 0, i32 31, i32 5, i32 1, i32 0, i32 3, i32 0, i32 1000003, i32 6, i32 2, i32 1, i32 1, i32 0, i32 0, i32 1, i32 3, i32 2, i32 0, i32 9, i32 8, i32 1, i32 1, i32 12], align 4
@.str = private unnamed_addr constant [16 x i8] c"interp %ld %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef signext i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i64], align 8
  %2 = alloca [4 x i64], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %2, i8 0, i64 32, i1 false)
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #4
  br label %3

3:                                                ; preds = %115, %0
  %4 = phi i32 [ 0, %0 ], [ %116, %115 ]
  %5 = phi i32 [ 0, %0 ], [ %117, %115 ]
  %6 = add nsw i32 %4, 1
  %7 = sext i32 %4 to i64
  %8 = getelementptr inbounds i32, ptr @main.prog, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !9
  switch i32 %9, label %125 [
    i32 0, label %10
    i32 1, label %19
    i32 2, label %30
    i32 3, label %41
    i32 4, label %51
    i32 5, label %61
    i32 6, label %71
    i32 7, label %81
    i32 8, label %92
    i32 9, label %103
    i32 10, label %107
    i32 11, label %113
    i32 12, label %118
  ]

10:                                               ; preds = %3
  %11 = add nsw i32 %4, 2
  %12 = sext i32 %6 to i64
  %13 = getelementptr inbounds i32, ptr @main.prog, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = sext i32 %14 to i64
  %16 = add nsw i32 %5, 1
  %17 = sext i32 %5 to i64
  %18 = getelementptr inbounds i64, ptr %1, i64 %17
  store i64 %15, ptr %18, align 8, !tbaa !13
  br label %115

19:                                               ; preds = %3
  %20 = add nsw i32 %4, 2
  %21 = sext i32 %6 to i64
  %22 = getelementptr inbounds i32, ptr @main.prog, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !9
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i64, ptr %2, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !13
  %27 = add nsw i32 %5, 1
  %28 = sext i32 %5 to i64
  %29 = getelementptr inbounds i64, ptr %1, i64 %28
  store i64 %26, ptr %29, align 8, !tbaa !13
  br label %115

30:                                               ; preds = %3
  %31 = add nsw i32 %5, -1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i64, ptr %1, i64 %32
  %34 = load i64, ptr %33, align 8, !tbaa !13
  %35 = add nsw i32 %4, 2
  %36 = sext i32 %6 to i64
  %37 = getelementptr inbounds i32, ptr @main.prog, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !9
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i64, ptr %2, i64 %39
  store i64 %34, ptr %40, align 8, !tbaa !13
  br label %115

41:                                               ; preds = %3
  %42 = add nsw i32 %5, -1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i64, ptr %1, i64 %43
  %45 = load i64, ptr %44, align 8, !tbaa !13
  %46 = sext i32 %5 to i64
  %47 = getelementptr i64, ptr %1, i64 %46
  %48 = getelementptr i8, ptr %47, i64 -16
  %49 = load i64, ptr %48, align 8, !tbaa !13
  %50 = add nsw i64 %49, %45
  store i64 %50, ptr %48, align 8, !tbaa !13
  br label %115

51:                                               ; preds = %3
  %52 = add nsw i32 %5, -1
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i64, ptr %1, i64 %53
  %55 = load i64, ptr %54, align 8, !tbaa !13
  %56 = sext i32 %5 to i64
  %57 = getelementptr i64, ptr %1, i64 %56
  %58 = getelementptr i8, ptr %57, i64 -16
  %59 = load i64, ptr %58, align 8, !tbaa !13
  %60 = sub nsw i64 %59, %55
  store i64 %60, ptr %58, align 8, !tbaa !13
  br label %115

61:                                               ; preds = %3
  %62 = add nsw i32 %5, -1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i64, ptr %1, i64 %63
  %65 = load i64, ptr %64, align 8, !tbaa !13
  %66 = sext i32 %5 to i64
  %67 = getelementptr i64, ptr %1, i64 %66
  %68 = getelementptr i8, ptr %67, i64 -16
  %69 = load i64, ptr %68, align 8, !tbaa !13
  %70 = mul nsw i64 %69, %65
  store i64 %70, ptr %68, align 8, !tbaa !13
  br label %115

71:                                               ; preds = %3
  %72 = add nsw i32 %5, -1
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i64, ptr %1, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !13
  %76 = sext i32 %5 to i64
  %77 = getelementptr i64, ptr %1, i64 %76
  %78 = getelementptr i8, ptr %77, i64 -16
  %79 = load i64, ptr %78, align 8, !tbaa !13
  %80 = srem i64 %79, %75
  store i64 %80, ptr %78, align 8, !tbaa !13
  br label %115

81:                                               ; preds = %3
  %82 = add nsw i32 %5, -1
  %83 = sext i32 %5 to i64
  %84 = getelementptr i64, ptr %1, i64 %83
  %85 = getelementptr i8, ptr %84, i64 -16
  %86 = load i64, ptr %85, align 8, !tbaa !13
  %87 = sext i32 %82 to i64
  %88 = getelementptr inbounds i64, ptr %1, i64 %87
  %89 = load i64, ptr %88, align 8, !tbaa !13
  %90 = icmp slt i64 %86, %89
  %91 = zext i1 %90 to i64
  store i64 %91, ptr %85, align 8, !tbaa !13
  br label %115

92:                                               ; preds = %3
  %93 = add nsw i32 %4, 2
  %94 = add nsw i32 %5, -1
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i64, ptr %1, i64 %95
  %97 = load i64, ptr %96, align 8, !tbaa !13
  %98 = icmp eq i64 %97, 0
  br i1 %98, label %99, label %115

99:                                               ; preds = %92
  %100 = sext i32 %6 to i64
  %101 = getelementptr inbounds i32, ptr @main.prog, i64 %100
  %102 = load i32, ptr %101, align 4, !tbaa !9
  br label %115

103:                                              ; preds = %3
  %104 = sext i32 %6 to i64
  %105 = getelementptr inbounds i32, ptr @main.prog, i64 %104
  %106 = load i32, ptr %105, align 4, !tbaa !9
  br label %115

107:                                              ; preds = %3
  %108 = sext i32 %5 to i64
  %109 = getelementptr i64, ptr %1, i64 %108
  %110 = getelementptr i8, ptr %109, i64 -8
  %111 = load i64, ptr %110, align 8, !tbaa !13
  store i64 %111, ptr %109, align 8, !tbaa !13
  %112 = add nsw i32 %5, 1
  br label %115

113:                                              ; preds = %3
  %114 = add nsw i32 %5, -1
  br label %115

115:                                              ; preds = %113, %107, %103, %99, %92, %81, %71, %61, %51, %41, %30, %19, %10
  %116 = phi i32 [ %6, %107 ], [ %93, %92 ], [ %102, %99 ], [ %11, %10 ], [ %20, %19 ], [ %35, %30 ], [ %6, %41 ], [ %6, %51 ], [ %6, %61 ], [ %6, %71 ], [ %6, %81 ], [ %6, %113 ], [ %106, %103 ]
  %117 = phi i32 [ %112, %107 ], [ %94, %92 ], [ %94, %99 ], [ %16, %10 ], [ %27, %19 ], [ %31, %30 ], [ %42, %41 ], [ %52, %51 ], [ %62, %61 ], [ %72, %71 ], [ %82, %81 ], [ %114, %113 ], [ %5, %103 ]
  br label %3

118:                                              ; preds = %3
  %119 = icmp eq i32 %5, 0
  br i1 %119, label %125, label %120

120:                                              ; preds = %118
  %121 = sext i32 %5 to i64
  %122 = getelementptr i64, ptr %1, i64 %121
  %123 = getelementptr i8, ptr %122, i64 -8
  %124 = load i64, ptr %123, align 8, !tbaa !13
  br label %125

125:                                              ; preds = %3, %118, %120
  %126 = phi i64 [ %124, %120 ], [ 0, %118 ], [ -1, %3 ]
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #4
  %127 = load i64, ptr %2, align 8, !tbaa !13
  %128 = tail call signext i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %126, i64 noundef %127)
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr writeonly captures(none), i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef signext i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

attributes #0 = { nofree nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+i,+m,+relax,+zaamo,+zalrsc,+zca,+zcd,+zicsr,+zifencei,+zmmul,-b,-e,-experimental-p,-experimental-smpmpmt,-experimental-svukte,-experimental-xrivosvisni,-experimental-xrivosvizip,-experimental-xsfmclic,-experimental-xsfsclic,-experimental-zibi,-experimental-zicfilp,-experimental-zicfiss,-experimental-zvbc32e,-experimental-zvfbfa,-experimental-zvfofp8min,-experimental-zvkgs,-experimental-zvqdotq,-h,-q,-sdext,-sdtrig,-sha,-shcounterenw,-shgatpa,-shlcofideleg,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcntrpmf,-smcsrind,-smctr,-smdbltrp,-smepmp,-smmpm,-smnpm,-smrnmi,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssctr,-ssdbltrp,-ssnpm,-sspm,-ssqosid,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-supm,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-svvptc,-v,-xandesbfhcvt,-xandesperf,-xandesvbfhcvt,-xandesvdot,-xandesvpackfph,-xandesvsinth,-xandesvsintload,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xmipscbop,-xmipscmov,-xmipsexectl,-xmipslsp,-xqccmp,-xqci,-xqcia,-xqciac,-xqcibi,-xqcibm,-xqcicli,-xqcicm,-xqcics,-xqcicsr,-xqciint,-xqciio,-xqcilb,-xqcili,-xqcilia,-xqcilo,-xqcilsm,-xqcisim,-xqcisls,-xqcisync,-xsfcease,-xsfmm128t,-xsfmm16t,-xsfmm32a16f,-xsfmm32a32f,-xsfmm32a8f,-xsfmm32a8i,-xsfmm32t,-xsfmm64a64f,-xsfmm64t,-xsfmmbase,-xsfvcp,-xsfvfbfexp16e,-xsfvfexp16e,-xsfvfexp32e,-xsfvfexpa,-xsfvfexpa64e,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xsmtvdot,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zabha,-zacas,-zalasr,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zcb,-zce,-zcf,-zclsd,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccamoc,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zihintntl,-zihintpause,-zihpm,-zilsd,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+i,+m,+relax,+zaamo,+zalrsc,+zca,+zcd,+zicsr,+zifencei,+zmmul,-b,-e,-experimental-p,-experimental-smpmpmt,-experimental-svukte,-experimental-xrivosvisni,-experimental-xrivosvizip,-experimental-xsfmclic,-experimental-xsfsclic,-experimental-zibi,-experimental-zicfilp,-experimental-zicfiss,-experimental-zvbc32e,-experimental-zvfbfa,-experimental-zvfofp8min,-experimental-zvkgs,-experimental-zvqdotq,-h,-q,-sdext,-sdtrig,-sha,-shcounterenw,-shgatpa,-shlcofideleg,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcntrpmf,-smcsrind,-smctr,-smdbltrp,-smepmp,-smmpm,-smnpm,-smrnmi,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssctr,-ssdbltrp,-ssnpm,-sspm,-ssqosid,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-supm,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-svvptc,-v,-xandesbfhcvt,-xandesperf,-xandesvbfhcvt,-xandesvdot,-xandesvpackfph,-xandesvsinth,-xandesvsintload,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xmipscbop,-xmipscmov,-xmipsexectl,-xmipslsp,-xqccmp,-xqci,-xqcia,-xqciac,-xqcibi,-xqcibm,-xqcicli,-xqcicm,-xqcics,-xqcicsr,-xqciint,-xqciio,-xqcilb,-xqcili,-xqcilia,-xqcilo,-xqcilsm,-xqcisim,-xqcisls,-xqcisync,-xsfcease,-xsfmm128t,-xsfmm16t,-xsfmm32a16f,-xsfmm32a32f,-xsfmm32a8f,-xsfmm32a8i,-xsfmm32t,-xsfmm64a64f,-xsfmm64t,-xsfmmbase,-xsfvcp,-xsfvfbfexp16e,-xsfvfexp16e,-xsfvfexp32e,-xsfvfexpa,-xsfvfexpa64e,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xsmtvdot,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zabha,-zacas,-zalasr,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zcb,-zce,-zcf,-zclsd,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccamoc,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zihintntl,-zihintpause,-zihpm,-zilsd,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zifencei2p0_zmmul1p0_zaamo1p0_zalrsc1p0_zca1p0_zcd1p0"}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = !{i32 8, !"SmallDataLimit", i32 0}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !11, i64 0}
