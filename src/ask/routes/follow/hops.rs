//! Follow beyond one hop, each next step chosen from what the last one found: a relation between
//! parts read from the evidence ("BP-36-3, which replaces BP-36-2"), the blocks that mention the
//! part it leads to, and record rows on the path filtered by the question (a dealer by code,
//! name or city; rows with nothing available left out when the question asks what is there).
//! Serial numbers the question names are checked against the ranges the evidence states.
//! Everything here is in the configuration: `[relations]`, `[serials]`, `[follow]`.

use crate::ask::answer::Link;
use crate::ask::facts::{Fact, RangeSaid};
use crate::ask::prompt::{neutralize, neutralize_all};
use crate::ask::reading::record_query::{query, RecordQuery};
use crate::ask::reading::tables::holds_none;
use crate::ask::reading::Reading;
use crate::ask::routes::found::{Found, Supplied};
use crate::base::config::{Phrase, Relation};
use crate::base::decimal::Whole;
use crate::base::pattern::Pattern;
use crate::base::text::contains_phrase;
use crate::base::text::Joined;

/// How many blocks naming a part a hop looks at, per block it may supply (`[follow]
/// blocks_per_hop`): rows another dealer's or market's are passed over, up to this many.
const EXAMINED: usize = 8;

/// What the question asks follow to do beyond its first hop.
pub(crate) struct Wanted<'a> {
    pub(crate) relations: Vec<&'a Relation>,
    /// Each table's query for this question, made once: a hop may meet many of its rows.
    queries: std::cell::RefCell<Vec<(usize, std::rc::Rc<RecordQuery>)>>,
    /// The question asks what is available ("who has one in stock?"): record rows on the path
    /// are supplied even when the question names no dealer or table.
    pub(crate) available: bool,
}

impl Wanted<'_> {
    pub(crate) fn read<'a>(cx: &Reading<'a>) -> Wanted<'a> {
        let config = &cx.bundle.config;
        // As the router reads them (`Asked::uses`, `relations::asked_word`): "replaces" asks
        // the relation a corpus.conf lists as "replace".
        let uses = |w: &String| cx.asked.uses(&config.normalizer.words(w));
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut relations = Vec::new();
        for r in &config.relations {
            if crate::ask::reading::relations::asked_word(config, cx.asked, &r.asked_by).is_some() {
                relations.push(r);
            }
        }
        Wanted {
            relations,
            available: config.follow.available.iter().any(uses),
            queries: Default::default(),
        }
    }
}

/// Whether a record block may be supplied on the path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OnPath {
    /// A document block, or a row the question's filters keep.
    Yes,
    /// A row of another dealer, market or year than the question's.
    Filtered,
    /// A row the filters keep with nothing available (its first measure is zero): said in the
    /// known facts, never offered.
    Empty,
}

