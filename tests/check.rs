//! Issue 27: what a customer's first configuration gets wrong without an error. Part numbers
//! cannot split by the case a document typed them in; `atlas check` reports the rest at its
//! file and line, and `atlas build` refuses what check calls an error.

use crate::common;

use atlas::base::config::Config;
use atlas::index::links::LinkGraph;
use atlas::ingest::sources::Corpus;
use common::*;
use std::path::Path;
use std::process::{Command, Output};

fn atlas_bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_atlas"));
    c.current_dir(root());
    c
}

fn check(dir: &Path) -> Output {
    atlas_bin().arg("check").arg(dir).output().unwrap()
}

fn stdout_of(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The demo corpus with each `(file, from, to)` replacement made (every `from` must be there),
/// and the line of the first replacement's `to`, where a finding about it is expected.
fn broken(name: &str, edits: &[(&str, &str, &str)]) -> (Scratch, usize) {
    let dir = corpus_copy(name);
    let mut line = 0;
    for (i, (file, from, to)) in edits.iter().enumerate() {
        let path = dir.join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(from), "{file} has no '{from}'");
        let changed = text.replacen(from, to, 1);
        if i == 0 {
            let at = changed.find(to).unwrap();
            line = changed[..at].matches('\n').count() + 1;
        }
        std::fs::write(&path, changed).unwrap();
    }
    (dir, line)
}

/// `atlas check` on a spoiled copy of the demo corpus reports `kind` of finding at the first
/// edit's file and line, with `needle` in its message, and exits `code`.
fn reports(name: &str, edits: &[(&str, &str, &str)], severity: &str, needle: &str, code: i32) {
    let (dir, line) = broken(name, edits);
    let out = check(&dir);
    let text = stdout_of(&out);
    let at = format!("{}:{line}: {severity}: ", dir.join(edits[0].0).display());
    let found: Vec<&str> = text.lines().filter(|l| l.starts_with(&at)).collect();
    assert!(
        found.iter().any(|l| l.contains(needle)),
        "no '{at}...{needle}' in:\n{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(out.status.code(), Some(code), "{text}");
}

#[test]
fn the_demo_corpus_checks_clean() {
    let out = check(&root().join("corpus/atlas"));
    let text = stdout_of(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.ends_with(": 0 errors, 0 warnings\n"), "{text}");
    assert_eq!(text.lines().count(), 1, "{text}");
}

#[test]
fn parts_captured_with_their_separators_are_an_error_and_no_build() {
    // BP36-2 and BP-36-2 are both in the demo documents: a template that keeps the typed dash
    // makes them two parts.
    let edit = (
        "corpus.conf",
        r"part = \b([A-Z]{2})-?(\d{2})-(\d)\b => {1}-{2}-{3}",
        r"part = \b([A-Z]{2})(-?)(\d{2})-(\d)\b => {1}{2}{3}-{4}",
    );
    reports("check-separators", &[edit], "error", "'BP-36-2' (", 2);
    let (dir, line) = broken("check-separators-build", &[edit]);
    let out_dir = dir.join("out");
    let built = atlas_bin()
        .arg("build")
        .arg(&*dir)
        .arg("--out")
        .arg(&out_dir)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&built.stderr);
    assert_eq!(built.status.code(), Some(2), "{err}");
    let at = format!(
        "atlas: {}:{line}: error: ",
        dir.join("corpus.conf").display()
    );
    assert!(
        err.contains(&at) && err.contains("spaces or dashes"),
        "{err}"
    );
    assert!(!out_dir.exists(), "a refused build wrote its output");
}

#[test]
fn an_alias_on_two_products_is_reported_at_the_second() {
    reports(
        "check-alias-products",
        &[(
            "corpus.conf",
            "S-2 = S2, scooter, e-scooter",
            "S-2 = S2, scooter, e-scooter, city bike",
        )],
        "warning",
        "'city bike' names product S-2 and product C-3",
        0,
    );
}

