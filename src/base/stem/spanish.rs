//! Spanish: Snowball's algorithm (snowballstem.org/algorithms/spanish), ported from Snowball 3.1.

use super::snowball::{among, ends, one_of, region, rv, suffix_at};

fn vowel(c: char) -> bool {
    one_of("aeiouáéíóúü", c)
}

pub(super) fn stem(word: &str) -> String {
    let mut w: Vec<char> = word.chars().collect();
    let pv = rv(&w, vowel);
    let p1 = region(&w, 0, vowel);
    let p2 = region(&w, p1, vowel);
    pronoun(&mut w, pv);
    if !standard(&mut w, p1, p2) && !y_verb(&mut w, pv) {
        verb(&mut w, pv);
    }
    residual(&mut w, pv);
    w.into_iter()
        .map(|c| match c {
            'á' => 'a',
            'é' => 'e',
            'í' => 'i',
            'ó' => 'o',
            'ú' => 'u',
            c => c,
        })
        .collect()
}

/// Step 0: a pronoun attached to a gerund or an infinitive ("dándole" -> "dando").
fn pronoun(w: &mut Vec<char>, pv: usize) {
    let Some((_, at)) = among(
        w,
        0,
        &["me se sela selo selas selos la le lo las les los nos"],
    ) else {
        return;
    };
    let Some((k, verb)) = among(
        &w[..at],
        0,
        &[
            "iéndo",
            "ándo",
            "ár",
            "ér",
            "ír",
            "ando iendo ar er ir",
            "yendo",
        ],
    ) else {
        return;
    };
    if verb < pv {
        return;
    }
    match k {
        1..=5 => {
            w.truncate(verb);
            w.extend(["iendo", "ando", "ar", "er", "ir"][k - 1].chars());
        }
        6 => w.truncate(at),
        _ => {
            if verb > 0 && w[verb - 1] == 'u' {
                w.truncate(at)
            }
        }
    }
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

/// Step 1: standard suffixes, in R2 (amente in R1).
fn standard(w: &mut Vec<char>, p1: usize, p2: usize) -> bool {
    let Some((k, at)) = among(
        w,
        0,
        &[
            "ica osa ista anza able ible ico ismo oso amiento imiento icas osas istas anzas ables ibles icos ismos osos amientos imientos",
            "ancia adora ante acion ación ador ancias adoras aciones adores antes",
            "logía logías",
            "ucion ución uciones",
            "encia encias",
            "amente",
            "mente",
            "idad idades",
            "iva ivo ivas ivos",
        ],
    ) else {
        return false;
    };
    if at < if k == 6 { p1 } else { p2 } {
        return false;
    }
    w.truncate(at);
    match k {
        2 => {
            cut(w, "ic", p2);
        }
        3 => w.extend("log".chars()),
        4 => w.push('u'),
        5 => w.extend("ente".chars()),
        6 => {
            if let Some((k, at)) = among(w, 0, &["ic ad os", "iv"]).filter(|(_, at)| *at >= p2) {
                w.truncate(at);
                if k == 2 {
                    cut(w, "at", p2);
                }
            }
        }
        7 => {
            if let Some((_, at)) = among(w, 0, &["able ible ante"]).filter(|(_, at)| *at >= p2) {
                w.truncate(at);
            }
        }
        8 => {
            if let Some((_, at)) = among(w, 0, &["ic abil iv"]).filter(|(_, at)| *at >= p2) {
                w.truncate(at);
            }
        }
        9 => {
            cut(w, "at", p2);
        }
        _ => {}
    }
    true
}

/// Step 2a: verb suffixes beginning with y, in RV and after a u.
fn y_verb(w: &mut Vec<char>, pv: usize) -> bool {
    match among(
        w,
        pv,
        &["ya ye yan yen yeron yendo yo yas yes yais yamos yó"],
    ) {
        Some((_, at)) if at > 0 && w[at - 1] == 'u' => {
            w.truncate(at);
            true
        }
        _ => false,
    }
}

/// Step 2b: other verb suffixes, in RV; en, es, éis and emos take a u after g with them.
fn verb(w: &mut Vec<char>, pv: usize) {
    let Some((k, mut at)) = among(
        w,
        pv,
        &[
            "en es éis emos",
            "aba ada ida ara iera ía aría ería iría ad ed id ase iese aste iste an aban aran ieran ían arían erían irían asen iesen aron ieron arán erán irán ado ido ando iendo ar er ir as abas adas idas aras ieras ías arías erías irías ases ieses abais arais ierais íais aríais eríais iríais aseis ieseis asteis isteis áis aréis eréis iréis ados idos amos ábamos áramos iéramos íamos aríamos eríamos iríamos aremos eremos iremos ásemos iésemos imos arás erás irás ís ará erá irá aré eré iré ió",
        ],
    ) else {
        return;
    };
    if k == 1 && ends(&w[..at], "gu") {
        at -= 1;
    }
    w.truncate(at);
}

/// Step 3: a residual vowel in RV; an e or é takes the u of a gu before it, in RV too.
fn residual(w: &mut Vec<char>, pv: usize) {
    let Some((k, at)) = among(w, 0, &["a o os á í ó", "e é"]) else {
        return;
    };
    if at < pv {
        return;
    }
    w.truncate(at);
    if k == 2 && ends(w, "gu") && at > pv {
        w.pop();
    }
}
