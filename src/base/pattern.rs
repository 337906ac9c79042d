//! Configured patterns: a regex and the canonical form its matches are rewritten to.
//! Part numbers (`BP36-2` -> `BP-36-2`) and codes (`e12` -> `E-12`) are both patterns.

use regex::bytes::{Regex, RegexBuilder};
use std::sync::OnceLock;

/// Compiled patterns larger than this are refused: the engine runs them in the browser.
const PATTERN_SIZE_LIMIT: usize = 1 << 20;

/// Compiles a configured regex. Classes and case are ASCII: `\d`, `\w`, `\s`, `\b` and `(?i)`
/// cover ASCII only, and other characters match as written. Unicode classes would bring tables
/// (and their compile time) into the browser engine that part numbers, codes and router words do
/// not need. Matching is on the text's bytes, so callers keep only matches on character
/// boundaries.
pub fn compile(source: &str) -> Result<Regex, String> {
    RegexBuilder::new(source)
        .unicode(false)
        .size_limit(PATTERN_SIZE_LIMIT)
        .build()
        .map_err(|e| {
            let detail = e.to_string();
            detail.lines().last().unwrap_or("").trim().to_string()
        })
}

/// When configured regexes compile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compile {
    /// While the configuration is read, so a bad pattern is an error at its line (ingestion).
    Now,
    /// On first use: a bundle's configuration was checked when the bundle was built, and
    /// compiling its patterns was most of a cold bundle load in the browser. A pattern that does
    /// not compile then (only in a hand-made bundle) matches nothing.
    OnFirstUse,
}

/// A configured regex and its compiled form, made now or on first use (see `Compile`).
#[derive(Clone, Debug)]
pub struct Regexp {
    source: String,
    compiled: OnceLock<Option<Regex>>,
}

impl Regexp {
    pub fn new(source: &str, when: Compile) -> Result<Regexp, String> {
        let compiled = OnceLock::new();
        if when == Compile::Now {
            let _ = compiled.set(Some(compile(source)?));
        }
        Ok(Regexp {
            source: source.to_string(),
            compiled,
        })
    }

    /// The compiled regex if it is compiled already (always, with `Compile::Now`).
    fn ready(&self) -> Option<&Regex> {
        self.compiled.get()?.as_ref()
    }

    pub fn get(&self) -> Option<&Regex> {
        self.compiled
            .get_or_init(|| compile(&self.source).ok())
            .as_ref()
    }

    pub fn as_str(&self) -> &str {
        &self.source
    }
}

#[derive(Clone, Debug)]
pub struct Pattern {
    pub name: String,
    pub source: String,
    pub template: String,
    regex: Regexp,
    pieces: Vec<Piece>,
}

#[derive(Clone, Debug)]
enum Piece {
    Text(String),
    Group(usize),
}

/// One match: its byte range in the text and its canonical spelling.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    pub start: usize,
    pub end: usize,
    pub canonical: String,
}

impl Pattern {
    /// `source` is a regex, `template` writes the canonical form with `{n}` for capture group n.
    pub fn new(name: &str, source: &str, template: &str) -> Result<Pattern, String> {
        Pattern::with(name, source, template, Compile::Now)
    }

    /// With `Compile::OnFirstUse` the template's group numbers and the empty match are not
    /// checked (they were when the bundle was built); a group the pattern lacks writes nothing.
    pub fn with(
        name: &str,
        source: &str,
        template: &str,
        when: Compile,
    ) -> Result<Pattern, String> {
        let regex = Regexp::new(source, when)
            .map_err(|e| format!("pattern '{name}' does not compile: {e}"))?;
        let groups = regex.ready().map_or(usize::MAX, |r| r.captures_len() - 1);
        let pieces = parse_template(template, groups)
            .map_err(|e| format!("pattern '{name}': canonical form '{template}': {e}"))?;
        if regex.ready().is_some_and(|r| r.is_match(b"")) {
            return Err(format!(
                "pattern '{name}' matches the empty text, so it would match everywhere"
            ));
        }
        Ok(Pattern {
            name: name.to_string(),
            source: source.to_string(),
            template: template.to_string(),
            regex,
            pieces,
        })
    }

