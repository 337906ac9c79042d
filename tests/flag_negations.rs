//! "¿qué talleres no tienen certificado de atomizadores?" listed the certified workshops: a verb
//! of having between the negation and the flag's words ("no tienen", "non hanno", "do not
//! have") hid the negation, and the opposite rows were the answer. Generated over every flag
//! column of six corpora, asked in each of the corpus's languages; both phrasings were written
//! before the fix, and the second of each language is reported apart (not tuned on).

use crate::common;

use atlas::base::model::ColumnKind;
use atlas::ingest::sources::Corpus;
use common::*;

const CORPORA: [&str; 6] = [
    "corpus/atlas",
    "tests/corpora/tramonta",
    "tests/corpora/calora",
    "tests/corpora/agrodrone",
    "tests/corpora/spanish-dealer",
    "tests/corpora/german-dealer",
];

/// Per language, `{a}` the table's word, `{w}` the flag's words: asking for the rows without it.
fn phrasings(language: &str) -> &'static [&'static str] {
    match language {
        "en" => &["which {a} do not have {w}", "{a} that don't have the {w}"],
        "fr" => &["quels {a} n'ont pas {w}", "{a} qui n'ont pas de {w}"],
        "es" => &["qué {a} no tienen {w}", "{a} que no tienen el {w}"],
        "de" => &["welche {a} haben keine {w}", "{a} die nicht {w} haben"],
        "it" => &["quali {a} non hanno {w}", "{a} che non hanno il {w}"],
        "pt" => &["quais {a} não têm {w}", "{a} que não tem o {w}"],
        "nl" => &["welke {a} hebben geen {w}", "{a} die niet {w} hebben"],
        _ => &[],
    }
}

const YES: [&str; 8] = ["yes", "oui", "sí", "si", "ja", "sim", "true", "1"];

#[test]
fn a_negated_flag_lists_the_rows_without_it() {
    let (mut asked, mut wrong) = ([0usize; 2], [Vec::new(), Vec::new()]);
    for dir in CORPORA {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let market = corpus.config.markets[0].code.clone();
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            let Some(about) = t
                .about
                .iter()
                .find(|a| a.ends_with('s') && !a.contains(' '))
                .or(t.about.first())
            else {
                continue;
            };
            let rows: Vec<_> = corpus
                .blocks
                .iter()
                .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d))
                .collect();
            for (f, flag) in t.columns.iter().enumerate() {
                if flag.kind != ColumnKind::Flag {
                    continue;
                }
                let words = flag.name.replace('_', " ");
                let (mut with, mut without) = (Vec::new(), Vec::new());
                for b in &rows {
                    let cell = b.fields[f].to_lowercase();
                    if YES.contains(&cell.as_str()) {
                        with.push(b.id.to_string());
                    } else {
                        without.push(b.id.to_string());
                    }
                }
                for language in &corpus.config.languages {
                    for (i, p) in phrasings(language).iter().enumerate() {
                        let q = p.replace("{a}", about).replace("{w}", &words);
                        let a = ask_on(&engine, &persona, &market, Some("2026-11-20"), &q);
                        let got = ids(&a);
                        asked[i] += 1;
                        let right = without.iter().all(|r| got.contains(r))
                            && !with.iter().any(|r| got.contains(r));
                        if !right {
                            wrong[i].push(format!("{dir}: {q:?} -> {:?} {got:?}", a.route));
                        }
                    }
                }
            }
        }
    }
    let [tuned, held] = &wrong;
    eprintln!(
        "{}\nnegated flags: {} asked, {} wrong; held-out phrasings: {} asked, {} wrong",
        tuned
            .iter()
            .chain(held)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n"),
        asked[0],
        tuned.len(),
        asked[1],
        held.len()
    );
    assert!(asked[0] >= 12 && asked[1] >= 12, "{asked:?}");
    assert!(tuned.is_empty(), "{} of {} wrong", tuned.len(), asked[0]);
    assert!(
        held.len() * 5 <= asked[1],
        "{} of {} held out wrong",
        held.len(),
        asked[1]
    );
}

