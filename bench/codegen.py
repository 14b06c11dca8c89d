#!/usr/bin/env python3
"""kiln against llc-22: compile time, peak memory, thread scaling and code quality, per target.

Run through `bash bench/run.sh` (which builds kiln and the qemu plugin first). Writes
BENCHMARKS.md at the repository root and bench/compile-time.svg, and keeps its generated inputs
under $BENCH_WORK (default target/bench-codegen; one subdirectory per target other than
riscv64), reused by later runs.

riscv64 gets every table (compile time and memory, function size, thread scaling, kernels);
the other targets (BENCH_TARGETS, default all) get compile time and memory on the corpus and
csmith modules, and the kernels' dynamic instruction counts, with their issue's goals.

Inputs are selected by "kiln compiles it" at run time: other engineers are adding floating
point, vectors and more, so the set grows with kiln; every skipped program is counted.
"""

import datetime
import math
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lua"))
import lua as lua_bench  # noqa: E402  (bench/lua/lua.py)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.environ.get("BENCH_WORK", os.path.join(ROOT, "target", "bench-codegen"))
KILN = os.environ["KILN"]
PLUGIN = os.environ["INSNCOUNT"]
RUNS = int(os.environ.get("RUNS", "5"))
CSMITH_SIZES = [int(x) for x in os.environ.get("CSMITH_SIZES", "25000,50000,100000,200000").split(",")]
# The other targets' csmith modules: two sizes keep a full run within the hour.
CSMITH_SIZES_OTHER = [int(x) for x in
                      os.environ.get("CSMITH_SIZES_OTHER", "25000,100000").split(",")]
LEVELS = ["-O0", "-O2"]
# picolibc's headers and the bare-metal riscv32 link, as the test harness builds it
# (crates/harness/src/target.rs): semihosting I/O under qemu-system-riscv32.
PICOLIBC_INCLUDE = "/usr/lib/picolibc/riscv64-unknown-elf/include"
RV32_ATOMICS = os.path.join(ROOT, "crates", "harness", "rv32-runtime", "atomic.c")


class Target:
    """One configuration: how clang writes its IR, how kiln and llc-22 are told the triple,
    how a kernel object is linked and run (the runner takes the plugin, then the executable)."""

    def __init__(self, name, issue, triple, clang, link, run, run_after, size, kiln_extra=()):
        self.name, self.issue, self.triple = name, issue, triple
        self.clang = ["clang-22", f"--target={triple}"] + clang + ["-S", "-emit-llvm", "-w"]
        self.link, self.run, self.run_after, self.size = link, run, run_after, size
        self.kiln_extra = list(kiln_extra)
        self.work = WORK if name == "riscv64" else os.path.join(WORK, name)


TARGETS = [
    Target("riscv64", 8, "riscv64-linux-gnu", ["-march=rv64gc", "-mabi=lp64d"],
           ["riscv64-linux-gnu-gcc", "-static"], ["qemu-riscv64"], [], "riscv64-linux-gnu-size"),
    Target("riscv32", 17, "riscv32-unknown-elf",
           ["-march=rv32imafdc", "-mabi=ilp32d", "-isystem", PICOLIBC_INCLUDE],
           ["riscv64-unknown-elf-gcc", "-march=rv32imafdc", "-mabi=ilp32d",
            "--specs=picolibc.specs", "--oslib=semihost", "--crt0=semihost",
            "-Wl,--defsym=__flash=0x80000000", "-Wl,--defsym=__flash_size=0x400000",
            "-Wl,--defsym=__ram=0x80400000", "-Wl,--defsym=__ram_size=0x1000000",
            "-Wl,--defsym=__stack_size=0x100000", RV32_ATOMICS],
           ["qemu-system-riscv32", "-machine", "virt", "-nographic", "-bios", "none"],
           ["-chardev", "stdio,id=c0", "-semihosting-config", "enable=on,target=native,chardev=c0",
            "-monitor", "none", "-serial", "none"], "riscv64-unknown-elf-size"),
    Target("aarch64", 18, "aarch64-linux-gnu", [], ["aarch64-linux-gnu-gcc", "-static"],
           ["qemu-aarch64"], [], "aarch64-linux-gnu-size"),
    Target("x86-64", 19, "x86_64-linux-gnu", [], ["gcc", "-static"], ["qemu-x86_64"], [], "size"),
]


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def kiln_cmd(t, ll, level, out, threads=1):
    # Static, as llc-22 builds it (kiln would otherwise follow clang's PIE module flags).
    return [KILN, f"-mtriple={t.triple}", level, "-relocation-model=static", "-filetype=obj",
            f"-threads={threads}", ll, "-o", out]


def llc_cmd(t, ll, level, out):
    return ["llc-22", f"-mtriple={t.triple}", level, "-filetype=obj", ll, "-o", out]


