//! The command line itself; see main.rs.

use atlas::ask::engine::{AskOptions, Engine};
use atlas::base::config::Route;
use atlas::base::date::Date;
use atlas::bundle::Bundle;
use atlas::ingest::sources::{Corpus, Progress};
use atlas::Question;
use clap::{Parser, Subcommand};
use indicatif::{ProgressBar, ProgressStyle};
use std::ffi::{OsStr, OsString};
use std::io::{self, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The end of every help text: what a failure looks like, for scripts that call atlas.
const EXIT_CODES: &str = "\
-- ends the options: what follows is positional (atlas ask ... -- \"--what is E12\").

errors:
  one line on standard error, 'atlas: ' then what was wrong and where (file:line for a source);
  a build writes nothing when any source is bad.

exit codes:
  0  done (help and --version too)
  1  eval: at least one case failed
  2  bad arguments or input: usage, a corpus, bundle or cases file refused, a failed build,
     check: an error found (warnings alone exit 0)
  3  standard output could not be written (a full disk); a reader that closes the pipe early
     (atlas stats ... | head -1) is not an error: the rest of the output is dropped";

const COMMANDS: [&str; 6] = ["build", "check", "stats", "ask", "eval", "help"];

/// Evidence search for dealer workshops: build bundles from a corpus folder, ask questions,
/// run the evaluation cases.
#[derive(Parser)]
#[command(
    name = "atlas",
    version,
    after_help = EXIT_CODES,
    // A value given twice: the last one counts, as shells' aliases expect.
    args_override_self = true,
    subcommand_required = true,
    arg_required_else_help = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Write one bundle per access group combination, and manifest.json, into DIR
    #[command(after_help = EXIT_CODES, args_override_self = true)]
    Build {
        /// The corpus folder (corpus.conf, docs/, records/, html/)
        corpus: PathBuf,
        /// The output folder; replaced in one step, or left as it was when the build fails
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
        /// The day the build is for (YYYY-MM-DD): a source with 'embargo: true' whose
        /// valid_from is later is left out, one line each on stderr; today when not given
        #[arg(long, value_name = "YYYY-MM-DD")]
        date: Option<OsString>,
        /// The folder of the earlier build whose block numbers this build keeps, so that a
        /// device fetches only the chunks a change renamed; the output folder when not given
        #[arg(long, value_name = "DIR")]
        previous: Option<PathBuf>,
        /// Number every block afresh (a full download for every device), as a build does
        /// by itself once a quarter of the numbers are holes
        #[arg(long)]
        compact: bool,
    },
    /// Report what a corpus's configuration may get wrong without an error: each finding as
    /// FILE:LINE: warning (or error): what is wrong and what to do. Exit 0 with warnings only,
    /// 2 with an error (what atlas build refuses)
    #[command(after_help = EXIT_CODES, args_override_self = true)]
    Check {
        /// The corpus folder (corpus.conf, docs/, records/, html/)
        corpus: PathBuf,
        /// Check the corpus a build on this day reads (YYYY-MM-DD); each embargoed source it
        /// leaves out is a note; today when not given
        #[arg(long, value_name = "YYYY-MM-DD")]
        date: Option<OsString>,
    },
    /// Print the link graph and the routes of a corpus, a bundle folder or a bundle file
    #[command(after_help = EXIT_CODES, args_override_self = true)]
    Stats {
        /// CORPUS_DIR, BUNDLE_DIR or FILE
        target: PathBuf,
    },
    /// Answer a question: the route, the evidence and the prompt a model would get
    #[command(after_help = EXIT_CODES, args_override_self = true)]
    Ask {
        /// The persona asking (its groups decide what it may read)
        #[arg(long, value_name = "P")]
        persona: OsString,
        /// The market the question is asked in (a code of [markets])
        #[arg(long, value_name = "M")]
        market: OsString,
        /// The day the question is asked (YYYY-MM-DD); today when not given
        #[arg(long, value_name = "YYYY-MM-DD")]
        date: Option<OsString>,
        /// Read this corpus folder [default: corpus/atlas]
        #[arg(long, value_name = "DIR", conflicts_with = "bundle")]
        corpus: Option<PathBuf>,
        /// Load this bundle instead of reading a corpus: a packed file (NAME.atlas) or a bundle
        /// folder (NAME/, its head and the chunks the question needs)
        #[arg(long, value_name = "PATH")]
        bundle: Option<PathBuf>,
        /// How many evidence blocks to supply
        #[arg(long, value_name = "N")]
        k: Option<OsString>,
        /// Print the answer as JSON
        #[arg(long)]
        json: bool,
        /// The question, in one or more words
        #[arg(value_name = "QUESTION", required = true)]
        question: Vec<OsString>,
    },
    /// Run evaluation cases (JSON lines) against a corpus; exit 1 when one fails
    #[command(after_help = EXIT_CODES, args_override_self = true)]
    Eval {
        /// The cases file (.jsonl)
        cases: PathBuf,
        /// The corpus folder [default: corpus/atlas]
        #[arg(long, value_name = "DIR")]
        corpus: Option<PathBuf>,
        /// The day the cases are asked (YYYY-MM-DD); today when not given
        #[arg(long, value_name = "YYYY-MM-DD")]
        date: Option<OsString>,
        /// Exit 0 when at least N cases pass (a file of measured kinds with known failures,
        /// kept as a guard against regressions); by default every case must pass
        #[arg(long, value_name = "N")]
        at_least: Option<usize>,
    },
}