/// The demo's dealers written with `yes` and `no` spelled as `spell` makes each row, in a copy
/// `name` (with `conf` lines after `[corpus]`): whether battery_certified is a flag and "not
/// battery certified" lists exactly its no rows, or what went wrong.
fn not_certified_listed(
    name: &str,
    conf: &str,
    spell: &mut dyn FnMut(usize, bool) -> String,
) -> Result<(), String> {
    let dir = corpus_copy(name);
    let file = dir.join("records/DEALERS.csv");
    let text = std::fs::read_to_string(&file).unwrap();
    let (mut rows, mut out, mut without) = (0, Vec::new(), Vec::new());
    for l in text.lines() {
        let mut l = l.to_string();
        let cell = match (l.strip_suffix(",yes"), l.strip_suffix(",no")) {
            (Some(s), _) => Some((s.to_string(), true)),
            (_, Some(s)) => Some((s.to_string(), false)),
            _ => None,
        };
        if let Some((s, yes)) = cell.filter(|_| !l.starts_with('#')) {
            rows += 1;
            if !yes {
                without.push(format!("DEALERS#{}", l.split(',').next().unwrap()));
            }
            l = format!("{s},{}", spell(rows, yes));
        }
        out.push(l);
    }
    std::fs::write(&file, out.join("\n") + "\n").unwrap();
    if !conf.is_empty() {
        let c = std::fs::read_to_string(dir.join("corpus.conf")).unwrap();
        let c = c.replacen("[corpus]\n", &format!("[corpus]\n{conf}"), 1);
        std::fs::write(dir.join("corpus.conf"), c).unwrap();
    }
    let corpus = Corpus::read(&dir).unwrap();
    let t = corpus
        .docs
        .iter()
        .find(|d| d.id.as_str() == "DEALERS")
        .and_then(|d| d.table.as_ref())
        .unwrap();
    let kind = t
        .columns
        .iter()
        .find(|c| c.name == "battery_certified")
        .map(|c| c.kind);
    if kind != Some(ColumnKind::Flag) {
        return Err(format!("battery_certified read as {kind:?}"));
    }
    let (persona, engine) = widest(&corpus);
    let a = ask_on(
        &engine,
        &persona,
        "MA",
        Some("2026-11-20"),
        "which dealers are not battery certified",
    );
    let got = ids(&a);
    let dealers: Vec<&String> = got.iter().filter(|g| g.starts_with("DEALERS#")).collect();
    if without.is_empty()
        || dealers.len() != without.len()
        || !without.iter().all(|w| got.contains(w))
    {
        return Err(format!("{dealers:?}, want {without:?}"));
    }
    Ok(())
}

/// "hvilke forhandlere er ikke garantipartner" (the eleventh company's n03): the Finnish office's
/// rows of a flag column were written `kyllä`/`ei`, a spelling the flag reading lacked, so the
/// column was text and every dealer was listed as not a partner. Each yes/no pair an export of
/// Europe's languages writes, mixed with the demo's yes/no in its dealers' flag column: the
/// column is a flag, and "not battery certified" lists its no rows, whichever spelling they
/// have.
#[test]
fn every_spelling_of_yes_and_no_is_a_flag() {
    const PAIRS: [(&str, &str); 20] = [
        ("да", "не"),
        ("Да", "НЕТ"),
        ("так", "ні"),
        ("ja", "nej"),
        ("ja", "nei"),
        ("kyllä", "ei"),
        ("Kylla", "EI"),
        ("jah", "ei"),
        ("Y", "N"),
        ("true", "false"),
        ("oui", "non"),
        ("sí", "no"),
        ("sim", "não"),
        ("tak", "nie"),
        ("ano", "ne"),
        ("igen", "nem"),
        ("já", "nei"),
        ("da", "nu"),
        ("evet", "hayır"),
        ("taip", "ne"),
    ];
    let mut wrong = Vec::new();
    for (yes, no) in PAIRS {
        // Every other row in the pair's spelling, the rest as yes/no: a merge of two exports.
        let mut spell = |row: usize, y: bool| {
            let (own, plain) = if y { (yes, "yes") } else { (no, "no") };
            if row.is_multiple_of(2) { own } else { plain }.to_string()
        };
        if let Err(e) = not_certified_listed(&format!("flag-{yes}-{no}"), "", &mut spell) {
            wrong.push(format!("{yes}/{no}: {e}"));
        }
    }
    judge("flag spellings", PAIRS.len(), &wrong, PAIRS.len());
}

