//! The command line itself; see main.rs.

use atlas::ask::engine::{AskOptions, Engine};
use atlas::base::config::Route;
use atlas::base::date::Date;
use atlas::bundle::Bundle;
use atlas::ingest::sources::Corpus;
use atlas::Question;
use std::ffi::{OsStr, OsString};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "\
usage:
  atlas build CORPUS_DIR --out DIR          write one bundle per access group and manifest.json
  atlas stats CORPUS_DIR|BUNDLE_DIR|FILE    print the link graph and the routes
  atlas ask --persona P --market M [--date YYYY-MM-DD] [--corpus DIR | --bundle FILE] [--k N] [--json] QUESTION
  atlas eval CASES.jsonl [--corpus DIR] [--date YYYY-MM-DD]
  atlas help
  -- ends the options: what follows is positional (atlas ask ... -- \"--what is E12\").

exit codes:
  0  done
  1  eval: at least one case failed
  2  bad arguments or input: usage, a corpus, bundle or cases file refused, a failed build
  3  standard output could not be written (a full disk); a reader that closes the pipe early
     (atlas stats ... | head -1) is not an error: the rest of the output is dropped";

/// Why a command stopped. Each kind has its exit code, documented in USAGE.
enum Failure {
    /// Exit 2.
    Input(String),
    /// Exit 3.
    Output(io::Error),
}

impl From<String> for Failure {
    fn from(e: String) -> Failure {
        Failure::Input(e)
    }
}

impl From<&str> for Failure {
    fn from(e: &str) -> Failure {
        Failure::Input(e.to_string())
    }
}

/// Standard output with its write errors returned: `println!` panics on them (`> /dev/full`).
/// Rust ignores SIGPIPE, so a reader that has gone shows as EPIPE; that reader wants no more
/// output, which is not a failure of the command: the rest is dropped and the exit code stays the
/// command's own (eval's 1 still says that cases failed).
struct Out {
    stdout: io::Stdout,
    reader_gone: bool,
}

impl Out {
    fn line(&mut self, text: impl std::fmt::Display) -> Result<(), Failure> {
        if self.reader_gone {
            return Ok(());
        }
        let written = writeln!(self.stdout, "{text}");
        self.check(written)
    }

    fn flush(&mut self) -> Result<(), Failure> {
        if self.reader_gone {
            return Ok(());
        }
        let flushed = self.stdout.flush();
        self.check(flushed)
    }

    fn check(&mut self, r: io::Result<()>) -> Result<(), Failure> {
        match r {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
                self.reader_gone = true;
                Ok(())
            }
            r => r.map_err(Failure::Output),
        }
    }
}

/// A line on stderr. Progress and the final error have nowhere else to go, so a failing stderr
/// is ignored rather than allowed to panic as `eprintln!` would.
fn note(line: impl std::fmt::Display) {
    let _ = writeln!(io::stderr(), "{line}");
}

pub fn main() -> ExitCode {
    // Arguments as the OS gives them: `std::env::args` panics on one that is not UTF-8, and a
    // path need not be.
    let args: Vec<OsString> = std::env::args_os().skip(1).collect();
    let mut out = Out {
        stdout: io::stdout(),
        reader_gone: false,
    };
    let rest = args.get(1..).unwrap_or_default();
    let result = match args.first().map(|a| a.to_str()) {
        Some(Some("build")) => build(rest, &mut out),
        Some(Some("stats")) => stats(rest, &mut out),
        Some(Some("ask")) => ask(rest, &mut out),
        Some(Some("eval")) => eval(rest, &mut out),
        Some(Some("help" | "--help" | "-h")) => out.line(USAGE).map(|()| ExitCode::SUCCESS),
        Some(_) => Err(Failure::Input(format!(
            "unknown command '{}'\n{USAGE}",
            args[0].to_string_lossy()
        ))),
        None => Err(Failure::Input(USAGE.to_string())),
    };
    match result.and_then(|code| out.flush().map(|()| code)) {
        Ok(code) => code,
        Err(Failure::Input(e)) => {
            note(format_args!("atlas: {e}"));
            ExitCode::from(2)
        }
        Err(Failure::Output(e)) => {
            note(format_args!("atlas: cannot write to standard output: {e}"));
            ExitCode::from(3)
        }
    }
}

