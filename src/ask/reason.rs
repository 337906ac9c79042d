//! Why the router chose a route, as data: a stable code the page words in its own language
//! (`why.CODE` in www/strings-*.js), the words of the question or of the configuration the choice
//! rests on, and the engine's English sentence, which the trace and `Answer::reason` carry and
//! the development cases check word for word.
//!
//! The words are stored as the English sentence shows them (configuration strings neutralized),
//! so the sentence and the data cannot disagree.
#![warn(missing_docs)]

use crate::base::config::{Op, Route};
use serde::ser::{Serialize, SerializeMap, SerializeStruct, Serializer};
use std::fmt;

/// Why the router chose its route: a kind of reason and the words it rests on, neutralized.
/// The page gets `{"code", "words"}` (see `code` and `words`); `Display` is the English sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// A `[router]` pattern of `route` matched `said`, words of the question.
    Pattern {
        /// The route whose pattern matched; it gives the code (`list.pattern`).
        route: Route,
        /// The words of the question the pattern matched, trimmed, at most 60 characters.
        said: String,
        /// The pattern itself: the English sentence shows it, the page never does.
        pattern: String,
    },
    /// A relation between parts (`relation`, a `[relations]` kind) asked for by `asked`, about
    /// a part or a product.
    Relation {
        /// The question's word asking for the relation, one of its `asked_by` words ("instead").
        asked: String,
        /// The relation's kind, as `[relations]` names it.
        relation: String,
        /// The part number named; else the product word or product, else the applies word.
        about: String,
    },
    /// What `applies` (an applies word) to the products, named by `things`.
    Applies {
        /// The words asking for products: a product word, a product named, or a verb of use.
        things: String,
        /// What applies to them: an applies word ("concern") or the part number named.
        applies: String,
    },
    /// An operation's word and a record table's word.
    Figure {
        /// The operation asked for; the page words it by its `[operations]` key.
        op: Op,
        /// The question's word for the operation ("average").
        op_word: String,
        /// The question's word naming the table: an about word, a measure's word, or a column
        /// only that table has.
        table_word: String,
        /// The id of the table named.
        table: String,
    },
    /// A word asking for every record, and a record table's word.
    Every {
        /// The question's word asking for every record (`[questions] every_words`).
        every: String,
        /// The table's `about` word the question uses.
        word: String,
        /// The id of the table named.
        table: String,
    },
    /// A relation asked for with a word asking what is `available`, about the part the best
    /// evidence names.
    Available {
        /// The question's word asking for the relation, one of its `asked_by` words.
        asked: String,
        /// The relation's kind, as `[relations]` names it.
        relation: String,
        /// The question's word asking what is available (`[follow] available`: "in stock").
        available: String,
    },
    /// A record table named and its rows picked out by what its columns hold: every matching row.
    Rows {
        /// The id of the table named.
        table: String,
    },
    /// The same with a `measure` of the table named: its sum.
    Measure {
        /// The measure's field, whose values are summed.
        measure: String,
        /// The id of the table named.
        table: String,
    },
    /// A figure asked of a product or part (`about`) with no record table named.
    Property {
        /// The question's word asking what a thing has (`[questions] has_words`).
        has: String,
        /// The first product or part number the question names.
        about: String,
    },
    /// A table named only by a `measure`'s word, beside `words` it does not explain: a
    /// document answers ("c3 full charge how many hours").
    Document {
        /// The measure's word the question uses ("hours").
        measure: String,
        /// The id of the table that measure belongs to.
        table: String,
        /// The question's words the table leaves unexplained and a document holds.
        words: String,
    },
    /// A serial number named: follow checks it against the ranges its evidence states.
    Serial {
        /// The first serial number in the question, in its canonical form.
        serial: String,
    },
    /// A part named with a word asking who has it (`asked`, a `[follow] available` word), and
    /// a record table holding the part: its rows that hold it.
    Holds {
        /// The part the question names that the table holds, canonical.
        part: String,
        /// The available word the question uses.
        asked: String,
        /// The id of the table holding the part.
        table: String,
    },
    /// Two things of a table compared (`more`, a `[questions] more` or `less` word, then a
    /// `than` word): the figure of each.
    Compare {
        /// The question's word comparing them ("more", "más").
        more: String,
        /// The id of the table compared over.
        table: String,
    },
    /// A `[router]` calculate pattern matched `said`, but no operation's word asks a figure and
    /// no record table is named by its own words: a document answers ("cuanto cuesta ...").
    NoFigure {
        /// The words of the question the pattern matched.
        said: String,
    },
    /// A word asking who (`[questions] who_words`) and one asking for the most or the least
    /// ("who sold the most TR-390"): a ranking of records, computed or said not readable, even
    /// when no readable table is named (the table may be one the asker cannot read).
    Ranking {
        /// The question's word for the most or the least.
        op_word: String,
        /// The question's word asking who.
        who: String,
    },
    /// "what burrs does the GR-75 use, and are they in stock in Madrid?": a product's part asked
    /// for by what it is, with a verb of use, and who has it: follow starts from the product's
    /// block that names a part and reaches the rows holding it.
    Uses {
        /// The product named.
        product: String,
        /// The question's verb of use (`[questions] use_words`).
        used: String,
        /// The question's word asking what is available (`[follow] available`).
        available: String,
    },
    /// Nothing matched: the default route.
    Default,
}

