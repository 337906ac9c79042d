//! Every text value of every record table, by its words: a question finds the values it names
//! (a dealer's city, a part, a product) by looking up its own word runs, and each table's rows
//! and shape are kept, built once per bundle.

use crate::ask::question::Asked;
use crate::base::decimal::Whole;
use crate::base::hash::Strings;
use crate::base::model::{field, ColumnKind};
use crate::base::stem::Stemmer;
use crate::base::text::Joined;
use crate::base::text::Normalizer;
use crate::bundle::Bundle;

/// Every text value of every record table, by its normalized words, so a question finds the
/// values it names by looking up its own word runs: the cost follows the question's length, not
/// the number of records.
#[derive(Default)]
pub(crate) struct ValueIndex {
    /// Where in `named_lists` the values of each run of words are, by the words joined with
    /// unit separators (a map of strings to places, the one kind of map the page's wasm has).
    by_words: Strings,
    named_lists: Vec<Vec<Named>>,
    longest: usize,
    /// Each table document's rows (block indices, in block order), by document index: a
    /// question reads its table's rows, never every block of the bundle.
    rows: Vec<Vec<usize>>,
    /// Every field value, with where in `held` the tables whose rows hold it are. A table
    /// holds a dealer's key or a part when a lookup says so. (Every map here is of one type:
    /// each new type costs the page's wasm.)
    fields: Strings,
    /// Per value of `fields`, where it is: `2 * document + 1` in a field after the key,
    /// `2 * document` in the key; sorted (plain numbers share the page's one sort of them).
    held: Vec<Vec<usize>>,
    /// Per value of `fields`, the first table document holding it in a field after the key
    /// (`usize::MAX` for none) and whether another does too: whether a value's row is referred
    /// to from another table is then one lookup, not a scan of every place a key stands (a key
    /// copied across a library of tables stands in thousands).
    referrers: Vec<(usize, bool)>,
    /// Per value of `fields`, the first row (block index) whose key it is (`usize::MAX` for
    /// none): a row another refers to is found by its key in one lookup.
    keyed: Vec<usize>,
    /// Each field value that is a part number in another spelling than its canonical one (an
    /// ERP's "BP402" for BP-40-2), with where its canonical spelling is in `fields`: a table's
    /// rows are its parts' however the export spells them.
    spellings: Vec<(usize, String)>,
    /// Per value of `fields`, where its canonical spelling is when it is a part's other
    /// spelling (`usize::MAX` otherwise).
    canonical: Vec<usize>,
    /// How many tables have a column of each name.
    columns: Strings,
    /// Per document, the first table document with the same about words, measures and columns:
    /// what is read from a table's words alone is read once per shape (a library holds many
    /// tables of one kind).
    shapes: Vec<usize>,
}

#[derive(Clone, Debug)]
pub(crate) struct Named {
    pub(crate) doc: usize,
    pub(crate) column: usize,
    pub(crate) value: String,
    /// The key of the row holding the value.
    pub(crate) key: String,
    /// The question's words that named it when they are not the value's own: an agreement
    /// form ("ouvertes" for "ouvert", "cerradas" for "cerrada"). Empty otherwise.
    pub(crate) said: String,
    /// Whether a negation governs it ("non clos", "not closed", "no cerradas"): the rows meant
    /// are those without it.
    pub(crate) negated: bool,
}

/// The documents of named values (sorted) and the keys of the rows holding them, each once.
pub(crate) struct Holders {
    docs: Vec<usize>,
    keys: Vec<String>,
}

impl Holders {
    pub(crate) fn of(named: &[Named]) -> Holders {
        let mut docs: Vec<usize> = Vec::with_capacity(named.len());
        for v in named {
            docs.push(v.doc);
        }
        crate::base::sort::sort(&mut docs);
        docs.dedup();
        // Few distinct keys, however many tables name them.
        let mut keys: Vec<String> = Vec::new();
        for v in named {
            crate::base::text::push_once(&mut keys, v.key.clone());
        }
        Holders { docs, keys }
    }

