//! The question engine over one loaded bundle: what the browser runs, and what the CLI and the
//! evaluation runner run natively.
//!
//! A bundle may be loaded as its head alone (docs/progressive-bundles.md): `ask_step` then says
//! which chunks a question needs, the caller fetches them and `provide`s them, and asks again.
//! A step replays the whole question over what is held: a read of an absent chunk is noted
//! (`base::need`) and sees nothing, and a step that noted nothing read exactly what a complete
//! bundle would have given it, so its answer is the answer. The routes stay synchronous and
//! know nothing of chunks.
#![warn(missing_docs)]

use crate::ask::answer::{Answer, Evidence};
use crate::ask::facts::Fact;
use crate::ask::filters::{Filters, Verdicts};
use crate::ask::prompt;
use crate::ask::question::{Asked, Question, QuestionError};
use crate::ask::reading::values::ValueIndex;
use crate::ask::reading::Reading;
use crate::ask::router;
use crate::ask::routes::{self, Found};
use crate::base::date::Date;
use crate::base::decimal::Whole;
use crate::base::need;
use crate::base::text::{said, Joined};
use crate::bundle::{Bundle, BundleError, ChunkRef};
use std::cell::Cell;

/// The question engine over one loaded bundle, with the caches its questions build once.
///
/// It is `Send` but not `Sync`: its caches are cells, not locks, since the page runs one engine
/// in its worker and the locks' code was about 0.4 KB of the page's gzipped wasm. A native
/// caller that asks from several threads gives each its own engine (or a lock around one).
pub struct Engine {
    /// The bundle questions are answered from; it may hold its head alone until chunks are
    /// provided.
    pub bundle: Bundle,
    /// Built on the first list or calculate question: a search-only session never pays for it.
    values: std::cell::OnceCell<ValueIndex>,
    /// The words questions are read by, built on the first question.
    vocabulary: std::cell::OnceCell<crate::ask::vocabulary::Vocabulary>,
    /// Which documents the last situation's filters allow: a dealer asks question after question
    /// in one situation, and the routes then spend nothing on filters.
    verdicts: Verdicts,
    /// Whether `values` or `vocabulary` was built while reading an absent chunk: it is dropped
    /// after that step, not kept with a hole in it.
    partial: Cell<bool>,
}

// Checked here: an engine moves to another thread whole.
const _: () = {
    fn send<T: Send>() {}
    let _ = send::<Engine>;
};

/// What a step of a question gives: the chunks it still needs, or the answer.
#[derive(Debug)]
pub enum Step {
    /// The step read chunks that are not held: fetch these, `provide` them and ask again.
    Needs(Vec<ChunkRef>),
    /// The step read nothing absent: this is the question's answer.
    Done(Box<Answer>),
}

/// Why a question driven over chunks got no answer: the question, or a chunk.
#[derive(Debug)]
pub enum AskError {
    /// The question was refused before it ran (see `QuestionError`).
    Question(QuestionError),
    /// A chunk could not be fetched, or its bytes are not the chunk the head names.
    Bundle(BundleError),
}

