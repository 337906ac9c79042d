//! What a route learned, as data: each known fact is a kind with a stable code and its slots (as
//! the router's reasons are, `reason.rs`), and the English sentence the prompt and the answer
//! carry is made from it here, at one place. Routes never write a fact's sentence themselves.
//!
//! Slots hold source strings neutralized (`prompt::neutralize`) when the fact is made, so the
//! sentence and the data cannot disagree.

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
        leaders: Vec<String>,
        top: String,
        from: Vec<String>,
    },
    /// list and calculate: the rows of `table` come from every market, since the question names
    /// none.
    EveryMarket { table: String },
    /// What a record query says of the question's words it read loosely or could not read.
    RecordNote(String),
}

impl Fact {
    /// Every code `code` gives.
    pub const CODES: [&'static str; 33] = [
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
        "serial.unknown",
        "search.weak",
        "list.left_out_some",
        "list.left_out_none",
        "list.none",
        "list.all",
        "figure.value",
        "figure.extreme",
        "figure.unnamed_measure",
        "figure.unpicked",
        "figure.unclear_comparison",
        "figure.time_unapplied",
        "figure.no_field",
        "figure.no_match",
        "figure.none_readable",
        "figure.unranked",
        "rank.none",
        "rank.value",
        "records.note",
        "scope.all_markets",
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
            Fact::SerialUnknown { .. } => "serial.unknown",
            Fact::Weak { .. } => "search.weak",
            Fact::LeftOut { holding: "0", .. } => "list.left_out_none",
            Fact::LeftOut { .. } => "list.left_out_some",
            Fact::NoRecord(_) => "list.none",
            Fact::Listed(_) => "list.all",
            Fact::Figure { in_rows: true, .. } => "figure.extreme",
            Fact::Figure { .. } => "figure.value",
            Fact::UnnamedMeasure { .. } => "figure.unnamed_measure",
            Fact::Unpicked { .. } => "figure.unpicked",
            Fact::UnclearComparison { .. } => "figure.unclear_comparison",
            Fact::TimeUnapplied { .. } => "figure.time_unapplied",
            Fact::NoField { .. } => "figure.no_field",
            Fact::NoMatch { .. } => "figure.no_match",
            Fact::NoneReadable => "figure.none_readable",
            Fact::Unranked { .. } => "figure.unranked",
            Fact::NothingRanked { .. } => "rank.none",
            Fact::Ranking { .. } => "rank.value",
            Fact::RecordNote(_) => "records.note",
            Fact::EveryMarket { .. } => "scope.all_markets",
        }
    }
}