pub(crate) fn on_path(cx: &Reading, block: usize, wanted: &Wanted) -> OnPath {
    let bundle = cx.bundle;
    let Some(b) = bundle.blocks.get(block) else {
        return OnPath::Filtered;
    };
    let Some(table) = bundle.docs.get(b.doc).and_then(|d| d.table.as_ref()) else {
        return OnPath::Yes;
    };
    // Rows are supplied only to a question about them: one that names the table, filters it
    // (a dealer, a market) or asks what is available. "What replaces BP-36-2?" gets no stock.
    // `try_borrow` and `try_borrow_mut`, which one hop at a time always gets: the panics of
    // `borrow` and `borrow_mut` were code of their own in the page's wasm.
    let cached = match wanted.queries.try_borrow() {
        Ok(queries) => queries
            .iter()
            .find(|(d, _)| *d == b.doc)
            .map(|(_, q)| q.clone()),
        Err(_) => None,
    };
    let q = match cached {
        Some(q) => q,
        None => {
            let q = std::rc::Rc::new(query(cx, b.doc, table));
            if let Ok(mut queries) = wanted.queries.try_borrow_mut() {
                queries.push((b.doc, q.clone()));
            }
            q
        }
    };
    let n = &bundle.config.normalizer;
    let named = table
        .about
        .iter()
        .any(|w| contains_phrase(&cx.asked.words, &n.words(w)));
    let values = cx.values();
    let filtered = q.picked_beyond_parts(&cx.asked.parts, values);
    // A row of another part than the question's, reached by a hop (the replacement of the
    // part asked): the question's filters pick it, but not its part's ("what replaces BT-40-1,
    // and which dealers have it in stock" where BT-40-1 has stock rows too).
    let parts = &cx.asked.parts;
    let holds_asked = b.fields.iter().any(|v| values.is_part(v, parts));
    // "what replaces lm2201 and who has it in stock": with a relation asked, who has "it" is
    // asked of the part the relation leads to, in a market or at a dealer named alike ("qui a
    // du stock a liege": Liège's row of the recalled pack read as a yes).
    if !wanted.relations.is_empty() && holds_asked {
        return OnPath::Filtered;
    }
    let reached = || {
        cx.allows(b.doc)
            && !holds_asked
            && q.filters.iter().all(|(c, accepted)| {
                let v = crate::base::model::field(b, *c);
                accepted.iter().all(|a| values.is_part(a, parts))
                    || accepted.iter().any(|a| a == v || v.starts_with(a.as_str()))
            })
    };
    if !(named || wanted.available || filtered) || !(q.rows.contains(&block) || reached()) {
        return OnPath::Filtered;
    }
    // A row on the path offers the part: one with none of it is said, never offered.
    if holds_none(table, b) {
        return OnPath::Empty;
    }
    OnPath::Yes
}

/// `STOCK#RBT-BP-36-3 (BP-36-3): quantity 0, so it is not offered as available.`
///
/// Pushed to `out` here, as `record_fact`'s: returned, each caller's push copied it field by
/// field in the page's wasm.
pub(crate) fn empty_fact(cx: &Reading, block: usize, part: &str, out: &mut Vec<Fact>) {
    let bundle = cx.bundle;
    let Some(b) = bundle.blocks.get(block) else {
        return;
    };
    let measure = bundle
        .docs
        .get(b.doc)
        .and_then(|d| d.table.as_ref())
        .and_then(|t| t.measures.first())
        .map(|m| neutralize(&m.field));
    out.push(Fact::NoneHeld {
        block: neutralize(&b.id),
        part: neutralize(part),
        measure,
    });
}

