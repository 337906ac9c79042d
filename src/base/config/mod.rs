//! The corpus configuration (`corpus.conf`): groups, personas, markets, products, link and code
//! patterns, router vocabulary and search settings. Domain knowledge is data: another company's
//! corpus needs another file, not another build. What the file sets travels in every bundle as
//! values (`binary`), not as text: the page reads them without a parser, and comments stay
//! behind.

use crate::base::call::Call;
use crate::base::error::SourceError;
use crate::base::pattern::Regexp;
mod binary;
pub mod packs;
mod parse;
mod validate;

pub use parse::{lines, Line};

pub use crate::base::route::Route;
use crate::base::text::Joined;
use crate::base::text::Normalizer;

#[derive(Clone, Debug, PartialEq)]
pub struct Config {
    /// The file the configuration was read from, for errors found after parsing.
    pub file: String,
    pub name: String,
    pub version: String,
    pub passage_words: usize,
    pub groups: Vec<String>,
    pub personas: Vec<Persona>,
    pub markets: Vec<Alias>,
    pub products: Vec<Alias>,
    pub normalizer: Normalizer,
    /// `[links] case`: the case of every part number's canonical form (upper by default).
    pub links_case: crate::base::pattern::Case,
    pub router: Vec<RouteRule>,
    pub search: SearchSettings,
    /// Metadata of HTML pages (`[html]`), which carry no header of their own.
    pub html: HtmlSettings,
    /// `[operations]`: the words that ask for each figure, read by the router and calculate.
    pub operations: Vec<(Op, Vec<String>)>,
    /// Whether `[operations]` replaced the built-in words.
    pub operations_set: bool,
    /// `[questions]`: how a question's words are read.
    pub questions: QuestionWords,
    /// `[glossary]`: a question's word runs and the corpus terms they stand for.
    pub glossary: Vec<(Vec<String>, Vec<String>)>,
    /// `[relations]`: kinds of link between two part numbers, read from phrases.
    pub relations: Vec<Relation>,
    /// `[serials]`: how a serial number is written, and how a range of them is.
    pub serials: Serials,
    /// `[follow]`: how far follow goes.
    pub follow: FollowSettings,
    /// `[limits]`: what one source may expand to as ingestion reads it.
    pub limits: Limits,
    /// `[bundle]`: how ingestion cuts each bundle into chunks.
    pub bundle: BundleSettings,
    /// `[dates]`: the words time expressions are read with (`ask::when`).
    pub dates: DateWords,
    /// `[labels]`' market entries: what the page shows for a market code, per language.
    pub market_labels: Vec<(String, Labels)>,
    /// `[columns]`: what the page shows for a record column, per language; checked against the
    /// corpus's tables once they are read (`Corpus::read`).
    pub column_labels: Vec<ColumnLabels>,
    /// `[corpus] language`: the language of the corpus's documents (`en` when not set).
    pub language: String,
    /// `[corpus] languages`: the languages questions are asked in, whose packs (`packs`) give
    /// the `[questions]` words a corpus.conf leaves out; `language` when not set.
    pub languages: Vec<String>,
    /// `[corpus] page_languages`: the languages the dealer page offers in its header's switch
    /// (`en, fr` when not set). Read by `scripts/build-web` for the page it builds (through
    /// `scripts/page-languages`); checked here. No bundle carries it, nor the page's wasm.
    #[cfg(not(target_arch = "wasm32"))]
    pub page_languages: Vec<String>,
    /// `[corpus] yes` and `no`: the corpus's own spellings of a flag cell's yes and no (in lower
    /// case), read at ingestion (a flag column is written yes and no in a bundle), so no bundle carries them.
    #[cfg(not(target_arch = "wasm32"))]
    pub flag_yes: Vec<String>,
    #[cfg(not(target_arch = "wasm32"))]
    pub flag_no: Vec<String>,
}

/// The languages the dealer page has a dictionary for (`www/strings-LL.js`).
#[cfg(not(target_arch = "wasm32"))]
pub const PAGE_LANGUAGES: [&str; 7] = ["en", "fr", "es", "de", "it", "pt", "nl"];

#[derive(Clone, Debug, PartialEq)]
pub struct Persona {
    pub name: String,
    pub groups: Vec<String>,
    /// What the page shows for it (`[labels]`, the plain key's English); the name when None.
    pub label: Option<String>,
    /// Every language's label (`service.fr = Atelier`), English under `en`.
    pub labels: Labels,
}

/// (language, text) pairs: a label in each language the configuration gives, `en` for a plain key.
pub type Labels = Vec<(String, String)>;

/// A `[columns]` entry: a column name, its labels, and the line of its first entry (0 in a
/// bundle: see `ingest::carve`).
#[derive(Clone, Debug, PartialEq)]
pub struct ColumnLabels {
    pub line: usize,
    pub column: String,
    pub labels: Labels,
}

/// A figure calculate computes, named in questions by the words of `[operations]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Count,
    Sum,
    Average,
    Min,
    Max,
}

