//! What a route learned, as data: each known fact is a kind with a stable code and its slots (as
//! the router's reasons are, `reason.rs`), and the English sentence the prompt and the answer
//! carry is made from it here, at one place. Routes never write a fact's sentence themselves.
//!
//! Slots hold source strings neutralized (`prompt::neutralize`) when the fact is made, so the
//! sentence and the data cannot disagree.

use crate::base::text::Joined;
use serde::ser::{Serialize, SerializeMap, SerializeStruct, Serializer};
use std::fmt;

/// What a figure is of: an operation (`Op::key`) and the measure it reads, if any ("sum of
/// quantity"), or a count of records.
#[derive(Clone, Debug, PartialEq)]
pub struct What {
    pub op: &'static str,
    pub measure: Option<String>,
    pub of_records: bool,
}

impl fmt::Display for What {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.measure, self.of_records) {
            (Some(m), _) => write!(f, "{} of {m}", self.op),
            (None, true) => write!(f, "{} of records", self.op),
            (None, false) => f.write_str(self.op),
        }
    }
}

/// A part a link was followed through, the block it led to and that block's products.
#[derive(Clone, Debug, PartialEq)]
pub struct LinkSaid {
    pub part: String,
    pub to: String,
    pub products: Vec<String>,
}

/// A serial range a block states: from, to, and the block's id.
#[derive(Clone, Debug, PartialEq)]
pub struct RangeSaid {
    pub from: String,
    pub to: String,
    pub block: String,
}