/// Flags with values, boolean flags, and positional arguments, as given: values and positional
/// arguments become text only where text is needed.
struct Args {
    values: Vec<(String, OsString)>,
    flags: Vec<String>,
    positional: Vec<OsString>,
}

/// `--name` or `--name=value`: the name, and the value kept as given (a path need not be UTF-8).
fn split_option(arg: &OsStr) -> Result<(String, Option<OsString>), Failure> {
    let bad_name = || {
        Failure::Input(format!(
            "option {} is not valid UTF-8",
            arg.to_string_lossy()
        ))
    };
    let bytes = arg.as_encoded_bytes();
    let (name, value) = match bytes.iter().position(|&b| b == b'=') {
        Some(eq) => (&bytes[2..eq], Some(&bytes[eq + 1..])),
        None => (&bytes[2..], None),
    };
    let name = std::str::from_utf8(name).map_err(|_| bad_name())?;
    let value = match value {
        None => None,
        Some(v) => Some(os_from_bytes(v).ok_or_else(bad_name)?),
    };
    Ok((name.to_string(), value))
}

#[cfg(unix)]
fn os_from_bytes(bytes: &[u8]) -> Option<OsString> {
    use std::os::unix::ffi::OsStrExt;
    Some(OsStr::from_bytes(bytes).to_os_string())
}

/// Elsewhere the encoding is not bytes: a value after '=' must then be UTF-8.
#[cfg(not(unix))]
fn os_from_bytes(bytes: &[u8]) -> Option<OsString> {
    std::str::from_utf8(bytes).ok().map(OsString::from)
}

fn parse(args: &[OsString], with_value: &[&str], boolean: &[&str]) -> Result<Args, Failure> {
    let mut out = Args {
        values: vec![],
        flags: vec![],
        positional: vec![],
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--" {
            out.positional.extend(it.cloned());
            break;
        }
        if !a.as_encoded_bytes().starts_with(b"--") {
            out.positional.push(a.clone());
            continue;
        }
        let (name, inline) = split_option(a)?;
        if with_value.contains(&name.as_str()) {
            let v = match inline {
                Some(v) => v,
                None => it
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("--{name} needs a value"))?,
            };
            out.values.push((name, v));
        } else if boolean.contains(&name.as_str()) {
            out.flags.push(name);
        } else {
            return Err(Failure::Input(format!("unknown option --{name}\n{USAGE}")));
        }
    }
    Ok(out)
}

/// `what` as text, or the one-line error that says it is not.
fn text<'a>(value: &'a OsStr, what: &str) -> Result<&'a str, Failure> {
    value
        .to_str()
        .ok_or_else(|| Failure::Input(format!("{what} is not valid UTF-8: {value:?}")))
}

impl Args {
    fn get(&self, k: &str) -> Option<&OsStr> {
        self.values
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.as_os_str())
    }
    fn get_text(&self, k: &str) -> Result<Option<&str>, Failure> {
        self.get(k).map(|v| text(v, &format!("--{k}"))).transpose()
    }
    fn get_path(&self, k: &str) -> Option<&Path> {
        self.get(k).map(Path::new)
    }
    fn has(&self, k: &str) -> bool {
        self.flags.iter().any(|f| f == k)
    }
    fn one(&self, what: &str) -> Result<&OsStr, Failure> {
        match self.positional.as_slice() {
            [one] => Ok(one),
            [] => Err(Failure::Input(format!("missing {what}\n{USAGE}"))),
            more => {
                let shown: Vec<_> = more.iter().map(|a| a.to_string_lossy()).collect();
                Err(Failure::Input(format!(
                    "expected one {what}, got {}: {}",
                    more.len(),
                    shown.join(" ")
                )))
            }
        }
    }
}