def kiln_compiles(t, ll):
    """Whether kiln compiles `ll` at -O0 and -O2 (the selection rule for every input)."""
    for level in LEVELS:
        if run(kiln_cmd(t, ll, level, "/dev/null")).returncode != 0:
            return False
    return True


def lines(path):
    with open(path, "rb") as f:
        return sum(1 for _ in f)


def link(parts, out):
    """llvm-link-22 -S of parts, greedily dropping those that clash; returns the kept ones."""
    if run(["llvm-link-22", "-S", "-o", out] + parts).returncode == 0:
        return parts
    kept = []
    for p in parts:
        if run(["llvm-link-22", "-S", "-o", out + ".try"] + kept + [p]).returncode == 0:
            kept.append(p)
    run(["llvm-link-22", "-S", "-o", out] + kept).check_returncode()
    return kept


def corpus_inputs(t):
    """The C corpus at clang -O0 and -O2, each program kept if kiln compiles it, linked."""
    d = os.path.join(t.work, "corpus")
    os.makedirs(d, exist_ok=True)
    progs = sorted(f[:-2] for f in os.listdir(os.path.join(ROOT, "tests", "c")) if f.endswith(".c"))
    result = []
    for level in LEVELS:
        out = os.path.join(d, f"corpus{level}.ll")
        stamp = out + ".count"
        if not (os.path.exists(out) and os.path.exists(stamp)):
            ok = []
            for p in progs:
                ll = os.path.join(d, f"{p}{level}.ll")
                c = os.path.join(ROOT, "tests", "c", p + ".c")
                r = run(t.clang + [level, f"-Dmain=corpus_main_{p}", c, "-o", ll])
                if r.returncode == 0 and kiln_compiles(t, ll):
                    ok.append(ll)
            kept = link(ok, out)
            if not kiln_compiles(t, out):
                log(f"kiln cannot compile the linked {out}; skipped")
                continue
            with open(stamp, "w") as f:
                f.write(f"{len(kept)} {len(progs)}\n")
        n_kept, n_all = open(stamp).read().split()
        result.append({"name": f"corpus, clang {level}", "ll": out, "lines": lines(out),
                       "note": f"{n_kept} of {n_all} programs"})
    return result


def csmith_inputs(t, csmith_sizes):
    """csmith --no-float programs, fixed seeds from 1, odd seeds at clang -O0 and even at -O2,
    kept if kiln compiles them; linked into modules of the sizes in `csmith_sizes` (IR lines).
    The C files are shared by every target (under riscv64's directory)."""
    d = os.path.join(t.work, "csmith")
    cdir = os.path.join(WORK, "csmith")
    os.makedirs(d, exist_ok=True)
    os.makedirs(cdir, exist_ok=True)
    target = max(csmith_sizes)
    kept, total, seed, skipped = [], 0, 0, 0
    sizes = sorted(csmith_sizes)
    result = []
    while total < target and seed < 2000:
        seed += 1
        c = os.path.join(cdir, f"s{seed}.c")
        ll = os.path.join(d, f"s{seed}.ll")
        verdict = ll + ".ok"
        if not os.path.exists(verdict):
            if not os.path.exists(c):
                run(["csmith", "--seed", str(seed), "--no-float", "-o", c]).check_returncode()
            level = "-O0" if seed % 2 else "-O2"
            r = run(t.clang + [level, "-I/usr/include/csmith", f"-Dmain=csmith_main_{seed}", c,
                               "-o", ll])
            good = r.returncode == 0 and kiln_compiles(t, ll)
            with open(verdict, "w") as f:
                f.write("yes\n" if good else "no\n")
        if open(verdict).read().strip() != "yes":
            skipped += 1
            continue
        kept.append(ll)
        total += lines(ll)
        while sizes and total >= sizes[0]:
            out = os.path.join(d, f"csmith-{sizes[0]}.ll")
            if not os.path.exists(out):
                link(list(kept), out)
            result.append({"name": f"csmith {len(kept)} programs", "ll": out, "lines": lines(out),
                           "note": f"seeds 1..{seed}, {skipped} skipped (kiln can't compile)"})
            sizes.pop(0)
    return result


