#!/usr/bin/env python3
"""Checks an AArch64 object's CFI against what its code does (issue 18, item 4):

    python3 scripts/check-aarch64-cfi.py FILE.o...

For every function, the unwind rows llvm-dwarfdump-22 --eh-frame decodes are compared with a
simulation of the code from llvm-objdump-22 -d: the distance from sp to the CFA (changed by
`sub`/`add sp, sp, #n`, the writeback `stp`/`str`/`ldp`/`ldr`, `mov sp, x29`/`sub sp, x29, #n`;
unknown after any other write of sp, e.g. a dynamic allocation or a realignment), the distance
from x29 to the CFA (set by `mov x29, sp`/`add x29, sp, #n`, unknown after any other write of
x29), and the CFA-relative slot each callee-saved register was stored to. At every instruction
the row in effect must give the CFA correctly (`CFA=WSP+n` only where sp is CFA - n, `CFA=W29+n`
only where x29 is CFA - n) and every register it says saved must have been stored to that slot.
After `ret` or a tail-call `b`/`br` the state goes back to the state after the prologue (the
first run of frame instructions), as the `.cfi_remember_state`/`.cfi_restore_state` records do.

Prints each violation and a summary; exit status 1 if there is any."""
import re
import subprocess
import sys

ROW = re.compile(r"^\s+0x([0-9a-f]+): CFA=(\w+)(?:\+(\d+))?(?::\s*(.*))?$")
FDE = re.compile(r"FDE cie=\w+ pc=([0-9a-f]+)\.\.\.([0-9a-f]+)")
INSN = re.compile(r"^\s*([0-9a-f]+):\s+(\S+)\s*(.*?)\s*(?://.*)?$")
CSR = {f"x{n}" for n in range(19, 31)} | {f"d{n}" for n in range(8, 16)} | {"lr"}
DWARF = {**{f"W{n}": f"x{n}" for n in range(31)}, **{f"B{n}": f"d{n}" for n in range(32)}}


def rows(obj):
    out = subprocess.run(["llvm-dwarfdump-22", "--eh-frame", obj], capture_output=True,
                         text=True, check=True).stdout
    fdes = []
    for line in out.splitlines():
        m = FDE.search(line)
        if m:
            fdes.append((int(m.group(1), 16), int(m.group(2), 16), []))
            continue
        m = ROW.match(line)
        if m and fdes:
            regs = {}
            for part in (m.group(4) or "").split(", "):
                r = re.match(r"(\w+)=\[CFA(-\d+|\+\d+)?\]", part.strip())
                if r:
                    regs[DWARF.get(r.group(1), r.group(1))] = int(r.group(2) or 0)
            fdes[-1][2].append((int(m.group(1), 16), m.group(2), int(m.group(3) or 0), regs))
    return fdes


def insns(obj):
    out = subprocess.run(["llvm-objdump-22", "-dr", "--no-show-raw-insn", obj],
                         capture_output=True, text=True, check=True).stdout
    res = []
    for line in out.splitlines():
        if "R_AARCH64_JUMP26" in line and res and res[-1][1] == "b":
            res[-1] = (res[-1][0], "b", "<tailcall>")
            continue
        if "R_AARCH64_" in line:
            continue
        m = INSN.match(line)
        if m:
            res.append((int(m.group(1), 16), m.group(2), m.group(3).replace(" ", "")))
    return res


def imm(s):
    """`#n` or `#n,lsl#12` -> n (shifted)."""
    m = re.match(r"#(-?(?:0x[0-9a-f]+|\d+))(?:,lsl#(\d+))?$", s)
    if not m:
        return None
    return int(m.group(1), 0) << int(m.group(2) or 0)


class State:
    def __init__(self):
        self.sp = 0  # CFA - sp, None when unknown
        self.fp = None  # CFA - x29
        self.slots = {}  # CFA-relative offset -> register stored there
        self.x16 = None  # x16's value when built by mov/movk (a large adjustment)

    def copy(self):
        s = State()
        s.sp, s.fp, s.slots, s.x16 = self.sp, self.fp, dict(self.slots), self.x16
        return s