/// The twenty-third company's dealers: flag columns written wholly in the language of each
/// country (`ya`/`tidak`, `có`/`không`, `oo`/`hindi`) were read as text, and "how many dealers are
/// solar certified" counted every dealer (13, truth 8) with nothing said. The demo's flag column
/// written wholly in one pair: the built-in Southeast Asian pairs (looked at while building),
/// and pairs of languages no list holds, set in `[corpus] yes` and `no` (held out): the column
/// is a flag and "not battery certified" lists its no rows.
#[test]
fn a_flag_column_in_one_language_s_own_pair_is_a_flag() {
    const PAIRS: [(&str, &str, bool); 10] = [
        ("ya", "tidak", false),
        ("có", "không", false),
        ("Có", "KHÔNG", false),
        ("oo", "hindi", false),
        ("はい", "いいえ", true),
        ("כן", "לא", true),
        ("haan", "nahin", true),
        ("是", "否", true),
        ("ndiyo", "hapana", true),
        ("tak", "tiada", true),
    ];
    let mut wrong = [Vec::new(), Vec::new()];
    for (yes, no, configured) in PAIRS {
        let conf = match configured {
            true => format!("yes = {yes}\nno = {no}\n"),
            false => String::new(),
        };
        let mut spell = |_: usize, y: bool| if y { yes } else { no }.to_string();
        let name = format!("flag-own-{yes}-{no}");
        if let Err(e) = not_certified_listed(&name, &conf, &mut spell) {
            wrong[usize::from(configured)].push(format!("{yes}/{no}: {e}"));
        }
    }
    judge("built-in pairs", 4, &wrong[0], 4);
    judge("configured pairs (held out)", 6, &wrong[1], 6);
}

/// The same company's column before its Finnish spelling was read, and any column of yes and no
/// with a word that is neither (a typo, a spelling no export of these languages writes): read as
/// text, "not" and its name picked no row and every row was listed as the answer, with nothing
/// said. Every flag column of the corpora above with one cell spelled otherwise, asked for its
/// rows without it in each of the corpus's languages: a list of rows says the negation was not
/// understood (most such questions now go to search, which lists no rows as the answer).
#[test]
fn a_negated_column_that_is_no_flag_is_not_understood() {
    let (mut asked, mut wrong) = (0, Vec::new());
    for dir in CORPORA {
        let written = Corpus::read(&root().join(dir)).unwrap();
        for d in &written.docs {
            let Some(t) = &d.table else { continue };
            let Some(f) = t.columns.iter().position(|c| c.kind == ColumnKind::Flag) else {
                continue;
            };
            let file = root()
                .join(dir)
                .join("records")
                .join(format!("{}.csv", d.id));
            let Ok(text) = std::fs::read_to_string(&file) else {
                continue;
            };
            let copy = scratch(&format!("not-a-flag-{}", d.id));
            copy_dir(&root().join(dir), &copy);
            // The first row's flag cell spelled as no export writes it.
            let mut done = false;
            let mut out = Vec::new();
            for l in text.lines() {
                let mut cells: Vec<String> = l.split(',').map(String::from).collect();
                if !done
                    && !l.starts_with('#')
                    && cells.len() > f
                    && atlas::ingest::sources::flag_value(&cells[f], &written.config).is_some()
                {
                    cells[f] = "maybe".to_string();
                    done = true;
                }
                out.push(cells.join(","));
            }
            std::fs::write(
                copy.join("records").join(format!("{}.csv", d.id)),
                out.join("\n") + "\n",
            )
            .unwrap();
            let corpus = Corpus::read(&copy).unwrap();
            let (persona, engine) = widest(&corpus);
            let market = corpus.config.markets[0].code.clone();
            let about = t
                .about
                .iter()
                .find(|a| a.ends_with('s') && !a.contains(' '))
                .or(t.about.first())
                .unwrap();
            let words = t.columns[f].name.replace('_', " ");
            for language in &corpus.config.languages {
                for p in phrasings(language) {
                    let q = p.replace("{a}", about).replace("{w}", &words);
                    let a = ask_on(&engine, &persona, &market, Some("2026-11-20"), &q);
                    // Search lists no rows as the answer: a list of the table's rows must
                    // say what it did not understand.
                    if a.route == atlas::base::config::Route::Search {
                        continue;
                    }
                    asked += 1;
                    if !a
                        .known_facts
                        .iter()
                        .any(|f| f.starts_with("not understood"))
                    {
                        wrong.push(format!("{dir}: {q:?} -> {:?} {:?}", a.route, a.known_facts));
                    }
                }
            }
        }
    }
    judge("negated column that is no flag", asked, &wrong, 5);
}