/// The rows a record fact counts: how many, of which table, under which filters (as
/// `RecordQuery::describe` says them).
#[derive(Clone, Debug, PartialEq)]
pub struct RowsSaid {
    pub count: usize,
    pub table: String,
    pub filters: String,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Fact {
    /// follow: the links followed from a block, each part to the block it also appears in.
    Links { from: String, links: Vec<LinkSaid> },
    /// follow: the parts followed appear in no (other) applicable block.
    NoLink {
        from: String,
        parts: Vec<String>,
        other: bool,
    },
    /// follow: the start block names no part number, so nothing was followed.
    NoPart { start: String },
    /// follow: a product's own block states which part it uses.
    Uses {
        product: String,
        part: String,
        block: String,
    },
    /// follow: a product the question names is among those the links reach.
    Reached { product: String, start: String },
    /// follow: a product the question names is not among those the links reach (`reached`,
    /// sorted, each once).
    NotReached {
        product: String,
        start: String,
        reached: Vec<String>,
    },
    /// follow: a block states a relation of a part (`replaced by` another).
    Relation {
        part: String,
        relation: String,
        to: String,
        block: String,
    },
    /// follow: a relation asked (`replaced by`) that no readable block states of the parts
    /// followed.
    NoRelation {
        parts: Vec<String>,
        relation: String,
    },
    /// A record on follow's path, with its fields after the key as (column, value).
    Row {
        block: String,
        part: String,
        fields: Vec<(String, String)>,
    },
    /// A record on follow's path that holds none of what its table counts (`measure` 0).
    NoneHeld {
        block: String,
        part: String,
        measure: Option<String>,
    },
    /// A serial inside a range a block states.
    SerialInside { serial: String, range: RangeSaid },
    /// A serial outside every range the evidence states.
    SerialOutside {
        serial: String,
        ranges: Vec<RangeSaid>,
    },
    /// A serial no supplied evidence states a range for, inside a range stated by a notice
    /// the asker may read that applies in other markets only: it is not affected where the
    /// question is asked (`market`). Nothing of that notice is said (its id, range or
    /// markets): the situation filters keep a notice that does not apply out of every answer.
    SerialElsewhere { serial: String, market: String },
    /// A serial no supplied evidence states a range for.
    SerialUnknown { serial: String },
    /// search: the best evidence lacks `missing` of the question's `words` words, holding
    /// `percent` % of their weight.
    Weak {
        missing: usize,
        words: usize,
        percent: String,
    },
    /// list: rows left out because they hold the table's measure `field` `holding`.
    LeftOut {
        rows: Vec<String>,
        field: String,
        holding: &'static str,
    },
    /// list: no record matches.
    NoRecord(RowsSaid),
    /// list: every matching record is supplied.
    Listed(RowsSaid),
    /// list: no record matches, and the records the question's other filters pick are
    /// supplied for what their `column` (a flag) says.
    Near { rows: RowsSaid, column: String },
    /// calculate: the figure `what` over the rows, from the records `ids` (`in` them for a
    /// minimum or maximum).
    Figure {
        what: What,
        rows: RowsSaid,
        figure: String,
        in_rows: bool,
        ids: Vec<String>,
    },
    /// calculate: the operation is asked of `word`, none of the table's measures.
    UnnamedMeasure {
        op: &'static str,
        word: String,
        count: usize,
        table: String,
    },
    /// calculate: the operation `op` is asked of no measure the question names, and the table
    /// has several (`measures`): which one is meant is not known.
    WhichMeasure {
        op: &'static str,
        measures: Vec<String>,
        count: usize,
        table: String,
    },
    /// calculate: `count` of the `of` rows a figure was computed over have no value of
    /// `measure` (a blank cell): the figure is of the others, and these are named (`ids`).
    Blanks {
        measure: String,
        count: usize,
        of: usize,
        table: String,
        ids: Vec<String>,
    },
    /// calculate: the question asks which `column` (a group) but no word of the most or the
    /// least was read, so no ranking and no figure.
    WhichGroup {
        column: String,
        count: usize,
        table: String,
    },
    /// calculate: the question names things the table cannot pick (`unpicked`, each said).
    Unpicked {
        what: What,
        unpicked: Vec<String>,
        count: usize,
        table: String,
    },
    /// calculate: comparisons with no measure of the table named.
    UnclearComparison {
        what: What,
        compared: Vec<String>,
        count: usize,
        table: String,
    },
    /// calculate: a time the rows do not honour, and why.
    TimeUnapplied {
        what: What,
        why: String,
        count: usize,
        table: String,
    },
    /// calculate: the table has no numeric field the question names.
    NoField { what: What, table: String },
    /// calculate: no record matches.
    NoMatch { what: What, rows: RowsSaid },
    /// calculate: the asker may read no record table the question names.
    NoneReadable,
    /// calculate: a ranking by a thing the table has no column for.
    Unranked {
        thing: String,
        count: usize,
        table: String,
    },
    /// calculate's ranking: no record matches.
    NothingRanked { column: String, rows: RowsSaid },
    /// calculate's ranking: groups by `column` with their figures (the first ten, and how many
    /// more), the leaders with their figure, and the rows they come from.
    Ranking {
        rows: RowsSaid,
        column: String,
        what: What,
        listed: Vec<(String, String)>,
        more: usize,
        best_first: bool,
        /// "average sales per market": no leader, `top` is the average of the groups' figures.
        average: bool,
        /// "claims per dealer", "cada mercado": each group's figure asked, no leader and no
        /// one figure.
        each: bool,
        leaders: Vec<String>,
        top: String,
        from: Vec<String>,
    },
    /// list and calculate: the rows of `table` come from every market, since the question names
    /// none.
    EveryMarket { table: String },
    /// What a record query says of the question's words it read loosely or could not read.
    RecordNote(String),
    /// calculate's comparison: `what` for each of two things of `column` the question names,
    /// and whether the first has `more` (or less) than the second: the yes or no asked.
    Compared {
        rows: RowsSaid,
        column: String,
        what: What,
        first: (String, String),
        second: (String, String),
        more: bool,
        verdict: &'static str,
    },
    /// The prompt holds `kept` of the `found` evidence blocks (and leaves out `facts` facts):
    /// the rest would pass its budget of `budget` tokens.
    Trimmed {
        kept: usize,
        found: usize,
        facts: usize,
        budget: usize,
    },
}

impl Fact {
    /// Every code `code` gives.
    pub const CODES: [&'static str; 42] = [
        "follow.links",
        "follow.no_link",
        "follow.no_part",
        "follow.uses",
        "follow.reached",
        "follow.not_reached",
        "follow.reached_none",
        "follow.relation",
        "follow.no_relation",
        "record.row",
        "record.none_held",
        "serial.inside",
        "serial.outside",
        "serial.elsewhere",
        "serial.unknown",
        "search.weak",
        "list.left_out_some",
        "list.left_out_none",
        "list.none",
        "list.all",
        "list.near",
        "figure.value",
        "figure.extreme",
        "figure.unnamed_measure",
        "figure.which_measure",
        "figure.which_group",
        "figure.blanks",
        "figure.unpicked",
        "figure.unclear_comparison",
        "figure.time_unapplied",
        "figure.no_field",
        "figure.no_match",
        "figure.none_readable",
        "figure.unranked",
        "rank.none",
        "rank.value",
        "rank.per_group",
        "rank.each",
        "records.note",
        "scope.all_markets",
        "prompt.trimmed",
        "compare.value",
    ];