impl Op {
    /// In the order a question's words are tried: the first operation whose words it uses.
    pub const ALL: [Op; 5] = [Op::Average, Op::Min, Op::Max, Op::Sum, Op::Count];
    /// In the order of a language pack's `operations` and of `[operations]`'s documentation.
    pub const ALL_BY_PACK: [Op; 5] = [Op::Count, Op::Sum, Op::Average, Op::Min, Op::Max];

    /// Its key in `[operations]`.
    pub fn key(self) -> &'static str {
        match self {
            Op::Count => "count",
            Op::Sum => "sum",
            Op::Average => "average",
            Op::Min => "minimum",
            Op::Max => "maximum",
        }
    }

    pub fn parse(key: &str) -> Option<Op> {
        Op::ALL.iter().copied().find(|o| o.key() == key)
    }
}

/// How a comparison orders a record's measure against the question's figure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    Above,
    AtLeast,
    Below,
    AtMost,
}

impl Order {
    pub const ALL: [Order; 4] = [Order::Above, Order::AtLeast, Order::Below, Order::AtMost];

    /// Its key in `[questions]`.
    pub fn key(self) -> &'static str {
        match self {
            Order::Above => "above",
            Order::AtLeast => "at_least",
            Order::Below => "below",
            Order::AtMost => "at_most",
        }
    }

    pub fn sign(self) -> &'static str {
        match self {
            Order::Above => ">",
            Order::AtLeast => ">=",
            Order::Below => "<",
            Order::AtMost => "<=",
        }
    }

    /// The built-in English phrases; `{n}` is where the figure stands.
    fn defaults(self) -> &'static [&'static str] {
        match self {
            Order::Above => &["more than {n}", "over {n}", "above {n}", "greater than {n}"],
            Order::AtLeast => &["at least {n}", "{n} or more"],
            Order::Below => &["less than {n}", "fewer than {n}", "under {n}", "below {n}"],
            Order::AtMost => &[
                "at most {n}",
                "no more than {n}",
                "{n} or less",
                "{n} or fewer",
            ],
        }
    }
}

/// A comparison phrase split at its figure: the words before `{n}` and the words after.
pub type Around = (String, String);

/// `phrase` split at its one `{n}`; None when it has none, or more than one.
pub fn split_at_figure(phrase: &str) -> Option<Around> {
    let (before, after) = phrase.split_once("{n}")?;
    (!after.contains("{n}")).then(|| {
        (
            crate::base::case::lowercase(before.trim()),
            crate::base::case::lowercase(after.trim()),
        )
    })
}

/// The built-in operation words, for a configuration without `[operations]`: English, as most
/// corpora's questions are. A corpus in another language lists its own.
const DEFAULT_OPERATIONS: [(Op, &[&str]); 5] = [
    (Op::Average, &["average"]),
    (
        Op::Min,
        &[
            "minimum", "lowest", "shortest", "least", "fewest", "smallest", "min",
        ],
    ),
    (
        Op::Max,
        &[
            "maximum", "highest", "longest", "most", "largest", "biggest", "max",
        ],
    ),
    (Op::Sum, &["total", "sum"]),
    (Op::Count, &["how many"]),
];

/// A kind of link between two part numbers ("replaced by"), with the phrases that state it and
/// the words that ask for it.
#[derive(Clone, Debug, PartialEq)]
pub struct Relation {
    pub kind: String,
    pub phrases: Vec<Phrase>,
    /// Words that make a question follow this relation ("instead", "replacement").
    pub asked_by: Vec<String>,
}

/// A phrase with two slots, read as words: `successor of {old}: {new}` is the words before the
/// first slot, the words between the slots, and which slot comes first.
#[derive(Clone, Debug, PartialEq)]
pub struct Phrase {
    pub before: Vec<String>,
    pub between: Vec<String>,
    /// The first slot is the new (replacing) part.
    pub new_first: bool,
}

/// `[serials]`.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Serials {
    /// A serial number as written; its canonical form is what is compared.
    pub pattern: Option<crate::base::pattern::Pattern>,
    /// Range phrases (`from {a} to {b}`), with {a} before {b}.
    pub ranges: Vec<Phrase>,
}

/// `[follow]`.
#[derive(Clone, Debug, PartialEq)]
pub struct FollowSettings {
    /// Hops at most, the first one included.
    pub max_hops: usize,
    /// Blocks a hop after the first supplies at most.
    pub blocks_per_hop: usize,
    /// Words that ask for what is available ("in stock", "have"): record rows whose first
    /// measure is zero are left out.
    pub available: Vec<String>,
}

