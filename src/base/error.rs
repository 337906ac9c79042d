//! Errors that point at a place in a source: `file:line: what is wrong`; and errors the page
//! shows, which carry a stable code.

use std::fmt;

/// An error the page says in its own language: `code` is its key (`err.CODE` in the page's
/// dictionaries), `params` the values that sentence names. The English `Display` stays the
/// detail, shown under Details.
pub trait Coded: fmt::Display {
    fn code(&self) -> &'static str;
    fn params(&self) -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceError {
    pub file: String,
    /// 1-based; 0 when the problem is the file as a whole.
    pub line: usize,
    pub message: String,
}

impl SourceError {
    pub fn at(file: &str, line: usize, message: impl Into<String>) -> SourceError {
        SourceError {
            file: file.to_string(),
            line,
            message: message.into(),
        }
    }
}

impl fmt::Display for SourceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file, self.message)
        } else {
            write!(f, "{}:{}: {}", self.file, self.line, self.message)
        }
    }
}

impl std::error::Error for SourceError {}