fn build(args: &[OsString], out: &mut Out) -> Result<ExitCode, Failure> {
    let a = parse(args, &["out"], &[])?;
    let corpus = Path::new(a.one("corpus folder")?);
    let out_dir = a.get_path("out").ok_or("build needs --out DIR")?;
    let started = std::time::Instant::now();
    let manifest = atlas::ingest::output::build(corpus, out_dir, &mut |line| note(line))?;
    out.line(format_args!(
        "built {} {} in {:.2}s",
        manifest.corpus,
        manifest.version,
        started.elapsed().as_secs_f64()
    ))?;
    for b in &manifest.bundles {
        out.line(format_args!(
            "  {:<24} {:>9} bytes  {:>3} documents  {:>4} blocks  {} parts",
            b.file, b.bytes, b.documents, b.blocks, b.parts
        ))?;
    }
    let personas: Vec<String> = manifest
        .personas
        .0
        .iter()
        .map(|(p, e)| format!("{p} -> {}", e.file))
        .collect();
    out.line(format_args!("  personas: {}", personas.join(", ")))?;
    Ok(ExitCode::SUCCESS)
}

fn routes_line(routes: &[Route]) -> String {
    let names: Vec<&str> = routes.iter().map(|r| r.name()).collect();
    format!("routes: {}", names.join(", "))
}

fn load_bundle(path: &Path) -> Result<Bundle, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    Bundle::from_vec(bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// The bundle files of a bundle folder, per its manifest order (falling back to *.atlas).
fn bundle_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "atlas"))
        .collect();
    files.sort();
    Ok(files)
}

