//! Text normalization shared by ingestion and questions: the same function turns a block's text
//! and a question's text into tokens, so `E12`, `e-12` and `E-12` meet as one token.

use crate::base::call::Call;
use crate::base::hash::Words;
use crate::base::pattern::{Found, Pattern};
use crate::base::stem::{fold_word, Stemmer};
use std::borrow::Cow;

/// Runs of two to four space-separated pieces of `text` with a digit among them, joined as one
/// code and matched whole by one of `patterns`: "BP 36 2" is tried as "BP-36-2" and "BP362".
/// The longest run wins: inside "gv 220 1", "gv 220" is no part of its own (a pattern with
/// optional separators would read "GV220" as GV-22-0).
fn spaced(patterns: &[Pattern], text: &str) -> Vec<String> {
    // The first 200 pieces between spaces and punctuation, by a loop: `split` by a closure was
    // a searcher of its own in the page's wasm.
    let mut pieces: Vec<&str> = Vec::new();
    let mut from = 0;
    for (at, c) in text.char_indices() {
        if pieces.len() == 200 {
            break;
        }
        if c.is_whitespace() || matches!(c, ',' | '?' | '!' | ';' | '(' | ')') {
            if at > from {
                pieces.push(text.get(from..at).unwrap_or_default());
            }
            from = at + c.len_utf8();
        }
    }
    if pieces.len() < 200 && from < text.len() {
        pieces.push(text.get(from..).unwrap_or_default());
    }
    // (first piece, pieces, order found, canonical form) of each run that matched.
    let mut found: Vec<(usize, usize, usize, String)> = Vec::new();
    for len in (2..=4).rev() {
        // Runs by `get`, not `windows`: its panic for a length of 0 was code of its own.
        for at in 0..(pieces.len() + 1).saturating_sub(len) {
            let Some(run) = pieces.get(at..at + len) else {
                continue;
            };
            if !run.iter().any(|p| p.bytes().any(|b| b.is_ascii_digit()))
                || found
                    .iter()
                    .any(|(s, l, _, _)| *s <= at && at + len <= s + l)
            {
                continue;
            }
            for &joiner in &["-", ""] {
                let joined = run.joined(joiner).to_ascii_uppercase();
                for p in patterns {
                    // Matches by reference (see `in_order`).
                    for f in &mut p.find_all(&joined) {
                        if f.start == 0 && f.end == joined.len() {
                            found.push((at, len, found.len(), std::mem::take(&mut f.canonical)));
                        }
                    }
                }
            }
        }
    }
    // One piece typed with no separator at all ("25090001", "bp363"): read with one or two
    // hyphens put back, when nothing read it whole. Pieces of a code's length only: the work
    // is a few hundred tries a piece.
    for (at, piece) in pieces.iter().enumerate() {
        let b = piece.as_bytes();
        if !(4..=16).contains(&b.len())
            || !b.iter().all(u8::is_ascii_alphanumeric)
            || !b.iter().any(u8::is_ascii_digit)
            || found.iter().any(|(s, l, _, _)| *s <= at && at < s + l)
            || !in_order(patterns, &piece.to_ascii_uppercase()).is_empty()
            || pieces.get(..at).is_some_and(|p| p.contains(piece))
        {
            continue;
        }
        let upper = piece.to_ascii_uppercase();
        // `get`, not indexing: see `each_token` (the piece is ASCII, any place is a boundary).
        let cut = |r: std::ops::Range<usize>| upper.get(r).unwrap_or_default();
        let len = upper.len();
        let mut tries: Vec<String> = Vec::new();
        for i in 1..len {
            tries.push([cut(0..i), cut(i..len)].joined("-"));
            for j in i + 1..len {
                tries.push([cut(0..i), cut(i..j), cut(j..len)].joined("-"));
            }
        }
        for t in &tries {
            for f in &mut Pattern::find_all_of(&[patterns], t) {
                if f.start == 0 && f.end == t.len() {
                    found.push((at, 1, found.len(), std::mem::take(&mut f.canonical)));
                }
            }
        }
    }
    crate::base::sort::sort_by(&mut found, |a, b| (a.0, a.1, a.2) < (b.0, b.1, b.2));
    let mut out: Vec<String> = Vec::new();
    // By reference, each kept spelling taken out (see `in_order`).
    for f in &mut found {
        if !out.contains(&f.3) {
            out.push(std::mem::take(&mut f.3));
        }
    }
    out
}