    /// Whether table document `doc` holds one of the values (see `ValueIndex::holds`).
    pub(crate) fn hold(&self, values: &ValueIndex, doc: usize) -> bool {
        self.docs.binary_search(&doc).is_ok()
            || self.keys.iter().any(|k| values.has(k, 2 * doc + 1))
    }
}

/// Values longer than this many words are never matched (a question names a city, not a paragraph).
const MAX_VALUE_WORDS: usize = 6;

impl ValueIndex {
    // Built from the engine and from a reading: one body in the page's wasm.
    #[inline(never)]
    pub(crate) fn build(bundle: &Bundle) -> ValueIndex {
        let n = &bundle.config.normalizer;
        // Filled in place: a struct update from `ValueIndex::default()` copied every field again.
        let mut out = ValueIndex::default();
        out.rows.resize(bundle.docs.len(), Vec::new());
        let mut first: Strings = Strings::default();
        for (i, d) in bundle.docs.iter().enumerate() {
            let Some(t) = d.table.as_ref() else {
                out.shapes.push(i);
                continue;
            };
            for c in &t.columns {
                if let Some(n) = out.columns.value_or(c.name.clone(), 0) {
                    *n += 1;
                }
            }
            // Words end with a unit separator and lists with a record separator, characters no
            // configuration word holds: no two words or lists run into one.
            // Plain loops, not `dyn Iterator`s: each iterator type behind one is a vtable of
            // methods in the page's wasm.
            let mut shape = String::new();
            let word = |shape: &mut String, w: &str| {
                shape.push_str(w);
                shape.push('\u{1f}');
            };
            for w in &t.about {
                word(&mut shape, w);
            }
            shape.push('\u{1e}');
            for c in &t.columns {
                word(&mut shape, &c.name);
            }
            shape.push('\u{1e}');
            for m in &t.measures {
                word(&mut shape, &m.field);
                for w in &m.words {
                    word(&mut shape, w);
                }
                shape.push('\u{1e}');
            }
            out.shapes.push(first.value_or(shape, i).map_or(i, |s| *s));
        }
        let plurals = &bundle.config.questions.plurals;
        // By value, where its words and their singular are in `read`.
        let mut seen: Strings = Strings::default();
        // The words' key in `by_words`, their singular's when it differs, how many they are,
        // their stems' key and their folded words' when they differ (`folded_key`).
        type Read = (
            String,
            Option<String>,
            usize,
            Option<String>,
            Option<String>,
        );
        let mut read: Vec<Option<Read>> = Vec::new();
        let value_words = |v: &str, stemmer: Stemmer| {
            let words = n.words(v);
            let letters: usize = words.iter().map(|w| crate::base::text::char_count(w)).sum();
            // A value that is only stopwords is not named by them: "par" is Paris's dealer code
            // and French for "by".
            if letters < 2 || words.len() > MAX_VALUE_WORDS || n.tokens(v).is_empty() {
                return None;
            }
            // "brake claims" names the value "brakes": a value is found in the singular too.
            let one = crate::ask::question::singular(&words, plurals);
            let one = (one != words).then(|| one.joined("\u{1f}"));
            // "ouvertes" names "ouvert": a value is found by its stems too (`agreeing`). A table
            // whose own stemmer reads no agreement (English, none) may hold values in the
            // corpus's other languages ("fermé" beside "closed" and "مغلق"): they are stemmed
            // with the first of its stemmers that does.
            let mut stems = stem_key(n, stemmer, &words);
            for &other in &n.stemmers {
                if stems.is_none() {
                    stems = stem_key(n, other, &words);
                }
            }
            // "Ho Chi Minh" names "Hồ Chí Minh": a value is found with its accents folded too,
            // in a language no stemmer reads.
            let key = words.joined("\u{1f}");
            let folded = n.fold(&key);
            let folded = (folded != key).then(|| folded_key(&folded));
            Some((key, one, words.len(), stems, folded))
        };
        for (row, b) in bundle.record_walk().iter().enumerate() {
            let Some((t, language)) = bundle
                .docs
                .get(b.doc)
                .and_then(|d| Some((d.table.as_ref()?, d.language)))
            else {
                continue;
            };
            if let Some(rows) = out.rows.get_mut(b.doc) {
                rows.push(row);
            }
            for (c, v) in b.fields.iter().enumerate() {
                // A table's rows are one run of blocks: its entries are the last ones.
                // Looked up by the borrowed value first: a value is copied once, not per row.
                let at = match out.fields.get(v.as_str()) {
                    Some(&at) => at,
                    None => {
                        let at = out.entry(v);
                        // Read once per value: a library repeats its parts.
                        if let Some(part) = n.cell_part(v).filter(|p| p != v) {
                            let canonical = out.entry(&part);
                            out.spellings.push((canonical, v.clone()));
                            if let Some(c) = out.canonical.get_mut(at) {
                                *c = canonical;
                            }
                        }
                        at
                    }
                };
                if c == 0 {
                    if let Some(k) = out.keyed.get_mut(at).filter(|k| **k == usize::MAX) {
                        *k = row;
                    }
                }
                let place = 2 * b.doc + usize::from(c > 0);
                out.hold(at, place);
                if let Some(&canonical) = out.canonical.get(at) {
                    out.hold(canonical, place);
                }
            }
            for (c, (col, v)) in t.columns.iter().zip(&b.fields).enumerate() {
                if !matches!(col.kind, ColumnKind::Text | ColumnKind::Key)
                    || matches!(v.as_str(), "yes" | "no")
                {
                    continue;
                }
                // A library repeats its values (towns, statuses, parts): each is read once.
                let r = match seen.get(v.as_str()) {
                    Some(&r) => r,
                    None => {
                        seen.insert(v.clone(), read.len());
                        read.push(value_words(v, n.stemmer(usize::from(language))));
                        read.len() - 1
                    }
                };
                let Some(Some((words, one, len, stems, folded))) = read.get(r) else {
                    continue;
                };
                out.longest = out.longest.max(*len);
                let named = Named {
                    doc: b.doc,
                    column: c,
                    value: v.clone(),
                    key: field(b, 0).to_string(),
                    said: String::new(),
                    negated: false,
                };
                if let Some(one) = one {
                    out.add(one, named.clone());
                }
                if let Some(folded) = folded {
                    out.add(folded, named.clone());
                }
                let place = out.add(words, named);
                // A text column's value (a status, a component: not a key column's code) is
                // found by its stems. Two values of one stem are told apart by no form of it:
                // `usize::MAX`, none is found so.
                if let (Some(stems), ColumnKind::Text) = (stems, col.kind) {
                    match out.by_words.get(stems.as_str()) {
                        None => {
                            out.by_words.insert(stems.clone(), place);
                        }
                        Some(&had) if had != place => {
                            out.by_words.insert(stems.clone(), usize::MAX);
                        }
                        Some(_) => {}
                    }
                }
            }
        }
        for held in &mut out.held {
            crate::base::sort::sort(held);
            held.dedup();
        }
        // Loops, not adapters: each is code of its own in the page's wasm.
        let mut referrers = Vec::with_capacity(out.held.len());
        for held in &out.held {
            let mut first = None;
            let mut more = false;
            for &p in held {
                if p % 2 == 1 {
                    match first {
                        None => first = Some(p / 2),
                        Some(f) => {
                            if p / 2 != f {
                                more = true;
                                break;
                            }
                        }
                    }
                }
            }
            referrers.push((first.unwrap_or(usize::MAX), more));
        }
        out.referrers = referrers;
        out
    }