/// Per language, `{a}` the table's word, `{w}` a text column's words: asking for the rows that
/// have it, as a count and as a list. The second of each language is held out.
fn having(language: &str) -> &'static [&'static str] {
    match language {
        "en" => &["how many {a} are {w}", "which {a} have a {w}"],
        "fr" => &["combien de {a} sont {w}", "quels {a} ont un {w}"],
        "es" => &["cuántos {a} tienen {w}", "qué {a} son {w}"],
        "de" => &["wie viele {a} haben {w}", "welche {a} sind {w}"],
        "it" => &["quanti {a} hanno {w}", "quali {a} sono {w}"],
        _ => &[],
    }
}

/// "how many dealers are warranty partners" of a column holding text and some blanks counted
/// every dealer: a column's name with none of its values picks no row, so the answer says it
/// did not understand and gives no figure. The same column with no blank ("list dealers with
/// their city") is shown, not asked, and gets no such note.
#[test]
fn a_column_some_rows_leave_blank_is_not_read_as_a_filter() {
    // The second name of each pair is held out (not tuned on).
    const NAMES: [&str; 2] = ["warranty_partner", "fleet_contract"];
    const VALUES: [&str; 3] = ["gold", "since 2019", "pending review"];
    let (mut asked, mut wrong) = ([0usize; 2], [Vec::new(), Vec::new()]);
    let (mut shown, mut noted) = (0, Vec::new());
    for dir in CORPORA {
        let written = Corpus::read(&root().join(dir)).unwrap();
        for d in &written.docs {
            let Some(t) = &d.table else { continue };
            if !t.columns.iter().any(|c| c.kind == ColumnKind::Flag) {
                continue;
            }
            let file = root()
                .join(dir)
                .join("records")
                .join(format!("{}.csv", d.id));
            let Ok(text) = std::fs::read_to_string(&file) else {
                continue;
            };
            let about = t
                .about
                .iter()
                .find(|a| a.ends_with('s') && !a.contains(' '))
                .or(t.about.first())
                .unwrap();
            for (held, name) in NAMES.iter().enumerate() {
                for blanks in [true, false] {
                    let copy = scratch(&format!("blank-column-{}-{name}-{blanks}", d.id));
                    copy_dir(&root().join(dir), &copy);
                    let (mut out, mut row) = (Vec::new(), 0);
                    for l in text.lines() {
                        let sep = if l.contains(';') { ';' } else { ',' };
                        let cell = if l.starts_with('#') || l.trim().is_empty() {
                            None
                        } else if row == 0 {
                            Some(name.to_string())
                        } else if blanks && row % 3 == 1 {
                            Some(String::new())
                        } else {
                            Some(VALUES[row % 3].to_string())
                        };
                        row += usize::from(cell.is_some());
                        out.push(match cell {
                            Some(c) => format!("{l}{sep}{c}"),
                            None => l.to_string(),
                        });
                    }
                    std::fs::write(
                        copy.join("records").join(format!("{}.csv", d.id)),
                        out.join("\n") + "\n",
                    )
                    .unwrap();
                    let corpus = Corpus::read(&copy).unwrap();
                    let (persona, engine) = widest(&corpus);
                    let market = corpus.config.markets[0].code.clone();
                    let words = name.replace('_', " ");
                    let ask = |q: &str| ask_on(&engine, &persona, &market, Some("2026-11-20"), q);
                    let said = |a: &atlas::ask::answer::Answer| {
                        a.known_facts.iter().any(|f| f.contains("leave blank"))
                    };
                    if !blanks {
                        let q = format!("list {about} with their {words}");
                        let a = ask(&q);
                        shown += 1;
                        if said(&a) {
                            noted.push(format!("{dir}: {q:?} -> {:?}", a.known_facts));
                        }
                        continue;
                    }
                    for language in &corpus.config.languages {
                        for (i, p) in having(language).iter().enumerate() {
                            let q = p.replace("{a}", about).replace("{w}", &words);
                            let a = ask(&q);
                            if a.route == atlas::base::config::Route::Search {
                                continue;
                            }
                            let k = usize::from(held == 1 || i == 1);
                            asked[k] += 1;
                            let unsure = a
                                .known_facts
                                .iter()
                                .any(|f| f.starts_with("not understood"));
                            if !unsure || a.figure.is_some() {
                                wrong[k].push(format!(
                                    "{dir}: {q:?} -> {:?} {:?} {:?}",
                                    a.route, a.figure, a.known_facts
                                ));
                            }
                        }
                    }
                }
            }
        }
    }
    judge_split(
        &[(asked[0], wrong[0].clone()), (asked[1], wrong[1].clone())],
        4,
    );
    judge("a column with no blank, shown", shown, &noted, 4);
}

