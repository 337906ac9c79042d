//! Reading `corpus.conf`: lines become sections, and each section's entries are read by the
//! function named for it. Cross-references between sections are checked afterwards
//! (`validate`), once every section is read.

use super::validate;
use super::{
    list, split_at_figure, Alias, ColumnLabels, Config, HtmlSettings, Labels, Op, Order, Persona,
    Phrase, Relation, RouteRule,
};
use crate::base::error::SourceError;
use crate::base::pattern::{Pattern, Regexp};
use crate::base::route::Route;
use crate::base::stem::Stemmer;
use crate::base::text::Normalizer;

/// Every section a configuration may have, in the order FORMAT.md describes them.
pub const SECTIONS: [&str; 21] = [
    "corpus",
    "groups",
    "personas",
    "labels",
    "markets",
    "products",
    "links",
    "codes",
    "router",
    "operations",
    "questions",
    "dates",
    "search",
    "html",
    "glossary",
    "relations",
    "serials",
    "follow",
    "columns",
    "limits",
    "bundle",
];

/// One `key = value` entry and the line it is on.
pub struct Entry<'a> {
    pub line: usize,
    pub key: &'a str,
    pub value: &'a str,
}

/// An error at an entry's line.
pub struct At<'a> {
    pub file: &'a str,
}

impl At<'_> {
    pub fn err(&self, line: usize, m: impl Into<String>) -> SourceError {
        SourceError::at(self.file, line, m)
    }
}

/// Entries read but checked only once every section is known.
#[derive(Default)]
pub struct Pending<'a> {
    pub personas: Vec<(usize, String, Vec<String>)>,
    pub labels: Vec<(usize, &'a str, &'a str)>,
    pub html_lines: Vec<(usize, &'a str)>,
}

pub fn parse(text: &str, file: &str) -> Result<Config, SourceError> {
    let at = At { file };
    let mut c = Config::empty();
    c.file = file.to_string();
    let mut pending = Pending::default();
    let mut section = "";
    let mut set: Vec<(&str, &str)> = Vec::new();
    let mut added: Vec<(&str, Entry)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = strip_comment(raw).trim();
        if line.is_empty() {
            continue;
        }
        if let Some(name) = line.strip_prefix('[') {
            let name = name
                .strip_suffix(']')
                .ok_or_else(|| at.err(n, format!("section header '{line}' has no closing ']'")))?;
            section = SECTIONS.iter().find(|s| **s == name).ok_or_else(|| {
                at.err(
                    n,
                    format!(
                        "unknown section [{name}]; expected one of {}",
                        SECTIONS.join(", ")
                    ),
                )
            })?;
            continue;
        }
        let (key, value) = line
            .split_once('=')
            .map(|(k, v)| (k.trim(), v.trim()))
            .ok_or_else(|| at.err(n, format!("expected 'key = value', found '{line}'")))?;
        if key.is_empty() {
            return Err(at.err(n, "an entry has no key before '='"));
        }
        // `key += words`: the words are added to what the key has otherwise (its languages'
        // packs' words, or the built-in English ones), once the packs are read. A phone's
        // "qtas" for "cuántas" was a `count` line relisting every pack word of three languages.
        let adds = key
            .strip_suffix('+')
            .filter(|_| ADDABLE.contains(&section))
            .map(str::trim_end);
        if let Some(key) = adds {
            let e = Entry {
                line: n,
                key,
                value,
            };
            if !addable(section, key) {
                return Err(at.err(
                    n,
                    format!(
                        "'{key} +=' adds words to a list of words; [{section}] {key} is none: \
                         write '{key} = ...'"
                    ),
                ));
            }
            added.push((section, e));
            continue;
        }
        let e = Entry {
            line: n,
            key,
            value,
        };
        set.push((section, key));
        match section {
            "" => return Err(at.err(n, format!("'{key}' comes before any [section]"))),
            "corpus" => corpus(&mut c, &e, &at)?,
            "groups" => groups(&mut c, &e, &at)?,
            "personas" => pending.personas.push((n, key.to_string(), list(value))),
            "labels" => pending.labels.push((n, key, value)),
            "markets" => aliases(&mut c.markets, "market", &e, &at)?,
            "products" => aliases(&mut c.products, "product", &e, &at)?,
            "links" if key == "case" => {
                c.links_case = crate::base::pattern::Case::parse(value).ok_or_else(|| {
                    at.err(
                        n,
                        format!(
                            "[links] case must be upper, lower or as written, found '{value}' \
                             (the key 'case' is this setting: name a pattern otherwise)"
                        ),
                    )
                })?
            }
            "links" => c.normalizer.links.push(pattern(&e, &at)?),
            "codes" => c.normalizer.codes.push(pattern(&e, &at)?),
            "router" => router(&mut c, &e, &at)?,
            "operations" => operations(&mut c, &e, &at)?,
            "questions" => questions(&mut c, &e, &at)?,
            "dates" => dates(&mut c, &e, &at)?,
            "search" => search(&mut c, &e, &at)?,
            "html" => {
                html(&mut c.html, &e, &at)?;
                pending.html_lines.push((n, key));
            }
            "glossary" => glossary(&mut c, &e, &at)?,
            "relations" => relations(&mut c, &e, &at)?,
            "serials" => serials(&mut c, &e, &at)?,
            "follow" => follow(&mut c, &e, &at)?,
            "columns" => column_label(&mut c, &e, &at)?,
            "limits" => limits(&mut c.limits, &e, &at)?,
            "bundle" => bundle(&mut c.bundle, &e, &at)?,
            _ => unreachable!("sections are checked when they open"),
        }
    }
    language_packs(&mut c, &set, text);
    add_words(&mut c, &added, &at)?;
    validate::check(&mut c, pending, &at)?;
    Ok(c)
}