/// The hops after the first, from the parts the first hop followed.
pub(crate) fn beyond(
    cx: &Reading,
    wanted: &Wanted,
    out: &mut Found,
    seen: &mut Vec<usize>,
    first_parts: &[String],
) {
    let bundle = cx.bundle;
    let settings = &bundle.config.follow;
    let mut frontier: Vec<String> = first_parts.to_vec();
    let mut known: Vec<String> = first_parts.to_vec();
    let mut told: Vec<(String, String)> = Vec::new();
    // Parts a statement of a relation asked names, either side ("BP-36-3 replaces BP-36-2"
    // names BP-36-3 too): of these, no relation is said to be missing.
    let mut stated_of: Vec<String> = Vec::new();
    let mut hop = 2;
    while hop <= settings.max_hops && !wanted.relations.is_empty() && !frontier.is_empty() {
        let mut next: Vec<String> = Vec::new();
        // The texts read for statements of a relation, per part: at most the hop's block limit
        // (`[follow] blocks_per_hop`), so a part a library names in thousands of blocks costs
        // what a part named in a few does (842 chunks at the demo corpus x1,000 before).
        let mut capped: Vec<String> = Vec::new();
        for relation in &wanted.relations {
            for part in &frontier {
                // Record rows state no relation (documents do), and are passed over: thirty
                // claim and stock rows naming a recalled pack spent the limit before the
                // bulletin stating its replacement was read, and the answer said no block
                // stated one.
                let (mut read, mut passed) = (0, 0);
                for &b in bundle.links.mentions(part) {
                    let b = b as usize;
                    let Some(block) = bundle.blocks.get(b) else {
                        continue;
                    };
                    if !cx.allows(block.doc) {
                        continue;
                    }
                    let row = block.is_record();
                    if read >= settings.blocks_per_hop
                        || row && passed >= EXAMINED * settings.blocks_per_hop
                    {
                        crate::base::text::push_once(&mut capped, part.clone());
                        break;
                    }
                    if row {
                        passed += 1;
                        continue;
                    }
                    read += 1;
                    // By reference, `new` taken out: consuming the Vec was an IntoIter's code
                    // of its own in the page's wasm.
                    for (old, new) in &mut stated(cx, &block.text, relation) {
                        if (old == part || new == part) && !stated_of.contains(part) {
                            stated_of.push(part.clone());
                        }
                        if old != part || told.contains(&(old.clone(), new.clone())) {
                            continue;
                        }
                        told.push((old.clone(), new.clone()));
                        out.trace.push(format!(
                            "hop {}  {} -[{}]-> {} via {}",
                            Whole(hop),
                            neutralize(part),
                            neutralize(&relation.kind),
                            neutralize(new),
                            neutralize(&block.id)
                        ));
                        out.known_facts.push(Fact::Relation {
                            part: neutralize(part),
                            relation: neutralize(&relation.kind),
                            to: neutralize(new),
                            block: neutralize(&block.id),
                        });
                        if !seen.contains(&b) {
                            seen.push(b);
                            out.evidence.push(Supplied {
                                block: b,
                                score: None,
                                via: Some(part.clone()),
                            });
                        }
                        // A part the first hop reached already is not followed twice.
                        if !known.contains(new) {
                            known.push(new.clone());
                            next.push(std::mem::take(new));
                        }
                    }
                }
            }
        }
        if !capped.is_empty() {
            out.trace.push(format!(
                "hop {}  limit: the first {} readable blocks naming {} were read for what they state",
                Whole(hop),
                Whole(settings.blocks_per_hop),
                neutralize_all(&capped).joined(", ")
            ));
        }
        // "What replaces the T-7's battery?": nothing states a replacement of its pack, and the
        // answer says so rather than leaving the links to suggest one.
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut unstated: Vec<String> = Vec::new();
        for p in &frontier {
            if !stated_of.contains(p) {
                unstated.push(p.clone());
            }
        }
        if hop == 2 && told.is_empty() && !unstated.is_empty() {
            for relation in &wanted.relations {
                out.known_facts.push(Fact::NoRelation {
                    parts: neutralize_all(&unstated),
                    relation: neutralize(&relation.kind),
                });
            }
        }
        if next.is_empty() {
            break;
        }
        hop += 1;
        if hop > settings.max_hops {
            break;
        }
        // The blocks that mention where the relation led: another document, or record rows
        // on the path filtered by the question.
        for part in &next {
            let mut supplied = 0;
            let mut listed = Vec::new();
            // Rows filtered out are looked at too (their fields are in the head): at most
            // EXAMINED times the hop's limit of them, so the hop's work is bounded by its limit
            // whatever the library holds, and the trace says when it stopped there.
            let (mut examined, mut empty) = (0, 0);
            let limit = settings.blocks_per_hop;
            for &b in bundle.links.mentions(part) {
                if supplied >= limit {
                    break;
                }
                if examined >= EXAMINED * limit {
                    out.trace.push(format!(
                        "hop {}  limit: the first {} blocks naming {} were looked at",
                        Whole(hop),
                        Whole(examined),
                        neutralize(part)
                    ));
                    break;
                }
                let b = b as usize;
                let Some(block) = bundle.blocks.get(b) else {
                    continue;
                };
                if seen.contains(&b) || !cx.allows(block.doc) {
                    continue;
                }
                examined += 1;
                match on_path(cx, b, wanted) {
                    OnPath::Yes => {}
                    OnPath::Filtered => continue,
                    OnPath::Empty => {
                        seen.push(b);
                        if empty < limit {
                            empty += 1;
                            out.said.push(b);
                            empty_fact(cx, b, part, &mut out.known_facts);
                        }
                        continue;
                    }
                }
                supplied += 1;
                seen.push(b);
                listed.push(format!(
                    "'{} -> {}'",
                    neutralize(part),
                    neutralize(&block.id)
                ));
                out.links.push(Link {
                    part: part.clone(),
                    from: part.clone(),
                    to: block.id.to_owned_string(),
                    products: block.products.clone(),
                });
                out.evidence.push(Supplied {
                    block: b,
                    score: None,
                    via: Some(part.clone()),
                });
                if block.is_record() {
                    record_fact(cx, b, part, &mut out.known_facts);
                }
            }
            out.trace.push(format!(
                "hop {}  linked=[{}]",
                Whole(hop),
                listed.joined(", ")
            ));
        }
        frontier = next;
        hop += 1;
    }
}