/// "quais revendedores certificados no porto" listed the certified dealers of every city but
/// Porto: Portuguese "no" (in the) is English "no", and the value after it was negated. Where a
/// corpus's languages make one word both a negation and a place word, every text value of a
/// table with a flag, after that word: the rows listed hold the value, and the answer says what
/// it did not understand. With the flag was looked at while building; without it is held out.
#[test]
fn a_negation_that_is_a_place_word_elsewhere_negates_no_value_after_it() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for dir in ["tests/corpora/dentara", "tests/corpora/agrodrone"] {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let q = &corpus.config.questions;
        let Some(both) = q.negations.iter().find(|w| q.place_words.contains(w)) else {
            continue;
        };
        let (persona, engine) = widest(&corpus);
        let market = corpus.config.markets[0].code.clone();
        for (i, d) in corpus.docs.iter().enumerate() {
            let Some(t) = &d.table else { continue };
            let Some(f) = t.columns.iter().position(|c| c.kind == ColumnKind::Flag) else {
                continue;
            };
            let Some(about) = t
                .about
                .iter()
                .find(|a| a.ends_with('s') && !a.contains(' '))
            else {
                continue;
            };
            let rows: Vec<_> = corpus.blocks.iter().filter(|b| b.doc == i).collect();
            for (c, col) in t.columns.iter().enumerate().skip(1) {
                if col.kind != ColumnKind::Text {
                    continue;
                }
                let mut values: Vec<&String> = Vec::new();
                for b in &rows {
                    let v = &b.fields[c];
                    if !v.contains(' ') && !v.is_empty() && !values.contains(&v) {
                        values.push(v);
                    }
                }
                for v in values.iter().take(4) {
                    let flag = t.columns[f].name.replace('_', " ");
                    for (k, q) in [
                        format!("{about} {flag} {both} {}", v.to_lowercase()),
                        format!("{about} {both} {}", v.to_lowercase()),
                    ]
                    .iter()
                    .enumerate()
                    {
                        let a = ask_on(&engine, &persona, &market, Some("2026-11-20"), q);
                        if a.route == atlas::base::config::Route::Search {
                            continue;
                        }
                        let (asked, wrong) = &mut tallies[k];
                        *asked += 1;
                        let others = a
                            .evidence
                            .iter()
                            .any(|e| rows.iter().any(|b| *b.id == *e.id && &b.fields[c] != *v));
                        let said = a.known_facts.iter().any(|f| f.contains("not understood"));
                        if others || !said {
                            wrong.push(format!(
                                "{dir}: {q:?} -> {:?} {:?}",
                                a.evidence.iter().map(|e| &e.id).collect::<Vec<_>>(),
                                a.known_facts
                            ));
                        }
                    }
                }
            }
        }
    }
    judge_split(&tallies, 4);
}