    /// Files `named` under the run of words `key` (see `by_words`); where its list is.
    fn add(&mut self, key: &str, named: Named) -> usize {
        let at = match self.by_words.get(key) {
            Some(&at) => at,
            None => {
                self.by_words
                    .insert(key.to_string(), self.named_lists.len());
                self.named_lists.push(Vec::new());
                self.named_lists.len() - 1
            }
        };
        if let Some(list) = self.named_lists.get_mut(at) {
            list.push(named);
        }
        at
    }

    /// The values the question names as whole words, in tables the asker may read: as written,
    /// in the singular, or in another form of their stems (`agreeing`). Only `Reading::named`
    /// calls it, once per reading: its cost follows the copies of a value in the library, and a
    /// call per table (as the router once made) was seconds at the demo corpus x1,000.
    /// `has_role` says whether a word has a role of its own (a configuration's word, a loose
    /// reading: see `Reading::named`).
    pub(super) fn named(
        &self,
        asked: &Asked,
        bundle: &Bundle,
        has_role: &dyn Fn(&str) -> bool,
    ) -> Vec<Named> {
        // Each distinct run once: a word typed 300 times (or read twice, as typed and as the
        // vocabulary read it) names its values once, so the work and every note written from
        // the values follow the question's distinct words, not its length. A set of strings, the
        // kind the page has already: each new element type of a sort or a set costs its wasm.
        let mut runs_seen = crate::base::hash::Words::default();
        let mut values_seen = crate::base::hash::Words::default();
        let mut out: Vec<Named> = Vec::new();
        for len in 1..=self.longest.min(asked.words.len()) {
            for (singular, words) in [&asked.words, &asked.singular].iter().enumerate() {
                // Runs by `get`, not `windows`: its panic for a length of 0 was code of its own.
                for at in 0..(words.len() + 1).saturating_sub(len) {
                    let Some(run) = words.get(at..at + len) else {
                        continue;
                    };
                    let key = run.joined("\u{1f}");
                    // As typed only: a plural ending taken off is no spelling of a value's
                    // accents ("iasii" is no "Iași").
                    let folded = || {
                        let k = folded_key(&bundle.config.normalizer.fold(&key));
                        self.by_words.get(k.as_str()).copied()
                    };
                    // Found by its folded words: said as typed, as a form is.
                    let (at_list, said) = match self.by_words.get(key.as_str()) {
                        Some(&found) => (found, String::new()),
                        None if singular == 0 => match folded() {
                            Some(found) => (found, run.joined(" ")),
                            None => match self.agreeing(asked, bundle, at, run, has_role) {
                                Some(found) => (found, run.joined(" ")),
                                None => continue,
                            },
                        },
                        None => continue,
                    };
                    if !runs_seen.insert(key) {
                        continue;
                    }
                    let Some(found) = self.named_lists.get(at_list) else {
                        continue;
                    };
                    if let [word] = run {
                        if crate::ask::question::only_a_word(&bundle.config, &asked.text, word) {
                            continue;
                        }
                    }
                    // A market the question names by a name a row holds too ("luxembourg": the
                    // market LU and the city of the dealer LUX) is the market: one role per
                    // word. As both, the market's total was silently one dealer's.
                    let typed = asked.words.get(at..at + len).unwrap_or_default();
                    if names_a_market(bundle, asked, typed) {
                        continue;
                    }
                    // "non clos", "not closed": a negation before the words typed.
                    // "no porto": a negation of one language right before the value that is a
                    // place word of another (Portuguese "no", in the) negates nothing; the
                    // record query says it was not understood (`record_query::place_or_not`).
                    let typed_at = asked.typed_at(at).unwrap_or(at);
                    let q = &bundle.config.questions;
                    let negated =
                        super::flags::negation_before(&bundle.config, &asked.words, typed_at)
                            .is_some_and(|i| {
                                let w = asked.words.get(i);
                                i + 1 != typed_at || !w.is_some_and(|w| q.place_words.contains(w))
                            });
                    crate::base::work::add(found.len());
                    // "cele mai multe" (Romanian, the most): a row's key is an identifier, which
                    // no plural ending makes of a word ("cele" is no dealer CEL).
                    let stripped = singular == 1 && asked.words.get(at..at + len) != Some(run);
                    for m in found {
                        if stripped && (m.column == 0 || self.row_keyed(&m.value).is_some()) {
                            continue;
                        }
                        let readable = bundle
                            .docs
                            .get(m.doc)
                            .is_some_and(|d| asked.filters.allows(d));
                        // A value found by its words and by their singular is one value.
                        let id = format!(
                            "{}\u{1f}{}\u{1f}{}\u{1f}{}",
                            Whole(m.doc),
                            Whole(m.column),
                            m.key,
                            m.value
                        );
                        if readable && values_seen.insert(id) {
                            let mut m = m.clone();
                            m.said.clone_from(&said);
                            // "dealers without PV-2201-B" ask who has none (`keep_holders`).
                            m.negated = negated && !asked.parts.contains(&m.value);
                            out.push(m);
                        }
                    }
                }
            }
        }
        out
    }

