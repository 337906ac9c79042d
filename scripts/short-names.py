#!/usr/bin/env python3
"""The wasm's imports and exports under one- or two-letter names, and wasm-bindgen's JS glue
patched to match (scripts/wasm-opt runs it). wasm-bindgen names each import after the JS it
calls plus a hash ('__wbg_new_37eb45aaf5eeb820', module './atlas_bg.js') and each export after
the Rust item ('engine_askStep'): the page's wasm carried 22 imports and 19 exports so named,
about 400 bytes gzip. The names are the glue's alone: it is the only code that instantiates the
wasm and reads its exports (`wasm.NAME`), the page and the npm package go through it.
`memory` keeps its name: callers of initSync read it (bench/browser.mjs).

  scripts/short-names.py IN.wasm OUT.wasm IN_STEM OUT_STEM
      IN_STEM.js (and IN_STEM.d.ts, IN_STEM_bg.wasm.d.ts, patched when present) are the glue
      of IN.wasm; OUT.wasm and OUT_STEM.js (.d.ts, _bg.wasm.d.ts) are written renamed.
  scripts/short-names.py --check WASM GLUE.js
      Fails unless every import the wasm names is in the glue's imports object and every
      `wasm.NAME` the glue reads is an export of the wasm.

A glue this script does not read as expected (a wasm-bindgen upgrade that writes it otherwise)
stops the build here, naming what was not found: never a page that fails when it loads.
"""
import re
import string
import sys

from wasm_leb import enc, leb






def die(msg):
    sys.exit(f"short-names: {msg}")


def name(b, i):
    n, i = leb(b, i)
    return b[i : i + n].decode("utf8"), i + n


def limits(b, i):
    flags = b[i]
    _, i = leb(b, i + 1)
    if flags & 1:
        _, i = leb(b, i)
    return i


def sections(b):
    if b[:8] != b"\0asm\1\0\0\0":
        die("not a wasm module")
    i, out = 8, []
    while i < len(b):
        sid = b[i]
        size, j = leb(b, i + 1)
        out.append((sid, i, j, j + size))
        i = j + size
    return out


def entries(b):
    """The imports as (module, name, start, end of the names, end of the entry) and the exports
    as (name, start, end of the name, end of the entry)."""
    imports, exports = [], []
    for sid, _, body, end in sections(b):
        if sid == 2:
            count, j = leb(b, body)
            for _ in range(count):
                start = j
                module, j = name(b, j)
                field, j = name(b, j)
                names_end, kind = j, b[j]
                j += 1
                if kind == 0:  # function: type index
                    _, j = leb(b, j)
                elif kind == 1:  # table: reftype, limits
                    j = limits(b, j + 1)
                elif kind == 2:  # memory: limits
                    j = limits(b, j)
                elif kind == 3:  # global: type, mutability
                    j += 2
                elif kind == 4:  # tag: attribute, type index
                    _, j = leb(b, j + 1)
                else:
                    die(f"import kind {kind} not read")
                imports.append((module, field, start, names_end, j))
            if j != end:
                die("the import section was not read to its end")
        elif sid == 7:
            count, j = leb(b, body)
            for _ in range(count):
                start = j
                field, j = name(b, j)
                names_end = j
                _, j = leb(b, j + 1)
                exports.append((field, start, names_end, j))
            if j != end:
                die("the export section was not read to its end")
    return imports, exports


