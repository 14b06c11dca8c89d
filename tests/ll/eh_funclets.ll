; Windows-style funclet EH: catchswitch, catchpad, catchret, cleanuppad, cleanupret.
target triple = "x86_64-pc-windows-msvc"

declare i32 @__CxxFrameHandler3(...)
declare void @f()
declare void @g(ptr)

define void @funclets() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @f()
          to label %exit unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %handler, label %handler2] unwind label %cleanup

handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  call void @g(ptr null) [ "funclet"(token %cp) ]
  catchret from %cp to label %exit

handler2:
  %cp2 = catchpad within %cs [ptr null, i32 0, ptr null]
  catchret from %cp2 to label %exit

cleanup:
  %cl = cleanuppad within none []
  call void @f() [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller

exit:
  ret void
}

define void @nested() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @f()
          to label %exit unwind label %outer

outer:
  %o = cleanuppad within none []
  invoke void @f() [ "funclet"(token %o) ]
          to label %inner_ok unwind label %inner

inner_ok:
  cleanupret from %o unwind to caller

inner:
  %cs = catchswitch within %o [label %h] unwind to caller

h:
  %cp = catchpad within %cs []
  catchret from %cp to label %exit

exit:
  ret void
}