    /// Where in `named_lists` the values are whose stems the typed words `run` (at `at` in the
    /// question's words) have, when they are no value as typed: "ouvertes", "ouverte" and
    /// "ouverts" name "ouvert", "cerradas" names "cerrada", "cloturees" names "clôturé" (the
    /// agreement of a language's adjectives and participles, and its plurals; accents typed or
    /// not). Only when each word of the run that is not the value's as typed is one of its
    /// forms (`agrees`) and is read as nothing else (`has_role`, a time, a table's about,
    /// measure or column word: "sell" of the sales is no claim's "sello"), and the values' table
    /// is one the question names by its about words. With each stemmer of the corpus's
    /// languages, as the values were stemmed with their table's (`stem_key`). Measured on the
    /// corpora's words that share a stem with a value (tests/value_forms.rs): 8 of 8 picked rows
    /// by stems alone; `agrees` keeps "regulado" and "regulable" from "regulador", the roles
    /// "sell" from "sello", and either the English exclusion or `agrees` "opened", "close" and
    /// "braking" from "open", "closed" and "brakes".
    fn agreeing(
        &self,
        asked: &Asked,
        bundle: &Bundle,
        at: usize,
        run: &[String],
        has_role: &dyn Fn(&str) -> bool,
    ) -> Option<usize> {
        let n = &bundle.config.normalizer;
        if !AGREEING || at + run.len() > asked.typed {
            return None;
        }
        for &stemmer in &n.stemmers {
            let Some(key) = stem_key(n, stemmer, run) else {
                continue;
            };
            let Some(&place) = self.by_words.get(key.as_str()) else {
                continue;
            };
            let Some(first) = self.named_lists.get(place).and_then(|l| l.first()) else {
                continue;
            };
            let own = n.words(&first.value);
            let mut free = true;
            for (i, (w, o)) in run.iter().zip(&own).enumerate() {
                free &= w == o
                    || (agrees(n, stemmer, w, o)
                        && !(asked.when.used.contains(&(at + i))
                            || n.tokens(w).is_empty()
                            || has_role(w)
                            || table_word(bundle, w)));
            }
            let about = bundle
                .docs
                .get(first.doc)
                .and_then(|d| d.table.as_ref())
                .is_some_and(|t| asked.first_used(n, &t.about).is_some());
            if free && about {
                return Some(place);
            }
        }
        None
    }

