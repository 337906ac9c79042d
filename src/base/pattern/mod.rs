//! Configured patterns: a regex and the canonical form its matches are rewritten to.
//! Part numbers (`BP36-2` -> `BP-36-2`) and codes (`e12` -> `E-12`) are both patterns.
//!
//! A regex is compiled when its configuration is read for a build: natively by the `regex`
//! crate, which checks it and matches in ingestion, and always into a `Program`, which the
//! bundle carries with it (`Regexp::write`). A loaded bundle's patterns run as those programs
//! (`Regexp::read`), so the browser needs no regex compiler: only ingestion reaches `Regexp::new`.

mod compile;
pub mod program;

use crate::base::wire::{Keep, Reader, Writer};
use program::{Prefilter, Program, NONE};

/// Compiled patterns larger than this are refused: the engine runs them in the browser.
#[cfg(not(target_arch = "wasm32"))]
const PATTERN_SIZE_LIMIT: usize = 1 << 20;

/// Checks a configured regex with the `regex` crate, natively. Classes and case are ASCII: `\d`,
/// `\w`, `\s`, `\b` and `(?i)` cover ASCII only, and other characters match as written. Unicode
/// classes would bring tables into the browser engine that part numbers, codes and router words
/// do not need. Matching is on the text's bytes, so callers keep only matches on character
/// boundaries.
#[cfg(not(target_arch = "wasm32"))]
fn native(source: &str) -> Result<regex::bytes::Regex, String> {
    regex::bytes::RegexBuilder::new(source)
        .unicode(false)
        .size_limit(PATTERN_SIZE_LIMIT)
        .build()
        .map_err(|e| {
            let detail = e.to_string();
            detail.lines().last().unwrap_or("").trim().to_string()
        })
}

fn compiled(source: &str) -> Result<Regexp, String> {
    #[cfg(not(target_arch = "wasm32"))]
    let spelled = spell_out_classes(source)?;
    #[cfg(not(target_arch = "wasm32"))]
    let source_read = spelled.as_str();
    #[cfg(target_arch = "wasm32")]
    let source_read = source;
    #[cfg(not(target_arch = "wasm32"))]
    let regex = Some(native(source_read)?);
    let program = compile::compile(source_read)
        .map_err(|e| format!("{e} (the page runs patterns as programs built from them)"))?;
    Ok(Regexp {
        source: source.to_string(),
        prefilter: program.prefilter(),
        program,
        #[cfg(not(target_arch = "wasm32"))]
        regex,
    })
}

/// `source` with each bracket class that holds non-ASCII letters written as an alternation of
/// its ASCII part and those letters (`[eé]` as `(?:[e]|é)`): patterns match bytes with Unicode
/// off, where a class holds bytes only, and a customer writes `qu[eé]` or `[Üü]` as FORMAT.md
/// says. A negated class or a range with a non-ASCII letter cannot be spelled out: refused,
/// saying what to write.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) fn spell_out_classes(source: &str) -> Result<String, String> {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '\\' => {
                out.push('\\');
                if let Some(&c) = chars.get(i + 1) {
                    out.push(c);
                }
                i += 2;
            }
            '[' => {
                let (end, class) = read_class(&chars, i)?;
                out.push_str(&class);
                i = end;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Ok(out)
}

/// The bracket class opening at `chars[start]`: where it ends and how to write it.
#[cfg(not(target_arch = "wasm32"))]
fn read_class(chars: &[char], start: usize) -> Result<(usize, String), String> {
    let mut i = start + 1;
    let negated = chars.get(i) == Some(&'^');
    if negated {
        i += 1;
    }
    let mut ascii = String::new();
    let mut letters: Vec<char> = Vec::new();
    let mut first = true;
    let mut nested = false;
    while i < chars.len() {
        let c = chars[i];
        if c == ']' && !first {
            break;
        }
        first = false;
        match c {
            '\\' => {
                ascii.push(c);
                if let Some(&e) = chars.get(i + 1) {
                    ascii.push(e);
                }
                i += 2;
                continue;
            }
            '[' => {
                // `[:alpha:]`, or a nested class: kept as written.
                nested = true;
                let close = (i + 1..chars.len()).find(|&j| chars[j] == ']');
                let Some(close) = close else { break };
                ascii.extend(&chars[i..=close]);
                i = close + 1;
                continue;
            }
            _ => {}
        }
        let range_end = (chars.get(i + 1) == Some(&'-'))
            .then(|| chars.get(i + 2).copied())
            .flatten()
            .filter(|&e| e != ']');
        if let Some(e) = range_end {
            if !c.is_ascii() || !e.is_ascii() {
                return Err(format!(
                    "the range '{c}-{e}' holds letters outside ASCII: list the letters instead ([{c}{e}...])"
                ));
            }
            ascii.extend([c, '-', e]);
            i += 3;
            continue;
        }
        if c.is_ascii() {
            ascii.push(c);
        } else if !letters.contains(&c) {
            letters.push(c);
        }
        i += 1;
    }
    if i >= chars.len() {
        // Unclosed: the parser says so, at its own place.
        return Ok((chars.len(), chars[start..].iter().collect()));
    }
    let written: String = chars[start..=i].iter().collect();
    if letters.is_empty() {
        return Ok((i + 1, written));
    }
    if negated || nested {
        return Err(format!(
            "the class {written} holds letters outside ASCII and {}: write the letters as an alternation, as (?:é|è)",
            if negated { "is negated" } else { "a nested class" }
        ));
    }
    let mut alts: Vec<String> = Vec::new();
    if !ascii.is_empty() {
        alts.push(format!("[{ascii}]"));
    }
    alts.extend(letters.iter().map(|c| c.to_string()));
    Ok((i + 1, format!("(?:{})", alts.join("|"))))
}

