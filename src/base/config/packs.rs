//! Language packs: the words every corpus asked in a language would otherwise write by hand, for
//! the keys of `[questions]` that read a question's grammar rather than a company's vocabulary
//! (negations, words comparing two things, the word asking who, the language's common short
//! words). `[corpus] languages` names the languages questions are asked in; a key a corpus.conf
//! sets replaces its pack words, a key it leaves out gets every named language's. Read when a
//! configuration is parsed: a bundle carries the words, the page no pack.

/// The languages with a pack, by code.
pub const LANGUAGES: [&str; 7] = ["en", "fr", "es", "de", "it", "pt", "nl"];

/// What one language gives.
pub struct Pack {
    /// Words before a flag or a quantity that turn it around ("not certified", "no stock").
    pub negations: &'static str,
    /// Words asking who has none of something ("none", "aucun", "ningún").
    pub none_words: &'static str,
    /// Words comparing two things upwards and downwards, and the word before the second
    /// ("more ... than", "plus ... que").
    pub more: &'static str,
    pub less: &'static str,
    pub than: &'static str,
    /// Words asking which one of people or places ("who sold the most"): the answer is a row of
    /// the table another table's rows refer to (a dealer), or a market.
    pub who: &'static str,
    /// The language's common short words (articles, pronouns, prepositions, auxiliaries): such a
    /// word typed in lower case is the word, not a code that is spelled like it (the market NO,
    /// ES, IT, AT, DE, IN).
    pub common: &'static str,
    /// Words joining two questions in one ("and", "y", "et"): each side may ask its own thing.
    pub and: &'static str,
    /// Words before a place or a name ("in Lisbon", "en Sevilla", "bei Graz"): a word after one
    /// that nothing the asker may read holds is a name not understood.
    pub places: &'static str,
    /// Words for a market ("which market sold the most", "qué mercado"): they name a table's
    /// market column.
    pub markets: &'static str,
}

pub fn pack(language: &str) -> Option<&'static Pack> {
    Some(match language {
        "en" => &EN,
        "fr" => &FR,
        "es" => &ES,
        "de" => &DE,
        "it" => &IT,
        "pt" => &PT,
        "nl" => &NL,
        _ => return None,
    })
}

/// The languages whose own words a configuration's text uses: at least three distinct words
/// that are in that language's pack and in no other's (a Spanish router line says "cuantos",
/// "qué", "menos"; "de" says nothing).
pub fn detected(text: &str) -> Vec<String> {
    let mut typed: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    typed.sort_unstable();
    typed.dedup();
    let own = |l: &str| -> Vec<&'static str> {
        let mine = all_words(l);
        mine.into_iter()
            .filter(|w| {
                LANGUAGES
                    .iter()
                    .filter(|o| **o != l)
                    .all(|o| !all_words(o).contains(w))
            })
            .collect()
    };
    LANGUAGES
        .iter()
        .filter(|l| {
            own(l)
                .iter()
                .filter(|w| typed.binary_search_by(|t| t.as_str().cmp(w)).is_ok())
                .count()
                >= 3
        })
        .map(|l| l.to_string())
        .collect()
}

/// Every word of language `l`'s pack.
fn all_words(l: &str) -> Vec<&'static str> {
    let Some(p) = pack(l) else { return Vec::new() };
    [
        p.negations,
        p.none_words,
        p.more,
        p.less,
        p.than,
        p.who,
        p.common,
        p.and,
        p.places,
    ]
    .iter()
    .flat_map(|f| f.split(','))
    .map(str::trim)
    .filter(|w| !w.is_empty())
    .collect()
}

/// The words of `field` in every pack of `languages`, each once, in order.
pub fn words(languages: &[String], field: impl Fn(&Pack) -> &'static str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for p in languages.iter().filter_map(|l| pack(l)) {
        for w in field(p).split(',').map(str::trim).filter(|w| !w.is_empty()) {
            if !out.iter().any(|o| o == w) {
                out.push(w.to_string());
            }
        }
    }
    out
}

