#!/usr/bin/env python3
"""bench/lua/lua.py: Lua 5.4 built by kiln -O2 and by llc-22 -O2, timed on bench/lua/bench.lua.

Lua's C sources come from the `lua-src` crate (fetched by `cargo fetch` into cargo's own cache,
then copied under the work directory; they are never committed). Every Lua C file and
bench/lua/main.c go through `clang-22 --target=riscv64-linux-gnu -O2 -S -emit-llvm` once; each
`.ll` is compiled by kiln (`-O2 -relocation-model=static -filetype=obj`, as bench/codegen.py
does) and by `llc-22 -O2`; the two sets of objects are linked with `riscv64-linux-gnu-gcc
-static` into two `lua` executables. Both run the benchmark under qemu-riscv64, alternately
(which goes first alternates too), RUNS times each; their outputs must be identical. Reported:
median user time of each and the ratio, the executed instruction count of the Lua code (the
TCG plugin bench/qemu-plugin/insncount.c over the objects' `.text`, when INSNCOUNT names the
built plugin), and `.text` sizes.

Run through `bash bench/lua/run.sh` (or `LUA_ONLY=1 bash bench/run.sh`); bench/codegen.py
imports `measure_lua` for BENCHMARKS.md. Environment: KILN (the kiln binary), RUNS (default 5),
LUA_SCALE (the benchmark's scale argument, default DEFAULT_SCALE: 3, which keeps
the llc-22 build running a few seconds under qemu), BENCH_WORK (default target/bench-codegen;
this part uses its `lua/` subdirectory).
"""

import json
import os
import re
import resource
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LUA_SRC_VERSION = "547.0.0"  # Lua 5.4.7
LUA_VERSION = "5.4.7"
TRIPLE = "riscv64-linux-gnu"
CLANG = ["clang-22", f"--target={TRIPLE}", "-march=rv64gc", "-mabi=lp64d", "-O2", "-S",
         "-emit-llvm", "-w", "-DLUA_USE_POSIX"]


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def fetch_sources(work):
    """Lua 5.4's directory from the lua-src crate, copied to work/src (cached)."""
    dst = os.path.join(work, "src")
    stamp = os.path.join(dst, ".lua-src-" + LUA_SRC_VERSION)
    if os.path.exists(stamp):
        return dst
    proj = os.path.join(work, "fetch")
    os.makedirs(os.path.join(proj, "src"), exist_ok=True)
    with open(os.path.join(proj, "Cargo.toml"), "w") as f:
        f.write('[package]\nname = "kiln-lua-fetch"\nversion = "0.0.0"\nedition = "2021"\n'
                f'publish = false\n\n[dependencies]\nlua-src = "={LUA_SRC_VERSION}"\n\n[workspace]\n')
    open(os.path.join(proj, "src", "lib.rs"), "w").close()
    manifest = os.path.join(proj, "Cargo.toml")
    r = run(["cargo", "fetch", "--manifest-path", manifest])
    if r.returncode != 0:
        sys.exit("bench/lua: cargo fetch of lua-src failed:\n" + r.stderr.decode(errors="replace"))
    meta = json.loads(run(["cargo", "metadata", "--format-version", "1", "--manifest-path",
                           manifest]).stdout)
    pkg = next(p for p in meta["packages"] if p["name"] == "lua-src")
    crate_dir = os.path.dirname(pkg["manifest_path"])
    lua_dir = sorted(d for d in os.listdir(crate_dir) if d.startswith("lua-5.4"))[-1]
    if os.path.exists(dst):
        shutil.rmtree(dst)
    shutil.copytree(os.path.join(crate_dir, lua_dir), dst)
    open(stamp, "w").close()
    return dst


