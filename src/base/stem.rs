//! Small stemmers, one per corpus language (`[search] stemmer`). Hand-written rather than the
//! Snowball crate: the browser engine carries them, and each is a few hundred bytes of wasm.
//! Stems are only ever compared with stems made by the same function, so they need not be words.

/// The stemmer a corpus is read with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stemmer {
    #[default]
    None,
    English,
    French,
}

impl Stemmer {
    /// In the order a bundle numbers them.
    pub const ALL: [Stemmer; 3] = [Stemmer::None, Stemmer::English, Stemmer::French];

    pub fn parse(name: &str) -> Option<Stemmer> {
        match name.to_ascii_lowercase().as_str() {
            "none" => Some(Stemmer::None),
            "english" | "en" => Some(Stemmer::English),
            "french" | "fr" => Some(Stemmer::French),
            _ => None,
        }
    }

    /// The stem of a lowercase word, or None when the word is not stemmed: no stemmer, a word
    /// with digits or other non-letters (codes, part numbers, versions), or a word too short to
    /// carry a suffix.
    pub fn stem(self, word: &str) -> Option<String> {
        if self == Stemmer::None
            || word.chars().count() < 3
            || !word.chars().all(char::is_alphabetic)
        {
            return None;
        }
        match self {
            Stemmer::None => None,
            Stemmer::English => word.is_ascii().then(|| english(word)),
            Stemmer::French => Some(french(word)),
        }
    }
}

// --- English: Porter2 (the Snowball English stemmer) without its exception list -------------

fn vowel(c: u8) -> bool {
    matches!(c, b'a' | b'e' | b'i' | b'o' | b'u' | b'y')
}

/// Where the region after the first non-vowel that follows a vowel starts, from `from`.
fn region(w: &[u8], from: usize) -> usize {
    let mut i = from + 1;
    while i < w.len() {
        if !vowel(w[i]) && vowel(w[i - 1]) {
            return i + 1;
        }
        i += 1;
    }
    w.len()
}

/// A short syllable ends `w[..end]`: non-vowel, vowel, non-vowel (not w, x or Y), or a vowel
/// then a non-vowel at the start.
fn short_syllable(w: &[u8], end: usize) -> bool {
    if end == 2 {
        return vowel(w[0]) && !vowel(w[1]);
    }
    end >= 3
        && !vowel(w[end - 3])
        && vowel(w[end - 2])
        && !vowel(w[end - 1])
        && !matches!(w[end - 1], b'w' | b'x' | b'Y')
}

fn ends(w: &[u8], s: &str) -> bool {
    w.ends_with(s.as_bytes())
}

/// The longest suffix of `list` that `w` ends with.
fn longest<'a>(w: &[u8], list: &[&'a str]) -> Option<&'a str> {
    list.iter()
        .filter(|s| ends(w, s))
        .max_by_key(|s| s.len())
        .copied()
}

