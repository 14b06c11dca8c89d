; Parameter, return and function attributes of every form, inline and in groups.
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { [8 x i64] }

declare noalias noundef nonnull align 16 dereferenceable(64) ptr @alloc(i64 noundef) #0
declare void @byv(ptr byval(%struct.big) align 8, ptr sret(%struct.big) align 8, ptr byref(i32), ptr preallocated(i32), ptr inalloca(i32))
declare zeroext i8 @ext(i8 signext, i16 zeroext, i32 inreg, ptr nest, ptr swiftself, ptr swifterror, ptr swiftasync)
declare void @ranges(i32 range(i32 0, 10), ptr captures(none), ptr captures(address, read_provenance), ptr captures(ret: address, provenance), ptr dereferenceable_or_null(8), ptr nofree, ptr readonly, ptr writeonly, float nofpclass(nan inf), ptr noundef initializes((0, 4)), ptr dead_on_unwind writable)
declare range(i64 0, 100) i64 @rr()
declare void @fnattrs() #1
declare void @inline_fn() nounwind memory(argmem: readwrite, inaccessiblemem: read) uwtable(sync) alignstack(16) "str-attr" "k"="v" vscale_range(1,16) allockind("alloc,zeroed") "alloc-family"="malloc"

declare token @llvm.call.preallocated.setup(i32)

define void @calls(ptr %p) {
  %t = call token @llvm.call.preallocated.setup(i32 1)
  %se = alloca swifterror ptr, align 8
  %m = call noalias ptr @alloc(i64 noundef 8) #2
  call void @byv(ptr byval(%struct.big) align 8 %p, ptr sret(%struct.big) align 8 %p, ptr byref(i32) %p, ptr preallocated(i32) %p, ptr inalloca(i32) %p) [ "preallocated"(token %t) ]
  %e = call signext i8 @ext(i8 signext 1, i16 zeroext 2, i32 inreg 3, ptr nest %p, ptr swiftself %p, ptr swifterror %se, ptr swiftasync %p)
  call void @fnattrs() nounwind cold
  ret void
}

attributes #0 = { nounwind allocsize(0) "alloc-family"="malloc" }
attributes #1 = { noinline nounwind optnone uwtable alignstack=16 "frame-pointer"="all" "target-cpu"="x86-64" memory(none) }
attributes #2 = { builtin nounwind }