/// `STOCK#CAS-BP-36-3 (BP-36-3): dealer CAS, quantity 6.`: a record on the path, its fields.
///
/// Pushed to `out` here (see `empty_fact`).
pub(crate) fn record_fact(cx: &Reading, block: usize, part: &str, out: &mut Vec<Fact>) {
    let bundle = cx.bundle;
    let Some(b) = bundle.blocks.get(block) else {
        return;
    };
    // Its fields after the key; a loop, not adapters: each is code of its own in the page's wasm.
    let mut fields: Vec<(String, String)> = Vec::new();
    if let Some(t) = bundle.docs.get(b.doc).and_then(|d| d.table.as_ref()) {
        for (c, v) in t.past_key(&b.fields) {
            fields.push((neutralize(&c.name), neutralize(v)));
        }
    }
    out.push(Fact::Row {
        block: neutralize(&b.id),
        part: neutralize(part),
        fields,
    });
}

/// The (old, new) part pairs `text` states with one of the relation's phrases.
fn stated(cx: &Reading, text: &str, relation: &Relation) -> Vec<(String, String)> {
    let n = &cx.bundle.config.normalizer;
    // By position; at one position, in pattern order.
    let mut found: Vec<(usize, crate::base::pattern::Found)> = Vec::new();
    // Matches by reference (see `base::text::in_order`).
    for f in &mut crate::base::pattern::Pattern::find_all_of(&[&n.links], text) {
        found.push((found.len(), std::mem::take(f)));
    }
    crate::base::sort::sort_by(&mut found, |a, b| (a.1.start, a.0) < (b.1.start, b.0));
    let mut by_position: Vec<crate::base::pattern::Found> = Vec::with_capacity(found.len());
    for (_, f) in &mut found {
        by_position.push(std::mem::take(f));
    }
    let found = by_position;
    let mut out = Vec::new();
    for pair in found.windows(2) {
        let [a, b] = pair else { continue };
        if let Some(phrase) = relation
            .phrases
            .iter()
            .find(|p| phrase_between(cx, text, a.start, a.end, b.start, p))
        {
            let (new, old) = if phrase.new_first {
                (a.canonical.clone(), b.canonical.clone())
            } else {
                (b.canonical.clone(), a.canonical.clone())
            };
            out.push((old, new));
        }
    }
    out
}

/// Whether the text around two slots (`[a_start, a_end)` then `b_start`) reads as `phrase`.
fn phrase_between(
    cx: &Reading,
    text: &str,
    a_start: usize,
    a_end: usize,
    b_start: usize,
    phrase: &Phrase,
) -> bool {
    let n = &cx.bundle.config.normalizer;
    let (Some(between), Some(before)) = (text.get(a_end..b_start), text.get(..a_start)) else {
        return false;
    };
    // Folded, as the phrase's words are (`config::parse::phrases`): "înlocuieşte" with the old
    // cedilla, as many Romanian documents write it, is the configured "înlocuiește".
    let fold = |t: &str| n.words(&crate::base::stem::fold_word(t, false));
    if fold(between) != phrase.between {
        return false;
    }
    fold(before).ends_with(&phrase.before)
}

