//! Regex to program (`program`), at build time: the `regex` crate's own parser (`regex-syntax`)
//! reads the pattern, and its syntax tree becomes the Thompson NFA `regex-automata` builds from
//! it, state for state in preference order, so the two agree on every match and group. Only
//! ingestion reaches this module; the page's wasm, which reads built bundles, does not carry it.

use super::program::{Inst, Look, Program, MAX_INSTS, MAX_SLOTS};
use regex_syntax::hir::{self, Class, Hir, HirKind};

/// The pattern's program, or why it cannot be one (a parse error, or syntax outside what the
/// runner supports: Unicode classes and assertions, CRLF line anchors).
pub fn compile(source: &str) -> Result<Program, String> {
    let hir = regex_syntax::ParserBuilder::new()
        .unicode(false)
        .utf8(false)
        .build()
        .parse(source)
        .map_err(|e| {
            let detail = e.to_string();
            detail.lines().last().unwrap_or("").trim().to_string()
        })?;
    let slots = hir
        .properties()
        .explicit_captures_len()
        .saturating_add(1)
        .saturating_mul(2);
    if slots > MAX_SLOTS {
        return Err(format!(
            "it has more than {} capture groups",
            MAX_SLOTS / 2 - 1
        ));
    }
    let mut c = Compiler { insts: Vec::new() };
    c.push(Inst::Save(0))?;
    c.hir(&hir)?;
    c.push(Inst::Save(1))?;
    c.push(Inst::Match)?;
    Ok(Program {
        insts: c.insts,
        slots,
    })
}

struct Compiler {
    insts: Vec<Inst>,
}

/// The most UTF-8 byte sequences a class beyond ASCII may compile to: a class of letters a
/// customer lists, not a Unicode category.
const MAX_UTF8_SEQUENCES: usize = 64;

/// A split's target not known yet.
const LATER: u32 = u32::MAX;

impl Compiler {
    fn push(&mut self, inst: Inst) -> Result<u32, String> {
        if self.insts.len() >= MAX_INSTS {
            return Err(format!(
                "it compiles to more than {MAX_INSTS} instructions; write it shorter"
            ));
        }
        self.insts.push(inst);
        Ok(self.insts.len() as u32 - 1)
    }

    fn here(&self) -> u32 {
        self.insts.len() as u32
    }

    /// Points the `LATER` targets of the split or jump at `at` to `to`.
    fn patch(&mut self, at: u32, to: u32) {
        match &mut self.insts[at as usize] {
            Inst::Split(a, b) => {
                if *a == LATER {
                    *a = to;
                } else if *b == LATER {
                    *b = to;
                }
            }
            Inst::Jump(t) => *t = to,
            _ => {}
        }
    }

    /// A split preferring the next instruction if greedy, the target patched later if not.
    fn split(&mut self, greedy: bool) -> Result<u32, String> {
        let next = self.here() + 1;
        self.push(if greedy {
            Inst::Split(next, LATER)
        } else {
            Inst::Split(LATER, next)
        })
    }

    /// A split back to `body`: preferred if greedy; the way out is the next instruction.
    fn again(&mut self, body: u32, greedy: bool) -> Result<u32, String> {
        let next = self.here() + 1;
        self.push(if greedy {
            Inst::Split(body, next)
        } else {
            Inst::Split(next, body)
        })
    }