/// The sections whose lists a `key += words` line may add to.
const ADDABLE: [&str; 5] = ["questions", "operations", "dates", "search", "follow"];

/// Whether `[section] key` is a list of words a `+=` line adds to.
fn addable(section: &str, key: &str) -> bool {
    (section == "search" && key == "stopwords")
        || word_list(&mut Config::empty(), section, key).is_some()
}

/// The list of words `[section] key` sets: every list of `[questions]`, each operation, each
/// `[dates]` list of single words, `[follow] available`.
fn word_list<'c>(c: &'c mut Config, section: &str, key: &str) -> Option<&'c mut Vec<String>> {
    let q = &mut c.questions;
    let d = &mut c.dates;
    Some(match (section, key) {
        ("questions", "negations") => &mut q.negations,
        ("questions", "negations_after") => &mut q.negations_after,
        ("questions", "except_after") => &mut q.except_after,
        ("questions", "none_words") => &mut q.none_words,
        ("questions", "plurals") => &mut q.plurals,
        ("questions", "product_words") => &mut q.product_words,
        ("questions", "applies_words") => &mut q.applies_words,
        ("questions", "use_words") => &mut q.use_words,
        ("questions", "asking_words") => &mut q.asking_words,
        ("questions", "has_words") => &mut q.has_words,
        ("questions", "units") => &mut q.units,
        ("questions", "every_words") => &mut q.every_words,
        ("questions", "except_words") => &mut q.except_words,
        ("questions", "per_words") => &mut q.per_words,
        ("questions", "beyond_words") => &mut q.beyond_words,
        ("questions", "done_words") => &mut q.done_words,
        ("questions", "compare_words") => &mut q.compare_words,
        ("questions", "more") => &mut q.more,
        ("questions", "less") => &mut q.less,
        ("questions", "than") => &mut q.than,
        ("questions", "who_words") => &mut q.who_words,
        ("questions", "common_words") => &mut q.common_words,
        ("questions", "and_words") => &mut q.and_words,
        ("questions", "place_words") => &mut q.place_words,
        ("questions", "market_words") => &mut q.market_words,
        ("questions", "cost_words") => &mut q.cost_words,
        ("dates", "ambiguous") => &mut d.ambiguous,
        ("dates", "year") => &mut d.year,
        ("dates", "half") => &mut d.half,
        ("dates", "quarter") => &mut d.quarter,
        ("dates", "month") => &mut d.month,
        ("dates", "week") => &mut d.week,
        ("dates", "day") => &mut d.day,
        ("dates", "quarter_short") => &mut d.quarter_short,
        ("dates", "half_short") => &mut d.half_short,
        ("dates", "this") => &mut d.this,
        ("dates", "last") => &mut d.last,
        ("dates", "next") => &mut d.next,
        ("dates", "since") => &mut d.since,
        ("dates", "after") => &mut d.after,
        ("dates", "before") => &mut d.before,
        ("dates", "until") => &mut d.until,
        ("dates", "from") => &mut d.from,
        ("dates", "to") => &mut d.to,
        ("dates", "between") => &mut d.between,
        ("dates", "and") => &mut d.and,
        ("dates", "during") => &mut d.during,
        ("dates", "of") => &mut d.of,
        ("dates", "start") => &mut d.start,
        ("follow", "available") => &mut c.follow.available,
        ("operations", _) => {
            let op = Op::parse(key)?;
            let at = match c.operations.iter().position(|(o, _)| *o == op) {
                Some(at) => at,
                None => {
                    c.operations.push((op, Vec::new()));
                    c.operations.len() - 1
                }
            };
            &mut c.operations.get_mut(at)?.1
        }
        _ => return None,
    })
}

/// The `key += words` lines, each read as its `key = words` line would be (its checks, its
/// case) and added to the key's words as the packs left them; then what is made from those
/// lists is made again: the negations after their word, the except words after their name, a
/// cost word's glossary lines.
fn add_words(c: &mut Config, added: &[(&str, Entry)], at: &At) -> Result<(), SourceError> {
    for (section, e) in added {
        let mut own = Config::empty();
        match *section {
            "questions" => questions(&mut own, e, at)?,
            "operations" => operations(&mut own, e, at)?,
            "dates" => dates(&mut own, e, at)?,
            "search" => search(&mut own, e, at)?,
            _ => follow(&mut own, e, at)?,
        }
        if *section == "search" {
            let words: Vec<String> = own.normalizer.stopwords.iter().cloned().collect();
            c.normalizer.stopwords.extend(words);
        } else if let Some(words) = word_list(&mut own, section, e.key).map(std::mem::take) {
            if let Some(list) = word_list(c, section, e.key) {
                extend(list, words);
            }
        }
    }
    if !added.is_empty() {
        let q = &mut c.questions;
        extend(&mut q.negations, q.negations_after.clone());
        extend(&mut q.except_words, q.except_after.clone());
        cost_glossary(c);
    }
    Ok(())
}