const EN: Pack = Pack {
    negations: "not, no, non, without, never, isn't, aren't, don't, doesn't, didn't, t",
    none_words: "no, not, none, without, zero, nothing, any",
    more: "more, greater, bigger, larger, higher, better",
    less: "less, fewer, smaller, lower, worse",
    than: "than",
    who: "who, whom, whose",
    common: "a, an, the, and, or, but, if, of, in, on, at, to, by, for, from, with, as, is, are, was, were, be, been, am, it, its, this, that, these, those, he, she, we, us, you, they, them, me, my, our, your, his, her, their, do, does, did, has, have, had, can, could, will, would, should, may, might, must, not, no, so, up, out, off, over, into, about, what, which, who, when, where, why, how, all, any, some, each, per, than, then, there, here",
    and: "and, also",
    places: "in, at, from, near, for",
    markets: "market, markets, country, countries",
};

const FR: Pack = Pack {
    negations: "ne, n, pas, non, sans, jamais, aucun, aucune",
    none_words: "aucun, aucune, pas, sans, zéro, zero, rien, ne, n",
    more: "plus, davantage, supérieur, superieur",
    less: "moins, inférieur, inferieur",
    than: "que, qu",
    who: "qui",
    common: "le, la, les, l, un, une, des, du, de, d, au, aux, et, ou, mais, si, à, a, en, dans, sur, sous, par, pour, avec, sans, est, sont, été, ete, être, etre, ai, as, avons, avez, ont, il, elle, ils, elles, on, nous, vous, je, tu, me, te, se, ce, cet, cette, ces, mon, ma, mes, ton, ta, tes, son, sa, ses, notre, nos, votre, vos, leur, leurs, que, qu, qui, quoi, quel, quelle, quels, quelles, ne, n, pas, plus, moins, y, ça, ca",
    and: "et, ainsi que",
    places: "à, a, au, aux, en, chez, dans, de, pour",
    markets: "marché, marche, marchés, pays",
};

const ES: Pack = Pack {
    negations: "no, sin, nunca, ningún, ningun, ninguna, ninguno",
    none_words: "no, ningún, ningun, ninguno, ninguna, sin, cero, nada",
    more: "más, mas, mayor",
    less: "menos, menor",
    than: "que",
    who: "quién, quien, quiénes, quienes",
    common: "el, la, los, las, lo, un, una, unos, unas, y, e, o, u, pero, si, sí, de, del, a, al, en, con, sin, por, para, sobre, entre, es, son, está, esta, están, estan, ser, fue, fueron, ha, han, hay, he, yo, tú, tu, él, el, ella, ellos, ellas, nos, nosotros, vosotros, usted, ustedes, me, te, se, le, les, mi, mis, su, sus, nuestro, nuestra, que, qué, quien, cual, cuál, como, cómo, donde, dónde, cuando, no, ya, muy, más, mas, menos, este, esta, estos, estas, ese, esa, esos, esas",
    and: "y, e, además",
    places: "en, a, de, desde, para, del",
    markets: "mercado, mercados, país, pais, países",
};

const DE: Pack = Pack {
    negations: "nicht, kein, keine, keinen, keinem, keiner, ohne, nie, niemals",
    none_words: "kein, keine, keinen, keinem, keiner, nicht, ohne, null, nichts",
    more: "mehr, größer, groesser, höher, hoeher",
    less: "weniger, kleiner, niedriger",
    than: "als",
    who: "wer, wen, wem, wessen",
    common: "der, die, das, den, dem, des, ein, eine, einen, einem, einer, eines, und, oder, aber, wenn, in, im, an, am, auf, aus, bei, mit, nach, von, vom, zu, zum, zur, für, fuer, über, ueber, unter, um, ist, sind, war, waren, sein, hat, haben, hatte, wird, werden, kann, können, koennen, es, er, sie, wir, ihr, ich, du, man, sich, mein, dein, unser, euer, was, wer, wie, wo, wann, welche, welcher, welches, nicht, kein, keine, als, auch, noch, schon, so, da, de, at",
    and: "und, sowie",
    places: "in, im, bei, nach, aus, von, für",
    markets: "markt, märkte, land, länder",
};