/// The first k readable blocks holding a serial's batch ("m25b" of M25B-00420, see
/// `question::batches`) as a word: one term's postings each, however large the corpus.
fn batch_blocks(cx: &Reading, serials: &[String]) -> Vec<usize> {
    let bundle = cx.bundle;
    let scorer = crate::index::Scorer::new(&bundle.index, &bundle.config.search);
    let mut terms: Vec<crate::index::Term> = Vec::new();
    let index = &bundle.index;
    for s in serials {
        // Lists here walked by reference, their strings taken out: consuming a Vec was an
        // IntoIter's code of its own in the page's wasm.
        for text in &mut crate::ask::question::batches(s) {
            let text = std::mem::take(text);
            // A batch no block names ("k24b", or a serial written without separators,
            // "25k02000"): the nearest terms of its shape, the batches and range ends that
            // notices do state, decide whether it is inside one.
            // Not a batch of four digits ("2401"): numbers of its shape are years and figures
            // the notices do not state as batches, and reading them fetches chunks the
            // question has no use for (a page offline after its first question lacks them).
            let mut texts = Vec::new();
            let shaped = text.len() >= 6 || text.bytes().any(|b| b.is_ascii_alphabetic());
            if shaped && index.term(&text).is_none() {
                let mut shape = |b: &[u8]| {
                    b.len() == text.len()
                        && b.iter().zip(text.as_bytes()).all(|(x, y)| {
                            x.is_ascii_digit() == y.is_ascii_digit()
                                && x.is_ascii_alphabetic() == y.is_ascii_alphabetic()
                        })
                };
                for &i in &index.neighbours(&text, &mut shape, 2, 64) {
                    texts.push(index.term_str(i).to_string());
                }
            }
            texts.push(text);
            for text in &mut texts {
                if !terms.iter().any(|t| t.text == *text) {
                    terms.push(crate::index::Term {
                        text: std::mem::take(text),
                        stems: Vec::new(),
                    });
                }
            }
        }
    }
    let mut out = Vec::new();
    // By reference: consuming `terms` was an IntoIter's code of its own in the page's wasm.
    for t in &terms {
        let best = scorer.top(std::slice::from_ref(t), cx.k, &mut |&i: &usize| {
            let doc = *bundle.block_docs.get(i)? as usize;
            cx.allowed.get(doc)?.then_some(1.0)
        });
        for &(b, _) in &best {
            if !out.contains(&b) {
                out.push(b);
            }
        }
    }
    out
}

