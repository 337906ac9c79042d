//! `key: value` header lines shared by documents and record tables.

use crate::base::config::{list, Config};
use crate::base::date::Date;
use crate::base::error::SourceError;
use crate::base::model::Doc;
use crate::base::stem::Stemmer;
use std::collections::HashMap;

/// Header entries with the line each came from.
#[derive(Default)]
pub struct Header {
    pub entries: HashMap<String, (usize, String)>,
}

impl Header {
    pub fn add(
        &mut self,
        file: &str,
        line: usize,
        text: &str,
        allowed: &[&str],
    ) -> Result<(), SourceError> {
        let (k, v) = text.split_once(':').ok_or_else(|| {
            SourceError::at(
                file,
                line,
                format!(
                    "expected 'key: value' in the header, found '{}'",
                    text.trim()
                ),
            )
        })?;
        let k = k.trim().to_lowercase();
        if !allowed.contains(&k.as_str()) {
            return Err(SourceError::at(
                file,
                line,
                format!(
                    "unknown header key '{k}'; expected one of {}",
                    allowed.join(", ")
                ),
            ));
        }
        if self.entries.contains_key(&k) {
            return Err(SourceError::at(
                file,
                line,
                format!("header key '{k}' is given twice"),
            ));
        }
        self.entries.insert(k, (line, v.trim().to_string()));
        Ok(())
    }

    pub fn get(&self, k: &str) -> Option<&str> {
        self.entries
            .get(k)
            .map(|(_, v)| v.as_str())
            .filter(|v| !v.is_empty())
    }

    pub fn line(&self, k: &str) -> usize {
        self.entries.get(k).map_or(0, |(l, _)| *l)
    }

    /// A key that must be given a value: its line when it is there but empty, else the line
    /// that ends the header.
    pub fn require(&self, file: &str, k: &str, end_line: usize) -> Result<&str, SourceError> {
        match self.entries.get(k) {
            Some((_, v)) if !v.is_empty() => Ok(v),
            Some((line, _)) => Err(SourceError::at(file, *line, format!("'{k}' is empty"))),
            None => Err(SourceError::at(
                file,
                end_line,
                format!("the header has no '{k}'"),
            )),
        }
    }

    /// The line of `embargo: true`, when the source is embargoed: left out of every bundle built
    /// before its `valid_from` (`Corpus::read_on`), so that its text is in no file a host
    /// serves until the day it applies. Without a valid_from it would never be built, or be
    /// built at once: neither is what its author meant, so that is an error.
    pub fn embargo(&self, file: &str) -> Result<Option<usize>, SourceError> {
        let line = self.line("embargo");
        match self.get("embargo") {
            None | Some("false") => Ok(None),
            Some("true") if self.get("valid_from").is_none() => Err(SourceError::at(
                file,
                line,
                "embargo: true needs a valid_from, the day the source may be read from",
            )),
            Some("true") => Ok(Some(line)),
            Some(other) => Err(SourceError::at(
                file,
                line,
                format!("embargo must be 'true' or 'false', found '{other}'"),
            )),
        }
    }

    /// The metadata every source carries, checked against the configuration.
    pub fn doc(&self, file: &str, config: &Config, end_line: usize) -> Result<Doc, SourceError> {
        let id = self.require(file, "id", end_line)?.to_string();
        crate::base::config::check_name(&id)
            .map_err(|e| SourceError::at(file, self.line("id"), format!("id {e}")))?;
        let title = self.get("title").unwrap_or(&id).to_string();
        let groups = list(self.require(file, "groups", end_line)?);
        if groups.is_empty() {
            return Err(SourceError::at(
                file,
                self.line("groups"),
                "'groups' names no group",
            ));
        }
        let markets = list(self.get("markets").unwrap_or(""));
        let products = list(self.get("products").unwrap_or(""));
        if let Some((key, message)) = config.unknown_reference(&groups, &markets, &products) {
            return Err(SourceError::at(file, self.line(key), message));
        }
        let date = |k: &str| -> Result<Option<Date>, SourceError> {
            self.get(k)
                .map(|v| {
                    Date::parse(v)
                        .map_err(|e| SourceError::at(file, self.line(k), format!("{k}: {e}")))
                })
                .transpose()
        };
        let valid_from = date("valid_from")?.unwrap_or(Date::DAWN);
        let valid_to = date("valid_to")?;
        if let Some(to) = valid_to {
            if to < valid_from {
                return Err(SourceError::at(
                    file,
                    self.line("valid_to"),
                    format!("valid_to {to} is before valid_from {valid_from}"),
                ));
            }
        }
        let superseded_by = self.get("superseded_by").map(String::from);
        let superseded = match self.get("status").unwrap_or("current") {
            "current" => false,
            "superseded" => true,
            other => {
                return Err(SourceError::at(
                    file,
                    self.line("status"),
                    format!("status must be 'current' or 'superseded', found '{other}'"),
                ))
            }
        };
        if superseded_by.is_some() && !superseded {
            return Err(SourceError::at(
                file,
                self.line("superseded_by"),
                "superseded_by is set but status is not 'superseded'",
            ));
        }
        let language = match self.get("language") {
            None => 0,
            Some(v) => {
                let stemmers = &config.normalizer.stemmers;
                let named = Stemmer::parse(v);
                match stemmers.iter().position(|s| Some(*s) == named) {
                    Some(at) => at as u8,
                    None => {
                        let names: Vec<&str> = stemmers.iter().map(|s| s.name()).collect();
                        return Err(SourceError::at(
                            file,
                            self.line("language"),
                            format!(
                                "language '{v}' is not one of the corpus's languages ([search] stemmer = {}): add it there",
                                if names.is_empty() { "none".to_string() } else { names.join(", ") }
                            ),
                        ));
                    }
                }
            }
        };
        Ok(Doc {
            id: id.into(),
            title: title.into(),
            products: products.into(),
            groups: groups.into(),
            markets: markets.into(),
            valid_from,
            valid_to,
            superseded: superseded || superseded_by.is_some(),
            superseded_by,
            // Set once every source is read: it is the successor's valid_from.
            superseded_from: None,
            table: None,
            language,
        })
    }
}
