//! The stemmers against Snowball's own output: `tests/stems/LANG.txt` holds 4,000 words of the
//! language and the stem Snowball gives each (`tests/stems/make.py` wrote them from Debian's word
//! lists). Each port must stem at least 99.5% of them as Snowball does; English (Porter2 without
//! its exception list) and French (a light stemmer, not Snowball's) are held to the rates they
//! had when measured, so a change that moves them away from Snowball shows. Run with
//! `--nocapture` to see each rate and the words that differ.

use atlas::base::stem::Stemmer;

/// The share of `code`'s vocabulary `stemmer` stems as Snowball does, and the words it does not
/// (word, Snowball's stem, ours).
fn measure(stemmer: Stemmer, code: &str) -> (f64, Vec<(String, String, String)>) {
    let path = format!("{}/tests/stems/{code}.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut total = 0;
    let mut differ = Vec::new();
    for line in text.lines() {
        let (word, want) = line.split_once(' ').expect("`word stem` lines");
        total += 1;
        let got = stemmer.stem(word).unwrap_or_else(|| word.to_string());
        if got != want {
            differ.push((word.to_string(), want.to_string(), got));
        }
    }
    assert!(
        total >= 3000,
        "{path}: {total} words, expected several thousand"
    );
    let rate = 1.0 - differ.len() as f64 / total as f64;
    println!(
        "{}: {:.2}% of {total} words stemmed as Snowball does; {} differ{}",
        stemmer.name(),
        rate * 100.0,
        differ.len(),
        differ
            .iter()
            .map(|(w, want, got)| format!("\n  {w}: snowball {want}, ours {got}"))
            .collect::<String>()
    );
    (rate, differ)
}

fn at_least(stemmer: Stemmer, code: &str, floor: f64) {
    let (rate, differ) = measure(stemmer, code);
    assert!(
        rate >= floor,
        "{}: {:.2}% stemmed as Snowball does, below {:.2}%; first differences: {:?}",
        stemmer.name(),
        rate * 100.0,
        floor * 100.0,
        &differ[..differ.len().min(20)]
    );
}

#[test]
fn spanish_matches_snowball() {
    at_least(Stemmer::Spanish, "es", 0.995);
}

#[test]
fn german_matches_snowball() {
    at_least(Stemmer::German, "de", 0.995);
}

#[test]
fn italian_matches_snowball() {
    at_least(Stemmer::Italian, "it", 0.995);
}

#[test]
fn portuguese_matches_snowball() {
    at_least(Stemmer::Portuguese, "pt", 0.995);
}

#[test]
fn dutch_matches_snowball() {
    at_least(Stemmer::Dutch, "nl", 0.995);
}

#[test]
fn english_and_french_keep_their_measured_rates() {
    // 9 words differ: Snowball 3's -ogist ("physiologist" -> "physiolog") and the few words
    // where it stops at -al ("universally" -> "universal").
    at_least(Stemmer::English, "en", 0.997);
    // Most of French's verb forms are left to the question's exact words.
    at_least(Stemmer::French, "fr", 0.26);
}
