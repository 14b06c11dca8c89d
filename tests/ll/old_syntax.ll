; Syntax of clang 14-19 (opaque pointers): llvm.dbg.* intrinsic calls instead of records,
; nocapture and other older attribute spellings, metadata arguments.
target triple = "x86_64-unknown-linux-gnu"

define dso_local i32 @old(ptr nocapture noundef readonly %p, i32 noundef %n) local_unnamed_addr #0 !dbg !5 {
entry:
  call void @llvm.dbg.value(metadata ptr %p, metadata !10, metadata !DIExpression()), !dbg !12
  call void @llvm.dbg.declare(metadata ptr %p, metadata !10, metadata !DIExpression(DW_OP_deref)), !dbg !12
  %v = load i32, ptr %p, align 4, !dbg !12
  %r = add nsw i32 %v, %n, !dbg !12
  call void @llvm.dbg.value(metadata i32 %r, metadata !10, metadata !DIExpression()), !dbg !12
  ret i32 %r, !dbg !12
}

declare void @llvm.dbg.value(metadata, metadata, metadata) #1
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { nofree norecurse nosync nounwind readonly willreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang version 14", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "o.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "old", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!10 = !DILocalVariable(name: "p", arg: 1, scope: !5, file: !1, line: 1, type: !11)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DILocation(line: 1, column: 1, scope: !5)
