//! A question as asked: text, persona and situation, checked before anything runs.
#![warn(missing_docs)]

use crate::ask::filters::{Filters, Situation};
use crate::base::call::Call;
use crate::base::config::{Alias, Config, Op};
use crate::base::date::Date;
use crate::base::error::Coded;
use crate::base::text::Joined;
use crate::base::text::{contains_phrase, find_phrase};
use serde::Deserialize;
use std::fmt;

/// The longest question accepted, in characters (not bytes); a longer one is
/// `QuestionError::TooLong`.
pub const MAX_QUESTION_CHARS: usize = 2000;

/// A question as the page or the CLI sends it, before any check.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct Question {
    /// The question as typed, at most `MAX_QUESTION_CHARS` characters.
    pub text: String,
    /// The asker's persona, by its name in the configuration: it gives the groups they may read.
    pub persona: String,
    /// The asker's market code, one of the configuration's markets.
    pub market: String,
    /// `YYYY-MM-DD`; today when absent.
    #[serde(default)]
    pub date: Option<String>,
}

/// Why a question was refused before anything ran; each has a code the page words itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuestionError {
    /// The question is blank, or has no letter or digit.
    Empty,
    /// The question is longer than `MAX_QUESTION_CHARS` characters.
    TooLong {
        /// How many characters it has.
        chars: usize,
    },
    /// The persona is none of the configuration's.
    UnknownPersona {
        /// The persona as it was given.
        persona: String,
        /// The configuration's persona names, for the message.
        known: Vec<String>,
    },
    /// The persona reads groups this bundle does not hold: another persona's bundle is loaded.
    PersonaNotServed {
        /// The persona's name.
        persona: String,
        /// The groups the bundle holds, joined by `+`.
        bundle: String,
    },
    /// The market is none of the configuration's market codes.
    UnknownMarket {
        /// The market as it was given, trimmed.
        market: String,
        /// The configuration's market codes, for the message.
        known: Vec<String>,
    },
    /// The date is given but is no valid `YYYY-MM-DD`: the date parser's message.
    BadDate(String),
    /// The bundle was loaded without the chunks the question reads (asked with `ask_with`
    /// rather than `ask_step`): their files.
    ChunksMissing {
        /// The file names of the chunks read but not held.
        files: Vec<String>,
    },
}

/// The sentence is `params` in a template, as a fact's is (`base::text::fill`).
impl fmt::Display for QuestionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let template = match self {
            QuestionError::Empty => "the question is empty: type a question",
            QuestionError::TooLong { .. } => {
                "the question has {chars} characters; the limit is {limit}"
            }
            QuestionError::UnknownPersona { .. } => "unknown persona '{persona}' (personas: {known})",
            QuestionError::PersonaNotServed { .. } => {
                "persona '{persona}' needs groups this bundle ({bundle}) does not hold: load that persona's bundle"
            }
            QuestionError::UnknownMarket { .. } => "unknown market '{market}' (markets: {known})",
            QuestionError::BadDate(e) => return write!(f, "date: {e}"),
            QuestionError::ChunksMissing { .. } => {
                "the bundle is loaded without chunks this question reads ({chunks}): provide them and ask again"
            }
        };
        crate::base::text::fill_owned(f, template, &self.params())
    }
}

impl std::error::Error for QuestionError {}

impl Coded for QuestionError {
    fn code(&self) -> &'static str {
        match self {
            QuestionError::Empty => "question-empty",
            QuestionError::TooLong { .. } => "question-too-long",
            QuestionError::UnknownPersona { .. } => "unknown-persona",
            QuestionError::PersonaNotServed { .. } => "persona-not-served",
            QuestionError::UnknownMarket { .. } => "unknown-market",
            QuestionError::BadDate(_) => "bad-date",
            QuestionError::ChunksMissing { .. } => "bundle-incomplete",
        }
    }

    // Arrays made, then moved into a Vec: `vec!` allocated first and copied each value made
    // into it.
    fn params(&self) -> Vec<(&'static str, String)> {
        match self {
            QuestionError::Empty | QuestionError::BadDate(_) => vec![],
            QuestionError::TooLong { chars } => Vec::from([
                ("chars", crate::base::decimal::whole(*chars)),
                ("limit", crate::base::decimal::whole(MAX_QUESTION_CHARS)),
            ]),
            QuestionError::UnknownPersona { persona, known } => {
                Vec::from([("persona", persona.clone()), ("known", known.joined(", "))])
            }
            QuestionError::PersonaNotServed { persona, bundle } => {
                Vec::from([("persona", persona.clone()), ("bundle", bundle.clone())])
            }
            QuestionError::UnknownMarket { market, known } => {
                Vec::from([("market", market.clone()), ("known", known.joined(", "))])
            }
            QuestionError::ChunksMissing { files } => vec![("chunks", files.joined(", "))],
        }
    }
}

/// A checked question with what was read out of its text.
#[derive(Debug)]
pub struct Asked {
    /// The question's text, trimmed, without the case endings glued to a name or a year
    /// (`without_endings`).
    pub text: String,
    /// The persona's name, as the configuration spells it.
    pub persona: String,
    /// The persona's groups and the asker's market and date: what every route filters by.
    pub filters: Filters,
    /// Lowercased words of the question, stopwords kept (for phrase matching): the words as
    /// typed (the first `typed`), then the readings of codes, loose words and the glossary.
    pub words: Vec<String>,
    /// How many of `words` are the question's as typed.
    pub typed: usize,
    /// For each word after the typed ones, the typed words it was read from (`start..end`),
    /// when known: a loose word's reading, a glossary term's phrase.
    pub read_from: Vec<Option<(usize, usize)>>,
    /// Search tokens (stopwords dropped, codes canonical).
    pub tokens: Vec<String>,
    /// Products the question names, by code or alias.
    pub products: Vec<String>,
    /// Markets the question names, by code or alias.
    pub markets: Vec<String>,
    /// `words` without their plural endings (`[questions] plurals`), read once for every
    /// phrase a question is matched against.
    pub singular: Vec<String>,
    /// Part numbers the question names, canonical, however they were typed.
    pub parts: Vec<String>,
    /// Serial numbers the question names (`[serials] serial`), canonical, however they were
    /// typed: in any case, with spaces or without the separators.
    pub serials: Vec<String>,
    /// The question's words the glossary read as corpus terms: the corpus terms stand for them.
    pub glossed: Vec<String>,
    /// Words typed loosely and the vocabulary words read for them ("reclam" -> "réclamation").
    pub read_as: Vec<(String, String)>,
    /// The question's time expressions, read once: the router and every table's query use them.
    pub when: crate::ask::when::Understood,
    /// The products and markets an except word names ("excluding the TR-260"): not in
    /// `products` and `markets`, their rows taken out; and the words from the except word on
    /// (empty without one), not understood when they name neither.
    pub taken_out: (Vec<String>, String),
}

