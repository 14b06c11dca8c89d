; Debug records (#dbg_value, #dbg_declare, #dbg_assign, #dbg_label) as LLVM 19+ writes them,
; including DIArgList, empty metadata and DIExpression operations.
target triple = "riscv64-unknown-linux-gnu"

define i32 @f(i32 %a, i32 %b) !dbg !5 {
entry:
  %p = alloca i32, align 4, !DIAssignID !20
    #dbg_declare(ptr %p, !10, !DIExpression(), !12)
    #dbg_assign(i32 poison, !10, !DIExpression(), !20, ptr %p, !DIExpression(), !12)
    #dbg_value(i32 %a, !10, !DIExpression(), !12)
  %s = add i32 %a, %b
    #dbg_value(!DIArgList(i32 %a, i32 %b), !10, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !12)
    #dbg_value(i32 %s, !10, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !12)
    #dbg_value(!{}, !10, !DIExpression(), !12)
    #dbg_label(!11, !12)
  ret i32 %s, !dbg !12
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "kiln test", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "d.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{!8, !8, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DILocalVariable(name: "x", arg: 1, scope: !5, file: !1, line: 1, type: !8)
!11 = !DILabel(scope: !5, name: "lbl", file: !1, line: 2)
!12 = !DILocation(line: 2, column: 3, scope: !5)
!20 = distinct !DIAssignID()
