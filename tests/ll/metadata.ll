; Metadata of every shape: named, numbered, distinct, generic tuples, strings, values,
; specialized debug-info nodes, forward references, attachments on globals, functions and
; instructions.
target triple = "x86_64-unknown-linux-gnu"

@g = global i32 0, !dbg !20, !type !30

define i32 @f(i32 %x) !dbg !10 !prof !31 {
entry:
  %a = add i32 %x, 1, !dbg !15
  %l = load i32, ptr @g, align 4, !tbaa !40, !range !35, !noundef !36
  store i32 %a, ptr @g, align 4, !nontemporal !37, !tbaa !40
  %c = icmp sgt i32 %l, 0
  br i1 %c, label %t, label %e, !prof !32, !llvm.loop !50

t:
  call void @llvm.donothing(), !annotation !38
  ret i32 %a, !dbg !16

e:
  ret i32 0, !custom !{!"inline", i32 5, !{}}
}

declare void @llvm.donothing()

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}
!named.empty = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !21, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "t.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{!"clang version 22"}
!6 = !{null, !"s", i64 -1, ptr @g, float 1.500000e+00, !7}
!7 = distinct !{!7}
!10 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocation(line: 4, column: 10, scope: !10)
!16 = !DILocation(line: 5, column: 3, scope: !10, inlinedAt: !17)
!17 = distinct !DILocation(line: 9, column: 1, scope: !10)
!20 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!21 = !{!20}
!22 = distinct !DIGlobalVariable(name: "g", scope: !0, file: !1, line: 1, type: !13, isLocal: false, isDefinition: true)
!30 = !{i64 0, !"typeid"}
!31 = !{!"function_entry_count", i64 100}
!32 = !{!"branch_weights", i32 10, i32 90}
!35 = !{i32 0, i32 100}
!36 = !{}
!37 = !{i32 1}
!38 = !{!"note"}
!40 = !{!41, !41, i64 0}
!41 = !{!"int", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!50 = distinct !{!50, !51, !52}
!51 = !{!"llvm.loop.mustprogress"}
!52 = !{!"llvm.loop.unroll.count", i32 4}