#[test]
fn an_alias_of_a_product_and_a_market_is_reported() {
    reports(
        "check-alias-market",
        &[(
            "corpus.conf",
            "FR = France, French",
            "FR = France, French, T7",
        )],
        "warning",
        "'T7' names market FR and product T-7",
        0,
    );
}

#[test]
fn a_word_in_two_operations_is_reported() {
    reports(
        "check-operations",
        &[(
            "corpus.conf",
            "maximum = maximum, highest,",
            "maximum = mean, maximum, highest,",
        )],
        "warning",
        "'mean' asks for maximum here and for average at line",
        0,
    );
}

#[test]
fn an_operation_key_leaving_out_its_packs_words_is_noted_with_them() {
    // The demo corpus asks in English and French: each pack's words the line leaves out are
    // named, whichever language they are of.
    for (key, kept, left_out) in [
        ("minimum", "minimum, lowest", ["fewest", "plus petit"]),
        ("maximum", "maximum, le plus", ["biggest", "plus grand"]),
        ("count", "how many", ["number of", "combien"]),
    ] {
        let line = format!("{key} = {kept}\n");
        let conf = std::fs::read_to_string(root().join("corpus/atlas/corpus.conf")).unwrap();
        let old = conf
            .lines()
            .find(|l| l.starts_with(&format!("{key} = ")))
            .unwrap()
            .to_string();
        let (dir, at) = broken(
            &format!("check-pack-words-{key}"),
            &[("corpus.conf", &format!("{old}\n"), &line)],
        );
        let out = check(&dir);
        let text = stdout_of(&out);
        let note = text
            .lines()
            .find(|l| {
                l.contains(&format!(
                    "corpus.conf:{at}: note: [operations] {key} replaces"
                ))
            })
            .unwrap_or_else(|| panic!("no note for {key} at line {at}:\n{text}"));
        for w in left_out {
            assert!(note.contains(w), "'{w}' not named: {note}");
        }
        assert!(!note.contains(&format!(" {kept}")), "{note}");
        assert_eq!(out.status.code(), Some(0), "{text}");
    }
}

#[test]
fn any_key_leaving_out_its_packs_words_is_noted_with_them() {
    // "quarter_short = q" written for Q3 leaves the French "T3" (trimestre) unread, "month =
    // month" the plural and the French "mois", "cost_words" the pack's "combien coûte": each
    // named at its line.
    for (section, line, left_out) in [
        ("dates", "quarter_short = q", vec!["t"]),
        ("dates", "month = month", vec!["months", "mois"]),
        (
            "questions",
            "cost_words = price, cost",
            vec!["coûte", "how much is"],
        ),
    ] {
        let (dir, at) = broken(
            &format!("check-pack-keys-{}", line.split(' ').next().unwrap()),
            &[(
                "corpus.conf",
                &format!("[{section}]\n"),
                &format!("[{section}]\n{line}\n"),
            )],
        );
        let out = check(&dir);
        let text = stdout_of(&out);
        let key = line.split(' ').next().unwrap();
        let note = text
            .lines()
            .find(|l| {
                l.contains(&format!(
                    "corpus.conf:{}: note: [{section}] {key} replaces",
                    at + 1
                ))
            })
            .unwrap_or_else(|| panic!("no note for {key} at line {}:\n{text}", at + 1));
        for w in left_out {
            assert!(note.contains(w), "'{w}' not named: {note}");
        }
        assert_eq!(out.status.code(), Some(0), "{text}");
    }
}

#[test]
fn a_market_named_only_by_words_of_the_questions_languages_is_reported() {
    // Codes that are everyday words of English or French (the demo corpus's languages): with no
    // other name, a question in lower case cannot reach the market.
    for code in ["NO", "IT", "AT", "IN", "US", "DE", "ET"] {
        let (dir, line) = broken(
            &format!("check-name-word-{code}"),
            &[(
                "corpus.conf",
                "[markets]\n",
                &format!("[markets]\n{code} =\n"),
            )],
        );
        let out = check(&dir);
        let text = stdout_of(&out);
        let at = format!(
            "corpus.conf:{}: warning: '{code}' (market {code}) is also",
            line + 1
        );
        assert!(text.contains(&at), "no '{at}' in:\n{text}");
        assert_eq!(out.status.code(), Some(0), "{text}");
    }
    // A name that is no word is how questions reach it: nothing to say.
    let (dir, _) = broken(
        "check-name-word-named",
        &[("corpus.conf", "[markets]\n", "[markets]\nNO = Norway\n")],
    );
    let text = stdout_of(&check(&dir));
    assert!(!text.contains("'NO' (market NO)"), "{text}");
}