impl Asked {
    /// `read` finds the vocabulary word a loosely typed word stands for (see
    /// `ask::vocabulary`); `|_| None` reads every word as typed. `known` says whether the asker
    /// may read a word in some form (`Engine::knows`).
    pub fn check(
        q: &Question,
        config: &Config,
        bundle_groups: &[String],
        today: Date,
        read: impl Fn(&str, &Filters) -> Option<String>,
        known: impl Fn(&str, &Filters) -> bool,
    ) -> Result<Asked, QuestionError> {
        let chars = crate::base::text::char_count(&q.text);
        if chars > MAX_QUESTION_CHARS {
            return Err(QuestionError::TooLong { chars });
        }
        let unquoted = once(&unquoted(&q.text), config);
        let typed_text = crate::base::text::trim(&unquoted);
        if typed_text.is_empty() || !typed_text.chars().any(char::is_alphanumeric) {
            return Err(QuestionError::Empty);
        }
        // Read, and given to the model, without the case endings glued to a name or a year
        // ("WX-250-et", "2025-ben"), as every reader of `Asked::text` then reads the name.
        let unglued = without_endings(config, typed_text);
        let text = unglued.as_str();
        // Loops, not adapters, for the known names: each adapter is code of its own in the
        // page's wasm.
        let Some(persona) = config.persona(crate::base::text::trim(&q.persona)) else {
            let mut known = Vec::new();
            for p in &config.personas {
                known.push(p.name.clone());
            }
            return Err(QuestionError::UnknownPersona {
                persona: q.persona.clone(),
                known,
            });
        };
        if !persona.groups.iter().all(|g| bundle_groups.contains(g)) {
            return Err(QuestionError::PersonaNotServed {
                persona: persona.name.clone(),
                bundle: bundle_groups.joined("+"),
            });
        }
        let market = crate::base::text::trim(&q.market);
        if !config.has_market(market) {
            let mut known = Vec::new();
            for m in &config.markets {
                known.push(m.code.clone());
            }
            return Err(QuestionError::UnknownMarket {
                market: market.to_string(),
                known,
            });
        }
        let date = match q
            .date
            .as_deref()
            .map(crate::base::text::trim)
            .filter(|d| !d.is_empty())
        {
            Some(d) => Date::parse(d).map_err(QuestionError::BadDate)?,
            None => today,
        };
        let filters = Filters {
            groups: persona.groups.clone(),
            situation: Situation {
                market: market.to_string(),
                date,
            },
        };
        let n = &config.normalizer;
        // Codes are read in any case ("c3", "e12"): words and tokens are lowercase anyway, and
        // the configured patterns are written for the catalogue's capitals. ASCII is enough:
        // patterns are ASCII-class (base::pattern), and Unicode's case tables cost the page.
        let mut upper = text.to_ascii_uppercase();
        if let Some(read) = dotted_ordinals(n, &upper, &config.dates) {
            upper = read;
        }
        let mut words = n.words(&upper);
        let apostrophe = crate::base::text::find_text(text, "n't").is_some()
            || crate::base::text::find_text(text, "n\u{2019}t").is_some()
            || crate::base::text::find_text(text, "N'T").is_some();
        negated_contractions(&mut words, apostrophe);
        // The words as typed: the codes', glossary's and vocabulary's readings come after them.
        let typed = words.len();
        let mut tokens = n.tokens(&upper);
        let parts = n.question_parts(text);
        let serials = serials(config, text);
        // "c 3" names the C-3 as "c3" does: a spaced code is a word of the question too.
        let codes = n.question_codes(text);
        let mut read_from: Vec<Option<(usize, usize)>> = Vec::new();
        for code in &codes {
            let word = crate::base::case::lowercase(code);
            if !words.contains(&word) {
                words.push(word);
                read_from.push(None);
            }
        }
        // Both lists walked by a slice of them: a chain was an iterator's code of its own.
        for list in &[&parts, &codes] {
            for p in list.iter() {
                crate::base::text::push_once(&mut tokens, crate::base::case::lowercase(p));
            }
        }
        // "48V", "504wh", "2.5bar": a figure typed against its unit is also the figure and the
        // unit as documents write them ("48 V"); the glued form stays, for a text that has it.
        // Walked by reference and each piece taken out, here and below: each consuming loop
        // was an IntoIter's code of its own in the page's wasm.
        // The tokens so far by position, not a clone of them walked.
        for i in 0..tokens.len() {
            let Some(glued) = tokens.get(i) else {
                continue;
            };
            if let Some(at) = unit_split(glued) {
                // `get`, not indexing: see `text::Normalizer::each_token`.
                let (figure, unit) = glued.split_at_checked(at).unwrap_or_default();
                // Pushed, not formatted: the formatter was code of its own.
                let mut spaced = figure.to_string();
                spaced.push(' ');
                spaced.push_str(unit);
                for piece in &mut n.tokens(&spaced) {
                    crate::base::text::push_once(&mut tokens, std::mem::take(piece));
                }
            }
        }
        // A serial's batch ("M25B" of M25B-00951) is what the notice stating its range is found
        // by: the serial itself is in no document.
        for s in &serials {
            // By reference, each batch taken out: consuming the Vec was an IntoIter's code of
            // its own in the page's wasm.
            for token in &mut batches(s) {
                crate::base::text::push_once(&mut tokens, std::mem::take(token));
            }
        }
        // Words typed loosely ("reclam", "waranty", "reparation"): the question is read a second
        // time with the words they stand for, after the first, so phrases still match in order.
        let mut glossed = Vec::new();
        let mut read_as = Vec::new();
        // A word may be read as several ("gesamtbestand": gesamt bestand), each from it.
        let mut again: Vec<String> = Vec::with_capacity(words.len());
        let mut again_from: Vec<Option<(usize, usize)>> = Vec::with_capacity(words.len());
        // "@atlas hány db …": with an operation's word typed, a word one letter from another
        // operation's ("atlas", the Hungarian "átlag", average) is not read as it: the figure
        // would be another than the one the typed word asks.
        // Typed, or typed without its accents ("totala" of "totală"): read only for a question
        // with such a slip, not for every question.
        let op_typed = std::cell::OnceCell::new();
        let typed_op = || {
            let typed_words = n.fold_all(words.get(..typed).unwrap_or_default());
            Op::ALL.iter().any(|&o| {
                config
                    .operation_words(o)
                    .iter()
                    .any(|p| contains_phrase(&typed_words, &n.fold_all(&n.words(p))))
            })
        };
        // Only a slip: the word typed without its accents is the word ("prumerna").
        let slip_to_op = |w: &String, v: &String| {
            config.is_operation_word(v) && n.fold(w) != n.fold(v) && *op_typed.get_or_init(typed_op)
        };
        for (i, w) in words.iter().enumerate() {
            let from = (i < typed).then_some((i, i + 1));
            match read(w, &filters).filter(|v| !slip_to_op(w, v)) {
                Some(v) => {
                    for &part in &crate::base::text::split_ascii(&v, b" ") {
                        if !part.is_empty() {
                            again.push(part.to_string());
                            again_from.push(from);
                        }
                    }
                    read_as.push((w.clone(), v));
                }
                None => {
                    again.push(w.clone());
                    again_from.push(from);
                }
            }
        }
        if !read_as.is_empty() {
            for (typed, meant) in &read_as {
                glossed.push(typed.clone());
                tokens.append(&mut n.tokens(meant));
            }
            // A word typed without its accents ("manga" of "hur många") is that word where it
            // was typed: a phrase it begins or ends, and every rule reading the word after a
            // phrase, read it in its place. A second reading is left for the others.
            let mut respelled = 0;
            for (w, a) in words.iter_mut().take(typed).zip(&again) {
                if w != a && !a.bytes().any(|b| b == b' ') && n.fold(w) == n.fold(a) {
                    *w = a.clone();
                    respelled += 1;
                }
            }
            if respelled < read_as.len() {
                read_from.append(&mut again_from);
                words.append(&mut again);
            }
        }
        // A glossary term the question uses stands for the corpus's words too: they are read
        // as if the question had said them as well.
        // Said in the plural too: "certificados" is the glossary's "certificado".
        let typed_singular = singular_of(&words, config);
        // "pompe a chaleur" is the glossary's "pompe à chaleur": typed without its accents.
        let folded = n.fold_all(&words);
        for (from, to) in &config.glossary {
            let at = find_phrase(&words, from)
                .or_else(|| find_phrase(&typed_singular, from))
                .or_else(|| find_phrase(&folded, &n.fold_all(from)));
            if let Some(at) = at.filter(|_| !contains_phrase(&words, to)) {
                // Loops and append, not extends: each was an iterator's code of its own.
                for w in words.get(at..at + from.len()).unwrap_or_default() {
                    glossed.push(w.clone());
                }
                let span = match at.checked_sub(typed) {
                    None => Some((at, (at + from.len()).min(typed))),
                    Some(later) => read_from.get(later).copied().flatten(),
                };
                for w in to {
                    read_from.push(span);
                    words.push(w.clone());
                }
                tokens.append(&mut n.tokens(&to.joined(" ")));
            }
        }
        // Each search word once, in the order asked: a word typed 50 times is one word to look
        // up, so a question's cost follows its distinct words (the words keep their repeats:
        // phrases are matched at their positions).
        crate::base::text::first_of_each(&mut tokens);
        let singular = singular_of(&words, config);
        // The figures of a product's or part's name the question says ("tr 260", "gv 220 1")
        // are no count or day of its time.
        let mut taken: Vec<usize> = Vec::new();
        let mut names: Vec<&String> = Vec::new();
        for p in &config.products {
            names.push(&p.code);
            for a in &p.aliases {
                names.push(a);
            }
        }
        for p in &parts {
            names.push(p);
        }
        // A market's name of several words is no time either: "Việt Nam"'s "nam" is
        // Vietnamese's year, and the whole name was said not understood.
        let products = names.len();
        for m in &config.markets {
            for a in &m.aliases {
                names.push(a);
            }
        }
        for (k, &name) in names.iter().enumerate() {
            let phrase = n.words(name);
            // A code read as one word ("t-7", as `question_codes` adds it) is no quarter "T7".
            let code = crate::base::case::lowercase(name);
            for (at, w) in words.iter().enumerate() {
                if *w == code && w.bytes().any(|b| b.is_ascii_digit()) {
                    taken.push(at);
                }
            }
            let digits = phrase.iter().any(|w| w.bytes().all(|b| b.is_ascii_digit()));
            if phrase.len() < 2 || (k < products && !digits) {
                continue;
            }
            for (at, run) in words.windows(phrase.len()).enumerate() {
                if run == phrase.as_slice() {
                    for i in at..at + phrase.len() {
                        taken.push(i);
                    }
                }
            }
        }
        // "nie maja pcb 330 1" ("maja", Polish have without its accent, and May): a has word
        // right after a negation is the verb, not a month.
        let q = &config.questions;
        for (at, pair) in words.windows(2).enumerate() {
            // A pattern, not indexes: each index's panic was code of its own.
            let [neg, has] = pair else {
                continue;
            };
            if q.negations.contains(neg)
                && (q.has_words.contains(has) || config.follow.available.contains(has))
            {
                taken.push(at + 1);
            }
        }
        let when = crate::ask::when::read_beside(&words, date, &config.dates, &taken);
        let taken_out = taken_out(
            config,
            text,
            words.get(..typed).unwrap_or_default(),
            &singular,
        );
        let mut products = named(&config.products, text, &words, &singular, config);
        named_through_readings(config, &words, &singular, typed, &read_from, &mut products);
        for p in &mut bare_numbered(
            text,
            &words,
            typed,
            &read_from,
            &when.used,
            config,
            &|w: &str| known(w, &filters),
        ) {
            if products.contains(p) {
                continue;
            }
            // "the weight of the 7": looked up as the T-7, as its documents write it (the
            // number alone finds every section 7 and every 7 kg first).
            let number = code_number(p);
            if let Some(at) = tokens.iter().position(|t| t == number) {
                crate::base::text::remove_word(&mut tokens, at);
                for t in &mut n.tokens(p) {
                    if !tokens.contains(t) {
                        crate::base::text::insert_word(&mut tokens, at, std::mem::take(t));
                    }
                }
            }
            products.push(std::mem::take(p));
        }
        let mut markets = named(&config.markets, text, &words, &singular, config);
        crate::base::text::retain(&mut products, &mut |c: &String| !taken_out.0.contains(c));
        crate::base::text::retain(&mut markets, &mut |c: &String| !taken_out.0.contains(c));
        Ok(Asked {
            // Moved, not copied: nothing reads the text past here.
            text: unglued,
            persona: persona.name.clone(),
            filters,
            tokens,
            parts,
            serials,
            glossed,
            read_as,
            products,
            markets,
            words,
            typed,
            read_from,
            singular,
            when,
            taken_out,
        })
    }
}

