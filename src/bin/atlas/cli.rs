//! The command line itself; see main.rs.

use atlas::ask::engine::{AskOptions, Engine};
use atlas::base::config::Route;
use atlas::base::date::Date;
use atlas::bundle::Bundle;
use atlas::ingest::sources::Corpus;
use atlas::Question;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

const USAGE: &str = "\
usage:
  atlas build CORPUS_DIR --out DIR          write one bundle per access group and manifest.json
  atlas stats CORPUS_DIR|BUNDLE_DIR|FILE    print the link graph and the routes
  atlas ask --persona P --market M [--date YYYY-MM-DD] [--corpus DIR | --bundle FILE] [--k N] [--json] QUESTION
  atlas eval CASES.jsonl [--corpus DIR] [--date YYYY-MM-DD]
  atlas help";

pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("build") => build(&args[1..]),
        Some("stats") => stats(&args[1..]),
        Some("ask") => ask(&args[1..]),
        Some("eval") => eval(&args[1..]),
        Some("help" | "--help" | "-h") => {
            println!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        Some(other) => Err(format!("unknown command '{other}'\n{USAGE}")),
        None => Err(USAGE.to_string()),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("atlas: {e}");
            ExitCode::from(2)
        }
    }
}

/// Flags with values, boolean flags, and positional arguments.
struct Args {
    values: Vec<(String, String)>,
    flags: Vec<String>,
    positional: Vec<String>,
}

fn parse(args: &[String], with_value: &[&str], boolean: &[&str]) -> Result<Args, String> {
    let mut out = Args {
        values: vec![],
        flags: vec![],
        positional: vec![],
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if let Some(name) = a.strip_prefix("--") {
            let (name, inline) = match name.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (name, None),
            };
            if with_value.contains(&name) {
                let v = match inline {
                    Some(v) => v,
                    None => it
                        .next()
                        .cloned()
                        .ok_or_else(|| format!("--{name} needs a value"))?,
                };
                out.values.push((name.to_string(), v));
            } else if boolean.contains(&name) {
                out.flags.push(name.to_string());
            } else {
                return Err(format!("unknown option --{name}\n{USAGE}"));
            }
        } else {
            out.positional.push(a.clone());
        }
    }
    Ok(out)
}

impl Args {
    fn get(&self, k: &str) -> Option<&str> {
        self.values
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.as_str())
    }
    fn has(&self, k: &str) -> bool {
        self.flags.iter().any(|f| f == k)
    }
    fn one(&self, what: &str) -> Result<&str, String> {
        match self.positional.as_slice() {
            [one] => Ok(one),
            [] => Err(format!("missing {what}\n{USAGE}")),
            more => Err(format!(
                "expected one {what}, got {}: {}",
                more.len(),
                more.join(" ")
            )),
        }
    }
}