#[test]
fn an_about_word_that_is_an_operation_word_is_reported_in_the_table() {
    reports(
        "check-about-operation",
        &[(
            "records/STOCK.csv",
            "# about: stock, in stock,",
            "# about: stock, total, in stock,",
        )],
        "warning",
        "about word 'total' of STOCK is also a [operations] sum word",
        0,
    );
}

#[test]
fn an_available_word_that_is_a_none_word_is_reported() {
    reports(
        "check-none-available",
        &[(
            "corpus.conf",
            "none_words = no, not, none,",
            "none_words = disponible, no, not, none,",
        )],
        "warning",
        "none_words 'disponible' is also a [follow] available word",
        0,
    );
}

#[test]
fn a_router_line_shadowed_by_an_earlier_route_is_reported() {
    reports(
        "check-router-shadowed",
        &[(
            "corpus.conf",
            r"calculate = (?i)^\s*how\s+many\b",
            r"calculate = (?i)^\s*which\s+dealers\b\s+have",
        )],
        "warning",
        "[router] calculate never decides: line",
        0,
    );
}

#[test]
fn a_router_line_needing_capitals_is_reported() {
    reports(
        "check-router-case",
        &[(
            "corpus.conf",
            r"calculate = (?i)^\s*how\s+many\b",
            r"calculate = ^\s*How\s+many\b",
        )],
        "warning",
        "needs 'How' as written; start it with (?i)",
        0,
    );
}

#[test]
fn a_table_without_usable_about_words_is_reported() {
    reports(
        "check-about-empty",
        &[(
            "records/DEALERS.csv",
            "# about: dealer, dealers, dealership, dealerships, workshop, workshops",
            "# about:",
        )],
        "warning",
        "DEALERS has no about words",
        0,
    );
    reports(
        "check-about-stopword",
        &[(
            "records/CLAIMS-2026.csv",
            "# about: claim, claims,",
            "# about: the, 2026, claim, claims,",
        )],
        "warning",
        "about word 'the' of CLAIMS-2026 is a [search] stopword",
        0,
    );
}

#[test]
fn a_column_named_in_the_plural_is_reported() {
    reports(
        "check-column-plural",
        &[
            (
                "records/STOCK.csv",
                "key,dealer,market,part,description",
                "key,dealer,market,parts,description",
            ),
            ("corpus.conf", "part = Part\n", "parts = Part\n"),
            ("corpus.conf", "part.fr = Pièce", "parts.fr = Pièce"),
        ],
        "warning",
        "column 'parts' of STOCK: a question saying 'part' does not name it",
        0,
    );
}

/// The eleventh company's Finnish rows (`kyllä`) in a column of ja/nej, before that spelling
/// was read: the column was text and "not a warranty partner" filtered nothing.
#[test]
fn a_column_of_yes_and_no_with_another_word_is_reported() {
    reports(
        "check-flag-spelling",
        &[(
            "records/DEALERS.csv",
            "MRK,Atlas Marrakech Gueliz,Marrakech,MA,no",
            "MRK,Atlas Marrakech Gueliz,Marrakech,MA,nope",
        )],
        "warning",
        "column 'battery_certified' of DEALERS holds",
        0,
    );
}

/// "i ar" for "i år" (the eleventh company's g02): a configured word of fewer than four
/// letters is read only as typed, so its unaccented spelling is noted with the line to add it to.
#[test]
fn a_short_word_with_accents_is_noted() {
    reports(
        "check-short-accented",
        &[("corpus.conf", "à la place, a la place", "à la place")],
        "note",
        "add 'a la place' to the line",
        0,
    );
}