/// What `patterns` find in `text`, canonical, each once, in the order the text has them.
fn in_order(patterns: &[Pattern], text: &str) -> Vec<String> {
    let mut found = Pattern::find_all_of(&[patterns], text);
    crate::base::sort::sort_by(&mut found, before);
    let mut out: Vec<String> = Vec::new();
    // Matches by reference, their spellings taken out: consuming a Vec of them was an
    // IntoIter's code of its own in the page's wasm.
    for f in &mut found {
        if !out.contains(&f.canonical) {
            out.push(std::mem::take(&mut f.canonical));
        }
    }
    out
}

/// Tokens longer than this are cut: a 50 MB run of letters must not become a 50 MB token.
const MAX_TOKEN_CHARS: usize = 64;

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Normalizer {
    /// Link patterns: they make tokens and they make graph edges.
    pub links: Vec<Pattern>,
    /// Code patterns: they make tokens only.
    pub codes: Vec<Pattern>,
    pub stopwords: Words,
    /// `[search] stemmer`: the corpus's languages, each by its stemmer; a document's `language`
    /// is its place here, the first when it names none. Empty (or `none`) stems nothing.
    pub stemmers: Vec<Stemmer>,
}

impl Normalizer {
    /// The canonical part numbers a text mentions (the link graph's vocabulary), sorted.
    pub fn parts(&self, text: &str) -> Vec<String> {
        let mut parts = self.parts_in_order(text);
        crate::base::sort::sort(&mut parts);
        parts
    }

    /// The canonical part number a whole field value is ("BP402" of an export, BP-40-2), if
    /// it is one.
    pub fn cell_part(&self, cell: &str) -> Option<String> {
        if !cell.bytes().any(|b| b.is_ascii_digit()) {
            return None;
        }
        // Matches by reference (see `in_order`).
        for f in &mut Pattern::find_all_of(&[&self.links], cell) {
            if f.start == 0 && f.end == cell.len() {
                return Some(std::mem::take(&mut f.canonical));
            }
        }
        None
    }

    /// The canonical part numbers a text mentions, each once, in the order the text has them.
    pub fn parts_in_order(&self, text: &str) -> Vec<String> {
        in_order(&self.links, text)
    }

    /// The canonical part numbers a question names, however a person typed them: in any
    /// case ("bp36-2") and with spaces for separators ("bp 36 2"). Ingestion reads documents as
    /// written; a question is read more loosely, since people type part numbers from memory.
    pub fn question_parts(&self, text: &str) -> Vec<String> {
        Normalizer::question_matches(&self.links, text)
    }

    /// What `patterns` read in a question however a person typed it: in any case and with spaces
    /// for separators, as `question_parts` reads part numbers ("k24a 03318" for K24A-03318).
    pub fn question_matches(patterns: &[Pattern], text: &str) -> Vec<String> {
        let mut out = in_order(patterns, text);
        let mut more = in_order(patterns, &text.to_ascii_uppercase());
        more.append(&mut spaced(patterns, text));
        // By reference, each taken out: a chain over consumed Vecs was code of its own.
        for canonical in &mut more {
            if !out.contains(canonical) {
                out.push(std::mem::take(canonical));
            }
        }
        out
    }

    /// The canonical codes (`[codes]`) a question names with spaces for separators ("E 07",
    /// "c 3"): the tokens it makes read codes typed without spaces already.
    pub fn question_codes(&self, text: &str) -> Vec<String> {
        spaced(&self.codes, text)
    }

    /// Index and query tokens: codes in canonical spelling, other words lowercased and split at
    /// anything that is not a letter or digit (in any script); stopwords dropped.
    pub fn tokens(&self, text: &str) -> Vec<String> {
        let mut out = Vec::new();
        self.each_token(text, &mut |&(t, _): &(&str, bool)| {
            if !self.stopwords.contains(t) {
                out.push(t.to_string());
            }
        });
        out
    }

    /// Whether German is among the corpus's languages: its ae, oe and ue typed for ä, ö and ü
    /// are then read as those in every word, a document's and a question's alike.
    pub fn german(&self) -> bool {
        self.stemmers.contains(&Stemmer::German)
    }

