//! What a question gives back: plain data, the same natively, in JSON and in JavaScript.
#![warn(missing_docs)]

use crate::ask::reason::Reason;
use crate::base::config::Route;
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct Answer {
    pub route: Route,
    /// Why the router chose the route, in English (as the trace says it).
    pub reason: String,
    /// The same reason as data: a code and its words, which the page says in its language.
    pub why: Reason,
    pub evidence: Vec<Evidence>,
    /// Facts computed or followed by the engine, stated in the prompt.
    pub known_facts: Vec<String>,
    pub links: Vec<Link>,
    /// The figure a calculation produced; None when there was nothing readable to compute over.
    pub figure: Option<f64>,
    /// The best evidence matches the question weakly: the evidence is candidates, and the known
    /// facts say that no readable document answers the question.
    pub no_good_match: bool,
    /// The table a list or a figure was read from and the filters it applied, as data, so the
    /// page names the columns in its own language; None for search and follow.
    pub scope: Option<Scope>,
    /// Search terms as normalized (for highlighting), and the part numbers followed.
    pub terms: Vec<String>,
    pub trace: Vec<String>,
    pub prompt: Prompt,
}

#[derive(Clone, Debug, Serialize)]
pub struct Evidence {
    /// `S1`, `S2`, ...: the label the prompt and the citations use.
    pub label: String,
    pub id: String,
    /// `DOC#section`: passages cite as their section.
    pub cite: String,
    pub doc: String,
    pub title: String,
    pub section: String,
    pub heading: String,
    pub products: Vec<String>,
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

#[derive(Clone, Debug, Default, Serialize, PartialEq, Eq)]
pub struct Scope {
    pub table: String,
    /// (column name, accepted values): a row matched when it has one of the values in each.
    pub filters: Vec<(String, Vec<String>)>,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Link {
    pub part: String,
    pub from: String,
    pub to: String,
    pub products: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Prompt {
    pub system: String,
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

pub fn estimate_tokens(text: &str) -> usize {
    text.chars().count().div_ceil(4)
}