impl Asked {
    /// Adds to `out` what the typed word at `at` was read as: the vocabulary's reading of a word
    /// typed loosely ("reclamations": "réclamations") and the glossary's ("réclamations": claims).
    // Out of line: one body for its three callers (inlined at each, the page's wasm measured
    // 32 B more gzip).
    #[inline(never)]
    pub(crate) fn readings_at<'a>(&'a self, at: usize, out: &mut Vec<&'a String>) {
        let Some(typed) = self.words.get(at) else {
            return;
        };
        for (from, to) in &self.read_as {
            if from == typed {
                out.push(to);
            }
        }
        for (k, from) in self.read_from.iter().enumerate() {
            if from.is_some_and(|(s, e)| s <= at && at < e) {
                out.extend(self.words.get(self.typed + k));
            }
        }
    }

    /// Whether the question uses `phrase` (already read into words), as written or in the
    /// singular.
    pub fn uses(&self, phrase: &[String]) -> bool {
        self.said().uses(phrase)
    }

    /// Where word `at` of `words` was typed: itself when typed, else the first typed word it
    /// was read from (a glossary term's, a loose word's); None for a code read apart.
    pub fn typed_at(&self, at: usize) -> Option<usize> {
        match at.checked_sub(self.typed) {
            None => Some(at),
            Some(later) => self.read_from.get(later).copied().flatten().map(|(s, _)| s),
        }
    }

    /// The first of `phrases` (configured words, read as the question's words are) that the
    /// question uses.
    pub fn first_used<'w>(
        &self,
        n: &crate::base::text::Normalizer,
        phrases: &'w [String],
    ) -> Option<&'w String> {
        self.said().first_used(n, phrases)
    }

    /// Whether the question opens with an asking word ("which", "quels").
    pub fn opens_asking(&self, config: &Config) -> bool {
        self.opener(config) > 0
    }

    /// How many of the question's first words its asking word or phrase takes ("which": 1,
    /// "qu'est-ce qui": 4, the longest that fits); 0 when it opens otherwise.
    fn opener(&self, config: &Config) -> usize {
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut longest = 0;
        for w in &config.questions.asking_words {
            let phrase = config.normalizer.words(w);
            if !phrase.is_empty() && self.words.starts_with(&phrase) {
                longest = longest.max(phrase.len());
            }
        }
        longest
    }

    /// The position of the kind of thing a question asks for: the first word after its asking
    /// word (`[questions] asking_words`: "which", "quels") that is no stopword. None when the
    /// question opens otherwise ("Does the recall affect the T-7?").
    pub fn asked_for(&self, config: &Config) -> Option<usize> {
        let n = &config.normalizer;
        let from = self.opener(config);
        if from == 0 {
            return None;
        }
        // "What's": a letter left by an apostrophe is no word.
        let mut i = from;
        while let Some(w) = self.words.get(i) {
            if w.chars().nth(1).is_some() && !n.tokens(w).is_empty() {
                return Some(i);
            }
            i += 1;
        }
        None
    }

    /// Whether the question has this (normalized) word, as written or in the singular.
    pub fn has_word(&self, word: &str) -> bool {
        self.said().has_word(word)
    }

    /// The question's words and their singular, what its phrases are matched against.
    pub(crate) fn said(&self) -> Said<'_> {
        Said {
            words: &self.words,
            singular: &self.singular,
        }
    }
}

/// A question's words (`Asked::words`) and their singular (`Asked::singular`), as asked or with
/// some blanked (`measures::without_comparisons`): a view, not a copy of the whole `Asked`,
/// whose clone was code of its own in the page's wasm.
#[derive(Clone, Copy)]
pub(crate) struct Said<'a> {
    pub(crate) words: &'a [String],
    pub(crate) singular: &'a [String],
}

impl Said<'_> {
    /// See `Asked::uses`.
    pub(crate) fn uses(self, phrase: &[String]) -> bool {
        contains_phrase(self.words, phrase) || contains_phrase(self.singular, phrase)
    }

    /// See `Asked::first_used`.
    pub(crate) fn first_used<'w>(
        self,
        n: &crate::base::text::Normalizer,
        phrases: &'w [String],
    ) -> Option<&'w String> {
        phrases.iter().find(|p| self.uses(&n.words(p)))
    }

    /// See `Asked::has_word`.
    pub(crate) fn has_word(self, word: &str) -> bool {
        // Loops, not a chain of adapters: each is code of its own in the page's wasm.
        for w in self.words {
            if w == word {
                return true;
            }
        }
        for w in self.singular {
            if w == word {
                return true;
            }
        }
        false
    }
}

/// English's negated contractions written out in the question's words ("don" "t" of "don't" ->
/// "do" "not", "can" "t" -> "can" "not", "doesnt" -> "does" "not"): a corpus.conf's
/// `negations` (its own, replacing the pack's) rarely lists "t" or "doesnt". Only "dont" is
/// also a word of another language (French "dont", followed by an article or a pronoun), and
/// is read so there.
pub(crate) fn negated_contractions(words: &mut Vec<String>, apostrophe: bool) {
    // The auxiliaries a negated contraction is made of, as the word before its "nt" ("ca" of
    // "can't", "wo" of "won't").
    const AUX: [&str; 17] = [
        "do", "does", "did", "is", "are", "was", "were", "have", "has", "had", "ca", "wo",
        "should", "could", "would", "must", "need",
    ];
    const FRENCH_AFTER_DONT: [&str; 18] = [
        "le", "la", "les", "l", "un", "une", "des", "du", "d", "il", "elle", "ils", "elles", "on",
        "nous", "vous", "je", "j",
    ];
    // `get`, not indexing: a cut's panic formats the text, code the page's wasm does not carry.
    let aux = |w: &str, cut: usize| {
        w.len()
            .checked_sub(cut)
            .and_then(|end| w.get(..end))
            .is_some_and(|stem| AUX.contains(&stem))
    };
    let mut i = 0;
    // Words by `get`, not indexing: each index's panic was code of its own in the page's wasm.
    while let Some(w) = words.get(i) {
        // "don" "t" of "don't" (only in a question typed with one: "on t 7" is none), or "dont".
        let before = i.checked_sub(1).and_then(|b| words.get(b));
        let apart = apostrophe && w == "t" && before.is_some_and(|b| aux(b, 1) && b.ends_with('n'));
        let bare = w.ends_with("nt")
            && aux(w, 2)
            && !(w == "dont"
                && words
                    .get(i + 1)
                    .is_some_and(|next| FRENCH_AFTER_DONT.contains(&next.as_str())));
        if apart || bare {
            let at = if apart { i - 1 } else { i };
            if let Some(word) = words.get_mut(at) {
                let mut stem = std::mem::take(word);
                // Checked here, so that `truncate` carries no panic of its own in the page's
                // wasm: the letters cut are ASCII ("n", "nt").
                let keep = stem.len().saturating_sub(if apart { 1 } else { 2 });
                if stem.is_char_boundary(keep) {
                    stem.truncate(keep);
                }
                *word = match stem.as_str() {
                    "ca" => "can".into(),
                    "wo" => "will".into(),
                    _ => stem,
                };
            }
            if apart {
                if let Some(word) = words.get_mut(i) {
                    *word = "not".into();
                }
            } else {
                crate::base::text::insert_word(words, i + 1, "not".into());
                i += 1;
            }
        }
        i += 1;
    }
}

#[cfg(test)]
mod contractions {
    fn read(text: &str) -> String {
        let mut words: Vec<String> = text
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        let apostrophe =
            text.contains("n't") || text.contains("n\u{2019}t") || text.contains("N'T");
        super::negated_contractions(&mut words, apostrophe);
        words.join(" ")
    }

