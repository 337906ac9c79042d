// Assembles the benchmark corpus from the Rust documentation installed with the toolchain:
// out/corpus-1x/{corpus.conf, html/<book>/...}; out/corpus-Nx holds N copies (copy2/, copy3/, ...
// are symbolic links to the 1x pages, so their blocks get new ids).
// Usage: node bench/assemble.mjs [--scales 1,2,4]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const BOOKS = ["book", "reference", "cargo", "rustc", "edition-guide", "nomicon", "error_codes"];
// Old editions of the book are redirect stubs; print, toc and 404 pages repeat other pages.
const SKIP_DIRS = new Set(["first-edition", "second-edition", "2018-edition", "css", "fonts", "FontAwesome", "theme"]);
const SKIP_FILES = new Set(["print.html", "toc.html", "404.html", "error-index.html"]);

export function docsRoot() {
  let sysroot;
  try {
    sysroot = execFileSync("rustc", ["--print", "sysroot"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("rustc was not found: install Rust with rustup, then `rustup component add rust-docs`");
  }
  const root = path.join(sysroot, "share/doc/rust/html");
  const missing = BOOKS.filter((b) => !fs.existsSync(path.join(root, b)));
  if (missing.length) {
    throw new Error(
      `the Rust documentation is not installed (missing ${missing.join(", ")} under ${root}).\n` +
        "Install it with:  rustup component add rust-docs",
    );
  }
  return root;
}

function walk(dir, rel, out) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) walk(p, `${rel}${e.name}/`, out);
    } else if (e.name.endsWith(".html") && !SKIP_FILES.has(e.name)) {
      const text = fs.readFileSync(p, "utf8");
      // Redirect stubs hold no text of their own.
      if (/http-equiv="?refresh/i.test(text.slice(0, 2000))) continue;
      out.push([`${rel}${e.name}`, p]);
    }
  }
}

/** The tree `from` again at `to`, its files hard links to the same data (no copy is stored). */
function linkTree(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    if (e.isDirectory()) linkTree(path.join(from, e.name), path.join(to, e.name));
    else fs.linkSync(path.join(from, e.name), path.join(to, e.name));
  }
}

export function assemble(outDir, scales) {
  const root = docsRoot();
  const one = path.join(outDir, "corpus-1x");
  fs.rmSync(one, { recursive: true, force: true });
  fs.mkdirSync(path.join(one, "html"), { recursive: true });
  fs.copyFileSync(path.join(here, "rustdocs.conf"), path.join(one, "corpus.conf"));
  let files = 0;
  let bytes = 0;
  for (const book of BOOKS) {
    const list = [];
    walk(path.join(root, book), "", list);
    for (const [rel, src] of list) {
      const dst = path.join(one, "html", book, rel);
      fs.mkdirSync(path.dirname(dst), { recursive: true });
      fs.copyFileSync(src, dst);
      files += 1;
      bytes += fs.statSync(src).size;
    }
  }
  const dirs = { 1: one };
  for (const s of scales.filter((s) => s > 1)) {
    const d = path.join(outDir, `corpus-${s}x`);
    fs.rmSync(d, { recursive: true, force: true });
    fs.mkdirSync(path.join(d, "html"), { recursive: true });
    fs.copyFileSync(path.join(here, "rustdocs.conf"), path.join(d, "corpus.conf"));
    // Hard links, not symbolic ones: atlas follows no symbolic link out of the corpus folder.
    for (const book of BOOKS) linkTree(path.join(one, "html", book), path.join(d, "html", book));
    for (let c = 2; c <= s; c++) linkTree(path.join(one, "html"), path.join(d, "html", `copy${c}`));
    dirs[s] = d;
  }
  return { root, files, bytes, dirs };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf("--scales");
  const scales = (i > 0 ? process.argv[i + 1] : "1,2,4").split(",").map(Number);
  try {
    const r = assemble(path.join(here, "out"), scales);
    console.log(`assembled ${r.files} pages (${(r.bytes / 1e6).toFixed(1)} MB of HTML) from ${r.root}`);
  } catch (e) {
    console.error(`bench: ${e.message}`);
    process.exit(1);
  }
}