def measure(cmd):
    """(wall s, cpu s, peak RSS KiB) of one run; raises when it fails."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    err = p.stderr.read().decode(errors="replace")
    p.stderr.close()
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed: {err}")
    return wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def compile_times(t, inputs):
    rows = []
    for inp in inputs:
        for level in LEVELS:
            k, l = [], []
            for r in range(RUNS):
                # Alternate, and alternate who goes first.
                pair = [("k", kiln_cmd(t, inp["ll"], level, "/dev/null")),
                        ("l", llc_cmd(t, inp["ll"], level, "/dev/null"))]
                if r % 2:
                    pair.reverse()
                for who, cmd in pair:
                    (k if who == "k" else l).append(measure(cmd))
            row = {"input": inp, "level": level}
            for who, xs in (("kiln", k), ("llc", l)):
                row[who] = tuple(median([x[i] for x in xs]) for i in range(3))
            rows.append(row)
            log(f"  {t.name} {inp['name']} {level}: kiln {row['kiln'][1]:.3f}s cpu, llc {row['llc'][1]:.3f}s cpu")
    return rows


def scaling(t, inp):
    rows = []
    outs = {}
    for level in LEVELS:
        tm = {1: [], 2: []}
        for r in range(RUNS):
            for threads in ((1, 2) if r % 2 == 0 else (2, 1)):
                out = os.path.join(WORK, f"scale{level}-t{threads}.o")
                tm[threads].append(measure(kiln_cmd(t, inp["ll"], level, out, threads)))
                with open(out, "rb") as f:
                    outs.setdefault((level, threads), set()).add(f.read())
        same = len(outs[(level, 1)] | outs[(level, 2)]) == 1
        rows.append({"level": level, "t1": median([x[0] for x in tm[1]]),
                     "t2": median([x[0] for x in tm[2]]),
                     "cpu1": median([x[1] for x in tm[1]]), "cpu2": median([x[1] for x in tm[2]]),
                     "same": same})
    return rows


def one_block(n):
    """One function of one basic block with n chained integer operations."""
    ops = ["add", "xor", "mul", "sub", "and", "or"]
    body = ["define i64 @f(i64 %a, i64 %b) {", "  %v0 = add i64 %a, %b"]
    for k in range(1, n):
        other = f"%v{k - 7}" if k > 7 else "%a"
        body.append(f"  %v{k} = {ops[k % 6]} i64 %v{k - 1}, {other}")
    body += [f"  ret i64 %v{n - 1}", "}"]
    return "\n".join(body) + "\n"


def many_blocks(n):
    """One function of n if/else diamonds joined by phis, with a call every eighth diamond."""
    s = ["declare i64 @g(i64)", "define i64 @f(i64 %a) {", "entry:", "  br label %b0"]
    for k in range(n):
        prev = "entry" if k == 0 else f"j{k - 1}"
        inc = "%a" if k == 0 else f"%x{k - 1}"
        s += [f"b{k}:", f"  %p{k} = phi i64 [ {inc}, %{prev} ]",
              f"  %t{k} = icmp ult i64 %p{k}, {1000 + k}",
              f"  br i1 %t{k}, label %l{k}, label %r{k}", f"l{k}:"]
        s.append(f"  %y{k} = call i64 @g(i64 %p{k})" if k % 8 == 0 else f"  %y{k} = mul i64 %p{k}, 3")
        s += [f"  br label %j{k}", f"r{k}:", f"  %z{k} = sub i64 %p{k}, 7", f"  br label %j{k}",
              f"j{k}:", f"  %x{k} = phi i64 [ %y{k}, %l{k} ], [ %z{k}, %r{k} ]", f"  br label %b{k + 1}"]
    s += [f"b{n}:", f"  ret i64 %x{n - 1}", "}"]
    return "\n".join(s) + "\n"


# (shape, generator, base size): each shape is compiled at the base size and at 8 times it.
FUNCTION_SHAPES = [("one block", one_block, 4200), ("many blocks", many_blocks, 600)]


def function_size_scaling(t):
    """CPU time of one ever larger function: a quadratic pass shows as 64x for 8x the size."""
    rows = []
    for shape, gen, base in FUNCTION_SHAPES:
        tm = {}
        for n in (base, 8 * base):
            ll = os.path.join(WORK, f"fn-{shape.replace(' ', '-')}-{n}.ll")
            with open(ll, "w") as f:
                f.write(gen(n))
            for level in LEVELS:
                k, l = [], []
                for r in range(RUNS):
                    pair = [(k, kiln_cmd(t, ll, level, "/dev/null")),
                            (l, llc_cmd(t, ll, level, "/dev/null"))]
                    for xs, cmd in (pair if r % 2 == 0 else pair[::-1]):
                        xs.append(measure(cmd)[1])
                tm[(n, level)] = (median(k), median(l))
        for level in LEVELS:
            (ks, ls), (kl, ll_) = tm[(base, level)], tm[(8 * base, level)]
            rows.append({"shape": shape, "n": base, "level": level, "kiln": (ks, kl), "llc": (ls, ll_)})
            log(f"  {shape} {level}: kiln {ks:.3f} -> {kl:.3f}s, llc {ls:.3f} -> {ll_:.3f}s")
    return rows


def text_size(t, obj):
    r = run([t.size, "-A", obj])
    total = 0
    for line in r.stdout.decode().splitlines():
        f = line.split()
        if len(f) >= 2 and f[0].startswith(".text") and f[1].isdigit():
            total += int(f[1])
    return total


def text_range(mapfile, obj):
    """[lo, hi) of the object's .text input sections in the linked executable (linker map)."""
    lo, hi = None, None
    pat = re.compile(r"^ (\.text\S*)\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S+)$")
    prev = None
    with open(mapfile) as f:
        for line in f:
            line = line.rstrip("\n")
            m = pat.match(line)
            if not m and prev is not None:
                # Long section names put the address on the next line.
                m = re.match(r"^\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S+)$", line)
                if m:
                    m = (prev, m.group(1), m.group(2), m.group(3))
            elif m:
                m = m.groups()
            prev = line.strip() if re.match(r"^ \.text\S*$", line) else None
            if m and m[3] == obj:
                a, s = int(m[1], 16), int(m[2], 16)
                if s:
                    lo = a if lo is None else min(lo, a)
                    hi = a + s if hi is None else max(hi, a + s)
    return lo, hi