/// The `[questions]` words the configuration leaves out, from the packs of its questions'
/// languages: a key it sets is its own. Negations and none words are added to the built-in
/// English ones when not set. The languages are `[corpus] languages`; without it, English,
/// `language`, and each language whose own words the configuration uses (`packs::detected`: a
/// corpus.conf written before `languages` existed lists its Spanish router and operation words).
fn language_packs(c: &mut Config, set: &[(&str, &str)], text: &str) {
    use super::packs::{words, Pack};
    if c.languages.is_empty() {
        let mut found = vec!["en".to_string()];
        let language = c.language.to_lowercase();
        if super::packs::pack(&language).is_some() && !found.contains(&language) {
            found.push(language);
        }
        for l in super::packs::detected(text) {
            if !found.contains(&l) {
                found.push(l);
            }
        }
        c.languages = found;
    }
    let languages = c.languages.clone();
    let is_set = |key: &str| set.iter().any(|&(s, k)| s == "questions" && k == key);
    let q = &mut c.questions;
    type Field = fn(&Pack) -> &'static str;
    let fields: [(&str, &mut Vec<String>, Field); 11] = [
        ("negations", &mut q.negations, |p| p.negations),
        ("none_words", &mut q.none_words, |p| p.none_words),
        ("more", &mut q.more, |p| p.more),
        ("less", &mut q.less, |p| p.less),
        ("than", &mut q.than, |p| p.than),
        ("who_words", &mut q.who_words, |p| p.who),
        ("common_words", &mut q.common_words, |p| p.common),
        ("and_words", &mut q.and_words, |p| p.and),
        ("place_words", &mut q.place_words, |p| p.places),
        ("market_words", &mut q.market_words, |p| p.markets),
        ("cost_words", &mut q.cost_words, |p| p.cost),
    ];
    for (key, list, field) in fields {
        // The common words a company lists are its codes that are words ("ca", "be", "no"):
        // added to the packs' (the, a, of...), never in their place. Replaced, "j'ai" and
        // "the" became words a best block must hold.
        if key == "common_words" && is_set(key) {
            extend(list, words(&languages, field));
            continue;
        }
        if is_set(key) {
            continue;
        }
        // The packs of the corpus's languages replace the built-in English words: "no" is a
        // negation in English and Spanish, but "in the" in Portuguese ("quantas reclamações no
        // AD-40?").
        let from_packs = words(&languages, field);
        if !from_packs.is_empty() {
            list.clear();
        }
        extend(list, from_packs);
    }
    // A negation after its word is a negation: every reader of `negations` sees it.
    extend(&mut q.negations, q.negations_after.clone());
    let is_set = |section: &str, key: &str| set.iter().any(|&(s, k)| s == section && k == key);
    for (section, key, list, field) in [
        (
            "questions",
            "asking_words",
            &mut c.questions.asking_words,
            (|p| p.asking) as Field,
        ),
        (
            "questions",
            "every_words",
            &mut c.questions.every_words,
            |p| p.every,
        ),
        (
            "questions",
            "except_words",
            &mut c.questions.except_words,
            |p| p.except,
        ),
        ("questions", "per_words", &mut c.questions.per_words, |p| {
            p.per
        }),
        (
            "questions",
            "beyond_words",
            &mut c.questions.beyond_words,
            |p| p.beyond,
        ),
        (
            "questions",
            "done_words",
            &mut c.questions.done_words,
            |p| p.done,
        ),
        ("questions", "plurals", &mut c.questions.plurals, |p| {
            p.plurals
        }),
        (
            "questions",
            "compare_words",
            &mut c.questions.compare_words,
            |p| p.compare,
        ),
        ("follow", "available", &mut c.follow.available, |p| {
            p.available
        }),
    ] {
        if !is_set(section, key) {
            extend(list, words(&languages, field));
        }
    }
    // An except word after its name is an except word: every reader of `except_words` sees it.
    let after = c.questions.except_after.clone();
    extend(&mut c.questions.except_words, after);
    cost_glossary(c);
    if !is_set("search", "stopwords") {
        c.normalizer
            .stopwords
            .extend(words(&languages, |p| p.stopwords));
    }
    for (i, op) in Op::ALL_BY_PACK.into_iter().enumerate() {
        if is_set("operations", op.key()) {
            continue;
        }
        let found = words(&languages, |p| p.operations[i]);
        match c.operations.iter_mut().find(|(o, _)| *o == op) {
            Some((_, list)) => extend(list, found),
            None if !found.is_empty() => c.operations.push((op, found)),
            None => {}
        }
    }
    let d = &mut c.dates;
    if !is_set("dates", "months") {
        for (m, names) in d.months.iter_mut().enumerate() {
            extend(
                names,
                words(&languages, |p| p.months[m])
                    .iter()
                    .flat_map(|g| g.split(' '))
                    .map(String::from)
                    .collect(),
            );
        }
    }
    if !is_set("dates", "quarter_short") {
        extend(&mut d.quarter_short, words(&languages, |p| p.quarter_short));
    }
    if !is_set("dates", "ordinals") {
        for (o, names) in d.ordinals.iter_mut().enumerate() {
            extend(
                names,
                words(&languages, |p| p.ordinals[o])
                    .iter()
                    .flat_map(|g| g.split(' '))
                    .map(String::from)
                    .collect(),
            );
        }
    }
    let lists: [&mut Vec<String>; 20] = [
        &mut d.year,
        &mut d.half,
        &mut d.quarter,
        &mut d.month,
        &mut d.week,
        &mut d.day,
        &mut d.this,
        &mut d.last,
        &mut d.next,
        &mut d.since,
        &mut d.after,
        &mut d.before,
        &mut d.until,
        &mut d.between,
        &mut d.from,
        &mut d.to,
        &mut d.and,
        &mut d.during,
        &mut d.of,
        &mut d.start,
    ];
    for ((i, key), list) in super::packs::DATE_KEYS.iter().enumerate().zip(lists) {
        if !is_set("dates", key) {
            extend(list, words(&languages, |p| p.dates[i]));
        }
    }
}