/// For each serial the question names: inside or outside a range the evidence states, or named
/// by no range at all (then never assumed affected).
///
/// The ranges read are those the supplied evidence and its documents state, and those of the
/// first k blocks search found and of the first k holding the serial's batch: a notice for
/// another batch ("M25B" when the start is the "K24A" recall) states the range that decides.
pub(crate) fn check_serials(cx: &Reading, out: &mut Found, found: &super::Hits) {
    let bundle = cx.bundle;
    let serials = &bundle.config.serials;
    let Some(pattern) = &serials.pattern else {
        return;
    };
    let asked = &cx.asked.serials;
    if asked.is_empty() {
        return;
    }
    // Ranges stated by the evidence supplied, and by the other blocks of its documents (a
    // notice may state its range in its second section): from, to, and the block stating it.
    // One list of the three, not three indexed in step: each index's panic was code of its own
    // in the page's wasm.
    let mut stated: Vec<(String, String, usize)> = Vec::new();
    let mut read = blocks_and_siblings(cx, &out.evidence);
    for &(b, _) in found.hits.iter().take(cx.k) {
        if !read.contains(&b) {
            read.push(b);
        }
    }
    // The notice of a serial's batch, found by the batch alone: a question in another language
    // than the notice's ("does M25B00420 need a new valve") shares no other word with it.
    for &b in &batch_blocks(cx, asked) {
        if !read.contains(&b) {
            read.push(b);
        }
    }
    // By reference, the strings taken out (see `batch_blocks`).
    for &b in &read {
        for (from, to) in &mut ranges_in(cx, pattern, b) {
            stated.push((std::mem::take(from), std::mem::take(to), b));
        }
    }
    let id = |b: usize| {
        bundle
            .blocks
            .get(b)
            .map_or(String::new(), |x| neutralize(&x.id))
    };
    let said = |(from, to, b): &(String, String, usize)| RangeSaid {
        from: neutralize(from),
        to: neutralize(to),
        block: id(*b),
    };
    for serial in asked {
        let shown = neutralize(serial);
        let inside = stated
            .iter()
            .position(|(from, to, _)| within(serial, from, to));
        // The block stating the range the verdict rests on is evidence, so the verdict cites it.
        for (r, &(_, _, b)) in stated.iter().enumerate() {
            if (inside.is_none() || inside == Some(r)) && !out.evidence.iter().any(|s| s.block == b)
            {
                out.evidence.push(Supplied::plain(b));
            }
        }
        // A notice of another market stating a range that holds the serial says more than
        // the ranges of the evidence it is outside of ("M25B" beside the "K24A" recall).
        let batch = crate::ask::question::batches(serial);
        let series_here = stated.iter().any(|(from, to, _)| {
            crate::ask::question::batches(from) == batch
                && crate::ask::question::batches(to) == batch
        });
        let there = inside.is_none() && elsewhere(cx, pattern, serial, series_here);
        let held = inside.and_then(|r| stated.get(r));
        out.known_facts.push(match (held, there) {
            (Some(range), _) => Fact::SerialInside {
                serial: shown.clone(),
                range: said(range),
            },
            (None, true) => Fact::SerialElsewhere {
                serial: shown.clone(),
                market: neutralize(&cx.asked.filters.situation.market),
            },
            // Every range the evidence states is named: outside the first is not outside all.
            (None, false) if !stated.is_empty() => {
                // A loop, not adapters: each is code of its own in the page's wasm.
                let mut ranges = Vec::with_capacity(stated.len());
                for range in &stated {
                    ranges.push(said(range));
                }
                Fact::SerialOutside {
                    serial: shown.clone(),
                    ranges,
                }
            }
            (None, false) => Fact::SerialUnknown {
                serial: shown.clone(),
            },
        });
        out.trace.push(match held {
            Some((from, to, _)) => format!(
                "serials {shown}: inside {} to {}",
                neutralize(from),
                neutralize(to)
            ),
            None => format!(
                "serials {shown}: inside none of {} ranges",
                Whole(stated.len())
            ),
        });
    }
}

/// The serial ranges block `b` states (`[serials] ranges`), from and to, canonical.
fn ranges_in(cx: &Reading, pattern: &Pattern, b: usize) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let Some(block) = cx.bundle.blocks.get(b) else {
        return out;
    };
    let found = pattern.find_all(&block.text);
    for pair in found.windows(2) {
        let [a, z] = pair else { continue };
        if cx
            .bundle
            .config
            .serials
            .ranges
            .iter()
            .any(|p| phrase_between(cx, &block.text, a.start, a.end, z.start, p))
        {
            out.push((a.canonical.clone(), z.canonical.clone()));
        }
    }
    out
}