    /// A token (or stem) as the index holds it: accents folded (`stem::fold_word`). Ingestion
    /// folds what it indexes and questions fold what they look up, so that "reparation" finds
    /// "réparation" and "Rueckruf" finds "Rückruf" as exact words, in every language.
    pub fn fold<'a>(&self, token: &'a str) -> Cow<'a, str> {
        fold_word(token, self.german())
    }

    /// `words`, each folded (`fold`): one loop for the question's glossary reading and the
    /// router's, each of which had its own.
    #[inline(never)]
    pub fn fold_all(&self, words: &[String]) -> Vec<String> {
        let mut out = Vec::with_capacity(words.len());
        for w in words {
            out.push(self.fold(w).into_owned());
        }
        out
    }

    /// The stemmer of the corpus's `language`th language (none past the list).
    pub fn stemmer(&self, language: usize) -> Stemmer {
        self.stemmers.get(language).copied().unwrap_or_default()
    }

    /// A document's tokens in its `language`, as the index holds them: each folded, with its
    /// stem (folded too). The stem is made from the word as written, since the algorithms read
    /// accents ("acción" and "acciones" share a stem, "accion" is no form they know). A code or
    /// part number (a configured pattern matched it) has no stem: it is an identifier, not a
    /// word, whatever letters it has.
    pub fn index_tokens(&self, text: &str, language: usize) -> Vec<(String, Option<String>)> {
        let stemmer = self.stemmer(language);
        let mut out = Vec::new();
        self.each_token(text, &mut |&(t, code): &(&str, bool)| {
            if !self.stopwords.contains(t) {
                let stem = if code { None } else { stemmer.stem(t) };
                let stem = stem.map(|s| self.fold(&s).into_owned());
                out.push((self.fold(t).into_owned(), stem));
            }
        });
        out
    }

    /// The stems of a question's word (a token as `tokens` gives it), folded: a question's
    /// language is not known, so each of the corpus's stemmers stems it, and each distinct stem
    /// is searched. A corpus in one language gives one stem, as before it had several.
    pub fn stems(&self, token: &str) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for s in &self.stemmers {
            if let Some(stem) = s.stem(token) {
                let stem = self.fold(&stem).into_owned();
                if !out.contains(&stem) {
                    out.push(stem);
                }
            }
        }
        out
    }

    /// The tokens of a text that configured patterns made.
    pub fn code_tokens(&self, text: &str) -> Words {
        let mut out = Words::default();
        self.each_token(text, &mut |&(t, code): &(&str, bool)| {
            if code {
                out.insert(t.to_string());
            }
        });
        out
    }

    /// The words of a column or field name as a question says them ("battery_certified":
    /// battery, certified).
    pub fn name_words(&self, name: &str) -> Vec<String> {
        self.words(&name.replace('_', " "))
    }

    /// Like `tokens`, keeping stopwords: for matching phrases such as aliases.
    pub fn words(&self, text: &str) -> Vec<String> {
        let mut out = Vec::new();
        self.each_token(text, &mut |&(t, _): &(&str, bool)| out.push(t.to_string()));
        out
    }

    /// Every token, and whether a configured pattern made it. A `dyn` callback: generic, this
    /// walk was code of its own in each of `tokens`, `words` and `code_tokens` (0.6 KB each);
    /// a `Call` of the pair, not a `dyn FnMut`, for the vtable without an `FnOnce` shim.
    fn each_token(&self, text: &str, emit: &mut dyn for<'t> Call<(&'t str, bool), ()>) {
        let codes = self.code_spans(text);
        let mut at = 0;
        let mut word = String::new();
        // `get`, not indexing, here and wherever the page's code cuts text at places it found:
        // a cut's panic message formats the text and its characters (`Debug`), 0.6 KB of the
        // page's gzipped wasm for a message no one sees. The places are boundaries.
        // The words before each code, then the rest: one call of `split_words`, which each
        // call inlined a copy of.
        for k in 0..=codes.len() {
            let code = codes.get(k);
            let end = code.map_or(text.len(), |c| c.start);
            let before = text.get(at..end).unwrap_or_default();
            split_words(before, &mut word, &mut |t| emit.call(&(t, false)));
            if let Some(code) = code {
                emit.call(&(&crate::base::case::lowercase(&code.canonical), true));
                at = code.end;
            }
        }
    }

    /// Matches of every link and code pattern, left to right, without overlaps (the earliest
    /// and then the longest wins).
    fn code_spans(&self, text: &str) -> Vec<Found> {
        let mut all = Pattern::find_all_of(&[&self.links, &self.codes], text);
        crate::base::sort::sort_by(&mut all, before);
        let mut kept: Vec<Found> = Vec::with_capacity(all.len());
        // Matches by reference, each kept one taken out (see `in_order`).
        for f in &mut all {
            if kept.last().is_none_or(|k| f.start >= k.end) && f.end > f.start {
                kept.push(Found {
                    start: f.start,
                    end: f.end,
                    canonical: std::mem::take(&mut f.canonical),
                });
            }
        }
        kept
    }
}