/// "sertifikalı olmayan bayiler" (the fifteenth company, Turkish) listed the certified dealers:
/// a negation written after the word it negates, before the table's word, negated nothing, and
/// "garantisi olmayan talepler kaç" counted every claim. A language that writes its negation
/// after its word lists it under `[questions] negations_after`. Over every flag column of five
/// corpora, each given a Turkish after-negation: "<flag> olmayan <rows>" (looked at) and
/// "<rows> <flag> değil" (held out) list the rows without the flag, and a count with an
/// unread word before the negation gives no figure.
#[test]
fn a_negation_after_its_word_negates_that_word() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut unread = (0, Vec::new());
    for dir in [
        "corpus/atlas",
        "tests/corpora/calora",
        "tests/corpora/german-dealer",
        "tests/corpora/agrodrone",
        "tests/corpora/elevira",
    ] {
        let mut corpus = Corpus::read(&root().join(dir)).unwrap();
        let q = &mut corpus.config.questions;
        for w in ["olmayan", "değil"] {
            if !q.negations_after.iter().any(|n| n == w) {
                q.negations_after.push(w.into());
                q.negations.push(w.into());
            }
        }
        let (persona, engine) = widest(&corpus);
        let market = corpus.config.markets[0].code.clone();
        let count = english_count(&corpus).unwrap_or("kaç");
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            let Some(about) = t.about.first() else {
                continue;
            };
            let rows: Vec<_> = corpus
                .blocks
                .iter()
                .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d))
                .collect();
            for (f, flag) in t.columns.iter().enumerate() {
                if flag.kind != ColumnKind::Flag {
                    continue;
                }
                let words = flag.name.replace('_', " ");
                let (with, without) = split_by_flag(&rows, f);
                let asks = [
                    format!("{words} olmayan {about}"),
                    format!("{about} {words} değil"),
                ];
                for (i, q) in asks.iter().enumerate() {
                    let a = ask_on(&engine, &persona, &market, Some("2026-11-20"), q);
                    let got = ids(&a);
                    tallies[i].0 += 1;
                    let right = without.iter().all(|r| got.contains(r))
                        && !with.iter().any(|r| got.contains(r));
                    if !right {
                        tallies[i]
                            .1
                            .push(format!("{dir}: {q:?} -> {:?} {got:?}", a.route));
                    }
                }
            }
            // A word of the documents no table reads, negated after it: what it would take out
            // is not known, so nothing is counted.
            let Some(word) = qualifier_words(&corpus).into_iter().next() else {
                continue;
            };
            let q = format!("{count} {about} {word} olmayan");
            let a = ask_on(&engine, &persona, &market, Some("2026-11-20"), &q);
            unread.0 += 1;
            if a.figure.is_some() {
                unread.1.push(format!("{dir}: {q:?} -> {:?}", a.figure));
            }
        }
    }
    judge_split(&tallies, 6);
    judge("an unread word negated after it", unread.0, &unread.1, 10);
}

/// "колко рекламации не са в гаранция" (the sixteenth company, Bulgarian: how many claims are
/// not in warranty) counted the claims in warranty: a place word the customer listed, not a
/// stopword, stood between the negation and the flag's word and hid it. A place word is
/// passed as a stopword is. Every flag column of four corpora whose place words are their own:
/// "<rows> <negation> <place> <flag>" lists the rows without the flag, for the first two
/// such place words (looked at) and the rest (held out).
#[test]
fn a_place_word_between_a_negation_and_its_flag_is_passed() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for dir in [
        "tests/corpora/elevira",
        "tests/corpora/pralmont",
        "tests/corpora/skogsberg",
        "tests/corpora/frigodan",
    ] {
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let (persona, engine) = widest(&corpus);
        let market = corpus.config.markets[0].code.clone();
        let n = &corpus.config.normalizer;
        let q = &corpus.config.questions;
        let Some(not) = q.negations.iter().find(|w| w.as_str() == "not") else {
            continue;
        };
        let places: Vec<&String> = q
            .place_words
            .iter()
            .filter(|p| !n.stopwords.contains(p.as_str()) && !p.contains(' '))
            .collect();
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            let Some(about) = t.about.first() else {
                continue;
            };
            let rows: Vec<_> = corpus
                .blocks
                .iter()
                .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d))
                .collect();
            for (f, flag) in t.columns.iter().enumerate() {
                if flag.kind != ColumnKind::Flag {
                    continue;
                }
                let words = flag.name.replace('_', " ");
                let (with, without) = split_by_flag(&rows, f);
                for (i, place) in places.iter().enumerate() {
                    let question = format!("{about} {not} {place} {words}");
                    let a = ask_on(&engine, &persona, &market, Some("2026-11-20"), &question);
                    let got = ids(&a);
                    let k = usize::from(i >= 2);
                    tallies[k].0 += 1;
                    let right = without.iter().all(|r| got.contains(r))
                        && !with.iter().any(|r| got.contains(r));
                    if !right {
                        tallies[k].1.push(format!("{dir}: {question:?} -> {got:?}"));
                    }
                }
            }
        }
    }
    judge_split(&tallies, 4);
}

