//! "nw 2y 18002 affected by the motor firmware notice?": the trace said the serial lay inside
//! none of the notice's ranges, and the answer said yes. Thirty claim rows naming the notice's
//! part filled the prompt; cut to its budget, the prompt lost the serial's fact (said last) and
//! the block stating the range (supplied last), and the rows left read as a yes. The serial's
//! fact now comes first and the range's block right after the start, where a cut keeps them.
//!
//! Every case of every corpus with a serial and a verdict, asked with the prompt's budget cut to
//! a third (800 tokens at least): the verdict is the case's, with the whole prompt and cut. The demo corpus's and tramonta's
//! cases were looked at; the other corpora's are held out.

use crate::common;

use atlas::ask::engine::AskOptions;
use atlas::ingest::sources::Corpus;
use atlas::Question;
use common::*;

#[test]
fn a_serial_verdict_survives_a_prompt_cut_to_its_budget() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut withheld: Vec<String> = Vec::new();
    let mut dirs: Vec<String> = vec!["corpus/atlas".into()];
    for e in std::fs::read_dir(root().join("tests/corpora")).unwrap() {
        dirs.push(format!(
            "tests/corpora/{}",
            e.unwrap().file_name().to_string_lossy()
        ));
    }
    dirs.sort();
    for dir in &dirs {
        let mut corpus = Corpus::read(&root().join(dir)).unwrap();
        if corpus.config.serials.pattern.is_none() {
            continue;
        }
        let case_files: Vec<std::path::PathBuf> = if dir == "corpus/atlas" {
            std::fs::read_dir(root().join("tests/cases"))
                .unwrap()
                .map(|e| e.unwrap().path())
                .collect()
        } else {
            std::fs::read_dir(root().join(dir))
                .unwrap()
                .map(|e| e.unwrap().path())
                .collect()
        };
        let mut cases = Vec::new();
        for f in case_files
            .iter()
            .filter(|f| f.extension().is_some_and(|e| e == "jsonl"))
        {
            let text = std::fs::read_to_string(f).unwrap();
            cases.extend(atlas::eval::read_cases(&text, &f.display().to_string()).unwrap());
        }
        let whole = corpus.config.search.prompt_tokens;
        let mut engines: Vec<(String, [atlas::ask::engine::Engine; 2])> = Vec::new();
        let held_out = !matches!(dir.as_str(), "corpus/atlas" | "tests/corpora/tramonta");
        for c in cases.iter().filter(|c| c.verdict.is_some()) {
            if !engines.iter().any(|(p, _)| *p == c.persona) {
                corpus.config.search.prompt_tokens = whole;
                let full = engine_for(&corpus, &c.persona);
                corpus.config.search.prompt_tokens = (whole / 3).max(800);
                let cut = engine_for(&corpus, &c.persona);
                engines.push((c.persona.clone(), [full, cut]));
            }
            let (_, [full, cut]) = engines.iter().find(|(p, _)| *p == c.persona).unwrap();
            let q = Question {
                text: c.question.clone(),
                persona: c.persona.clone(),
                market: c.market.clone(),
                date: c.date.clone(),
            };
            let opts = AskOptions {
                today: Some(today()),
                nonce: Some("feedc0de".into()),
                ..AskOptions::default()
            };
            let (Ok(a), Ok(b)) = (full.ask_with(&q, &opts), cut.ask_with(&q, &opts)) else {
                continue;
            };
            // By the trace, not the facts: a fact cut from the prompt is gone from the answer.
            let serial = a.trace.iter().any(|l| l.starts_with("serials "));
            if !serial {
                continue;
            }
            let (asked, wrong) = &mut tallies[usize::from(held_out)];
            *asked += 1;
            let want = c.verdict.as_deref();
            let (whole, got) = (atlas::eval::verdict(&a), atlas::eval::verdict(&b));
            // A verdict withheld by both (the evidence did not reach the notice: a search miss,
            // ribera's p102, "recall" asked of a Spanish "retiro") is no wrong verdict, and no
            // cut's doing; said, not failed. A wrong one, or one the cut loses, fails.
            if whole.is_none() && got.is_none() {
                withheld.push(format!("{dir} {}", c.id));
                continue;
            }
            if whole != want || got != want {
                wrong.push(format!(
                    "{dir} {}: {:?}: want {want:?}, {whole:?} with the whole prompt, {got:?} cut",
                    c.id, c.question
                ));
            }
        }
    }
    eprintln!(
        "verdicts withheld with the whole prompt and cut: {} ({})",
        withheld.len(),
        withheld.join(", ")
    );
    assert!(withheld.len() <= 3, "{withheld:?}");
    judge_split(&tallies, 5);
}

