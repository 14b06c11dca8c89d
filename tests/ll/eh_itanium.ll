; invoke / landingpad / resume with the Itanium C++ ABI personality.
target triple = "x86_64-unknown-linux-gnu"

@_ZTIi = external constant ptr
@_ZTId = external constant ptr

declare i32 @__gxx_personality_v0(...)
declare void @may_throw(i32)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()

define i32 @catcher(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw(i32 %x)
          to label %ok unwind label %lpad

ok:
  ret i32 0

lpad:
  %lp = landingpad { ptr, i32 }
          catch ptr @_ZTIi
          catch ptr null
  %exn = extractvalue { ptr, i32 } %lp, 0
  %sel = extractvalue { ptr, i32 } %lp, 1
  %is_int = icmp eq i32 %sel, 1
  br i1 %is_int, label %handle, label %rethrow

handle:
  %p = call ptr @__cxa_begin_catch(ptr %exn)
  call void @__cxa_end_catch()
  ret i32 1

rethrow:
  resume { ptr, i32 } %lp
}

define void @cleanup_only() personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @catcher(i32 3)
          to label %done unwind label %cl

done:
  ret void

cl:
  %lp = landingpad { ptr, i32 }
          cleanup
          filter [1 x ptr] [ptr @_ZTId]
  resume { ptr, i32 } %lp
}
