; accumulate (driver address_sinking.c): clang-22 -O2 -fno-vectorize -fno-unroll-loops of a loop that
; updates three fields of a struct through a pointer the loop's stores may alias, so clang keeps
; the loads in the loop but hoists the fields' addresses (s + 8, s + 12, s + 16) to the preheader.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @accumulate(ptr noundef captures(none) %0, ptr noundef captures(none) %1, i32 noundef signext %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %41

5:                                                ; preds = %3
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 12
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %9 = load i64, ptr %0, align 8, !tbaa !13
  %10 = zext nneg i32 %2 to i64
  %11 = load i32, ptr %1, align 4, !tbaa !9
  %12 = getelementptr i8, ptr %0, i64 20
  %13 = shl nuw nsw i64 %10, 2
  %14 = getelementptr i8, ptr %1, i64 %13
  %15 = getelementptr i8, ptr %14, i64 4
  %16 = icmp ult ptr %6, %15
  %17 = icmp ult ptr %1, %12
  %18 = and i1 %16, %17
  br i1 %18, label %19, label %34

19:                                               ; preds = %5, %19
  %20 = phi i32 [ %32, %19 ], [ %11, %5 ]
  %21 = phi i64 [ %29, %19 ], [ 0, %5 ]
  %22 = getelementptr inbounds nuw i32, ptr %1, i64 %21
  %23 = load i32, ptr %6, align 8, !tbaa !16
  %24 = add nsw i32 %23, %20
  store i32 %24, ptr %6, align 8, !tbaa !16
  %25 = load i32, ptr %22, align 4, !tbaa !9
  %26 = load i32, ptr %7, align 4, !tbaa !17
  %27 = xor i32 %26, %25
  store i32 %27, ptr %7, align 4, !tbaa !17
  store i32 %24, ptr %8, align 8, !tbaa !18
  %28 = and i32 %27, 7
  %29 = add nuw nsw i64 %21, 1
  %30 = getelementptr inbounds nuw i32, ptr %1, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !9
  %32 = add nsw i32 %31, %28
  store i32 %32, ptr %30, align 4, !tbaa !9
  %33 = icmp eq i64 %29, %10
  br i1 %33, label %36, label %19, !llvm.loop !19

34:                                               ; preds = %5
  %35 = load i32, ptr %1, align 4
  br label %42

36:                                               ; preds = %42, %19
  %37 = add nsw i32 %2, -1
  %38 = zext nneg i32 %37 to i64
  %39 = add i64 %9, %38
  %40 = add i64 %39, 1
  store i64 %40, ptr %0, align 8, !tbaa !13
  br label %41

41:                                               ; preds = %36, %3
  ret void

42:                                               ; preds = %34, %42
  %43 = phi i32 [ %35, %34 ], [ %54, %42 ]
  %44 = phi i32 [ %11, %34 ], [ %54, %42 ]
  %45 = phi i64 [ 0, %34 ], [ %51, %42 ]
  %46 = load i32, ptr %6, align 8, !tbaa !16
  %47 = add nsw i32 %46, %44
  store i32 %47, ptr %6, align 8, !tbaa !16
  %48 = load i32, ptr %7, align 4, !tbaa !17
  %49 = xor i32 %48, %43
  store i32 %49, ptr %7, align 4, !tbaa !17
  store i32 %47, ptr %8, align 8, !tbaa !18
  %50 = and i32 %49, 7
  %51 = add nuw nsw i64 %45, 1
  %52 = getelementptr inbounds nuw i32, ptr %1, i64 %51
  %53 = load i32, ptr %52, align 4, !tbaa !9
  %54 = add nsw i32 %53, %50
  store i32 %54, ptr %52, align 4, !tbaa !9
  %55 = icmp eq i64 %51, %10
  br i1 %55, label %36, label %42, !llvm.loop !19
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+i,+m,+relax,+zaamo,+zalrsc,+zca,+zcd,+zicsr,+zifencei,+zmmul,-b,-e,-experimental-p,-experimental-smpmpmt,-experimental-svukte,-experimental-xrivosvisni,-experimental-xrivosvizip,-experimental-xsfmclic,-experimental-xsfsclic,-experimental-zibi,-experimental-zicfilp,-experimental-zicfiss,-experimental-zvbc32e,-experimental-zvfbfa,-experimental-zvfofp8min,-experimental-zvkgs,-experimental-zvqdotq,-h,-q,-sdext,-sdtrig,-sha,-shcounterenw,-shgatpa,-shlcofideleg,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcntrpmf,-smcsrind,-smctr,-smdbltrp,-smepmp,-smmpm,-smnpm,-smrnmi,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssctr,-ssdbltrp,-ssnpm,-sspm,-ssqosid,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-supm,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-svvptc,-v,-xandesbfhcvt,-xandesperf,-xandesvbfhcvt,-xandesvdot,-xandesvpackfph,-xandesvsinth,-xandesvsintload,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xmipscbop,-xmipscmov,-xmipsexectl,-xmipslsp,-xqccmp,-xqci,-xqcia,-xqciac,-xqcibi,-xqcibm,-xqcicli,-xqcicm,-xqcics,-xqcicsr,-xqciint,-xqciio,-xqcilb,-xqcili,-xqcilia,-xqcilo,-xqcilsm,-xqcisim,-xqcisls,-xqcisync,-xsfcease,-xsfmm128t,-xsfmm16t,-xsfmm32a16f,-xsfmm32a32f,-xsfmm32a8f,-xsfmm32a8i,-xsfmm32t,-xsfmm64a64f,-xsfmm64t,-xsfmmbase,-xsfvcp,-xsfvfbfexp16e,-xsfvfexp16e,-xsfvfexp32e,-xsfvfexpa,-xsfvfexpa64e,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xsmtvdot,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zabha,-zacas,-zalasr,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zcb,-zce,-zcf,-zclsd,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccamoc,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zihintntl,-zihintpause,-zihpm,-zilsd,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6, !7}
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
!13 = !{!14, !15, i64 0}
!14 = !{!"acc", !15, i64 0, !10, i64 8, !10, i64 12, !10, i64 16}
!15 = !{!"long", !11, i64 0}
!16 = !{!14, !10, i64 8}
!17 = !{!14, !10, i64 12}
!18 = !{!14, !10, i64 16}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.unroll.disable"}