def count_insns(t, exe, lo, hi):
    """(instructions executed in [lo, hi), the program's output) under the target's qemu."""
    plugin = ["-plugin", f"{PLUGIN},lo={lo:#x},hi={hi:#x}", "-d", "plugin"]
    # qemu-system takes the program as -kernel; qemu-user as its last argument.
    exe_arg = ["-kernel", exe] if t.run_after else [exe]
    r = run(t.run + plugin + exe_arg + t.run_after, timeout=600)
    m = re.search(rb"insns (\d+)", r.stderr)
    if r.returncode != 0 or not m:
        raise RuntimeError(f"{exe}: {r.stderr.decode(errors='replace')[-500:]}")
    return int(m.group(1)), r.stdout


def kernels(t):
    kdir = os.path.join(ROOT, "bench", "kernels")
    d = os.path.join(t.work, "kernels")
    os.makedirs(d, exist_ok=True)
    rows = []
    only = [k for k in os.environ.get("KERNELS", "").split(",") if k]
    levels = [lv for lv in os.environ.get("LEVELS", "").split(",") if lv] or LEVELS
    for name in sorted(f[:-2] for f in os.listdir(kdir) if f.endswith(".c")):
        if only and name not in only:
            continue
        for level in levels:
            row = {"kernel": name, "level": level}
            rows.append(row)
            ll = os.path.join(d, f"{name}{level}.ll")
            run(t.clang + [level, os.path.join(kdir, name + ".c"), "-o", ll]).check_returncode()
            res = {}
            for who in ("kiln", "llc"):
                obj = os.path.join(d, f"{name}{level}.{who}.o")
                cmd = kiln_cmd(t, ll, level, obj) if who == "kiln" else llc_cmd(t, ll, level, obj)
                r = run(cmd)
                if r.returncode != 0:
                    msg = r.stderr.decode(errors="replace").strip().splitlines()
                    row["status"] = f"{who} can't compile it: " + (msg[0] if msg else "?")
                    break
                exe = obj[:-2]
                mapf = exe + ".map"
                r = run(t.link + [obj, "-o", exe, f"-Wl,-Map,{mapf}", "-lm"])
                if r.returncode != 0:
                    msg = r.stderr.decode(errors="replace").strip().splitlines()
                    row["status"] = f"{who}'s object does not link: " + (msg[0] if msg else "?")
                    break
                lo, hi = text_range(mapf, obj)
                try:
                    insns, out = count_insns(t, exe, lo, hi)
                except (RuntimeError, subprocess.TimeoutExpired) as e:
                    row["status"] = f"{who}'s build fails to run: " + str(e).splitlines()[-1][:200]
                    break
                res[who] = (insns, text_size(t, obj), out)
            if len(res) == 2:
                row["kiln"], row["llc"] = res["kiln"], res["llc"]
                row["status"] = "ok" if res["kiln"][2] == res["llc"][2] else "OUTPUT DIFFERS"
            log(f"  {t.name} {name} {level}: {row.get('status')}")
    return rows