/// `[limits]`: what one source may expand to once read. A small file can expand far beyond its
/// size (a workbook is compressed XML; a CSV row of commas is thousands of fields), and past
/// these a source is refused with an error naming the setting that raises the limit, rather
/// than a build that takes minutes or aborts when memory runs out. Ingestion reads them; the
/// engine does not.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// Rows of a record table (a CSV file or a sheet) below its column header row.
    pub rows: usize,
    /// Cells of one row, counted to its last one (in a sheet, to its last used column).
    pub row_cells: usize,
    /// Cells of one source file's tables (a workbook's sheets together), empty ones and header
    /// rows included: rows times columns is what a table costs in memory, and a sheet's one
    /// cell in its thousandth column makes its row a thousand cells wide.
    pub cells: usize,
    /// Bytes of one part of a workbook (a zip entry: a sheet, the shared strings) once
    /// decompressed.
    pub xlsx_part_bytes: u64,
    /// Bytes of all the parts of one workbook once decompressed.
    pub xlsx_bytes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            rows: 200_000,
            row_cells: 1_000,
            cells: 5_000_000,
            xlsx_part_bytes: 128 << 20,
            xlsx_bytes: 256 << 20,
        }
    }
}

impl Limits {
    /// The end of the error for a source beyond limit `key` (whose value is `limit`): the
    /// limit, and the setting that raises it.
    pub fn exceeded(key: &str, limit: impl std::fmt::Display) -> String {
        format!("the limit is {limit} ([limits] {key} in corpus.conf raises it)")
    }
}

/// `[bundle]`: how a bundle is cut into chunks. Ingestion reads it; the engine does not.
#[derive(Clone, Debug, PartialEq)]
pub struct BundleSettings {
    /// The fewest terms a term chunk covers. A question fetches the term chunks of its words, by
    /// file names a host or CDN logs, and the head names each chunk's first term: a chunk of one
    /// term spells the word asked. With a floor of N, a fetched term chunk says only that the
    /// question read one or more of N or more neighbouring terms.
    pub min_terms_per_chunk: usize,
}

impl Default for BundleSettings {
    fn default() -> Self {
        BundleSettings {
            min_terms_per_chunk: DEFAULT_MIN_TERMS_PER_CHUNK,
        }
    }
}

/// `[bundle] min_terms_per_chunk` when not set: 16 cost a first visit nothing (the head and the
/// chunks a question reads: 2 to 10 % fewer bytes gzip on the dealer corpus x100 and x1000 and
/// the Rust documentation 1x and 4x, fewer chunks to name and fetch; at most 11 % more
/// uncompressed), where 64 took up to 48 % more uncompressed and 256 a quarter to a half more
/// gzip (bench/RESULTS.md, "Terms per term chunk").
pub const DEFAULT_MIN_TERMS_PER_CHUNK: usize = 16;

impl Default for FollowSettings {
    fn default() -> Self {
        FollowSettings {
            max_hops: 3,
            blocks_per_hop: 20,
            available: Vec::new(),
        }
    }
}

