// Assembles the second benchmark corpus: the manual pages (sections 1 and 8) of a fixed list of
// Debian packages, as installed on this machine, rendered by man(1) and turned into HTML pages:
// out/man-1x/{corpus.conf, html/man1/rm.1.html, ...}. A page's NAME, SYNOPSIS, DESCRIPTION, ...
// are h2 sections, its subsections h3, and each option of an option list (`-f, --force` and its
// description) an h3 of its own, so an option is a block as a subsection is.
// Rendered texts are kept in out/man-text/ (rendering takes a minute; assembling again is quick).
// Usage: node bench/assemble-man.mjs
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
// Packages of a Debian base system plus the tools a developer machine has; a package that is not
// installed contributes nothing (the report states the page count).
export const PACKAGES = [
  "coreutils", "findutils", "grep", "sed", "tar", "gzip", "bzip2", "xz-utils", "zstd", "util-linux",
  "mount", "procps", "iproute2", "openssh-client", "curl", "wget", "bash", "less", "diffutils",
  "file", "make", "man-db", "groff-base", "dpkg", "apt", "e2fsprogs", "passwd", "login", "systemd",
  "gdb", "perl", "python3",
];

function manFiles() {
  const files = new Set();
  for (const p of PACKAGES) {
    let list;
    try {
      list = execFileSync("dpkg", ["-L", p], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    } catch {
      continue;
    }
    for (const f of list.split("\n")) {
      if (!/^\/usr\/share\/man\/man[18]\/[^/]+\.[18]\w*\.gz$/.test(f)) continue;
      const st = fs.lstatSync(f, { throwIfNoEntry: false });
      if (!st || !st.isFile()) continue; // symbolic links name another page
      // `.so` pages only include another page.
      const head = zlib.gunzipSync(fs.readFileSync(f)).subarray(0, 200).toString();
      if (/^\.so\s/m.test(head.replace(/^\.\\".*\n/gm, ""))) continue;
      files.add(f);
    }
  }
  return [...files].sort();
}

function render(file) {
  // No hyphenation and no justification: words stay whole and spaces single.
  return new Promise((resolve, reject) => {
    execFile(
      "sh",
      ["-c", 'man --nh --nj -l "$1" 2>/dev/null | col -bx', "sh", file],
      { env: { ...process.env, MANWIDTH: "100", LANG: "C.UTF-8", MANPAGER: "cat", PAGER: "cat" }, maxBuffer: 64 << 20 },
      (err, stdout) => (err ? reject(err) : resolve(stdout)),
    );
  });
}

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const indent = (l) => l.length - l.trimStart().length;
// An option tag: -f, --force, +N, -o file; not a sentence that starts with a dash.
const OPTION = /^[-+][A-Za-z0-9?#@-]/;

/** The rendered text of one page as HTML: sections, subsections and options as headings. */
export function toHtml(name, section, text) {
  const lines = text.replace(/\u2010/g, "-").split("\n");
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  // The running header and footer.
  lines.shift();
  if (lines.length && indent(lines[lines.length - 1]) === 0) lines.pop();
  const out = [`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(name)}(${esc(section)})</title></head><body><main>`];
  let para = [];
  // The column where the current option list's descriptions start.
  let descCol = 0;
  const flush = () => {
    if (para.length) out.push(`<p>${esc(para.join(" "))}</p>`);
    para = [];
  };
  const nextNonEmpty = (i) => {
    for (let j = i + 1; j < lines.length; j++) if (lines[j].trim()) return lines[j];
    return null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const t = line.trim();
    if (!t) {
      flush();
      continue;
    }
    const ind = indent(line);
    if (ind === 0) {
      flush();
      out.push(`<h2>${esc(t)}</h2>`);
      continue;
    }
    if (ind < 5) {
      flush();
      out.push(`<h3>${esc(t)}</h3>`);
      continue;
    }
    if (OPTION.test(t)) {
      const next = nextNonEmpty(i);
      // A short tag with its description on the same line: `-i     prompt before every removal`,
      // or `--help display this help` when the description starts at the list's column.
      const gap = /^(\S.*?)\s{2,}(\S.*)$/.exec(t);
      if (gap && gap[1].length <= 12 && !/\s{2}/.test(gap[1])) {
        flush();
        out.push(`<h3>${esc(gap[1])}</h3>`);
        descCol = line.length - gap[2].length;
        para.push(gap[2]);
        continue;
      }
      if (descCol > ind + 1 && line[descCol - 1] === " " && line[descCol] && line[descCol] !== " ") {
        const tag = line.slice(ind, descCol).trim();
        if (!/\s/.test(tag) && OPTION.test(tag)) {
          flush();
          out.push(`<h3>${esc(tag)}</h3>`);
          para.push(line.slice(descCol));
          continue;
        }
      }
      if (t.length <= 80 && next && indent(next) > ind && !/[.:]$/.test(t)) {
        flush();
        out.push(`<h3>${esc(t)}</h3>`);
        descCol = indent(next);
        continue;
      }
    }
    para.push(t);
  }
  flush();
  out.push("</main></body></html>");
  return out.join("\n");
}

export async function assembleMan(outDir) {
  const files = manFiles();
  if (files.length < 50) {
    throw new Error(`only ${files.length} manual pages found for the benchmark's packages (is man-db installed, and are manual pages excluded by /etc/dpkg/dpkg.cfg.d?)`);
  }
  const cache = path.join(outDir, "man-text");
  fs.mkdirSync(cache, { recursive: true });
  const corpus = path.join(outDir, "man-1x");
  fs.rmSync(corpus, { recursive: true, force: true });
  fs.mkdirSync(path.join(corpus, "html"), { recursive: true });
  fs.copyFileSync(path.join(here, "manpages.conf"), path.join(corpus, "corpus.conf"));
  let next = 0;
  let pages = 0;
  let bytes = 0;
  const work = async () => {
    while (next < files.length) {
      const f = files[next++];
      const base = path.basename(f, ".gz");
      const m = /^(.+)\.([18]\w*)$/.exec(base);
      const dir = path.basename(path.dirname(f));
      const cached = path.join(cache, `${dir}-${base}.txt`);
      let text;
      if (fs.existsSync(cached)) text = fs.readFileSync(cached, "utf8");
      else {
        text = await render(f).catch(() => "");
        fs.writeFileSync(cached, text);
      }
      if (text.split("\n").length < 8) continue;
      const html = toHtml(m[1], m[2], text);
      const dst = path.join(corpus, "html", dir, `${base}.html`);
      fs.mkdirSync(path.dirname(dst), { recursive: true });
      fs.writeFileSync(dst, html);
      pages += 1;
      bytes += text.length;
    }
  };
  await Promise.all([work(), work()]);
  return { files: files.length, pages, bytes, dir: corpus };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const r = await assembleMan(path.join(here, "out"));
    console.log(`assembled ${r.pages} manual pages (${(r.bytes / 1e6).toFixed(1)} MB of text) into ${r.dir}`);
  } catch (e) {
    console.error(`bench: ${e.message}`);
    process.exit(1);
  }
}