/// Text order, the longer of two matches at one place first, then the spelling: a total order,
/// so an unstable sort is deterministic (and the browser engine carries one sort, not two).
fn by_position(a: &Found, b: &Found) -> std::cmp::Ordering {
    a.start
        .cmp(&b.start)
        .then(b.end.cmp(&a.end))
        .then_with(|| a.canonical.cmp(&b.canonical))
}

/// `a` before `b` in `by_position`'s order: one function for both sorts of matches, where a
/// closure at each was a sort instance of its own in the page's wasm.
fn before(a: &Found, b: &Found) -> bool {
    by_position(a, b).is_lt()
}

fn split_words(text: &str, word: &mut String, emit: &mut impl FnMut(&str)) {
    let mut chars = 0;
    for c in text.chars() {
        let Some(c) = crate::base::case::letter(c) else {
            continue;
        };
        if c.is_alphanumeric() {
            if chars < MAX_TOKEN_CHARS {
                word.push(c);
            }
            chars += 1;
        } else if !word.is_empty() {
            crate::base::case::final_sigma(word);
            emit(word);
            word.clear();
            chars = 0;
        }
    }
    if !word.is_empty() {
        crate::base::case::final_sigma(word);
        emit(word);
        word.clear();
    }
}

/// `words` without the plural endings they carry: the first of `plurals` a word ends in, or,
/// with `longest`, the longest ("cargadores": "cargadore" by "s", "cargador" by "es"; a word
/// is read both ways, as "clientes" is "cliente").
pub fn singular_by(words: &[String], plurals: &[String], longest: bool) -> Vec<String> {
    // Loops, not adapters: each is code of its own in the page's wasm.
    let mut out = Vec::with_capacity(words.len());
    for w in words {
        let mut one = w.as_str();
        for p in plurals {
            if w.len() > p.len() + 2 && w.ends_with(p.as_str()) && w.len() - p.len() < one.len() {
                one = w.get(..w.len() - p.len()).unwrap_or_default();
                if !longest {
                    break;
                }
            }
        }
        out.push(one.to_string());
    }
    out
}

/// `words` without the first of `plurals` each ends in.
pub fn singular(words: &[String], plurals: &[String]) -> Vec<String> {
    singular_by(words, plurals, false)
}

/// `s` as a number when it is one to nine ASCII digits and nothing else: one body for every
/// place a question's word is read as a count, day, quarter or year (each `str::parse` of
/// another integer type was code of its own in the page's wasm).
pub fn number(s: &str) -> Option<u32> {
    if s.is_empty() || s.len() > 9 {
        return None;
    }
    let mut n = 0;
    for b in s.bytes() {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n * 10 + u32::from(b - b'0');
    }
    Some(n)
}

/// `template` with each `{slot}` written as the word of that slot in `words` (the first of the
/// name): every fact's and reason's sentence is written by this one walk, where a format per
/// kind was code of its own in the page's wasm.
pub fn fill(
    f: &mut std::fmt::Formatter,
    template: &str,
    words: &[(&str, &str)],
) -> std::fmt::Result {
    let mut rest = template;
    loop {
        let b = rest.as_bytes();
        let Some(open) = b.iter().position(|&c| c == b'{') else {
            return f.write_str(rest);
        };
        let close = b.iter().position(|&c| c == b'}').unwrap_or(b.len());
        f.write_str(rest.get(..open).unwrap_or_default())?;
        let slot = rest.get(open + 1..close).unwrap_or_default();
        if let Some((_, word)) = words.iter().find(|(name, _)| *name == slot) {
            f.write_str(word)?;
        }
        rest = rest.get(close + 1..).unwrap_or_default();
    }
}

/// `d.to_string()` by one body for every type: `ToString` is an instance of its own for each
/// `Display` type, each with its own copy of the formatting's setup, in the page's wasm.
pub fn said(d: &dyn std::fmt::Display) -> String {
    format!("{d}")
}

/// `fill` with words the slots own (a fact's, an error's `params`).
pub fn fill_owned(
    f: &mut std::fmt::Formatter,
    template: &str,
    words: &[(&str, String)],
) -> std::fmt::Result {
    let mut borrowed: Vec<(&str, &str)> = Vec::with_capacity(words.len());
    for (slot, word) in words {
        borrowed.push((slot, word));
    }
    fill(f, template, &borrowed)
}