fn stats(args: &[OsString], out: &mut Out) -> Result<ExitCode, Failure> {
    let a = parse(args, &[], &[])?;
    let target = PathBuf::from(a.one("corpus folder, bundle folder or bundle file")?);
    if target.join("corpus.conf").exists() {
        let corpus = Corpus::read(&target).map_err(|e| e.to_string())?;
        let graph =
            atlas::index::links::LinkGraph::build(&corpus.blocks, &corpus.config.normalizer);
        out.line(graph.summary())?;
        out.line(routes_line(&corpus.config.routes()))?;
        out.line(format_args!(
            "documents: {}, blocks: {}",
            corpus.docs.len(),
            corpus.blocks.len()
        ))?;
        return Ok(ExitCode::SUCCESS);
    }
    let files = if target.is_dir() {
        bundle_files(&target)?
    } else {
        vec![target.clone()]
    };
    if files.is_empty() {
        return Err(Failure::Input(format!(
            "{}: no corpus.conf and no *.atlas bundles here",
            target.display()
        )));
    }
    let bundles = files
        .iter()
        .map(|f| load_bundle(f))
        .collect::<Result<Vec<_>, _>>()?;
    // The widest bundle first: for a whole bundle folder it is the whole corpus.
    let widest = bundles
        .iter()
        .max_by_key(|b| (b.groups.len(), b.blocks.len()))
        .expect("not empty");
    out.line(widest.links.summary())?;
    out.line(routes_line(&widest.config.routes()))?;
    for (f, b) in files.iter().zip(&bundles) {
        let size = std::fs::metadata(f).map(|m| m.len()).unwrap_or(0);
        out.line(format_args!(
            "bundle {}: {} documents, {} blocks, {} terms, {} bytes; {}",
            b.name(),
            b.docs.len(),
            b.blocks.len(),
            b.index.term_count(),
            size,
            b.links.summary()
        ))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn corpus_dir(a: &Args) -> &Path {
    a.get_path("corpus").unwrap_or(Path::new("corpus/atlas"))
}

fn ask(args: &[OsString], out: &mut Out) -> Result<ExitCode, Failure> {
    let a = parse(
        args,
        &["persona", "market", "date", "corpus", "bundle", "k"],
        &["json"],
    )?;
    let words = a
        .positional
        .iter()
        .map(|w| text(w, "the question"))
        .collect::<Result<Vec<_>, _>>()?;
    let text = words.join(" ");
    let persona = a.get_text("persona")?.ok_or("ask needs --persona")?;
    let market = a.get_text("market")?.ok_or("ask needs --market")?;
    let date = a.get_text("date")?;
    let k = match a.get_text("k")? {
        Some(k) => Some(
            k.parse::<usize>()
                .map_err(|_| format!("--k must be a whole number, found '{k}'"))?,
        ),
        None => None,
    };
    let engine = match a.get_path("bundle") {
        Some(f) => Engine::new(load_bundle(f)?),
        None => {
            let corpus = Corpus::read(corpus_dir(&a)).map_err(|e| e.to_string())?;
            let p = corpus.config.persona(persona).ok_or_else(|| {
                let known: Vec<&str> = corpus
                    .config
                    .personas
                    .iter()
                    .map(|p| p.name.as_str())
                    .collect();
                format!(
                    "unknown persona '{persona}' (personas: {})",
                    known.join(", ")
                )
            })?;
            let bundle = atlas::ingest::carve(&corpus, &p.groups);
            Engine::from_vec(bundle.to_bytes()).map_err(|e| e.to_string())?
        }
    };
    let q = Question {
        text,
        persona: persona.into(),
        market: market.into(),
        date: date.map(String::from),
    };
    let answer = engine
        .ask_with(
            &q,
            &AskOptions {
                k,
                ..AskOptions::default()
            },
        )
        .map_err(|e| e.to_string())?;
    if a.has("json") {
        let ids: Vec<&str> = answer.evidence.iter().map(|e| e.id.as_str()).collect();
        let v = serde_json::json!({
            "route": answer.route,
            "reason": answer.reason,
            "evidence": ids,
            "known_facts": answer.known_facts,
            "links": answer.links,
            "figure": answer.figure,
            "trace": answer.trace,
            "prompt": {"system": answer.prompt.system, "user": answer.prompt.user, "tokens": answer.prompt.tokens},
        });
        out.line(serde_json::to_string_pretty(&v).map_err(|e| e.to_string())?)?;
        return Ok(ExitCode::SUCCESS);
    }
    out.line(format_args!(
        "route: {} ({})",
        answer.route.name(),
        answer.reason
    ))?;
    out.line("\ntrace:")?;
    for t in &answer.trace {
        out.line(format_args!("  {t}"))?;
    }
    out.line("\nevidence:")?;
    for e in &answer.evidence {
        let via = e
            .via
            .as_deref()
            .map(|p| format!("  via {p}"))
            .unwrap_or_default();
        let score = e.score.map(|s| format!("  {s:.3}")).unwrap_or_default();
        out.line(format_args!("  [{}] {}{score}{via}", e.label, e.id))?;
    }
    if let Some(f) = answer.figure {
        out.line(format_args!(
            "\nfigure: {}",
            atlas::ask::routes::calculate::format_figure(f)
        ))?;
    }
    out.line(format_args!(
        "\nprompt (system):\n{}\n\nprompt (user):\n{}",
        answer.prompt.system, answer.prompt.user
    ))?;
    Ok(ExitCode::SUCCESS)
}

fn eval(args: &[OsString], out: &mut Out) -> Result<ExitCode, Failure> {
    let a = parse(args, &["corpus", "date"], &[])?;
    let path = Path::new(a.one("cases file (.jsonl)")?);
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{file}: {e}"))?;
    let cases = atlas::eval::read_cases(&text, &file)?;
    if cases.is_empty() {
        return Err(Failure::Input(format!("{file}: no cases")));
    }
    let today = match a.get_text("date")? {
        Some(d) => Date::parse(d)?,
        None => Date::today(),
    };
    let corpus = Corpus::read(corpus_dir(&a)).map_err(|e| e.to_string())?;
    let result = atlas::eval::run(&corpus, &cases, today);
    for l in &result.lines {
        out.line(l)?;
    }
    for l in atlas::eval::summary(&result.results) {
        out.line(l)?;
    }
    let recall = if result.must_total == 0 {
        1.0
    } else {
        result.must_found as f64 / result.must_total as f64
    };
    out.line(format_args!(
        "evidence recall: {recall:.2} ({} of {} must-have blocks supplied)",
        result.must_found, result.must_total
    ))?;
    out.line(format_args!(
        "{} passed, {} failed",
        result.passed, result.failed
    ))?;
    Ok(if result.failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