/// `[questions]`: words that change what a question's other words mean.
#[derive(Clone, Debug, PartialEq)]
pub struct QuestionWords {
    /// A word before a flag column's name that asks for its "no" rows ("not battery certified").
    pub negations: Vec<String>,
    /// A negation written after the word it negates, of a language that puts it there (Turkish
    /// "sertifikalı değil", "sertifikalı olmayan bayiler"): it negates the word right before it
    /// and nothing after. Also in `negations` once read.
    pub negations_after: Vec<String>,
    /// Words that, near a word asking what is available (`[follow] available`), ask who has
    /// none of it instead ("which dealers have no BP-36-3", "don't have").
    pub none_words: Vec<String>,
    /// Endings a word may carry as a plural and still name a product or market ("scooters").
    pub plurals: Vec<String>,
    /// Four-digit numbers in this range are years.
    pub years: (u16, u16),
    /// Words for the things follow answers with, besides the products and their aliases
    /// ("products", "models"): "which models ..." asks for products.
    pub product_words: Vec<String>,
    /// Words that ask which things a piece of evidence applies to ("affected", "concern",
    /// "part of"): with a product word, a question for follow.
    pub applies_words: Vec<String>,
    /// Verbs of use ("uses", "fitted with", "utilise"): right after an asking word, with a part
    /// number named ("What uses BP-36-2?"), a question for follow: which products use the part.
    pub use_words: Vec<String>,
    /// Words that open a question asking for a kind of thing ("which", "what", "quels"): the
    /// word after them is what is asked for, so "What rules apply to the T-7?" asks for rules,
    /// not for products, and is no question for follow.
    pub asking_words: Vec<String>,
    /// Words that ask what a thing has ("How many Wh does the C-3 battery have?"): with no
    /// record table named, a question about a product's or part's properties, for search.
    pub has_words: Vec<String>,
    /// Units of a product's or part's properties ("km", "watts", "kg"): a figure asked in one
    /// ("How many km can the T-7 ride?") of a product or part, with no readable record table
    /// named, is a property to look up (search), not a calculation.
    pub units: Vec<String>,
    /// Words that ask for every record ("every", "all", "toutes"): with a record table named
    /// by its about words and no operation's word, a question for list.
    pub every_words: Vec<String>,
    /// Words that take what follows them out ("excluding", "sauf", "sin contar"): a product or
    /// market named after one is left out of the rows; anything else after one is not
    /// understood.
    pub except_words: Vec<String>,
    /// Except words written after the name they take out (Turkish "Türkiye hariç", Hungarian
    /// "Magyarország kivételével"): the name right before one (grammar words between) is left
    /// out; with none there it reads forward as any except word. Also in `except_words` once
    /// read.
    pub except_after: Vec<String>,
    /// Words before a group's name asking each group's figure ("claims per dealer", "par
    /// concessionnaire", "por mercado"): each group's total is said, and no single figure.
    pub per_words: Vec<String>,
    /// Words asking for arithmetic beyond a count, a sum, an average, a minimum and a maximum
    /// ("growth", "share", "difference", "top", "évolution", "porcentaje"): a question using
    /// one, unless it is a word of the table's own, gets no figure, and the answer says which
    /// word was not computed.
    pub beyond_words: Vec<String>,
    /// Past participles and their endings ("spent", "-ed"; see `Pack::done`): a word after the
    /// thing a figure is of that is one says what was done with it, not what is summed.
    pub done_words: Vec<String>,
    /// Words asking to compare ("compare", "comparer"; see `Pack::compare`).
    pub compare_words: Vec<String>,
    /// Phrases comparing a measure with a figure ("more than {n}", "{n} ou plus"), per order.
    pub comparisons: Vec<(Order, Vec<Around>)>,
    /// Words comparing two things named in the question ("did Morocco sell more C-3 than
    /// France?", "less", "than"): the figure of each, and which is larger.
    pub more: Vec<String>,
    pub less: Vec<String>,
    pub than: Vec<String>,
    /// Words asking which person or place ("who sold the most"): rows grouped by what another
    /// table's rows are (a dealer), or by market.
    pub who_words: Vec<String>,
    /// The questions' languages' common short words: such a word typed in lower case is the
    /// word, not the code of a market or product spelled like it ("no", "es", "it", "at").
    pub common_words: Vec<String>,
    /// Words joining two questions asked in one ("and", "y").
    pub and_words: Vec<String>,
    /// Words before a place or a name ("in Lisbon"): a word after one that nothing the asker may
    /// read holds is a name not understood, and no figure is given.
    pub place_words: Vec<String>,
    /// Words for a market ("which market", "qué mercado"): they name a table's market column.
    pub market_words: Vec<String>,
    /// Words and phrases asking what something costs ("how much is", "combien coûte"): each
    /// reads as the word for a price (a glossary line the packs add), "combien" before one asks
    /// no count, and one after a joining word opens a question of its own.
    pub cost_words: Vec<String>,
}

impl QuestionWords {
    /// Every list empty: a constant copied into place, not a store per list (the page's reader
    /// starts from it; `Default` adds the English words).
    pub const BLANK: QuestionWords = QuestionWords {
        negations: Vec::new(),
        negations_after: Vec::new(),
        none_words: Vec::new(),
        plurals: Vec::new(),
        years: (0, 0),
        product_words: Vec::new(),
        applies_words: Vec::new(),
        use_words: Vec::new(),
        asking_words: Vec::new(),
        has_words: Vec::new(),
        units: Vec::new(),
        every_words: Vec::new(),
        except_words: Vec::new(),
        except_after: Vec::new(),
        per_words: Vec::new(),
        beyond_words: Vec::new(),
        done_words: Vec::new(),
        compare_words: Vec::new(),
        comparisons: Vec::new(),
        more: Vec::new(),
        less: Vec::new(),
        than: Vec::new(),
        who_words: Vec::new(),
        common_words: Vec::new(),
        and_words: Vec::new(),
        place_words: Vec::new(),
        market_words: Vec::new(),
        cost_words: Vec::new(),
    };
}

impl Default for QuestionWords {
    fn default() -> Self {
        QuestionWords {
            negations: ["not", "non", "un", "without"].map(String::from).to_vec(),
            negations_after: Vec::new(),
            none_words: ["no", "not", "none", "without"].map(String::from).to_vec(),
            plurals: vec!["s".to_string()],
            years: (1900, 2099),
            comparisons: Order::ALL
                .iter()
                .map(|o| {
                    let phrases = o.defaults().iter().filter_map(|p| split_at_figure(p));
                    (*o, phrases.collect())
                })
                .collect(),
            ..Self::BLANK
        }
    }
}