/// `[S].join(sep)` by one small body: the standard library's join of strings is a kilobyte of
/// code (specialized for each separator length) in the page's wasm.
pub trait Joined {
    fn joined(&self, sep: &str) -> String;
}

impl<S: AsRef<str>> Joined for [S] {
    fn joined(&self, sep: &str) -> String {
        let mut out = String::new();
        for (i, s) in self.iter().enumerate() {
            if i > 0 {
                out.push_str(sep);
            }
            out.push_str(s.as_ref());
        }
        out
    }
}

/// `text` with a code's dashes as its hyphens: "PV–2201–B" typed on a phone that makes an en
/// dash of a hyphen, "BP‑36‑2" written by a document with non-breaking hyphens, are the codes
/// their hyphens spell, in documents and questions alike. A hyphen by another code point
/// (U+2010, U+2011, the minus sign, the small and fullwidth hyphen-minus) is one anywhere; an en
/// or em dash only in a word of letters and digits, so "2025–2026" and "Paris – Lyon" stay as
/// written.
pub fn code_hyphens(text: &str) -> String {
    // Each word (between white space, kept as it is) mapped once its letters and digits are
    // known.
    fn word(out: &mut String, w: &str) {
        let (mut letter, mut digit) = (false, false);
        for c in w.chars() {
            letter |= c.is_alphabetic();
            digit |= c.is_ascii_digit();
        }
        for c in w.chars() {
            let hyphen = matches!(
                c,
                '\u{2010}' | '\u{2011}' | '\u{2212}' | '\u{FE63}' | '\u{FF0D}'
            );
            let dash = matches!(c, '\u{2012}'..='\u{2015}') && letter && digit;
            out.push(if hyphen || dash { '-' } else { c });
        }
    }
    let mut out = String::with_capacity(text.len());
    let mut start = 0;
    for (at, c) in text.char_indices() {
        if c.is_whitespace() {
            word(&mut out, text.get(start..at).unwrap_or_default());
            out.push(c);
            start = at + c.len_utf8();
        }
    }
    word(&mut out, text.get(start..).unwrap_or_default());
    out
}

/// `words.insert(at, word)` (`at` at most the length) with no panic: `insert`'s for an index
/// past the length was code of its own at each caller in the page's wasm. Pushed, then moved
/// down to its place.
pub fn insert_word(words: &mut Vec<String>, at: usize, word: String) {
    words.push(word);
    let mut j = words.len() - 1;
    while j > at {
        if let Some([a, b]) = words.get_mut(j - 1..=j) {
            std::mem::swap(a, b);
        }
        j -= 1;
    }
}

/// `words.remove(at)` with no panic (nothing when `at` is past the end), as `insert_word`:
/// moved up to the end, then popped.
pub fn remove_word(words: &mut Vec<String>, at: usize) {
    if at >= words.len() {
        return;
    }
    let mut j = at;
    while let Some([a, b]) = words.get_mut(j..j + 2) {
        std::mem::swap(a, b);
        j += 1;
    }
    words.pop();
}

/// `words.retain(keep)` by one shared instance: each closure given to `Vec::retain` is code of
/// its own in the page's wasm.
pub fn retain(words: &mut Vec<String>, keep: &mut dyn Call<String, bool>) {
    words.retain(|w| keep.call(w));
}

/// The characters of `s` that `each` gives one for, in order: one shared instance for what a
/// `chars().filter().map().collect()` chain made a copy of per closure in the page's wasm.
pub fn map_chars(s: &str, each: &mut dyn Call<char, Option<char>>) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if let Some(c) = each.call(&c) {
            out.push(c);
        }
    }
    out
}

/// The first `chars` characters of `s` (all of it when shorter): one shared loop, where each
/// `chars().take(n).collect()` was code of its own in the page's wasm.
pub fn clip(s: &str, chars: usize) -> &str {
    for (count, (at, _)) in s.char_indices().enumerate() {
        // `get`, not an index: a slice's panic brings the page's wasm 4 KB of formatting.
        if count == chars {
            return s.get(..at).unwrap_or(s);
        }
    }
    s
}

/// `s` without the whitespace it starts and ends with, as `str::trim` says, by one walk
/// forward: `trim` walks back from the end with a UTF-8 decoder of its own and `trim_start`
/// with a character searcher's, about 0.6 KB of the page's wasm for a few short texts.
pub fn trim(s: &str) -> &str {
    trimmed(s, true)
}