impl std::fmt::Display for AskError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AskError::Question(e) => e.fmt(f),
            AskError::Bundle(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for AskError {}

/// Settings a caller may override per question.
#[derive(Clone, Debug, Default)]
pub struct AskOptions {
    /// How many blocks search supplies; the corpus configuration's k when None.
    pub k: Option<usize>,
    /// The delimiter key; a fresh random one when None.
    pub nonce: Option<String>,
    /// The date a question without one is asked on; the platform's today when None.
    pub today: Option<Date>,
}

impl Engine {
    /// Loads a bundle from a copy of `bytes`; `from_vec` keeps them without copying.
    pub fn from_bytes(bytes: &[u8]) -> Result<Engine, BundleError> {
        Ok(Engine::new(Bundle::from_bytes(bytes)?))
    }

    /// Loads a bundle without copying it: block strings and posting lists stay in `bytes`.
    pub fn from_vec(bytes: Vec<u8>) -> Result<Engine, BundleError> {
        Ok(Engine::new(Bundle::from_vec(bytes)?))
    }

    /// The record value index and the vocabulary are built here, for a bundle with record
    /// tables: once per bundle, in one pass over its blocks each, so no question pays for them
    /// (a bundle of documents only, the benchmark's, never needs the value index).
    pub fn new(bundle: Bundle) -> Engine {
        let mut engine = Engine {
            bundle,
            values: std::cell::OnceCell::new(),
            vocabulary: std::cell::OnceCell::new(),
            verdicts: Verdicts::default(),
            partial: Cell::new(false),
        };
        if engine.bundle.has_tables() {
            engine.values();
            engine.vocabulary();
            // Record fields are in the head, so this reads nothing absent; were it ever to, the
            // caches are dropped and rebuilt within a step, where the read is noted.
            engine.drop_partial();
            need::take();
        }
        engine
    }

    /// Drops the caches built while reading an absent chunk: they are built again, whole, once
    /// the chunk is held.
    fn drop_partial(&mut self) {
        if self.partial.replace(false) {
            self.values.take();
            self.vocabulary.take();
        }
    }

    /// Builds a cache with `build`, marking it partial when the build read an absent chunk.
    fn cached<'a, T>(&self, cell: &'a std::cell::OnceCell<T>, build: impl FnOnce() -> T) -> &'a T {
        cell.get_or_init(|| {
            let before = need::count();
            let v = build();
            if need::count() != before {
                self.partial.set(true);
            }
            v
        })
    }

    /// Holds chunk `slot` (as `Step::Needs` named it) from its bytes; a chunk that is not the
    /// one the head names is refused with an error naming its file, and nothing changes.
    pub fn provide(&mut self, slot: usize, bytes: Vec<u8>) -> Result<(), BundleError> {
        self.bundle.provide(slot, bytes)
    }

    /// Every chunk not held yet: what a page stores for offline use after its first answer.
    pub fn missing(&self) -> Vec<ChunkRef> {
        self.bundle.missing()
    }

    /// One step of a question over the chunks held: the answer when it read nothing absent,
    /// else the chunks it read that are not held (at least one, so the loop ends).
    pub fn ask_step(&mut self, q: &Question, opts: &AskOptions) -> Result<Step, QuestionError> {
        // Matched in place: taken apart by `?`, the answer was copied out and back.
        match self.run(q, opts) {
            Err(e) => Err(e),
            Ok((answer, noted)) if noted.is_empty() => Ok(Step::Done(Box::new(answer))),
            Ok((_, noted)) => {
                self.drop_partial();
                Ok(Step::Needs(self.bundle.chunk_refs(&noted)))
            }
        }
    }

    /// Answers `q`, fetching each chunk a step needs with `fetch` (from a folder, a map, a
    /// packed file): the loop a page runs, natively.
    pub fn ask_driven(
        &mut self,
        q: &Question,
        opts: &AskOptions,
        mut fetch: impl FnMut(&ChunkRef) -> Result<Vec<u8>, BundleError>,
    ) -> Result<Answer, AskError> {
        loop {
            match self.ask_step(q, opts).map_err(AskError::Question)? {
                Step::Done(answer) => return Ok(*answer),
                Step::Needs(chunks) => {
                    for c in chunks {
                        let bytes = fetch(&c).map_err(AskError::Bundle)?;
                        self.provide(c.slot, bytes).map_err(AskError::Bundle)?;
                    }
                }
            }
        }
    }

    /// Whether the asker may read `word` in some form: a configured or table's word, or a term
    /// or stem of a block their `filters` let them read.
    pub fn knows(&self, word: &str, filters: &Filters) -> bool {
        let allowed = self.allowed(filters);
        self.vocabulary().knows_for(word, &allowed, false)
            || self.term_known(&allowed, word)
            || self.stem_known(&allowed, word)
    }

    /// Whether term `id` of the index has a posting in a document `allowed` lets the asker
    /// read. The first readable posting ends the read: a word of the corpus is seldom only in
    /// blocks the asker may not read.
    fn readable(&self, allowed: &[bool], id: usize) -> bool {
        let b = &self.bundle;
        b.index.any_block(id, &mut |&at: &usize| {
            b.block_docs
                .get(at)
                .is_some_and(|&d| allowed.get(d as usize) == Some(&true))
        })
    }

    /// Whether `w`, folded, is a term of a block the asker may read.
    fn term_known(&self, allowed: &[bool], w: &str) -> bool {
        let b = &self.bundle;
        b.index
            .term(&b.config.normalizer.fold(w))
            .is_some_and(|id| self.readable(allowed, id))
    }

    /// Whether a stem of `w` is a stem of a block the asker may read.
    fn stem_known(&self, allowed: &[bool], w: &str) -> bool {
        let b = &self.bundle;
        b.config.normalizer.stems(w).iter().any(|s| {
            b.index
                .stem_term(s)
                .is_some_and(|id| self.readable(allowed, id))
        })
    }

    /// The vocabulary word a question's loosely typed word stands for, among the words the
    /// asker's `filters` let them read; a word of a block they may read is the corpus's own and
    /// stays as typed. A word nothing the asker may read holds, in any form, is read as the
    /// words of the compound it is (`compound`), or as the one word of the corpus it is with two
    /// neighbouring letters swapped (`typo`). The reading may be several
    /// words, apart by spaces.
    pub fn read(&self, word: &str, filters: &Filters) -> Option<String> {
        let v = self.vocabulary();
        let b = &self.bundle;
        let allowed = self.allowed(filters);
        let known = |w: &str| self.term_known(&allowed, w);
        let n = &b.config.normalizer;
        let q = &b.config.questions;
        // A common word of the questions' languages is that word, never another cut short or
        // mistyped ("existe" is no "existências", "para" no "parafuso").
        if q.common_words.iter().any(|c| c == word) {
            return None;
        }
        if let Some(w) = v.read(word, known, &allowed) {
            // "marja" (margin) is no "marca" (March): a month read with a letter changed picks
            // rows by a time nobody typed; so only from six letters ("febuary").
            let month = crate::ask::when::group_of(&b.config.dates.months, w).is_some();
            let edited = !n.fold(w).starts_with(n.fold(word).as_ref());
            if month && edited && crate::base::text::char_count(word) < 6 {
                return None;
            }
            return Some(w.to_string());
        }
        // Only a word of letters that no block, form of it or configured word holds: a word of
        // the corpus is never read as another, nor a grammar word of the questions' languages.
        let plain = crate::base::text::char_count(word) >= MIN_TYPO_CHARS
            && word.chars().all(char::is_alphabetic)
            && n.tokens(word).len() == 1
            && !q.common_words.iter().any(|c| c == word)
            && !v.knows_for(word, &allowed, false)
            && !known(word);
        let stem_known = |w: &str| self.stem_known(&allowed, w);
        if !plain || stem_known(word) {
            return None;
        }
        self.compound(word, &known, &stem_known, &allowed)
            .or_else(|| typo(word, &known))
    }

    /// "Gesamtbestand": the parts of a compound, in a corpus whose languages split them, each
    /// a word the asker may read (a configured word, a table's, a block's; the last may be any
    /// form of one), as documents' compounds are split at build time (`index::compounds`).
    /// `impl Fn`, not `dyn Fn` (here and in `typo`): one caller, so one instance, and no vtable
    /// with its `FnOnce` shim in the page's wasm.
    fn compound(
        &self,
        word: &str,
        known: &impl Fn(&str) -> bool,
        stem_known: &impl Fn(&str) -> bool,
        allowed: &[bool],
    ) -> Option<String> {
        let n = &self.bundle.config.normalizer;
        if !n
            .stemmers
            .iter()
            .any(|s| crate::index::compounds::splits(*s))
        {
            return None;
        }
        let v = self.vocabulary();
        // A part as the question's other words say it: the configured spelling ("händler" for
        // "haendler"), else as the index holds it.
        let word_of = |piece: &str| -> Option<String> {
            match v.word_folded(piece, allowed) {
                Some(w) => Some(w.to_string()),
                None => known(piece).then(|| piece.to_string()),
            }
        };
        let chars: Vec<char> = n.fold(word).chars().collect();
        let parts = crate::index::compounds::split(
            &chars,
            |piece| crate::index::compounds::head_word(piece, |w| word_of(w).is_some()),
            |tail| word_of(tail).is_some() || stem_known(tail),
        );
        if parts.len() < 2 {
            return None;
        }
        let mut said: Vec<String> = Vec::new();
        for p in &parts {
            said.push(word_of(p).unwrap_or_else(|| p.clone()));
        }
        Some(said.joined(" "))
    }

    /// Whether the asker's `filters` allow each document, by index.
    pub fn allowed(&self, filters: &Filters) -> std::sync::Arc<Vec<bool>> {
        self.verdicts.of(filters, &self.bundle.docs)
    }

    /// The words questions are read by, built on first use.
    fn vocabulary(&self) -> &crate::ask::vocabulary::Vocabulary {
        self.cached(&self.vocabulary, || {
            crate::ask::vocabulary::Vocabulary::build(&self.bundle)
        })
    }

    /// Every record text value by its words, built on first use.
    pub(crate) fn values(&self) -> &ValueIndex {
        self.cached(&self.values, || ValueIndex::build(&self.bundle))
    }

    /// A checked question as the router and the routes read it, for `k` blocks of evidence.
    pub fn reading<'a>(&'a self, asked: &'a Asked, k: usize) -> Reading<'a> {
        Reading::new(
            &self.bundle,
            asked,
            k,
            self.verdicts.of(&asked.filters, &self.bundle.docs),
            &self.values,
            &self.vocabulary,
        )
    }

    /// Answers `q` as `ask_with` does, with the default options: the corpus's k, a fresh
    /// delimiter key, today's date.
    pub fn ask(&self, q: &Question) -> Result<Answer, QuestionError> {
        self.ask_with(q, &AskOptions::default())
    }

    /// Answers from the chunks held; a question that needs one not held gets
    /// `QuestionError::ChunksMissing` (use `ask_step` or `ask_driven` on a partial bundle).
    pub fn ask_with(&self, q: &Question, opts: &AskOptions) -> Result<Answer, QuestionError> {
        let (answer, noted) = self.run(q, opts)?;
        if noted.is_empty() {
            return Ok(answer);
        }
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut files = Vec::new();
        for c in &self.bundle.chunk_refs(&noted) {
            files.push(c.file.clone());
        }
        Err(QuestionError::ChunksMissing { files })
    }

    /// Runs the question over what is held: its answer, and the chunks it read that are not.
    fn run(&self, q: &Question, opts: &AskOptions) -> Result<(Answer, Vec<u32>), QuestionError> {
        need::take();
        self.answer(q, opts)
    }

    /// `q` checked and read: one call site, so the page's wasm holds one copy of the checking
    /// code for its one reading closure.
    fn checked(&self, q: &Question, today: Date) -> Result<Asked, QuestionError> {
        let b = &self.bundle;
        Asked::check(
            q,
            &b.config,
            &b.groups,
            today,
            |w, f| self.read(w, f),
            |w, f| self.knows(w, f),
        )
    }

    /// The answer, and the chunks it read that are not held (`need::take`, taken last): the pair
    /// is made here, in place, as an answer moved into it copied each of its fields.
    fn answer(&self, q: &Question, opts: &AskOptions) -> Result<(Answer, Vec<u32>), QuestionError> {
        let b = &self.bundle;
        let today = opts.today.unwrap_or_else(Date::today);
        // Matched, whatever the lint says: taken apart by `?`, the question was copied out
        // first, whole.
        #[allow(clippy::question_mark)]
        let asked = match self.checked(q, today) {
            Ok(asked) => asked,
            Err(e) => return Err(e),
        };
        let k = opts.k.unwrap_or(b.config.search.k).clamp(1, 100);
        let reading = self.reading(&asked, k);
        let (whole, whole_why) = router::route(&reading);
        // Two questions in one: each side is read, routed and answered on its own. Not for
        // follow, whose hops already answer the chain ("is it recalled, and what do I fit
        // instead": the second side's part is what the first side's links found).
        let check = |text: String| {
            // Field by field: a struct update from `q.clone()` cloned the text too, then
            // copied each field.
            let side = Question {
                text,
                persona: q.persona.clone(),
                market: q.market.clone(),
                date: q.date.clone(),
            };
            // Boxed: an `Asked` moved in and out of an Option was copied whole at each step.
            self.checked(&side, today).ok().map(Box::new)
        };
        let split = match whole {
            crate::base::route::Route::Follow => None,
            _ => crate::ask::split::sides(&asked, &b.config),
        };
        let sides = split.and_then(|(l, r)| {
            let (first, second) = (check(l.clone())?, check(r.clone())?);
            let l = crate::ask::split::lend(&l, &self.reading(&first, k), &second);
            let r = crate::ask::split::lend(&r, &self.reading(&second, k), &first);
            Some((check(l)?, check(r)?))
        });
        let side_readings = sides
            .as_ref()
            .map(|(l, r)| (self.reading(l, k), self.reading(r, k)));
        let (route, why) = match &side_readings {
            Some((l, _)) => router::route(l),
            None => (whole, whole_why),
        };
        let reason = said(&why);
        // Group, market and product codes are the corpus configuration's strings.
        let codes = |v: &[String]| prompt::neutralize_all(v).joined(", ");
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut read_as: Vec<String> = Vec::with_capacity(asked.read_as.len());
        for (typed, meant) in &asked.read_as {
            // Pushed, not formatted: a `format!` is code of its own at each call.
            let mut one = prompt::neutralize(typed);
            one.push_str(" -> ");
            one.push_str(&prompt::neutralize(meant));
            read_as.push(one);
        }
        let mut trace = vec![
            format!("route   {}: {reason}", route.name()),
            format!(
                "asked   persona={} groups=[{}] market={} date={}; terms=[{}] products=[{}] markets=[{}]{}",
                prompt::neutralize(&asked.persona),
                codes(&asked.filters.groups),
                prompt::neutralize(&asked.filters.situation.market),
                asked.filters.situation.date,
                asked.tokens.joined(", "),
                codes(&asked.products),
                codes(&asked.markets),
                if read_as.is_empty() {
                    String::new()
                } else {
                    let mut said = String::from("; read as [");
                    said.push_str(&read_as.joined(", "));
                    said.push(']');
                    said
                }
            ),
        ];
        let mut found: Found = match &side_readings {
            Some((l, r)) => {
                let (second, second_why) = router::route(r);
                trace.push(format!(
                    "split   two questions: \"{}\" ({}) and \"{}\" ({}: {second_why})",
                    prompt::neutralize(&l.asked.text),
                    route.name(),
                    prompt::neutralize(&r.asked.text),
                    second.name()
                ));
                routes::run(route, l).joined(routes::run(second, r), b)
            }
            None => routes::run(route, &reading),
        };
        // After the route: the values and unknown names it read are in the reading.
        #[cfg(not(target_arch = "wasm32"))]
        {
            let roles = crate::ask::reading::roles::read(&reading, route);
            trace.push(crate::ask::reading::roles::describe(&roles, &asked.words));
        }
        trace.append(&mut found.trace);
        let mut evidence: Vec<Evidence> = Vec::with_capacity(found.evidence.len());
        for s in &found.evidence {
            self.evidence(s, &mut evidence);
        }
        // Borrowed when given: a clone of the Option was a clone and a move of its own.
        let made;
        let nonce: &str = match &opts.nonce {
            Some(n) => n,
            None => {
                made = prompt::nonce();
                &made
            }
        };
        // The facts' English sentences are made here, once, for the prompt and the answer alike;
        // a fact two steps learned (two tables' queries, a question read twice) is stated once.
        let mut stated = crate::base::hash::Words::default();
        let (mut facts, mut known_facts) = (Vec::new(), Vec::new());
        // Facts taken out by reference (a unit fact left in their place), not by consuming
        // the Vec: its IntoIter was code of its own in the page's wasm.
        for fact in &mut found.known_facts {
            let sentence = said(fact);
            if stated.insert(sentence.clone()) {
                facts.push(std::mem::replace(fact, Fact::NoneReadable));
                known_facts.push(sentence);
            }
        }
        let mut prompt = prompt::assemble(&asked.text, &known_facts, &evidence, nonce);
        // Within the configured budget, whatever the route found: the blocks beyond it are left
        // out of the prompt and of the answer alike (a citation can only be of what was sent),
        // and a fact says how many.
        let budget = b.config.search.prompt_tokens;
        if prompt.tokens > budget {
            let found_blocks = evidence.len();
            let largest = Fact::Trimmed {
                kept: found_blocks,
                found: found_blocks,
                facts: known_facts.len(),
                budget,
            };
            let (kept_facts, kept) = prompt::fit(
                &asked.text,
                &known_facts,
                &said(&largest),
                &evidence,
                nonce,
                budget,
            );
            let trimmed = Fact::Trimmed {
                kept,
                found: found_blocks,
                facts: known_facts.len() - kept_facts,
                budget,
            };
            evidence.truncate(kept);
            facts.truncate(kept_facts);
            known_facts.truncate(kept_facts);
            trace.push(format!(
                "prompt  trimmed to its budget of {} tokens: {} of {} blocks, {} of {} facts",
                Whole(budget),
                Whole(kept),
                Whole(found_blocks),
                Whole(kept_facts),
                Whole(stated.len())
            ));
            known_facts.push(said(&trimmed));
            facts.push(trimmed);
            prompt = prompt::assemble(&asked.text, &known_facts, &evidence, nonce);
        }
        let rows = found.evidence.iter().take(evidence.len()).map(|s| s.block);
        let names = crate::ask::names::of(&reading, rows.chain(found.said.iter().copied()));
        trace.push(format!(
            "prompt  {} blocks, ~{} tokens",
            Whole(evidence.len()),
            Whole(prompt.tokens)
        ));
        let mut terms = asked.tokens.clone();
        // Loops, not adapters, here and for an evidence card's fields: each adapter is code of
        // its own in the page's wasm.
        for l in &found.links {
            terms.push(crate::base::case::lowercase(&l.part));
        }
        terms.dedup();
        Ok((
            Answer {
                route,
                reason,
                why,
                evidence,
                known_facts,
                facts,
                links: found.links,
                figure: found.figure,
                no_good_match: found.weak,
                scope: found.scope,
                names,
                terms,
                trace,
                prompt,
            },
            need::take(),
        ))
    }

    /// The evidence card of a supplied block, added to `cards`; none for a block or document
    /// the bundle does not have (routes supply only blocks they found in it). Pushed here, not
    /// returned: the card moved out of an Option copied each of its fields.
    fn evidence(&self, s: &routes::Supplied, cards: &mut Vec<Evidence>) {
        let Some(block) = self.bundle.blocks.get(s.block) else {
            return;
        };
        let Some(doc) = self.bundle.doc_of_held(s.block) else {
            return;
        };
        let fields = match &doc.table {
            Some(t) => {
                let mut fields = Vec::new();
                for (c, v) in t.columns.iter().zip(&block.fields) {
                    fields.push((c.name.clone(), v.clone()));
                }
                fields
            }
            None => Vec::new(),
        };
        // Pushed nearly empty and filled in place: each field made apart was copied into the
        // card, and the card into the list.
        cards.push(Evidence::label_only(
            format!("S{}", Whole(cards.len() + 1)),
            block.id.to_owned_string(),
        ));
        let Some(card) = cards.last_mut() else {
            return;
        };
        card.cite = block.cite(doc);
        for (to, from) in [
            (&mut card.doc, &doc.id),
            (&mut card.title, &doc.title),
            (&mut card.section, &block.section),
            (&mut card.heading, &block.heading),
            (&mut card.text, &block.text),
        ] {
            to.push_str(from.as_str());
        }
        card.products = block.products.clone();
        card.score = s.score.map(|x| (x * 1000.0).round() / 1000.0);
        card.via = s.via.clone();
        card.fields = fields;
    }
}

