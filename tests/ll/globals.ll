; Global variables with every linkage, visibility, DLL storage, TLS model, unnamed_addr,
; address space, section, partition, comdat, alignment and attributes; aliases and ifuncs.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

$any = comdat any
$exact = comdat exactmatch
$largest = comdat largest
$nodedup = comdat nodeduplicate
$same = comdat samesize
$"quoted comdat" = comdat any

%struct.pair = type { i32, ptr }
%opaque = type opaque
%packed = type <{ i8, i32 }>
%0 = type { i8 }

@ext = external global i32
@extw = extern_weak global i32
@priv = private constant [4 x i8] c"abc\00"
@intl = internal global i32 1
@avail = available_externally global i32 2
@lo = linkonce global i32 3, comdat($any)
@lo_odr = linkonce_odr global i32 4, comdat($exact)
@weak = weak global i32 5, comdat($largest)
@weak_odr = weak_odr global i32 6, comdat($nodedup)
@common = common global i32 0, align 4
@app = appending global [1 x ptr] [ptr @intl]
@same = global i32 7, comdat
@q = global i32 8, comdat($"quoted comdat")
@hid = hidden global i32 0
@prot = protected global i32 0
@dllimp = external dllimport global i32
@dllexp = dllexport global i32 0
@dso = dso_local global i32 0
@tls1 = thread_local global i32 0
@tls2 = thread_local(localdynamic) global i32 0
@tls3 = thread_local(initialexec) global i32 0
@tls4 = thread_local(localexec) global i32 0
@ua = unnamed_addr constant i32 9
@lua = local_unnamed_addr global i32 10
@as1 = addrspace(1) global i32 11
@sect = global i32 12, section ".mydata", partition "part1", align 16
@extinit = externally_initialized global i32 13
@cm = global i32 14, code_model "large"
@san = global i32 15, no_sanitize_address, sanitize_memtag
@attrs = global i32 16 #0
@pair = global %struct.pair { i32 1, ptr @pair }
@pk = global %packed <{ i8 1, i32 2 }>
@num = global %0 zeroinitializer
@"quoted name" = global i32 17
@1 = private global i32 18
@op = external global %opaque
@u = global { i32, [2 x float] } undef
@pz = global [2 x i64] poison

@alias = alias i32, ptr @intl
@alias2 = hidden alias i32, ptr getelementptr (i8, ptr @intl, i64 4)
@alias3 = weak dso_local alias i32, ptr @weak, partition "part2"
@ifunc = ifunc void (), ptr @resolver
@ifunc2 = internal ifunc i32 (i32), ptr @resolver

define internal ptr @resolver() {
  ret ptr null
}

define void @uses() {
  %a = load i32, ptr @1, align 4
  %b = load i32, ptr @"quoted name", align 4
  %c = load i32, ptr addrspace(1) @as1, align 4
  call void @ifunc()
  ret void
}

attributes #0 = { "key"="value" }
