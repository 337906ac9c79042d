//! Italian: Snowball's algorithm (snowballstem.org/algorithms/italian), ported from Snowball 3.1.
//! Its first step, elisions ("l'", "dell'"), is left out: a word never holds an apostrophe here
//! (the normalizer splits "l'auto" into "l" and "auto").

use super::snowball::{among, ends, one_of, region, rv, suffix_at};

fn vowel(c: char) -> bool {
    one_of("aeiouàèìòù", c)
}

pub(super) fn stem(word: &str) -> String {
    let mut w = prelude(word);
    let pv = if w.starts_with(&['d', 'i', 'v', 'a', 'n']) {
        5
    } else {
        rv(&w, vowel)
    };
    let p1 = region(&w, 0, vowel);
    let p2 = region(&w, p1, vowel);
    pronoun(&mut w, pv);
    if !standard(&mut w, pv, p1, p2) {
        if let Some((_, at)) = among(&w, pv, &[VERB]) {
            w.truncate(at);
        }
    }
    // A final vowel in RV, and an i before it in RV; an h after c or g.
    if w.last().is_some_and(|c| one_of("aeioàèìò", *c)) && w.len() > pv {
        w.pop();
        if w.last() == Some(&'i') && w.len() > pv {
            w.pop();
        }
    }
    if ends(&w, "h") && w.len() >= pv + 2 && one_of("cg", w[w.len() - 2]) {
        w.pop();
    }
    w.into_iter()
        .map(|c| match c {
            'I' => 'i',
            'U' => 'u',
            c => c,
        })
        .collect()
}

const VERB: &str = "isca enda ata ita uta ava eva iva erebbe irebbe isce ende are ere ire asse ate avate evate ivate ete erete irete ite ereste ireste ute erai irai isci endi erei irei assi ati iti eresti iresti uti avi evi ivi isco ando endo iamo avamo evamo ivamo eremo iremo assimo ammo emmo eremmo iremmo immo ano iscano avano evano ivano eranno iranno ono iscono arono erono irono erebbero irebbero assero essero issero ato ito uto avo evo ivo ar ir erà irà erò irò";

/// Acute accents written grave; the u after q, and a u or i between vowels, are consonants.
fn prelude(word: &str) -> Vec<char> {
    let mut w: Vec<char> = word
        .chars()
        .map(|c| match c {
            'á' => 'à',
            'é' => 'è',
            'í' => 'ì',
            'ó' => 'ò',
            'ú' => 'ù',
            c => c,
        })
        .collect();
    for i in 1..w.len() {
        if w[i - 1] == 'q' && w[i] == 'u' {
            w[i] = 'U';
        }
    }
    for i in 1..w.len().saturating_sub(1) {
        if vowel(w[i - 1]) && vowel(w[i + 1]) {
            match w[i] {
                'u' => w[i] = 'U',
                'i' => w[i] = 'I',
                _ => {}
            }
        }
    }
    w
}

/// A pronoun attached to a gerund or an infinitive ("mangiarlo" -> "mangiare").
fn pronoun(w: &mut Vec<char>, pv: usize) {
    let Some((_, at)) = among(
        w,
        0,
        &["la cela gliela mela tela vela le cele gliele mele tele vele ne cene gliene mene sene tene vene ci li celi glieli meli teli veli gli mi si ti vi lo celo glielo melo telo velo"],
    ) else {
        return;
    };
    match among(&w[..at], 0, &["ando endo", "ar er ir"]) {
        Some((k, verb)) if verb >= pv => {
            w.truncate(at);
            if k == 2 {
                w.push('e');
            }
        }
        _ => {}
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

fn standard(w: &mut Vec<char>, pv: usize, p1: usize, p2: usize) -> bool {
    let Some((k, at)) = among(
        w,
        0,
        &[
            "ica osa ista anza ice atrice iche abile ibile ose ante mente iste anze ici atrici ichi abili ibili ismi osi anti isti ico ismo oso istà istè istì",
            "azione atore azioni atori",
            "logia logie",
            "usione uzione usioni uzioni",
            "enza enze",
            "amenti imenti amento imento",
            "amente",
            "ità",
            "iva ive ivi ivo",
        ],
    ) else {
        return false;
    };
    let from = match k {
        6 => pv,
        7 => p1,
        _ => p2,
    };
    if at < from {
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
        7 => {
            if let Some((k, at)) = among(w, 0, &["ic abil os", "iv"]).filter(|(_, at)| *at >= p2) {
                w.truncate(at);
                if k == 2 {
                    cut(w, "at", p2);
                }
            }
        }
        8 => {
            if let Some((_, at)) = among(w, 0, &["ic abil iv"]).filter(|(_, at)| *at >= p2) {
                w.truncate(at);
            }
        }
        9 => {
            // The ic only after the at.
            let _ = cut(w, "at", p2) && cut(w, "ic", p2);
        }
        _ => {}
    }
    true
}
