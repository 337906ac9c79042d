//! "hur manga aterforsaljare har reklamationer pa 330i" (the eleventh company's c04, u01, t02):
//! "hur många" typed without its accents was read word by word, each word as "count", not as
//! the phrase; the rules reading the word after an operation's words then read nothing (19
//! claims counted where 9 dealers were asked; a product the company does not sell summed over
//! every sale; a two-part question not split). Every case question of every corpus that holds
//! a letter with an accent, typed without its accents: the same figure as typed with them, or
//! none, never another; and at least most give the same. Skogsberg's cases were looked at; the
//! others are held out.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

const FILES: [(&str, &str); 14] = [
    ("corpus/atlas", "tests/cases/fresh.jsonl"),
    ("corpus/atlas", "tests/cases/kinds-atlas.jsonl"),
    ("corpus/atlas", "tests/cases/exam5.jsonl"),
    ("corpus/atlas", "tests/cases/generated.jsonl"),
    ("tests/corpora/calora", "tests/corpora/calora/kinds.jsonl"),
    (
        "tests/corpora/agrodrone",
        "tests/corpora/agrodrone/cases.jsonl",
    ),
    (
        "tests/corpora/german-dealer",
        "tests/corpora/german-dealer/cases.jsonl",
    ),
    (
        "tests/corpora/tramonta",
        "tests/corpora/tramonta/kinds.jsonl",
    ),
    (
        "tests/corpora/tramonta",
        "tests/corpora/tramonta/cases.jsonl",
    ),
    (
        "tests/corpora/spanish-dealer",
        "tests/corpora/spanish-dealer/cases.jsonl",
    ),
    ("tests/corpora/quaipro", "tests/corpora/quaipro/cases.jsonl"),
    ("tests/corpora/vindmar", "tests/corpora/vindmar/cases.jsonl"),
    (
        "tests/corpora/compresso",
        "tests/corpora/compresso/cases.jsonl",
    ),
    (
        "tests/corpora/skogsberg",
        "tests/corpora/skogsberg/cases.jsonl",
    ),
];

/// `text` as a phone without the language's keyboard types it: each letter without its accent.
fn unaccented(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let plain = match c {
            'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => "a",
            'À' | 'Á' | 'Â' | 'Ä' | 'Ã' | 'Å' => "A",
            'æ' => "ae",
            'ç' => "c",
            'Ç' => "C",
            'è' | 'é' | 'ê' | 'ë' => "e",
            'È' | 'É' | 'Ê' | 'Ë' => "E",
            'ì' | 'í' | 'î' | 'ï' => "i",
            'Ì' | 'Í' | 'Î' | 'Ï' => "I",
            'ñ' => "n",
            'ò' | 'ó' | 'ô' | 'ö' | 'õ' | 'ø' => "o",
            'Ò' | 'Ó' | 'Ô' | 'Ö' | 'Õ' | 'Ø' => "O",
            'ù' | 'ú' | 'û' | 'ü' => "u",
            'Ù' | 'Ú' | 'Û' | 'Ü' => "U",
            'ß' => "ss",
            '¿' | '¡' => "",
            _ => {
                out.push(c);
                continue;
            }
        };
        out.push_str(plain);
    }
    out
}

#[test]
fn a_question_typed_without_its_accents_gives_its_figure_or_none() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut alike = [(0usize, 0usize); 2];
    for (dir, file) in FILES {
        let held_out = dir != "tests/corpora/skogsberg";
        let corpus = Corpus::read(&root().join(dir)).unwrap();
        let text = std::fs::read_to_string(root().join(file)).unwrap();
        let cases = atlas::eval::read_cases(&text, file).unwrap();
        let mut engines: Vec<(String, atlas::Engine)> = Vec::new();
        for c in cases.iter().filter(|c| !c.question.is_ascii()) {
            let plain = unaccented(&c.question);
            if plain == c.question {
                continue;
            }
            let Some((engine, figure)) = figure_as_typed(&mut engines, &corpus, c) else {
                continue;
            };
            let date = c.date.as_deref();
            let bare = ask_on(engine, &c.persona, &c.market, date, &plain);
            let k = usize::from(held_out);
            tallies[k].0 += 1;
            alike[k].1 += 1;
            match bare.figure {
                Some(f) if f == figure => alike[k].0 += 1,
                None => {}
                Some(f) => tallies[k].1.push(format!(
                    "{dir} {}: {plain:?} -> {f}, typed with its accents {figure} ({:?})",
                    c.id, bare.known_facts
                )),
            }
        }
    }
    for ((same, of), which) in alike.iter().zip(["tuned", "held out"]) {
        eprintln!("{which}: {same} of {of} figures the same without accents");
        assert!(2 * same >= *of, "{which}: {same} of {of}");
    }
    judge_split(&tallies, 2);
}