    /// The first table document of `doc`'s shape (see `shapes`).
    pub(crate) fn shape(&self, doc: usize) -> usize {
        self.shapes.get(doc).copied().unwrap_or(doc)
    }

    /// Table document `doc`'s rows, as block indices in block order.
    pub(crate) fn rows(&self, doc: usize) -> &[usize] {
        self.rows.get(doc).map_or(&[], Vec::as_slice)
    }

    /// Whether table document `doc` holds a named value: in its own rows, or through the key
    /// of the row that has it ("the Rabat dealer" is RBT in the claims' dealer column).
    pub(crate) fn holds(&self, doc: usize, v: &Named) -> bool {
        v.doc == doc || self.has(&v.key, 2 * doc + 1)
    }

    /// Whether another table refers to value `v` by its row's key.
    pub(crate) fn referred(&self, v: &Named) -> bool {
        let summary = self
            .fields
            .get(&v.key)
            .and_then(|&at| self.referrers.get(at));
        match summary {
            Some(&(first, others)) => first != usize::MAX && (others || first != v.doc),
            None => false,
        }
    }

    /// Whether a row of table document `doc` has one of `parts` in a field.
    pub(crate) fn holds_part(&self, doc: usize, parts: &[String]) -> bool {
        parts
            .iter()
            .any(|p| self.has(p, 2 * doc) || self.has(p, 2 * doc + 1))
    }