/// A glossary line from each cost word to every language's word for a price ("cuesta =
/// price", "precio = price", "cuesta = prix", ...), unless the configuration reads that word
/// itself: the bundle keeps the lines whose price word its documents hold (`ingest::carve`), so
/// the language of the documents need not be the question's. A phrase holding a cost word of
/// its own ("cuánto cuesta") needs no line: its word has one.
fn cost_glossary(c: &mut Config) {
    let n = Normalizer::default();
    let mut from: Vec<Vec<String>> = Vec::new();
    for phrase in &c.questions.cost_words {
        from.push(n.words(phrase));
    }
    let single: Vec<Vec<String>> = from.iter().filter(|w| w.len() == 1).cloned().collect();
    let prices = super::packs::words(&super::packs::LANGUAGES.map(String::from), |p| p.price);
    let mut to_words: Vec<Vec<String>> = Vec::new();
    for price in &prices {
        to_words.push(n.words(price));
    }
    // "price = verð", the customer's own word for a price: a cost word reads it too ("hvað
    // kostar" is no "price" the documents write), as a glossary line is read once, never
    // through another.
    for (f, t) in &c.glossary {
        if to_words.contains(f) && !to_words.contains(t) {
            to_words.push(t.clone());
        }
    }
    for phrase in from {
        let own = phrase.len() > 1 && phrase.iter().any(|w| single.iter().any(|s| s[0] == *w));
        if phrase.is_empty() || own || c.glossary.iter().any(|(f, _)| *f == phrase) {
            continue;
        }
        for to in &to_words {
            if *to != phrase {
                c.glossary.push((phrase.clone(), to.clone()));
            }
        }
    }
}

/// Adds the words `list` lacks, in order.
fn extend(list: &mut Vec<String>, words: Vec<String>) {
    for w in words {
        if !list.contains(&w) {
            list.push(w);
        }
    }
}

/// One entry of a configuration's text where it stands: `atlas check` reports what a
/// configuration that parsed may still get wrong, at the entry's line.
#[derive(Clone, Debug)]
pub struct Line {
    pub line: usize,
    pub section: String,
    pub key: String,
    pub value: String,
}

/// Every `key = value` entry of a configuration's text, in file order, with its section; read
/// as `parse` reads them (a text `parse` refuses may give fewer).
pub fn lines(text: &str) -> Vec<Line> {
    let mut out = Vec::new();
    let mut section = String::new();
    for (i, raw) in text.lines().enumerate() {
        let line = strip_comment(raw).trim();
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            section = name.to_string();
        } else if let Some((key, value)) = line.split_once('=') {
            // A `key +=` line is the key's line: what the key reads is said there.
            let key = key.trim();
            let key = key
                .strip_suffix('+')
                .filter(|_| ADDABLE.contains(&section.as_str()))
                .map_or(key, str::trim_end);
            out.push(Line {
                line: i + 1,
                section: section.clone(),
                key: key.to_string(),
                value: value.trim().to_string(),
            });
        }
    }
    out
}

/// `# ...` comments: a '#' starts a comment only at the start or after white space, since
/// regexes may hold '#'.
pub fn strip_comment(line: &str) -> &str {
    let bytes = line.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'#' && (i == 0 || bytes[i - 1] == b' ' || bytes[i - 1] == b'\t') {
            return &line[..i];
        }
    }
    line
}

fn whole_number(v: &str) -> Option<usize> {
    v.parse().ok()
}