/// `s` without the whitespace it starts with, as `str::trim_start` says (see `trim`).
pub fn trim_start(s: &str) -> &str {
    trimmed(s, false)
}

fn trimmed(s: &str, end: bool) -> &str {
    // Where the first character that is no whitespace starts, and where the last one ends.
    let (mut from, mut to) = (s.len(), s.len());
    for (at, c) in s.char_indices() {
        if c.is_whitespace() {
            continue;
        }
        if from == s.len() {
            from = at;
            if !end {
                break;
            }
        }
        to = at + c.len_utf8();
    }
    s.get(from..to).unwrap_or_default()
}

/// `words` with each word once, where it first was.
pub fn first_of_each(words: &mut Vec<String>) {
    let mut seen = Words::default();
    retain(words, &mut |w: &String| seen.insert(w.clone()));
}

/// Whole-word, case-insensitive phrase search over word lists: "battery certified" is found in
/// "the battery-certified dealers".
pub fn contains_phrase(haystack: &[String], phrase: &[String]) -> bool {
    !phrase.is_empty() && haystack.windows(phrase.len()).any(|w| w == phrase)
}

/// Where `needle` first is in `text`, as a byte offset, as `str::find` says. A plain scan, for
/// the short texts and needles of a question: the standard library's two-way searcher, which
/// a text pattern (or a `contains` of a character beyond ASCII) brings, is 1 KB of the page's
/// gzipped wasm that no other code shares. A UTF-8 needle only matches at a character's start.
pub fn find_text(text: &str, needle: &str) -> Option<usize> {
    let (text, needle) = (text.as_bytes(), needle.as_bytes());
    if needle.is_empty() {
        return Some(0);
    }
    text.windows(needle.len()).position(|w| w == needle)
}

/// Whether `bytes` holds `b`, by a plain loop: `[u8]::contains` is the standard library's
/// word-at-a-time memchr in the page's wasm (600 bytes), for texts of a few words.
pub fn has_byte(bytes: &[u8], b: u8) -> bool {
    for &x in bytes {
        if x == b {
            return true;
        }
    }
    false
}

/// The pieces of `s` between any two of the ASCII bytes `seps`, empty ones too, as `s.split`
/// gives them of those characters: each kind of pattern given to `split` (a character, an array
/// of them) brought a searcher of its own into the page's wasm.
///
/// Callers walk the pieces by reference: consuming the Vec was an IntoIter's code of its own in
/// the page's wasm.
pub fn split_ascii<'a>(s: &'a str, seps: &[u8]) -> Vec<&'a str> {
    let mut out = Vec::new();
    let mut from = 0;
    for (i, b) in s.bytes().enumerate() {
        if has_byte(seps, b) {
            out.push(s.get(from..i).unwrap_or_default());
            from = i + 1;
        }
    }
    out.push(s.get(from..).unwrap_or_default());
    out
}

/// `s` added to `list` unless `list` holds it already: one body for the many lists read each
/// string once (the question's tokens, time phrases, table words), which each had the test,
/// the push and the drop of a string not added inlined.
#[inline(never)]
pub fn push_once(list: &mut Vec<String>, s: String) {
    if !list.contains(&s) {
        list.push(s);
    }
}

/// `s` without the ASCII byte `b` repeated at its start (if `start`) and at its end (if
/// `end`), as `trim_start_matches`, `trim_end_matches` and `trim_matches` of that character say:
/// they brought the standard library's character searcher into the page's wasm for it.
pub fn trim_ascii_byte(s: &str, b: u8, start: bool, end: bool) -> &str {
    let bytes = s.as_bytes();
    let (mut from, mut to) = (0, bytes.len());
    while start && from < to && bytes.get(from) == Some(&b) {
        from += 1;
    }
    while end && to > from && bytes.get(to - 1) == Some(&b) {
        to -= 1;
    }
    s.get(from..to).unwrap_or_default()
}

/// How many characters `s` has, as `s.chars().count()` says: its bytes that start one. The
/// standard library's count is a word-at-a-time loop of 1 KB in the page's wasm, for texts of a
/// few words.
pub fn char_count(s: &str) -> usize {
    s.bytes().filter(|&b| (b as i8) >= -0x40).count()
}

/// Position of the first occurrence of `phrase` in `haystack`.
pub fn find_phrase(haystack: &[String], phrase: &[String]) -> Option<usize> {
    if phrase.is_empty() {
        return None;
    }
    haystack.windows(phrase.len()).position(|w| w == phrase)
}

