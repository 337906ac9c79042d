//! What a corpus is made of once read: documents (and record tables) and their blocks.

use crate::base::call::Call;
use crate::base::date::Date;
use crate::base::shared_text::SharedText;

/// A document's list of codes or group names, shared: a bundle's documents mostly repeat the
/// one before's lists, and a head of 100,000 documents then reads one list, not 100,000 (see
/// `bundle::docs::read_doc`).
pub type Names = std::sync::Arc<[String]>;

#[derive(Clone, Debug, PartialEq)]
pub struct Doc {
    /// Its id and title: in a bundle loaded as a head, a document block's are in the block chunk
    /// holding its first block (reading them notes that chunk), so a head does not grow by a
    /// corpus's paths and titles; a record table's and a supersession's are in the head.
    pub id: SharedText,
    pub title: SharedText,
    /// Product codes; empty when the document is about no single product.
    pub products: Names,
    /// Groups that may read it; never empty.
    pub groups: Names,
    /// Market codes; empty means every market.
    pub markets: Names,
    pub valid_from: Date,
    pub valid_to: Option<Date>,
    pub superseded: bool,
    pub superseded_by: Option<String>,
    /// The day its successor starts applying (the successor's valid_from), from which a
    /// superseded document no longer applies; None for a superseded document that names no
    /// successor, which applies on no date. A bundle keeps it even where it leaves out the
    /// successor's id (see `Bundle::from_corpus`).
    pub superseded_from: Option<Date>,
    pub table: Option<Table>,
    /// Its language: its place in `[search] stemmer`, whose stemmer its words are indexed with
    /// (0, the corpus's first, when its header names none).
    pub language: u8,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub columns: Vec<Column>,
    /// Words that make a question refer to this table.
    pub about: Vec<String>,
    /// Numeric fields and the words a question uses for them.
    pub measures: Vec<Measure>,
}

impl Table {
    /// The first word of the table's measures (their phrases, in order) that `take` accepts.
    /// Through `dyn`, not an iterator each caller adapts: one piece of code in the page's wasm
    /// for every caller.
    pub fn measure_word(&self, take: &mut dyn Call<String, bool>) -> Option<&String> {
        for m in &self.measures {
            for w in &m.words {
                if take.call(w) {
                    return Some(w);
                }
            }
        }
        None
    }

    /// The first column of kind `kind`: one loop for every caller, where each
    /// `columns.iter().position(..)` or `any(..)` was a loop of its own in the page's wasm.
    pub fn column_of(&self, kind: ColumnKind) -> Option<usize> {
        for (i, c) in self.columns.iter().enumerate() {
            if c.kind == kind {
                return Some(i);
            }
        }
        None
    }

