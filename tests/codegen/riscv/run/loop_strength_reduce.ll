; Loops for loop strength reduction (driver loop_strength_reduce.c): the first six functions are
; clang-22 -O2 -fno-unroll-loops -fno-vectorize of C loops (stencil rows, a column walk with
; non-constant bounds, struct fields counted down, a step of 3 whose index outlives the loop, a
; two-array copy with a known trip count, an address kept after the loop); the last three are
; hand-written (exit compare on the phi with ne, a count-down by 3 to eq, a three-block loop).
; ModuleID = 'funcs.c'
source_filename = "funcs.c"
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

%struct.pt = type { i32, i32, i64 }

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local double @stencil_row(ptr noundef readonly captures(none) %0, i64 noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = getelementptr [16 x double], ptr %0, i64 %1
  %5 = getelementptr i8, ptr %4, i64 -128
  %6 = getelementptr i8, ptr %4, i64 128
  br label %8

7:                                                ; preds = %8
  ret double %27

8:                                                ; preds = %3, %8
  %9 = phi double [ 0.000000e+00, %3 ], [ %27, %8 ]
  %10 = phi i64 [ 1, %3 ], [ %20, %8 ]
  %11 = getelementptr inbounds nuw double, ptr %5, i64 %10
  %12 = load double, ptr %11, align 8, !tbaa !13
  %13 = getelementptr inbounds nuw double, ptr %6, i64 %10
  %14 = load double, ptr %13, align 8, !tbaa !13
  %15 = fadd double %12, %14
  %16 = getelementptr double, ptr %4, i64 %10
  %17 = getelementptr i8, ptr %16, i64 -8
  %18 = load double, ptr %17, align 8, !tbaa !13
  %19 = fadd double %15, %18
  %20 = add nuw nsw i64 %10, 1
  %21 = getelementptr inbounds nuw double, ptr %4, i64 %20
  %22 = load double, ptr %21, align 8, !tbaa !13
  %23 = fadd double %19, %22
  %24 = load double, ptr %16, align 8, !tbaa !13
  %25 = fadd double %23, %24
  %26 = getelementptr inbounds nuw double, ptr %2, i64 %10
  store double %25, ptr %26, align 8, !tbaa !13
  %27 = fadd double %9, %25
  %28 = icmp eq i64 %20, 15
  br i1 %28, label %7, label %8, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @column_sum(ptr noundef readonly captures(none) %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) local_unnamed_addr #1 {
  %5 = getelementptr i32, ptr %0, i64 %1
  %6 = icmp slt i64 %2, %3
  br i1 %6, label %9, label %7

7:                                                ; preds = %9, %4
  %8 = phi i64 [ 0, %4 ], [ %15, %9 ]
  ret i64 %8

9:                                                ; preds = %4, %9
  %10 = phi i64 [ %16, %9 ], [ %2, %4 ]
  %11 = phi i64 [ %15, %9 ], [ 0, %4 ]
  %12 = getelementptr [24 x i32], ptr %5, i64 %10
  %13 = load i32, ptr %12, align 4, !tbaa !9
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %11, %14
  %16 = add nsw i64 %10, 1
  %17 = icmp eq i64 %16, %3
  br i1 %17, label %7, label %9, !llvm.loop !18
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @fields_down(ptr noundef readonly captures(none) %0, i64 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i64 %1, 0
  br i1 %3, label %6, label %4

4:                                                ; preds = %6, %2
  %5 = phi i64 [ 0, %2 ], [ %20, %6 ]
  ret i64 %5

6:                                                ; preds = %2, %6
  %7 = phi i64 [ %9, %6 ], [ %1, %2 ]
  %8 = phi i64 [ %20, %6 ], [ 0, %2 ]
  %9 = add nsw i64 %7, -1
  %10 = getelementptr inbounds nuw %struct.pt, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 8, !tbaa !19
  %12 = mul nsw i32 %11, 3
  %13 = getelementptr inbounds nuw i8, ptr %10, i64 4
  %14 = load i32, ptr %13, align 4, !tbaa !22
  %15 = add nsw i32 %12, %14
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds nuw i8, ptr %10, i64 8
  %18 = load i64, ptr %17, align 8, !tbaa !23
  %19 = add i64 %18, %8
  %20 = add i64 %19, %16
  %21 = icmp samesign ugt i64 %7, 1
  br i1 %21, label %6, label %4, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i64 @stride3(ptr noundef captures(none) %0, i64 noundef %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #0 {
  %4 = icmp sgt i64 %1, 0
  br i1 %4, label %5, label %15

5:                                                ; preds = %3, %5
  %6 = phi i64 [ %13, %5 ], [ 0, %3 ]
  %7 = phi i64 [ %11, %5 ], [ 0, %3 ]
  %8 = getelementptr inbounds nuw i16, ptr %0, i64 %6
  %9 = load i16, ptr %8, align 2, !tbaa !25
  %10 = sext i16 %9 to i64
  %11 = add nsw i64 %7, %10
  %12 = add i16 %9, 1
  store i16 %12, ptr %8, align 2, !tbaa !25
  %13 = add nuw nsw i64 %6, 3
  %14 = icmp slt i64 %13, %1
  br i1 %14, label %5, label %15, !llvm.loop !27

15:                                               ; preds = %5, %3
  %16 = phi i64 [ 0, %3 ], [ %11, %5 ]
  %17 = phi i64 [ 0, %3 ], [ %13, %5 ]
  store i64 %17, ptr %2, align 8, !tbaa !28
  ret i64 %16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @copy_scale(ptr noalias noundef writeonly captures(none) %0, ptr noalias noundef readonly captures(none) %1, i64 noundef %2) local_unnamed_addr #0 {
  %4 = load i64, ptr %1, align 8, !tbaa !28
  br label %6

5:                                                ; preds = %6
  ret void

6:                                                ; preds = %3, %6
  %7 = phi i64 [ %4, %3 ], [ %12, %6 ]
  %8 = phi i64 [ 0, %3 ], [ %10, %6 ]
  %9 = mul nsw i64 %7, %2
  %10 = add nuw nsw i64 %8, 1
  %11 = getelementptr inbounds nuw i64, ptr %1, i64 %10
  %12 = load i64, ptr %11, align 8, !tbaa !28
  %13 = add nsw i64 %9, %12
  %14 = getelementptr inbounds nuw i64, ptr %0, i64 %8
  store i64 %13, ptr %14, align 8, !tbaa !28
  %15 = icmp eq i64 %10, 100
  br i1 %15, label %5, label %6, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local noundef ptr @find_first(ptr noundef readonly captures(ret: address, provenance) %0, i64 noundef %1, i32 noundef signext %2) local_unnamed_addr #1 {
  %4 = icmp sgt i64 %1, 0
  br i1 %4, label %5, label %17

5:                                                ; preds = %3
  %6 = shl i64 %1, 2
  %7 = getelementptr i8, ptr %0, i64 %6
  %8 = getelementptr i8, ptr %7, i64 -4
  br label %12

9:                                                ; preds = %12
  %10 = add nuw nsw i64 %13, 1
  %11 = icmp eq i64 %10, %1
  br i1 %11, label %17, label %12, !llvm.loop !30

12:                                               ; preds = %5, %9
  %13 = phi i64 [ %10, %9 ], [ 0, %5 ]
  %14 = getelementptr inbounds nuw i32, ptr %0, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !9
  %16 = icmp eq i32 %15, %2
  br i1 %16, label %17, label %9

17:                                               ; preds = %9, %12, %3
  %18 = phi ptr [ null, %3 ], [ %8, %9 ], [ %14, %12 ]
  ret ptr %18
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+i,+m,+relax,+zaamo,+zalrsc,+zca,+zcd,+zicsr,+zmmul,-b,-e,-experimental-p,-experimental-smpmpmt,-experimental-svukte,-experimental-xrivosvisni,-experimental-xrivosvizip,-experimental-xsfmclic,-experimental-xsfsclic,-experimental-zibi,-experimental-zicfilp,-experimental-zicfiss,-experimental-zvbc32e,-experimental-zvfbfa,-experimental-zvfofp8min,-experimental-zvkgs,-experimental-zvqdotq,-h,-q,-sdext,-sdtrig,-sha,-shcounterenw,-shgatpa,-shlcofideleg,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcntrpmf,-smcsrind,-smctr,-smdbltrp,-smepmp,-smmpm,-smnpm,-smrnmi,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssctr,-ssdbltrp,-ssnpm,-sspm,-ssqosid,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-supm,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-svvptc,-v,-xandesbfhcvt,-xandesperf,-xandesvbfhcvt,-xandesvdot,-xandesvpackfph,-xandesvsinth,-xandesvsintload,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xmipscbop,-xmipscmov,-xmipsexectl,-xmipslsp,-xqccmp,-xqci,-xqcia,-xqciac,-xqcibi,-xqcibm,-xqcicli,-xqcicm,-xqcics,-xqcicsr,-xqciint,-xqciio,-xqcilb,-xqcili,-xqcilia,-xqcilo,-xqcilsm,-xqcisim,-xqcisls,-xqcisync,-xsfcease,-xsfmm128t,-xsfmm16t,-xsfmm32a16f,-xsfmm32a32f,-xsfmm32a8f,-xsfmm32a8i,-xsfmm32t,-xsfmm64a64f,-xsfmm64t,-xsfmmbase,-xsfvcp,-xsfvfbfexp16e,-xsfvfexp16e,-xsfvfexp32e,-xsfvfexpa,-xsfvfexpa64e,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xsmtvdot,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zabha,-zacas,-zalasr,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zcb,-zce,-zcf,-zclsd,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccamoc,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zilsd,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+i,+m,+relax,+zaamo,+zalrsc,+zca,+zcd,+zicsr,+zmmul,-b,-e,-experimental-p,-experimental-smpmpmt,-experimental-svukte,-experimental-xrivosvisni,-experimental-xrivosvizip,-experimental-xsfmclic,-experimental-xsfsclic,-experimental-zibi,-experimental-zicfilp,-experimental-zicfiss,-experimental-zvbc32e,-experimental-zvfbfa,-experimental-zvfofp8min,-experimental-zvkgs,-experimental-zvqdotq,-h,-q,-sdext,-sdtrig,-sha,-shcounterenw,-shgatpa,-shlcofideleg,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcntrpmf,-smcsrind,-smctr,-smdbltrp,-smepmp,-smmpm,-smnpm,-smrnmi,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssctr,-ssdbltrp,-ssnpm,-sspm,-ssqosid,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-supm,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-svvptc,-v,-xandesbfhcvt,-xandesperf,-xandesvbfhcvt,-xandesvdot,-xandesvpackfph,-xandesvsinth,-xandesvsintload,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xmipscbop,-xmipscmov,-xmipsexectl,-xmipslsp,-xqccmp,-xqci,-xqcia,-xqciac,-xqcibi,-xqcibm,-xqcicli,-xqcicm,-xqcics,-xqcicsr,-xqciint,-xqciio,-xqcilb,-xqcili,-xqcilia,-xqcilo,-xqcilsm,-xqcisim,-xqcisls,-xqcisync,-xsfcease,-xsfmm128t,-xsfmm16t,-xsfmm32a16f,-xsfmm32a32f,-xsfmm32a8f,-xsfmm32a8i,-xsfmm32t,-xsfmm64a64f,-xsfmm64t,-xsfmmbase,-xsfvcp,-xsfvfbfexp16e,-xsfvfexp16e,-xsfvfexp32e,-xsfvfexpa,-xsfvfexpa64e,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xsmtvdot,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zabha,-zacas,-zalasr,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zcb,-zce,-zcf,-zclsd,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccamoc,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zifencei,-zihintntl,-zihintpause,-zihpm,-zilsd,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"target-abi", !"lp64d"}
!2 = !{i32 6, !"riscv-isa", !3}
!3 = !{!"rv64i2p1_m2p0_a2p1_f2p2_d2p2_c2p0_zicsr2p0_zmmul1p0_zaamo1p0_zalrsc1p0_zca1p0_zcd1p0"}
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
!14 = !{!"double", !11, i64 0}
!15 = distinct !{!15, !16, !17}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !16, !17}
!19 = !{!20, !10, i64 0}
!20 = !{!"pt", !10, i64 0, !10, i64 4, !21, i64 8}
!21 = !{!"long", !11, i64 0}
!22 = !{!20, !10, i64 4}
!23 = !{!20, !21, i64 8}
!24 = distinct !{!24, !16, !17}
!25 = !{!26, !26, i64 0}
!26 = !{!"short", !11, i64 0}
!27 = distinct !{!27, !16, !17}
!28 = !{!21, !21, i64 0}
!29 = distinct !{!29, !16, !17}
!30 = distinct !{!30, !16, !17}

; Hand-written: the exit compare reads the phi itself (ne): sums a[4], a[6], ..., a[18].
define i64 @cmp_on_phi(ptr %a) {
entry:
  br label %loop
loop:
  %k = phi i64 [ 4, %entry ], [ %k1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds i64, ptr %a, i64 %k
  %v = load i64, ptr %p, align 8
  %s1 = add i64 %s, %v
  %k1 = add i64 %k, 2
  %c = icmp ne i64 %k, 18
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %s1
}

; Hand-written: counting down by 3 to an eq exit on the next value: a[30], a[27], ..., a[3].
define i64 @count_down_eq(ptr %a) {
entry:
  br label %loop
loop:
  %k = phi i64 [ 30, %entry ], [ %k1, %loop ]
  %s = phi i64 [ 0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i64 %k
  %v = load i32, ptr %p, align 4
  %w = sext i32 %v to i64
  %s1 = add i64 %s, %w
  %k1 = add i64 %k, -3
  %c = icmp eq i64 %k1, 0
  br i1 %c, label %exit, label %loop
exit:
  ret i64 %s1
}

; Hand-written: a loop of three blocks; the store to b runs on some iterations only.
define i64 @two_blocks(ptr %a, ptr %b) {
entry:
  br label %head
head:
  %k = phi i64 [ 0, %entry ], [ %k1, %latch ]
  %s = phi i64 [ 0, %entry ], [ %s2, %latch ]
  %pa = getelementptr inbounds i64, ptr %a, i64 %k
  %va = load i64, ptr %pa, align 8
  %neg = icmp slt i64 %va, 0
  br i1 %neg, label %then, label %latch
then:
  %pb = getelementptr inbounds i64, ptr %b, i64 %k
  store i64 %va, ptr %pb, align 8
  br label %latch
latch:
  %s2 = add i64 %s, %va
  %k1 = add nuw nsw i64 %k, 1
  %c = icmp eq i64 %k1, 40
  br i1 %c, label %exit, label %head
exit:
  ret i64 %s2
}
