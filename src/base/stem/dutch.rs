//! Dutch: Snowball's classic algorithm (snowballstem.org/algorithms/dutch), the one Pagefind and
//! Orama ship, ported from Snowball 3.1's `dutch_porter`. (Snowball 3 named its new algorithm
//! after Kraaij and Pohlmann `dutch`; it is several times larger.)

use super::snowball::{among, ends, one_of, regions_from_third, suffix_at};

fn vowel(c: char) -> bool {
    one_of("aeiouyè", c)
}

pub(super) fn stem(word: &str) -> String {
    let mut w = prelude(word);
    let (p1, p2) = regions_from_third(&w, vowel);
    if let Some((k, at)) = among(&w, 0, &["heden", "ene en", "se s"]) {
        match k {
            1 if at >= p1 => {
                w.truncate(at);
                w.extend("heid".chars());
            }
            2 => en_ending(&mut w, at, p1),
            3 if at >= p1 && at > 0 && !one_of("aeijouyè", w[at - 1]) => w.truncate(at),
            _ => {}
        }
    }
    let e_found = e_ending(&mut w, p1);
    if let Some(at) = suffix_at(&w, "heid") {
        if at >= p2 && !(at > 0 && w[at - 1] == 'c') {
            w.truncate(at);
            if let Some(at) = suffix_at(&w, "en") {
                en_ending(&mut w, at, p1);
            }
        }
    }
    if let Some((k, at)) = among(&w, 0, &["end ing", "ig", "lijk", "baar", "bar"]) {
        let after_e = at > 0 && w[at - 1] == 'e';
        if at >= p2 {
            match k {
                1 => {
                    w.truncate(at);
                    match suffix_at(&w, "ig") {
                        Some(ig) if ig >= p2 && !(ig > 0 && w[ig - 1] == 'e') => w.truncate(ig),
                        _ => undouble(&mut w),
                    }
                }
                2 if !after_e => w.truncate(at),
                3 => {
                    w.truncate(at);
                    e_ending(&mut w, p1);
                }
                4 => w.truncate(at),
                5 if e_found => w.truncate(at),
                _ => {}
            }
        }
    }
    // A doubled vowel between consonants at the end is single: "maan" -> "man".
    let n = w.len();
    if n >= 4
        && !one_of("Iaeiouyè", w[n - 1])
        && w[n - 3] == w[n - 2]
        && one_of("aeou", w[n - 2])
        && !vowel(w[n - 4])
    {
        w.remove(n - 2);
    }
    w.into_iter()
        .map(|c| match c {
            'Y' => 'y',
            'I' => 'i',
            c => c,
        })
        .collect()
}

/// Accents off (but è); an initial y, a y after a vowel and an i between vowels are
/// consonants (Y, I).
fn prelude(word: &str) -> Vec<char> {
    let mut w: Vec<char> = word
        .chars()
        .map(|c| match c {
            'á' | 'ä' => 'a',
            'é' | 'ë' => 'e',
            'í' | 'ï' => 'i',
            'ó' | 'ö' => 'o',
            'ú' | 'ü' => 'u',
            c => c,
        })
        .collect();
    if w.first() == Some(&'y') {
        w[0] = 'Y';
    }
    let mut from = 0;
    while let Some(v) = (from..w.len()).find(|&i| vowel(w[i])) {
        let next = v + 1;
        from = next;
        match w.get(next) {
            Some('i') => {
                if w.get(next + 1).is_some_and(|c| vowel(*c)) {
                    w[next] = 'I';
                }
                from = next + 1;
            }
            Some('y') => {
                w[next] = 'Y';
                from = next + 1;
            }
            _ => {}
        }
    }
    w
}

/// A final dd, kk or tt loses a letter.
fn undouble(w: &mut Vec<char>) {
    if among(w, 0, &["dd kk tt"]).is_some() {
        w.pop();
    }
}

/// A final e in R1 after a consonant goes; whether it did.
fn e_ending(w: &mut Vec<char>, p1: usize) -> bool {
    let n = w.len();
    if ends(w, "e") && n > p1 && n >= 2 && !vowel(w[n - 2]) {
        w.pop();
        undouble(w);
        return true;
    }
    false
}

/// An en (at `at`) in R1 after a consonant goes, unless after gem.
fn en_ending(w: &mut Vec<char>, at: usize, p1: usize) {
    if at >= p1 && at > 0 && !vowel(w[at - 1]) && !ends(&w[..at], "gem") {
        w.truncate(at);
        undouble(w);
    }
}
