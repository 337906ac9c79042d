//! German: Snowball's algorithm (snowballstem.org/algorithms/german), ported from Snowball 3.1,
//! whose prelude reads ae, oe and ue as ä, ö and ü (`super::fold_word` reads typed words the
//! same way). Its last step, a suffix after an apostrophe, is left out: a word never holds one
//! here (the normalizer splits words at anything that is not a letter or digit).

use super::snowball::{among, ends, one_of, regions_from_third};

fn vowel(c: char) -> bool {
    one_of("aeiouyäöü", c)
}

pub(super) fn stem(word: &str) -> String {
    let mut w = prelude(word);
    let (p1, p2) = regions_from_third(&w, vowel);
    step1(&mut w, p1);
    step2(&mut w, p1);
    step3(&mut w, p1, p2);
    w.into_iter()
        .map(|c| match c {
            'Y' => 'y',
            'U' | 'ü' => 'u',
            'ä' => 'a',
            'ö' => 'o',
            c => c,
        })
        .collect()
}

/// u and y between vowels are consonants (U, Y); then ß is ss, and ae, oe, ue are ä, ö, ü,
/// except the u after q.
fn prelude(word: &str) -> Vec<char> {
    let mut w: Vec<char> = word.chars().collect();
    for i in 1..w.len().saturating_sub(1) {
        if vowel(w[i - 1]) && vowel(w[i + 1]) {
            match w[i] {
                'u' => w[i] = 'U',
                'y' => w[i] = 'Y',
                _ => {}
            }
        }
    }
    let mut out = Vec::with_capacity(w.len() + 2);
    let mut i = 0;
    while let Some(&c) = w.get(i) {
        let next = w.get(i + 1).copied();
        i += 1;
        match (c, next) {
            ('ß', _) => out.extend(['s', 's']),
            ('q', Some('u')) => {
                out.extend(['q', 'u']);
                i += 1;
            }
            ('a', Some('e')) | ('o', Some('e')) | ('u', Some('e')) => {
                out.push(match c {
                    'a' => 'ä',
                    'o' => 'ö',
                    _ => 'ü',
                });
                i += 1;
            }
            _ => out.push(c),
        }
    }
    out
}

fn step1(w: &mut Vec<char>, p1: usize) {
    let Some((k, at)) = among(
        w,
        0,
        &["em", "erinnen erin ern er", "e en es", "s", "ln lns"],
    ) else {
        return;
    };
    if at < p1 {
        return;
    }
    match k {
        1 if ends(&w[..at], "syst") => {}
        3 => {
            w.truncate(at);
            // "Ergebnisse" -> "ergebnis".
            if ends(w, "niss") {
                w.pop();
            }
        }
        4 if at == 0 || !one_of("bdfghklmnrt", w[at - 1]) => {}
        5 => {
            w.truncate(at);
            w.push('l');
        }
        _ => w.truncate(at),
    }
}

fn step2(w: &mut Vec<char>, p1: usize) {
    let Some((k, at)) = among(w, 0, &["en er est", "st", "et"]) else {
        return;
    };
    if at < p1 {
        return;
    }
    let before = at.checked_sub(1).map(|i| w[i]);
    let ok = match k {
        1 => true,
        2 => at >= 4 && before.is_some_and(|c| one_of("bdfghklmnt", c)),
        _ => {
            before.is_some_and(|c| one_of("Udfgklmnrstzä", c))
                && among(&w[..at], 0, &["tick plan geordn intern tr"]).is_none()
        }
    };
    if ok {
        w.truncate(at);
    }
}

fn step3(w: &mut Vec<char>, p1: usize, p2: usize) {
    let Some((k, at)) = among(w, 0, &["end ung", "ig isch ik", "lich heit", "keit"]) else {
        return;
    };
    if at < p2 {
        return;
    }
    let after_e = at > 0 && w[at - 1] == 'e';
    match k {
        1 => {
            w.truncate(at);
            if let Some((_, at)) = among(w, p2, &["ig"]) {
                if !(at > 0 && w[at - 1] == 'e') {
                    w.truncate(at);
                }
            }
        }
        2 if after_e => {}
        2 => w.truncate(at),
        3 => {
            w.truncate(at);
            if let Some((_, at)) = among(w, p1, &["er", "en"]) {
                w.truncate(at);
            }
        }
        _ => {
            w.truncate(at);
            if let Some((_, at)) = among(w, p2, &["ig lich"]) {
                w.truncate(at);
            }
        }
    }
}