/// The ids of `rows` whose flag column `f` says yes, then the others: the test corpora's
/// spellings of yes (Turkish, Italian, Greek, Romanian) with the demo's.
fn split_by_flag(rows: &[&atlas::base::model::Block], f: usize) -> (Vec<String>, Vec<String>) {
    const YES_TOO: [&str; 5] = ["evet", "sì", "ναι", "si", "da"];
    let (mut with, mut without) = (Vec::new(), Vec::new());
    for b in rows {
        let cell = b.fields[f].to_lowercase();
        match YES.contains(&cell.as_str()) || YES_TOO.contains(&cell.as_str()) {
            true => with.push(b.id.to_string()),
            false => without.push(b.id.to_string()),
        }
    }
    (with, without)
}

/// Each flag column of `corpus`: its table's first about word of one word, the table's number
/// of rows, and the flag's name words.
fn flag_columns(corpus: &Corpus) -> Vec<(&String, usize, Vec<&str>)> {
    let mut out = Vec::new();
    for d in &corpus.docs {
        let Some(t) = &d.table else { continue };
        let Some(about) = t.about.iter().find(|a| !a.contains(' ')) else {
            continue;
        };
        let rows = corpus
            .blocks
            .iter()
            .filter(|b| std::ptr::eq(&corpus.docs[b.doc], d))
            .count();
        for flag in t.columns.iter().filter(|c| c.kind == ColumnKind::Flag) {
            out.push((about, rows, flag.name.split('_').collect()));
        }
    }
    out
}

/// "którzy dealerzy są nieautoryzowani", "which dealers are unauthorized" (the nineteenth
/// company's P35, R10) listed every dealer with no filter: a negation written as a part of the
/// flag's word was no word at all. A word that is a configured negation then a flag's word (as
/// typed, another form, or through the glossary), or the flag's word then a negation written
/// after (`negations_after`), names the flag negated.
///
/// Every flag column of every corpus, each of its negations of two letters or more written
/// before: "<about> <flag words, the last with the negation glued before it>" lists the rows
/// "<about> <flag words, the negation before the last>" lists, which are not every row. The
/// nineteenth company's was looked at while building; the others are held out.
#[test]
fn a_negation_glued_to_a_flag_word_negates_the_flag() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each_of_every_corpus(|dir, corpus, asking| {
        let q = &corpus.config.questions;
        let tuned = dir.ends_with("kavora");
        for (about, rows, words) in flag_columns(corpus) {
            let Some((last, before)) = words.split_last() else {
                continue;
            };
            for neg in &q.negations {
                let glue = neg.chars().count() >= 2
                    && neg.chars().all(char::is_alphabetic)
                    && !q.negations_after.contains(neg);
                if !glue {
                    continue;
                }
                let head = before.join(" ");
                let control = asking(&format!("{about} {head} {neg} {last}"));
                let want = ids(&control);
                if want.is_empty() || want.len() >= rows {
                    continue;
                }
                let question = format!("{about} {head} {neg}{last}");
                let got = ids(&asking(&question));
                let (asked, wrong) = &mut tallies[usize::from(!tuned)];
                *asked += 1;
                if got != want {
                    wrong.push(format!(
                        "{dir}: {question:?} -> {} rows, want {}",
                        got.len(),
                        want.len()
                    ));
                }
            }
        }
    });
    judge_split(&tallies, 1);
}