def step(st, op, args):
    """Applies one instruction; returns whether it is a frame instruction."""
    a = args.split(",")
    writes = lambda r: a and a[0] == r
    if a[0] == "x16" and op in ("mov", "movk"):
        n = imm(a[1]) if op == "mov" else None
        if op == "movk" and st.x16 is not None:
            m = re.match(r"#((?:0x[0-9a-f]+|\d+))(?:,lsl#(\d+))?$", ",".join(a[1:]))
            if m:
                sh = int(m.group(2) or 0)
                n = (st.x16 & ~(0xFFFF << sh) & (2**64 - 1)) | (int(m.group(1), 0) << sh)
        st.x16 = None if n is None else n & (2**64 - 1)
        return True
    if op == "add" and a[:3] == ["sp", "sp", "x16"]:
        if st.sp is not None and st.x16 is not None:
            v = st.x16 - 2**64 if st.x16 >= 2**63 else st.x16
            st.sp -= v
        else:
            st.sp = None
        return True
    if op in ("sub", "add") and len(a) >= 3 and a[0] == "sp" and a[1] == "sp":
        n = imm(",".join(a[2:]))
        if n is not None and st.sp is not None:
            st.sp += n if op == "sub" else -n
            return True
        st.sp = None
        return True
    if op in ("mov", "add", "sub") and a[0] == "sp" and a[1] == "x29":
        n = imm(",".join(a[2:])) if len(a) > 2 else 0
        st.sp = None if st.fp is None or n is None else st.fp + (n if op == "sub" else -n)
        return True
    if op in ("mov", "add") and a[0] == "x29" and a[1] == "sp":
        n = imm(",".join(a[2:])) if len(a) > 2 else 0
        st.fp = None if st.sp is None or n is None else st.sp - n
        return True
    m = re.match(r"(stp|str)$", op)
    if m:
        regs = a[:2] if op == "stp" else a[:1]
        rest = ",".join(a[len(regs):])
        mm = re.match(r"\[sp(?:,#(-?(?:0x[0-9a-f]+|\d+)))?\](!?)$", rest)
        if mm and st.sp is not None:
            off = int(mm.group(1) or "0", 0)
            if mm.group(2):
                st.sp -= off
                off = 0
            for k, r in enumerate(regs):
                if r in CSR:
                    st.slots[-st.sp + off + 8 * k] = r
            return any(r in CSR for r in regs)
        return False
    if op in ("ldp", "ldr"):
        regs = a[:2] if op == "ldp" else a[:1]
        rest = ",".join(a[len(regs):])
        mm = re.match(r"\[sp\],#((?:0x[0-9a-f]+|\d+))$", rest)
        if mm and st.sp is not None:
            st.sp -= int(mm.group(1), 0)
        if "x29" in regs:
            st.fp = None
        return bool(mm)
    if writes("sp"):
        st.sp = None
        return True
    if writes("x29"):
        st.fp = None
    return False


def check(obj):
    errors = []
    code = insns(obj)
    for lo, hi, rs in rows(obj):
        body = [i for i in code if lo <= i[0] < hi]
        st, after_prologue, in_prologue = State(), None, True
        for addr, op, args in body:
            row = [r for r in rs if r[0] <= addr]
            if row:
                _, base, n, regs = row[-1]
                if base == "WSP" and st.sp != n:
                    errors.append(f"{obj} {addr:#x} {op} {args}: CFA=WSP+{n} but sp is CFA-{st.sp}")
                if base == "W29" and st.fp != n:
                    errors.append(f"{obj} {addr:#x} {op} {args}: CFA=W29+{n} but x29 is CFA-{st.fp}")
                for r, off in regs.items():
                    if st.slots.get(off) != r and not (r == "x30" and st.slots.get(off) == "lr"):
                        errors.append(f"{obj} {addr:#x} {op} {args}: {r} at CFA{off} not stored there")
            frame = step(st, op, args)
            if in_prologue and not frame and not (op == "mov" and args == "x16,sp") \
                    and not (op == "and" and args.startswith("sp,")):
                in_prologue = False
                after_prologue = st.copy()
            if op == "ret" or op == "br" or (op == "b" and args == "<tailcall>"):
                st = (after_prologue or State()).copy()
    return errors


def main():
    errors = []
    for obj in sys.argv[1:]:
        errors += check(obj)
    for e in errors:
        print(e)
    print(f"{len(sys.argv) - 1} objects, {len(errors)} CFI violations")
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