    /// The kind of fact: the key the page words it by.
    pub fn code(&self) -> &'static str {
        match self {
            Fact::Links { .. } => "follow.links",
            Fact::NoLink { .. } => "follow.no_link",
            Fact::NoPart { .. } => "follow.no_part",
            Fact::Uses { .. } => "follow.uses",
            Fact::Reached { .. } => "follow.reached",
            Fact::NotReached { reached, .. } if reached.is_empty() => "follow.reached_none",
            Fact::NotReached { .. } => "follow.not_reached",
            Fact::Relation { .. } => "follow.relation",
            Fact::NoRelation { .. } => "follow.no_relation",
            Fact::Row { .. } => "record.row",
            Fact::NoneHeld { .. } => "record.none_held",
            Fact::SerialInside { .. } => "serial.inside",
            Fact::SerialOutside { .. } => "serial.outside",
            Fact::SerialElsewhere { .. } => "serial.elsewhere",
            Fact::SerialUnknown { .. } => "serial.unknown",
            Fact::Weak { .. } => "search.weak",
            Fact::LeftOut { holding: "0", .. } => "list.left_out_none",
            Fact::LeftOut { .. } => "list.left_out_some",
            Fact::NoRecord(_) => "list.none",
            Fact::Listed(_) => "list.all",
            Fact::Near { .. } => "list.near",
            Fact::Figure { in_rows: true, .. } => "figure.extreme",
            Fact::Figure { .. } => "figure.value",
            Fact::UnnamedMeasure { .. } => "figure.unnamed_measure",
            Fact::WhichMeasure { .. } => "figure.which_measure",
            Fact::WhichGroup { .. } => "figure.which_group",
            Fact::Blanks { .. } => "figure.blanks",
            Fact::Unpicked { .. } => "figure.unpicked",
            Fact::UnclearComparison { .. } => "figure.unclear_comparison",
            Fact::TimeUnapplied { .. } => "figure.time_unapplied",
            Fact::NoField { .. } => "figure.no_field",
            Fact::NoMatch { .. } => "figure.no_match",
            Fact::NoneReadable => "figure.none_readable",
            Fact::Unranked { .. } => "figure.unranked",
            Fact::NothingRanked { .. } => "rank.none",
            Fact::Ranking { average: true, .. } => "rank.per_group",
            Fact::Ranking { each: true, .. } => "rank.each",
            Fact::Ranking { .. } => "rank.value",
            Fact::RecordNote(_) => "records.note",
            Fact::EveryMarket { .. } => "scope.all_markets",
            Fact::Trimmed { .. } => "prompt.trimmed",
            Fact::Compared { .. } => "compare.value",
        }
    }
}

/// The most items a fact's list names.
const LISTED: usize = 20;