    fn hir(&mut self, h: &Hir) -> Result<(), String> {
        match h.kind() {
            HirKind::Empty => {}
            HirKind::Literal(hir::Literal(bytes)) => {
                for &b in bytes.iter() {
                    self.push(Inst::Bytes(Box::new([(b, b)])))?;
                }
            }
            HirKind::Class(Class::Bytes(class)) => {
                let ranges = class
                    .ranges()
                    .iter()
                    .map(|r| (r.start(), r.end()))
                    .collect();
                self.push(Inst::Bytes(ranges))?;
            }
            HirKind::Class(Class::Unicode(class)) => {
                // An ASCII class is the same class of bytes. A few letters beyond ASCII (a
                // class written `[eé]`, or an alternation of letters the parser made a class
                // of) are their UTF-8 byte sequences, one alternative each; a class as large as
                // a Unicode category is refused.
                let ascii = class
                    .ranges()
                    .iter()
                    .map(|r| Some((u8::try_from(r.start()).ok()?, u8::try_from(r.end()).ok()?)))
                    .collect::<Option<Box<[(u8, u8)]>>>()
                    .filter(|r| r.iter().all(|&(_, hi)| hi < 0x80));
                match ascii {
                    Some(ranges) => {
                        self.push(Inst::Bytes(ranges))?;
                    }
                    None => self.utf8_class(class)?,
                }
            }
            HirKind::Look(look) => {
                let look = match look {
                    hir::Look::Start => Look::Start,
                    hir::Look::End => Look::End,
                    hir::Look::StartLF => Look::StartLine,
                    hir::Look::EndLF => Look::EndLine,
                    hir::Look::WordAscii => Look::Word,
                    hir::Look::WordAsciiNegate => Look::NotWord,
                    hir::Look::WordStartAscii => Look::WordStart,
                    hir::Look::WordEndAscii => Look::WordEnd,
                    hir::Look::WordStartHalfAscii => Look::WordStartHalf,
                    hir::Look::WordEndHalfAscii => Look::WordEndHalf,
                    other => {
                        return Err(format!(
                            "the assertion {other:?} is not supported (use ASCII word boundaries and ^ $ without the R flag)"
                        ))
                    }
                };
                self.push(Inst::Look(look))?;
            }
            HirKind::Capture(cap) => {
                self.push(Inst::Save(cap.index * 2))?;
                self.hir(&cap.sub)?;
                self.push(Inst::Save(cap.index * 2 + 1))?;
            }
            HirKind::Concat(parts) => {
                for p in parts {
                    self.hir(p)?;
                }
            }
            HirKind::Alternation(alts) => {
                let mut ends = Vec::new();
                for (i, alt) in alts.iter().enumerate() {
                    if i + 1 == alts.len() {
                        self.hir(alt)?;
                    } else {
                        let split = self.split(true)?;
                        self.hir(alt)?;
                        ends.push(self.push(Inst::Jump(LATER))?);
                        let next = self.here();
                        self.patch(split, next);
                    }
                }
                let end = self.here();
                for j in ends {
                    self.patch(j, end);
                }
            }
            HirKind::Repetition(rep) => self.repetition(rep)?,
        }
        Ok(())
    }

    /// A class of characters beyond ASCII as the alternation of their UTF-8 byte sequences.
    fn utf8_class(&mut self, class: &hir::ClassUnicode) -> Result<(), String> {
        let mut sequences: Vec<Vec<(u8, u8)>> = Vec::new();
        for r in class.ranges() {
            for seq in regex_syntax::utf8::Utf8Sequences::new(r.start(), r.end()) {
                sequences.push(seq.as_slice().iter().map(|b| (b.start, b.end)).collect());
                if sequences.len() > MAX_UTF8_SEQUENCES {
                    return Err(
                        "Unicode classes are not supported (patterns are ASCII-class; list the letters, as [eé], or remove (?u))"
                            .into(),
                    );
                }
            }
        }
        let mut ends = Vec::new();
        let last = sequences.len().saturating_sub(1);
        for (i, seq) in sequences.iter().enumerate() {
            let split = if i < last {
                Some(self.split(true)?)
            } else {
                None
            };
            for &range in seq {
                self.push(Inst::Bytes(Box::new([range])))?;
            }
            if let Some(split) = split {
                ends.push(self.push(Inst::Jump(LATER))?);
                let next = self.here();
                self.patch(split, next);
            }
        }
        let end = self.here();
        for j in ends {
            self.patch(j, end);
        }
        Ok(())
    }

    /// As `regex-automata`'s `c_repetition`: the same states in the same preference order.
    fn repetition(&mut self, rep: &hir::Repetition) -> Result<(), String> {
        let (sub, greedy) = (&rep.sub, rep.greedy);
        match rep.max {
            None if rep.min == 0 && sub.properties().minimum_len().is_some_and(|l| l > 0) => {
                // loop: split(body, out); body; jump loop
                let top = self.split(greedy)?;
                self.hir(sub)?;
                self.push(Inst::Jump(top))?;
                let out = self.here();
                self.patch(top, out);
            }
            None if rep.min == 0 => {
                // x* as (x+)? when x may match empty, as regex-automata does (regex#779).
                let question = self.split(greedy)?;
                let body = self.here();
                self.hir(sub)?;
                self.again(body, greedy)?;
                let out = self.here();
                self.patch(question, out);
            }
            None => {
                for _ in 1..rep.min {
                    self.hir(sub)?;
                }
                let body = self.here();
                self.hir(sub)?;
                self.again(body, greedy)?;
            }
            Some(max) => {
                for _ in 0..rep.min {
                    self.hir(sub)?;
                }
                let mut splits = Vec::new();
                for _ in rep.min..max {
                    splits.push(self.split(greedy)?);
                    self.hir(sub)?;
                }
                let out = self.here();
                for s in splits {
                    self.patch(s, out);
                }
            }
        }
        Ok(())
    }
}
