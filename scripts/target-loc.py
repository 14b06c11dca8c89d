#!/usr/bin/env python3
"""Lines of non-test Rust under a directory, the measure of the target-size limits in the
issues (AArch64 under 5,000, x86-64 under 6,000):

    python3 scripts/target-loc.py targets/aarch64/src

Counted: every line of a `.rs` file that is not blank and not a comment (`//`, `///`, `//!`,
`/* ... */` blocks). Not counted: a `#[cfg(test)]` item (to the end of its braces) and the file
of a `#[cfg(test)] mod name;` declaration."""
import os
import re
import sys


def count(path, skip):
    n = 0
    depth = None  # brace depth inside a #[cfg(test)] item
    pending = False
    in_block = False
    here = os.path.dirname(path)
    stem = os.path.splitext(os.path.basename(path))[0]
    mod_dir = here if stem in ("mod", "lib", "main") else os.path.join(here, stem)
    for line in open(path, encoding="utf-8"):
        s = line.strip()
        if depth is not None:
            depth += line.count("{") - line.count("}")
            if depth <= 0 and "}" in line:
                depth = None
            continue
        if s.startswith("#[cfg(test)]"):
            pending = True
            continue
        if pending:
            m = re.match(r"(pub(\(\w+\))?\s+)?mod\s+(\w+)\s*;", s)
            if m:
                name = m.group(3)
                skip.add(os.path.join(mod_dir, name + ".rs"))
                skip.add(os.path.join(mod_dir, name, "mod.rs"))
                pending = False
                continue
            if "{" in line:
                depth = line.count("{") - line.count("}")
                if depth <= 0:
                    depth = None
                pending = False
                continue
            if s.endswith(";"):
                pending = False
                continue
        if in_block:
            in_block = "*/" not in s
            continue
        if s.startswith("/*"):
            in_block = "*/" not in s
            continue
        if s and not s.startswith("//"):
            n += 1
    return n


def main():
    root = sys.argv[1]
    files = sorted(
        os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith(".rs")
    )
    skip = set()
    counts = {f: count(f, skip) for f in files}
    total = sum(n for f, n in counts.items() if f not in skip)
    if "-v" in sys.argv:
        for f, n in counts.items():
            print(f"{n:6} {f}{' (test module, not counted)' if f in skip else ''}")
    print(total)


if __name__ == "__main__":
    main()
