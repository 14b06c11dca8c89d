; run (driver spill_moves.c): clang-22 -O2 of a direct-threaded bytecode interpreter (computed goto:
; `goto *disp[op]` after every handler), with constants and counters live across the dispatch
; block and calls in two handlers, so register allocation splits values around the dispatch jump:
; regalloc2 stored them before the jump and reloaded them at the top of each handler.
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@run.disp = internal unnamed_addr constant [11 x ptr] [ptr blockaddress(@run, %13), ptr blockaddress(@run, %36), ptr blockaddress(@run, %53), ptr blockaddress(@run, %70), ptr blockaddress(@run, %84), ptr blockaddress(@run, %94), ptr blockaddress(@run, %106), ptr blockaddress(@run, %114), ptr blockaddress(@run, %127), ptr blockaddress(@run, %134), ptr blockaddress(@run, %147)], align 8

; Function Attrs: noinline nounwind uwtable
define dso_local i64 @run(ptr noundef readonly captures(none) %0, ptr noundef captures(none) %1, ptr noundef readonly captures(none) %2, ptr noundef %3, ptr noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = load i64, ptr %2, align 8, !tbaa !13
  %7 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !13
  %9 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %10 = load i64, ptr %9, align 8, !tbaa !13
  %11 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %12 = load i64, ptr %11, align 8, !tbaa !13
  br label %152

13:                                               ; preds = %152
  %14 = lshr i32 %158, 12
  %15 = and i32 %14, 15
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i64, ptr %1, i64 %16
  %18 = load i64, ptr %17, align 8, !tbaa !13
  %19 = lshr i32 %158, 16
  %20 = and i32 %19, 15
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds nuw i64, ptr %1, i64 %21
  %23 = load i64, ptr %22, align 8, !tbaa !13
  %24 = add i64 %18, %153
  %25 = add i64 %24, %23
  %26 = lshr i32 %158, 8
  %27 = and i32 %26, 15
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds nuw i64, ptr %1, i64 %28
  store i64 %25, ptr %29, align 8, !tbaa !13
  br label %30

30:                                               ; preds = %121, %114, %13, %36, %53, %70, %84, %94, %106, %127, %134
  %31 = phi i64 [ %153, %13 ], [ %153, %36 ], [ %153, %53 ], [ %153, %70 ], [ %153, %84 ], [ %153, %94 ], [ %153, %106 ], [ %145, %134 ], [ %153, %127 ], [ %153, %114 ], [ %153, %121 ]
  %32 = phi i64 [ %154, %13 ], [ %154, %36 ], [ %154, %53 ], [ %83, %70 ], [ %154, %84 ], [ %105, %94 ], [ %154, %106 ], [ %154, %134 ], [ %154, %127 ], [ %154, %114 ], [ %154, %121 ]
  %33 = phi i64 [ %155, %13 ], [ %155, %36 ], [ %155, %53 ], [ %155, %70 ], [ %155, %84 ], [ %155, %94 ], [ %155, %106 ], [ %146, %134 ], [ %155, %127 ], [ %155, %114 ], [ %155, %121 ]
  %34 = phi ptr [ %162, %13 ], [ %162, %36 ], [ %162, %53 ], [ %162, %70 ], [ %162, %84 ], [ %162, %94 ], [ %162, %106 ], [ %162, %134 ], [ %162, %127 ], [ %162, %114 ], [ %126, %121 ]
  %35 = add nuw nsw i32 %156, 1
  br label %152

36:                                               ; preds = %152
  %37 = lshr i32 %158, 12
  %38 = and i32 %37, 15
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds nuw i64, ptr %1, i64 %39
  %41 = load i64, ptr %40, align 8, !tbaa !13
  %42 = lshr i32 %158, 16
  %43 = and i32 %42, 15
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds nuw i64, ptr %1, i64 %44
  %46 = load i64, ptr %45, align 8, !tbaa !13
  %47 = add i64 %8, %46
  %48 = sub i64 %41, %47
  %49 = lshr i32 %158, 8
  %50 = and i32 %49, 15
  %51 = zext nneg i32 %50 to i64
  %52 = getelementptr inbounds nuw i64, ptr %1, i64 %51
  store i64 %48, ptr %52, align 8, !tbaa !13
  br label %30

53:                                               ; preds = %152
  %54 = lshr i32 %158, 12
  %55 = and i32 %54, 15
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds nuw i64, ptr %1, i64 %56
  %58 = load i64, ptr %57, align 8, !tbaa !13
  %59 = lshr i32 %158, 16
  %60 = and i32 %59, 15
  %61 = zext nneg i32 %60 to i64
  %62 = getelementptr inbounds nuw i64, ptr %1, i64 %61
  %63 = load i64, ptr %62, align 8, !tbaa !13
  %64 = or i64 %63, %10
  %65 = mul nsw i64 %64, %58
  %66 = lshr i32 %158, 8
  %67 = and i32 %66, 15
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds nuw i64, ptr %1, i64 %68
  store i64 %65, ptr %69, align 8, !tbaa !13
  br label %30

70:                                               ; preds = %152
  %71 = lshr i32 %158, 12
  %72 = and i32 %71, 15
  %73 = zext nneg i32 %72 to i64
  %74 = getelementptr inbounds nuw i64, ptr %1, i64 %73
  %75 = load i64, ptr %74, align 8, !tbaa !13
  %76 = lshr i32 %158, 8
  %77 = and i32 %76, 15
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds nuw i64, ptr %1, i64 %78
  %80 = load i64, ptr %79, align 8, !tbaa !13
  %81 = xor i64 %75, %80
  %82 = xor i64 %81, %155
  store i64 %82, ptr %79, align 8, !tbaa !13
  %83 = add nsw i64 %82, %154
  br label %30

84:                                               ; preds = %152
  %85 = lshr i32 %158, 16
  %86 = and i32 %85, 7
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds nuw i64, ptr %2, i64 %87
  %89 = load i64, ptr %88, align 8, !tbaa !13
  %90 = lshr i32 %158, 8
  %91 = and i32 %90, 15
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds nuw i64, ptr %1, i64 %92
  store i64 %89, ptr %93, align 8, !tbaa !13
  br label %30

94:                                               ; preds = %152
  %95 = lshr i32 %158, 12
  %96 = and i32 %95, 15
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds nuw i64, ptr %1, i64 %97
  %99 = load i64, ptr %98, align 8, !tbaa !13
  %100 = tail call i64 @ext_mix(i64 noundef %99, i64 noundef %154) #2
  %101 = lshr i32 %158, 8
  %102 = and i32 %101, 15
  %103 = zext nneg i32 %102 to i64
  %104 = getelementptr inbounds nuw i64, ptr %1, i64 %103
  store i64 %100, ptr %104, align 8, !tbaa !13
  %105 = xor i64 %100, %154
  br label %30

106:                                              ; preds = %152
  %107 = lshr i32 %158, 8
  %108 = and i32 %107, 15
  %109 = zext nneg i32 %108 to i64
  %110 = getelementptr inbounds nuw i64, ptr %1, i64 %109
  %111 = load i64, ptr %110, align 8, !tbaa !13
  %112 = add i64 %153, %8
  %113 = add i64 %112, %111
  tail call void @ext_note(ptr noundef %3, i32 noundef signext %156, i64 noundef %113) #2
  br label %30

114:                                              ; preds = %152
  %115 = lshr i32 %158, 8
  %116 = and i32 %115, 15
  %117 = zext nneg i32 %116 to i64
  %118 = getelementptr inbounds nuw i64, ptr %1, i64 %117
  %119 = load i64, ptr %118, align 8, !tbaa !13
  %120 = icmp eq i64 %119, 0
  br i1 %120, label %30, label %121

121:                                              ; preds = %114
  %122 = lshr i32 %158, 16
  %123 = and i32 %122, 255
  %124 = zext nneg i32 %123 to i64
  %125 = sub nsw i64 0, %124
  %126 = getelementptr inbounds i32, ptr %162, i64 %125
  br label %30

127:                                              ; preds = %152
  %128 = lshr i32 %158, 8
  %129 = and i32 %128, 15
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds nuw i64, ptr %1, i64 %130
  %132 = load i64, ptr %131, align 8, !tbaa !13
  %133 = add nsw i64 %132, -1
  store i64 %133, ptr %131, align 8, !tbaa !13
  br label %30

134:                                              ; preds = %152
  %135 = lshr i32 %158, 8
  %136 = and i32 %135, 15
  %137 = zext nneg i32 %136 to i64
  %138 = getelementptr inbounds nuw i64, ptr %1, i64 %137
  %139 = load i64, ptr %138, align 8, !tbaa !13
  %140 = lshr i32 %158, 12
  %141 = and i32 %140, 15
  %142 = zext nneg i32 %141 to i64
  %143 = getelementptr inbounds nuw i64, ptr %1, i64 %142
  %144 = load i64, ptr %143, align 8, !tbaa !13
  store i64 %144, ptr %138, align 8, !tbaa !13
  store i64 %139, ptr %143, align 8, !tbaa !13
  %145 = add nsw i64 %155, %153
  %146 = xor i64 %155, %8
  br label %30

147:                                              ; preds = %152
  store i32 %156, ptr %4, align 4, !tbaa !9
  %148 = add i64 %10, %8
  %149 = add i64 %148, %153
  %150 = add i64 %149, %154
  %151 = add nsw i64 %150, %155
  ret i64 %151

152:                                              ; preds = %30, %5
  %153 = phi i64 [ %6, %5 ], [ %31, %30 ]
  %154 = phi i64 [ 0, %5 ], [ %32, %30 ]
  %155 = phi i64 [ %12, %5 ], [ %33, %30 ]
  %156 = phi i32 [ 1, %5 ], [ %35, %30 ]
  %157 = phi ptr [ %0, %5 ], [ %34, %30 ]
  %158 = load i32, ptr %157, align 4, !tbaa !9
  %159 = and i32 %158, 255
  %160 = zext nneg i32 %159 to i64
  %161 = getelementptr inbounds nuw ptr, ptr @run.disp, i64 %160
  %162 = getelementptr inbounds nuw i8, ptr %157, i64 4
  %163 = load ptr, ptr %161, align 8, !tbaa !15
  indirectbr ptr %163, [label %13, label %36, label %53, label %70, label %84, label %94, label %106, label %114, label %127, label %134, label %147]
}