impl Fact {
    /// The slots of the page's sentence, each a string: lists joined, figures as written, an
    /// operation by its key (`count`, `sum`, ...), a figure's measure empty when it has none.
    pub fn words(&self) -> Vec<(&'static str, String)> {
        let list = |v: &[String]| v.join(", ");
        let rows = |r: &RowsSaid| {
            vec![
                ("count", r.count.to_string()),
                ("table", r.table.clone()),
                ("filters", r.filters.clone()),
            ]
        };
        let what = |w: &What| {
            vec![
                ("op", w.op.to_string()),
                ("measure", w.measure.clone().unwrap_or_default()),
            ]
        };
        let ranges = |v: &[RangeSaid]| {
            v.iter()
                .map(|r| format!("{}–{} ({})", r.from, r.to, r.block))
                .collect::<Vec<_>>()
                .join("; ")
        };
        match self {
            Fact::Links { from, links } => {
                let each: Vec<String> = links
                    .iter()
                    .map(|l| match l.products.is_empty() {
                        true => format!("{} → {}", l.part, l.to),
                        false => format!("{} → {} ({})", l.part, l.to, list(&l.products)),
                    })
                    .collect();
                vec![("from", from.clone()), ("links", each.join("; "))]
            }
            Fact::NoLink { from, parts, .. } => {
                vec![("from", from.clone()), ("parts", list(parts))]
            }
            Fact::NoPart { start } => vec![("start", start.clone())],
            Fact::Uses {
                product,
                part,
                block,
            } => vec![
                ("product", product.clone()),
                ("part", part.clone()),
                ("block", block.clone()),
            ],
            Fact::Relation {
                part,
                relation,
                to,
                block,
            } => vec![
                ("part", part.clone()),
                ("relation", relation.clone()),
                ("to", to.clone()),
                ("block", block.clone()),
            ],
            Fact::Reached { product, start } => {
                vec![("product", product.clone()), ("start", start.clone())]
            }
            Fact::NotReached {
                product,
                start,
                reached,
            } => vec![
                ("product", product.clone()),
                ("start", start.clone()),
                ("reached", list(reached)),
            ],
            Fact::NoRelation { parts, relation } => {
                vec![("parts", list(parts)), ("relation", relation.clone())]
            }
            Fact::Row {
                block,
                part,
                fields,
            } => {
                let fields: Vec<String> = fields.iter().map(|(c, v)| format!("{c} {v}")).collect();
                vec![
                    ("block", block.clone()),
                    ("part", part.clone()),
                    ("fields", fields.join(", ")),
                ]
            }
            Fact::NoneHeld {
                block,
                part,
                measure,
            } => vec![
                ("block", block.clone()),
                ("part", part.clone()),
                ("measure", measure.clone().unwrap_or_default()),
            ],
            Fact::SerialInside { serial, range } => vec![
                ("serial", serial.clone()),
                ("from", range.from.clone()),
                ("to", range.to.clone()),
                ("block", range.block.clone()),
            ],
            Fact::SerialOutside { serial, ranges: r } => {
                vec![("serial", serial.clone()), ("ranges", ranges(r))]
            }
            Fact::SerialUnknown { serial } => vec![("serial", serial.clone())],
            Fact::Weak {
                missing,
                words,
                percent,
            } => vec![
                ("missing", missing.to_string()),
                ("words", words.to_string()),
                ("percent", percent.clone()),
            ],
            Fact::LeftOut { rows, field, .. } => {
                vec![("rows", list(rows)), ("field", field.clone())]
            }
            Fact::NoRecord(r) | Fact::Listed(r) => rows(r),
            Fact::Figure {
                what: w,
                rows: r,
                figure,
                ids,
                ..
            } => [what(w), rows(r)]
                .concat()
                .into_iter()
                .chain([("figure", figure.clone()), ("ids", list(ids))])
                .collect(),
            Fact::UnnamedMeasure {
                op,
                word,
                count,
                table,
            } => vec![
                ("op", op.to_string()),
                ("word", word.clone()),
                ("count", count.to_string()),
                ("table", table.clone()),
            ],
            Fact::Unpicked {
                what: w,
                unpicked,
                count,
                table,
            } => [
                what(w),
                vec![
                    ("unpicked", unpicked.join("; ")),
                    ("count", count.to_string()),
                    ("table", table.clone()),
                ],
            ]
            .concat(),
            Fact::UnclearComparison {
                what: w,
                compared,
                count,
                table,
            } => [
                what(w),
                vec![
                    ("compared", list(compared)),
                    ("count", count.to_string()),
                    ("table", table.clone()),
                ],
            ]
            .concat(),
            Fact::TimeUnapplied {
                what: w,
                why,
                count,
                table,
            } => [
                what(w),
                vec![
                    ("why", why.clone()),
                    ("count", count.to_string()),
                    ("table", table.clone()),
                ],
            ]
            .concat(),
            Fact::NoField { what: w, table } => [what(w), vec![("table", table.clone())]].concat(),
            Fact::NoMatch { what: w, rows: r } => [what(w), rows(r)].concat(),
            Fact::NoneReadable => Vec::new(),
            Fact::Unranked {
                thing,
                count,
                table,
            } => vec![
                ("thing", thing.clone()),
                ("count", count.to_string()),
                ("table", table.clone()),
            ],
            Fact::NothingRanked { column, rows: r } => {
                [vec![("column", column.clone())], rows(r)].concat()
            }
            Fact::Ranking {
                rows: r,
                column,
                what: w,
                listed,
                more,
                leaders,
                top,
                from,
                ..
            } => {
                let listed: Vec<String> = listed.iter().map(|(g, v)| format!("{g} {v}")).collect();
                [
                    rows(r),
                    what(w),
                    vec![
                        ("column", column.clone()),
                        ("listed", listed.join(", ")),
                        ("more", more.to_string()),
                        ("leaders", leaders.join(", ")),
                        ("top", top.clone()),
                        ("from", list(from)),
                    ],
                ]
                .concat()
            }
            Fact::RecordNote(note) => vec![("note", note.clone())],
            Fact::EveryMarket { table } => vec![("table", table.clone())],
        }
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

impl fmt::Display for RangeSaid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} to {} named by {}", self.from, self.to, self.block)
    }
}