def svg_plot(rows, path):
    """Compile time (CPU, median) against IR lines, one polyline per compiler and level."""
    pts = {}
    for r in rows:
        if not r["input"]["name"].startswith("csmith"):
            continue
        for who in ("kiln", "llc"):
            pts.setdefault(f"{who} {r['level']}", []).append((r["input"]["lines"], r[who][1]))
    if not pts:
        return
    W, H, L, B, T, R = 720, 440, 70, 50, 30, 150
    xmax = max(x for s in pts.values() for x, _ in s) * 1.05
    ymax = max(y for s in pts.values() for _, y in s) * 1.1
    sx = lambda x: L + (W - L - R) * x / xmax
    sy = lambda y: H - B - (H - B - T) * y / ymax
    colors = {"kiln -O0": "#1b9e77", "kiln -O2": "#d95f02", "llc -O0": "#7570b3",
              "llc -O2": "#e7298a"}
    o = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" font-family="sans-serif" font-size="12">',
         f'<rect width="{W}" height="{H}" fill="white"/>',
         f'<text x="20" y="18" font-size="14">Compile time vs input size (riscv64, -filetype=obj, CPU s, median of {RUNS})</text>',
         f'<line x1="{L}" y1="{H - B}" x2="{W - R}" y2="{H - B}" stroke="black"/>',
         f'<line x1="{L}" y1="{H - B}" x2="{L}" y2="{T}" stroke="black"/>']
    for i in range(6):
        xv = xmax * i / 5
        yv = ymax * i / 5
        o.append(f'<text x="{sx(xv):.1f}" y="{H - B + 16}" text-anchor="middle">{xv / 1000:.0f}k</text>')
        o.append(f'<text x="{L - 6}" y="{sy(yv) + 4:.1f}" text-anchor="end">{yv:.2f}</text>')
        o.append(f'<line x1="{L}" y1="{sy(yv):.1f}" x2="{W - R}" y2="{sy(yv):.1f}" stroke="#ddd"/>')
    o.append(f'<text x="{(L + W - R) / 2}" y="{H - 12}" text-anchor="middle">lines of LLVM IR (csmith modules)</text>')
    o.append(f'<text x="16" y="{(T + H - B) / 2}" transform="rotate(-90 16 {(T + H - B) / 2})" text-anchor="middle">seconds (CPU)</text>')
    for k, (name, s) in enumerate(sorted(pts.items())):
        s.sort()
        c = colors.get(name, "black")
        dash = ' stroke-dasharray="6,4"' if name.startswith("llc") else ""
        o.append('<polyline fill="none" stroke="{}" stroke-width="2"{} points="{}"/>'.format(
            c, dash, " ".join(f"{sx(x):.1f},{sy(y):.1f}" for x, y in s)))
        for x, y in s:
            o.append(f'<circle cx="{sx(x):.1f}" cy="{sy(y):.1f}" r="3.5" fill="{c}"/>')
        ly = T + 20 + 20 * k
        o.append(f'<line x1="{W - R + 15}" y1="{ly}" x2="{W - R + 45}" y2="{ly}" stroke="{c}" stroke-width="2"{dash}/>')
        o.append(f'<text x="{W - R + 50}" y="{ly + 4}">{name}</text>')
    o.append("</svg>")
    with open(path, "w") as f:
        f.write("\n".join(o) + "\n")


def fmt_ratio(x):
    return "n/a" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.2f}"


def linear_fit_note(rows, who, level):
    """Time per 1k lines at the smallest and largest csmith module (linear: about equal)."""
    s = sorted((r["input"]["lines"], r[who][1]) for r in rows
               if r["level"] == level and r["input"]["name"].startswith("csmith"))
    if len(s) < 2:
        return "n/a"
    return f"{1000 * s[0][1] / s[0][0] * 1000:.1f} -> {1000 * s[-1][1] / s[-1][0] * 1000:.1f} ms"


def source_state():
    """The commit the measured kiln was built from (taken when the run starts)."""
    commit = run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"]).stdout.decode().strip()
    dirty = run(["git", "-C", ROOT, "diff", "--quiet", "HEAD", "--", "crates", "targets"]).returncode
    return commit, dirty