/// `[dates]`: the words a question's time expressions are read with ("claims in Sept 2026",
/// "since July", "le trimestre dernier"). Every list holds single lowercase words, as
/// `Normalizer::words` splits a question. Each key of the section replaces its English default.
#[derive(Clone, Debug, PartialEq)]
pub struct DateWords {
    /// Twelve lists, January's first: each month's names and abbreviations.
    pub months: Vec<Vec<String>>,
    /// Month names that are also everyday words ("may", "march", French "sept"): read as a month
    /// only with a day or a year beside them, or after a time word.
    pub ambiguous: Vec<String>,
    /// Four lists, first to fourth: the spellings of each ordinal ("third, 3rd, 3e").
    pub ordinals: Vec<Vec<String>>,
    pub year: Vec<String>,
    pub half: Vec<String>,
    pub quarter: Vec<String>,
    pub month: Vec<String>,
    pub week: Vec<String>,
    pub day: Vec<String>,
    /// Prefixes written before a digit: `q` makes "Q3" the third quarter.
    pub quarter_short: Vec<String>,
    /// `h` makes "H1" the first half.
    pub half_short: Vec<String>,
    /// The current unit ("this year"), the one before ("last quarter"), the one after.
    pub this: Vec<String>,
    pub last: Vec<String>,
    pub next: Vec<String>,
    /// From the start of what follows, open end ("since July").
    pub since: Vec<String>,
    /// From the day after what follows, open end ("after July").
    pub after: Vec<String>,
    /// Up to the day before what follows ("before September").
    pub before: Vec<String>,
    /// Up to the end of what follows ("until September").
    pub until: Vec<String>,
    /// Opens "from X to Y"; alone it is a since word only if `since` lists it.
    pub from: Vec<String>,
    /// Closes "from X to Y".
    pub to: Vec<String>,
    /// Opens "between X and Y".
    pub between: Vec<String>,
    /// Closes "between X and Y", and joins "September and October".
    pub and: Vec<String>,
    /// Words before a time ("in", "during"): an ambiguous month name after them is a month.
    pub during: Vec<String>,
    /// Words that may stand between the parts of an expression ("first half of 2026").
    pub of: Vec<String>,
    /// The start of a unit ("since the start of the year"): its first day.
    pub start: Vec<String>,
    /// Four-digit numbers in this range are years: `[questions] years`, copied here.
    pub years: (u16, u16),
}

impl Default for DateWords {
    fn default() -> Self {
        let words = |s: &str| s.split(", ").map(String::from).collect::<Vec<_>>();
        let groups = |s: &str| {
            s.split(", ")
                .map(|g| g.split(' ').map(String::from).collect())
                .collect::<Vec<Vec<String>>>()
        };
        DateWords {
            months: groups(
                "january jan, february feb, march mar, april apr, may, june jun, july jul, \
                 august aug, september sep sept, october oct, november nov, december dec",
            ),
            ambiguous: words("may, march, mar"),
            ordinals: groups("first 1st, second 2nd, third 3rd, fourth 4th"),
            year: words("year, years"),
            half: words("half, halves"),
            quarter: words("quarter, quarters"),
            month: words("month, months"),
            week: words("week, weeks"),
            day: words("day, days"),
            quarter_short: words("q"),
            half_short: words("h"),
            this: words("this, current"),
            last: words("last, previous, past"),
            next: words("next, coming"),
            since: words("since, from"),
            after: words("after"),
            before: words("before"),
            until: words("until, till, through"),
            from: words("from"),
            to: words("to, until, till, through"),
            between: words("between"),
            and: words("and, or"),
            during: words("in, during, of, for"),
            of: words("of, the"),
            start: words("start, beginning"),
            years: QuestionWords::default().years,
        }
    }
}

/// A code (market `MA`, product `C-3`) and the other ways a question may name it.
#[derive(Clone, Debug, PartialEq)]
pub struct Alias {
    pub code: String,
    pub aliases: Vec<String>,
}

impl Alias {
    /// Whether `take` accepts the code or one of its aliases (in that order, stopping at the
    /// first). Through `dyn`, not a chain each caller adapts: one piece of code in the page's
    /// wasm for every caller.
    pub fn any_name(&self, take: &mut dyn Call<String, bool>) -> bool {
        if take.call(&self.code) {
            return true;
        }
        for a in &self.aliases {
            if take.call(a) {
                return true;
            }
        }
        false
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct RouteRule {
    pub route: Route,
    pub regex: Regexp,
}

/// `[search]`: the scoring's settings, all read on the question side (the index stores raw
/// per-field counts), so changing them needs no new index.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchSettings {
    pub k: usize,
    pub k1: f64,
    /// The length normalization of a field without its own `title_b`, `heading_b`, `body_b`.
    pub b: f64,
    pub title_b: Option<f64>,
    pub heading_b: Option<f64>,
    pub body_b: Option<f64>,
    pub title_weight: f64,
    pub heading_weight: f64,
    /// The weight of the heading score (a heading's matches scored with the idf of headings).
    pub heading_score: f64,
    /// The weight of a match through the stem, below an exact match's 1.
    pub stem_weight: f64,
    /// The exponent of the share of the question's words a block matches.
    pub coordination: f64,
    /// The best blocks' scores times `1 + proximity·share`, share the question's neighbouring
    /// word pairs the block has near each other (see `index::proximity`); 0 reads no text.
    pub proximity: f64,
    pub product_boost: f64,
    /// The share of a question's words (weighted by rarity) the best block must hold for a good
    /// match; below it, the answer says no readable document answers the question.
    pub match_floor: f64,
    /// The most tokens (about four characters each) a prompt may take: evidence beyond it is
    /// left out, and the answer says how much was.
    pub prompt_tokens: usize,
}

impl SearchSettings {
    /// b of the title, heading and body.
    pub fn field_b(&self) -> [f64; 3] {
        [
            self.title_b.unwrap_or(self.b),
            self.heading_b.unwrap_or(self.b),
            self.body_b.unwrap_or(self.b),
        ]
    }
}

/// `[html]`: the groups, markets, products and validity every page of `html/` carries.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HtmlSettings {
    pub groups: Vec<String>,
    pub markets: Vec<String>,
    pub products: Vec<String>,
    pub valid_from: Option<crate::base::date::Date>,
    pub valid_to: Option<crate::base::date::Date>,
}

