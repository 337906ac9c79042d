//! What a question gives back: plain data, the same natively, in JSON and in JavaScript.
#![warn(missing_docs)]

use crate::ask::facts::Fact;
use crate::ask::reason::Reason;
use crate::base::config::Route;
use serde::Serialize;

/// A question's answer before any model has read it: the route, the evidence, the known facts
/// and the prompt to send. The page gets it as JSON (or a JavaScript object) with these fields.
#[derive(Clone, Debug, Serialize)]
pub struct Answer {
    /// The route that answered: `"search"`, `"list"`, `"calculate"` or `"follow"` on the page.
    pub route: Route,
    /// Why the router chose the route, in English (as the trace says it).
    pub reason: String,
    /// The same reason as data: a code and its words, which the page says in its language.
    pub why: Reason,
    /// The blocks supplied, labelled `S1`, `S2`, ... in prompt order: the page's evidence cards.
    pub evidence: Vec<Evidence>,
    /// Facts computed or followed by the engine, stated in the prompt.
    pub known_facts: Vec<String>,
    /// The same facts as data, in the same order: a code and its words each, which the page
    /// says in its language (`fact.CODE` in www/strings-*.js).
    pub facts: Vec<Fact>,
    /// The part-number links follow took, block to block: the page's links diagram; empty for
    /// the other routes.
    pub links: Vec<Link>,
    /// The figure a calculation produced; None when there was nothing readable to compute over.
    pub figure: Option<f64>,
    /// The best evidence matches the question weakly: the evidence is candidates, and the known
    /// facts say that no readable document answers the question.
    pub no_good_match: bool,
    /// The table a list or a figure was read from and the filters it applied, as data, so the
    /// page names the columns in its own language; None for search and follow.
    pub scope: Option<Scope>,
    /// What the record rows the evidence and the facts name are called, as (id, name): a stock
    /// row by its dealer's name, a dealer by its own (`names`). Rows with no name are absent.
    pub names: Vec<(String, String)>,
    /// Search terms as normalized (for highlighting), and the part numbers followed.
    pub terms: Vec<String>,
    /// What the engine did, a line a step (route, the question as read, the route's steps, the
    /// prompt's size): the page shows it under Details, the CLI prints it.
    pub trace: Vec<String>,
    /// The messages to send to the model, and their estimated size.
    pub prompt: Prompt,
}

/// A block supplied as evidence: what its card on the page and its part of the prompt show.
#[derive(Clone, Debug, Serialize)]
pub struct Evidence {
    /// `S1`, `S2`, ...: the label the prompt and the citations use.
    pub label: String,
    /// The block's id: `DOC#section`, `DOC-section-pN` for a passage of a long section,
    /// `TABLE#KEY` for a record.
    pub id: String,
    /// `DOC#section`: passages cite as their section.
    pub cite: String,
    /// The id of the document or record table the block comes from.
    pub doc: String,
    /// That document's title; the card shows it under its heading.
    pub title: String,
    /// The section number the block cites as, or a record's key.
    pub section: String,
    /// The section's heading (a record's key for a record); may be empty.
    pub heading: String,
    /// The product codes the block is about: its document's, or a record's product column.
    pub products: Vec<String>,
    /// The block's text, which the prompt quotes; for a record, its fields written out.
    pub text: String,
    /// BM25 score, for blocks found by search.
    pub score: Option<f64>,
    /// The part number that led here, for blocks reached through a link.
    pub via: Option<String>,
    /// A record's fields as (column, value), for records.
    pub fields: Vec<(String, String)>,
}

impl Evidence {
    /// Only what a citation check needs: a label and the block it stands for.
    pub fn label_only(label: String, id: String) -> Evidence {
        Evidence {
            label,
            cite: id.clone(),
            id,
            doc: String::new(),
            title: String::new(),
            section: String::new(),
            heading: String::new(),
            products: vec![],
            text: String::new(),
            score: None,
            via: None,
            fields: vec![],
        }
    }
}

/// The record table a list or a figure was read from, and the filters that picked its rows.
#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct Scope {
    /// The table's id (its document's id), which the page's scope line names.
    pub table: String,
    /// (column name, accepted values): a row matched when it has one of the values in each.
    pub filters: Vec<(String, Vec<String>)>,
}

/// One link follow took: a part number leading from a block to another that mentions it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Link {
    /// The part number the link goes through, canonical; the page highlights it.
    pub part: String,
    /// Where the link starts: the id of the start block that names the part, or the part number
    /// itself when the question named it or a later hop reached it.
    pub from: String,
    /// The id of the block the part leads to (a passage or a record that mentions it).
    pub to: String,
    /// That block's product codes, shown beside it in the diagram.
    pub products: Vec<String>,
}

/// The prompt for the model: a system and a user message, as `messages` gives them.
#[derive(Clone, Debug, Serialize)]
pub struct Prompt {
    /// The rules for using and citing the evidence, the same for every question.
    pub system: String,
    /// The known facts, the labelled evidence between keyed delimiters, and the question.
    pub user: String,
    /// Estimated size in tokens (about four characters a token).
    pub tokens: usize,
}

impl Prompt {
    /// The chat messages sent to the endpoint, and nothing else.
    pub fn messages(&self) -> [(&'static str, &str); 2] {
        [("system", &self.system), ("user", &self.user)]
    }
}

/// A rough token count of `text`: its characters divided by four, rounded up.
pub fn estimate_tokens(text: &str) -> usize {
    crate::base::text::char_count(text).div_ceil(4)
}
