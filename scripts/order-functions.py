#!/usr/bin/env python3
"""Names a wasm module's functions so that binaryen's --reorder-functions-by-name lays them out
with similar code side by side (scripts/wasm-opt): gzip finds its repeats only within 32 KB, and
the compiler's order puts a function far from the ones it resembles. The page's wasm: 149,979 ->
147,911 bytes gzip -9 (150,791 -> 148,297 at nginx's level 6); the code is the same, only its
order in the file changes.

Usage: scripts/order-functions.py IN.wasm OUT.wasm [K COMMON]
K and COMMON (5 and 200 unless given) are the chain's string length and how many bodies a string
may be in and still count: scripts/wasm-opt tries a few pairs and ships the smallest result.
OUT is IN with a name section (in place of any it had) whose names ("o00000", "o00001", ...)
sort in the order chosen.

The order: a chain that starts at the smallest body and goes on each time to the body not yet
placed whose K-byte strings the last 32 KB placed (gzip's window) hold the largest share of
(strings found in more than COMMON bodies, such as a common prologue, are not counted); when no
body shares one, the smallest left. Ties go to the earlier body, so the order depends on the
input alone. A share of the window, not a count of the strings shared with the body placed last
(the chain until 2026-12-07): 150,559 -> 150,034 bytes gzip for the same code (the best of each
one's tries), as gzip finds a repeat anywhere in its window, and a count favours large bodies.
"""
import sys

from wasm_leb import enc, leb

K = 5
COMMON = 200
# gzip's window: a repeat further back than this is not found.
WINDOW = 32768






def functions(d):
    """The number of imported functions, each defined function's body in order, and the module
    without its name section."""
    assert d[:8] == b"\0asm\1\0\0\0", "not a wasm module"
    i, imported, bodies, kept = 8, 0, [], bytearray(d[:8])
    while i < len(d):
        start, sid = i, d[i]
        n, i = leb(d, i + 1)
        end = i + n
        length, j = leb(d, i)
        if not (sid == 0 and d[j:j + length] == b"name"):
            kept += d[start:end]
        if sid == 2:  # imports: count the functions, whose indices come first
            count, j = leb(d, i)
            for _ in range(count):
                for _ in range(2):  # module and field names
                    length, j = leb(d, j)
                    j += length
                kind = d[j]
                j += 1
                if kind == 0:
                    _, j = leb(d, j)
                    imported += 1
                elif kind == 1:  # table: reftype, limits
                    flags = d[j + 1]
                    _, j = leb(d, j + 2)
                    if flags & 1:
                        _, j = leb(d, j)
                elif kind == 2:  # memory: limits
                    flags = d[j]
                    _, j = leb(d, j + 1)
                    if flags & 1:
                        _, j = leb(d, j)
                elif kind == 3:  # global: type, mutability
                    j += 2
                else:
                    sys.exit(f"order-functions: import kind {kind} not read")
        elif sid == 10:
            count, j = leb(d, i)
            for _ in range(count):
                length, j = leb(d, j)
                bodies.append(d[j:j + length])
                j += length
        i = end
    return imported, bodies, bytes(kept)


def order(bodies, k=K, common=COMMON):
    strings = [sorted({b[i:i + k] for i in range(len(b) - k + 1)}) for b in bodies]
    holders = {}
    for f, s in enumerate(strings):
        for g in s:
            holders.setdefault(g, []).append(f)
    placed = [False] * len(bodies)
    by_size = sorted(range(len(bodies)), key=lambda f: (len(bodies[f]), f))
    smallest = 0
    out = []
    # The strings of the bodies in the window (the last WINDOW bytes placed), with how many of
    # them hold each, and for each body not placed how many of its strings the window holds.
    held = {}
    shared = [0] * len(bodies)
    window = []
    window_bytes = 0

    def count(f, step):
        for g in strings[f]:
            fs = holders[g]
            if len(fs) > common:
                continue
            n = held.get(g, 0)
            if (step > 0 and n == 0) or (step < 0 and n == 1):
                for h in fs:
                    if not placed[h]:
                        shared[h] += step
            held[g] = n + step

    cur = by_size[0] if bodies else None
    while cur is not None:
        out.append(cur)
        placed[cur] = True
        count(cur, 1)
        window.append(cur)
        window_bytes += len(bodies[cur])
        while window_bytes - len(bodies[window[0]]) >= WINDOW:
            old = window.pop(0)
            window_bytes -= len(bodies[old])
            count(old, -1)
        cur, best = None, 0.0
        for f, n in enumerate(shared):
            if n and not placed[f] and n / len(strings[f]) > best:
                cur, best = f, n / len(strings[f])
        if cur is None:
            while smallest < len(by_size) and placed[by_size[smallest]]:
                smallest += 1
            if smallest < len(by_size):
                cur = by_size[smallest]
    return out


def main():
    if len(sys.argv) not in (3, 5):
        sys.exit(__doc__)
    k, common = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) == 5 else (K, COMMON)
    d = open(sys.argv[1], "rb").read()
    imported, bodies, d = functions(d)
    names = {f: "i%05d" % f for f in range(imported)}
    for rank, f in enumerate(order(bodies, k, common)):
        names[imported + f] = "o%05d" % rank
    sub = bytearray(enc(len(names)))
    for f in sorted(names):
        name = names[f].encode()
        sub += enc(f) + enc(len(name)) + name
    payload = enc(4) + b"name" + bytes([1]) + enc(len(sub)) + sub
    open(sys.argv[2], "wb").write(d + bytes([0]) + enc(len(payload)) + payload)


if __name__ == "__main__":
    main()
