//! Portuguese: Snowball's algorithm (snowballstem.org/algorithms/portuguese), ported from
//! Snowball 3.1. Its nasal vowels ã and õ are written a~ and o~ while it runs, as Snowball does.

use super::snowball::{among, ends, one_of, region, rv, suffix_at};

fn vowel(c: char) -> bool {
    one_of("aeiouáâéêíóôú", c)
}

pub(super) fn stem(word: &str) -> String {
    let mut w: Vec<char> = Vec::with_capacity(word.len() + 2);
    for c in word.chars() {
        match c {
            'ã' => w.extend(['a', '~']),
            'õ' => w.extend(['o', '~']),
            c => w.push(c),
        }
    }
    let pv = rv(&w, vowel);
    let p1 = region(&w, 0, vowel);
    let p2 = region(&w, p1, vowel);
    let changed = standard(&mut w, pv, p1, p2) || verb(&mut w, pv);
    if changed {
        // An i after c, in RV.
        if ends(&w, "ci") && w.len() > pv {
            w.pop();
        }
    } else if let Some((_, at)) = among(&w, 0, &["a i o os á í ó"]).filter(|(_, at)| *at >= pv) {
        w.truncate(at);
    }
    residual_form(&mut w, pv);
    let mut out = String::with_capacity(w.len());
    let mut i = 0;
    while let Some(&c) = w.get(i) {
        match (c, w.get(i + 1)) {
            ('a', Some('~')) => out.push('ã'),
            ('o', Some('~')) => out.push('õ'),
            _ => {
                out.push(c);
                i += 1;
                continue;
            }
        }
        i += 2;
    }
    out
}

/// Deletes `suffix` when `w` ends with it at `from` or later; whether it did.
fn cut(w: &mut Vec<char>, suffix: &str, from: usize) -> bool {
    match suffix_at(w, suffix) {
        Some(at) if at >= from => {
            w.truncate(at);
            true
        }
        _ => false,
    }
}

fn standard(w: &mut Vec<char>, pv: usize, p1: usize, p2: usize) -> bool {
    let Some((k, at)) = among(
        w,
        0,
        &[
            "ica ância adora osa ista eza ante ável ível ico ismo oso amento imento aça~o ador icas adoras osas istas ezas adores antes aço~es icos ismos osos amentos imentos",
            "logia logias",
            "uça~o uço~es",
            "ência ências",
            "amente",
            "mente",
            "idade idades",
            "iva ivo ivas ivos",
            "ira iras",
        ],
    ) else {
        return false;
    };
    let from = match k {
        5 => p1,
        9 => pv,
        _ => p2,
    };
    if at < from {
        return false;
    }
    if k == 9 {
        // "eira" -> "eir".
        if at == 0 || w[at - 1] != 'e' {
            return false;
        }
        w.truncate(at);
        w.extend(['i', 'r']);
        return true;
    }
    w.truncate(at);
    match k {
        2 => w.extend("log".chars()),
        3 => w.push('u'),
        4 => w.extend("ente".chars()),
        5 => {
            if let Some((k, at)) = among(w, 0, &["ic ad os", "iv"]).filter(|(_, at)| *at >= p2) {
                w.truncate(at);
                if k == 2 {
                    cut(w, "at", p2);
                }
            }
        }
        6 => {
            if let Some((_, at)) = among(w, 0, &["ante avel ível"]).filter(|(_, at)| *at >= p2) {
                w.truncate(at);
            }
        }
        7 => {
            if let Some((_, at)) = among(w, 0, &["ic abil iv"]).filter(|(_, at)| *at >= p2) {
                w.truncate(at);
            }
        }
        8 => {
            cut(w, "at", p2);
        }
        _ => {}
    }
    true
}

fn verb(w: &mut Vec<char>, pv: usize) -> bool {
    let Some((_, at)) = among(
        w,
        pv,
        &["ada ida ia aria eria iria ara era ira ava asse esse isse aste este iste ei arei erei irei am iam ariam eriam iriam aram eram iram avam em arem erem irem assem essem issem ado ido ando endo indo ara~o era~o ira~o ar er ir as adas idas ias arias erias irias aras eras iras avas es ardes erdes irdes ares eres ires asses esses isses astes estes istes is ais eis areis ereis ireis áreis éreis íreis ásseis ésseis ísseis áveis íeis aríeis eríeis iríeis ados idos amos áramos éramos íramos ávamos íamos aríamos eríamos iríamos emos aremos eremos iremos ássemos êssemos íssemos imos armos ermos irmos ámos arás erás irás eu iu ou ará erá irá"],
    ) else {
        return false;
    };
    w.truncate(at);
    true
}

/// A final e, é or ê in RV, with the u of gu or the i of ci before it (in RV); ç is c.
fn residual_form(w: &mut Vec<char>, pv: usize) {
    match among(w, 0, &["e é ê", "ç"]) {
        Some((1, at)) if at >= pv => {
            w.truncate(at);
            if (ends(w, "gu") || ends(w, "ci")) && at > pv {
                w.pop();
            }
        }
        Some((2, at)) => w[at] = 'c',
        _ => {}
    }
}