def compile_time_table(o, ct):
    """Appends the compile-time and memory table; returns {level: (wall, cpu, rss) geomeans}."""
    g = {}
    o.append("| input | IR lines | level | kiln wall s | llc wall s | wall ratio | kiln CPU s | llc CPU s | **CPU ratio** | kiln RSS MiB | llc RSS MiB | RSS ratio |")
    o.append("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for level in LEVELS:
        rs = [r for r in ct if r["level"] == level]
        for r in rs:
            k, l = r["kiln"], r["llc"]
            o.append(f"| {r['input']['name']} | {r['input']['lines']} | {level} | {k[0]:.3f} | {l[0]:.3f} | "
                     f"{k[0] / l[0]:.2f} | {k[1]:.3f} | {l[1]:.3f} | **{k[1] / l[1]:.2f}** | "
                     f"{k[2] / 1024:.1f} | {l[2] / 1024:.1f} | {k[2] / l[2]:.2f} |")
        gw = geomean([r["kiln"][0] / r["llc"][0] for r in rs])
        gc = geomean([r["kiln"][1] / r["llc"][1] for r in rs])
        gm = geomean([r["kiln"][2] / r["llc"][2] for r in rs])
        g[level] = (gw, gc, gm)
        o.append(f"| **geomean** | | {level} | | | {fmt_ratio(gw)} | | | **{fmt_ratio(gc)}** | | | {fmt_ratio(gm)} |")
    o.append("")
    return g


def kernel_table(o, kr):
    """Appends the kernels' table; returns {level: (insn geomean, size geomean, ok, all)}."""
    g = {}
    o.append("| kernel | level | kiln insns | llc insns | **insn ratio** | kiln .text | llc .text | size ratio | status |")
    o.append("|---|---|---|---|---|---|---|---|---|")
    for level in LEVELS:
        rs = [r for r in kr if r["level"] == level]
        for r in rs:
            if "kiln" in r:
                k, l = r["kiln"], r["llc"]
                o.append(f"| {r['kernel']} | {level} | {k[0]} | {l[0]} | **{k[0] / l[0]:.2f}** | {k[1]} | "
                         f"{l[1]} | {k[1] / l[1]:.2f} | {r['status']} |")
            else:
                st = r.get("status", "?").replace("|", "/")
                o.append(f"| {r['kernel']} | {level} | | | | | | | {st} |")
        ok = [r for r in rs if "kiln" in r and r["status"] == "ok"]
        gi = geomean([r["kiln"][0] / r["llc"][0] for r in ok])
        gs = geomean([r["kiln"][1] / r["llc"][1] for r in ok])
        g[level] = (gi, gs, len(ok), len(rs))
        o.append(f"| **geomean** ({len(ok)} of {len(rs)}) | {level} | | | **{fmt_ratio(gi)}** | | | {fmt_ratio(gs)} | |")
    o.append("")
    return g


def goals_table(o, t, g, gq):
    """Appends the goals of the target's issue: compile time, memory and code quality."""
    o.append(f"### Goals of issue {t.issue} ({t.name})\n")
    o.append("| goal | measured | met |")
    o.append("|---|---|---|")

    def goal(text, val, limit):
        met = "yes" if val == val and val <= limit else "**no**"
        o.append(f"| {text} (<= {limit}) | {fmt_ratio(val)} | {met} |")
    if "-O0" in g and "-O2" in g:
        goal("kiln -O0 compile time / llc-22 -O0, geomean CPU", g["-O0"][1], 0.5)
        goal("kiln -O2 compile time / llc-22 -O2, geomean CPU", g["-O2"][1], 1.0)
        goal("kiln -O0 compile time / llc-22 -O0, geomean wall", g["-O0"][0], 0.5)
        goal("kiln -O2 compile time / llc-22 -O2, geomean wall", g["-O2"][0], 1.0)
        goal("peak RSS kiln / llc-22, geomean -O0", g["-O0"][2], 1.0)
        goal("peak RSS kiln / llc-22, geomean -O2", g["-O2"][2], 1.0)
    goal("kiln -O2 code dynamic instructions / llc-22 -O2, geomean", gq["-O2"][0], 1.25)
    goal("kiln -O0 code dynamic instructions / llc-22 -O0, geomean", gq["-O0"][0], 1.0)
    o.append("")


KERNELS_TEXT = ("`bench/kernels/*.c`, each compiled by clang-22 at -O0 (for the -O0 rows) or -O2 (for "
                "the -O2 rows) to one `.ll`, which kiln and llc-22 compile at the same level to an "
                "object, linked `-static` by the target's gcc, run under the target's qemu with kiln's "
                "TCG plugin (`bench/qemu-plugin/insncount.c`): every executed instruction whose address "
                "lies in the kernel object's `.text` (from the linker map) is counted exactly, libc "
                "excluded. Both builds' outputs are compared. `.text` is the object's code size.\n")


def inputs_list(o, inputs):
    for i in inputs:
        o.append(f"- `{i['name']}`: {i['lines']} lines of IR; {i['note']}")
    o.append("")


def report(rv, others, started, load0, state):
    """BENCHMARKS.md: riscv64's full report (`rv`), then each other target's (`others`)."""
    commit, dirty = state
    cpu = "unknown"
    for line in open("/proc/cpuinfo"):
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break
    mem = open("/proc/meminfo").readline().split()[1]
    load1 = open("/proc/loadavg").read().split()[:3]
    llc_ver = run(["llc-22", "--version"]).stdout.decode().splitlines()
    llc_ver = next((l.strip() for l in llc_ver if "version" in l), "llc-22")
    o = []
    o.append("# kiln benchmarks: code generation against llc-22\n")
    o.append("Written by `bash bench/run.sh` (see `bench/README.md`); every figure below comes from that "
             "run. Do not edit by hand: rerun it.\n")
    o.append(f"- Date (UTC): {started}\n- Commit: {commit}{'+dirty' if dirty else ''}\n"
             f"- Machine: {os.uname().machine}, {os.cpu_count()} cores, {cpu}, {int(mem) // 1024} MiB RAM\n"
             f"- Load average at start / end: {' '.join(load0)} / {' '.join(load1)}. **The machine is shared "
             "with other engineers' builds**: wall times are inflated and noisy; CPU time (user+sys of the "
             "process) is the steadier figure, and the goals below are judged on it.\n"
             "- kiln: built by `cargo build --profile dist -p kiln-cli` (the release profile plus fat LTO "
             "and one codegen unit; see Cargo.toml)\n"
             f"- Compared with: {llc_ver}\n- Runs: {RUNS} per configuration, kiln and llc-22 alternated "
             "(the first of each pair alternates too); medians.\n"
             f"- Targets: {', '.join(['riscv64'] + [x['target'].name for x in others])}\n")
    o.append("## Commands\n")
    o.append("```sh\nbash scripts/setup.sh          # once: clang-22, llvm-22, qemu-user, csmith, cross gcc, python3\n"
             "bash bench/run.sh               # RUNS=5 CSMITH_SIZES=25000,50000,100000,200000 by default\n```\n")
    o.append("Per target, input and level, the two timed commands are\n\n```sh\n"
             "kiln   -mtriple=<triple> -O<n> -relocation-model=static -filetype=obj -threads=1 in.ll -o /dev/null\n"
             "llc-22 -mtriple=<triple> -O<n> -filetype=obj in.ll -o /dev/null\n```\n")
    o.append("Inputs (generated into `target/bench-codegen`, selected by **\"kiln compiles it\" at run time**: "
             "a program whose IR kiln rejects at -O0 or -O2 is left out and counted). corpus: every "
             "`tests/c/*.c` through `clang-22 -O0` or `-O2` (main renamed), linked by `llvm-link-22`. "
             "csmith: `csmith --no-float --seed S`, odd seeds at clang -O0, even at -O2, linked "
             "first-to-last until each size is reached.\n")

    t = rv["target"]
    o.append(f"# riscv64 (`-mtriple={t.triple}`)\n")
    inputs_list(o, rv["inputs"])
    o.append("## Compile time and peak memory (kiln -threads=1)\n")
    g = compile_time_table(o, rv["ct"])
    o.append("![compile time against input size](bench/compile-time.svg)\n")
    o.append("Linearity (CPU time per 1000 IR lines, smallest -> largest csmith module): " + "; ".join(
        f"{who} {level}: {linear_fit_note(rv['ct'], who, level)}" for level in LEVELS for who in ("kiln", "llc")) + ".\n")

    o.append("## Scaling: one function of growing size\n")
    o.append("One generated function (`bench/codegen.py` `one_block`: a single block of chained integer "
             "operations; `many_blocks`: if/else diamonds joined by phis, a call every eighth) at a base "
             "size and at 8 times it, CPU time, medians. Linear growth is about 8x; a quadratic pass "
             "would show as 64x.\n")
    o.append("| function | size | level | kiln CPU s | kiln CPU s (8x size) | **kiln growth** | llc CPU s | llc CPU s (8x size) | llc growth |")
    o.append("|---|---|---|---|---|---|---|---|---|")
    for r in rv["fs"]:
        (ks, kl), (ls, ll_) = r["kiln"], r["llc"]
        o.append(f"| {r['shape']} | {r['n']} | {r['level']} | {ks:.3f} | {kl:.3f} | **{kl / ks:.1f}x** | "
                 f"{ls:.3f} | {ll_:.3f} | {ll_ / ls:.1f}x |")
    o.append("")

    o.append("## Scaling: per-function parallel compilation\n")
    sc = rv["sc"]
    if sc:
        o.append(f"Input: `{sc['input']['name']}` ({sc['input']['lines']} lines); kiln `-threads=1` vs "
                 "`-threads=2`, alternated, medians; the objects of every run are compared byte for byte.\n")
        o.append("| level | 1 thread wall s | 2 threads wall s | speedup | CPU s (1) | CPU s (2) | objects identical |")
        o.append("|---|---|---|---|---|---|---|")
        for r in sc["rows"]:
            o.append(f"| {r['level']} | {r['t1']:.3f} | {r['t2']:.3f} | {r['t1'] / r['t2']:.2f} | "
                     f"{r['cpu1']:.3f} | {r['cpu2']:.3f} | {'yes' if r['same'] else '**NO**'} |")
        o.append("\nOn a machine whose 2 cores are shared with other builds the speedup understates what "
                 "an idle machine gives; the code generator is parallel; the IR parser and the "
                 "object streamer (fed in module order) are not.\n")

    o.append("## Code quality: dynamic instruction count of the kernels\n")
    o.append(KERNELS_TEXT)
    gq = kernel_table(o, rv["kr"])
    goals_table(o, t, g, gq)

    o.append("## A real program: the Lua interpreter\n")
    lr = rv["lua"]
    o.append(f"Lua {lua_bench.LUA_VERSION} (the C sources of the `lua-src` crate "
             f"{lr['version']}, fetched by cargo) and `bench/lua/main.c`, each file through "
             "`clang-22 -O2 -S -emit-llvm`, then compiled by `kiln -O2 -relocation-model=static` "
             "and by `llc-22 -O2` and linked `-static` into two interpreters; both run "
             f"`bench/lua/bench.lua` (recursion, table sort, string formatting and matching, float "
             f"math) under qemu-riscv64, alternately, {lr['runs']} times each (`bash bench/lua/run.sh`, "
             "or `LUA_ONLY=1 bash bench/run.sh`). User time of the qemu process, medians; the "
             "instruction count is the TCG plugin's over the Lua objects' `.text`.\n")
    o.extend(lua_bench.report_lines(lr))

    for x in others:
        t = x["target"]
        o.append(f"# {t.name} (`-mtriple={t.triple}`)\n")
        o.append(f"Compile time and memory on this target's IR of the same programs (csmith modules of "
                 f"{', '.join(str(n) for n in CSMITH_SIZES_OTHER)} lines), and the kernels run under "
                 f"`{t.run[0]}`.\n")
        inputs_list(o, x["inputs"])
        o.append("## Compile time and peak memory (kiln -threads=1)\n")
        g = compile_time_table(o, x["ct"])
        o.append("## Code quality: dynamic instruction count of the kernels\n")
        gq = kernel_table(o, x["kr"])
        goals_table(o, t, g, gq)

    notes = os.path.join(ROOT, "bench", "NOTES.md")
    if os.path.exists(notes):
        o.append(open(notes).read())
    with open(os.path.join(ROOT, "BENCHMARKS.md"), "w") as f:
        f.write("\n".join(o) + "\n")


def selected_targets(default):
    """The targets named by BENCH_TARGETS (comma-separated names), or `default`."""
    names = [n for n in os.environ.get("BENCH_TARGETS", default).split(",") if n]
    unknown = [n for n in names if n not in [t.name for t in TARGETS]]
    if unknown:
        sys.exit(f"bench: unknown target(s) {', '.join(unknown)}; known: "
                 f"{', '.join(t.name for t in TARGETS)}")
    return [t for t in TARGETS if t.name in names]


def kernels_only():
    """QUALITY_ONLY=1: only the code-quality table, printed to stdout (BENCHMARKS.md untouched);
    riscv64 unless BENCH_TARGETS names others."""
    for t in selected_targets("riscv64"):
        os.makedirs(t.work, exist_ok=True)
        kr = kernels(t)
        print(f"{t.name}:")
        print("| kernel | level | kiln insns | llc-22 insns | ratio | kiln .text | llc .text | status |")
        print("|---|---|---:|---:|---:|---:|---:|---|")
        ratios = {}
        for r in kr:
            if r.get("status") in ("ok", "OUTPUT DIFFERS") and "kiln" in r:
                k, l = r["kiln"], r["llc"]
                ratio = k[0] / l[0]
                ratios.setdefault(r["level"], []).append(ratio)
                print(f"| {r['kernel']} | {r['level']} | {k[0]} | {l[0]} | {ratio:.2f} | {k[1]} | {l[1]} "
                      f"| {r['status']} |")
            else:
                print(f"| {r['kernel']} | {r['level']} | | | | | | {r.get('status')} |")
        for level, xs in sorted(ratios.items()):
            print(f"geomean {level}: {geomean(xs):.2f} ({len(xs)} kernels)")


def main():
    if os.environ.get("QUALITY_ONLY"):
        kernels_only()
        return
    started = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M")
    load0 = open("/proc/loadavg").read().split()[:3]
    state = source_state()
    os.makedirs(WORK, exist_ok=True)
    targets = selected_targets(",".join(t.name for t in TARGETS))
    if targets[0].name != "riscv64":
        sys.exit("bench: the full report starts with riscv64 (BENCH_TARGETS must include it)")
    rv, others = None, []
    for t in targets:
        os.makedirs(t.work, exist_ok=True)
        log(f"bench: {t.name}: generating inputs (cached in {t.work})")
        full = t.name == "riscv64"
        inputs = corpus_inputs(t) + csmith_inputs(t, CSMITH_SIZES if full else CSMITH_SIZES_OTHER)
        log(f"bench: {t.name}: compile time and memory")
        ct = compile_times(t, inputs)
        x = {"target": t, "inputs": inputs, "ct": ct}
        if full:
            log("bench: function size")
            x["fs"] = function_size_scaling(t)
            biggest = max((i for i in inputs if i["name"].startswith("csmith")),
                          key=lambda i: i["lines"], default=None)
            x["sc"] = None
            if biggest:
                log("bench: scaling")
                x["sc"] = {"input": biggest, "rows": scaling(t, biggest)}
        log(f"bench: {t.name}: kernels")
        x["kr"] = kernels(t)
        if full:
            log("bench: lua")
            x["lua"] = lua_bench.measure_lua(KILN, os.path.join(WORK, "lua"), RUNS, lua_bench.DEFAULT_SCALE, PLUGIN)
            svg_plot(ct, os.path.join(ROOT, "bench", "compile-time.svg"))
            rv = x
        else:
            others.append(x)
    report(rv, others, started, load0, state)
    log("bench: wrote BENCHMARKS.md and bench/compile-time.svg")


if __name__ == "__main__":
    main()
