#!/usr/bin/env python3
"""scripts/closure-shims.py IN OUT: the wasm-bindgen output with the function table's closure
invoke shims folded into one. js-sys describes closures for imports the engine never calls;
wasm-bindgen takes their describe functions away but leaves each shim (42 of them, one per
signature) in the table, where wasm-opt must keep it. scripts/wasm-opt runs this only when the
JS glue beside the wasm has no closure code, so no table index of a shim is ever called.
Reads the name section; every other section is copied as it is."""
import re
import sys

from wasm_leb import enc, leb

SHIM = re.compile(r"closures::_::invoke")






def main():
    src, dst = sys.argv[1], sys.argv[2]
    b = open(src, "rb").read()
    i, names, sections = 8, {}, []
    while i < len(b):
        sid, start = b[i], i
        size, i = leb(b, i + 1)
        end = i + size
        sections.append((sid, start, i, end))
        if sid == 0:
            n, j = leb(b, i)
            if b[j : j + n] == b"name":
                j += n
                while j < end:
                    sub = b[j]
                    sl, j = leb(b, j + 1)
                    if sub == 1:
                        count, k = leb(b, j)
                        for _ in range(count):
                            idx, k = leb(b, k)
                            l2, k = leb(b, k)
                            names[idx] = b[k : k + l2].decode("utf8", "replace")
                            k += l2
                    j += sl
        i = end
    out, folded = bytearray(b[:8]), 0
    for sid, start, body, end in sections:
        if sid != 9:
            out += b[start:end]
            continue
        count, j = leb(b, body)
        segs = bytearray(enc(count))
        for _ in range(count):
            flag, j = leb(b, j)
            if flag != 0:
                sys.exit(f"closure-shims: element segment kind {flag} is not read; left as it is")
            segs += enc(flag)
            e = j
            while b[e] != 0x0B:
                e += 1
            segs += b[j : e + 1]
            j = e + 1
            n, j = leb(b, j)
            segs += enc(n)
            keep = None
            for _ in range(n):
                f, j = leb(b, j)
                if SHIM.search(names.get(f, "")):
                    if keep is None:
                        keep = f
                    else:
                        folded += 1
                    f = keep
                segs += enc(f)
        out += bytes([9]) + enc(len(segs)) + segs
    open(dst, "wb").write(out)
    print(f"closure-shims: {folded} table entries folded into one", file=sys.stderr)


main()