/// "ΠΟΣΕΣ ΑΝΟΙΧΤΕΣ ΑΞΙΩΣΕΙΣ ΣΤΗΝ ΕΛΛΑΔΑ" (the fifteenth company) met no word: a capital Σ at a
/// word's end lowercases to σ, not the final ς the documents write, and Greek without its tonos
/// ("διαρκεια εγγυησης") met no document word either. Every Greek case question of the company
/// typed without its tonos (looked at) and in capitals (held out): the same figure and the
/// same first evidence as typed.
#[test]
fn greek_typed_without_its_tonos_or_in_capitals_reads_the_same() {
    fn no_tonos(text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        for c in text.chars() {
            out.push(match c {
                'ά' => 'α',
                'έ' => 'ε',
                'ή' => 'η',
                'ί' | 'ϊ' | 'ΐ' => 'ι',
                'ό' => 'ο',
                'ύ' | 'ϋ' | 'ΰ' => 'υ',
                'ώ' => 'ω',
                c => c,
            });
        }
        out
    }
    let tallies = same_as_typed(
        "tests/corpora/elevira",
        &|q| q.chars().any(|ch| ('α'..='ω').contains(&ch)),
        [&no_tonos, &|q: &str| q.to_uppercase()],
    );
    judge_split(&tallies, 5);
}

/// "كَمْ SP-750 بِيعَتْ فِي المَغْرِب سَنَة 2025" (the eighteenth company, Arabic with its short
/// vowels) met no configured word: the harakat were letters of the words, and an alef with a
/// hamza, a taa marbuta or an alef maqsura typed otherwise than written was another word. Every
/// Arabic case question of the company typed with a fatha after each of its Arabic letters
/// (looked at), and with its letters' other forms (a first alef with a hamza, a last haa as a taa
/// marbuta and the reverse, a last yaa as an alef maqsura: held out): the same figure and the
/// same first evidence as typed.
#[test]
fn arabic_typed_with_its_marks_or_its_letters_other_forms_reads_the_same() {
    let arabic = |c: char| ('\u{621}'..='\u{64A}').contains(&c);
    let marked = |text: &str| {
        let mut out = String::new();
        for c in text.chars() {
            out.push(c);
            if arabic(c) {
                out.push('\u{64E}');
            }
        }
        out
    };
    let other_forms = |text: &str| {
        let mut words = Vec::new();
        for w in text.split(' ') {
            let mut cs: Vec<char> = w.chars().collect();
            if cs.first() == Some(&'ا') && cs.len() > 2 {
                cs[0] = 'أ';
            }
            let last = cs.len().wrapping_sub(1);
            match cs.get(last) {
                Some('ه') if cs.len() > 2 => cs[last] = 'ة',
                Some('ة') => cs[last] = 'ه',
                Some('ي') if cs.len() > 2 => cs[last] = 'ى',
                _ => {}
            }
            words.push(cs.into_iter().collect::<String>());
        }
        words.join(" ")
    };
    let tallies = same_as_typed(
        "tests/corpora/sahel",
        &|q| q.chars().any(arabic),
        [&marked, &other_forms],
    );
    judge_split(&tallies, 5);
}