fn english(word: &str) -> String {
    let mut w: Vec<u8> = word.as_bytes().to_vec();
    if w.len() <= 2 {
        return word.to_string();
    }
    // y as a consonant is written Y.
    for i in 0..w.len() {
        if w[i] == b'y' && (i == 0 || vowel(w[i - 1])) {
            w[i] = b'Y';
        }
    }
    let r1 = ["gener", "commun", "arsen"]
        .iter()
        .find(|p| w.starts_with(p.as_bytes()))
        .map_or_else(|| region(&w, 0), |p| p.len());
    let r2 = region(&w, r1.max(1) - 1).max(r1);
    let r2 = if r1 >= w.len() { w.len() } else { r2 };

    // Step 1a: plurals.
    match longest(&w, &["sses", "ied", "ies", "us", "ss", "s"]) {
        Some("sses") => w.truncate(w.len() - 2),
        Some("ied" | "ies") => {
            let keep = if w.len() > 4 { 1 } else { 2 };
            w.truncate(w.len() - 3 + keep);
        }
        // A final s goes when a vowel comes before the letter it follows (gaps, not gas).
        Some("s") if w[..w.len() - 2].iter().any(|c| vowel(*c)) => {
            w.pop();
        }
        _ => {}
    }
    // Step 1b: -ed, -ing.
    match longest(&w, &["eed", "eedly", "ed", "edly", "ing", "ingly"]) {
        Some(s @ ("eed" | "eedly")) if w.len() - s.len() >= r1 => {
            w.truncate(w.len() - s.len() + 2);
        }
        // Outside R1 an -eed stays whole: it is not an -ed (feed, need).
        Some("eed" | "eedly") => {}
        Some(s) => {
            let stem = w.len() - s.len();
            if w[..stem].iter().any(|c| vowel(*c)) {
                w.truncate(stem);
                if ends(&w, "at") || ends(&w, "bl") || ends(&w, "iz") {
                    w.push(b'e');
                } else if w.len() >= 2
                    && w[w.len() - 1] == w[w.len() - 2]
                    && matches!(
                        w[w.len() - 1],
                        b'b' | b'd' | b'f' | b'g' | b'm' | b'n' | b'p' | b'r' | b't'
                    )
                {
                    w.pop();
                } else if r1 >= w.len() && short_syllable(&w, w.len()) {
                    w.push(b'e');
                }
            }
        }
        None => {}
    }
    // Step 1c: a final y after a consonant (not the first letter) is i.
    let n = w.len();
    if n > 2 && matches!(w[n - 1], b'y' | b'Y') && !vowel(w[n - 2]) {
        w[n - 1] = b'i';
    }
    // Step 2, in R1.
    const STEP2: [(&str, &str); 24] = [
        ("tional", "tion"),
        ("enci", "ence"),
        ("anci", "ance"),
        ("abli", "able"),
        ("entli", "ent"),
        ("izer", "ize"),
        ("ization", "ize"),
        ("ational", "ate"),
        ("ation", "ate"),
        ("ator", "ate"),
        ("alism", "al"),
        ("aliti", "al"),
        ("alli", "al"),
        ("fulness", "ful"),
        ("ousli", "ous"),
        ("ousness", "ous"),
        ("iveness", "ive"),
        ("iviti", "ive"),
        ("biliti", "ble"),
        ("bli", "ble"),
        ("ogi", "og"),
        ("fulli", "ful"),
        ("lessli", "less"),
        ("li", ""),
    ];
    let suffixes: Vec<&str> = STEP2.iter().map(|(s, _)| *s).collect();
    if let Some(s) = longest(&w, &suffixes) {
        let at = w.len() - s.len();
        if at >= r1 {
            let ok = match s {
                "ogi" => at > 0 && w[at - 1] == b'l',
                "li" => {
                    at > 0
                        && matches!(
                            w[at - 1],
                            b'c' | b'd' | b'e' | b'g' | b'h' | b'k' | b'm' | b'n' | b'r' | b't'
                        )
                }
                _ => true,
            };
            if ok {
                let to = STEP2.iter().find(|(x, _)| *x == s).map_or("", |(_, t)| *t);
                w.truncate(at);
                w.extend_from_slice(to.as_bytes());
            }
        }
    }
    // Step 3, in R1 (ative in R2).
    const STEP3: [(&str, &str); 9] = [
        ("tional", "tion"),
        ("ational", "ate"),
        ("alize", "al"),
        ("icate", "ic"),
        ("iciti", "ic"),
        ("ical", "ic"),
        ("ful", ""),
        ("ness", ""),
        ("ative", ""),
    ];
    let suffixes: Vec<&str> = STEP3.iter().map(|(s, _)| *s).collect();
    if let Some(s) = longest(&w, &suffixes) {
        let at = w.len() - s.len();
        if at >= r1 && (s != "ative" || at >= r2) {
            let to = STEP3.iter().find(|(x, _)| *x == s).map_or("", |(_, t)| *t);
            w.truncate(at);
            w.extend_from_slice(to.as_bytes());
        }
    }
    // Step 4, in R2.
    const STEP4: [&str; 18] = [
        "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ism",
        "ate", "iti", "ous", "ive", "ize", "ion",
    ];
    if let Some(s) = longest(&w, &STEP4) {
        let at = w.len() - s.len();
        if at >= r2 && (s != "ion" || (at > 0 && matches!(w[at - 1], b's' | b't'))) {
            w.truncate(at);
        }
    }
    // Step 5: a final e or ll.
    if ends(&w, "e") {
        let at = w.len() - 1;
        if at >= r2 || (at >= r1 && !short_syllable(&w, at)) {
            w.pop();
        }
    } else if ends(&w, "ll") && w.len() > r2 {
        w.pop();
    }
    for c in &mut w {
        if *c == b'Y' {
            *c = b'y';
        }
    }
    String::from_utf8(w).unwrap_or_else(|_| word.to_string())
}

// --- French: a light stemmer (after Savoy's), accents folded ----------------------------------

/// Accents folded, so `réparation`, `reparation` and `RÉPARATION` meet.
pub fn fold(c: char) -> char {
    match c {
        'à' | 'á' | 'â' | 'ä' | 'ã' => 'a',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ò' | 'ó' | 'ô' | 'ö' | 'õ' => 'o',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'ÿ' => 'y',
        'ç' => 'c',
        'ñ' => 'n',
        'œ' => 'o',
        'æ' => 'a',
        c => c,
    }
}

fn french(word: &str) -> String {
    let mut w: Vec<char> = word.chars().map(fold).collect();
    let ends = |w: &[char], s: &str| {
        let n = s.chars().count();
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
        let n = s.chars().count();
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_follows_porter2() {
        let e = |w: &str| Stemmer::English.stem(w).unwrap_or_else(|| w.to_string());
        for (w, s) in [
            ("caresses", "caress"),
            ("ponies", "poni"),
            ("ties", "tie"),
            ("cats", "cat"),
            ("gas", "gas"),
            ("running", "run"),
            ("hoping", "hope"),
            ("iterating", "iter"),
            ("iterators", "iter"),
            ("references", "refer"),
            ("referencing", "referenc"),
            ("generics", "generic"),
            ("generalization", "general"),
            ("borrowed", "borrow"),
            ("borrowing", "borrow"),
            ("lifetimes", "lifetim"),
            ("lifetime", "lifetim"),
            ("happily", "happili"),
            ("traits", "trait"),
            ("rational", "ration"),
            ("owners", "owner"),
            ("matches", "match"),
            ("matching", "match"),
            ("cry", "cri"),
            ("feed", "feed"),
            ("agreed", "agre"),
            ("gaps", "gap"),
            ("say", "say"),
        ] {
            assert_eq!(e(w), s, "{w}");
        }
    }

    #[test]
    fn codes_digits_and_short_words_are_not_stemmed() {
        for w in ["e0382", "bp-36-2", "u8", "is", "ab", "x86"] {
            assert_eq!(Stemmer::English.stem(w), None, "{w}");
        }
        assert_eq!(Stemmer::None.stem("running"), None);
    }

    #[test]
    fn french_is_light_and_folds_accents() {
        let f = |w: &str| Stemmer::French.stem(w).unwrap();
        assert_eq!(f("réparation"), f("reparations"));
        assert_eq!(f("freins"), f("frein"));
        assert_eq!(f("batteries"), f("batterie"));
        assert_eq!(f("chevaux"), f("cheval"));
        assert_eq!(f("vérifier"), f("vérifiez"));
        assert_ne!(f("frein"), f("freinage"));
    }
}