impl Reason {
    /// Every code `code` gives, for the dictionaries' tests: each route's pattern code, then
    /// the other kinds of reason.
    pub fn codes() -> Vec<&'static str> {
        Route::ALL
            .into_iter()
            .map(Route::pattern_code)
            .chain(Reason::KINDS)
            .collect()
    }

    /// The codes of the reasons that are no pattern's.
    const KINDS: [&'static str; 16] = [
        "follow.relation",
        "follow.applies",
        "calculate.op_table",
        "list.every",
        "search.property",
        "search.default",
        "follow.available",
        "list.rows",
        "calculate.measure",
        "search.document",
        "follow.serial",
        "list.holds",
        "calculate.compare",
        "search.no_figure",
        "calculate.ranking",
        "follow.uses",
    ];

    /// The route's name, a dot and the kind of reason: the page's key for its sentence.
    pub fn code(&self) -> &'static str {
        match self {
            Reason::Pattern { route, .. } => route.pattern_code(),
            Reason::Relation { .. } => "follow.relation",
            Reason::Applies { .. } => "follow.applies",
            Reason::Figure { .. } => "calculate.op_table",
            Reason::Every { .. } => "list.every",
            Reason::Property { .. } => "search.property",
            Reason::Available { .. } => "follow.available",
            Reason::Rows { .. } => "list.rows",
            Reason::Measure { .. } => "calculate.measure",
            Reason::Document { .. } => "search.document",
            Reason::Serial { .. } => "follow.serial",
            Reason::Holds { .. } => "list.holds",
            Reason::Compare { .. } => "calculate.compare",
            Reason::Ranking { .. } => "calculate.ranking",
            Reason::NoFigure { .. } => "search.no_figure",
            Reason::Uses { .. } => "follow.uses",
            Reason::Default => "search.default",
        }
    }

    /// The slots of the page's sentence. A pattern itself is not one: a technician reads the
    /// words it matched, never the regular expression.
    pub fn words(&self) -> Vec<(&'static str, &str)> {
        // One loop of pushes for every kind: a `vec!` per kind was code of its own in the page's
        // wasm. The slots' names are one string apart by spaces beside their words: a (name,
        // word) pair a slot stored each name's address and length at every slot.
        let (names, values): (&'static str, &[&str]) = match self {
            Reason::Pattern { said, .. } => ("said", &[said]),
            Reason::Relation {
                asked,
                relation,
                about,
            } => ("asked relation about", &[asked, relation, about]),
            Reason::Applies { things, applies } => ("things applies", &[things, applies]),
            Reason::Figure {
                op,
                op_word,
                table_word,
                table,
            } => (
                "op op_word word table",
                &[op.key(), op_word, table_word, table],
            ),
            Reason::Every { every, word, table } => ("every word table", &[every, word, table]),
            Reason::Property { has, about } => ("has about", &[has, about]),
            Reason::Available {
                asked,
                relation,
                available,
            } => ("asked relation available", &[asked, relation, available]),
            Reason::Rows { table } => ("table", &[table]),
            Reason::Measure { measure, table } => ("measure table", &[measure, table]),
            Reason::Document {
                measure,
                table,
                words,
            } => ("measure table words", &[measure, table, words]),
            Reason::Serial { serial } => ("serial", &[serial]),
            Reason::Holds { part, asked, table } => ("part asked table", &[part, asked, table]),
            Reason::Compare { more, table } => ("more table", &[more, table]),
            Reason::NoFigure { said } => ("said", &[said]),
            Reason::Ranking { op_word, who } => ("op_word who", &[op_word, who]),
            Reason::Uses {
                product,
                used,
                available,
            } => ("product used available", &[product, used, available]),
            Reason::Default => ("", &[]),
        };
        let names = crate::base::text::split_ascii(names, b" ");
        let mut out = Vec::new();
        for (i, value) in values.iter().enumerate() {
            out.push((names.get(i).copied().unwrap_or_default(), *value));
        }
        out
    }
}

