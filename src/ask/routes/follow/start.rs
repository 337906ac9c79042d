//! Where follow starts: the block search ranked first, or the best evidence that names a part.

use crate::ask::reading::product_use;
use crate::ask::reading::tables::table_named;
use crate::ask::reading::Reading;
use crate::ask::routes::search::{self, Hits};
use crate::bundle::Bundle;

/// The block search ranked first, and the block the links start from with its score.
pub(crate) struct Start {
    pub(crate) top: usize,
    pub(crate) block: usize,
    pub(crate) score: f64,
}

/// What search found, and where the links start: nowhere when search found nothing.
///
/// `deeper` is how many hits are read when record rows crowd the first ones.
pub(crate) fn choose(cx: &Reading, deeper: usize) -> (Hits, Option<Start>) {
    if let Some(own) = product_block(cx, deeper) {
        return own;
    }
    // A product the question names is what the links are checked against ("does the recall
    // affect the T-7?"), not the topic: the start is searched for without preferring it, or the
    // T-7's own spec would start the chain instead of the recall.
    // Nor is a price asked beside the chain ("what replaces the recalled pack and how much is
    // it"): the links reach the price list, which names every part and would start a chain of
    // all of them.
    let asked = cx.asked;
    let typed = asked.words.get(..asked.typed).unwrap_or_default();
    // A price word the question did not type is a cost word's reading ("cost" -> "price").
    let priced =
        |t: &String| cx.bundle.config.questions.cost_words.contains(t) && !typed.contains(t);
    let mut any_priced = false;
    for t in &asked.tokens {
        any_priced |= priced(t);
    }
    let neutral = if asked.products.is_empty() && !any_priced {
        None
    } else {
        // Nor the words of a phrase asking whether it applies ("valt ... onder"): a warranty
        // saying what "valt niet onder" it shared them, and started the chain from the charger
        // it names.
        let n = &cx.bundle.config.normalizer;
        let mut grammar: Vec<String> = Vec::new();
        for p in &cx.bundle.config.questions.applies_words {
            // A phrase's words ("valt onder", "fall under"); one word ("recalled") may be the
            // topic too.
            let mut words = n.tokens(p);
            if words.len() > 1 {
                grammar.append(&mut words);
            }
        }
        let mut tokens = Vec::with_capacity(asked.tokens.len());
        for t in &asked.tokens {
            if !priced(t) && !grammar.contains(t) {
                tokens.push(t.clone());
            }
        }
        Some(tokens)
    };
    let searched: (&[String], &[String]) = match &neutral {
        Some(tokens) => (tokens, &[]),
        None => (&asked.tokens, &asked.products),
    };
    let mut found = search::hits_of(cx, searched.0, searched.1);
    if !names_a_part(cx.bundle, &found) && neutral.is_some() {
        // Nothing that names a part without the product: with it, then.
        found = search::hits(cx);
    }
    // One return: each return dropped the neutral question and its reading, inlined, again.
    let start = match found.hits.first() {
        Some(&(top, top_score)) => {
            let (block, score) = best_naming_a_part(cx, searched, top, &found.hits, deeper)
                .unwrap_or((top, top_score));
            Some(Start { top, block, score })
        }
        None => None,
    };
    (found, start)
}

/// "What replaces the T-7's battery?": a relation asked of a product the question names, with no
/// part and no applies word (no recall) named, starts at the product's own block that names a
/// part: the relation is the product's part's, not that of the best block about replacements
/// (which would answer with another product's replacement). So does "what spare does the GR-75
/// use, and is it in stock in Madrid?" (`reading::product_use`): the best block for "stock"
/// is another part's stock row, whose dealer's yes would answer for the wrong part.
fn product_block(cx: &Reading, deeper: usize) -> Option<(Hits, Option<Start>)> {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let config = &bundle.config;
    let n = &config.normalizer;
    let relation = relation_asked(cx);
    let applies = asked
        .first_used(n, &config.questions.applies_words)
        .is_some();
    let of_product = !asked.products.is_empty() && asked.opens_asking(config);
    let asked_of_product =
        (relation && !applies) || product_use::asked(cx, &product_use::classes(bundle)).is_some();
    if !asked_of_product || !of_product || !asked.parts.is_empty() {
        return None;
    }
    let found = search::hits(cx);
    let &(top, _) = found.hits.first()?;
    // A loop, not adapters: each is code of its own in the page's wasm.
    let own = |hits: &[(usize, f64)]| {
        for &(i, score) in hits {
            let Some(b) = bundle.blocks.get(i) else {
                continue;
            };
            if b.products.iter().any(|p| asked.products.contains(p)) && !n.parts(&b.text).is_empty()
            {
                return Some((i, score));
            }
        }
        None
    };
    // Record rows crowd the top k ("in stock" is every stock row's): look deeper.
    let (block, score) =
        own(&found.hits).or_else(|| own(&search::hits(&cx.deeper(deeper)).hits))?;
    Some((found, Some(Start { top, block, score })))
}

fn names_a_part(bundle: &Bundle, hits: &Hits) -> bool {
    let n = &bundle.config.normalizer;
    hits.hits.iter().any(|(i, _)| {
        bundle
            .blocks
            .get(*i)
            .is_some_and(|b| !n.parts(&b.text).is_empty())
    })
}