/// A configured regex: its source, its program and, natively when compiled from its source,
/// the `regex` crate's form, which ingestion matches with (fast on 50 MB documents; the program is checked
/// to agree with it by tests/pattern_programs.rs).
#[derive(Clone, Debug)]
pub struct Regexp {
    source: String,
    program: Program,
    /// The program's, made when the program is set.
    prefilter: Prefilter,
    #[cfg(not(target_arch = "wasm32"))]
    regex: Option<regex::bytes::Regex>,
}

impl Regexp {
    /// Compiles `source` (ingestion; a bundle's reader takes programs instead, `read`).
    pub fn new(source: &str) -> Result<Regexp, String> {
        compiled(source)
    }

    pub fn as_str(&self) -> &str {
        &self.source
    }

    pub fn program(&self) -> &Program {
        &self.program
    }

    /// Runs `program` from now on (tests craft bundles with it).
    pub fn set_program(&mut self, program: Program) {
        self.prefilter = program.prefilter();
        self.program = program;
    }

    /// The first match's byte range.
    pub fn find(&self, text: &[u8]) -> Option<(usize, usize)> {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(r) = &self.regex {
            return r.find(text).map(|m| (m.start(), m.end()));
        }
        let caps = self.program.search_filtered(text, 0, &self.prefilter)?;
        span(&caps, 0)
    }

    /// Every match, left to right, as capture slots (`program::NONE` where a group took no
    /// part), as the `regex` crate's `captures_iter` gives them.
    pub fn captures_iter(&self, text: &[u8]) -> Vec<Vec<usize>> {
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(r) = &self.regex {
            return r
                .captures_iter(text)
                .map(|caps| {
                    caps.iter()
                        .flat_map(|m| m.map_or([NONE, NONE], |m| [m.start(), m.end()]))
                        .collect()
                })
                .collect();
        }
        self.program.captures_iter_filtered(text, &self.prefilter)
    }

    /// What the program alone finds, for checking it against the `regex` crate.
    pub fn program_captures_iter(&self, text: &[u8]) -> Vec<Vec<usize>> {
        self.program.captures_iter(text)
    }

    fn groups(&self) -> usize {
        self.program.groups()
    }

    /// Its source and its program: the page runs the program, and compiles nothing.
    pub fn write(&self, w: &mut Writer) {
        w.str(&self.source);
        self.program.write(w);
    }

    pub fn read(r: &mut Reader) -> Result<Regexp, String> {
        let source = r.str()?;
        let program = Program::read(r).map_err(|e| format!("pattern program (/{source}/): {e}"))?;
        Ok(Regexp {
            source,
            prefilter: program.prefilter(),
            program,
            #[cfg(not(target_arch = "wasm32"))]
            regex: None,
        })
    }
}

/// The same source and program: the `regex` crate's form is made from the source, and the
/// prefilter from the program.
impl PartialEq for Regexp {
    fn eq(&self, other: &Regexp) -> bool {
        self.source == other.source && self.program == other.program
    }
}

/// Group `g`'s byte range in capture slots, if it took part.
pub fn span(caps: &[usize], g: usize) -> Option<(usize, usize)> {
    let start = *caps.get(g * 2)?;
    let end = *caps.get(g * 2 + 1)?;
    (start != NONE && end != NONE && start <= end).then_some((start, end))
}