/// Why a command stopped. Each kind has its exit code, documented in EXIT_CODES.
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
    let result = run(args, &mut out);
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

fn run(args: Vec<OsString>, out: &mut Out) -> Result<ExitCode, Failure> {
    // clap's own message for an unknown command suggests flags; this one lists the commands.
    if let Some(first) = args.first() {
        let known = first
            .to_str()
            .is_some_and(|a| a.starts_with('-') || COMMANDS.contains(&a));
        if !known {
            return Err(Failure::Input(format!(
                "unknown command '{}' (commands: {}; see atlas --help)",
                first.to_string_lossy(),
                COMMANDS.join(", ")
            )));
        }
    }
    let command = args
        .first()
        .and_then(|a| a.to_str())
        .filter(|a| !a.starts_with('-') && *a != "help")
        .map(String::from);
    let cli = match Cli::try_parse_from(std::iter::once(OsString::from("atlas")).chain(args)) {
        Ok(cli) => cli,
        Err(e) => return clap_stop(e, command, out),
    };
    match cli.command {
        Command::Build {
            corpus,
            out: dir,
            date,
            previous,
            compact,
        } => {
            let over = atlas::ingest::output::Over {
                previous,
                none: false,
                compact,
            };
            build(&corpus, &dir, day(date.as_deref())?, &over, out)
        }
        Command::Check { corpus, date } => check(&corpus, day(date.as_deref())?, out),
        Command::Stats { target } => stats(&target, out),
        Command::Ask {
            persona,
            market,
            date,
            corpus,
            bundle,
            k,
            json,
            question,
        } => ask(
            AskArgs {
                persona: &persona,
                market: &market,
                date: date.as_deref(),
                corpus: corpus.as_deref(),
                bundle: bundle.as_deref(),
                k: k.as_deref(),
                json,
                question: &question,
            },
            out,
        ),
        Command::Eval {
            cases,
            corpus,
            date,
            at_least,
        } => eval(&cases, corpus.as_deref(), date.as_deref(), at_least, out),
    }
}

/// What clap stopped on: help and the version go to standard output (exit 0, or 3 when it
/// cannot be written); a usage error becomes the one error line every failure is.
fn clap_stop(e: clap::Error, command: Option<String>, out: &mut Out) -> Result<ExitCode, Failure> {
    use clap::error::ErrorKind;
    match e.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            out.line(e.render().to_string().trim_end())?;
            Ok(ExitCode::SUCCESS)
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            // `atlas` alone asked for nothing: the help on stderr, then the one error line.
            note(e.render().to_string().trim_end());
            Err(Failure::Input("a command is needed (see above)".into()))
        }
        _ => {
            // clap's first paragraph is the error; its usage and tips follow a blank line.
            let text = e.render().to_string();
            let first: Vec<&str> = text
                .lines()
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect();
            let message = first.join(" ");
            let message = message.strip_prefix("error: ").unwrap_or(&message);
            let help = match command {
                Some(c) => format!("atlas help {c}"),
                None => "atlas --help".into(),
            };
            Err(Failure::Input(format!("{message} (see {help})")))
        }
    }
}

/// `what` as text, or the one-line error that says it is not.
fn text<'a>(value: &'a OsStr, what: &str) -> Result<&'a str, Failure> {
    value
        .to_str()
        .ok_or_else(|| Failure::Input(format!("{what} is not valid UTF-8: {value:?}")))
}

