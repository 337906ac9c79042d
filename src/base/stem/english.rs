//! English: Porter2 (the Snowball English stemmer) without its exception list.

fn vowel(c: u8) -> bool {
    matches!(c, b'a' | b'e' | b'i' | b'o' | b'u' | b'y')
}

/// Where the region after the first non-vowel that follows a vowel starts, from `from`.
fn region(w: &[u8], from: usize) -> usize {
    // Letters by `get` (each within `w`): each index's panic was code of its own in the page's
    // wasm.
    let mut i = from + 1;
    while let (Some(&c), Some(&before)) = (w.get(i), w.get(i - 1)) {
        if !vowel(c) && vowel(before) {
            return i + 1;
        }
        i += 1;
    }
    w.len()
}

/// A short syllable ends `w[..end]`: non-vowel, vowel, non-vowel (not w, x or Y), or a vowel
/// then a non-vowel at the start.
fn short_syllable(w: &[u8], end: usize) -> bool {
    // Letters by `get` (`end` is within `w`, so each is there): each index's panic was code of
    // its own in the page's wasm.
    let at = |i: usize| w.get(i).copied().unwrap_or(b' ');
    if end == 2 {
        return vowel(at(0)) && !vowel(at(1));
    }
    end >= 3
        && !vowel(at(end - 3))
        && vowel(at(end - 2))
        && !vowel(at(end - 1))
        && !matches!(at(end - 1), b'w' | b'x' | b'Y')
}

/// Whether `w` (a part of the word, always there) has a vowel.
fn any_vowel(w: Option<&[u8]>) -> bool {
    w.unwrap_or_default().iter().any(|&c| vowel(c))
}

fn ends(w: &[u8], s: &str) -> bool {
    w.ends_with(s.as_bytes())
}

/// The longest suffix of `list` that `w` ends with.
fn longest<'a>(w: &[u8], list: &[&'a str]) -> Option<&'a str> {
    // Loops, not adapters, here and in `longest_rule`: each is code of its own in the page's wasm.
    let mut best: Option<&'a str> = None;
    for &s in list {
        if ends(w, s) && best.is_none_or(|b| s.len() >= b.len()) {
            best = Some(s);
        }
    }
    best
}

/// The longest suffix of `rules`, (suffix, replacement) pairs, that `w` ends with, with its
/// replacement.
fn longest_rule<'a>(w: &[u8], rules: &[(&'a str, &'a str)]) -> Option<(&'a str, &'a str)> {
    let mut best: Option<(&'a str, &'a str)> = None;
    for &(s, to) in rules {
        if ends(w, s) && best.is_none_or(|(b, _)| s.len() >= b.len()) {
            best = Some((s, to));
        }
    }
    best
}

pub(super) fn stem(word: &str) -> String {
    let mut w: Vec<u8> = word.as_bytes().to_vec();
    if w.len() <= 2 {
        return word.to_string();
    }
    // y as a consonant is written Y. Each letter beside the one before it as written so far,
    // not by index: each index's panic was code of its own in the page's wasm (here and below).
    let mut before: Option<u8> = None;
    for c in &mut w {
        if *c == b'y' && before.is_none_or(vowel) {
            *c = b'Y';
        }
        before = Some(*c);
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
        Some("s") if any_vowel(w.get(..w.len() - 2)) => {
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
            if any_vowel(w.get(..stem)) {
                w.truncate(stem);
                if ends(&w, "at") || ends(&w, "bl") || ends(&w, "iz") {
                    w.push(b'e');
                } else if matches!(
                    w.as_slice(),
                    [.., a, b] if a == b
                        && matches!(b, b'b' | b'd' | b'f' | b'g' | b'm' | b'n' | b'p' | b'r' | b't')
                ) {
                    w.pop();
                } else if r1 >= w.len() && short_syllable(&w, w.len()) {
                    w.push(b'e');
                }
            }
        }
        None => {}
    }
    // Step 1c: a final y after a consonant (not the first letter) is i.
    if let [_, .., before, last @ (b'y' | b'Y')] = w.as_mut_slice() {
        if !vowel(*before) {
            *last = b'i';
        }
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
    if let Some((s, to)) = longest_rule(&w, &STEP2) {
        let at = w.len() - s.len();
        if at >= r1 {
            let ok = match s {
                "ogi" => w.get(at.wrapping_sub(1)) == Some(&b'l'),
                "li" => matches!(
                    w.get(at.wrapping_sub(1)),
                    Some(b'c' | b'd' | b'e' | b'g' | b'h' | b'k' | b'm' | b'n' | b'r' | b't')
                ),
                _ => true,
            };
            if ok {
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
    if let Some((s, to)) = longest_rule(&w, &STEP3) {
        let at = w.len() - s.len();
        if at >= r1 && (s != "ative" || at >= r2) {
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
        if at >= r2 && (s != "ion" || matches!(w.get(at.wrapping_sub(1)), Some(b's' | b't'))) {
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