/// `[search] prompt_tokens` when not set: a small local model's context (Ollama gives 4,096 by
/// default) with room for its answer.
pub const DEFAULT_PROMPT_TOKENS: usize = 3000;

/// The least `[search] prompt_tokens` may be: the instructions, the facts and one passage.
pub const MIN_PROMPT_TOKENS: usize = 800;

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            k: 5,
            k1: 1.2,
            b: 0.75,
            title_b: None,
            heading_b: None,
            body_b: None,
            title_weight: 2.0,
            heading_weight: 2.0,
            heading_score: 1.0,
            stem_weight: 0.5,
            coordination: 1.0,
            proximity: 0.0,
            product_boost: 1.5,
            match_floor: 0.6,
            prompt_tokens: DEFAULT_PROMPT_TOKENS,
        }
    }
}

impl Config {
    /// A configuration with nothing in it yet: what the parser fills.
    fn empty() -> Config {
        Config {
            file: String::new(),
            name: String::new(),
            version: String::new(),
            passage_words: 220,
            groups: Vec::new(),
            personas: Vec::new(),
            markets: Vec::new(),
            products: Vec::new(),
            normalizer: Normalizer::default(),
            links_case: crate::base::pattern::Case::Upper,
            router: Vec::new(),
            search: SearchSettings::default(),
            html: HtmlSettings::default(),
            operations: DEFAULT_OPERATIONS
                .iter()
                .map(|(op, words)| (*op, words.iter().map(|w| w.to_string()).collect()))
                .collect(),
            operations_set: false,
            questions: QuestionWords::default(),
            glossary: Vec::new(),
            relations: Vec::new(),
            serials: Serials::default(),
            follow: FollowSettings::default(),
            limits: Limits::default(),
            bundle: BundleSettings::default(),
            dates: DateWords::default(),
            market_labels: Vec::new(),
            column_labels: Vec::new(),
            language: "en".to_string(),
            languages: Vec::new(),
            #[cfg(not(target_arch = "wasm32"))]
            page_languages: vec!["en".to_string(), "fr".to_string()],
            #[cfg(not(target_arch = "wasm32"))]
            flag_yes: Vec::new(),
            #[cfg(not(target_arch = "wasm32"))]
            flag_no: Vec::new(),
        }
    }

    /// Whether `word` is one of the words a question is asked with, not what it asks about: a
    /// common word, negation, asking or operation word, a comparing word or a unit of the
    /// questions' languages (the packs' and the configuration's). The best block rarely holds
    /// them ("combien", "how many", "quoi", "watts" where the block writes W), and counting them
    /// made right answers, with the right block first, say "no good match" (search's
    /// `weak_match`); calculate reads them as no word that picks rows.
    pub fn asking_word(&self, word: &str) -> bool {
        let q = &self.questions;
        // Configured phrases are words apart by spaces: split by bytes, not `split_whitespace`.
        let in_phrases = |l: &[String]| {
            l.iter()
                .any(|p| crate::base::text::split_ascii(p, b" ").contains(&word))
        };
        [
            &q.common_words,
            &q.negations,
            &q.none_words,
            &q.asking_words,
            &q.more,
            &q.less,
            &q.than,
            &q.who_words,
            &q.units,
        ]
        .into_iter()
        .any(|l| in_phrases(l))
            || self.operations.iter().any(|(_, l)| in_phrases(l))
    }

    /// Whether `word` is one of `[questions] done_words`, or ends as one of its endings ("-ed")
    /// after three letters or more.
    pub fn done(&self, word: &str) -> bool {
        let word = word.as_bytes();
        for d in &self.questions.done_words {
            let ending = match d.as_bytes() {
                [b'-', end @ ..] => word.len() >= d.len() + 2 && word.ends_with(end),
                _ => false,
            };
            if ending || d.as_bytes() == word {
                return true;
            }
        }
        false
    }

    /// The words that ask for `op`.
    pub fn operation_words(&self, op: Op) -> &[String] {
        self.operations
            .iter()
            .find(|(o, _)| *o == op)
            .map_or(&[], |(_, w)| w.as_slice())
    }

    /// Whether `word` is one of an operation's words (one word of the phrase as configured).
    pub fn is_operation_word(&self, word: &str) -> bool {
        self.operations
            .iter()
            .any(|(_, w)| w.iter().any(|x| x == word))
    }