def short(n):
    """a..z, A..Z, then two letters: the shortest names, each a valid JS identifier."""
    letters = string.ascii_letters
    if n < len(letters):
        return letters[n]
    n -= len(letters)
    return letters[n // len(letters)] + letters[n % len(letters)]


def rewrite(b, imports, exports, module_map, import_map, export_map):
    out = bytearray(b[:8])
    for sid, start, body, end in sections(b):
        if sid == 2:
            payload = bytearray(enc(len(imports)))
            for module, field, s, names_end, e in imports:
                for n in (module_map[module], import_map[(module, field)]):
                    n = n.encode()
                    payload += enc(len(n)) + n
                payload += b[names_end:e]
        elif sid == 7:
            payload = bytearray(enc(len(exports)))
            for field, s, names_end, e in exports:
                n = export_map.get(field, field).encode()
                payload += enc(len(n)) + n + b[names_end:e]
        else:
            out += b[start:end]
            continue
        out += bytes([sid]) + enc(len(payload)) + payload
    return bytes(out)


# The glue as wasm-bindgen 0.2 writes it (--target web): `function __wbg_get_imports()` builds
# one object per import module, `const import0 = { __proto__: null, NAME: function(...) {...},
# ... };`, each key at eight spaces; it returns `{ __proto__: null, "./atlas_bg.js": import0 }`.
IMPORTS_FN = re.compile(r"^function __wbg_get_imports\(\) \{\n(.*?)^\}\n", re.S | re.M)
BLOCK = re.compile(r"^    const (import\d+) = \{\n(.*?)^    \};\n", re.S | re.M)
KEY = re.compile(r"^        ([A-Za-z_$][\w$]*):", re.M)
MODULE = re.compile(r'^        "([^"\\]+)": (import\d+),$', re.M)
WASM_READ = re.compile(r"\bwasm\.([A-Za-z_$][\w$]*)")


def glue_imports(js):
    """{module: (block variable, [keys])}, and the span of __wbg_get_imports in js."""
    fn = IMPORTS_FN.search(js)
    if not fn:
        die("function __wbg_get_imports() not found in the glue")
    blocks = {v: KEY.findall(body) for v, body in BLOCK.findall(fn.group(1))}
    modules = {}
    for module, var in MODULE.findall(fn.group(1)):
        if module in modules or var not in blocks:
            die(f"import module '{module}' of the glue not read as expected")
        modules[module] = (var, blocks[var])
    if not modules:
        die("no import module found in the glue's __wbg_get_imports")
    return modules, fn.span(1)


def check(wasm, js):
    imports, exports = entries(wasm)
    modules, _ = glue_imports(js)
    for module, field, *_ in imports:
        if module not in modules or field not in modules[module][1]:
            die(f"the wasm imports '{module}'.'{field}', which the glue does not give")
    names = {e[0] for e in exports}
    for read in sorted(set(WASM_READ.findall(js))):
        if read not in names:
            die(f"the glue reads wasm.{read}, which the wasm does not export")


def patch_js(js, module_map, import_map, export_map):
    modules, (fs, fe) = glue_imports(js)
    body = js[fs:fe]
    for module, short_module in module_map.items():
        var, keys = modules[module]
        renames = {f: s for (m, f), s in import_map.items() if m == module}
        for f in renames:
            if keys.count(f) != 1:
                die(f"import '{f}' is a key of the glue's {var} {keys.count(f)} times, not once")
        block = BLOCK.search(body, 0)
        while block and block.group(1) != var:
            block = BLOCK.search(body, block.end())
        inner = KEY.sub(lambda m: f"        {renames.get(m.group(1), m.group(1))}:", block.group(2))
        body = body[: block.start(2)] + inner + body[block.end(2) :]
        line = f'        "{module}": {var},'
        if body.count(line) != 1:
            die(f"'{line.strip()}' found {body.count(line)} times in the glue, not once")
        body = body.replace(line, f'        "{short_module}": {var},')
    js = js[:fs] + body + js[fe:]
    return WASM_READ.sub(lambda m: "wasm." + export_map.get(m.group(1), m.group(1)), js)


# atlas.d.ts's InitOutput (`readonly NAME: ...`) and atlas_bg.wasm.d.ts (`export const NAME: ...`)
# declare the exports (not all: wasm-bindgen's own, such as __abort_handler, are left out).
DTS_EXPORT = re.compile(r"^(\s*(?:readonly|export const) )([A-Za-z_$][\w$]*)(?=:)", re.M)
INIT_OUTPUT = re.compile(r"^export interface InitOutput \{\n.*?^\}\n", re.S | re.M)


def patch_dts(path, text, export_map, exports):
    span = (0, len(text))
    if not path.endswith("_bg.wasm.d.ts"):
        m = INIT_OUTPUT.search(text)
        if not m:
            die(f"interface InitOutput not found in {path}")
        span = m.span()
    region = text[span[0] : span[1]]
    declared = DTS_EXPORT.findall(region)
    names = [n for _, n in declared]
    if not names:
        die(f"no export declared in {path}")
    for n in names:
        if names.count(n) != 1 or n not in exports:
            die(f"{path} declares '{n}' {names.count(n)} times, which the wasm does not export once")
    region = DTS_EXPORT.sub(lambda m: m.group(1) + export_map.get(m.group(2), m.group(2)), region)
    return text[: span[0]] + region + text[span[1] :]


def main():
    args = sys.argv[1:]
    if len(args) == 3 and args[0] == "--check":
        check(open(args[1], "rb").read(), open(args[2], encoding="utf8").read())
        return
    if len(args) != 4:
        sys.exit(__doc__)
    wasm_in, wasm_out, stem_in, stem_out = args
    b = open(wasm_in, "rb").read()
    js = open(stem_in + ".js", encoding="utf8").read()
    check(b, js)
    imports, exports = entries(b)
    module_map, import_map, export_map = {}, {}, {}
    for module, field, *_ in imports:
        module_map.setdefault(module, short(len(module_map)))
        import_map[(module, field)] = short(len(import_map))
    for field, *_ in exports:
        if field != "memory":
            export_map[field] = short(len(export_map))
    renamed = rewrite(b, imports, exports, module_map, import_map, export_map)
    patched = patch_js(js, module_map, import_map, export_map)
    check(renamed, patched)
    dts = {}
    for suffix in (".d.ts", "_bg.wasm.d.ts"):
        try:
            text = open(stem_in + suffix, encoding="utf8").read()
        except FileNotFoundError:
            continue
        dts[stem_out + suffix] = patch_dts(stem_in + suffix, text, export_map, {e[0] for e in exports})
    open(wasm_out, "wb").write(renamed)
    open(stem_out + ".js", "w", encoding="utf8").write(patched)
    for path, text in dts.items():
        open(path, "w", encoding="utf8").write(text)
    print(
        f"short-names: {len(import_map)} imports, {len(export_map)} exports renamed "
        f"({len(b) - len(renamed)} bytes)",
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
