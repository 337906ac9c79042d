//! The bundle of one access group combination, carved out of a corpus.

use super::numbering;
use super::sources::Corpus;
use crate::base::config::{Config, HtmlSettings};
use crate::base::hash::Set;
use crate::base::model::{Block, Doc, Table};
use crate::base::text::Normalizer;
use crate::bundle::updates::History;
use crate::bundle::Bundle;
use crate::index::links::LinkGraph;
use crate::index::Index;

/// The part of `corpus` that readers in `groups` may read, indexed on its own: document
/// frequencies and lengths of hidden blocks never reach the bundle. Its blocks are numbered in
/// corpus order (a first build; `carve_over` builds over an earlier one).
pub fn carve(corpus: &Corpus, groups: &[String]) -> Bundle {
    carve_numbered(corpus, groups, None).0
}

/// `carve` for a build over `previous`, the earlier build of the same bundle with every chunk
/// held: its blocks keep their numbers (`numbering`), and the head says what changed since
/// (`bundle::updates`). `compact` numbers every block afresh. What it took is the report's.
pub fn carve_over(
    corpus: &Corpus,
    groups: &[String],
    previous: &Bundle,
    compact: bool,
) -> (Bundle, numbering::Report) {
    let (bundle, report) = carve_numbered(corpus, groups, Some((previous, compact)));
    (bundle, report.unwrap_or_default())
}

fn carve_numbered(
    corpus: &Corpus,
    groups: &[String],
    previous: Option<(&Bundle, bool)>,
) -> (Bundle, Option<numbering::Report>) {
    let mut doc_map = vec![None; corpus.docs.len()];
    let mut docs = Vec::new();
    for (i, d) in corpus.docs.iter().enumerate() {
        if d.readable_by(groups) {
            doc_map[i] = Some(docs.len());
            let mut d = d.clone();
            d.groups = d
                .groups
                .iter()
                .filter(|g| groups.contains(g))
                .cloned()
                .collect();
            docs.push(d);
        }
    }
    let blocks: Vec<Block> = corpus
        .blocks
        .iter()
        .filter_map(|b| {
            doc_map[b.doc].map(|d| Block {
                doc: d,
                ..b.clone()
            })
        })
        .collect();
    // A superseded_by naming a document this group cannot read would leak its id. Its
    // superseded_from stays: the document still stops applying the day its successor starts.
    for d in &mut docs {
        if let Some(next) = &d.superseded_by {
            if !corpus
                .docs
                .iter()
                .any(|o| &o.id == next && o.readable_by(groups))
            {
                d.superseded_by = None;
            }
        }
    }
    let groups: Vec<String> = corpus
        .config
        .groups
        .iter()
        .filter(|g| groups.contains(g))
        .cloned()
        .collect();
    // The link graph lists parts in the order the corpus names them first: read in corpus
    // order, whatever the numbers, so a build over earlier ones lists them as a first build.
    let mut links = LinkGraph::of_corpus(&blocks, &corpus.config, &mut Vec::new());
    let normalizer = &corpus.config.normalizer;
    let (blocks, index, history, mut report) = match previous {
        None => {
            let index = Index::build(&blocks, &docs, normalizer);
            let history = History::first(docs.len(), blocks.len());
            (blocks, index, history, None)
        }
        Some((previous, compact)) => {
            // A bundle whose history cannot be read (none was written) counts as build 0.
            let before =
                History::read(&previous.updates, previous.docs.len()).unwrap_or_else(|_| History {
                    build: 0,
                    changed: vec![0; previous.docs.len()],
                    removed: Vec::new(),
                    tail_start: u32::try_from(previous.blocks.len()).unwrap_or(u32::MAX),
                });
            let numbering = numbering::assign(
                &previous.blocks,
                before.tail_start as usize,
                &blocks,
                compact,
            );
            let mut report = numbering.report.clone();
            let build = before.build.saturating_add(1);
            let history = numbering::history(
                previous,
                &before,
                &docs,
                &blocks,
                build,
                numbering.tail_start,
                &mut report,
            );
            for (_, list) in &mut links.parts {
                for b in list.iter_mut() {
                    let n = numbering.number_of.get(*b as usize).copied();
                    *b = n.map_or(*b, |n| n as u32);
                }
            }
            let blocks = numbering::place(blocks, &numbering);
            // Compacted or folded, the index is built afresh; else the new blocks' postings go
            // to the tail and the removed blocks' stay in the base (`Index::build_over`).
            let index = match report.compacted.is_some() || report.folded.is_some() {
                true => Index::build(&blocks, &docs, normalizer),
                false => Index::build_over(
                    &blocks,
                    &docs,
                    normalizer,
                    numbering.tail_start,
                    &previous.index,
                ),
            };
            (blocks, index, history, Some((report, before.build)))
        }
    };
    let config = configuration(&corpus.config, &docs, &index);
    let mut bundle = Bundle::new(groups, config, docs, blocks, index, links);
    bundle.updates = history.updates();
    if let (Some((previous, _)), Some((report, before))) = (previous, report.as_mut()) {
        keep_unchanged(&mut bundle, previous, *before, history, report);
    }
    (bundle, report.map(|(r, _)| r))
}