    /// Every match in `text`, left to right, each in canonical form.
    pub fn find_all(&self, text: &str) -> Vec<Found> {
        let Some(regex) = self.regex.get() else {
            return Vec::new();
        };
        regex
            .captures_iter(text.as_bytes())
            .filter_map(|caps| {
                let whole = caps.get(0)?;
                // A match that cuts a character in two is not text.
                text.get(whole.range())?;
                let mut canonical = String::new();
                for piece in &self.pieces {
                    match piece {
                        Piece::Text(t) => canonical.push_str(t),
                        Piece::Group(g) => canonical
                            .push_str(caps.get(*g).and_then(|m| text.get(m.range())).unwrap_or("")),
                    }
                }
                Some(Found {
                    start: whole.start(),
                    end: whole.end(),
                    canonical,
                })
            })
            .collect()
    }
}

fn parse_template(template: &str, groups: usize) -> Result<Vec<Piece>, String> {
    if template.trim().is_empty() {
        return Err("is empty".into());
    }
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut chars = template.chars();
    while let Some(c) = chars.next() {
        if c != '{' {
            text.push(c);
            continue;
        }
        let mut digits = String::new();
        for d in chars.by_ref() {
            if d == '}' {
                break;
            }
            digits.push(d);
        }
        let g: usize = digits
            .parse()
            .map_err(|_| format!("'{{{digits}}}' is not a capture group number"))?;
        if g == 0 || g > groups {
            return Err(format!(
                "names group {g}, but the pattern has {groups} capture group(s)"
            ));
        }
        if !text.is_empty() {
            pieces.push(Piece::Text(std::mem::take(&mut text)));
        }
        pieces.push(Piece::Group(g));
    }
    if !text.is_empty() {
        pieces.push(Piece::Text(text));
    }
    Ok(pieces)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part() -> Pattern {
        Pattern::new("part", r"\b([A-Z]{2})-?(\d{2})-(\d)\b", "{1}-{2}-{3}").unwrap()
    }

    fn canon(p: &Pattern, text: &str) -> Vec<String> {
        p.find_all(text).into_iter().map(|f| f.canonical).collect()
    }

    #[test]
    fn part_numbers_are_one_spelling() {
        let p = part();
        assert_eq!(canon(&p, "part BP36-2."), ["BP-36-2"]);
        assert_eq!(
            canon(&p, "pack BP-36-2 and BP-48-1"),
            ["BP-36-2", "BP-48-1"]
        );
    }

    #[test]
    fn near_misses_are_not_the_part() {
        let p = part();
        for text in [
            "BP36-20",
            "BP-36-21",
            "XBP-36-2",
            "CH-25A",
            "E-12",
            "UN3480",
            "WC-1001",
            "2509-0001",
        ] {
            assert!(canon(&p, text).is_empty(), "{text} matched");
        }
    }

    #[test]
    fn bad_patterns_say_why() {
        assert!(Pattern::new("x", r"([A-Z", "{1}")
            .unwrap_err()
            .contains("does not compile"));
        assert!(Pattern::new("x", r"([A-Z])", "{2}")
            .unwrap_err()
            .contains("1 capture group"));
        assert!(Pattern::new("x", r"a*", "a")
            .unwrap_err()
            .contains("everywhere"));
    }

    #[test]
    fn classes_are_ascii_and_matches_stay_on_character_boundaries() {
        let p = Pattern::new("code", r"(?i)\bE(\d{2})\b", "E-{1}").unwrap();
        let got: Vec<String> = p
            .find_all("e12 E١٢ é12 E34")
            .into_iter()
            .map(|f| f.canonical)
            .collect();
        assert_eq!(
            got,
            ["E-12", "E-34"],
            "Arabic-Indic digits are not \\d; é is not E"
        );
        // A byte pattern that would cut a character in two finds nothing instead of panicking.
        let half = Pattern::new("half", r"\xC3", "x").unwrap();
        assert!(half.find_all("Übel").is_empty());
    }

    #[test]
    fn deferred_patterns_compile_on_first_use_and_a_broken_one_matches_nothing() {
        let p = Pattern::with(
            "part",
            r"\b([A-Z]{2})-?(\d{2})-(\d)\b",
            "{1}-{2}-{3}",
            Compile::OnFirstUse,
        )
        .unwrap();
        assert!(p.regex.compiled.get().is_none(), "not compiled before use");
        assert_eq!(p.find_all("BP36-2")[0].canonical, "BP-36-2");
        let broken = Pattern::with("x", r"([A-Z", "{1}", Compile::OnFirstUse).unwrap();
        assert!(broken.find_all("AB").is_empty());
        assert!(Pattern::with("x", r"([A-Z", "{1}", Compile::Now).is_err());
    }
}