/// "nesertificeti dileri igaunija" (the twenty-first company's c22) listed every Estonian
/// dealer: the glued negation was read before a glossary word for the flag as written
/// ("nesertificēti"), not before it typed without its accents. Every glossary word of one word
/// for a flag column's word that has accents, glued to each negation of two letters or more,
/// typed without them: the rows of the word typed with them. Tuned: the first negation; held
/// out: the others.
#[test]
fn a_negation_glued_to_a_flag_word_typed_without_accents_negates_the_flag() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each_of_every_corpus(|dir, corpus, asking| {
        let q = &corpus.config.questions;
        let n = &corpus.config.normalizer;
        for d in &corpus.docs {
            let Some(t) = &d.table else { continue };
            let Some(about) = t.about.iter().find(|a| !a.contains(' ')) else {
                continue;
            };
            for flag in t.columns.iter().filter(|c| c.kind == ColumnKind::Flag) {
                let words: Vec<&str> = flag.name.split('_').collect();
                for (from, to) in &corpus.config.glossary {
                    let [one] = from.as_slice() else { continue };
                    let bare = n.fold(one).into_owned();
                    if bare == *one || !to.iter().any(|w| words.contains(&w.as_str())) {
                        continue;
                    }
                    let glued = q.negations.iter().filter(|neg| {
                        neg.chars().count() >= 2
                            && neg.chars().all(char::is_alphabetic)
                            && !q.negations_after.contains(neg)
                    });
                    for (k, neg) in glued.enumerate() {
                        let want = ids(&asking(&format!("{about} {neg}{one}")));
                        if want.is_empty() {
                            continue;
                        }
                        let question = format!("{about} {neg}{bare}");
                        let got = ids(&asking(&question));
                        let (asked, wrong) = &mut tallies[usize::from(k > 0)];
                        *asked += 1;
                        if got != want {
                            wrong.push(format!("{dir}: {question:?} -> {got:?}, want {want:?}"));
                        }
                    }
                }
            }
        }
    });
    judge_split(&tallies, 1);
}

/// "którzy dealerzy w polsce nie są certyfikowani" and "kteří prodejci na Slovensku nejsou
/// certifikovaní" (the twenty-fourth company's c32, p138) listed the certified dealers: a short
/// verb of a language with no pack ("są", "jsou": are) between the negation and the flag's
/// words, or the negation glued to it (Czech "ne" + "jsou"), hid the negation. A short word
/// nothing reads right before what a negation negates is passed, and a negation glued to one is
/// that negation.
///
/// Every flag column of every corpus, each negation written before (of two letters for the
/// glued form), with short made-up verbs: "<about> <neg> <verb> <flag words>" and "<about>
/// <neg><verb> <flag words>" list the rows "<about> <flag words but the last> <neg> <last>"
/// lists, which are not every row. The twenty-fourth company's were looked at while building;
/// the others are held out.
#[test]
fn a_short_verb_after_a_negation_or_glued_to_it_keeps_the_negation() {
    const VERBS: [&str; 2] = ["vuk", "zyl"];
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    each_of_every_corpus(|dir, corpus, asking| {
        let q = &corpus.config.questions;
        let tuned = dir.ends_with("karpaty");
        for (about, rows, words) in flag_columns(corpus) {
            let Some((last, before)) = words.split_last() else {
                continue;
            };
            let head = before.join(" ");
            for neg in &q.negations {
                // A negation that is also a place word ("no", Portuguese "in the") before
                // a word nothing holds names a place: `a_negation_that_is_a_place_word_...`.
                let alone = neg.chars().all(char::is_alphabetic)
                    && !q.negations_after.contains(neg)
                    && !q.place_words.contains(neg);
                if !alone {
                    continue;
                }
                let want = ids(&asking(&format!("{about} {head} {neg} {last}")));
                if want.is_empty() || want.len() >= rows {
                    continue;
                }
                let all = words.join(" ");
                for verb in VERBS {
                    let mut questions = vec![format!("{about} {neg} {verb} {all}")];
                    if neg.chars().count() == 2 {
                        questions.push(format!("{about} {neg}{verb} {all}"));
                    }
                    for question in questions {
                        let got = ids(&asking(&question));
                        let (asked, wrong) = &mut tallies[usize::from(!tuned)];
                        *asked += 1;
                        if got != want {
                            wrong.push(format!(
                                "{dir}: {question:?} -> {} rows, want {}",
                                got.len(),
                                want.len()
                            ));
                        }
                    }
                }
            }
        }
    });
    judge_split(&tallies, 4);
}
