//! The link graph: each canonical part number and the blocks that mention it.

use crate::base::model::Block;
use crate::base::text::Normalizer;
use crate::base::wire::{Reader, Writer};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct LinkGraph {
    /// Parts in the order ingestion first met them; each with its blocks sorted by block id.
    pub parts: Vec<(String, Vec<u32>)>,
}

impl LinkGraph {
    /// Every mention of every part, each a link: see `of_corpus`, which is what a build makes.
    pub fn build(blocks: &[Block], normalizer: &Normalizer) -> LinkGraph {
        LinkGraph::build_reading(blocks, normalizer, &Negations::default(), &mut Vec::new())
    }

    /// The graph a build writes: a block that names products links a part only where one of
    /// its mentions is not in a clause a negation governs ("It is not interchangeable with the
    /// DL-204-1 lock", "n'est pas compatible avec le BP-36-2"): such a block says its product
    /// does not use the part, and a recall of it would list the product as affected. Each
    /// mention so left out, as (block, part), goes to `left_out`, for the build to say.
    pub fn of_corpus(
        blocks: &[Block],
        config: &crate::base::config::Config,
        left_out: &mut Vec<(usize, String)>,
    ) -> LinkGraph {
        LinkGraph::build_reading(blocks, &config.normalizer, &Negations::of(config), left_out)
    }

    fn build_reading(
        blocks: &[Block],
        normalizer: &Normalizer,
        negations: &Negations,
        left_out: &mut Vec<(usize, String)>,
    ) -> LinkGraph {
        let mut g = LinkGraph::default();
        // A pattern that matches nearly every word makes many parts: find them by hash, not scan.
        let mut slot: crate::base::hash::Strings = Default::default();
        for (i, b) in blocks.iter().enumerate() {
            let negated = match b.products.is_empty() || negations.is_empty() {
                true => Vec::new(),
                false => negations.negated_parts(normalizer, &b.text),
            };
            for part in normalizer.parts_in_order(&b.text) {
                if negated.contains(&part) {
                    left_out.push((i, part));
                    continue;
                }
                match slot.get(&part) {
                    Some(&s) => g.parts[s].1.push(i as u32),
                    None => {
                        slot.insert(part.clone(), g.parts.len());
                        g.parts.push((part, vec![i as u32]));
                    }
                }
            }
        }
        for (_, list) in &mut g.parts {
            list.sort_by(|a, b| blocks[*a as usize].id.cmp(&blocks[*b as usize].id));
            list.dedup();
        }
        g
    }

    /// Writes the link section of a bundle: each part and its blocks.
    pub fn write(&self, w: &mut Writer) {
        w.usize(self.parts.len());
        for (part, list) in &self.parts {
            w.str(part);
            w.usize(list.len());
            for b in list {
                w.u64(u64::from(*b));
            }
        }
    }

    /// Reads what `write` wrote; every block index must be below `blocks`.
    #[inline(never)] // see bundle::decode
    pub fn read(r: &mut Reader, blocks: usize) -> Result<LinkGraph, String> {
        r.what = "links";
        let n = r.count_once()?;
        let mut parts = Vec::with_capacity(n);
        for _ in 0..n {
            let part = r.str()?;
            let m = r.count()?;
            // A loop, not a collect of results: that adapter is code of its own in the page's wasm.
            let mut list = Vec::with_capacity(m);
            for _ in 0..m {
                list.push(r.index(blocks)? as u32);
            }
            parts.push((part, list));
        }
        Ok(LinkGraph { parts })
    }

    /// The blocks that mention `part` (canonical spelling).
    pub fn mentions(&self, part: &str) -> &[u32] {
        self.parts
            .iter()
            .find(|(p, _)| p == part)
            .map_or(&[], |(_, l)| l.as_slice())
    }