    #[test]
    fn english_negations_are_written_out_and_french_dont_is_left() {
        assert_eq!(
            read("Which dealers don't have any?"),
            "which dealers do not have any"
        );
        assert_eq!(
            read("installers dont have any"),
            "installers do not have any"
        );
        assert_eq!(
            read("it can\u{2019}t fit, WON'T start, doesnt charge"),
            "it can not fit will not start does not charge"
        );
        assert_eq!(
            read("les concessionnaires dont le stock est vide"),
            "les concessionnaires dont le stock est vide"
        );
        assert_eq!(
            read("les pièces dont l'atelier a besoin"),
            "les pièces dont l atelier a besoin"
        );
        assert_eq!(read("print the payment"), "print the payment");
        assert_eq!(read("does it fit on t 7"), "does it fit on t 7");
    }
}

/// A canonical serial's batch, as a notice stating its range writes it: every piece but the
/// last, the running number ("m25b" of M25B-00951, "2509" of 2509-0002), lower case. A serial
/// of one piece is its own: a notice can only name it whole (a range's end, a list of serials).
pub(crate) fn batches(serial: &str) -> Vec<String> {
    let mut pieces: Vec<&str> = Vec::new();
    for piece in serial.split(|c: char| !c.is_ascii_alphanumeric()) {
        if !piece.is_empty() {
            pieces.push(piece);
        }
    }
    if pieces.len() > 1 {
        pieces.pop();
    }
    let mut out: Vec<String> = Vec::new();
    for &piece in &pieces {
        crate::base::text::push_once(&mut out, crate::base::case::lowercase(piece));
    }
    out
}

/// The serial numbers (`[serials] serial`) a text names, canonical, in its order, read as a
/// question's are: in any case, with spaces for separators; numbers typed apart are a serial
/// only when none is a year ("sales 2025 2026" compares two years). The page reads a
/// photographed label's text with it too (`web::Engine::read_codes`).
pub fn serials(config: &Config, text: &str) -> Vec<String> {
    let Some(p) = &config.serials.pattern else {
        return Vec::new();
    };
    let mut found = crate::base::text::Normalizer::question_matches(std::slice::from_ref(p), text);
    // A pattern read in any case ("(?i)") gives the serial as typed: one serial, in capitals.
    for s in &mut found {
        s.make_ascii_uppercase();
    }
    crate::base::text::first_of_each(&mut found);
    let (first, last) = config.questions.years;
    let upper = text.to_ascii_uppercase();
    crate::base::text::retain(&mut found, &mut |s: &String| {
        crate::base::text::find_text(&upper, s).is_some()
            || !s
                .split(|c: char| !c.is_ascii_alphanumeric())
                // Four digits, as a year is typed: "01990" of "v90 01990" is no 1990.
                .filter(|p| p.len() == 4)
                .filter_map(crate::base::text::number)
                .any(|y| (u32::from(first)..=u32::from(last)).contains(&y))
    });
    // "RD25K1999": a serial typed without its separator, tried with a "-" where its letters
    // and digits meet (one place at a time: a word's few). Typed as one word, its digits are
    // no year.
    let mut tried = String::new();
    // By reference: consuming the Vec was an IntoIter's code of its own.
    for &piece in &crate::base::text::split_ascii(&upper, b" ,?!;()") {
        let b = piece.as_bytes();
        let digit = |j: usize| b.get(j).is_some_and(u8::is_ascii_digit);
        for i in 1..b.len().min(24) {
            if digit(i - 1) == digit(i) {
                continue;
            }
            tried.clear();
            tried.push_str(piece.get(..i).unwrap_or_default());
            tried.push('-');
            tried.push_str(piece.get(i..).unwrap_or_default());
            for f in &mut p.find_all(&tried) {
                if f.start == 0 && f.end == tried.len() && !found.contains(&f.canonical) {
                    found.push(std::mem::take(&mut f.canonical));
                }
            }
        }
    }
    found
}

pub use crate::base::text::singular;

/// `words` without their plural endings, except the questions' languages' common words and
/// stopwords: the English "were" is no plural of the German "wer" (who) in a corpus asked in
/// both, whose plurals include "e".
fn singular_of(words: &[String], config: &Config) -> Vec<String> {
    let mut out = singular(words, &config.questions.plurals);
    for (one, w) in out.iter_mut().zip(words) {
        if config.questions.common_words.contains(w) || config.normalizer.stopwords.contains(w) {
            *one = w.clone();
        }
    }
    out
}

/// Codes whose code or one of whose aliases appears in the question as whole words; a word may
/// carry one of the configured plural endings ("scooters" names the scooter, "cargadores" the
/// "cargador"). A name that is a
/// common word of the questions' languages (a stopword, a negation, `[questions] common_words`:
/// the market NO and "no", ES and "es", IT and "it") names its code only when typed in capitals
/// in a question that is not all capitals: "dealers with no stock" keeps its negation.
pub fn named(
    aliases: &[Alias],
    text: &str,
    words: &[String],
    singular: &[String],
    config: &Config,
) -> Vec<String> {
    let n = &config.normalizer;
    let mut out = Vec::new();
    // Without the longest ending too: "cargadores" is "cargadore" by "s" and "cargador" by "es".
    let long = crate::base::text::singular_by(words, &config.questions.plurals, true);
    for a in aliases {
        let named = a.any_name(&mut |name: &String| {
            let phrase = n.words(name);
            let found = contains_phrase(words, &phrase)
                || contains_phrase(singular, &phrase)
                || contains_phrase(&long, &phrase);
            match phrase.as_slice() {
                [word] if found => !only_a_word(config, text, word),
                _ => found,
            }
        });
        if named {
            out.push(a.code.clone());
        }
    }
    out
}

/// Whether the typed word at `at` was read again (`words` from `typed` on, each from the
/// typed span of `read_from`) as a word `take` accepts: a respelling or a glossary reading,
/// "velos" as "vélos".
pub(crate) fn read_again(
    read_from: &[Option<(usize, usize)>],
    words: &[String],
    typed: usize,
    at: usize,
    take: &mut dyn Call<String, bool>,
) -> bool {
    for (k, from) in read_from.iter().enumerate() {
        if from.is_some_and(|(s, e)| s <= at && at < e)
            && words.get(typed + k).is_some_and(|w| take.call(w))
        {
            return true;
        }
    }
    false
}

/// Adds to `out` (once each) the products whose name of several words the question says whole
/// through the glossary's readings of its words, in any order ("vélos pliants" read as "bikes"
/// and "folding": the "folding bike"): every word of the name is a reading of one of adjacent
/// typed words, and each typed word gives one of them.
fn named_through_readings(
    config: &Config,
    words: &[String],
    singular: &[String],
    typed: usize,
    read_from: &[Option<(usize, usize)>],
    out: &mut Vec<String>,
) {
    let n = &config.normalizer;
    if read_from.is_empty() {
        return;
    }
    // Whether the typed word at `i`, or a reading of it, is `w`.
    let reads = |i: usize, w: &String| {
        words.get(i) == Some(w)
            || singular.get(i) == Some(w)
            || read_again(read_from, words, typed, i, &mut |r: &String| r == w)
    };
    for a in &config.products {
        let named = a.any_name(&mut |name: &String| {
            let phrase = n.words(name);
            let len = phrase.len();
            if len < 2 || len > typed {
                return false;
            }
            // Each word of the name read from one of the typed words at `start`, and each of
            // those gives one of the name's words.
            for start in 0..=typed - len {
                let mut whole = true;
                for (k, w) in phrase.iter().enumerate() {
                    let (mut read, mut gives) = (false, false);
                    for (m, x) in phrase.iter().enumerate() {
                        read = read || reads(start + m, w);
                        gives = gives || reads(start + k, x);
                    }
                    if !(read && gives) {
                        whole = false;
                        break;
                    }
                }
                if whole {
                    return true;
                }
            }
            false
        });
        if named && !out.contains(&a.code) {
            out.push(a.code.clone());
        }
    }
}

/// Whether a product's or a market's name starts at `at`, or after the grammar words from it.
fn names_next(
    config: &Config,
    text: &str,
    words: &[String],
    singular: &[String],
    at: usize,
) -> bool {
    let mut start = at;
    while words
        .get(start)
        .is_some_and(|w| grammar_word(config, text, w))
    {
        start += 1;
    }
    // A name of up to three words that starts there, not one later in them.
    let names =
        |from: usize, end: usize| !named_here(config, text, words, singular, from..end).is_empty();
    for end in start + 1..=(start + 3).min(words.len()) {
        if names(start, end) {
            return !names(start + 1, end);
        }
    }
    false
}

/// `named` of the words in `span` (none past the words), of each list of `of` in turn. Spans by
/// `get` (each within the words): a slice's panic was code of its own in the page's wasm.
fn named_in(
    of: &[&[Alias]],
    config: &Config,
    text: &str,
    words: &[String],
    singular: &[String],
    span: std::ops::Range<usize>,
) -> Vec<String> {
    let one = singular.get(span.clone()).unwrap_or_default();
    let span = words.get(span).unwrap_or_default();
    let mut out = Vec::new();
    for list in of {
        // Appended, not extended: `extend` of a consumed Vec was an instance of its own.
        out.append(&mut named(list, text, span, one, config));
    }
    out
}

