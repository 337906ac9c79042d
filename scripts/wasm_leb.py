"""LEB128, as the wasm binary format writes its numbers: shared by scripts/closure-shims.py,
scripts/order-functions.py and scripts/short-names.py, which each rewrite sections of the
page's wasm."""


def leb(b, i):
    """The unsigned number at `b[i]` and the index after it."""
    r = s = 0
    while True:
        x = b[i]
        i += 1
        r |= (x & 0x7F) << s
        s += 7
        if x < 0x80:
            return r, i


def enc(n):
    """`n` written as unsigned LEB128."""
    o = bytearray()
    while True:
        x = n & 0x7F
        n >>= 7
        if n:
            o.append(x | 0x80)
        else:
            o.append(x)
            return bytes(o)