/// Shorter words are not read as another word of the corpus: "stok" or "rid" would find too
/// many.
const MIN_TYPO_CHARS: usize = 5;

/// The one word of the corpus `word` is with two neighbouring letters swapped ("pumep"), its
/// first letter kept (a word is seldom mistyped there, and its candidates then stay in few term
/// ranges of the index); None when no candidate or several are words. A letter too many or too
/// few is not read: a word the corpus lacks is often a word of the language that one letter
/// changes into a corpus word ("brought" and "bought", "mettre" and "mètre"), two letters
/// swapped seldom.
fn typo(word: &str, known: &impl Fn(&str) -> bool) -> Option<String> {
    let chars: Vec<char> = word.chars().collect();
    let mut found: Option<String> = None;
    for i in 1..chars.len().saturating_sub(1) {
        // Letters by `get`, the pair written swapped: each index's and swap's panic was code
        // of its own in the page's wasm.
        let (Some(&a), Some(&b)) = (chars.get(i), chars.get(i + 1)) else {
            continue;
        };
        if a == b {
            continue;
        }
        let mut candidate = String::with_capacity(word.len());
        for (j, &c) in chars.iter().enumerate() {
            candidate.push(match j {
                _ if j == i => b,
                _ if j == i + 1 => a,
                _ => c,
            });
        }
        if !known(&candidate) {
            continue;
        }
        if found.as_ref().is_some_and(|f| *f != candidate) {
            return None;
        }
        found = Some(candidate);
    }
    found
}