/// A grammar word: a stopword, a common word or a place word, read past between a negation or
/// an except word and the name it takes out. Not a name typed as one: "claims AT hariç" takes
/// out the market AT, which the English "at" was read past.
fn grammar_word(config: &Config, text: &str, w: &String) -> bool {
    let (n, q) = (&config.normalizer, &config.questions);
    (n.stopwords.contains(w) || q.common_words.contains(w) || q.place_words.contains(w))
        && !names_itself(config, text, w)
}

/// An and word, which ends what an except word takes out; not a name typed as one: "excluding
/// SI" takes out the market SI, which the Romanian "si" (and) ended before.
fn and_word(config: &Config, text: &str, w: &String) -> bool {
    config.questions.and_words.contains(w) && !names_itself(config, text, w)
}

/// Whether the word alone names a product or a market as the question typed it (`named`: a
/// common word names its code only in capitals).
fn names_itself(config: &Config, text: &str, w: &String) -> bool {
    let one = std::slice::from_ref(w);
    !named_here(config, text, one, one, 0..1).is_empty()
}

/// Adds to `out` the names that end right before `at` (grammar words between), and those
/// joined to them by and words before ("Türkiye ve Bulgaristan hariç"); the first word of the
/// first of them (`at` when none).
fn names_before(
    config: &Config,
    text: &str,
    words: &[String],
    singular: &[String],
    at: usize,
    out: &mut Vec<String>,
) -> usize {
    let (mut end, mut first) = (at, at);
    loop {
        while end > 0
            && words
                .get(end - 1)
                .is_some_and(|w| grammar_word(config, text, w))
        {
            end -= 1;
        }
        // The shortest span ending there that names anything: a name of up to three words.
        let least = end.saturating_sub(3);
        let (mut s, mut found) = (end, Vec::new());
        while s > least && found.is_empty() {
            s -= 1;
            found = named_here(config, text, words, singular, s..end);
        }
        if found.is_empty() {
            break;
        }
        out.append(&mut found);
        first = s;
        // An and word joins another name before: right before this one, or before a word of
        // it the span left out ("and tr 390" read from "390"; "and cu 380", Romanian "cu" a
        // grammar word).
        let and = |b: usize| words.get(b).is_some_and(|w| and_word(config, text, w));
        end = match s {
            1.. if and(s - 1) => s - 1,
            2.. if and(s - 2) => s - 2,
            _ => break,
        };
    }
    crate::base::text::first_of_each(out);
    first
}

/// The products, then the markets, named in `span` of the words.
fn named_here(
    config: &Config,
    text: &str,
    words: &[String],
    singular: &[String],
    span: std::ops::Range<usize>,
) -> Vec<String> {
    let both: [&[Alias]; 2] = [&config.products, &config.markets];
    named_in(&both, config, text, words, singular, span)
}

/// What the first except word of `words` (the typed ones) names, up to an and word: the
/// products and markets ("excluding the TR-260", "not counting scooters"), and the words from
/// the except word on.
fn taken_out(
    config: &Config,
    text: &str,
    words: &[String],
    singular: &[String],
) -> (Vec<String>, String) {
    let q = &config.questions;
    // (where, how many words) of each except phrase found, in the list's order.
    let mut found: Vec<(usize, usize)> = Vec::new();
    for phrase in &q.except_words {
        let p = config.normalizer.words(phrase);
        found.push(
            crate::base::text::find_phrase(words, &p).map_or((usize::MAX, 0), |at| (at, p.len())),
        );
    }
    for (phrase, &(at, len)) in q.except_words.iter().zip(&found) {
        // "Marruecos aparte", "la France mise à part": a phrase found inside a longer one
        // ("à part" in "mis à part") is that one's.
        if len == 0
            || found
                .iter()
                .any(|&(s, o)| o > len && s <= at && at + len <= s + o)
        {
            continue;
        }
        // "2026'da Türkiye hariç kaç EM-220": an except word written after its name takes out
        // the name right before it (read forward, it took out the EM-220 and kept Türkiye).
        let mut out = Vec::new();
        let (mut from, mut to) = (at, at + len);
        if q.except_after.contains(phrase) {
            from = names_before(config, text, words, singular, at, &mut out);
        }
        if out.is_empty() {
            // "fără garanție în Bulgaria", "без гаранция": a word both an except word and a
            // negation excepts only a name right after it (grammar words between); before any
            // other word it negates that word, and the market after stays asked of.
            // The phrase's one word read where it was found, not the phrase's words again.
            if len == 1
                && words.get(at).is_some_and(|one| q.negations.contains(one))
                && !names_next(config, text, words, singular, at + 1)
            {
                continue;
            }
            while words.get(to).is_some_and(|w| !and_word(config, text, w)) {
                to += 1;
            }
            out = named_here(config, text, words, singular, at..to);
        }
        // Said by its distinct words: "excluding TR-260" typed 100 times is said once.
        let mut said = words.get(from..to).unwrap_or_default().to_vec();
        crate::base::text::first_of_each(&mut said);
        return (out, said.joined(" "));
    }
    // "dealers not in France", "pas au Maroc", "no en España": a negation, grammar words and a
    // place word before a market's name take it out as an except word does (read as the
    // market, it answered the opposite).
    let grammar = |w: &String| grammar_word(config, text, w);
    for (at, w) in words.iter().enumerate() {
        if !q.negations.contains(w) {
            continue;
        }
        let mut start = at + 1;
        let mut place = false;
        while let Some(w) = words.get(start) {
            if !grammar(w) || q.negations.contains(w) {
                break;
            }
            place |= q.place_words.contains(w);
            start += 1;
        }
        // "claims not on C-3 bikes", "pas pour le K-1": a product after a negation and a
        // grammar word is taken out too; right after the negation it is asked of.
        // A product's name may start with a grammar word ("AT-1500" read as "at 1500").
        // "ne lietuvoje", "ei suomessa", "mitte eestis": languages that place by a case ending
        // have no place word, and a market right after the negation is taken out too (asked
        // of, it answered the opposite). Not after a negation that is another language's place
        // word (the Portuguese "no brasil", "in Brazil"); by a name, or a code typed
        // in capitals ("not MA"): "no es" is Spanish.
        let next_name = start == at + 1
            && !q.place_words.contains(w)
            && words.get(start).is_some_and(|m| {
                crate::base::text::char_count(m) > 2
                    || crate::base::text::find_text(text, &m.to_ascii_uppercase()).is_some()
            });
        let lists: [(&[&[Alias]], bool, usize); 2] = [
            (
                &[&config.markets],
                true,
                if place || next_name { start } else { start + 1 },
            ),
            (
                &[&config.products],
                false,
                // A name of at most three words ends past the grammar words: it starts at
                // one of the last two, not at any of a long run.
                if start > at + 1 {
                    (at + 2).max(start.saturating_sub(2))
                } else {
                    start + 1
                },
            ),
        ];
        for (of, markets, from) in lists {
            for s0 in from..=start {
                for end in s0 + 1..=(s0 + 3).min(words.len()) {
                    let out = named_in(of, config, text, words, singular, s0..end);
                    // The name starts where the grammar words end: "not certified in France"
                    // negates the certification, not France. (A product's name may end in a
                    // name of its own: "tr 260" and "260".)
                    let later = markets
                        && !named_in(of, config, text, words, singular, s0 + 1..end).is_empty();
                    // A product's name starts there too: "no i mean the dryer", the negation
                    // an answer and "mean" no grammar word, asks of the dryer (taken out, the
                    // figure was every other product's). "tr 260" is TR-260's own words.
                    let first = |w: Option<&String>| {
                        w.is_some_and(|w| {
                            config.products.iter().any(|a| {
                                out.contains(&a.code)
                                    && a.any_name(&mut |name: &String| {
                                        config.normalizer.words(name).contains(w)
                                    })
                            })
                        })
                    };
                    let starts = markets || first(words.get(s0)) || first(singular.get(s0));
                    if !out.is_empty() && !later && starts {
                        return (out, words.get(at..end).unwrap_or_default().joined(" "));
                    }
                }
            }
        }
    }
    (Vec::new(), String::new())
}

/// The digits a product's code ends with ("620" of CX-620), which its number alone says.
/// The number of a German model's name typed with "er" ("610er", "der 10er"), in a corpus that
/// reads German: what `bare_numbered` reads as the product, `unknown` calls no name and
/// `explained` finds as the number.
pub(crate) fn number_er<'w>(n: &crate::base::text::Normalizer, word: &'w str) -> Option<&'w str> {
    word.strip_suffix("er")
        .filter(|d| n.german() && !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
}

pub(crate) fn code_number(code: &str) -> &str {
    let b = code.as_bytes();
    let mut from = b.len();
    while from > 0 && b.get(from - 1).is_some_and(u8::is_ascii_digit) {
        from -= 1;
    }
    // `get`, not an index: a str index's panic message is 3.5 KB of the page's wasm.
    code.get(from..).unwrap_or_default()
}