    /// Whether `value` is at `place` (see `held`).
    /// The table documents whose rows hold one of `parts`, in document order, each once: read
    /// from the parts' own entries, whatever the number of tables.
    pub(crate) fn part_holders(&self, parts: &[String]) -> Vec<usize> {
        // Loops, not adapters: each is code of its own in the page's wasm.
        let mut docs: Vec<usize> = Vec::new();
        for p in parts {
            for place in self.held_by(p) {
                docs.push(place / 2);
            }
        }
        crate::base::sort::sort(&mut docs);
        docs.dedup();
        docs
    }

    /// Whether table document `from` refers to the rows of table document `to` by their keys:
    /// a field after its own key holds the key of one of `to`'s first rows (stock rows name
    /// their dealer).
    pub(crate) fn refers_to(&self, bundle: &Bundle, from: usize, to: usize) -> bool {
        self.rows(to)
            .iter()
            .take(8)
            .filter_map(|&r| bundle.blocks.get(r))
            .any(|b| self.has(field(b, 0), 2 * from + 1))
    }

    /// The first row (block index) whose key is `key`.
    pub(crate) fn row_keyed(&self, key: &str) -> Option<usize> {
        let at = *self.fields.get(key)?;
        self.keyed.get(at).copied().filter(|&r| r != usize::MAX)
    }

    /// Where `value` is in `fields`, added when new.
    fn entry(&mut self, value: &str) -> usize {
        if let Some(&at) = self.fields.get(value) {
            return at;
        }
        self.fields.insert(value.to_string(), self.held.len());
        self.held.push(Vec::new());
        self.keyed.push(usize::MAX);
        self.canonical.push(usize::MAX);
        self.held.len() - 1
    }

    /// `place` holds the value at `at` in `fields`.
    fn hold(&mut self, at: usize, place: usize) {
        if let Some(held) = self.held.get_mut(at) {
            // The last two places, by a slice: a reverse iterator's `take` and `any` were code of
            // their own in the page's wasm.
            let last_two = held.get(held.len().saturating_sub(2)..).unwrap_or_default();
            if !last_two.contains(&place) {
                held.push(place);
            }
        }
    }

    /// Whether field value `v` is one of `parts`, in their canonical spelling or another a
    /// table writes ("BP402" of BP-40-2).
    pub(crate) fn is_part(&self, v: &str, parts: &[String]) -> bool {
        let canonical = self
            .fields
            .get(v)
            .and_then(|&at| self.canonical.get(at))
            .copied();
        parts
            .iter()
            .any(|p| p == v || canonical.is_some_and(|c| self.fields.get(p.as_str()) == Some(&c)))
    }

    /// The spellings tables write part `part` in other than its canonical one.
    pub(crate) fn spellings_of<'s>(&'s self, part: &str) -> Vec<&'s str> {
        let at = self.fields.get(part);
        let mut out = Vec::new();
        for (c, s) in &self.spellings {
            if at == Some(c) {
                out.push(s.as_str());
            }
        }
        out
    }

    fn has(&self, value: &str, place: usize) -> bool {
        self.held_by(value).binary_search(&place).is_ok()
    }

    fn held_by(&self, value: &str) -> &[usize] {
        self.fields
            .get(value)
            .and_then(|&at| self.held.get(at))
            .map_or(&[], Vec::as_slice)
    }

    /// How many of the bundle's tables have a column named `name`.
    pub(crate) fn tables_with_column(&self, name: &str) -> usize {
        self.columns.get(name).copied().unwrap_or(0)
    }
}