/// `text` in Unicode's composed form (NFC): a letter and its combining marks typed or saved
/// apart ("I" and U+0307 for "İ", "c" and U+0327 for "ç") read as the one letter, as the
/// configuration and the index spell it. Native only: the page composes the question in
/// JavaScript (`www/atlas-engine.js`), at no cost in its wasm.
#[cfg(not(target_arch = "wasm32"))]
pub fn composed(text: &str) -> Cow<'_, str> {
    use unicode_normalization::{is_nfc_quick, IsNormalized, UnicodeNormalization};
    match is_nfc_quick(text.chars()) {
        IsNormalized::Yes => Cow::Borrowed(text),
        _ => Cow::Owned(text.nfc().collect()),
    }
}

/// In the wasm, as given: the page composes in JavaScript, and the wasm carries no Unicode
/// tables. (Ingestion compiles for wasm32 too; it runs natively.)
#[cfg(target_arch = "wasm32")]
pub fn composed(text: &str) -> Cow<'_, str> {
    Cow::Borrowed(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_codes_dashes_are_its_hyphens_and_other_dashes_stay() {
        assert_eq!(code_hyphens("PV–2201–B in stock"), "PV-2201-B in stock");
        assert_eq!(code_hyphens("BP‑36‑2\nBP‐36−3"), "BP-36-2\nBP-36-3");
        assert_eq!(
            code_hyphens("2025–2026 Paris – Lyon Paris–Lyon"),
            "2025–2026 Paris – Lyon Paris–Lyon"
        );
        assert_eq!(code_hyphens("36‑3"), "36-3");
    }

    #[test]
    fn trims_as_the_standard_library() {
        for t in [
            "",
            " ",
            "  \t\n",
            "a",
            " a ",
            "\u{a0}é b\u{3000}",
            "x  ",
            "\n\ny",
            " é ",
        ] {
            assert_eq!(trim(t), t.trim(), "{t:?}");
            assert_eq!(trim_start(t), t.trim_start(), "{t:?}");
        }
    }

    #[test]
    fn char_count_counts_what_chars_does() {
        for s in ["", "abc", "réclamation", "Händler", "€ 5", "日本語", "🙂x"] {
            assert_eq!(char_count(s), s.chars().count());
        }
    }

    #[test]
    fn byte_splits_and_trims_are_the_standard_librarys() {
        let texts = [
            "",
            "-",
            "--",
            "S07",
            "0",
            "000",
            "S1, S2;S3",
            ",;",
            " a  b ",
            "-é-x-",
            "2.500",
            "12.",
        ];
        for t in texts {
            assert_eq!(
                split_ascii(t, b" "),
                t.split(' ').collect::<Vec<_>>(),
                "{t:?}"
            );
            assert_eq!(
                split_ascii(t, b",;"),
                t.split([',', ';']).collect::<Vec<_>>(),
                "{t:?}"
            );
            for c in ['-', '0', '.'] {
                let b = c as u8;
                assert_eq!(
                    trim_ascii_byte(t, b, true, true),
                    t.trim_matches(c),
                    "{t:?}"
                );
                assert_eq!(trim_ascii_byte(t, b, true, false), t.trim_start_matches(c));
                assert_eq!(trim_ascii_byte(t, b, false, true), t.trim_end_matches(c));
                assert_eq!(has_byte(t.as_bytes(), b), t.contains(c), "{t:?}");
            }
        }
    }

    #[test]
    fn find_text_finds_what_str_find_does() {
        let texts = [
            "",
            "a",
            "BP-36-3 et BP-36-3",
            "réparation à Zaragoza",
            "2,5 h",
            "ééé",
        ];
        let needles = [
            "", "a", "BP-36-3", "3 e", "à", "é", "éé", "ation à", "2.5", "zz",
        ];
        for t in texts {
            for n in needles {
                assert_eq!(find_text(t, n), t.find(n), "{t:?} {n:?}");
            }
        }
    }

    fn normalizer() -> Normalizer {
        Normalizer {
            links: vec![
                Pattern::new("part", r"\b([A-Z]{2})-?(\d{2})-(\d)\b", "{1}-{2}-{3}").unwrap(),
            ],
            codes: vec![Pattern::new("error", r"(?i)\bE-?(\d{2})\b", "E-{1}").unwrap()],
            stopwords: ["the", "of"].iter().map(|s| s.to_string()).collect(),
            ..Normalizer::default()
        }
    }

    #[test]
    fn codes_are_one_token_however_typed() {
        let n = normalizer();
        for q in ["E12", "e12", "E-12", "e-12"] {
            assert_eq!(n.tokens(q), ["e-12"], "{q}");
        }
        assert_eq!(n.tokens("BP36-2"), n.tokens("BP-36-2"));
        assert_eq!(n.tokens("BP36-2"), ["bp-36-2"]);
        assert_ne!(n.tokens("BP36-20"), ["bp-36-2"]);
    }

    #[test]
    fn words_are_lowercased_unicode_aware_and_stopwords_dropped() {
        let n = normalizer();
        assert_eq!(n.tokens("The Frame's TUBE"), ["frame", "s", "tube"]);
        assert_eq!(
            n.tokens("Prüfung der Bremsen, Ελληνικά κείμενα"),
            ["prüfung", "der", "bremsen", "ελληνικά", "κείμενα"]
        );
        assert_eq!(
            n.words("the battery-certified dealers"),
            ["the", "battery", "certified", "dealers"]
        );
    }

    #[test]
    fn parts_are_canonical_and_sorted() {
        let n = normalizer();
        let parts: Vec<String> = n
            .parts("BP48-1, then BP-36-2 and BP36-2")
            .into_iter()
            .collect();
        assert_eq!(parts, ["BP-36-2", "BP-48-1"]);
    }

    #[test]
    fn codes_are_never_stemmed() {
        let mut n = normalizer();
        n.stemmers = vec![Stemmer::English];
        n.codes
            .push(Pattern::new("model", r"\b(Runners)\b", "{1}").unwrap());
        assert_eq!(
            n.index_tokens("Runners running E12", 0),
            [
                ("runners".to_string(), None),
                ("running".to_string(), Some("run".to_string())),
                ("e-12".to_string(), None)
            ]
        );
    }

    #[test]
    fn index_tokens_are_folded_and_stemmed_in_their_language_and_questions_in_every_one() {
        let mut n = normalizer();
        n.stemmers = vec![Stemmer::English, Stemmer::Spanish];
        let t = |w: &str, s: Option<&str>| (w.to_string(), s.map(String::from));
        assert_eq!(
            n.index_tokens("Hidráulicas E12", 1),
            [t("hidraulicas", Some("hidraul")), t("e-12", None)]
        );
        // In English, "bombas" is the plural of "bomba".
        assert_eq!(n.index_tokens("Bombas", 0), [t("bombas", Some("bomba"))]);
        // A question's word: its stem in each language, each once.
        assert_eq!(n.stems("bombas"), ["bomba", "bomb"]);
        assert_eq!(n.stems("acciones"), ["accion"]);
        assert_eq!(n.fold("hidráulicas"), "hidraulicas");
        assert!(!n.german());
    }

    #[test]
    fn a_spaced_part_is_read_from_its_longest_run() {
        // Optional separators and a two-or-three-digit group: "GV220" alone would be GV-22-0.
        let mut n = normalizer();
        n.links = vec![Pattern::new(
            "part",
            r"(?i)\b(gv)[ -]?(\d{2,3})[ -]?(\d)\b",
            "{1}-{2}-{3}",
        )
        .unwrap()];
        n.links[0].case = crate::base::pattern::Case::Upper;
        assert_eq!(n.question_parts("is gv 220 1 recalled"), ["GV-220-1"]);
        assert_eq!(
            n.question_parts("gv 22 0 or gv 220 1"),
            ["GV-22-0", "GV-220-1"]
        );
    }

    #[test]
    fn a_code_typed_with_no_separator_is_read_with_its_separators_back() {
        let serial = Pattern::new("serial", r"\b(\d{4}-\d{4})\b", "{1}").unwrap();
        let part = Pattern::new("part", r"\b([A-Z]{2})-?(\d{2})-(\d)\b", "{1}-{2}-{3}").unwrap();
        let patterns = [serial, part];
        assert_eq!(
            Normalizer::question_matches(&patterns, "is 25090001 recalled"),
            ["2509-0001"]
        );
        assert_eq!(
            Normalizer::question_matches(&patterns, "is bp363 in stock"),
            ["BP-36-3"]
        );
        // Neither a year nor a word with no digit, nor a number of another shape.
        assert!(Normalizer::question_matches(&patterns, "2026 recall 123456").is_empty());
    }

    #[test]
    fn tokens_are_bounded() {
        let n = normalizer();
        let long = "a".repeat(10_000);
        assert_eq!(n.tokens(&long)[0].chars().count(), MAX_TOKEN_CHARS);
    }
}
