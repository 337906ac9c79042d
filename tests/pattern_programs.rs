//! The page runs configured patterns as programs built from them (`base::pattern::program`);
//! ingestion matches them with the `regex` crate. The two must agree on every match and every
//! capture group, or a part number indexed at ingestion would not be found from a question in
//! the browser. Checked here on generated texts for every pattern of the shipped
//! configurations, and for generated patterns of the supported syntax.

use atlas::base::config::Config;
use atlas::base::pattern::Regexp;
use proptest::prelude::*;

/// Read once for every generated case: parsing the two configurations for each of the 300 took
/// most of the test's 15 s.
fn configured() -> &'static [Regexp] {
    static PATTERNS: std::sync::OnceLock<Vec<Regexp>> = std::sync::OnceLock::new();
    PATTERNS.get_or_init(read_configured)
}

fn read_configured() -> Vec<Regexp> {
    let mut out = Vec::new();
    for (file, text) in [
        (
            "corpus/atlas/corpus.conf",
            include_str!("../corpus/atlas/corpus.conf"),
        ),
        (
            "bench/rustdocs.conf",
            include_str!("../bench/rustdocs.conf"),
        ),
    ] {
        let config = Config::parse(text, file).unwrap();
        out.extend(config.regexps().into_iter().cloned());
    }
    out
}

#[track_caller]
fn agree(r: &Regexp, text: &str) {
    let want = r.captures_iter(text.as_bytes());
    let got = r.program_captures_iter(text.as_bytes());
    assert_eq!(got, want, "/{}/ on {text:?}", r.as_str());
}

/// Pieces the shipped patterns are made of: part numbers, codes, serials, router words, in
/// both cases, with and without separators, and what borders them.
const PIECES: [&str; 36] = [
    "BP", "bp", "36", "2", "-", " ", "  ", "\t", "\n", "E", "e", "12", "0382", "046", "E0", "C",
    "K", "3", "2509", "0001", "which", "Which", "products", "bikes", "list", "show all", "all",
    "records", "how many", "average", "Quels", "vélos", "combien", "x", "_", "é",
];

fn texts() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(&PIECES[..]), 0..14).prop_map(|p| p.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn configured_patterns_match_as_the_regex_crate_does(text in texts()) {
        for r in configured() {
            agree(r, &text);
        }
    }

    #[test]
    fn generated_patterns_match_as_the_regex_crate_does(
        pattern in patterns(),
        texts in prop::collection::vec("[ab1A_ \n-]{0,12}", 8),
    ) {
        let r = Regexp::new(&pattern).unwrap();
        for text in &texts {
            agree(&r, text);
        }
    }
}

/// Patterns in the syntax the runner supports: literals, classes, Perl classes, the dot,
/// assertions, groups, alternation, greedy and lazy repetition (of what may match empty, too),
/// case-insensitive and multi-line flags.
fn patterns() -> impl Strategy<Value = String> {
    let leaf = prop::sample::select(vec![
        "a",
        "b",
        "1",
        "-",
        "A",
        "[a-b]",
        "[^a]",
        r"\d",
        r"\w",
        r"\s",
        r"\W",
        ".",
        r"\b",
        r"\B",
        "^",
        "$",
        "",
        r"\b{start}",
        r"\b{end}",
        r"\b{start-half}",
        r"\b{end-half}",
    ])
    .prop_map(str::to_string);
    let tree = leaf.prop_recursive(4, 24, 3, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 1..4).prop_map(|v| v.concat()),
            prop::collection::vec(inner.clone(), 2..4).prop_map(|v| format!("(?:{})", v.join("|"))),
            inner.clone().prop_map(|x| format!("({x})")),
            (
                inner,
                prop::sample::select(vec![
                    "*", "+", "?", "*?", "+?", "??", "{2}", "{0,2}", "{1,3}?", "{2,}",
                ])
            )
                .prop_map(|(x, op)| format!("(?:{x}){op}")),
        ]
    });
    (prop::sample::select(vec!["", "(?i)", "(?m)", "(?s)"]), tree)
        .prop_map(|(flags, t)| format!("{flags}{t}"))
}

#[test]
fn the_shipped_configurations_have_patterns_to_check() {
    let all = configured();
    assert!(all.len() >= 10, "{} patterns", all.len());
    let part = all
        .iter()
        .find(|r| r.as_str().contains("[A-Z]{2}"))
        .unwrap();
    agree(part, "BP36-2, BP-48-1 and XBP-36-2");
    assert_eq!(part.program_captures_iter(b"BP36-2 BP-48-1").len(), 2);
}