#[derive(Clone, Debug, PartialEq)]
pub struct Pattern {
    pub name: String,
    pub source: String,
    pub template: String,
    /// The case every canonical form is written in: a part number is one thing however a
    /// document typed it, and `gv-220-1` beside `GV-220-1` would split its links in two.
    pub case: Case,
    regex: Regexp,
    pieces: Vec<Piece>,
}

/// The case of a pattern's canonical forms (`[links] case`). ASCII letters only: patterns
/// match ASCII case only too (`(?i)` is ASCII), and Unicode's case tables would cost the page's
/// wasm more than part numbers need; `atlas check` reports spellings that still differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    Upper,
    Lower,
    AsWritten,
}

impl Case {
    /// In the order a bundle numbers them.
    pub const ALL: [Case; 3] = [Case::Upper, Case::Lower, Case::AsWritten];

    /// `upper`, `lower` or `as written`.
    pub fn parse(value: &str) -> Option<Case> {
        match value {
            "upper" => Some(Case::Upper),
            "lower" => Some(Case::Lower),
            "as written" => Some(Case::AsWritten),
            _ => None,
        }
    }

    fn apply(self, text: &mut str) {
        match self {
            Case::Upper => text.make_ascii_uppercase(),
            Case::Lower => text.make_ascii_lowercase(),
            Case::AsWritten => {}
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Piece {
    Text(String),
    Group(usize),
}

/// One match: its byte range in the text and its canonical spelling.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Found {
    pub start: usize,
    pub end: usize,
    pub canonical: String,
}

impl Pattern {
    /// `source` is a regex, `template` writes the canonical form with `{n}` for capture group n.
    pub fn new(name: &str, source: &str, template: &str) -> Result<Pattern, String> {
        let regex =
            Regexp::new(source).map_err(|e| format!("pattern '{name}' does not compile: {e}"))?;
        let pieces = parse_template(template, regex.groups())
            .map_err(|e| format!("pattern '{name}': canonical form '{template}': {e}"))?;
        if regex.find(b"").is_some() {
            return Err(format!(
                "pattern '{name}' matches the empty text, so it would match everywhere"
            ));
        }
        Ok(Pattern {
            name: name.to_string(),
            source: source.to_string(),
            template: template.to_string(),
            case: Case::AsWritten,
            regex,
            pieces,
        })
    }

    pub fn regexp(&self) -> &Regexp {
        &self.regex
    }

    /// The pattern as parsed: its canonical form as pieces, so the page reads no template.
    pub fn write(&self, w: &mut Writer) {
        w.str(&self.name);
        w.str(&self.template);
        w.pick(&Case::ALL, &self.case);
        w.usize(self.pieces.len());
        for piece in &self.pieces {
            match piece {
                Piece::Text(t) => {
                    w.u64(0);
                    w.str(t);
                }
                Piece::Group(g) => {
                    w.u64(1);
                    w.usize(*g);
                }
            }
        }
        self.regex.write(w);
    }

    /// A group number the program lacks writes nothing (`span`), as a template's would.
    pub fn read(r: &mut Reader) -> Result<Pattern, String> {
        // Read on past an error, which `end` returns (see `wire::Keep`).
        let mut k = Keep::new(r);
        let name = k.str();
        let template = k.str();
        let case = k.pick(&Case::ALL);
        let n = k.count();
        let mut pieces = Vec::new();
        for _ in 0..n {
            match k.u64() {
                0 => pieces.push(Piece::Text(k.str())),
                1 => {
                    let g = k.r.u32();
                    pieces.push(Piece::Group(k.keep(g) as usize));
                }
                t => k.note(format!(
                    "pattern '{name}': piece kind {} is unknown",
                    crate::base::decimal::figure(t as f64)
                )),
            }
        }
        let regex = Regexp::read(k.r);
        let regex = k.some(regex);
        k.end()?;
        // Never empty here: a regex not read was an error, which `end` returned.
        let regex = regex.ok_or_else(String::new)?;
        Ok(Pattern {
            name,
            source: regex.source.clone(),
            template,
            case,
            regex,
            pieces,
        })
    }

    pub fn regexp_mut(&mut self) -> &mut Regexp {
        &mut self.regex
    }

    /// Every match of each pattern of `lists` in `text`, pattern by pattern, in the lists'
    /// order. One loop for every caller, not a `flat_map` each adapts: each adapter instance
    /// is code of its own in the page's wasm.
    pub fn find_all_of(lists: &[&[Pattern]], text: &str) -> Vec<Found> {
        let mut out = Vec::new();
        for list in lists {
            for p in *list {
                out.append(&mut p.find_all(text));
            }
        }
        out
    }

    /// Every match in `text`, left to right, each in canonical form.
    pub fn find_all(&self, text: &str) -> Vec<Found> {
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut out = Vec::new();
        // The captures by reference: consuming their Vec was an IntoIter's code of its own.
        for caps in &self.regex.captures_iter(text.as_bytes()) {
            let Some((start, end)) = span(caps, 0) else {
                continue;
            };
            // A match that cuts a character in two is not text.
            if text.get(start..end).is_none() {
                continue;
            }
            let mut canonical = String::new();
            for piece in &self.pieces {
                match piece {
                    Piece::Text(t) => canonical.push_str(t),
                    Piece::Group(g) => canonical.push_str(
                        span(caps, *g)
                            .and_then(|(s, e)| text.get(s..e))
                            .unwrap_or(""),
                    ),
                }
            }
            self.case.apply(&mut canonical);
            out.push(Found {
                start,
                end,
                canonical,
            });
        }
        out
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

    /// FORMAT.md tells a customer to write `[Üü]` and `qu[eé]`: such classes match what they
    /// list, natively and as the page's program alike; what cannot be spelled out is refused
    /// saying what to write.
    #[test]
    fn classes_with_letters_outside_ascii_match_as_written() {
        for (source, yes, no) in [
            (
                r"(?i)^\s*qu[eé]\s+distribuidores",
                &["qué distribuidores", "QUE distribuidores"][..],
                &["qua distribuidores"][..],
            ),
            (r"[Üü]ber\b", &["Über alles", "über"][..], &["uber"][..]),
            (
                r"cu[aá]nt[oa]s",
                &["cuántos", "cuantas"][..],
                &["cuentos"][..],
            ),
            (r"[a-cé]x", &["bx", "éx"][..], &["dx"][..]),
        ] {
            let r = Regexp::new(source).unwrap_or_else(|e| panic!("{source}: {e}"));
            for t in yes {
                assert!(r.find(t.as_bytes()).is_some(), "{source} on {t}");
                assert!(
                    !r.program_captures_iter(t.as_bytes()).is_empty(),
                    "{source}: the program on {t}"
                );
            }
            for t in no {
                assert!(r.find(t.as_bytes()).is_none(), "{source} on {t}");
                assert!(r.program_captures_iter(t.as_bytes()).is_empty());
            }
            assert_eq!(r.as_str(), source, "the source is kept as written");
        }
        for (source, says) in [(r"[^é]", "negated"), (r"[à-ÿ]", "list the letters")] {
            let e = Regexp::new(source).unwrap_err();
            assert!(e.contains(says), "{source}: {e}");
        }
    }

    #[test]
    fn prefilter_skips_texts_no_match_can_be_in() {
        let code = Pattern::new("error", r"(?i)\bE\s?0?(\d{3})\b", "E0{1}").unwrap();
        let filter = code.regexp().program().prefilter();
        assert!(!filter.may_match(b"no digit in this question"));
        assert!(filter.may_match(b"what is e 382"));
        // With its prefilter the program still finds what the regex crate finds.
        for text in [
            "E0382 and e 499",
            "see E12 or E1234",
            "eeee 123 E 777",
            "",
            "e",
        ] {
            assert_eq!(
                code.regexp().program_captures_iter(text.as_bytes()),
                code.regexp().captures_iter(text.as_bytes()),
                "{text}"
            );
        }
        // A program that can match without reading lets every text through.
        assert!(compile::compile("a*").unwrap().prefilter().may_match(b""));
        assert!(!compile::compile("x*y")
            .unwrap()
            .prefilter()
            .may_match(b"xxx"));
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
    fn a_pattern_read_from_a_bundle_finds_what_it_found() {
        let mut p = part();
        p.case = Case::Lower;
        let mut w = Writer::new();
        p.write(&mut w);
        let mut r = Reader::new(&w.buf);
        let back = Pattern::read(&mut r).unwrap();
        assert!(r.at_end());
        assert_eq!(back, p);
        let text = "BP36-2, bp-48-1 and BP-12-3";
        assert_eq!(back.find_all(text), p.find_all(text));
        assert_eq!(canon(&back, text), ["bp-36-2", "bp-12-3"]);
    }

    #[test]
    fn syntax_the_page_cannot_run_is_refused_when_read() {
        let e = Pattern::new("x", r"(?u)(\w+)", "{1}").unwrap_err();
        assert!(e.contains("Unicode classes are not supported"), "{e}");
        let e = Pattern::new("x", r"(?Rm)^(a)", "{1}").unwrap_err();
        assert!(e.contains("not supported"), "{e}");
    }
}