/// The twelfth company's `rappel = rückruf` (k20): its documents write "Rückruf" only inside
/// "Sicherheitsrückruf", so no bundle carried the line and "rappel" was read as nothing. And a
/// line of the demo's glossary respelled to a word no source writes: reported at its line.
#[test]
fn a_glossary_word_no_source_writes_is_reported() {
    let dir = root().join("tests/corpora/fornara");
    let text = stdout_of(&check(&dir));
    let conf = std::fs::read_to_string(dir.join("corpus.conf")).unwrap();
    let line = conf
        .lines()
        .position(|l| l.starts_with("rappel = "))
        .unwrap()
        + 1;
    let at = format!("{}:{line}: warning: ", dir.join("corpus.conf").display());
    assert!(
        text.lines()
            .any(|l| l.starts_with(&at) && l.contains("only inside 'sicherheitsruckruf'")),
        "no '{at}' in:\n{text}"
    );
    reports(
        "check-glossary-unheld",
        &[(
            "corpus.conf",
            "rappel = recall\n",
            "zorblat = zorblatting\nrappel = recall\n",
        )],
        "warning",
        "'zorblatting' is a word of no source",
        0,
    );
}

#[test]
fn a_pattern_matching_nothing_is_reported() {
    reports(
        "check-pattern-unused",
        &[(
            "corpus.conf",
            r"error = (?i)\bE-?(\d{2})\b => E-{1}",
            r"error = \bERR-?(\d{3})\b => ERR-{1}",
        )],
        "warning",
        "[codes] error: /\\bERR-?(\\d{3})\\b/ matches nothing",
        0,
    );
}

const GV_CONF: &str = "[groups]\nservice = Service\n[personas]\nservice = service\n\
[links]\npart = (?i)\\b(gv|fs)[ -]?(\\d{2,3})[ -]?(\\d)\\b => {1}-{2}-{3}\n";

fn gv_corpus(conf: &str) -> Corpus {
    let config = Config::parse(conf, "corpus.conf").unwrap();
    let doc = |id: &str, body: &str| {
        format!(
            "id: {id}\ntitle: {id}\ngroups: service\nvalid_from: 2026-01-01\n---\n## 1. Part\n{body}\n"
        )
    };
    let (a, b, c) = (
        doc("RECALL", "Recall of the gas valve gv-220-1."),
        doc("SPEC-B1", "The B-1 boiler uses gas valve GV-220-1."),
        doc(
            "SPEC-B2",
            "The B-2 boiler uses gas valve Gv 220 1 and fan FS-80-2.",
        ),
    );
    Corpus::from_sources(
        config,
        [
            ("docs/RECALL.md", a.as_str(), false),
            ("docs/SPEC-B1.md", b.as_str(), false),
            ("docs/SPEC-B2.md", c.as_str(), false),
        ],
    )
    .unwrap()
}

#[test]
fn an_ignore_case_pattern_gives_one_part_per_part_number() {
    let corpus = gv_corpus(GV_CONF);
    let graph = LinkGraph::build(&corpus.blocks, &corpus.config.normalizer);
    let parts: Vec<(&str, usize)> = graph
        .parts
        .iter()
        .map(|(p, b)| (p.as_str(), b.len()))
        .collect();
    assert_eq!(parts, [("GV-220-1", 3), ("FS-80-2", 1)]);
    // A question's part, in any case and spacing, is the same canonical form.
    let n = &corpus.config.normalizer;
    for q in [
        "is gv-220-1 recalled",
        "GV2201?",
        "gv 220 1 boiler",
        "Gv-220-1",
    ] {
        assert_eq!(n.question_parts(q), ["GV-220-1"], "{q}");
    }
    // `case = lower` writes them all in lower case instead.
    let lower = gv_corpus(&format!("{GV_CONF}case = lower\n"));
    let graph = LinkGraph::build(&lower.blocks, &lower.config.normalizer);
    assert_eq!(graph.parts[0].0, "gv-220-1");
    assert_eq!(graph.parts[0].1.len(), 3);
    assert_eq!(
        lower.config.normalizer.question_parts("GV 220 1"),
        ["gv-220-1"]
    );
}