fn corpus(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    match e.key {
        "name" => c.name = e.value.to_string(),
        "version" => c.version = e.value.to_string(),
        "passage_words" => {
            c.passage_words = whole_number(e.value).filter(|v| *v >= 20).ok_or_else(|| {
                at.err(
                    e.line,
                    format!(
                        "passage_words must be a whole number of at least 20, found '{}'",
                        e.value
                    ),
                )
            })?
        }
        "language" => c.language = e.value.to_string(),
        "languages" => {
            c.languages = lowercase_list(e.value);
            if let Some(l) = c
                .languages
                .iter()
                .find(|l| !super::packs::LANGUAGES.contains(&l.as_str()))
            {
                return Err(at.err(
                    e.line,
                    format!(
                        "languages: '{l}' has no language pack; the packs are {}",
                        super::packs::LANGUAGES.join(", ")
                    ),
                ));
            }
        }
        // The page's switch: no bundle carries it, so the page's wasm has no need of it, and
        // reads a configuration that sets it (tests/wasm.rs parses the demo's) as if it did not.
        #[cfg(target_arch = "wasm32")]
        "page_languages" | "yes" | "no" => {}
        // A flag cell's own spellings ("ya", "có"; "tidak", "không"), read at ingestion.
        #[cfg(not(target_arch = "wasm32"))]
        "yes" => c.flag_yes = lowercase_list(e.value),
        #[cfg(not(target_arch = "wasm32"))]
        "no" => c.flag_no = lowercase_list(e.value),
        #[cfg(not(target_arch = "wasm32"))]
        "page_languages" => {
            let page = lowercase_list(e.value);
            if page.is_empty() {
                return Err(at.err(
                    e.line,
                    "page_languages must name at least one language".to_string(),
                ));
            }
            if let Some(l) = page
                .iter()
                .find(|l| !super::PAGE_LANGUAGES.contains(&l.as_str()))
            {
                return Err(at.err(
                    e.line,
                    format!(
                        "page_languages: the page has no dictionary for '{l}'; it speaks {}",
                        super::PAGE_LANGUAGES.join(", ")
                    ),
                ));
            }
            let mut unique: Vec<String> = Vec::new();
            for l in page {
                if !unique.contains(&l) {
                    unique.push(l);
                }
            }
            c.page_languages = unique;
        }
        key => return Err(at.err(e.line, format!("unknown key '{key}' in [corpus]"))),
    }
    Ok(())
}

fn groups(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    super::check_name(e.key).map_err(|m| at.err(e.line, m))?;
    if c.has_group(e.key) {
        return Err(at.err(e.line, format!("group '{}' is defined twice", e.key)));
    }
    c.groups.push(e.key.to_string());
    Ok(())
}

fn aliases(target: &mut Vec<Alias>, what: &str, e: &Entry, at: &At) -> Result<(), SourceError> {
    if target.iter().any(|a| a.code == e.key) {
        return Err(at.err(e.line, format!("{what} '{}' is defined twice", e.key)));
    }
    target.push(Alias {
        code: e.key.to_string(),
        aliases: list(e.value),
    });
    Ok(())
}

fn pattern(e: &Entry, at: &At) -> Result<Pattern, SourceError> {
    let (source, template) = e.value.rsplit_once("=>").ok_or_else(|| {
        at.err(
            e.line,
            format!("pattern '{}' must read 'regex => canonical form'", e.key),
        )
    })?;
    Pattern::new(e.key, source.trim(), template.trim()).map_err(|m| at.err(e.line, m))
}

fn router(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    let route = Route::parse(e.key)
        .filter(|r| *r != Route::DEFAULT)
        .ok_or_else(|| {
            at.err(
                e.line,
                format!(
                    "unknown route '{}'; expected {}",
                    e.key,
                    Route::names(Route::routed())
                ),
            )
        })?;
    let regex = Regexp::new(e.value).map_err(|m| {
        at.err(
            e.line,
            format!("router pattern for {} does not compile: {m}", e.key),
        )
    })?;
    c.router.push(RouteRule { route, regex });
    Ok(())
}

fn operations(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    let op = Op::parse(e.key).ok_or_else(|| {
        at.err(
            e.line,
            format!(
                "unknown operation '{}'; expected one of {}",
                e.key,
                Op::ALL.map(Op::key).join(", ")
            ),
        )
    })?;
    let words = lowercase_list(e.value);
    if words.is_empty() {
        return Err(at.err(e.line, format!("operation '{}' lists no words", e.key)));
    }
    if !c.operations_set {
        // The first [operations] entry replaces the built-in English words.
        c.operations.clear();
        c.operations_set = true;
    }
    c.operations.retain(|(o, _)| *o != op);
    c.operations.push((op, words));
    Ok(())
}