/// The engine's English sentence of a fact: what the prompt's known facts and the answer carry.
impl fmt::Display for Fact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fact::Links { from, links } => {
                let items: Vec<String> = links
                    .iter()
                    .map(|l| match l.products.is_empty() {
                        true => format!("{} also appears in {}", l.part, l.to),
                        false => format!(
                            "{} also appears in {} ({})",
                            l.part,
                            l.to,
                            l.products.join(", ")
                        ),
                    })
                    .collect();
                write!(f, "links followed from {from}: {}.", items.join("; "))
            }
            Fact::NoLink { from, parts, other } => write!(
                f,
                "links followed from {from}: {} appears in no {}block that applies here.",
                parts.join(", "),
                if *other { "other " } else { "" }
            ),
            Fact::NoPart { start } => write!(
                f,
                "{start} names no part number, so no links were followed from it."
            ),
            Fact::Uses {
                product,
                part,
                block,
            } => write!(f, "the {product} uses {part}, as {block} states."),
            Fact::Reached { product, start } => write!(
                f,
                "the {product} is among the products the links from {start} reach."
            ),
            Fact::NotReached {
                product,
                start,
                reached,
            } => write!(
                f,
                "the {product} is not among the products the links from {start} reach ({}).",
                match reached.is_empty() {
                    true => "they reach no product".to_string(),
                    false => format!("they reach {}", reached.join(", ")),
                }
            ),
            Fact::Relation {
                part,
                relation,
                to,
                block,
            } => write!(f, "{part} is {relation} {to}, as {block} states."),
            Fact::NoRelation { parts, relation } => write!(
                f,
                "no readable block states what {} is {relation}.",
                parts.join(", ")
            ),
            Fact::Row {
                block,
                part,
                fields,
            } => {
                let fields: Vec<String> = fields.iter().map(|(c, v)| format!("{c} {v}")).collect();
                write!(f, "{block} ({part}): {}.", fields.join(", "))
            }
            Fact::NoneHeld {
                block,
                part,
                measure,
            } => write!(
                f,
                "{block} ({part}): {}, so it is not offered as available.",
                match measure {
                    Some(m) => format!("{m} 0"),
                    None => "nothing".to_string(),
                }
            ),
            Fact::SerialInside { serial, range } => {
                write!(f, "serial {serial} lies inside {range}.")
            }
            Fact::SerialOutside { serial, ranges } => {
                let each: Vec<String> = ranges.iter().map(RangeSaid::to_string).collect();
                match each.as_slice() {
                    [one] => write!(
                        f,
                        "serial {serial} lies outside {one}: it is not in the range."
                    ),
                    _ => write!(
                        f,
                        "serial {serial} lies outside {}: it is in none of the ranges.",
                        each.join(", and outside ")
                    ),
                }
            }
            Fact::SerialUnknown { serial } => write!(
                f,
                "serial {serial}: no evidence supplied names a serial range, so it is not known to be affected."
            ),
            Fact::Weak {
                missing,
                words,
                percent,
            } => write!(
                f,
                "no good match: no document this persona may read answers the question well; the best evidence lacks {missing} of the question's {words} words (it holds {percent}% of their weight). The blocks supplied are weak candidates."
            ),
            Fact::LeftOut {
                rows,
                field,
                holding,
            } => write!(
                f,
                "{} has {field} {holding}, so it is not listed.",
                rows.join(", ")
            ),
            Fact::NoRecord(r) => write!(f, "no {} record matches ({}).", r.table, r.filters),
            Fact::Listed(r) => write!(
                f,
                "{} {} records match ({}); all of them are supplied.",
                r.count, r.table, r.filters
            ),
            Fact::Figure {
                what,
                rows,
                figure,
                in_rows,
                ids,
            } => write!(
                f,
                "{what} over {} {} records ({}) = {figure}, {} {}.",
                rows.count,
                rows.table,
                rows.filters,
                if *in_rows { "in" } else { "computed from" },
                match ids.is_empty() {
                    true => "no records".to_string(),
                    false => ids.join(", "),
                }
            ),
            Fact::UnnamedMeasure {
                op,
                word,
                count,
                table,
            } => write!(
                f,
                "not understood: the question asks for the {op} of \"{word}\", which is none of {table}'s measures, so no figure was computed; the {count} {table} records are shown as they are."
            ),
            Fact::Unpicked {
                what,
                unpicked,
                count,
                table,
            } => write!(
                f,
                "{what}: no figure was computed, because the question names {}; the {count} {table} records are shown as they are.",
                unpicked.join("; ")
            ),
            Fact::UnclearComparison {
                what,
                compared,
                count,
                table,
            } => {
                let compared: Vec<String> = compared.iter().map(|c| format!("\"{c}\"")).collect();
                write!(
                    f,
                    "{what}: no figure was computed, because the question compares {} with no measure of {table} named; the {count} {table} records are shown as they are.",
                    compared.join(", ")
                )
            }
            Fact::TimeUnapplied {
                what,
                why,
                count,
                table,
            } => write!(
                f,
                "{what}: no figure was computed, because {why}; the {count} {table} records are shown as they are."
            ),
            Fact::NoField { what, table } => write!(
                f,
                "{what}: {table} has no numeric field the question names, so no figure was computed."
            ),
            Fact::NoMatch { what, rows } => write!(
                f,
                "{what}: no {} record matches ({}), so no figure was computed.",
                rows.table, rows.filters
            ),
            Fact::NoneReadable => f.write_str(
                "no readable records: there is nothing this persona may read to compute the figure from.",
            ),
            Fact::Unranked {
                thing,
                count,
                table,
            } => write!(
                f,
                "not understood: the question asks which \"{thing}\" comes first, but {table} has no column for it, so no figure was computed; the {count} records are shown as they are."
            ),
            Fact::NothingRanked { column, rows } => write!(
                f,
                "ranking by {column}: no {} record matches ({}), so nothing was ranked.",
                rows.table, rows.filters
            ),
            Fact::Ranking {
                rows,
                column,
                what,
                listed,
                more,
                best_first,
                leaders,
                top,
                from,
            } => {
                let listed: Vec<String> = listed.iter().map(|(g, v)| format!("{g} {v}")).collect();
                write!(
                    f,
                    "ranking of {} {} records ({}) by {column}, {what}: {}{}; the {}: {} ({top}), from {}.",
                    rows.count,
                    rows.table,
                    rows.filters,
                    listed.join(", "),
                    match *more {
                        0 => String::new(),
                        more => format!(" and {more} more"),
                    },
                    if *best_first { "most" } else { "least" },
                    leaders.join(" and "),
                    from.join(", ")
                )
            }
            Fact::RecordNote(note) => f.write_str(note),
            Fact::EveryMarket { table } => write!(
                f,
                "{table} records of every market are included: the question names no market."
            ),
        }
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