def compile_all(kiln, work, src):
    """(objects per compiler, failures): clang IR of every C file, then kiln's and llc's objects."""
    ll_dir = os.path.join(work, "ll")
    os.makedirs(ll_dir, exist_ok=True)
    files = sorted(f for f in os.listdir(src) if f.endswith(".c") and f not in ("lua.c", "luac.c"))
    inputs = [os.path.join(src, f) for f in files] + [os.path.join(HERE, "main.c")]
    objs = {"kiln": [], "llc": []}
    failures = []
    for c in inputs:
        name = os.path.basename(c)[:-2]
        ll = os.path.join(ll_dir, name + ".ll")
        if not os.path.exists(ll) or os.path.getmtime(ll) < os.path.getmtime(c):
            r = run(CLANG + ["-I", src, c, "-o", ll])
            if r.returncode != 0:
                sys.exit(f"bench/lua: clang-22 failed on {c}:\n" + r.stderr.decode(errors="replace"))
        for who in ("kiln", "llc"):
            d = os.path.join(work, who)
            os.makedirs(d, exist_ok=True)
            obj = os.path.join(d, name + ".o")
            if who == "kiln":
                cmd = [kiln, f"-mtriple={TRIPLE}", "-O2", "-relocation-model=static",
                       "-filetype=obj", ll, "-o", obj]
            else:
                cmd = ["llc-22", f"-mtriple={TRIPLE}", "-O2", "-filetype=obj", ll, "-o", obj]
            r = run(cmd)
            if r.returncode != 0:
                msg = r.stderr.decode(errors="replace").strip().splitlines()
                failures.append(f"{who} on {name}.ll: {msg[0] if msg else '?'}")
            objs[who].append(obj)
    return objs, failures


def text_size(obj):
    total = 0
    for line in run(["riscv64-linux-gnu-size", "-A", obj]).stdout.decode().splitlines():
        f = line.split()
        if len(f) >= 2 and f[0].startswith(".text") and f[1].isdigit():
            total += int(f[1])
    return total


def text_range(mapfile, objs):
    """[lo, hi) spanning the .text input sections of `objs` in the linked executable."""
    objs = set(objs)
    lo = hi = None
    pat = re.compile(r"^\s+(?:\.text\S*)?\s*0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S+\.o)$")
    in_text = False
    for line in open(mapfile):
        if re.match(r"^ \.text", line):
            in_text = True
        elif re.match(r"^ \.\S", line):
            in_text = False
        m = pat.match(line.rstrip("\n"))
        if in_text and m and m.group(3) in objs:
            a, s = int(m.group(1), 16), int(m.group(2), 16)
            if s:
                lo = a if lo is None else min(lo, a)
                hi = a + s if hi is None else max(hi, a + s)
    return lo, hi