fn questions(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    // Each list of words by the map a `+=` line reads too.
    if let Some(list) = word_list(c, "questions", e.key) {
        *list = lowercase_list(e.value);
        return Ok(());
    }
    let q = &mut c.questions;
    match e.key {
        key @ ("above" | "at_least" | "below" | "at_most") => {
            let order = Order::ALL.into_iter().find(|o| o.key() == key);
            let mut phrases = Vec::new();
            for phrase in lowercase_list(e.value) {
                phrases.push(split_at_figure(&phrase).ok_or_else(|| {
                    at.err(
                        e.line,
                        format!("{key}: '{phrase}' must hold the figure's place {{n}} once, as in 'more than {{n}}'"),
                    )
                })?);
            }
            if let Some(order) = order {
                q.comparisons.retain(|(o, _)| *o != order);
                q.comparisons.push((order, phrases));
            }
        }
        "years" => {
            let range = e
                .value
                .split_once("..")
                .and_then(|(a, b)| Some((a.trim().parse().ok()?, b.trim().parse().ok()?)))
                .filter(|(a, b): &(u16, u16)| a <= b && *b <= 9999);
            q.years = range.ok_or_else(|| {
                at.err(
                    e.line,
                    format!(
                        "years must read 'FIRST..LAST' (four-digit years), found '{}'",
                        e.value
                    ),
                )
            })?;
        }
        key => {
            return Err(at.err(
                e.line,
                format!("unknown key '{key}' in [questions]; expected negations, negations_after, none_words, plurals, years, product_words, applies_words, use_words, asking_words, has_words, units, every_words, except_words, except_after, per_words, beyond_words, done_words, compare_words, more, less, than, who_words, common_words, and_words, place_words, market_words, cost_words, above, at_least, below or at_most"),
            ))
        }
    }
    Ok(())
}

/// `[dates]`: `months` and `ordinals` are comma-separated groups (twelve, four) of
/// space-separated names; every other key is a comma-separated list of words. Each key replaces
/// its built-in English words.
fn dates(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    let d = &mut c.dates;
    let groups = |count: usize| -> Result<Vec<Vec<String>>, SourceError> {
        let groups: Vec<Vec<String>> = e
            .value
            .split(',')
            .map(|g| {
                g.split_whitespace()
                    .map(crate::base::case::lowercase)
                    .collect()
            })
            .collect();
        if groups.len() != count || groups.iter().any(Vec::is_empty) {
            return Err(at.err(
                e.line,
                format!(
                    "{} must list {count} comma-separated groups of names, found {}",
                    e.key,
                    groups.iter().filter(|g| !g.is_empty()).count()
                ),
            ));
        }
        for name in groups.iter().flatten() {
            one_word(name, e, at)?;
        }
        Ok(groups)
    };
    match e.key {
        "months" => d.months = groups(12)?,
        "ordinals" => d.ordinals = groups(4)?,
        key => {
            // Each list of words by the map a `+=` line reads too.
            let Some(target) = word_list(c, "dates", key) else {
                return Err(at.err(
                    e.line,
                    format!(
                        "unknown key '{key}' in [dates]; expected months, ambiguous, ordinals, \
                         year, half, quarter, month, week, day, quarter_short, half_short, this, \
                         last, next, since, after, before, until, from, to, between, and, \
                         during, of or start"
                    ),
                ));
            };
            let words = lowercase_list(e.value);
            for w in &words {
                one_word(w, e, at)?;
            }
            *target = words;
        }
    }
    Ok(())
}

/// A `[dates]` name must be one word as a question is split into words: "jusqu'à" is two.
fn one_word(name: &str, e: &Entry, at: &At) -> Result<(), SourceError> {
    let words = Normalizer::default().words(name);
    if words.len() == 1 && words.first().is_some_and(|w| w == name) {
        return Ok(());
    }
    Err(at.err(
        e.line,
        format!(
            "[dates] {}: '{name}' is not one word as questions are read ({})",
            e.key,
            if words.is_empty() {
                "no letters or digits".to_string()
            } else {
                format!("it reads as '{}'", words.join(" "))
            }
        ),
    ))
}

fn search(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    let (key, value) = (e.key, e.value);
    let s = &mut c.search;
    let float = |v: &str| {
        crate::base::decimal::parse(v)
            .filter(|x| x.is_finite() && *x >= 0.0)
            .ok_or_else(|| {
                at.err(
                    e.line,
                    format!("{key} must be a number of at least 0, found '{v}'"),
                )
            })
    };
    match key {
        "k" => {
            s.k = whole_number(value)
                .filter(|k| (1..=100).contains(k))
                .ok_or_else(|| {
                    at.err(
                        e.line,
                        format!("k must be a whole number from 1 to 100, found '{value}'"),
                    )
                })?
        }
        "k1" => s.k1 = float(value)?,
        "prompt_tokens" => {
            s.prompt_tokens = whole_number(value)
                .filter(|n| (super::MIN_PROMPT_TOKENS..=1_000_000).contains(n))
                .ok_or_else(|| {
                    at.err(
                        e.line,
                        format!(
                        "prompt_tokens must be a whole number from {} to 1000000, found '{value}'",
                        super::MIN_PROMPT_TOKENS
                    ),
                    )
                })?
        }
        "b" | "title_b" | "heading_b" | "body_b" => {
            let b = float(value)?;
            if b > 1.0 {
                return Err(at.err(
                    e.line,
                    format!("{key} must be between 0 and 1, found '{value}'"),
                ));
            }
            match key {
                "title_b" => s.title_b = Some(b),
                "heading_b" => s.heading_b = Some(b),
                "body_b" => s.body_b = Some(b),
                _ => s.b = b,
            }
        }
        "title_weight" => s.title_weight = float(value)?,
        "heading_weight" => s.heading_weight = float(value)?,
        "heading_score" => s.heading_score = float(value)?,
        "stem_weight" => s.stem_weight = float(value)?,
        "coordination" => s.coordination = float(value)?,
        "proximity" => s.proximity = float(value)?,
        "product_boost" => s.product_boost = float(value)?,
        "match_floor" => {
            s.match_floor = float(value)?;
            if s.match_floor > 1.0 {
                return Err(at.err(
                    e.line,
                    format!("match_floor must be between 0 and 1, found '{value}'"),
                ));
            }
        }
        "stemmer" => {
            let mut stemmers = Vec::new();
            for name in list(value) {
                let s = Stemmer::parse(&name).ok_or_else(|| {
                    at.err(
                        e.line,
                        format!(
                            "stemmer must be english, french, spanish, german, italian, portuguese, dutch or none, or a list of them for a corpus in several languages, found '{name}'"
                        ),
                    )
                })?;
                if stemmers.contains(&s) {
                    return Err(at.err(e.line, format!("stemmer: '{name}' is named twice")));
                }
                stemmers.push(s);
            }
            c.normalizer.stemmers = stemmers;
        }
        "stopwords" => c.normalizer.stopwords = lowercase_list(value).into_iter().collect(),
        _ => return Err(at.err(e.line, format!("unknown key '{key}' in [search]"))),
    }
    Ok(())
}