    pub fn persona(&self, name: &str) -> Option<&Persona> {
        self.personas.iter().find(|p| p.name == name)
    }

    pub fn has_group(&self, g: &str) -> bool {
        self.groups.iter().any(|x| x == g)
    }

    pub fn has_market(&self, m: &str) -> bool {
        self.markets.iter().any(|x| x.code == m)
    }

    pub fn has_product(&self, p: &str) -> bool {
        self.products.iter().any(|x| x.code == p)
    }

    /// The first group, market or product in these lists that the configuration does not
    /// define, as (the list's name, what is wrong). Sources and `[html]` check their metadata
    /// with it.
    pub fn unknown_reference(
        &self,
        groups: &[String],
        markets: &[String],
        products: &[String],
    ) -> Option<(&'static str, String)> {
        let codes = |a: &[Alias]| {
            a.iter()
                .map(|x| x.code.as_str())
                .collect::<Vec<_>>()
                .joined(", ")
        };
        if let Some(g) = groups.iter().find(|g| !self.has_group(g)) {
            return Some((
                "groups",
                format!("unknown group '{g}' (groups: {})", self.groups.joined(", ")),
            ));
        }
        if let Some(m) = markets.iter().find(|m| !self.has_market(m)) {
            return Some((
                "markets",
                format!("unknown market '{m}' (markets: {})", codes(&self.markets)),
            ));
        }
        if let Some(p) = products.iter().find(|p| !self.has_product(p)) {
            return Some((
                "products",
                format!(
                    "unknown product '{p}' (products: {})",
                    codes(&self.products)
                ),
            ));
        }
        None
    }

    /// Routes this corpus can take, in `Route::ALL`'s order: the default and those the router
    /// has vocabulary for.
    pub fn routes(&self) -> Vec<Route> {
        Route::ALL
            .into_iter()
            .filter(|r| *r == Route::DEFAULT || self.router.iter().any(|rule| rule.route == *r))
            .collect()
    }

    /// Reads `corpus.conf`, compiling its patterns: ingestion only (bundles carry what it read,
    /// `write` and `read`).
    pub fn parse(text: &str, file: &str) -> Result<Config, SourceError> {
        parse::parse(text, file)
    }

    /// Every configured regex: links, codes, the serial pattern, the router's.
    pub fn regexps(&self) -> Vec<&Regexp> {
        let n = &self.normalizer;
        n.links
            .iter()
            .chain(&n.codes)
            .chain(&self.serials.pattern)
            .map(|p| p.regexp())
            .chain(self.router.iter().map(|r| &r.regex))
            .collect()
    }

    /// `regexps`, to give one another program (tests craft bundles with it).
    pub fn regexps_mut(&mut self) -> Vec<&mut Regexp> {
        let n = &mut self.normalizer;
        n.links
            .iter_mut()
            .chain(&mut n.codes)
            .chain(&mut self.serials.pattern)
            .map(|p| p.regexp_mut())
            .chain(self.router.iter_mut().map(|r| &mut r.regex))
            .collect()
    }

    /// The bundle name for a set of groups: the groups in configuration order, joined by '+'.
    pub fn bundle_name(&self, groups: &[String]) -> String {
        self.groups
            .iter()
            .filter(|g| groups.contains(g))
            .cloned()
            .collect::<Vec<_>>()
            .joined("+")
    }
}