/// Whether `w` is a word of a table's about words, measures' words or columns' names ("sell" of
/// the sales is no claim's "sello").
fn table_word(bundle: &Bundle, w: &str) -> bool {
    let n = &bundle.config.normalizer;
    let has = |phrase: &str| n.name_words(phrase).iter().any(|x| x == w);
    for d in &bundle.docs {
        let Some(t) = &d.table else { continue };
        for c in &t.columns {
            if has(&c.name) {
                return true;
            }
        }
        for m in &t.measures {
            for p in &m.words {
                if has(p) {
                    return true;
                }
            }
        }
        for p in &t.about {
            if has(p) {
                return true;
            }
        }
    }
    false
}

/// Whether `typed` is `own` in another agreement form: the same letters, accents folded, but
/// for endings of at most three of the letters that gender, number and case endings are made of
/// in the stemmer's language, after three letters at least ("ouvertes": "es" after "ouvert";
/// "chiuse" and "chiuso"; "abgeschlossenen"). A word of the same stem is no such form when its
/// ending is another's: "regulado" and "regulable" are no "regulador", "clôturer" no "clôturé".
fn agrees(n: &Normalizer, stemmer: Stemmer, typed: &str, own: &str) -> bool {
    let germanic = matches!(stemmer, Stemmer::German | Stemmer::Dutch);
    let (a, b) = (n.fold(typed), n.fold(own));
    let same = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    let ending = |w: &str| {
        let mut letters = 0;
        for c in w.chars().skip(same) {
            letters += 1;
            let ok = match germanic {
                true => matches!(c, 'e' | 'n' | 'r' | 'm' | 's'),
                false => matches!(c, 'a' | 'e' | 'i' | 'o' | 's'),
            };
            if !ok {
                return false;
            }
        }
        letters <= 3
    };
    same >= 3 && ending(&a) && ending(&b)
}

/// Whether this build carries a stemmer of a language whose words agree (all but English): the
/// page's wasm of an English corpus reads no agreement forms, and carries none of their code.
const AGREEING: bool = cfg!(any(
    not(target_arch = "wasm32"),
    feature = "stem-fr",
    feature = "stem-es",
    feature = "stem-de",
    feature = "stem-it",
    feature = "stem-pt",
    feature = "stem-nl"
));

/// The key in `by_words` of a value's words with their accents folded (`folded`): a mark no
/// word holds before them, so that only the words as typed find it.
fn folded_key(folded: &str) -> String {
    let mut k = String::from('\u{1c}');
    k.push_str(folded);
    k
}

/// The key of `words`' stems by `stemmer` in `by_words` (a mark no word holds, the stemmer, then
/// each word's stem folded), when it stems one of them. Each word is stemmed until its stem no
/// longer changes: the French light stemmer reads "clos" as "clo" and "closes" as "clos". Not
/// with English, whose adjectives do not agree and whose stems join a verb's tenses: the claims
/// "opened" in March are not the "open" ones.
pub(crate) fn stem_key(n: &Normalizer, stemmer: Stemmer, words: &[String]) -> Option<String> {
    if stemmer == Stemmer::English || !AGREEING {
        return None;
    }
    let mut key = String::from('\u{1d}');
    key.push(char::from(b'a' + stemmer as u8));
    let mut stemmed = false;
    for w in words {
        let mut s = w.clone();
        for _ in 0..3 {
            match stemmer.stem(&s) {
                Some(t) => {
                    stemmed = true;
                    if t == s {
                        break;
                    }
                    s = t;
                }
                None => break,
            }
        }
        key.push_str(&n.fold(&s));
        key.push('\u{1f}');
    }
    stemmed.then_some(key)
}

/// Whether `run` (as typed) is a name of a market the question names (its code is no word of
/// a row), or takes out ("Luxembourg excepted": not the dealer LUX's city, whose 0 rows were
/// the figure).
fn names_a_market(bundle: &Bundle, asked: &Asked, run: &[String]) -> bool {
    let out = &asked.taken_out.0;
    if asked.markets.is_empty() && out.is_empty() {
        return false;
    }
    let n = &bundle.config.normalizer;
    for m in &bundle.config.markets {
        if asked.markets.contains(&m.code) || out.contains(&m.code) {
            for name in &m.aliases {
                if n.words(name) == run {
                    return true;
                }
            }
        }
    }
    false
}
