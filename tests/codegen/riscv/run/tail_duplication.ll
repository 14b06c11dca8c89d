; run_goto and run_switch (driver tail_duplication.c): clang-22 -O2 of two bytecode interpreters
; whose dispatch is reached from every handler's tail, one by computed goto and one by a switch,
; over a machine state whose field addresses clang computes once before the loop. The C source:
;   /* Source of tail_duplication.ll (clang-22 -O2): two bytecode interpreters whose dispatch
;    * (load the next opcode, jump through a table) is reached from every handler's tail, one by
;    * computed goto and one by a switch; and a machine state whose field addresses clang
;    * computes once before the loop. */
;   struct vm {
;     long acc;
;     long steps;
;     long regs[4];
;     const unsigned char *pc;
;   };
;   
;   enum { OP_INC, OP_DEC, OP_ADD, OP_MUL, OP_SWAP, OP_JNZ, OP_LOAD, OP_STORE, OP_HALT };
;   
;   long run_goto(struct vm *v, const unsigned char *code) {
;     static void *tab[] = {&&inc, &&dec, &&add, &&mul, &&swap, &&jnz, &&load, &&store, &&halt};
;     const unsigned char *pc = code;
;     long acc = v->acc;
;   #define NEXT goto *tab[*pc++]
;     NEXT;
;   inc:
;     acc++;
;     v->steps++;
;     NEXT;
;   dec:
;     acc--;
;     v->steps++;
;     NEXT;
;   add:
;     acc += v->regs[*pc++ & 3];
;     v->steps++;
;     NEXT;
;   mul:
;     acc *= v->regs[*pc++ & 3];
;     v->steps++;
;     NEXT;
;   swap: {
;     long t = v->regs[0];
;     v->regs[0] = v->regs[1];
;     v->regs[1] = t;
;     v->steps++;
;     NEXT;
;   }
;   jnz: {
;     unsigned char off = *pc++;
;     v->steps++;
;     if (--v->regs[3] != 0) pc -= off;
;     NEXT;
;   }
;   load:
;     acc = v->regs[*pc++ & 3];
;     v->steps++;
;     NEXT;
;   store:
;     v->regs[*pc++ & 3] = acc;
;     v->steps++;
;     NEXT;
;   halt:
;     v->acc = acc;
;     v->pc = pc;
;     return acc;
;   }
;   
;   long run_switch(struct vm *v, const unsigned char *code) {
;     const unsigned char *pc = code;
;     long acc = v->acc;
;     for (;;) {
;       switch (*pc++) {
;       case OP_INC: acc++; break;
;       case OP_DEC: acc--; break;
;       case OP_ADD: acc += v->regs[*pc++ & 3]; break;
;       case OP_MUL: acc *= v->regs[*pc++ & 3]; break;
;       case OP_SWAP: {
;         long t = v->regs[0];
;         v->regs[0] = v->regs[1];
;         v->regs[1] = t;
;         break;
;       }
;       case OP_JNZ: {
;         unsigned char off = *pc++;
;         if (--v->regs[3] != 0) pc -= off;
;         break;
;       }
;       case OP_LOAD: acc = v->regs[*pc++ & 3]; break;
;       case OP_STORE: v->regs[*pc++ & 3] = acc; break;
;       default:
;         v->acc = acc;
;         v->pc = pc;
;         return acc;
;       }
;       v->steps++;
;     }
;   }
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@run_goto.tab = internal unnamed_addr constant [9 x ptr] [ptr blockaddress(@run_goto, %9), ptr blockaddress(@run_goto, %18), ptr blockaddress(@run_goto, %23), ptr blockaddress(@run_goto, %34), ptr blockaddress(@run_goto, %45), ptr blockaddress(@run_goto, %51), ptr blockaddress(@run_goto, %64), ptr blockaddress(@run_goto, %74), ptr blockaddress(@run_goto, %83)], align 8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i64 @run_goto(ptr noundef captures(none) %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = load i64, ptr %0, align 8, !tbaa !13
  %4 = getelementptr inbounds nuw i8, ptr %1, i64 1
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 8
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %8 = getelementptr inbounds nuw i8, ptr %0, i64 24
  br label %85

9:                                                ; preds = %85
  %10 = add nsw i64 %86, 1
  %11 = load i64, ptr %6, align 8, !tbaa !18
  %12 = add nsw i64 %11, 1
  store i64 %12, ptr %6, align 8, !tbaa !18
  %13 = getelementptr inbounds nuw i8, ptr %87, i64 1
  br label %14

14:                                               ; preds = %9, %18, %23, %34, %45, %51, %64, %74
  %15 = phi i64 [ %10, %9 ], [ %19, %18 ], [ %30, %23 ], [ %41, %34 ], [ %86, %45 ], [ %86, %51 ], [ %70, %64 ], [ %86, %74 ]
  %16 = phi ptr [ %13, %9 ], [ %22, %18 ], [ %33, %23 ], [ %44, %34 ], [ %50, %45 ], [ %63, %51 ], [ %73, %64 ], [ %82, %74 ]
  %17 = phi ptr [ %87, %9 ], [ %87, %18 ], [ %24, %23 ], [ %35, %34 ], [ %87, %45 ], [ %62, %51 ], [ %65, %64 ], [ %75, %74 ]
  br label %85

18:                                               ; preds = %85
  %19 = add nsw i64 %86, -1
  %20 = load i64, ptr %6, align 8, !tbaa !18
  %21 = add nsw i64 %20, 1
  store i64 %21, ptr %6, align 8, !tbaa !18
  %22 = getelementptr inbounds nuw i8, ptr %87, i64 1
  br label %14

23:                                               ; preds = %85
  %24 = getelementptr inbounds nuw i8, ptr %87, i64 1
  %25 = load i8, ptr %87, align 1, !tbaa !19
  %26 = and i8 %25, 3
  %27 = zext nneg i8 %26 to i64
  %28 = getelementptr inbounds nuw i64, ptr %5, i64 %27
  %29 = load i64, ptr %28, align 8, !tbaa !20
  %30 = add nsw i64 %29, %86
  %31 = load i64, ptr %6, align 8, !tbaa !18
  %32 = add nsw i64 %31, 1
  store i64 %32, ptr %6, align 8, !tbaa !18
  %33 = getelementptr inbounds nuw i8, ptr %87, i64 2
  br label %14

34:                                               ; preds = %85
  %35 = getelementptr inbounds nuw i8, ptr %87, i64 1
  %36 = load i8, ptr %87, align 1, !tbaa !19
  %37 = and i8 %36, 3
  %38 = zext nneg i8 %37 to i64
  %39 = getelementptr inbounds nuw i64, ptr %5, i64 %38
  %40 = load i64, ptr %39, align 8, !tbaa !20
  %41 = mul nsw i64 %40, %86
  %42 = load i64, ptr %6, align 8, !tbaa !18
  %43 = add nsw i64 %42, 1
  store i64 %43, ptr %6, align 8, !tbaa !18
  %44 = getelementptr inbounds nuw i8, ptr %87, i64 2
  br label %14

45:                                               ; preds = %85
  %46 = load i64, ptr %5, align 8, !tbaa !20
  %47 = load i64, ptr %8, align 8, !tbaa !20
  store i64 %47, ptr %5, align 8, !tbaa !20
  store i64 %46, ptr %8, align 8, !tbaa !20
  %48 = load i64, ptr %6, align 8, !tbaa !18
  %49 = add nsw i64 %48, 1
  store i64 %49, ptr %6, align 8, !tbaa !18
  %50 = getelementptr inbounds nuw i8, ptr %87, i64 1
  br label %14

51:                                               ; preds = %85
  %52 = getelementptr inbounds nuw i8, ptr %87, i64 1
  %53 = load i8, ptr %87, align 1, !tbaa !19
  %54 = load i64, ptr %6, align 8, !tbaa !18
  %55 = add nsw i64 %54, 1
  store i64 %55, ptr %6, align 8, !tbaa !18
  %56 = load i64, ptr %7, align 8, !tbaa !20
  %57 = add nsw i64 %56, -1
  store i64 %57, ptr %7, align 8, !tbaa !20
  %58 = icmp eq i64 %57, 0
  %59 = zext i8 %53 to i64
  %60 = sub nsw i64 0, %59
  %61 = select i1 %58, i64 0, i64 %60
  %62 = getelementptr inbounds i8, ptr %52, i64 %61
  %63 = getelementptr inbounds nuw i8, ptr %62, i64 1
  br label %14

64:                                               ; preds = %85
  %65 = getelementptr inbounds nuw i8, ptr %87, i64 1
  %66 = load i8, ptr %87, align 1, !tbaa !19
  %67 = and i8 %66, 3
  %68 = zext nneg i8 %67 to i64
  %69 = getelementptr inbounds nuw i64, ptr %5, i64 %68
  %70 = load i64, ptr %69, align 8, !tbaa !20
  %71 = load i64, ptr %6, align 8, !tbaa !18
  %72 = add nsw i64 %71, 1
  store i64 %72, ptr %6, align 8, !tbaa !18
  %73 = getelementptr inbounds nuw i8, ptr %87, i64 2
  br label %14

74:                                               ; preds = %85
  %75 = getelementptr inbounds nuw i8, ptr %87, i64 1
  %76 = load i8, ptr %87, align 1, !tbaa !19
  %77 = and i8 %76, 3
  %78 = zext nneg i8 %77 to i64
  %79 = getelementptr inbounds nuw i64, ptr %5, i64 %78
  store i64 %86, ptr %79, align 8, !tbaa !20
  %80 = load i64, ptr %6, align 8, !tbaa !18
  %81 = add nsw i64 %80, 1
  store i64 %81, ptr %6, align 8, !tbaa !18
  %82 = getelementptr inbounds nuw i8, ptr %87, i64 2
  br label %14

83:                                               ; preds = %85
  store i64 %86, ptr %0, align 8, !tbaa !13
  %84 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %87, ptr %84, align 8, !tbaa !21
  ret i64 %86

85:                                               ; preds = %14, %2
  %86 = phi i64 [ %3, %2 ], [ %15, %14 ]
  %87 = phi ptr [ %4, %2 ], [ %16, %14 ]
  %88 = phi ptr [ %1, %2 ], [ %17, %14 ]
  %89 = load i8, ptr %88, align 1, !tbaa !19
  %90 = zext i8 %89 to i64
  %91 = getelementptr inbounds nuw ptr, ptr @run_goto.tab, i64 %90
  %92 = load ptr, ptr %91, align 8, !tbaa !22
  indirectbr ptr %92, [label %9, label %18, label %23, label %34, label %45, label %51, label %64, label %74, label %83]
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i64 @run_switch(ptr noundef captures(none) %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = load i64, ptr %0, align 8, !tbaa !13
  %4 = getelementptr inbounds nuw i8, ptr %0, i64 16
  %5 = getelementptr inbounds nuw i8, ptr %0, i64 40
  %6 = getelementptr inbounds nuw i8, ptr %0, i64 24
  %7 = getelementptr inbounds nuw i8, ptr %0, i64 8
  br label %8

8:                                                ; preds = %61, %2
  %9 = phi i64 [ %3, %2 ], [ %62, %61 ]
  %10 = phi ptr [ %1, %2 ], [ %63, %61 ]
  %11 = getelementptr inbounds nuw i8, ptr %10, i64 1
  %12 = load i8, ptr %10, align 1, !tbaa !19
  switch i8 %12, label %59 [
    i8 0, label %13
    i8 1, label %15
    i8 2, label %17
    i8 3, label %25
    i8 4, label %33
    i8 5, label %36
    i8 6, label %46
    i8 7, label %53
  ]

13:                                               ; preds = %8
  %14 = add nsw i64 %9, 1
  br label %61

15:                                               ; preds = %8
  %16 = add nsw i64 %9, -1
  br label %61

17:                                               ; preds = %8
  %18 = getelementptr inbounds nuw i8, ptr %10, i64 2
  %19 = load i8, ptr %11, align 1, !tbaa !19
  %20 = and i8 %19, 3
  %21 = zext nneg i8 %20 to i64
  %22 = getelementptr inbounds nuw i64, ptr %4, i64 %21
  %23 = load i64, ptr %22, align 8, !tbaa !20
  %24 = add nsw i64 %23, %9
  br label %61

25:                                               ; preds = %8
  %26 = getelementptr inbounds nuw i8, ptr %10, i64 2
  %27 = load i8, ptr %11, align 1, !tbaa !19
  %28 = and i8 %27, 3
  %29 = zext nneg i8 %28 to i64
  %30 = getelementptr inbounds nuw i64, ptr %4, i64 %29
  %31 = load i64, ptr %30, align 8, !tbaa !20
  %32 = mul nsw i64 %31, %9
  br label %61

33:                                               ; preds = %8
  %34 = load i64, ptr %4, align 8, !tbaa !20
  %35 = load i64, ptr %6, align 8, !tbaa !20
  store i64 %35, ptr %4, align 8, !tbaa !20
  store i64 %34, ptr %6, align 8, !tbaa !20
  br label %61

36:                                               ; preds = %8
  %37 = getelementptr inbounds nuw i8, ptr %10, i64 2
  %38 = load i8, ptr %11, align 1, !tbaa !19
  %39 = load i64, ptr %5, align 8, !tbaa !20
  %40 = add nsw i64 %39, -1
  store i64 %40, ptr %5, align 8, !tbaa !20
  %41 = icmp eq i64 %40, 0
  %42 = zext i8 %38 to i64
  %43 = sub nsw i64 0, %42
  %44 = select i1 %41, i64 0, i64 %43
  %45 = getelementptr inbounds i8, ptr %37, i64 %44
  br label %61

46:                                               ; preds = %8
  %47 = getelementptr inbounds nuw i8, ptr %10, i64 2
  %48 = load i8, ptr %11, align 1, !tbaa !19
  %49 = and i8 %48, 3
  %50 = zext nneg i8 %49 to i64
  %51 = getelementptr inbounds nuw i64, ptr %4, i64 %50
  %52 = load i64, ptr %51, align 8, !tbaa !20
  br label %61

53:                                               ; preds = %8
  %54 = getelementptr inbounds nuw i8, ptr %10, i64 2
  %55 = load i8, ptr %11, align 1, !tbaa !19
  %56 = and i8 %55, 3
  %57 = zext nneg i8 %56 to i64
  %58 = getelementptr inbounds nuw i64, ptr %4, i64 %57
  store i64 %9, ptr %58, align 8, !tbaa !20
  br label %61

59:                                               ; preds = %8
  store i64 %9, ptr %0, align 8, !tbaa !13
  %60 = getelementptr inbounds nuw i8, ptr %0, i64 48
  store ptr %11, ptr %60, align 8, !tbaa !21
  ret i64 %9

61:                                               ; preds = %53, %46, %36, %33, %25, %17, %15, %13
  %62 = phi i64 [ %14, %13 ], [ %16, %15 ], [ %24, %17 ], [ %32, %25 ], [ %9, %33 ], [ %9, %36 ], [ %52, %46 ], [ %9, %53 ]
  %63 = phi ptr [ %11, %13 ], [ %11, %15 ], [ %18, %17 ], [ %26, %25 ], [ %11, %33 ], [ %45, %36 ], [ %47, %46 ], [ %54, %53 ]
  %64 = load i64, ptr %7, align 8, !tbaa !18
  %65 = add nsw i64 %64, 1
  store i64 %65, ptr %7, align 8, !tbaa !18
  br label %8
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic-rv64" "target-features"="+64bit,+a,+c,+d,+f,+i,+m,+relax,+zaamo,+zalrsc,+zca,+zcd,+zicsr,+zifencei,+zmmul,-b,-e,-experimental-p,-experimental-smpmpmt,-experimental-svukte,-experimental-xrivosvisni,-experimental-xrivosvizip,-experimental-xsfmclic,-experimental-xsfsclic,-experimental-zibi,-experimental-zicfilp,-experimental-zicfiss,-experimental-zvbc32e,-experimental-zvfbfa,-experimental-zvfofp8min,-experimental-zvkgs,-experimental-zvqdotq,-h,-q,-sdext,-sdtrig,-sha,-shcounterenw,-shgatpa,-shlcofideleg,-shtvala,-shvsatpa,-shvstvala,-shvstvecd,-smaia,-smcdeleg,-smcntrpmf,-smcsrind,-smctr,-smdbltrp,-smepmp,-smmpm,-smnpm,-smrnmi,-smstateen,-ssaia,-ssccfg,-ssccptr,-sscofpmf,-sscounterenw,-sscsrind,-ssctr,-ssdbltrp,-ssnpm,-sspm,-ssqosid,-ssstateen,-ssstrict,-sstc,-sstvala,-sstvecd,-ssu64xl,-supm,-svade,-svadu,-svbare,-svinval,-svnapot,-svpbmt,-svvptc,-v,-xandesbfhcvt,-xandesperf,-xandesvbfhcvt,-xandesvdot,-xandesvpackfph,-xandesvsinth,-xandesvsintload,-xcvalu,-xcvbi,-xcvbitmanip,-xcvelw,-xcvmac,-xcvmem,-xcvsimd,-xmipscbop,-xmipscmov,-xmipsexectl,-xmipslsp,-xqccmp,-xqci,-xqcia,-xqciac,-xqcibi,-xqcibm,-xqcicli,-xqcicm,-xqcics,-xqcicsr,-xqciint,-xqciio,-xqcilb,-xqcili,-xqcilia,-xqcilo,-xqcilsm,-xqcisim,-xqcisls,-xqcisync,-xsfcease,-xsfmm128t,-xsfmm16t,-xsfmm32a16f,-xsfmm32a32f,-xsfmm32a8f,-xsfmm32a8i,-xsfmm32t,-xsfmm64a64f,-xsfmm64t,-xsfmmbase,-xsfvcp,-xsfvfbfexp16e,-xsfvfexp16e,-xsfvfexp32e,-xsfvfexpa,-xsfvfexpa64e,-xsfvfnrclipxfqf,-xsfvfwmaccqqq,-xsfvqmaccdod,-xsfvqmaccqoq,-xsifivecdiscarddlone,-xsifivecflushdlone,-xsmtvdot,-xtheadba,-xtheadbb,-xtheadbs,-xtheadcmo,-xtheadcondmov,-xtheadfmemidx,-xtheadmac,-xtheadmemidx,-xtheadmempair,-xtheadsync,-xtheadvdot,-xventanacondops,-xwchc,-za128rs,-za64rs,-zabha,-zacas,-zalasr,-zama16b,-zawrs,-zba,-zbb,-zbc,-zbkb,-zbkc,-zbkx,-zbs,-zcb,-zce,-zcf,-zclsd,-zcmop,-zcmp,-zcmt,-zdinx,-zfa,-zfbfmin,-zfh,-zfhmin,-zfinx,-zhinx,-zhinxmin,-zic64b,-zicbom,-zicbop,-zicboz,-ziccamoa,-ziccamoc,-ziccif,-zicclsm,-ziccrse,-zicntr,-zicond,-zihintntl,-zihintpause,-zihpm,-zilsd,-zimop,-zk,-zkn,-zknd,-zkne,-zknh,-zkr,-zks,-zksed,-zksh,-zkt,-ztso,-zvbb,-zvbc,-zve32f,-zve32x,-zve64d,-zve64f,-zve64x,-zvfbfmin,-zvfbfwma,-zvfh,-zvfhmin,-zvkb,-zvkg,-zvkn,-zvknc,-zvkned,-zvkng,-zvknha,-zvknhb,-zvks,-zvksc,-zvksed,-zvksg,-zvksh,-zvkt,-zvl1024b,-zvl128b,-zvl16384b,-zvl2048b,-zvl256b,-zvl32768b,-zvl32b,-zvl4096b,-zvl512b,-zvl64b,-zvl65536b,-zvl8192b" }

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
!13 = !{!14, !15, i64 0}
!14 = !{!"vm", !15, i64 0, !15, i64 8, !11, i64 16, !16, i64 48}
!15 = !{!"long", !11, i64 0}
!16 = !{!"p1 omnipotent char", !17, i64 0}
!17 = !{!"any pointer", !11, i64 0}
!18 = !{!14, !15, i64 8}
!19 = !{!11, !11, i64 0}
!20 = !{!15, !15, i64 0}
!21 = !{!14, !16, i64 48}
!22 = !{!17, !17, i64 0}