fn html(h: &mut HtmlSettings, e: &Entry, at: &At) -> Result<(), SourceError> {
    let (key, value) = (e.key, e.value);
    let date = |v: &str| {
        if v.is_empty() {
            return Ok(None);
        }
        crate::base::date::Date::parse(v)
            .map(Some)
            .map_err(|m| at.err(e.line, format!("{key}: {m}")))
    };
    match key {
        "groups" => h.groups = list(value),
        "markets" => h.markets = list(value),
        "products" => h.products = list(value),
        "valid_from" => h.valid_from = date(value)?,
        "valid_to" => h.valid_to = date(value)?,
        _ => {
            return Err(at.err(
                e.line,
                format!("unknown key '{key}' in [html]; expected groups, markets, products, valid_from or valid_to"),
            ))
        }
    }
    Ok(())
}

/// `[glossary]`: `word = what the corpus calls it`. A question's word (or phrase) is read as the
/// corpus's term, so a question in another language finds the corpus's vocabulary.
fn glossary(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    let from = Normalizer::default().words(e.key);
    let to = Normalizer::default().words(e.value);
    if from.is_empty() || to.is_empty() {
        return Err(at.err(
            e.line,
            format!(
                "glossary entry '{}' must read 'word = corpus term', both with letters or digits",
                e.key
            ),
        ));
    }
    c.glossary.push((from, to));
    Ok(())
}

fn lowercase_list(v: &str) -> Vec<String> {
    list(v)
        .into_iter()
        .map(|w| crate::base::case::lowercase(&w))
        .collect()
}

/// The persona entries, for `validate`.
pub fn persona(name: String, groups: Vec<String>) -> Persona {
    Persona {
        name,
        groups,
        label: None,
        labels: Vec::new(),
    }
}

/// `name.fr` -> (`name`, `fr`); a plain `name` is English. A suffix is a language only when it
/// is two or three lowercase letters, so names may hold other dots.
pub fn label_key(key: &str) -> (&str, &str) {
    match key.rsplit_once('.') {
        Some((name, lang))
            if !name.is_empty()
                && (2..=3).contains(&lang.len())
                && lang.bytes().all(|b| b.is_ascii_lowercase()) =>
        {
            (name, lang)
        }
        _ => (key, "en"),
    }
}

/// Adds `lang`'s label to `labels`; a language given twice or an empty label is an error.
pub fn add_label(
    labels: &mut Labels,
    what: &str,
    lang: &str,
    text: &str,
    line: usize,
    at: &At,
) -> Result<(), SourceError> {
    if text.is_empty() {
        return Err(at.err(line, format!("the {lang} label of {what} is empty")));
    }
    if labels.iter().any(|(l, _)| l == lang) {
        return Err(at.err(line, format!("{what} has two {lang} labels")));
    }
    labels.push((lang.to_string(), text.to_string()));
    Ok(())
}

/// `[columns]`: `battery_certified = Battery certified`, `battery_certified.fr = Batterie certifiée`.
fn column_label(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    let (column, lang) = label_key(e.key);
    let what = format!("column '{column}'");
    let i = match c.column_labels.iter().position(|l| l.column == column) {
        Some(i) => i,
        None => {
            c.column_labels.push(ColumnLabels {
                line: e.line,
                column: column.to_string(),
                labels: Vec::new(),
            });
            c.column_labels.len() - 1
        }
    };
    add_label(
        &mut c.column_labels[i].labels,
        &what,
        lang,
        e.value,
        e.line,
        at,
    )
}

