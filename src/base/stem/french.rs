//! French: a light stemmer (after Savoy's), accents folded.

use super::fold;

pub(super) fn stem(word: &str) -> String {
    let mut w: Vec<char> = word.chars().map(fold).collect();
    let ends = |w: &[char], s: &str| {
        let n = crate::base::text::char_count(s);
        w.len() >= n && w[w.len() - n..].iter().copied().eq(s.chars())
    };
    // Plurals: chevaux -> cheval, roues -> roue, prix stays.
    if w.len() > 5 && ends(&w, "aux") {
        w.truncate(w.len() - 2);
        w.push('l');
    } else if w.len() > 3 && (ends(&w, "s") || ends(&w, "x")) {
        w.pop();
    }
    // Derivational endings, longest first; each leaves a stem of at least four letters.
    const SUFFIXES: [&str; 21] = [
        "issement", "isation", "issant", "atrice", "ateur", "ement", "ation", "ition", "ment",
        "euse", "ique", "iste", "able", "ible", "ance", "ence", "eur", "ite", "ive", "ion", "if",
    ];
    for s in SUFFIXES {
        let n = crate::base::text::char_count(s);
        if ends(&w, s) && w.len() >= n + 4 {
            w.truncate(w.len() - n);
            break;
        }
    }
    // Inflections: -er, -ez, -ee, -e, -ie, -ir; a doubled final consonant.
    for s in ["ee", "er", "ez", "ir", "ie", "e"] {
        if ends(&w, s) && w.len() > s.len() + 3 {
            w.truncate(w.len() - s.len());
            break;
        }
    }
    if w.len() > 4 && w[w.len() - 1] == w[w.len() - 2] && w[w.len() - 1].is_alphabetic() {
        w.pop();
    }
    w.into_iter().collect()
}