/// "how many WL-9 did dubai sell in 2025" (the eighteenth company: the dealer's city is
/// "Dubaï", its name "Dubai Solar Irrigation LLC") summed every market: "dubai" is a word of
/// the library, so it was read as typed, neither the city nor a name not understood. A word a
/// table also writes with accents is read as that word too. Over eleven corpora, each copied with
/// a document that writes every accented one-word value of its tables without its accents (so
/// each is a known word): "<count> <about> <value without accents>" gives the figure typed with
/// the accents gives. Even values looked at, odd ones held out (five of the eleven corpora were
/// looked at).
#[test]
fn a_value_typed_without_its_accents_is_the_value_where_the_plain_word_is_known() {
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    for dir in [
        "tests/corpora/sahel",
        "tests/corpora/norfisk",
        "tests/corpora/frigodan",
        "tests/corpora/elevira",
        "tests/corpora/dentara",
        "tests/corpora/tramonta",
        "tests/corpora/calora",
        "tests/corpora/fornara",
        "tests/corpora/german-dealer",
        "tests/corpora/spanish-dealer",
        "corpus/atlas",
    ] {
        let original = Corpus::read(&root().join(dir)).unwrap();
        let n = &original.config.normalizer;
        let Some(count) = original
            .config
            .operation_words(atlas::base::config::Op::Count)
            .first()
            .cloned()
        else {
            continue;
        };
        let mut values: Vec<(String, String)> = Vec::new();
        for d in &original.docs {
            let Some(t) = &d.table else { continue };
            let Some(about) = t.about.iter().find(|a| !a.contains(' ')) else {
                continue;
            };
            for b in original
                .blocks
                .iter()
                .filter(|b| std::ptr::eq(&original.docs[b.doc], d))
            {
                for (c, v) in b.fields.iter().enumerate().skip(1) {
                    let plain = unaccented(v);
                    if t.columns[c].kind != atlas::base::model::ColumnKind::Text
                        || plain == *v
                        || n.words(v).len() != 1
                        || v.chars().count() < 4
                        || values.iter().any(|(x, _)| x == v)
                    {
                        continue;
                    }
                    values.push((v.clone(), about.clone()));
                }
            }
        }
        if values.is_empty() {
            continue;
        }
        let copy = scratch(&format!("accents-{}", dir.replace('/', "-")));
        copy_dir(&root().join(dir), &copy);
        let group = original.config.groups[0].clone();
        // A table of its own: a word a table writes is one of the library's record words.
        let mut note = format!("# id: ZZNOTES\n# title: Notes\n# groups: {group}\nkey,note\n");
        for (k, (v, _)) in values.iter().enumerate() {
            note.push_str(&format!("N{k},{} note\n", unaccented(v)));
        }
        std::fs::write(copy.join("records/ZZNOTES.csv"), note).unwrap();
        let corpus = Corpus::read(&copy).unwrap();
        let (persona, engine) = widest(&corpus);
        let home = corpus.config.markets[0].code.clone();
        for (i, (v, about)) in values.iter().enumerate() {
            let ask = |w: &str| {
                ask_on(
                    &engine,
                    &persona,
                    &home,
                    Some("2026-11-20"),
                    &format!("{count} {about} {w}"),
                )
            };
            let (typed, plain) = (ask(v), ask(&unaccented(v)));
            tallies[i % 2].0 += 1;
            if typed.figure != plain.figure {
                tallies[i % 2].1.push(format!(
                    "{dir}: {count} {about} {} -> {:?}, with accents {:?}",
                    unaccented(v),
                    plain.figure,
                    typed.figure
                ));
            }
        }
    }
    judge_split(&tallies, 8);
}

/// Each case question of `dir`'s cases.jsonl that `keep` takes, asked as each of two variants of
/// its typing: a wrong one where the figure or the first evidence is not the question's as typed
/// (a variant the same as typed is not asked).
fn same_as_typed(
    dir: &str,
    keep: &dyn Fn(&str) -> bool,
    variants: [&dyn Fn(&str) -> String; 2],
) -> [(usize, Vec<String>); 2] {
    let corpus = Corpus::read(&root().join(dir)).unwrap();
    let file = format!("{dir}/cases.jsonl");
    let text = std::fs::read_to_string(root().join(&file)).unwrap();
    let cases = atlas::eval::read_cases(&text, &file).unwrap();
    let mut tallies = [(0, Vec::new()), (0, Vec::new())];
    let mut engines: Vec<(String, atlas::Engine)> = Vec::new();
    for c in cases.iter().filter(|c| keep(&c.question)) {
        let engine = persona_engine(&mut engines, &corpus, &c.persona);
        let date = c.date.as_deref();
        let typed = ask_on(engine, &c.persona, &c.market, date, &c.question);
        for (k, variant) in variants.iter().enumerate() {
            let variant = variant(&c.question);
            if variant == c.question {
                continue;
            }
            let a = ask_on(engine, &c.persona, &c.market, date, &variant);
            tallies[k].0 += 1;
            if a.figure != typed.figure || ids(&a).first() != ids(&typed).first() {
                tallies[k].1.push(format!(
                    "{} {variant:?}: {:?} {:?}, typed {:?} {:?}",
                    c.id,
                    a.figure,
                    ids(&a).first(),
                    typed.figure,
                    ids(&typed).first()
                ));
            }
        }
    }
    tallies
}