/// A build that changed no document keeps the earlier build's number when its head is then the
/// earlier head, byte for byte: a daily build of an unchanged library is no update, and no
/// device downloads anything. A head that differs all the same (the configuration changed) is
/// the next build, which changed no document.
fn keep_unchanged(
    bundle: &mut Bundle,
    previous: &Bundle,
    before: u32,
    history: History,
    report: &mut numbering::Report,
) {
    let quiet = report.docs_changed == 0 && report.docs_removed == 0;
    let renumbered = report.compacted.is_some() || report.folded.is_some();
    if !quiet || renumbered || before == 0 {
        return;
    }
    let next = std::mem::replace(
        &mut bundle.updates,
        History {
            build: before,
            ..history
        }
        .updates(),
    );
    let sizes = crate::bundle::ChunkSizes::of(&bundle.config);
    if bundle.chunked(&sizes).head == previous.chunked(&sizes).head {
        report.build = before;
        report.unchanged = true;
    } else {
        bundle.updates = next;
    }
}

/// The configuration a bundle carries: corpus.conf's, less what belongs to a source the bundle
/// does not hold, decided from what it holds alone (so that, as its blocks, it does not change
/// with what other groups may read). Corpus-wide sections stay whole: products, markets and
/// the words questions are read with name no source, and a question naming a product no held
/// document is about must still be read as naming it.
fn configuration(config: &Config, docs: &[Doc], index: &Index) -> Config {
    let mut c = config.clone();
    let tables: Vec<&Table> = docs.iter().filter_map(|d| d.table.as_ref()).collect();
    c.column_labels.retain(|l| {
        tables
            .iter()
            .any(|t| t.columns.iter().any(|col| col.name == l.column))
    });
    // The line is for ingestion's errors; the gaps between the lines kept would count the
    // labels left out.
    for l in &mut c.column_labels {
        l.line = 0;
    }
    // Ingestion's alone: each page carries its groups, markets, products and dates as a
    // document, and the section would say to every bundle which groups read pages.
    c.html = HtmlSettings::default();
    let held = Held::new(config, &tables, index);
    c.glossary.retain(|(_, to)| to.iter().all(|w| held.has(w)));
    held.respell(&mut c.glossary);
    c
}

/// The words a bundle holds, for its `[glossary]`: an entry stays when every word of its corpus
/// term is one, in any form of its stem. Otherwise the term is a word of sources the bundle
/// leaves out, which the entry would name to its readers and which finds nothing here.
struct Held<'a> {
    index: &'a Index,
    normalizer: &'a Normalizer,
    /// The held tables' about words, measures and columns and the corpus-wide vocabulary, each
    /// as its stem (or itself, when it has none): a term among the vocabulary's words is tied
    /// to no source.
    words: Set<String>,
    /// The same words as written (folded): a glossary word among them is kept as it is.
    written: Set<String>,
}