    /// The columns after the key, each with its field of a row's `fields`, as
    /// `columns.iter().zip(fields).skip(1)` gives them: one iterator, where each `skip` was code
    /// of its own in the page's wasm. Inlined: as a function of its own it was larger than what
    /// its callers do with it.
    #[inline(always)]
    pub fn past_key<'a>(
        &'a self,
        fields: &'a [String],
    ) -> std::iter::Zip<std::slice::Iter<'a, Column>, std::slice::Iter<'a, String>> {
        let columns = self.columns.get(1..).unwrap_or_default();
        columns.iter().zip(fields.get(1..).unwrap_or_default())
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Column {
    pub name: String,
    pub kind: ColumnKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColumnKind {
    Key,
    Text,
    Number,
    Date,
    Flag,
    Market,
    Product,
}

impl ColumnKind {
    pub fn code(self) -> u8 {
        match self {
            ColumnKind::Key => 0,
            ColumnKind::Text => 1,
            ColumnKind::Number => 2,
            ColumnKind::Date => 3,
            ColumnKind::Flag => 4,
            ColumnKind::Market => 5,
            ColumnKind::Product => 6,
        }
    }

    pub fn from_code(c: u8) -> Option<ColumnKind> {
        Some(match c {
            0 => ColumnKind::Key,
            1 => ColumnKind::Text,
            2 => ColumnKind::Number,
            3 => ColumnKind::Date,
            4 => ColumnKind::Flag,
            5 => ColumnKind::Market,
            6 => ColumnKind::Product,
            _ => return None,
        })
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Measure {
    pub field: String,
    pub words: Vec<String>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Block {
    /// `DOC#section`, `DOC-section-pN` for a passage of a long section, `TABLE#KEY` for a record.
    pub id: SharedText,
    /// Index of its document in the corpus or bundle.
    pub doc: usize,
    /// The section number (or record key) it cites as.
    pub section: SharedText,
    pub heading: SharedText,
    pub text: SharedText,
    pub products: Vec<String>,
    /// A record's fields, in column order; empty for document blocks.
    pub fields: Vec<String>,
}

/// The document of a hole: a block number no block holds. A bundle built over an earlier one
/// keeps each block's number (`ingest::numbering`), so a block removed leaves its number empty
/// until the numbers are compacted; its document is this, which no `docs.get` finds.
pub const HOLE: usize = usize::MAX;

impl Block {
    /// A number no block holds: no document, no strings (held, empty: reading them notes no
    /// chunk), no fields, no postings.
    pub fn hole() -> Block {
        Block {
            id: SharedText::default(),
            doc: HOLE,
            section: SharedText::default(),
            heading: SharedText::default(),
            text: SharedText::default(),
            products: Vec::new(),
            fields: Vec::new(),
        }
    }

    pub fn is_hole(&self) -> bool {
        self.doc == HOLE
    }

    /// This block's place among its section's passages (`ID-N-pK` is passage K of section N:
    /// `ingest::sources::sections` cuts a long section into passages): 0 for a first passage, a
    /// section of one block and a record row, whatever its key. Read from the id alone: no other
    /// block's chunk is needed.
    pub fn passage(&self) -> usize {
        if self.is_record() {
            return 0;
        }
        // Bytes, not str patterns: a str pattern searcher cost the page's wasm 0.7 KB gzip.
        let id = self.id.as_bytes();
        let digits = |end: usize| id.get(..end).map_or(0, trailing_digits);
        let p = digits(id.len());
        let p_at = id.len().saturating_sub(p);
        let Some(n_end) = p_at.checked_sub(2) else {
            return 0;
        };
        let n = digits(n_end);
        let numbered = n > 0
            && id.get(n_end..p_at) == Some(b"-p".as_slice())
            && n_end.checked_sub(n + 1).and_then(|at| id.get(at)) == Some(&b'-');
        if !numbered || p == 0 || id.get(p_at) == Some(&b'0') {
            return 0;
        }
        id.get(p_at..)
            .unwrap_or_default()
            .iter()
            .try_fold(0usize, |k, b| {
                k.checked_mul(10)?.checked_add(usize::from(b - b'0'))
            })
            .unwrap_or(0)
    }

    /// Whether this block is a later passage of a section cut into passages, whose subject the
    /// section's first passage introduces.
    pub fn continues_section(&self) -> bool {
        self.passage() > 0
    }

    /// Whether `first` is the first passage of the section this block is a later passage of:
    /// the same id up to the passage's number, then 0.
    pub fn first_of_section(&self, first: &Block) -> bool {
        let (id, f) = (self.id.as_bytes(), first.id.as_bytes());
        let p = trailing_digits(id);
        let stem = id.get(..id.len().saturating_sub(p));
        self.continues_section()
            && !first.is_record()
            && f.split_last()
                .is_some_and(|(last, rest)| *last == b'0' && Some(rest) == stem)
    }

    /// How the block is cited: passages cite as their section.
    pub fn cite(&self, doc: &Doc) -> String {
        format!("{}#{}", doc.id, self.section)
    }

    pub fn is_record(&self) -> bool {
        !self.fields.is_empty()
    }
}

impl Doc {
    pub fn readable_by(&self, groups: &[String]) -> bool {
        self.groups.iter().any(|g| groups.contains(g))
    }
}

/// Field `c` of a record; empty when it has none. The loader refuses rows that do not have a
/// field per column (see `bundle::check`); question code still never indexes past a row.
pub fn field(b: &Block, c: usize) -> &str {
    b.fields.get(c).map_or("", String::as_str)
}

/// How many ASCII digits `s` ends with, by a loop: each `iter().rev().take_while().count()`
/// was a reverse iterator's fold of its own in the page's wasm.
fn trailing_digits(s: &[u8]) -> usize {
    let mut n = 0;
    while n < s.len() && s.get(s.len() - 1 - n).is_some_and(u8::is_ascii_digit) {
        n += 1;
    }
    n
}
