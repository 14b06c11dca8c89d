#!/usr/bin/env python3
"""Compares the compile CPU time (user+sys) of two kiln binaries on bench/run.sh's inputs.

Usage: python3 bench/compare-kiln.py OLD_KILN NEW_KILN [RUNS]

For a change to shared code, to show it does not slow RV64 down with less noise than two
separate bench/run.sh runs: the two binaries run alternately on the same machine, `RUNS` times
each (default 5), at -O0 and -O2 on the corpus and csmith modules bench/run.sh generated into
target/bench-codegen (run it once first, or set BENCH_WORK). Prints per input the medians and
new/old, and the geometric mean of new/old per level. Both binaries get -relocation-model=static
when they accept it (bench/run.sh's setting).
"""
import os
import resource
import statistics
import subprocess
import sys


def cpu(cmd):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    old, new = sys.argv[1], sys.argv[2]
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 5
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    work = os.environ.get("BENCH_WORK", os.path.join(root, "target", "bench-codegen"))
    inputs = [os.path.join(work, "corpus", f"corpus-O{n}.ll") for n in (0, 2)]
    inputs += [os.path.join(work, "csmith", f"csmith-{n}.ll") for n in (25000, 50000, 100000, 200000)]
    inputs = [f for f in inputs if os.path.exists(f)]
    if not inputs:
        sys.exit(f"no inputs under {work}: run bash bench/run.sh once first")

    def accepts_static(kiln):
        r = subprocess.run([kiln, "-help"], capture_output=True, text=True)
        return "relocation-model" in r.stdout

    extra = {k: (["-relocation-model=static"] if accepts_static(k) else []) for k in (old, new)}
    for level in ("-O0", "-O2"):
        ratios = []
        for f in inputs:
            times = {old: [], new: []}
            for k in range(runs):
                order = (old, new) if k % 2 == 0 else (new, old)
                for kiln in order:
                    args = ["-mtriple=riscv64-linux-gnu", level, "-filetype=obj", "-threads=1", f, "-o", os.devnull]
                    times[kiln].append(cpu([kiln] + extra[kiln] + args))
            mo, mn = statistics.median(times[old]), statistics.median(times[new])
            ratios.append(mn / mo)
            print(f"{level} {os.path.basename(f)}: old {mo:.3f}s new {mn:.3f}s new/old {mn / mo:.3f}", flush=True)
        g = 1.0
        for r in ratios:
            g *= r
        print(f"{level} geomean new/old {g ** (1 / len(ratios)):.3f}", flush=True)


if __name__ == "__main__":
    main()