#[test]
fn a_configuration_that_still_splits_is_an_error_at_its_line() {
    let dir = scratch("check-case");
    std::fs::create_dir_all(dir.join("docs")).unwrap();
    let conf = format!("{GV_CONF}case = as written\n");
    std::fs::write(dir.join("corpus.conf"), &conf).unwrap();
    let corpus = gv_corpus(&conf);
    for d in &corpus.docs {
        let blocks: Vec<&str> = corpus
            .blocks
            .iter()
            .filter(|b| corpus.docs[b.doc].id == d.id)
            .map(|b| b.text.as_str())
            .collect();
        std::fs::write(
            dir.join(format!("docs/{}.md", d.id)),
            format!(
                "id: {0}\ntitle: {0}\ngroups: service\nvalid_from: 2026-01-01\n---\n## 1. Part\n{1}\n",
                d.id,
                blocks.join("\n")
            ),
        )
        .unwrap();
    }
    let out = check(&dir);
    let text = stdout_of(&out);
    assert_eq!(out.status.code(), Some(2), "{text}");
    let at = format!(
        "{}:6: error: [links] part: ",
        dir.join("corpus.conf").display()
    );
    assert!(
        text.lines()
            .any(|l| l.starts_with(&at) && l.contains("differ only by case")),
        "{text}"
    );
}

#[test]
fn a_bad_case_setting_names_its_line() {
    let e = Config::parse(&format!("{GV_CONF}case = title\n"), "c.conf").unwrap_err();
    assert!(
        e.to_string().starts_with(
            "c.conf:7: [links] case must be upper, lower or as written, found 'title'"
        ),
        "{e}"
    );
}

#[test]
fn the_second_corpus_checks_clean() {
    // scripts/test runs `atlas check` on it too, but warnings alone exit 0 there.
    let out = check(&root().join("tests/corpora/calora"));
    let text = stdout_of(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.ends_with(": 0 errors, 0 warnings\n"), "{text}");
}

/// The eighteenth company's "ما" (Arabic what, and a negation) in asking_words and negations,
/// and its "من" (who, than): a question read each in one role, the other lost, with nothing
/// said. Reported at the later of the two lines, naming both keys; the roles the language packs
/// share on purpose (a negation that is a none word, a who word that asks) are not.
#[test]
fn a_word_of_two_roles_that_exclude_each_other_is_reported() {
    reports(
        "check-two-roles",
        &[(
            "corpus.conf",
            "asking_words = what, which,",
            "asking_words = what, which, pas,",
        )],
        "warning",
        "[questions] negations 'pas' is also a [questions] asking_words word",
        0,
    );
}

/// The fourteenth company's "maja" (Polish "have", typed without its accent) in has_words and
/// in May's names: "ktorzy dealerzy nie maja pcb 330 1" was asked of May. Reported at the
/// has_words line, naming the month.
#[test]
fn a_word_that_is_also_a_month_is_reported() {
    reports(
        "check-month-word",
        &[(
            "corpus.conf",
            "has_words = have, has,",
            "has_words = have, has, mars,",
        )],
        "warning",
        "has_words 'mars' is also a name of month 3",
        0,
    );
}

/// The twenty-second company's check told it to add "εωσ" for "εως" (the word folded, with a
/// medial sigma at its end), then refused "εωσ" as not one word: it reads back as "εως". A short
/// word is noted only for a spelling a question would read otherwise, as it reads it.
#[test]
fn a_short_word_whose_folded_form_reads_back_as_itself_is_not_noted() {
    let (dir, _) = broken(
        "check-final-sigma",
        &[(
            "corpus.conf",
            "[dates]\n",
            "[dates]\nuntil = until, jusqu, έως, εως, της\n",
        )],
    );
    let text = stdout_of(&check(&dir));
    assert!(!text.contains("'εωσ'") && !text.contains("'τησ'"), "{text}");
    // "έως", with its accent, is still noted unless "εως" is on the line: here it is.
    assert!(!text.contains("[dates] until: 'έως'"), "{text}");
}