/// Products named by their number alone, as people say them: "the 24", "la 390", "de la 260"
/// (B-24, TR-390): a number right after a grammar word (an article, a preposition) or a product word, that is no
/// year the question's time took, compares no figure ("more than 24", "at least 2") and is no
/// unit's figure ("24 kW"), and is the number of one product only (its code's or an alias's
/// last word).
fn bare_numbered(
    text: &str,
    all: &[String],
    typed: usize,
    read_from: &[Option<(usize, usize)>],
    time_words: &[usize],
    config: &Config,
    known: &dyn Fn(&str) -> bool,
) -> Vec<String> {
    let q = &config.questions;
    let n = &config.normalizer;
    let words = all.get(..typed).unwrap_or(all);
    // Where the typed words the glossary (or a loose word's reading) read as a product word end
    // ("pompe a chaleur" read as "heat pump"): a number there follows a product word too.
    let mut after_read_product: Vec<usize> = Vec::new();
    let readings = all.get(typed..).unwrap_or_default();
    for p in &q.product_words {
        let at = crate::base::text::find_phrase(readings, &n.words(p));
        if let Some(Some((_, end))) = at.and_then(|at| read_from.get(at)) {
            after_read_product.push(*end);
        }
    }
    let d = &config.dates;
    // "2 year warranty": a duration's figure.
    let duration = |u: &String| !crate::ask::when::unit_words(d, u).is_empty();
    let grammar = |w: &String| n.stopwords.contains(w) || q.common_words.contains(w);
    // "more than 2", "2 or more", "au moins 2": the figure a comparison compares.
    let comparing = |before: &[String], after: &[String]| {
        q.comparisons.iter().any(|(_, p)| {
            p.iter().any(|(b, a)| {
                let (b, a) = (n.words(b), n.words(a));
                (!b.is_empty() && before.ends_with(&b)) || (!a.is_empty() && after.starts_with(&a))
            })
        }) || before.last().is_some_and(|w| {
            q.more.contains(w)
                || q.less.contains(w)
                // A than word compares after a more or less word only: Italian's "di", "del"
                // are also "of" ("larghezza di taglio del 650").
                || (q.than.contains(w)
                    && before.iter().any(|b| q.more.contains(b) || q.less.contains(b)))
        })
    };
    // "the heat pump 8", "la máquina 390": a number after a word naming products.
    let product_word = |before: &[String]| {
        after_read_product.contains(&before.len())
            || q.product_words
                .iter()
                .any(|p| before.ends_with(&n.words(p)) && !crate::base::text::trim(p).is_empty())
    };
    // "how many 620 sold", "combien de 620 vendus": a number where the thing counted goes is
    // its name, whatever plural follows.
    let counted = |before: &[String]| {
        let rest = match before.split_last() {
            Some((last, rest)) if grammar(last) => rest,
            _ => before,
        };
        config
            .operation_words(crate::base::config::Op::Count)
            .iter()
            .any(|p| {
                let p = n.words(p);
                !p.is_empty() && (before.ends_with(&p) || rest.ends_with(&p))
            })
    };
    // The words are lowercase: "610ER" typed in capitals stands alone as "610er" does.
    let lowered = text.to_ascii_lowercase();
    // "cuanto pesa 210 y cuantas reclamaciones tiene": a number that ends the question, or
    // its side before an and word, after no unit, time or beyond word ("week 5", "top 5").
    let ends_side = |i: usize, before: &[String]| {
        words.get(i + 1).is_none_or(|x| q.and_words.contains(x))
            && before.last().is_some_and(|b| {
                // "bp 48 1": a part typed spaced ends with it.
                !b.bytes().any(|c| c.is_ascii_digit())
                    && !duration(b)
                    && !q.beyond_words.contains(b)
                    && !time_words.contains(&i.wrapping_sub(1))
            })
    };
    let mut out: Vec<String> = Vec::new();
    for (i, typed) in words.iter().enumerate() {
        // "der 610er", "beim 10er": German names a model by its number and "er".
        let w = number_er(n, typed).unwrap_or(typed);
        // The words around by `get` (each within the words): a slice's or an index's panic was
        // code of its own in the page's wasm.
        let before = words.get(..i).unwrap_or_default();
        let after = words.get(i + 1..).unwrap_or_default();
        let counted = i > 0 && counted(before);
        if w.is_empty()
            || w.len() > 4
            || !w.bytes().all(|b| b.is_ascii_digit())
            || !standalone(&lowered, typed)
            || time_words.contains(&i)
            || i == 0
            || !(counted
                || before.last().is_some_and(|b| {
                    // "the most 630", "total 450", "hvad koster 7": after an operation's word
                    // or a cost word, as after a grammar word.
                    grammar(b) || q.cost_words.contains(b) || config.is_operation_word(b)
                })
                || product_word(before)
                || ends_side(i, before))
            || comparing(before, after)
            || words.get(i + 1).is_some_and(|u| {
                // A unit, configured or as units are written: "24 kW", "12 kg", "8 h".
                let asks = [
                    &q.use_words,
                    &q.has_words,
                    &q.applies_words,
                    &q.asking_words,
                ]
                .iter()
                .any(|l| l.contains(u))
                    // "sul 610 totale": an operation's word is no plural the number counts.
                    || config.is_operation_word(u);
                // Three letters are a unit only when configured: "the 24 use", "la 260 hace"
                // are verbs, and a corpus's `use_words` may leave them out. A plural after
                // the number is what it counts: "the 2 dealers" names no S-2. Only a word the
                // asker may read, no grammar or time word: "der 610 dieses jahr", "sul 610 again"
                // end as plurals of German and name the FC-610.
                let plural = !asks
                    && !grammar(u)
                    && !time_words.contains(&(i + 1))
                    && singular_of(std::slice::from_ref(u), config).as_slice()
                        != std::slice::from_ref(u)
                    && known(u);
                q.units.contains(u)
                    || duration(u)
                    || (plural && !counted)
                    || (crate::base::text::char_count(u) <= 2
                        && u.chars().all(char::is_alphabetic)
                        && !grammar(u)
                        && !asks)
            })
        {
            continue;
        }
        if let Some(one) = numbered_product(config, w) {
            crate::base::text::push_once(&mut out, one.code.clone());
        }
    }
    out
}

/// The one product whose code or a name ends in the number `w` alone ("the 24": B-24, "Trio
/// 3"): none when no product's does, or several's.
pub(crate) fn numbered_product<'c>(config: &'c Config, w: &str) -> Option<&'c Alias> {
    // The name's last run of letters and digits, its letters off the front, by bytes: a
    // reverse split was a searcher of its own in the page's wasm.
    let numbered = |name: &String| {
        let b = name.as_bytes();
        let at = |i: usize, f: fn(&u8) -> bool| b.get(i).is_some_and(f);
        let mut end = b.len();
        while end > 0 && !at(end - 1, u8::is_ascii_alphanumeric) {
            end -= 1;
        }
        let mut from = end;
        while from > 0 && at(from - 1, u8::is_ascii_alphanumeric) {
            from -= 1;
        }
        while from < end && at(from, u8::is_ascii_alphabetic) {
            from += 1;
        }
        name.get(from..end) == Some(w)
    };
    // A loop, not a filter's adapter: it was code of its own in the page's wasm.
    let (mut one, mut many) = (None, false);
    for p in &config.products {
        if p.any_name(&mut |name: &String| numbered(name)) {
            many |= one.is_some();
            one = Some(p);
        }
    }
    one.filter(|_| !many)
}

/// Whether the number `digits` stands alone somewhere in `text`: not a piece of "1.5", "2,5",
/// "BP-36-3" or "24v" (spaces or the text's ends around it, or a closing mark after it).
/// The question without its double quotes (`"`, “ ”, „ and « », each read as a space, as is
/// any other white space), with a code's dashes as hyphens, and
/// without single quotes around it whole ('…', ‘…’): a question pasted in quotes, or a code, a
/// number or a year quoted in it (`la "24"`, `rm "450"`, `"2025-ben"`). A quote glued to a
/// word kept a router pattern from matching at the start, a code typed with a space from
/// reading as the code, and a number from reading as the product it names: the figure was
/// then every product's.
fn unquoted(text: &str) -> String {
    #[cfg(not(target_arch = "wasm32"))]
    let text = &crate::base::text::composed(text);
    let spaced = crate::base::text::map_chars(text, &mut |&c: &char| {
        Some(match c {
            // "sur la 24…": an ellipsis glued to a number kept it from naming its product.
            '"' | '“' | '”' | '„' | '«' | '»' | '…' => ' ',
            // The dot above left on an "i" lowercased from "İ" by a program ("i̇zmir"): no
            // letter of any configuration, and the word was read as none.
            '\u{307}' => return None,
            // A tab or a line break pasted in: a space, as the readers of words split them.
            c if c.is_whitespace() => ' ',
            c => c,
        })
    });
    // "PV–2201–B": split at its en dashes, the code's pieces were read by nothing, and the
    // figure was every part's.
    let mut spaced = crate::base::text::code_hyphens(&spaced);
    // One walk forward, not `strip_prefix` or `trim_end_matches` with sets of characters, nor
    // a walk backward: each was code of its own in the page's wasm.
    let t = crate::base::text::trim(&spaced);
    let (mut first, mut last) = (None, None);
    for (at, c) in t.char_indices() {
        first = first.or(Some(c));
        if !matches!(c, '?' | '!' | '.' | '…' | ' ') {
            last = Some((at, c));
        }
    }
    if let (Some(f @ ('\'' | '‘')), Some((at, '\'' | '’'))) = (first, last) {
        if at > 0 {
            spaced = t.get(f.len_utf8()..at).unwrap_or_default().to_string();
        }
    }
    // "combien de SP-750 vendus sauf le maroc? combien de SP-750 vendus sauf le maroc": a
    // question pasted twice (or more) is asked once. Read as one, the except word took out the
    // rest and the figure was another (2,880 for 729).
    let b = spaced.as_bytes();
    if let Some(at) = b.iter().position(|&x| x == b'?') {
        let (hs, he) = marks_trimmed(b, 0, at);
        let (mut from, mut same, mut again) = (at + 1, he > hs, false);
        while same && from < b.len() {
            let end = b
                .get(from..)
                .unwrap_or_default()
                .iter()
                .position(|&x| x == b'?');
            let end = end.map_or(b.len(), |p| from + p);
            let (s, e) = marks_trimmed(b, from, end);
            // "??" leaves an empty piece between its marks: no question of its own.
            same = e == s || b.get(s..e) == b.get(hs..he);
            again |= e > s;
            from = end + 1;
        }
        if same && again {
            spaced = spaced.get(hs..he).unwrap_or_default().to_string();
        }
    }
    spaced
}