/// A fact's slots as `words` fills them. Every slot goes through these few non-generic calls:
/// a `vec!` per variant, and the `concat`s of shared groups, cost the page's wasm kilobytes.
struct Slots(Vec<(&'static str, String)>);

impl Slots {
    fn put(&mut self, slot: &'static str, word: &str) {
        self.0.push((slot, word.to_owned()));
    }

    fn made(&mut self, slot: &'static str, word: String) {
        self.0.push((slot, word));
    }

    fn number(&mut self, slot: &'static str, n: usize) {
        self.made(slot, crate::base::decimal::whole(n));
    }

    /// At most `LISTED` items, then an ellipsis: a figure over 50,000 records names its first
    /// few (the sentence says how many), so that its fact stays within a prompt's share for
    /// facts. Every id was there once, and a sum over a few hundred rows left the figure out of
    /// the prompt.
    fn list(&mut self, slot: &'static str, items: &[String]) {
        let mut said = items.get(..LISTED).unwrap_or(items).joined(", ");
        if items.len() > LISTED {
            said.push_str(", …");
        }
        self.made(slot, said);
    }

    fn rows(&mut self, r: &RowsSaid) {
        self.number("count", r.count);
        self.put("table", &r.table);
        self.put("filters", &r.filters);
    }

    fn what(&mut self, w: &What) {
        self.put("op", w.op);
        self.put("measure", w.measure.as_deref().unwrap_or_default());
    }

    /// `count` and `table`, the close of several calculate facts.
    fn of(&mut self, count: usize, table: &str) {
        self.number("count", count);
        self.put("table", table);
    }
}

/// Pairs as `first second, first second`: a row's fields, a ranking's groups (slots and
/// sentences alike).
fn pairs(v: &[(String, String)]) -> String {
    let mut out = String::new();
    for (i, (a, b)) in v.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push_str(a);
        out.push(' ');
        out.push_str(b);
    }
    out
}

/// Links as `part{arrow}to (products)`, apart by "; ": the sentence's and the slots' alike, by
/// one loop (adapters and a format at each made two instances of the same code).
fn links_said(links: &[LinkSaid], arrow: &str) -> String {
    let mut out = String::new();
    for (i, l) in links.iter().enumerate() {
        if i > 0 {
            out.push_str("; ");
        }
        out.push_str(&l.part);
        out.push_str(arrow);
        out.push_str(&l.to);
        if !l.products.is_empty() {
            out.push_str(" (");
            out.push_str(&l.products.joined(", "));
            out.push(')');
        }
    }
    out
}

/// Ranges as `from{to}to{by}block{end}`, each apart by `apart`: `[to, by, end, apart]`.
fn ranges_said(ranges: &[RangeSaid], [to, by, end, apart]: [&str; 4]) -> String {
    let mut out = String::new();
    for (i, r) in ranges.iter().enumerate() {
        if i > 0 {
            out.push_str(apart);
        }
        out.push_str(&r.from);
        out.push_str(to);
        out.push_str(&r.to);
        out.push_str(by);
        out.push_str(&r.block);
        out.push_str(end);
    }
    out
}

impl Fact {
    /// The slots of the page's sentence, each a string: lists joined, figures as written, an
    /// operation by its key (`count`, `sum`, ...), a figure's measure empty when it has none.
    pub fn words(&self) -> Vec<(&'static str, String)> {
        let mut s = Slots(Vec::new());
        match self {
            Fact::Links { from, links } => {
                s.put("from", from);
                s.made("links", links_said(links, " → "));
            }
            Fact::NoLink { from, parts, .. } => {
                s.put("from", from);
                s.list("parts", parts);
            }
            Fact::NoPart { start } => s.put("start", start),
            Fact::Uses {
                product,
                part,
                block,
            } => {
                s.put("product", product);
                s.put("part", part);
                s.put("block", block);
            }
            Fact::Relation {
                part,
                relation,
                to,
                block,
            } => {
                s.put("part", part);
                s.put("relation", relation);
                s.put("to", to);
                s.put("block", block);
            }
            Fact::Reached { product, start } => {
                s.put("product", product);
                s.put("start", start);
            }
            Fact::NotReached {
                product,
                start,
                reached,
            } => {
                s.put("product", product);
                s.put("start", start);
                s.list("reached", reached);
            }
            Fact::NoRelation { parts, relation } => {
                s.list("parts", parts);
                s.put("relation", relation);
            }
            Fact::Row {
                block,
                part,
                fields,
            } => {
                s.put("block", block);
                s.put("part", part);
                s.made("fields", pairs(fields));
            }
            Fact::NoneHeld {
                block,
                part,
                measure,
            } => {
                s.put("block", block);
                s.put("part", part);
                s.put("measure", measure.as_deref().unwrap_or_default());
            }
            Fact::SerialInside { serial, range } => {
                s.put("serial", serial);
                s.put("from", &range.from);
                s.put("to", &range.to);
                s.put("block", &range.block);
            }
            Fact::SerialOutside { serial, ranges } => {
                s.put("serial", serial);
                s.made("ranges", ranges_said(ranges, ["–", " (", ")", "; "]));
            }
            Fact::SerialElsewhere { serial, market } => {
                s.put("serial", serial);
                s.put("market", market);
            }
            Fact::SerialUnknown { serial } => s.put("serial", serial),
            Fact::Weak {
                missing,
                words,
                percent,
            } => {
                s.number("missing", *missing);
                s.number("words", *words);
                s.put("percent", percent);
            }
            Fact::LeftOut { rows, field, .. } => {
                s.list("rows", rows);
                s.put("field", field);
            }
            Fact::NoRecord(r) | Fact::Listed(r) => s.rows(r),
            Fact::Near { rows, column } => {
                s.rows(rows);
                s.put("column", column);
            }
            Fact::Figure {
                what,
                rows,
                figure,
                ids,
                ..
            } => {
                s.what(what);
                s.rows(rows);
                s.put("figure", figure);
                s.list("ids", ids);
            }
            Fact::UnnamedMeasure {
                op,
                word,
                count,
                table,
            } => {
                s.put("op", op);
                s.put("word", word);
                s.of(*count, table);
            }
            Fact::WhichMeasure {
                op,
                measures,
                count,
                table,
            } => {
                s.put("op", op);
                s.list("measures", measures);
                s.of(*count, table);
            }
            Fact::WhichGroup {
                column,
                count,
                table,
            } => {
                s.put("column", column);
                s.of(*count, table);
            }
            Fact::Blanks {
                measure,
                count,
                of,
                table,
                ids,
            } => {
                s.put("measure", measure);
                s.number("of", *of);
                s.list("ids", ids);
                s.of(*count, table);
            }
            Fact::Unpicked {
                what,
                unpicked,
                count,
                table,
            } => {
                s.what(what);
                s.made("unpicked", unpicked.joined("; "));
                s.of(*count, table);
            }
            Fact::UnclearComparison {
                what,
                compared,
                count,
                table,
            } => {
                s.what(what);
                s.list("compared", compared);
                s.of(*count, table);
            }
            Fact::TimeUnapplied {
                what,
                why,
                count,
                table,
            } => {
                s.what(what);
                s.put("why", why);
                s.of(*count, table);
            }
            Fact::NoField { what, table } => {
                s.what(what);
                s.put("table", table);
            }
            Fact::NoMatch { what, rows } => {
                s.what(what);
                s.rows(rows);
            }
            Fact::NoneReadable => {}
            Fact::Unranked {
                thing,
                count,
                table,
            } => {
                s.put("thing", thing);
                s.of(*count, table);
            }
            Fact::NothingRanked { column, rows } => {
                s.put("column", column);
                s.rows(rows);
            }
            Fact::Ranking {
                rows,
                column,
                what,
                listed,
                more,
                leaders,
                top,
                from,
                ..
            } => {
                s.rows(rows);
                s.what(what);
                s.put("column", column);
                s.made("listed", pairs(listed));
                s.number("more", *more);
                s.list("leaders", leaders);
                s.put("top", top);
                s.list("from", from);
            }
            Fact::RecordNote(note) => s.put("note", note),
            Fact::EveryMarket { table } => s.put("table", table),
            Fact::Compared {
                rows,
                column,
                what,
                first,
                second,
                more,
                verdict,
            } => {
                s.rows(rows);
                s.what(what);
                s.put("column", column);
                s.put("first", &first.0);
                s.put("first_figure", &first.1);
                s.put("second", &second.0);
                s.put("second_figure", &second.1);
                s.put("asked", if *more { "more" } else { "less" });
                s.put("verdict", verdict);
            }
            Fact::Trimmed {
                kept,
                found,
                facts,
                budget,
            } => {
                s.number("kept", *kept);
                s.number("found", *found);
                s.number("facts", *facts);
                s.number("budget", *budget);
            }
        }
        s.0
    }
}

/// A fact as the page gets it: `{"code": ..., "words": {slot: string}}`, as a reason is.
impl Serialize for Fact {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Words<'a>(&'a Fact);
        impl Serialize for Words<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let words = self.0.words();
                let mut m = s.serialize_map(Some(words.len()))?;
                for (slot, word) in &words {
                    m.serialize_entry(slot, word)?;
                }
                m.end()
            }
        }
        let mut o = s.serialize_struct("Fact", 2)?;
        o.serialize_field("code", self.code())?;
        o.serialize_field("words", &Words(self))?;
        o.end()
    }
}