fn build(args: &[String]) -> Result<ExitCode, String> {
    let a = parse(args, &["out"], &[])?;
    let corpus = a.one("corpus folder")?;
    let out = a.get("out").ok_or("build needs --out DIR")?;
    let started = std::time::Instant::now();
    let manifest = atlas::ingest::output::build(Path::new(corpus), Path::new(out), &mut |line| {
        eprintln!("{line}")
    })?;
    println!(
        "built {} {} in {:.2}s",
        manifest.corpus,
        manifest.version,
        started.elapsed().as_secs_f64()
    );
    for b in &manifest.bundles {
        println!(
            "  {:<24} {:>9} bytes  {:>3} documents  {:>4} blocks  {} parts",
            b.file, b.bytes, b.documents, b.blocks, b.parts
        );
    }
    let personas: Vec<String> = manifest
        .personas
        .iter()
        .map(|(p, f)| format!("{p} -> {f}"))
        .collect();
    println!("  personas: {}", personas.join(", "));
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

fn stats(args: &[String]) -> Result<ExitCode, String> {
    let a = parse(args, &[], &[])?;
    let target = PathBuf::from(a.one("corpus folder, bundle folder or bundle file")?);
    if target.join("corpus.conf").exists() {
        let corpus = Corpus::read(&target).map_err(|e| e.to_string())?;
        let graph =
            atlas::index::links::LinkGraph::build(&corpus.blocks, &corpus.config.normalizer);
        println!("{}", graph.summary());
        println!("{}", routes_line(&corpus.config.routes()));
        println!(
            "documents: {}, blocks: {}",
            corpus.docs.len(),
            corpus.blocks.len()
        );
        return Ok(ExitCode::SUCCESS);
    }
    let files = if target.is_dir() {
        bundle_files(&target)?
    } else {
        vec![target.clone()]
    };
    if files.is_empty() {
        return Err(format!(
            "{}: no corpus.conf and no *.atlas bundles here",
            target.display()
        ));
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
    println!("{}", widest.links.summary());
    println!("{}", routes_line(&widest.config.routes()));
    for (f, b) in files.iter().zip(&bundles) {
        let size = std::fs::metadata(f).map(|m| m.len()).unwrap_or(0);
        println!(
            "bundle {}: {} documents, {} blocks, {} terms, {} bytes; {}",
            b.name(),
            b.docs.len(),
            b.blocks.len(),
            b.index.term_count(),
            size,
            b.links.summary()
        );
    }
    Ok(ExitCode::SUCCESS)
}

fn corpus_dir(a: &Args) -> PathBuf {
    PathBuf::from(a.get("corpus").unwrap_or("corpus/atlas"))
}

fn ask(args: &[String]) -> Result<ExitCode, String> {
    let a = parse(
        args,
        &["persona", "market", "date", "corpus", "bundle", "k"],
        &["json"],
    )?;
    let text = a.positional.join(" ");
    let persona = a.get("persona").ok_or("ask needs --persona")?;
    let market = a.get("market").ok_or("ask needs --market")?;
    let engine = match a.get("bundle") {
        Some(f) => Engine::new(load_bundle(Path::new(f))?),
        None => {
            let corpus = Corpus::read(&corpus_dir(&a)).map_err(|e| e.to_string())?;
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
    let k = match a.get("k") {
        Some(k) => Some(
            k.parse::<usize>()
                .map_err(|_| format!("--k must be a whole number, found '{k}'"))?,
        ),
        None => None,
    };
    let q = Question {
        text,
        persona: persona.into(),
        market: market.into(),
        date: a.get("date").map(String::from),
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
        println!(
            "{}",
            serde_json::to_string_pretty(&v).map_err(|e| e.to_string())?
        );
        return Ok(ExitCode::SUCCESS);
    }
    println!("route: {} ({})", answer.route.name(), answer.reason);
    println!("\ntrace:");
    for t in &answer.trace {
        println!("  {t}");
    }
    println!("\nevidence:");
    for e in &answer.evidence {
        let via = e
            .via
            .as_deref()
            .map(|p| format!("  via {p}"))
            .unwrap_or_default();
        let score = e.score.map(|s| format!("  {s:.3}")).unwrap_or_default();
        println!("  [{}] {}{score}{via}", e.label, e.id);
    }
    if let Some(f) = answer.figure {
        println!(
            "\nfigure: {}",
            atlas::ask::routes::calculate::format_figure(f)
        );
    }
    println!(
        "\nprompt (system):\n{}\n\nprompt (user):\n{}",
        answer.prompt.system, answer.prompt.user
    );
    Ok(ExitCode::SUCCESS)
}

fn eval(args: &[String]) -> Result<ExitCode, String> {
    let a = parse(args, &["corpus", "date"], &[])?;
    let file = a.one("cases file (.jsonl)")?;
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let cases = atlas::eval::read_cases(&text, file)?;
    if cases.is_empty() {
        return Err(format!("{file}: no cases"));
    }
    let corpus = Corpus::read(&corpus_dir(&a)).map_err(|e| e.to_string())?;
    let today = match a.get("date") {
        Some(d) => Date::parse(d)?,
        None => Date::today(),
    };
    let out = atlas::eval::run(&corpus, &cases, today);
    for l in &out.lines {
        println!("{l}");
    }
    let recall = if out.must_total == 0 {
        1.0
    } else {
        out.must_found as f64 / out.must_total as f64
    };
    println!(
        "evidence recall: {recall:.2} ({} of {} must-have blocks supplied)",
        out.must_found, out.must_total
    );
    println!("{} passed, {} failed", out.passed, out.failed);
    Ok(if out.failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