pub fn list(v: &str) -> Vec<String> {
    v.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

pub fn check_name(name: &str) -> Result<(), String> {
    if name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        Ok(())
    } else {
        Err(format!(
            "'{name}' may hold only letters, digits, '-' and '_'"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINIMAL: &str = "[groups]\nservice = x\n[personas]\ntech = service\n";

    #[test]
    fn minimal_config_parses() {
        let c = Config::parse(MINIMAL, "c.conf").unwrap();
        assert_eq!(c.personas[0].groups, ["service"]);
        assert_eq!(c.search, SearchSettings::default());
    }

    #[test]
    fn comments_are_cut_where_a_hash_follows_white_space() {
        let text = "# secret: a hidden document\r\n[groups]  # groups\r\nservice = x\n\n\
[personas]\ntech = service\t# trailing\n[markets]\n\u{a0}#MA = Morocco\nFR = France # and Monaco\n\
[links]\npart = \\b(A#\\d)\\b => {1}   # a '#' inside a word is kept\n  # indented\n";
        let c = Config::parse(text, "c.conf").unwrap();
        assert_eq!(c.groups, ["service"]);
        assert_eq!(c.personas[0].groups, ["service"]);
        let markets: Vec<(&str, &[String])> = c
            .markets
            .iter()
            .map(|m| (m.code.as_str(), m.aliases.as_slice()))
            .collect();
        assert_eq!(
            markets,
            [
                ("#MA", &["Morocco".to_string()][..]),
                ("FR", &["France".to_string()][..])
            ]
        );
        assert_eq!(c.normalizer.links[0].source, "\\b(A#\\d)\\b");
        assert_eq!(c.normalizer.links[0].template, "{1}");
    }

    #[test]
    fn page_languages_default_to_english_and_french_and_name_the_pages_dictionaries() {
        assert_eq!(
            Config::parse(MINIMAL, "c.conf").unwrap().page_languages,
            ["en", "fr"]
        );
        let parse = |v: &str| {
            Config::parse(
                &format!("[corpus]\npage_languages = {v}\n{MINIMAL}"),
                "c.conf",
            )
        };
        assert_eq!(parse("ES, de, es").unwrap().page_languages, ["es", "de"]);
        assert_eq!(
            parse("en, pl").unwrap_err().to_string(),
            "c.conf:2: page_languages: the page has no dictionary for 'pl'; it speaks en, fr, es, de, it, pt, nl"
        );
        assert_eq!(
            parse(",").unwrap_err().to_string(),
            "c.conf:2: page_languages must name at least one language"
        );
    }

    #[test]
    fn dates_words_replace_the_english_defaults_key_by_key() {
        let c = Config::parse(MINIMAL, "c.conf").unwrap();
        assert_eq!(c.dates, DateWords::default());
        assert_eq!(c.dates.months.len(), 12);
        let text = format!(
            "{MINIMAL}[questions]\nyears = 2000..2030\n[dates]\nquarter = Trimestre\n\
months = janvier janv, février, mars, avril, mai, juin, juillet, août aout, septembre, \
octobre, novembre, décembre\n"
        );
        let c = Config::parse(&text, "c.conf").unwrap();
        assert_eq!(c.dates.quarter, ["trimestre"]);
        assert_eq!(c.dates.months[0], ["janvier", "janv"]);
        assert_eq!(c.dates.months[7], ["août", "aout"]);
        assert_eq!(c.dates.half, DateWords::default().half);
        assert_eq!(c.dates.years, (2000, 2030));
    }

    #[test]
    fn dates_errors_name_the_line_and_the_word() {
        let err = |body: &str| {
            Config::parse(&format!("{MINIMAL}[dates]\n{body}\n"), "c.conf")
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            err("months = jan, feb"),
            "c.conf:6: months must list 12 comma-separated groups of names, found 2"
        );
        assert_eq!(
            err("ordinals = first, second, , fourth"),
            "c.conf:6: ordinals must list 4 comma-separated groups of names, found 3"
        );
        assert_eq!(
            err("until = until, jusqu'à"),
            "c.conf:6: [dates] until: 'jusqu'à' is not one word as questions are read (it reads as 'jusqu à')"
        );
        assert!(err("fortnight = fortnight")
            .starts_with("c.conf:6: unknown key 'fortnight' in [dates]"));
    }

    #[test]
    fn bundle_sets_a_floor_of_terms_per_chunk_and_refuses_what_is_not_one() {
        let parse = |body: &str| Config::parse(&format!("{MINIMAL}[bundle]\n{body}\n"), "c.conf");
        assert_eq!(
            Config::parse(MINIMAL, "c.conf")
                .unwrap()
                .bundle
                .min_terms_per_chunk,
            DEFAULT_MIN_TERMS_PER_CHUNK
        );
        let c = parse("min_terms_per_chunk = 64").unwrap();
        assert_eq!(c.bundle.min_terms_per_chunk, 64);
        let err = |body: &str| parse(body).unwrap_err().to_string();
        for bad in ["0", "-3", "16.5", "many", ""] {
            assert_eq!(
                err(&format!("min_terms_per_chunk = {bad}")),
                format!(
                    "c.conf:6: min_terms_per_chunk must be a whole number of at least 1, found '{bad}'"
                )
            );
        }
        assert_eq!(
            err("terms = 8"),
            "c.conf:6: unknown key 'terms' in [bundle]; expected min_terms_per_chunk"
        );
    }

    #[test]
    fn errors_name_the_line() {
        let bad = format!("{MINIMAL}[personas]\nboss = service, owners\n");
        let e = Config::parse(&bad, "c.conf").unwrap_err();
        assert_eq!(
            e.to_string(),
            "c.conf:6: persona 'boss' names unknown group 'owners' (groups: service)"
        );
        let bad = format!("{MINIMAL}[links]\npart = ([A-Z] => {{1}}\n");
        let e = Config::parse(&bad, "c.conf").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("c.conf:6: pattern 'part' does not compile"),
            "{e}"
        );
        for phrase in ["more than", "{n} to {n}"] {
            let bad = format!("{MINIMAL}[questions]\nabove = over {{n}}, {phrase}\n");
            let e = Config::parse(&bad, "c.conf").unwrap_err();
            assert_eq!(
                e.to_string(),
                format!("c.conf:6: above: '{phrase}' must hold the figure's place {{n}} once, as in 'more than {{n}}'")
            );
        }
        let e = Config::parse("[groups]\na = b\n[colours]\n", "c.conf").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("c.conf:3: unknown section [colours]"),
            "{e}"
        );
    }
}