def run_user_time(cmd):
    """(user seconds, stdout) of `cmd`, measured from the children's rusage before and after."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    r = run(cmd)
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    if r.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} failed: {r.stderr.decode(errors='replace')[-400:]}")
    return after - before, r.stdout


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return xs[n // 2] if n % 2 else (xs[n // 2 - 1] + xs[n // 2]) / 2


# The benchmark's default scale: at 3 the llc-22 build runs about 3.5-4 s under qemu-riscv64 (issue 22
# asks for "at least a few seconds"); scale 1 is about a third of that.
DEFAULT_SCALE = "3"


def measure_lua(kiln, work, runs=5, scale=DEFAULT_SCALE, plugin=None):
    """Build both interpreters and time them; returns a dict with every figure (see report)."""
    os.makedirs(work, exist_ok=True)
    src = fetch_sources(work)
    objs, failures = compile_all(kiln, work, src)
    res = {"failures": failures, "runs": runs, "scale": scale, "version": LUA_SRC_VERSION}
    if failures:
        return res
    script = os.path.join(HERE, "bench.lua")
    exe = {}
    for who in ("kiln", "llc"):
        exe[who] = os.path.join(work, f"lua.{who}")
        mapf = exe[who] + ".map"
        r = run(["riscv64-linux-gnu-gcc", "-static"] + objs[who] +
                ["-o", exe[who], f"-Wl,-Map,{mapf}", "-lm"])
        if r.returncode != 0:
            res["failures"].append(f"{who}'s objects do not link: "
                                   + r.stderr.decode(errors="replace").strip()[-300:])
            return res
        res[f"{who}_text"] = sum(text_size(o) for o in objs[who])
        if plugin:
            lo, hi = text_range(mapf, objs[who])
            r = run(["qemu-riscv64", "-plugin", f"{plugin},lo={lo:#x},hi={hi:#x}", "-d", "plugin",
                     exe[who], script, scale])
            m = re.search(rb"insns (\d+)", r.stderr)
            if r.returncode == 0 and m:
                res[f"{who}_insns"] = int(m.group(1))
    times = {"kiln": [], "llc": []}
    outs = {}
    for i in range(runs):
        order = ("kiln", "llc") if i % 2 == 0 else ("llc", "kiln")
        for who in order:
            t, out = run_user_time(["qemu-riscv64", exe[who], script, scale])
            times[who].append(t)
            outs.setdefault(who, out)
            if out != outs[who]:
                res["failures"].append(f"{who}'s output changed between runs")
            log(f"  lua {who} run {i + 1}: {t:.2f}s user")
    res["output"] = outs["llc"].decode(errors="replace")
    res["same_output"] = outs["kiln"] == outs["llc"]
    res["kiln_user"], res["llc_user"] = median(times["kiln"]), median(times["llc"])
    res["times"] = times
    return res


def report_lines(res):
    """Markdown lines for BENCHMARKS.md / stdout."""
    o = []
    if res["failures"]:
        o.append("**Lua could not be measured:**\n")
        o.extend(f"- {f}" for f in res["failures"])
        o.append("")
        return o
    ratio = res["kiln_user"] / res["llc_user"]
    o.append("| build | user s (median) | user s (each run) | instructions executed in Lua's code | .text bytes |")
    o.append("|---|---:|---|---:|---:|")
    for who, name in (("kiln", "kiln -O2"), ("llc", "llc-22 -O2")):
        each = ", ".join(f"{t:.2f}" for t in res["times"][who])
        insns = res.get(f"{who}_insns")
        o.append(f"| {name} | {res[f'{who}_user']:.2f} | {each} | "
                 f"{insns if insns is not None else 'n/a'} | {res[f'{who}_text']} |")
    o.append("")
    fastest = min(res["times"]["kiln"]) / min(res["times"]["llc"])
    line = (f"**kiln/llc-22 user time: {ratio:.2f}x** (goal <= 1.15; fastest run of each: "
            f"{fastest:.2f}x; on a loaded machine the instruction count is the steadier figure)")
    if res.get("kiln_insns") and res.get("llc_insns"):
        line += f"; instructions {res['kiln_insns'] / res['llc_insns']:.2f}x"
    line += f"; .text {res['kiln_text'] / res['llc_text']:.2f}x"
    line += "; outputs identical." if res["same_output"] else "; **OUTPUTS DIFFER**."
    o.append(line + "\n")
    return o


def main():
    kiln = os.environ.get("KILN") or os.path.join(ROOT, "target", "release", "kiln")
    work = os.path.join(os.environ.get("BENCH_WORK", os.path.join(ROOT, "target", "bench-codegen")),
                        "lua")
    res = measure_lua(kiln, work, int(os.environ.get("RUNS", "5")),
                      os.environ.get("LUA_SCALE", DEFAULT_SCALE), os.environ.get("INSNCOUNT"))
    print(f"Lua {LUA_VERSION} (lua-src {res['version']}) on bench/lua/bench.lua, riscv64, qemu-riscv64, "
          f"{res['runs']} runs each, alternated:\n")
    print("\n".join(report_lines(res)))
    if res["failures"] or not res["same_output"]:
        sys.exit(1)


if __name__ == "__main__":
    main()