    /// `links: BP-36-2 (4 blocks), BP-48-1 (2), BP-24-1 (2)`: in the order ingestion met them
    /// (documents in file order), so that a part added later joins the end of the line. The
    /// page gets the parts and their counts instead (`info().links`) and says them in its
    /// language.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn summary(&self) -> String {
        if self.parts.is_empty() {
            return "links: none".to_string();
        }
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut out = "links: ".to_string();
        for (i, (p, l)) in self.parts.iter().enumerate() {
            out.push_str(&match (i, l.len()) {
                (0, 1) => format!("{p} (1 block)"),
                (0, n) => format!("{p} ({n} blocks)"),
                (_, n) => format!(", {p} ({n})"),
            });
        }
        out
    }
}

/// The words that negate what follows them in a document's clause (`[questions] negations`), and
/// those that negate what comes before them (`negations_after`), as a build reads a document's
/// text: a stopword of the corpus's languages ("un" is a negation's prefix in English and an
/// article in French; "no" a Portuguese stopword) only in a clause whose other words are more
/// those of the languages negating with it than of the others ("el RB-150 no es intercambiable
/// con el MTR-220-A" beside "o filtro no motor": Spanish's el, es, con against Portuguese's
/// none), and with each configured market's code, written in capitals, left a market ("NO" for
/// Norway).
#[derive(Default)]
pub struct Negations {
    before: Vec<String>,
    after: Vec<String>,
    markets: Vec<String>,
    /// The negations that are also stopwords, each with whether it comes after what it negates.
    contested: Vec<(String, bool)>,
    /// The stopwords and the negations of each language pack of `[corpus] languages`.
    packs: Vec<(std::collections::HashSet<String>, Vec<String>)>,
}

impl Negations {
    pub fn of(config: &crate::base::config::Config) -> Negations {
        let q = &config.questions;
        let stop = &config.normalizer.stopwords;
        let mut n = Negations::default();
        let words = |list: &str| -> Vec<String> {
            list.split(',')
                .map(|w| w.trim().to_string())
                .filter(|w| !w.is_empty())
                .collect()
        };
        for l in &config.languages {
            if let Some(p) = crate::base::config::packs::pack(l) {
                n.packs
                    .push((words(p.stopwords).into_iter().collect(), words(p.negations)));
            }
        }
        for w in &q.negations {
            let after = q.negations_after.contains(w);
            if !stop.contains(w) {
                match after {
                    true => n.after.push(w.clone()),
                    false => n.before.push(w.clone()),
                }
            } else if n.packs.iter().any(|(_, neg)| neg.contains(w)) {
                n.contested.push((w.clone(), after));
            }
        }
        for m in &config.markets {
            n.markets.push(m.code.clone());
        }
        n
    }

    fn is_empty(&self) -> bool {
        self.before.is_empty() && self.after.is_empty() && self.contested.is_empty()
    }

    /// The contested negations (see `negates_here`) that negate in `clause`, those before what
    /// they negate and those after it. The clause's words are read once for all of them, and a
    /// word the clause does not hold is not weighed: most clauses hold none.
    fn contested_in(&self, clause: &str) -> (Vec<String>, Vec<String>) {
        let mut out = (Vec::new(), Vec::new());
        if self.contested.is_empty() {
            return out;
        }
        let said: Vec<String> = clause
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect();
        for (w, after) in &self.contested {
            if said.contains(w) && self.negates_here(w, &said) {
                match after {
                    true => out.1.push(w.clone()),
                    false => out.0.push(w.clone()),
                }
            }
        }
        out
    }

    /// Whether `word`, a negation of some packs and a stopword of others, negates in a clause
    /// of words `said`: its other words are more often stopwords of the packs negating with it
    /// than of the packs it is a stopword of. A tie is no negation, as before a pack's word was
    /// read so.
    fn negates_here(&self, word: &str, said: &[String]) -> bool {
        let (mut negating, mut not) = (0, 0);
        for (stop, neg) in &self.packs {
            let held = said
                .iter()
                .filter(|w| *w != word && stop.contains(*w))
                .count();
            if neg.iter().any(|x| x == word) {
                negating += held;
            } else if stop.contains(word) {
                not += held;
            }
        }
        negating > not
    }