/// "atomizador AT25-00512 afectado por el boletín?" asked in Mexico of a bulletin for Spain:
/// whether only notices left out of the evidence by their markets alone (readable, in force on
/// the asker's day, in another market) state ranges of the serial's series, inside them or not
/// (a serial of a series no range of the asker's market names, `series_here` false, is not
/// affected there; when one does, only a range holding it counts). Markets
/// do not protect text (groups do), but a notice that does not apply stays out of the answer:
/// nothing of it is said. The blocks read hold a piece of the serial (its batch, "AT25"), which
/// a range of its serials is written with: the first `ELSEWHERE_READ` of them at most, so the
/// cost does not grow with the library.
fn elsewhere(cx: &Reading, pattern: &Pattern, serial: &str, series_here: bool) -> bool {
    let bundle = cx.bundle;
    let n = &bundle.config.normalizer;
    let filters = &cx.asked.filters;
    let batch = crate::ask::question::batches(serial);
    let mut read = 0;
    for piece in serial.split(|c: char| !c.is_ascii_alphanumeric()) {
        if piece.len() < 2 {
            continue;
        }
        let token = crate::base::case::lowercase(piece);
        let Some(term) = bundle.index.term(&n.fold(&token)) else {
            continue;
        };
        // What the walk found: no more blocks to read (false) or a range holding the serial.
        let mut said = None;
        bundle.index.any_block(term, &mut |&b: &usize| {
            let Some(d) = bundle
                .block_docs
                .get(b)
                .and_then(|&d| bundle.docs.get(d as usize))
            else {
                return false;
            };
            let first = d.markets.first();
            let other_market = first.is_some_and(|m| {
                // Only its situation is read (`applicable`): a clone of the filters cloned the
                // groups and the market too.
                let there = crate::ask::filters::Filters {
                    groups: Vec::new(),
                    situation: crate::ask::filters::Situation {
                        market: m.clone(),
                        date: filters.situation.date,
                    },
                };
                filters.readable(d) && !filters.applicable(d) && there.applicable(d)
            });
            if !other_market || d.table.is_some() {
                return false;
            }
            read += 1;
            if read > ELSEWHERE_READ {
                said = Some(false);
                return true;
            }
            let series = |s: &str| crate::ask::question::batches(s) == batch;
            if ranges_in(cx, pattern, b).iter().any(|(from, to)| {
                within(serial, from, to) || (!series_here && series(from) && series(to))
            }) {
                said = Some(true);
            }
            said.is_some()
        });
        if let Some(said) = said {
            return said;
        }
    }
    false
}

/// How many blocks of notices for other markets `elsewhere` reads at most.
const ELSEWHERE_READ: usize = 16;

/// The supplied document blocks and the other blocks of their documents, each once: at most
/// `[follow] blocks_per_hop` more, the nearest to each supplied one first (`Bundle::siblings`).
fn blocks_and_siblings(cx: &Reading, supplied: &[Supplied]) -> Vec<usize> {
    let bundle = cx.bundle;
    let mut out: Vec<usize> = Vec::with_capacity(supplied.len());
    for s in supplied {
        out.push(s.block);
    }
    let mut budget = bundle.config.follow.blocks_per_hop;
    for s in supplied {
        if bundle.blocks.get(s.block).is_none_or(|b| b.is_record()) {
            continue;
        }
        for &i in &bundle.siblings(s.block) {
            if budget == 0 {
                return out;
            }
            if !out.contains(&i) {
                out.push(i);
                budget -= 1;
            }
        }
    }
    out
}

/// `from <= serial <= to`, for serials of one shape (letters and digits at the same places):
/// compared character by character, so "K24A-0331" is not inside "K24B-0001 to K24B-0500"
/// (digits alone would say it is). Separators do not count.
fn within(serial: &str, from: &str, to: &str) -> bool {
    // Loops, not adapters: each is code of its own in the page's wasm.
    let plain = |s: &str| {
        let mut out = String::new();
        for c in s.chars() {
            if c.is_ascii_alphanumeric() {
                out.push(c.to_ascii_uppercase());
            }
        }
        out
    };
    let (s, f, t) = (plain(serial), plain(from), plain(to));
    // Digits where the other has digits (the plain forms are ASCII: a byte is a character).
    let same_shape = |a: &str, b: &str| {
        if a.len() != b.len() {
            return false;
        }
        for (x, y) in a.bytes().zip(b.bytes()) {
            if x.is_ascii_digit() != y.is_ascii_digit() {
                return false;
            }
        }
        true
    };
    same_shape(&s, &f) && same_shape(&s, &t) && f <= s && s <= t
}