/// The sentence is its slots (`words`) in a template, with the pattern and its route, which
/// only the sentence says.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut w = self.words();
        let template = match self {
            Reason::Pattern { route, pattern, .. } => {
                w.push(("route", route.name()));
                w.push(("pattern", pattern));
                "\"{said}\" matches the {route} vocabulary /{pattern}/"
            }
            Reason::Relation { .. } => "\"{asked}\" asks what {relation} \"{about}\" leads to",
            Reason::Applies { .. } => "\"{things}\" asks which products \"{applies}\" applies to",
            Reason::Figure { .. } => "\"{op_word}\" asks for the {op} and \"{word}\" names {table}",
            Reason::Every { .. } => "\"{every}\" asks for every record and \"{word}\" names {table}",
            Reason::Property { .. } => {
                "\"{has}\" asks what \"{about}\" has, and no record table is named: a property to look up"
            }
            Reason::Available { .. } => {
                "\"{asked}\" asks what {relation} the evidence's part leads to, and \"{available}\" who has it"
            }
            Reason::Uses { .. } => {
                "\"{used}\" asks which part {product} uses, and \"{available}\" who has it"
            }
            Reason::Rows { .. } => {
                "the question names {table} and picks its rows: every matching record"
            }
            Reason::Measure { .. } => {
                "\"{measure}\" names a measure of {table} and the question picks its rows: its sum"
            }
            Reason::Document { .. } => {
                "\"{measure}\" names a measure of {table}, but \"{words}\" does not: a document answers"
            }
            Reason::Serial { .. } => {
                "serial \"{serial}\" is named: it is checked against the ranges the evidence states"
            }
            Reason::Holds { .. } => {
                "\"{asked}\" asks who has {part}, and {table} holds it: every record that does"
            }
            Reason::Compare { .. } => {
                "\"{more}\" compares two things the question names: the figure of each over {table}"
            }
            Reason::Ranking { .. } => {
                "\"{who}\" with \"{op_word}\" asks which one ranks first: a ranking of records"
            }
            Reason::NoFigure { .. } => {
                "\"{said}\" matches the calculate vocabulary, but no operation's word asks a figure and no record table is named: a document answers"
            }
            // The routes the router tries, as `Route::names(Route::routed())` says them (a test
            // checks): the call was code of its own in the page's wasm for this one sentence.
            Reason::Default => "no follow, list or calculate vocabulary matched",
        };
        crate::base::text::fill(f, template, &w)
    }
}

/// `{"code": ..., "words": {slot: word}}`, the shape the page's object has (web/objects.rs).
impl Serialize for Reason {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Words<'a>(&'a Reason);
        impl Serialize for Words<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let words = self.0.words();
                let mut m = s.serialize_map(Some(words.len()))?;
                for (slot, word) in words {
                    m.serialize_entry(slot, word)?;
                }
                m.end()
            }
        }
        let mut o = s.serialize_struct("Reason", 2)?;
        o.serialize_field("code", self.code())?;
        o.serialize_field("words", &Words(self))?;
        o.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_is_listed_and_names_its_route() {
        let mut reasons = vec![
            Reason::Relation {
                asked: "fit instead".into(),
                relation: "replaced by".into(),
                about: "BP-36-2".into(),
            },
            Reason::Ranking {
                op_word: "most".into(),
                who: "who".into(),
            },
            Reason::Default,
        ];
        for route in Route::ALL {
            reasons.push(Reason::Pattern {
                route,
                said: "which".into(),
                pattern: "which".into(),
            });
        }
        for r in &reasons {
            assert!(
                Reason::codes().contains(&r.code()),
                "{} is not listed",
                r.code()
            );
        }
        for route in Route::ALL {
            let r = Reason::Pattern {
                route,
                said: "x".into(),
                pattern: "x".into(),
            };
            assert_eq!(r.code().split('.').next(), Some(route.name()));
        }
        assert_eq!(
            Reason::Default.code().split('.').next(),
            Some(Route::DEFAULT.name())
        );
    }

    #[test]
    fn default_names_the_routed_routes() {
        assert_eq!(
            Reason::Default.to_string(),
            format!("no {} vocabulary matched", Route::names(Route::routed()))
        );
    }

    #[test]
    fn json_has_the_code_and_the_slots_but_not_the_pattern() {
        let r = Reason::Pattern {
            route: Route::List,
            said: "List all".into(),
            pattern: "(?i)^list".into(),
        };
        assert_eq!(
            serde_json::to_string(&r).unwrap(),
            r#"{"code":"list.pattern","words":{"said":"List all"}}"#
        );
        assert_eq!(
            r.to_string(),
            "\"List all\" matches the list vocabulary /(?i)^list/"
        );
    }
}