/// `atlas ask` prints the verdict `atlas eval` scores: a customer checking a yes/no by hand
/// (`--json`'s `verdict`, the plain output's `verdict:` line) reads what the case file expects.
/// Every demo case with a verdict, asked through its persona's built bundle on the case's day.
#[test]
fn ask_prints_the_verdict_eval_scores() {
    let mut cases = Vec::new();
    for f in std::fs::read_dir(root().join("tests/cases")).unwrap() {
        let f = f.unwrap().path();
        if f.extension().is_some_and(|e| e == "jsonl") {
            let text = std::fs::read_to_string(&f).unwrap();
            cases.extend(atlas::eval::read_cases(&text, &f.display().to_string()).unwrap());
        }
    }
    cases.retain(|c| c.verdict.is_some());
    assert!(
        cases.len() >= 20,
        "{} demo cases with a verdict",
        cases.len()
    );
    let atlas = || std::process::Command::new(env!("CARGO_BIN_EXE_atlas"));
    let mut built: Vec<(String, Scratch, serde_json::Value)> = Vec::new();
    let mut wrong = Vec::new();
    let mut plain_checked = 0;
    for c in &cases {
        let date = c.date.clone().unwrap_or_else(|| today().to_string());
        if !built.iter().any(|(d, _, _)| *d == date) {
            let out = scratch(&format!("ask-verdict-{date}"));
            let run = atlas()
                .arg("build")
                .arg(root().join("corpus/atlas"))
                .arg("--out")
                .arg(&*out)
                .args(["--date", &date])
                .output()
                .unwrap();
            assert!(
                run.status.success(),
                "{}",
                String::from_utf8_lossy(&run.stderr)
            );
            let manifest: serde_json::Value =
                serde_json::from_slice(&std::fs::read(out.join("manifest.json")).unwrap()).unwrap();
            built.push((date.clone(), out, manifest));
        }
        let (_, out, manifest) = built.iter().find(|(d, _, _)| *d == date).unwrap();
        let file = manifest["personas"][c.persona.as_str()]["file"]
            .as_str()
            .unwrap_or_else(|| panic!("{}: persona {} in the manifest", c.id, c.persona));
        let ask = |json: bool| {
            let mut cmd = atlas();
            cmd.arg("ask")
                .args([
                    "--persona",
                    &c.persona,
                    "--market",
                    &c.market,
                    "--date",
                    &date,
                ])
                .arg("--bundle")
                .arg(out.join(file));
            if json {
                cmd.arg("--json");
            }
            let run = cmd.arg("--").arg(&c.question).output().unwrap();
            assert!(
                run.status.success(),
                "{}",
                String::from_utf8_lossy(&run.stderr)
            );
            String::from_utf8(run.stdout).unwrap()
        };
        let answer: serde_json::Value = serde_json::from_str(&ask(true)).unwrap();
        let said = answer["verdict"].as_str().map(String::from);
        if said != c.verdict {
            wrong.push(format!(
                "{}: verdict {said:?}, expected {:?}",
                c.id, c.verdict
            ));
        }
        // The plain output says the same, on its own line.
        if plain_checked < 6 {
            plain_checked += 1;
            let line = format!("\nverdict: {}\n", said.as_deref().unwrap_or("-"));
            assert_eq!(
                ask(false).contains(&line),
                said.is_some(),
                "{}: the plain output's verdict line",
                c.id
            );
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {}:\n{}",
        wrong.len(),
        cases.len(),
        wrong.join("\n")
    );
}