/// The twenty-third company's flag columns, written in its countries' words: a column of two
/// values, one a negation of the questions' languages ("nahin" here, a language no list spells),
/// was read as text with nothing said. Warned at the table's header, with the `[corpus]` lines
/// that make it a flag.
#[test]
fn a_column_of_two_values_one_a_negation_is_reported() {
    let (dir, _) = broken(
        "check-flag-own-pair",
        &[(
            "corpus.conf",
            "negations = not, ",
            "negations = nahin, not, ",
        )],
    );
    let file = dir.join("records/DEALERS.csv");
    let text = std::fs::read_to_string(&file).unwrap();
    let mut out = Vec::new();
    for l in text.lines() {
        let l = match (l.strip_suffix(",yes"), l.strip_suffix(",no")) {
            (Some(s), _) => format!("{s},haan"),
            (_, Some(s)) => format!("{s},nahin"),
            _ => l.to_string(),
        };
        out.push(l);
    }
    std::fs::write(&file, out.join("\n") + "\n").unwrap();
    let header = out.iter().position(|l| l.starts_with("key,")).unwrap() + 1;
    let report = check(&dir);
    let text = stdout_of(&report);
    let at = format!("{}:{header}: warning: ", file.display());
    assert!(
        text.lines().any(|l| l.starts_with(&at)
            && l.contains("holds only 'haan' and 'nahin'")
            && l.contains("[corpus] yes = haan and no = nahin")),
        "no '{at}' in:\n{text}"
    );
}

/// "anz. reklamationen de 2025" (waschwerk) counted every market: a market code that is a
/// word of the questions' languages, with names that are not, drew no finding, so nothing said
/// that the code typed in lower case is the word. Each such code of every corpus gets a note at
/// its line; listed in the corpus's own `common_words`, it is said known and the note goes.
#[test]
fn a_market_code_that_is_a_word_is_noted_until_listed_as_one() {
    let mut noted = 0;
    for dir in every_corpus() {
        let corpus = Corpus::read(&root().join(&dir)).unwrap();
        let c = &corpus.config;
        let q = &c.questions;
        let word = |code: &str| {
            let w = code.to_lowercase();
            [
                &q.negations,
                &q.none_words,
                &q.common_words,
                &q.and_words,
                &q.place_words,
                &q.asking_words,
            ]
            .iter()
            .any(|l| l.iter().any(|x| x.to_lowercase() == w))
                || c.normalizer.stopwords.contains(&w)
        };
        let conf = std::fs::read_to_string(root().join(&dir).join("corpus.conf")).unwrap();
        let own = |code: &str| {
            conf.lines().any(|l| {
                l.trim_start().starts_with("common_words")
                    && l.split('#')
                        .next()
                        .unwrap_or("")
                        .split(['=', ','])
                        .skip(1)
                        .any(|w| w.trim().eq_ignore_ascii_case(code))
            })
        };
        let text = stdout_of(&check(&root().join(&dir)));
        for m in &c.markets {
            let has_plain_name = m.aliases.iter().any(|a| !word(a));
            let expected = word(&m.code) && has_plain_name && !own(&m.code);
            let said = text.lines().any(|l| {
                l.contains(": note: ") && l.contains(&format!("market {} is also a word", m.code))
            });
            assert_eq!(said, expected, "{dir}: market {}:\n{text}", m.code);
            noted += usize::from(said);
        }
    }
    assert!(noted >= 5, "{noted} codes noted");
    // Listed as a common word by the corpus itself, the code is said known.
    let dir = corpus_copy("code-is-word-listed");
    let conf = std::fs::read_to_string(dir.join("corpus.conf")).unwrap();
    std::fs::write(
        dir.join("corpus.conf"),
        conf.replace("common_words = ma\n", ""),
    )
    .unwrap();
    let text = stdout_of(&check(&dir));
    assert!(text.contains("note: market MA is also a word"), "{text}");
}