/// A `--date`, or today.
fn day(date: Option<&OsStr>) -> Result<Date, Failure> {
    match text_of(date, "--date")? {
        Some(d) => Ok(Date::parse(d)?),
        None => Ok(Date::today()),
    }
}

fn build(
    corpus: &Path,
    out_dir: &Path,
    on: Date,
    over: &atlas::ingest::output::Over,
    out: &mut Out,
) -> Result<ExitCode, Failure> {
    let started = std::time::Instant::now();
    let manifest = if io::stderr().is_terminal() {
        build_with_bar(corpus, out_dir, on, over)?
    } else {
        atlas::ingest::output::build_with(
            corpus,
            out_dir,
            on,
            over,
            &mut |line| note(line),
            &mut |p| {
                if let Progress::Note(line) = p {
                    note(format_args!("note     {line}"));
                }
            },
        )?
    };
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

/// A build on a terminal: a bar of the source files read, with the blocks and bytes so far;
/// the stage lines and notes print above it and stay.
fn build_with_bar(
    corpus: &Path,
    out_dir: &Path,
    on: Date,
    over: &atlas::ingest::output::Over,
) -> Result<atlas::ingest::output::Manifest, Failure> {
    let bar = ProgressBar::new(0);
    bar.set_style(
        ProgressStyle::with_template("{prefix:>8} [{bar:30}] {pos}/{len} files  {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar.set_prefix("reading");
    let (mut blocks, mut bytes) = (0usize, 0usize);
    // The bar only ever draws on stderr; both callbacks need it.
    let shown = bar.clone();
    let result = atlas::ingest::output::build_with(
        corpus,
        out_dir,
        on,
        over,
        &mut |line| shown.println(line),
        &mut |p| match p {
            Progress::Found(n) => bar.set_length(n as u64),
            Progress::Read {
                blocks: b,
                bytes: n,
                ..
            } => {
                blocks += b;
                bytes += n;
                bar.set_message(format!("{blocks} blocks, {}", human_bytes(bytes)));
                bar.inc(1);
            }
            Progress::Note(line) => bar.println(format!("note     {line}")),
        },
    );
    if result.is_ok() {
        // The bar stays as the summary of what was read.
        bar.set_prefix("sources");
        bar.finish();
    } else {
        // The error line is the last line.
        bar.finish_and_clear();
    }
    Ok(result?)
}

fn human_bytes(n: usize) -> String {
    match n {
        n if n >= 1 << 20 => format!("{:.1} MB", n as f64 / (1 << 20) as f64),
        n if n >= 1 << 10 => format!("{:.1} kB", n as f64 / (1 << 10) as f64),
        n => format!("{n} bytes"),
    }
}

fn check(corpus: &Path, on: Date, out: &mut Out) -> Result<ExitCode, Failure> {
    use atlas::ingest::check::Severity;
    let found = atlas::ingest::check::check_dir(corpus, on).map_err(|e| e.to_string())?;
    for f in &found {
        out.line(f)?;
    }
    let count = |s: Severity| found.iter().filter(|f| f.severity == s).count();
    let (errors, warnings, notes) = (
        count(Severity::Error),
        count(Severity::Warning),
        count(Severity::Note),
    );
    let plural = |n: usize, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
    // Notes are said only when there are some: the line scripts read stays as it was.
    let notes = match notes {
        0 => String::new(),
        n => format!(", {}", plural(n, "note")),
    };
    out.line(format_args!(
        "{}: {}, {}{notes}",
        corpus.display(),
        plural(errors, "error"),
        plural(warnings, "warning")
    ))?;
    Ok(if errors == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(2)
    })
}

fn routes_line(routes: &[Route]) -> String {
    let names: Vec<&str> = routes.iter().map(|r| r.name()).collect();
    format!("routes: {}", names.join(", "))
}

/// A bundle file: a regular file, read no further than its header states (the chunks' and
/// head's own bounds are the folder's readers').
fn load_bundle(path: &Path) -> Result<Bundle, String> {
    atlas::bundle::folder::load_file(path, u64::MAX)
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

fn stats(target: &Path, out: &mut Out) -> Result<ExitCode, Failure> {
    let target = target.to_path_buf();
    if target.join("corpus.conf").exists() {
        let corpus = Corpus::read(&target).map_err(|e| e.to_string())?;
        let graph = atlas::index::links::LinkGraph::of_corpus(
            &corpus.blocks,
            &corpus.config,
            &mut Vec::new(),
        );
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
        .max_by_key(|b| (b.groups.len(), b.block_count()))
        .expect("not empty");
    out.line(widest.links.summary())?;
    out.line(routes_line(&widest.config.routes()))?;
    for (f, b) in files.iter().zip(&bundles) {
        let size = std::fs::metadata(f).map(|m| m.len()).unwrap_or(0);
        out.line(format_args!(
            "bundle {}: {} documents, {} blocks, {} terms, {} bytes; {}",
            b.name(),
            b.docs.len(),
            b.block_count(),
            b.index.term_count(),
            size,
            b.links.summary()
        ))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn corpus_dir(corpus: Option<&Path>) -> &Path {
    corpus.unwrap_or(Path::new("corpus/atlas"))
}

/// `atlas ask`'s arguments as parsed.
struct AskArgs<'a> {
    persona: &'a OsStr,
    market: &'a OsStr,
    date: Option<&'a OsStr>,
    corpus: Option<&'a Path>,
    bundle: Option<&'a Path>,
    k: Option<&'a OsStr>,
    json: bool,
    question: &'a [OsString],
}

fn ask(a: AskArgs, out: &mut Out) -> Result<ExitCode, Failure> {
    let words = a
        .question
        .iter()
        .map(|w| text(w, "the question"))
        .collect::<Result<Vec<_>, _>>()?;
    let persona = text(a.persona, "--persona")?;
    let market = text(a.market, "--market")?;
    let date = text_of(a.date, "--date")?;
    let k = match text_of(a.k, "--k")? {
        Some(k) => Some(
            k.parse::<usize>()
                .map_err(|_| format!("--k must be a whole number, found '{k}'"))?,
        ),
        None => None,
    };
    let text = words.join(" ");
    // A bundle folder is answered as the page answers: its head, then the chunks asked for.
    let folder = a.bundle.filter(|f| atlas::bundle::folder::is_folder(f));
    let mut engine = match a.bundle {
        Some(f) if folder.is_some() => Engine::new(atlas::bundle::folder::load_head(f)?),
        Some(f) => Engine::new(load_bundle(f)?),
        None => {
            let corpus = Corpus::read(corpus_dir(a.corpus)).map_err(|e| e.to_string())?;
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
    let opts = AskOptions {
        k,
        ..AskOptions::default()
    };
    let answer = match folder {
        Some(dir) => engine
            .ask_driven(&q, &opts, |c| atlas::bundle::folder::read_chunk(dir, c))
            .map_err(|e| e.to_string())?,
        None => engine.ask_with(&q, &opts).map_err(|e| e.to_string())?,
    };
    // The process ends with this answer: freeing a large bundle string by string would cost it a
    // seventh of its time.
    std::mem::forget(engine);
    if a.json {
        let ids: Vec<&str> = answer.evidence.iter().map(|e| e.id.as_str()).collect();
        let v = serde_json::json!({
            "route": answer.route,
            "reason": answer.reason,
            "why": answer.why,
            "evidence": ids,
            "known_facts": answer.known_facts,
            "facts": answer.facts,
            "links": answer.links,
            "figure": answer.figure,
            "verdict": atlas::eval::verdict(&answer),
            "names": answer.names,
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
            atlas::base::decimal::figure(f)
        ))?;
    }
    if let Some(v) = atlas::eval::verdict(&answer) {
        out.line(format_args!("\nverdict: {v}"))?;
    }
    out.line(format_args!(
        "\nprompt (system):\n{}\n\nprompt (user):\n{}",
        answer.prompt.system, answer.prompt.user
    ))?;
    Ok(ExitCode::SUCCESS)
}

fn text_of<'a>(value: Option<&'a OsStr>, what: &str) -> Result<Option<&'a str>, Failure> {
    value.map(|v| text(v, what)).transpose()
}

fn eval(
    path: &Path,
    corpus: Option<&Path>,
    date: Option<&OsStr>,
    at_least: Option<usize>,
    out: &mut Out,
) -> Result<ExitCode, Failure> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{file}: {e}"))?;
    let cases = atlas::eval::read_cases(&text, &file)?;
    if cases.is_empty() {
        return Err(Failure::Input(format!("{file}: no cases")));
    }
    let today = day(date)?;
    let corpus = Corpus::read(corpus_dir(corpus)).map_err(|e| e.to_string())?;
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
    let enough = match at_least {
        Some(n) => {
            if result.passed < n {
                out.line(format_args!(
                    "fewer than the {n} cases that passed before: a regression"
                ))?;
            }
            result.passed >= n
        }
        None => result.failed == 0,
    };
    Ok(if enough {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