impl<'a> Held<'a> {
    fn new(config: &'a Config, tables: &[&Table], index: &'a Index) -> Held<'a> {
        let normalizer = &config.normalizer;
        let n = Normalizer::default();
        let mut words = Set::default();
        let mut written = Set::default();
        let table_words = tables.iter().flat_map(|t| {
            let measures = t
                .measures
                .iter()
                .flat_map(|m| m.words.iter().chain([&m.field]));
            let columns = t.columns.iter().map(|col| &col.name);
            t.about
                .iter()
                .chain(measures)
                .chain(columns)
                .map(String::as_str)
        });
        for text in table_words.chain(vocabulary(config)) {
            for w in n.words(text) {
                written.insert(normalizer.fold(&w).into_owned());
                let stems = normalizer.stems(&w);
                match stems.is_empty() {
                    true => {
                        words.insert(normalizer.fold(&w).into_owned());
                    }
                    false => words.extend(stems),
                }
            }
        }
        Held {
            index,
            normalizer,
            words,
            written,
        }
    }

    /// Each glossary word the bundle writes only in another form of its stem, written as the
    /// bundle's documents write it most ("precio" where the price list says "Precios"). A
    /// typed word the index lacks is read as the vocabulary's form; a glossary's word is read
    /// as it stands, and matched through its stem alone it weighs less: "cuánto cuesta el
    /// programador PR-12" left the price list out of its five blocks while "precio del
    /// programador PR-12" ranked it first. One pass over the dictionary, at build time, and
    /// only when a word needs it.
    fn respell(&self, glossary: &mut [(Vec<String>, Vec<String>)]) {
        let n = self.normalizer;
        let mut wanted: Vec<(usize, usize, Vec<String>)> = Vec::new();
        for (e, (_, to)) in glossary.iter().enumerate() {
            for (k, w) in to.iter().enumerate() {
                let folded = n.fold(w);
                if self.index.term(&folded).is_some() || self.written.contains(folded.as_ref()) {
                    continue;
                }
                let stems = n.stems(w);
                if !stems.is_empty() {
                    wanted.push((e, k, stems));
                }
            }
        }
        if wanted.is_empty() {
            return;
        }
        let mut best: Vec<Option<(u32, &str)>> = vec![None; wanted.len()];
        for t in 0..self.index.term_count() {
            let term = self.index.term_str(t);
            if term.ends_with(crate::index::STEM_MARK) {
                continue;
            }
            let (stems, df) = (n.stems(term), self.index.df(t));
            for ((_, _, want), best) in wanted.iter().zip(best.iter_mut()) {
                if stems.iter().any(|s| want.contains(s)) && best.is_none_or(|(d, _)| df > d) {
                    *best = Some((df, term));
                }
            }
        }
        for ((e, k, _), best) in wanted.iter().zip(best) {
            if let Some((_, form)) = best {
                glossary[*e].1[*k] = form.to_string();
            }
        }
    }

    /// Whether the bundle holds `word`: a term of its index (a block's text, heading or
    /// title, whose stems the index holds too), or one of `words`.
    fn has(&self, word: &str) -> bool {
        let n = self.normalizer;
        let folded = n.fold(word);
        let stems = n.stems(word);
        self.index.term(&folded).is_some()
            || stems.iter().any(|s| self.index.stem_term(s).is_some())
            || stems.iter().any(|s| self.words.contains(s))
            || self.words.contains(folded.as_ref())
    }
}

/// The configuration's words that name no source: those of products, markets and the
/// sections questions are read with. A glossary term among them is tied to no source.
pub(crate) fn vocabulary(c: &Config) -> impl Iterator<Item = &str> {
    let (q, d) = (&c.questions, &c.dates);
    let aliases = c
        .products
        .iter()
        .chain(&c.markets)
        .flat_map(|a| std::iter::once(&a.code).chain(&a.aliases));
    let phrases = c
        .relations
        .iter()
        .flat_map(|r| &r.phrases)
        .chain(&c.serials.ranges)
        .flat_map(|p| p.before.iter().chain(&p.between))
        .chain(c.relations.iter().flat_map(|r| &r.asked_by));
    let comparisons = q
        .comparisons
        .iter()
        .flat_map(|(_, phrases)| phrases.iter().flat_map(|(a, b)| [a, b]));
    let lists = [
        &q.negations,
        &q.none_words,
        &q.product_words,
        &q.applies_words,
        &q.use_words,
        &q.asking_words,
        &q.has_words,
        &q.units,
        &q.every_words,
        &c.follow.available,
        &d.ambiguous,
        &d.year,
        &d.half,
        &d.quarter,
        &d.month,
        &d.week,
        &d.day,
        &d.quarter_short,
        &d.half_short,
        &d.this,
        &d.last,
        &d.next,
        &d.since,
        &d.after,
        &d.before,
        &d.until,
        &d.from,
        &d.to,
        &d.between,
        &d.and,
        &d.during,
        &d.of,
    ];
    aliases
        .chain(c.operations.iter().flat_map(|(_, words)| words))
        .chain(lists.into_iter().flatten())
        .chain(d.months.iter().chain(&d.ordinals).flatten())
        .chain(phrases)
        .chain(comparisons)
        .chain(&c.normalizer.stopwords)
        .map(String::as_str)
}