declare i64 @ext_mix(i64 noundef, i64 noundef) local_unnamed_addr #1

declare void @ext_note(ptr noundef, i32 noundef signext, i64 noundef) local_unnamed_addr #1

attributes #0 = { noinline nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+i,+m,+relax,+zaamo,+zalrsc,+zca,+zcd,+zicsr,+zifencei,+zmmul,-b,-e,-experimental-p,-experimental-smpmpmt,-experimental-svukte,-experimental-xrivosvisni,-experimental-xrivosvizip,-experimental-xsfmclic,-experimental-xsfsclic,-experimental-zibi,-experimental-zicfilp,-experimental-zicfiss,-experimental-zvbc32e,-experimental-zvfbfa,-experimental-zvfofp8min,-experimental-zvkgs,-experimental-zvqdotq,-h,-q,-sdext,-sdtrig,-sha,-shcounterenw,-shgatpa,-shlcofideleg,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcntrpmf,-smcsrind,-smctr,-smdbltrp,-smepmp,-smmpm,-smnpm,-smrnmi,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssctr,-ssdbltrp,-ssnpm,-sspm,-ssqosid,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-supm,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-svvptc,-v,-xandesbfhcvt,-xandesperf,-xandesvbfhcvt,-xandesvdot,-xandesvpackfph,-xandesvsinth,-xandesvsintload,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xmipscbop,-xmipscmov,-xmipsexectl,-xmipslsp,-xqccmp,-xqci,-xqcia,-xqciac,-xqcibi,-xqcibm,-xqcicli,-xqcicm,-xqcics,-xqcicsr,-xqciint,-xqciio,-xqcilb,-xqcili,-xqcilia,-xqcilo,-xqcilsm,-xqcisim,-xqcisls,-xqcisync,-xsfcease,-xsfmm128t,-xsfmm16t,-xsfmm32a16f,-xsfmm32a32f,-xsfmm32a8f,-xsfmm32a8i,-xsfmm32t,-xsfmm64a64f,-xsfmm64t,-xsfmmbase,-xsfvcp,-xsfvfbfexp16e,-xsfvfexp16e,-xsfvfexp32e,-xsfvfexpa,-xsfvfexpa64e,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xsmtvdot,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zabha,-zacas,-zalasr,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zcb,-zce,-zcf,-zclsd,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccamoc,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zihintntl,-zihintpause,-zihpm,-zilsd,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+i,+m,+relax,+zaamo,+zalrsc,+zca,+zcd,+zicsr,+zifencei,+zmmul,-b,-e,-experimental-p,-experimental-smpmpmt,-experimental-svukte,-experimental-xrivosvisni,-experimental-xrivosvizip,-experimental-xsfmclic,-experimental-xsfsclic,-experimental-zibi,-experimental-zicfilp,-experimental-zicfiss,-experimental-zvbc32e,-experimental-zvfbfa,-experimental-zvfofp8min,-experimental-zvkgs,-experimental-zvqdotq,-h,-q,-sdext,-sdtrig,-sha,-shcounterenw,-shgatpa,-shlcofideleg,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcntrpmf,-smcsrind,-smctr,-smdbltrp,-smepmp,-smmpm,-smnpm,-smrnmi,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssctr,-ssdbltrp,-ssnpm,-sspm,-ssqosid,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-supm,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-svvptc,-v,-xandesbfhcvt,-xandesperf,-xandesvbfhcvt,-xandesvdot,-xandesvpackfph,-xandesvsinth,-xandesvsintload,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xmipscbop,-xmipscmov,-xmipsexectl,-xmipslsp,-xqccmp,-xqci,-xqcia,-xqciac,-xqcibi,-xqcibm,-xqcicli,-xqcicm,-xqcics,-xqcicsr,-xqciint,-xqciio,-xqcilb,-xqcili,-xqcilia,-xqcilo,-xqcilsm,-xqcisim,-xqcisls,-xqcisync,-xsfcease,-xsfmm128t,-xsfmm16t,-xsfmm32a16f,-xsfmm32a32f,-xsfmm32a8f,-xsfmm32a8i,-xsfmm32t,-xsfmm64a64f,-xsfmm64t,-xsfmmbase,-xsfvcp,-xsfvfbfexp16e,-xsfvfexp16e,-xsfvfexp32e,-xsfvfexpa,-xsfvfexpa64e,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xsmtvdot,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zabha,-zacas,-zalasr,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zcb,-zce,-zcf,-zclsd,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccamoc,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zihintntl,-zihintpause,-zihpm,-zilsd,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }
attributes #2 = { nounwind }

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
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !11, i64 0}