/// `text` with a word typed twice in a row typed once: "combien combien de BP-36-3 à Tanger"
/// read the second count word as the thing counted, and counted the rows (1 for 2). Not a
/// market's or a product's code: "in in in 2025" is "in IN in 2025".
fn once(text: &str, config: &Config) -> String {
    let pieces = crate::base::text::split_ascii(text, b" ");
    let mut kept: Vec<&str> = Vec::with_capacity(pieces.len());
    let mut previous = "";
    for &w in &pieces {
        if !w.is_empty() {
            let code = |a: &Alias| a.code.eq_ignore_ascii_case(w);
            if w.eq_ignore_ascii_case(previous)
                && w.chars().any(char::is_alphabetic)
                && !config.markets.iter().any(code)
                && !config.products.iter().any(code)
            {
                continue;
            }
            previous = w;
        }
        kept.push(w);
    }
    kept.joined(" ")
}

/// The range `from..to` of `b` without the spaces and question marks at its ends.
fn marks_trimmed(b: &[u8], mut from: usize, mut to: usize) -> (usize, usize) {
    while from < to && matches!(b.get(from), Some(b' ' | b'?')) {
        from += 1;
    }
    while to > from && matches!(b.get(to - 1), Some(b' ' | b'?')) {
        to -= 1;
    }
    (from, to)
}

pub(crate) fn standalone(text: &str, digits: &str) -> bool {
    let b = text.as_bytes();
    let mut from = 0;
    while let Some(at) = text
        .get(from..)
        .and_then(|t| crate::base::text::find_text(t, digits))
    {
        let (start, end) = (from + at, from + at + digits.len());
        // `get`, not an index: an index's panic was code of its own.
        let before = start == 0 || matches!(b.get(start - 1), Some(b' ' | b'\t' | b'('));
        let after = match b.get(end) {
            None => true,
            Some(b' ' | b'\t' | b'?' | b'!' | b')' | b';' | b':') => true,
            // A full stop or comma that ends the sentence or a clause, not a decimal's.
            Some(b'.' | b',') => b.get(end + 1).is_none_or(|c| !c.is_ascii_digit()),
            _ => false,
        };
        if before && after {
            return true;
        }
        from = end;
    }
    false
}

/// `text` with each case ending glued by a hyphen or a colon to a product's name, a part number
/// or a year taken off ("WX-250-et", "2025-ben", Finnish "2025:ssä"): the languages that write
/// one there (Hungarian, Finnish) would leave the name and the year not read. Only after one of
/// those: "3-pin", "4-door" keep their words.
fn without_endings(config: &Config, text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut decided: Vec<(&str, Option<usize>)> = Vec::new();
    // Bytes, not `trim_end_matches` and `rfind` with sets of characters: their searchers are
    // code of their own in the page's wasm.
    for (i, chunk) in crate::base::text::split_ascii(text, b" ")
        .iter()
        .enumerate()
    {
        if i > 0 {
            out.push(' ');
        }
        let b = chunk.as_bytes();
        let mut end = b.len();
        while end > 0 && matches!(b.get(end - 1), Some(b'.' | b',' | b'?' | b'!' | b';')) {
            end -= 1;
        }
        let mut at = None;
        for (j, c) in b.iter().enumerate().take(end) {
            if *c == b'-' || *c == b':' {
                at = Some(j);
            }
        }
        // A chunk typed again is cut as it was: the decision reads the products and the part
        // patterns, once per distinct chunk, not once per repeat.
        let cut = match decided.iter().find(|(c, _)| *c == *chunk) {
            Some(&(_, cut)) => cut,
            None => {
                let cut = at.filter(|&at| {
                    let (Some(name), Some(ending)) = (chunk.get(..at), chunk.get(at + 1..end))
                    else {
                        return false;
                    };
                    let glued = (1..=4).contains(&crate::base::text::char_count(ending))
                        && ending.chars().all(char::is_alphabetic)
                        && name.as_bytes().last().is_some_and(u8::is_ascii_digit);
                    // "HP-210-A": a part whose pattern reads the letters after the hyphen is
                    // that part whole; cut, "HP-210" read as another, HP-21-0.
                    let parts = || config.normalizer.question_parts(name);
                    let whole = || {
                        let typed = config.normalizer.question_parts(chunk.get(..end)?);
                        (!typed.is_empty() && typed != parts()).then_some(())
                    };
                    glued
                        && (name.len() == 4 && year_like(name)
                            || config.products.iter().any(|p| {
                                p.any_name(&mut |n: &String| n.eq_ignore_ascii_case(name))
                            })
                            || !parts().is_empty())
                        && whole().is_none()
                });
                decided.push((chunk, cut));
                cut
            }
        };
        match cut {
            Some(at) => {
                out.push_str(chunk.get(..at).unwrap_or(chunk));
                out.push_str(chunk.get(end..).unwrap_or_default());
            }
            None => out.push_str(chunk),
        }
    }
    out
}

/// Whether `word` (lowercase), a name of a code or a record's value, is in `text` only as the
/// common word spelled like it: a stopword, negation or `[questions] common_words` word of the
/// questions' languages, not typed in capitals in a question that is not all capitals ("wie
/// viele" is not the dealer WIE, "no" not the market NO).
pub(crate) fn only_a_word(config: &Config, text: &str, word: &str) -> bool {
    let q = &config.questions;
    let listed = |l: &[String]| l.iter().any(|w| w == word);
    let common = config.normalizer.stopwords.contains(word)
        || listed(&q.common_words)
        || listed(&q.negations)
        || listed(&q.none_words);
    if !common {
        return false;
    }
    // Walked only for a name that is a common word: "sold in the us", after a place word and
    // an article, "in stock in at", last after a place word, and "nl and be", joined by an and
    // word to another market's name, the word is a name, not the pronoun or verb spelled like it.
    let toks = config.normalizer.words(text);
    let at = |i: Option<usize>| i.and_then(|i| toks.get(i));
    // Each and word's phrase read once, not once per time the word is typed.
    let mut ands: Vec<Vec<String>> = Vec::with_capacity(q.and_words.len());
    for and in &q.and_words {
        ands.push(config.normalizer.words(and));
    }
    // Where the common words that end the question start: read once, not once per time the
    // word is typed. A place word among them places only what a common word follows it with
    // ("s'il te plaît", the Dutch place word "te"); one that ends the question is no tail.
    let mut tail = 0;
    for (i, w) in toks.iter().enumerate() {
        let placing =
            q.place_words.contains(w) && toks.get(i + 1).is_none_or(|n| q.place_words.contains(n));
        if !q.common_words.contains(w) || placing {
            tail = i + 1;
        }
    }
    for (i, t) in toks.iter().enumerate() {
        if t != word {
            continue;
        }
        // Not when the word between is itself a market's code: in "in it in 2025" the second
        // "in" is the place word before the time, and "it" the market.
        if at(i.checked_sub(2)).is_some_and(|p| q.place_words.contains(p))
            && at(i.checked_sub(1)).is_some_and(|a| {
                config.normalizer.stopwords.contains(a) && !another_market(config, Some(a), word)
            })
        {
            return false;
        }
        // "is it in stock in at?": right after a place word, last in the question, where no
        // pronoun or article ends a question.
        // Or before a time no article takes ("in be dit jaar", "in at 2025", "in it since
        // May"), a place or during word between them too ("in be in 2025", "in at im März");
        // not "in de laatste maand", where "de" is the Dutch article.
        let d = &config.dates;
        // A month also a word ("may", "march") is a month after a place word only.
        let time_word = |n: &String, linked: bool| {
            d.this.contains(n)
                || d.since.contains(n)
                || d.last.contains(n)
                || d.next.contains(n)
                || n.len() == 4 && year_like(n)
                // "q3", "h1": a quarter or a half written short; not "T-7" (the product,
                // no quarter), after which "pour ma T-7" is "my T-7", not Morocco's.
                || crate::ask::when::short_number(n, &d.quarter_short).is_some_and(|q| (1..=4).contains(&q))
                || crate::ask::when::short_number(n, &d.half_short).is_some_and(|h| (1..=2).contains(&h))
                || (linked || !d.ambiguous.contains(n))
                    && crate::ask::when::group_of(&d.months, n).is_some()
        };
        let linked =
            at(Some(i + 1)).is_some_and(|n| q.place_words.contains(n) || d.during.contains(n));
        // A code that is a place word itself ("in", India) right before a time, after a place
        // word and the code it places, is that place word: "in at in 2025"; not in "sold in in
        // 2025".
        let own_place = listed(&q.place_words)
            && at(i.checked_sub(2)).is_some_and(|p| q.place_words.contains(p));
        let timed = !own_place && at(Some(i + 1)).is_some_and(|n| time_word(n, false))
            || linked && at(Some(i + 2)).is_some_and(|n| time_word(n, true));
        // Last but for common words after it ("in be please", "au ma merci").
        let last = i + 1 >= tail;
        if (last || timed) && at(i.checked_sub(1)).is_some_and(|p| q.place_words.contains(p)) {
            return false;
        }
        // An and word or phrase ("ainsi que") right before or after the word, and a market's
        // name past it.
        for phrase in &ands {
            let len = phrase.len();
            let before = i.checked_sub(len).and_then(|from| toks.get(from..i));
            let after = toks.get(i + 1..i + 1 + len);
            if before == Some(&phrase[..])
                && another_market(config, at(i.checked_sub(len + 1)), word)
                || after == Some(&phrase[..]) && another_market(config, at(Some(i + 1 + len)), word)
            {
                return false;
            }
        }
    }
    let has_lower = text.chars().any(crate::base::case::is_lower);
    !(has_lower
        && text.split(|c: char| !c.is_alphanumeric()).any(|t| {
            crate::base::text::char_count(t) > 1
                && t.eq_ignore_ascii_case(word)
                && !t.chars().any(crate::base::case::is_lower)
        }))
}