const IT: Pack = Pack {
    negations: "non, senza, mai, nessun, nessuno, nessuna",
    none_words: "nessun, nessuno, nessuna, non, senza, zero, niente",
    more: "più, piu, maggiore",
    less: "meno, minore",
    than: "di, del, della, che",
    who: "chi",
    common: "il, lo, la, i, gli, le, l, un, uno, una, e, ed, o, ma, se, di, del, della, dei, delle, a, al, alla, ai, da, dal, in, nel, nella, con, su, sul, per, tra, fra, è, e, sono, era, essere, ha, hanno, ho, c, ci, io, tu, lui, lei, noi, voi, loro, mi, ti, si, mio, mia, suo, sua, nostro, che, chi, cosa, quale, quali, come, dove, quando, non, più, piu, meno, questo, questa, quello, quella, it",
    and: "e, ed, anche",
    places: "a, in, da, di, per, presso",
    markets: "mercato, mercati, paese, paesi",
};

const PT: Pack = Pack {
    negations: "não, nao, sem, nunca, nenhum, nenhuma",
    none_words: "nenhum, nenhuma, não, nao, sem, zero, nada",
    more: "mais, maior",
    less: "menos, menor",
    than: "que, do, da",
    who: "quem",
    common: "o, a, os, as, um, uma, uns, umas, e, ou, mas, se, de, do, da, dos, das, em, no, na, nos, nas, por, pelo, pela, para, com, sem, sobre, é, e, são, sao, está, esta, estão, estao, foi, ser, tem, têm, há, ha, eu, tu, ele, ela, nós, nos, vós, eles, elas, me, te, lhe, meu, minha, seu, sua, nosso, que, quem, qual, quais, como, onde, quando, não, nao, mais, menos, este, esta, esse, essa, isto, isso, pt",
    and: "e, também, tambem",
    places: "em, no, na, nos, nas, de, para",
    markets: "mercado, mercados, país, pais",
};

const NL: Pack = Pack {
    negations: "niet, geen, zonder, nooit",
    none_words: "geen, niet, zonder, nul, niets",
    more: "meer, groter, hoger",
    less: "minder, kleiner, lager",
    than: "dan",
    who: "wie",
    common: "de, het, een, en, of, maar, als, in, op, aan, bij, met, naar, van, voor, uit, over, onder, om, is, zijn, was, waren, heeft, hebben, had, wordt, worden, kan, kunnen, ik, jij, je, hij, zij, ze, wij, we, jullie, u, mijn, jouw, zijn, haar, ons, onze, hun, wat, wie, welke, hoe, waar, wanneer, niet, geen, dan, ook, nog, al, er, be, nl",
    and: "en, ook",
    places: "in, te, bij, uit, van, voor",
    markets: "markt, markten, land, landen",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_detected_from_a_configurations_own_words() {
        let spanish = "calculate = (?i)^cu(a|á)nt[oa]s\ncount = cuantos, cuántas\nminimum = menos, mínimo\nnegations = sin, no\nasking_words = qué, cuál, quién";
        assert_eq!(detected(spanish), vec!["es"]);
        let demo = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/atlas/corpus.conf"),
        )
        .unwrap();
        assert!(
            detected(&demo).contains(&"fr".to_string()),
            "{:?}",
            detected(&demo)
        );
        assert!(!detected(&demo).contains(&"de".to_string()));
        assert!(detected("list = (?i)^list\ncount = how many").is_empty());
    }

    #[test]
    fn every_language_has_a_pack_with_every_field() {
        for l in LANGUAGES {
            let p = pack(l).unwrap();
            for (name, field) in [
                ("negations", p.negations),
                ("none_words", p.none_words),
                ("more", p.more),
                ("less", p.less),
                ("than", p.than),
                ("who", p.who),
                ("common", p.common),
                ("and", p.and),
                ("places", p.places),
                ("markets", p.markets),
            ] {
                assert!(!field.trim().is_empty(), "{l} {name}");
                assert!(
                    field.split(',').all(|w| {
                        let w = w.trim();
                        !w.is_empty() && w == w.to_lowercase()
                    }),
                    "{l} {name}: lower case words, comma separated"
                );
            }
        }
        assert!(pack("xx").is_none());
    }

    /// The market codes that are everyday words in the packs' languages are in their common
    /// words: typed in lower case, they are read as the word.
    #[test]
    fn codes_that_are_words_are_common_words() {
        let all: Vec<String> = LANGUAGES.iter().map(|l| l.to_string()).collect();
        let common = words(&all, |p| p.common);
        for code in [
            "no", "es", "it", "at", "de", "in", "us", "be", "se", "la", "ma", "do", "pt", "nl",
        ] {
            assert!(common.iter().any(|w| w == code), "{code}");
        }
    }
}