/// The close of the calculate facts that leave the records as they are.
macro_rules! shown {
    ($start:literal) => {
        concat!(
            $start,
            "; the {count} {table} records are shown as they are."
        )
    };
}

/// The engine's English sentence of a fact: what the prompt's known facts and the answer carry.
/// Its slots are the page's (`words`), and the few words only the sentence says are added to
/// them.
impl fmt::Display for Fact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut w = self.words();
        let mut put = |slot: &'static str, word: String| w.push((slot, word));
        // The operation's words in the sentences of the eight facts that hold them: one call,
        // not one per fact (each was code of its own in the page's wasm).
        if let Fact::Figure { what, .. }
        | Fact::Unpicked { what, .. }
        | Fact::UnclearComparison { what, .. }
        | Fact::TimeUnapplied { what, .. }
        | Fact::NoField { what, .. }
        | Fact::NoMatch { what, .. }
        | Fact::Ranking { what, .. }
        | Fact::Compared { what, .. } = self
        {
            put("what", crate::base::text::said(what));
        }
        let template = match self {
            Fact::Links { links, .. } => {
                put("items", links_said(links, " also appears in "));
                "links followed from {from}: {items}."
            }
            Fact::NoLink { other, .. } => {
                put("other", if *other { "other " } else { "" }.to_string());
                "links followed from {from}: {parts} appears in no {other}block that applies here."
            }
            Fact::NoPart { .. } => {
                "{start} names no part number, so no links were followed from it."
            }
            Fact::Uses { .. } => "the {product} uses {part}, as {block} states.",
            Fact::Reached { .. } => {
                "the {product} is among the products the links from {start} reach."
            }
            Fact::NotReached { reached, .. } if reached.is_empty() => {
                "the {product} is not among the products the links from {start} reach (they reach no product)."
            }
            Fact::NotReached { .. } => {
                "the {product} is not among the products the links from {start} reach (they reach {reached})."
            }
            Fact::Relation { .. } => "{part} is {relation} {to}, as {block} states.",
            Fact::NoRelation { .. } => "no readable block states what {parts} is {relation}.",
            Fact::Row { .. } => "{block} ({part}): {fields}.",
            Fact::NoneHeld { measure: Some(_), .. } => {
                "{block} ({part}): {measure} 0, so it is not offered as available."
            }
            Fact::NoneHeld { .. } => "{block} ({part}): nothing, so it is not offered as available.",
            Fact::SerialInside { .. } => "serial {serial} lies inside {from} to {to} named by {block}.",
            Fact::SerialOutside { ranges, .. } => {
                put(
                    "each",
                    ranges_said(ranges, [" to ", " named by ", "", ", and outside "]),
                );
                match ranges.len() {
                    1 => "serial {serial} lies outside {each}: it is not in the range.",
                    _ => "serial {serial} lies outside {each}: it is in none of the ranges.",
                }
            }
            Fact::SerialElsewhere { .. } => {
                "serial {serial} lies inside no range of a notice that applies in {market}; only notices for other markets state ranges of its series: it is not affected in {market}."
            }
            Fact::SerialUnknown { .. } => {
                "serial {serial}: no evidence supplied names a serial range, so it is not known to be affected."
            }
            Fact::Weak { .. } => {
                "no good match: no document this persona may read answers the question well; the best evidence lacks {missing} of the question's {words} words (it holds {percent}% of their weight). The blocks supplied are weak candidates."
            }
            Fact::LeftOut { holding, .. } => {
                put("holding", holding.to_string());
                "{rows} has {field} {holding}, so it is not listed."
            }
            Fact::NoRecord(_) => "no {table} record matches ({filters}).",
            Fact::Near { .. } => {
                "{count} {table} records match ({filters}); they are supplied with their {column}."
            }
            Fact::Listed(_) => "{count} {table} records match ({filters}); all of them are supplied.",
            Fact::Figure {
                in_rows,
                ids,
                ..
            } => {
                put("in", if *in_rows { "in" } else { "computed from" }.to_string());
                match ids.is_empty() {
                    true => "{what} over {count} {table} records ({filters}) = {figure}, {in} no records.",
                    false => "{what} over {count} {table} records ({filters}) = {figure}, {in} {ids}.",
                }
            }
            Fact::UnnamedMeasure { .. } => shown!(
                "not understood: the question asks for the {op} of \"{word}\", which is none of {table}'s measures, so no figure was computed"
            ),
            Fact::WhichMeasure { .. } => shown!(
                "not understood: the question asks for the {op} without naming which of {table}'s measures ({measures}), so no figure was computed"
            ),
            Fact::Blanks { .. } => {
                "{count} of the {of} {table} records have no {measure} (a blank cell) and are not in the figure: {ids}."
            }
            Fact::WhichGroup { .. } => shown!(
                "not understood: the question asks which {column}, but no word asking for the most or the least was understood, so nothing was ranked and no figure was computed"
            ),
            Fact::Unpicked { .. } => {
                shown!("not understood: the question names {unpicked}, so no {what} was computed")
            }
            Fact::UnclearComparison { compared, .. } => {
                // Quoted by a loop, not a format per item: each is code of its own in the page's
                // wasm.
                let mut quoted = String::new();
                for (i, c) in compared.iter().enumerate() {
                    if i > 0 {
                        quoted.push_str(", ");
                    }
                    quoted.push('"');
                    quoted.push_str(c);
                    quoted.push('"');
                }
                put("quoted", quoted);
                shown!(
                    "{what}: no figure was computed, because the question compares {quoted} with no measure of {table} named"
                )
            }
            Fact::TimeUnapplied { .. } => {
                shown!("{what}: no figure was computed, because {why}")
            }
            Fact::NoField { .. } => {
                "{what}: {table} has no numeric field the question names, so no figure was computed."
            }
            Fact::NoMatch { .. } => {
                "{what}: no {table} record matches ({filters}), so no figure was computed."
            }
            Fact::NoneReadable => {
                "no record table matches: no table this persona may read is named by the question's words, so no figure was computed."
            }
            Fact::Unranked { .. } => {
                "not understood: the question asks which \"{thing}\" comes first, but {table} has no column for it, so no figure was computed; the {count} records are shown as they are."
            }
            Fact::NothingRanked { .. } => {
                "ranking by {column}: no {table} record matches ({filters}), so nothing was ranked."
            }
            Fact::Ranking {
                listed,
                more,
                best_first,
                average,
                each,
                leaders,
                ..
            } => {
                let mut list = pairs(listed);
                if *more > 0 {
                    list.push_str(" and ");
                    list.push_str(&crate::base::decimal::whole(*more));
                    list.push_str(" more");
                }
                put("list", list);
                put("most", if *best_first { "most" } else { "least" }.to_string());
                put("leading", leaders.joined(" and "));
                match (*average, *each) {
                    (true, _) => {
                        "average per {column} of {what} over {count} {table} records ({filters}): {top}, of the totals {list}."
                    }
                    (_, true) => "{what} per {column} over {count} {table} records ({filters}): {list}.",
                    _ => {
                        "ranking of {count} {table} records ({filters}) by {column}, {what}: {list}; the {most}: {leading} ({top}), from {from}."
                    }
                }
            }
            Fact::RecordNote(note) => return f.write_str(note),
            Fact::EveryMarket { .. } => {
                "{table} records of every market are included: the question names no market."
            }
            Fact::Compared { verdict, .. } => {
                put("has", if *verdict == "yes" { "has" } else { "does not have" }.to_string());
                "compared by {column}, {what} over {count} {table} records ({filters}): {first} {first_figure}, {second} {second_figure}; so {first} {has} {asked} than {second}: {verdict}."
            }
            Fact::Trimmed { facts, .. } => match *facts > 0 {
                true => {
                    "the prompt holds {kept} of the {found} evidence blocks found and leaves out {facts} facts: the rest would pass its budget of {budget} tokens; answer from what is supplied and say that more was found."
                }
                false => {
                    "the prompt holds {kept} of the {found} evidence blocks found: the rest would pass its budget of {budget} tokens; answer from what is supplied and say that more was found."
                }
            },
        };
        crate::base::text::fill_owned(f, template, &w)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_distinct_and_name_their_kind() {
        let mut codes = Fact::CODES.to_vec();
        codes.sort_unstable();
        codes.dedup();
        assert_eq!(codes.len(), Fact::CODES.len());
        assert!(Fact::CODES.iter().all(|c| c.split('.').count() == 2));
        assert!(Fact::CODES.contains(&Fact::NoneReadable.code()));
    }
}