    /// The parts (canonical) every mention of which in `text` is negated: a negation before it
    /// in its clause, or one of `after` after it. A clause ends at a sentence's or a list's
    /// punctuation (a point or a comma before a space, a semicolon, a colon, a bracket, a line's
    /// end): "the WX-400 is not fitted with DL-204-1, but with DL-260-1" negates only the first.
    fn negated_parts(&self, normalizer: &Normalizer, text: &str) -> Vec<String> {
        let mut found = crate::base::pattern::Pattern::find_all_of(&[&normalizer.links], text);
        let mut plain: Vec<String> = Vec::new();
        let mut negated: Vec<String> = Vec::new();
        for f in &mut found {
            let before = &text[clause_start(text, f.start)..f.start];
            let after = &text[f.end..clause_end(text, f.end)];
            let clause = &text[clause_start(text, f.start)..clause_end(text, f.end)];
            let (here_before, here_after) = self.contested_in(clause);
            let no = self.negates(before, &self.before, true)
                || self.negates(after, &self.after, false)
                || self.negates(before, &here_before, true)
                || self.negates(after, &here_after, false);
            let part = std::mem::take(&mut f.canonical);
            match no {
                true => negated.push(part),
                false => plain.push(part),
            }
        }
        negated.retain(|p| !plain.contains(p));
        negated
    }

    /// Whether a word of `clause` is one of `words`, but the word right beside the part (the
    /// clause's last when it comes `before` the part, else its first): "part no BP-36-2", "ref.
    /// no DL-204-1" name a number, and "uses DL-260-1, not DL-204-1" is read as naming both, a
    /// product counted as affected rather than one missed.
    fn negates(&self, clause: &str, words: &[String], before: bool) -> bool {
        let clause = clause.replace('\u{2019}', "'");
        let mut said: Vec<&str> = clause
            .split(|c: char| !(c.is_alphanumeric() || c == '\''))
            .filter(|w| !w.is_empty())
            .collect();
        match before {
            true => said.pop(),
            false => (!said.is_empty()).then(|| said.remove(0)),
        };
        said.iter()
            .filter(|w| !self.markets.iter().any(|m| m == *w))
            .any(|w| {
                let w = w.to_lowercase();
                // "n'est", "l'unité": the word, and each piece an apostrophe makes.
                words.contains(&w) || w.split('\'').any(|p| words.iter().any(|x| x == p))
            })
    }
}

/// Where the clause holding byte `at` of `text` starts (see `Negations::negated_parts`): read
/// back from `at`, so a long block with many parts is read once per part's clause only.
fn clause_start(text: &str, at: usize) -> usize {
    let head = &text[..at];
    let mut next = text[at..].chars().next();
    for (i, c) in head.char_indices().rev() {
        if ends_clause(c, next) {
            return i + c.len_utf8();
        }
        next = Some(c);
    }
    0
}

/// Where the clause holding byte `at` of `text` ends.
fn clause_end(text: &str, at: usize) -> usize {
    let tail = &text[at..];
    for (i, c) in tail.char_indices() {
        let next = tail[i + c.len_utf8()..].chars().next();
        if ends_clause(c, next) {
            return at + i;
        }
    }
    text.len()
}

fn ends_clause(c: char, next: Option<char>) -> bool {
    match c {
        ';' | ':' | '!' | '?' | '(' | ')' | '[' | ']' | '\n' | '\u{2022}' => true,
        // "1.5 kg", "1,5 kg", "v2.1": a point or a comma ends a clause before a space only.
        '.' | ',' => next.is_none_or(char::is_whitespace),
        _ => false,
    }
}