/// A market's code that is a common word, typed right after a place word and read as the word
/// (neither last nor before a time: `only_a_word`): "… in be much appreciated", "… au ma merci
/// d'avance". It may be the market, and a figure over every market's rows would answer
/// another question than the one asked. Not before a product's name or a number, which it
/// qualifies as the word ("pour ma C-3": for my C-3). In a question typed all in capitals,
/// where capitals tell nothing, such a code anywhere: "TOTAL REVENUE AT 2025".
pub(crate) fn placed_word<'a>(config: &Config, asked: &'a Asked) -> Option<&'a String> {
    let typed = asked.words.get(..asked.typed)?;
    let shouted = !asked.text.chars().any(crate::base::case::is_lower);
    let mut placed = false;
    // The cheap tests first: a question of many words walks each once, and `only_a_word`
    // (a walk of the question) is read at most until it says yes.
    for (i, w) in typed.iter().enumerate() {
        if (placed || shouted)
            && config
                .markets
                .iter()
                .any(|m| m.code.eq_ignore_ascii_case(w))
        {
            let qualifies = typed.get(i + 1).is_some_and(|x| {
                // A year is no number a word qualifies: "AT 2025".
                (x.bytes().any(|b| b.is_ascii_digit()) && !year_like(x))
                    || starts_a_product(config, x)
            });
            if !qualifies && only_a_word(config, &asked.text, w) {
                return Some(w);
            }
        }
        placed = config.questions.place_words.contains(w);
    }
    None
}

/// Whether `word` is the first word of a product's code or one of its names.
#[inline(never)]
pub(crate) fn starts_a_product(config: &Config, word: &String) -> bool {
    let n = &config.normalizer;
    let first = |name: &String| n.words(name).first() == Some(word);
    config.products.iter().any(|p| p.any_name(&mut { first }))
}

/// Whether `w` is four digits from 19.. or 20.. (a year typed).
pub(crate) fn year_like(w: &str) -> bool {
    w.bytes().all(|b| b.is_ascii_digit()) && (w.starts_with("19") || w.starts_with("20"))
}

/// Whether `t` is the code or a name of a market, other than `word`.
fn another_market(config: &Config, t: Option<&String>, word: &str) -> bool {
    let Some(t) = t.filter(|t| *t != word) else {
        return false;
    };
    for m in &config.markets {
        if m.code.eq_ignore_ascii_case(t) || m.aliases.iter().any(|a| a.eq_ignore_ascii_case(t)) {
            return true;
        }
    }
    false
}

/// Where a figure glued to a unit ("48v", "2.5bar", "2hours") splits: after its figure (digits
/// from the first byte, a decimal point or comma among them), when ASCII letters and nothing
/// else follow.
pub(crate) fn figure_and_unit(token: &str) -> Option<usize> {
    let b = token.as_bytes();
    let at = b
        .iter()
        .position(|c| !(c.is_ascii_digit() || *c == b'.' || *c == b','))?;
    let figure_ok = b.first().is_some_and(u8::is_ascii_digit);
    let unit_ok = b
        .get(at..)
        .unwrap_or_default()
        .iter()
        .all(u8::is_ascii_alphabetic);
    (figure_ok && unit_ok).then_some(at)
}

/// Where a figure glued to a short unit ("48v", "2.5bar") splits: one to three letters, so a
/// word ("48volts") stays whole.
fn unit_split(token: &str) -> Option<usize> {
    figure_and_unit(token).filter(|at| (1..=3).contains(&(token.len() - at)))
}

#[cfg(test)]
mod unit_tests {
    use super::unit_split;

    #[test]
    fn figures_glued_to_units_split_and_codes_do_not() {
        for (t, at) in [
            ("48v", 2),
            ("504wh", 3),
            ("2.5bar", 3),
            ("3,5bar", 3),
            ("18h", 2),
        ] {
            assert_eq!(unit_split(t), Some(at), "{t}");
        }
        for t in [
            "e12",
            "c-3",
            "bp-36-2",
            "2509-0456",
            "48",
            "v",
            "48volts",
            "q3",
            "1e5x",
            "",
        ] {
            assert_eq!(unit_split(t), None, "{t}");
        }
    }
}
/// "2. kvartal", "3. neljännes", "2. Quartal": a digit and a dot before a quarter's or a half's
/// word is its ordinal in most of Europe's languages. `upper`, the question in capitals, with
/// each such digit written as the configured ordinal's first word ("SECOND KVARTAL"), when it
/// has one: read as the number 2, the quarter went unread and the figure was the whole year's.
/// Spaces and quotes may stand between the dot and the word, as anywhere in a question.
fn dotted_ordinals(
    n: &crate::base::text::Normalizer,
    upper: &str,
    dates: &crate::base::config::DateWords,
) -> Option<String> {
    let words = n.words(upper);
    let mut out: Option<String> = None;
    for pair in words.windows(2) {
        let [w, unit] = pair else {
            continue;
        };
        let Some(k) = crate::base::text::number(w).filter(|k| (1..=4).contains(k)) else {
            continue;
        };
        // Typed without its accents too ("2. ceturksni"). Lists walked by a slice of them: a
        // chain was an iterator's code of its own.
        let folded = n.fold(unit);
        let mut unit_word = false;
        for &list in &[&dates.quarter, &dates.half] {
            for u in list {
                unit_word |= n.fold(u) == folded;
            }
        }
        if !unit_word {
            continue;
        }
        let Some(ordinal) = dates.ordinals.get(k as usize - 1).and_then(|o| o.first()) else {
            continue;
        };
        let text = out.as_deref().unwrap_or(upper);
        let unit = unit.to_ascii_uppercase();
        // The digit and its dot, at a word's start, then marks up to the unit's word.
        let mut at = 0;
        while let Some(found) = text
            .get(at..)
            .and_then(|t| crate::base::text::find_text(t, w))
        {
            let start = at + found;
            at = start + w.len();
            // Any letter outside ASCII counts as one: Unicode's tables cost the page's wasm.
            let word = |c: char| c.is_ascii_alphanumeric() || !c.is_ascii();
            let before = text.get(..start).and_then(|b| b.chars().next_back());
            if before.is_some_and(word) || text.get(at..at + 1) != Some(".") {
                continue;
            }
            let rest = text.get(at + 1..).unwrap_or_default();
            let mut gap = 0;
            for c in rest.chars() {
                if word(c) {
                    break;
                }
                gap += c.len_utf8();
            }
            if gap == 0 || !rest.get(gap..).is_some_and(|r| r.starts_with(&unit)) {
                continue;
            }
            let mut read = text.get(..start).unwrap_or_default().to_string();
            read.push_str(&ordinal.to_ascii_uppercase());
            read.push(' ');
            read.push_str(rest);
            out = Some(read);
            break;
        }
    }
    out
}