// The start is the best evidence that names a part: links run through parts, and a block
// that names none (another recall's "Affected models") would end the chain at once.
// But a question that names the top's document by a word of its title the other lacks
// ("the charger recall") is about that document: it is not left for another that names
// parts.
fn best_naming_a_part(
    cx: &Reading,
    searched: (&[String], &[String]),
    top: usize,
    hits: &[(usize, f64)],
    depth: usize,
) -> Option<(usize, f64)> {
    let bundle = cx.bundle;
    let candidates = Candidates::new(cx, top);
    // A record row starts the chain only for a question that names its table: "which models
    // take the new BP-36-3 pack" starts at the document that names the part, not a stock row.
    // Nor when it asks a relation, which documents state: "what replaces lm2201 and who has
    // it in stock" started at the recalled part's stock row, the first evidence the answer
    // gave; the table named is where the hops end (the replacement's rows).
    let names_a_table = table_named(bundle, cx.asked, &cx.allowed).is_some() && !relation_asked(cx);
    // Loops, not adapters: each is code of its own in the page's wasm.
    let first = candidates.among(hits);
    for &(i, s) in &first {
        if names_a_table || !is_record(bundle, i) {
            return Some((i, s));
        }
    }
    // Record rows crowd the top k ("BP-36-3" is every stock row's): look deeper.
    if first.is_empty() {
        return None;
    }
    let deeper = cx.deeper(depth);
    // By reference: consuming the Vec was an IntoIter's code of its own.
    let hits = search::hits_of(&deeper, searched.0, searched.1).hits;
    for &(i, s) in &candidates.among(&hits) {
        if !is_record(bundle, i) {
            return Some((i, s));
        }
    }
    first.first().copied()
}

/// Whether the question asks for a relation (`[relations] KIND.asked`).
fn relation_asked(cx: &Reading) -> bool {
    let (config, asked) = (&cx.bundle.config, cx.asked);
    // A loop, not `any` closures: each is code of its own in the page's wasm.
    let mut asked_for = false;
    for r in &config.relations {
        asked_for |=
            crate::ask::reading::relations::asked_word(config, asked, &r.asked_by).is_some();
    }
    asked_for
}

fn is_record(bundle: &Bundle, block: usize) -> bool {
    bundle
        .blocks
        .get(block)
        .and_then(|b| bundle.docs.get(b.doc))
        .is_some_and(|d| d.table.is_some())
}

/// The hits that may start the chain, read against the top.
struct Candidates<'a> {
    cx: &'a Reading<'a>,
    top_doc: Option<usize>,
    /// The words of the top's title the question names it by.
    top_words: Vec<String>,
}

impl<'a> Candidates<'a> {
    fn new(cx: &'a Reading<'a>, top: usize) -> Candidates<'a> {
        let bundle = cx.bundle;
        // Only a document about no one product (a bulletin) is asked about this way; words that
        // name products are what it is checked against, not what names it.
        let config = &bundle.config;
        // Plain loops, not chains of adapters: each adapter instance is code of its own in the
        // page's wasm.
        let mut product_names: Vec<String> = Vec::new();
        for p in &config.products {
            product_names.append(&mut config.normalizer.tokens(&p.code));
            for name in &p.aliases {
                product_names.append(&mut config.normalizer.tokens(name));
            }
        }
        for name in &config.questions.product_words {
            product_names.append(&mut config.normalizer.tokens(name));
        }
        let top_doc = bundle.blocks.get(top).map(|b| b.doc);
        let general = top_doc
            .and_then(|d| bundle.docs.get(d))
            .is_some_and(|d| d.products.is_empty() && d.table.is_none());
        let mut top_words: Vec<String> = Vec::new();
        for w in &mut title_words(bundle, top) {
            if general && cx.asked.tokens.contains(w) && !product_names.contains(w) {
                top_words.push(std::mem::take(w));
            }
        }
        Candidates {
            cx,
            top_doc,
            top_words,
        }
    }

    fn among(&self, hits: &[(usize, f64)]) -> Vec<(usize, f64)> {
        let mut out = Vec::new();
        for &(i, score) in hits {
            if self.may_leave_top(i) && self.starts_here(i) {
                out.push((i, score));
            }
        }
        out
    }

    fn may_leave_top(&self, block: usize) -> bool {
        let bundle = self.cx.bundle;
        let other = title_words(bundle, block);
        bundle.blocks.get(block).map(|b| b.doc) == self.top_doc
            || self.top_words.iter().all(|w| other.contains(w))
    }

    fn starts_here(&self, block: usize) -> bool {
        let (bundle, asked) = (self.cx.bundle, self.cx.asked);
        bundle.blocks.get(block).is_some_and(|b| {
            let parts = bundle.config.normalizer.parts(&b.text);
            // A question that names a part starts where that part is named.
            match asked.parts.is_empty() {
                true => !parts.is_empty(),
                false => asked.parts.iter().any(|p| parts.contains(p)),
            }
        })
    }
}

fn title_words(bundle: &Bundle, block: usize) -> Vec<String> {
    bundle
        .doc_of_held(block)
        .map_or(Vec::new(), |d| bundle.config.normalizer.tokens(&d.title))
}