/// Phrases separated by `|`, each with two slots named `slots`: `{new} replaces {old}`.
fn phrases(value: &str, slots: [&str; 2], e: &Entry, at: &At) -> Result<Vec<Phrase>, SourceError> {
    let n = Normalizer::default();
    let mut out = Vec::new();
    for p in value.split('|').map(str::trim).filter(|p| !p.is_empty()) {
        let (a, b) = (p.find(slots[0]), p.find(slots[1]));
        let (Some(a), Some(b)) = (a, b) else {
            return Err(at.err(
                e.line,
                format!("phrase '{p}' must hold both {} and {}", slots[0], slots[1]),
            ));
        };
        let (first, second) = if a < b { (a, b) } else { (b, a) };
        let first_len = if a < b {
            slots[0].len()
        } else {
            slots[1].len()
        };
        // Folded, as a document's text is where it is looked for (`follow::hops`): the old
        // cedilla "ş" and the comma "ș" of Romanian are one letter.
        let words = |t: &str| n.words(&crate::base::stem::fold_word(t, false));
        out.push(Phrase {
            before: words(&p[..first]),
            between: words(p.get(first + first_len..second).unwrap_or("")),
            new_first: a < b,
        });
    }
    if out.is_empty() {
        return Err(at.err(e.line, format!("'{}' lists no phrase", e.key)));
    }
    Ok(out)
}

/// `kind = phrase | phrase` and `kind.asked = words`.
fn relations(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    let (kind, asked) = match e.key.strip_suffix(".asked") {
        Some(k) => (k.trim(), true),
        None => (e.key, false),
    };
    let at_kind = match c.relations.iter().position(|r| r.kind == kind) {
        Some(i) => i,
        None => {
            c.relations.push(Relation {
                kind: kind.to_string(),
                phrases: Vec::new(),
                asked_by: Vec::new(),
            });
            c.relations.len() - 1
        }
    };
    let r = &mut c.relations[at_kind];
    if asked {
        r.asked_by = lowercase_list(e.value);
    } else {
        r.phrases = phrases(e.value, ["{new}", "{old}"], e, at)?;
    }
    Ok(())
}

fn serials(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    match e.key {
        "serial" => c.serials.pattern = Some(pattern(e, at)?),
        "ranges" => c.serials.ranges = phrases(e.value, ["{a}", "{b}"], e, at)?,
        key => {
            return Err(at.err(
                e.line,
                format!("unknown key '{key}' in [serials]; expected serial or ranges"),
            ))
        }
    }
    Ok(())
}

fn follow(c: &mut Config, e: &Entry, at: &At) -> Result<(), SourceError> {
    let f = &mut c.follow;
    let count = |v: &str| {
        whole_number(v)
            .filter(|n| (1..=100).contains(n))
            .ok_or_else(|| {
                at.err(
                    e.line,
                    format!(
                        "{} must be a whole number from 1 to 100, found '{v}'",
                        e.key
                    ),
                )
            })
    };
    match e.key {
        "max_hops" => f.max_hops = count(e.value)?,
        "blocks_per_hop" => f.blocks_per_hop = count(e.value)?,
        "available" => f.available = lowercase_list(e.value),
        key => {
            return Err(at.err(
                e.line,
                format!(
                "unknown key '{key}' in [follow]; expected max_hops, blocks_per_hop or available"
            ),
            ))
        }
    }
    Ok(())
}

/// `[limits]`: whole numbers of at least 1.
fn limits(l: &mut super::Limits, e: &Entry, at: &At) -> Result<(), SourceError> {
    let number = || {
        e.value
            .parse::<u64>()
            .ok()
            .filter(|n| *n >= 1)
            .ok_or_else(|| {
                at.err(
                    e.line,
                    format!(
                        "{} must be a whole number of at least 1, found '{}'",
                        e.key, e.value
                    ),
                )
            })
    };
    let count = || number().map(|n| usize::try_from(n).unwrap_or(usize::MAX));
    match e.key {
        "rows" => l.rows = count()?,
        "row_cells" => l.row_cells = count()?,
        "cells" => l.cells = count()?,
        "xlsx_part_bytes" => l.xlsx_part_bytes = number()?,
        "xlsx_bytes" => l.xlsx_bytes = number()?,
        key => {
            return Err(at.err(
                e.line,
                format!(
                    "unknown key '{key}' in [limits]; expected rows, row_cells, cells, \
                     xlsx_part_bytes or xlsx_bytes"
                ),
            ))
        }
    }
    Ok(())
}

/// `[bundle]`: how a bundle is cut into chunks.
fn bundle(b: &mut super::BundleSettings, e: &Entry, at: &At) -> Result<(), SourceError> {
    match e.key {
        "min_terms_per_chunk" => {
            b.min_terms_per_chunk = whole_number(e.value).filter(|n| *n >= 1).ok_or_else(|| {
                at.err(
                    e.line,
                    format!(
                        "min_terms_per_chunk must be a whole number of at least 1, found '{}'",
                        e.value
                    ),
                )
            })?
        }
        key => {
            return Err(at.err(
                e.line,
                format!("unknown key '{key}' in [bundle]; expected min_terms_per_chunk"),
            ))
        }
    }
    Ok(())
}
