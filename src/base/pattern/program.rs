//! A configured regex as the browser runs it: a small instruction program, compiled from the
//! regex when the bundle is built (`compile`), stored in the bundle, and run here by a Pike VM.
//! The page's wasm thus carries no regex parser or compiler. The program is the Thompson NFA
//! the `regex` crate builds from the same syntax tree, with the same preference order, so the
//! VM finds the same leftmost-first matches and capture groups (tests/pattern_programs.rs
//! checks that on generated texts). A Pike VM, not a backtracker: its memory is the program's
//! size whatever the text's length, and its time is program size × text length.

use crate::base::decimal::Whole;
use crate::base::wire::{Reader, Writer};

/// Programs longer than this are refused when a bundle is read (and not made when it is built).
pub const MAX_INSTS: usize = 1 << 16;
/// Capture slots (two a group) above this are refused likewise.
pub const MAX_SLOTS: usize = 512;

/// No position recorded in a slot.
pub const NONE: usize = usize::MAX;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Inst {
    /// One byte within one of the inclusive ranges, then the next instruction.
    Bytes(Box<[(u8, u8)]>),
    /// Both ways, the first preferred: alternation and repetition.
    Split(u32, u32),
    Jump(u32),
    /// Records the position in a capture slot (group n has slots 2n and 2n + 1), then the next.
    Save(u32),
    /// Goes on to the next instruction only where the assertion holds.
    Look(Look),
    Match,
}

/// Assertions, as the `regex` crate reads them with Unicode off: words are ASCII `[0-9A-Za-z_]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    Start,
    End,
    StartLine,
    EndLine,
    Word,
    NotWord,
    WordStart,
    WordEnd,
    WordStartHalf,
    WordEndHalf,
}

const LOOKS: [Look; 10] = [
    Look::Start,
    Look::End,
    Look::StartLine,
    Look::EndLine,
    Look::Word,
    Look::NotWord,
    Look::WordStart,
    Look::WordEnd,
    Look::WordStartHalf,
    Look::WordEndHalf,
];

impl Look {
    fn holds(self, text: &[u8], at: usize) -> bool {
        let word = |i: Option<usize>| {
            i.and_then(|i| text.get(i))
                .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
        };
        let before = word(at.checked_sub(1));
        let after = word(Some(at));
        match self {
            Look::Start => at == 0,
            Look::End => at == text.len(),
            Look::StartLine => at == 0 || text.get(at - 1) == Some(&b'\n'),
            Look::EndLine => at == text.len() || text.get(at) == Some(&b'\n'),
            Look::Word => before != after,
            Look::NotWord => before == after,
            Look::WordStart => !before && after,
            Look::WordEnd => before && !after,
            Look::WordStartHalf => !before,
            Look::WordEndHalf => !after,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    /// Execution starts at the first.
    pub insts: Vec<Inst>,
    /// Capture slots: two for the whole match (group 0) and two for each group.
    pub slots: usize,
}

/// What a program needs of a text, worked out once from its instructions: most questions and
/// configured phrases hold no byte a code needs (a digit), and most positions of the others
/// start no match. Sound, never exact: a text it lets through is searched.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Prefilter {
    /// The bytes a match can start with (None: any, or nothing read).
    first: Option<[bool; 256]>,
    /// Sets of bytes of which every match reads one of each (a code's letter, its digit).
    required: Vec<[bool; 256]>,
}

impl Prefilter {
    pub fn may_match(&self, text: &[u8]) -> bool {
        self.required
            .iter()
            .all(|set| text.iter().any(|&b| set[usize::from(b)]))
    }
}

/// Marks the bytes of `ranges` in `set`.
fn mark<'r>(set: &mut [bool; 256], ranges: impl Iterator<Item = &'r (u8, u8)>) {
    for &(lo, hi) in ranges {
        for b in lo..=hi {
            set[usize::from(b)] = true;
        }
    }
}

/// The states a step holds, in preference order, each with its capture slots.
struct Threads {
    dense: Vec<u32>,
    sparse: Vec<u32>,
    slots: Vec<usize>,
}

impl Threads {
    fn new(states: usize, slots: usize) -> Threads {
        Threads {
            dense: Vec::with_capacity(states),
            sparse: vec![0; states],
            slots: vec![NONE; states * slots],
        }
    }

    /// Adds `pc` unless present; false if it was.
    fn insert(&mut self, pc: usize) -> bool {
        // By `get_mut` (a state is below `states`): an index's panic was code of its own in the
        // page's wasm.
        let Some(at) = self.sparse.get_mut(pc) else {
            return false;
        };
        if self
            .dense
            .get(*at as usize)
            .is_some_and(|&d| d as usize == pc)
        {
            return false;
        }
        *at = self.dense.len() as u32;
        self.dense.push(pc as u32);
        true
    }
}

enum Frame {
    Explore(usize),
    Restore(usize, usize),
}

impl Program {
    /// The capture groups besides the whole match.
    pub fn groups(&self) -> usize {
        (self.slots / 2).saturating_sub(1)
    }

    /// The leftmost-first match starting at or after `from`, as capture slots (`NONE` where a
    /// group took no part), with the text before `from` seen by assertions.
    pub fn search(&self, text: &[u8], from: usize) -> Option<Vec<usize>> {
        self.search_with(text, from, self.first_bytes().as_ref())
    }

    /// `search` with the program's prefilter made already.
    pub fn search_filtered(
        &self,
        text: &[u8],
        from: usize,
        filter: &Prefilter,
    ) -> Option<Vec<usize>> {
        if !filter.may_match(text) {
            return None;
        }
        self.search_with(text, from, filter.first.as_ref())
    }

    /// What a text must hold for this program to match in it (see `Prefilter`).
    pub fn prefilter(&self) -> Prefilter {
        Prefilter {
            first: self.first_bytes(),
            required: self.required_bytes(),
        }
    }

    /// The bytes a match can start with, when every match reads at least one. Assertions are
    /// taken to hold, which only keeps more bytes.
    fn first_bytes(&self) -> Option<[bool; 256]> {
        let mut first = [false; 256];
        let mut seen = vec![false; self.insts.len()];
        let mut stack = vec![0usize];
        while let Some(pc) = stack.pop() {
            match seen.get_mut(pc) {
                Some(s) if !*s => *s = true,
                _ => continue,
            }
            match self.insts.get(pc)? {
                Inst::Bytes(ranges) => mark(&mut first, ranges.iter()),
                Inst::Split(a, b) => stack.extend([*a as usize, *b as usize]),
                Inst::Jump(to) => stack.push(*to as usize),
                Inst::Save(_) | Inst::Look(_) => stack.push(pc + 1),
                // A match that reads nothing can start anywhere.
                Inst::Match => return None,
            }
        }
        Some(first)
    }

    /// The byte sets of the byte instructions every match passes through (found by removing
    /// one and finding Match unreachable): a code's letter and digits, a part number's dash;
    /// distinct sets, at most `REQUIRED_SETS`. Larger programs than `PREFILTER_INSTS` are not
    /// analysed (the analysis is quadratic).
    fn required_bytes(&self) -> Vec<[bool; 256]> {
        const PREFILTER_INSTS: usize = 512;
        const REQUIRED_SETS: usize = 4;
        let mut found: Vec<[bool; 256]> = Vec::new();
        if self.insts.len() > PREFILTER_INSTS {
            return found;
        }
        let mut seen = vec![false; self.insts.len()];
        let mut stack = Vec::new();
        for (cut, inst) in self.insts.iter().enumerate() {
            let Inst::Bytes(ranges) = inst else { continue };
            seen.fill(false);
            stack.clear();
            stack.push(0usize);
            let mut reaches = false;
            while let Some(pc) = stack.pop() {
                match seen.get_mut(pc) {
                    Some(s) if !*s && pc != cut => *s = true,
                    _ => continue,
                }
                match self.insts.get(pc) {
                    Some(Inst::Split(a, b)) => stack.extend([*a as usize, *b as usize]),
                    Some(Inst::Jump(to)) => stack.push(*to as usize),
                    Some(Inst::Bytes(_) | Inst::Save(_) | Inst::Look(_)) => stack.push(pc + 1),
                    Some(Inst::Match) => {
                        reaches = true;
                        break;
                    }
                    None => {}
                }
            }
            if reaches {
                continue;
            }
            let mut set = [false; 256];
            mark(&mut set, ranges.iter());
            if !found.contains(&set) {
                found.push(set);
            }
            if found.len() == REQUIRED_SETS {
                break;
            }
        }
        found
    }

    fn search_with(
        &self,
        text: &[u8],
        from: usize,
        first: Option<&[bool; 256]>,
    ) -> Option<Vec<usize>> {
        if from > text.len() {
            return None;
        }
        // Where a match may start: with no thread alive, positions before it start none.
        let next_start = |at: usize| match first {
            Some(first) => text
                .get(at..)?
                .iter()
                .position(|&b| first[usize::from(b)])
                .map(|p| at + p),
            None => Some(at),
        };
        let mut at = next_start(from)?;
        let n = self.insts.len();
        let mut current = Threads::new(n, self.slots);
        let mut next = Threads::new(n, self.slots);
        let mut stack = Vec::new();
        let mut scratch = vec![NONE; self.slots];
        let mut matched = None;
        loop {
            if matched.is_none() && current.dense.is_empty() {
                match next_start(at) {
                    Some(start) => at = start,
                    None => break,
                }
            }
            if matched.is_none() {
                // A match starting here ranks below every thread started earlier.
                scratch.fill(NONE);
                self.follow(&mut current, &mut stack, 0, at, text, &mut scratch);
            }
            if current.dense.is_empty() {
                break;
            }
            for &pc in &current.dense {
                let pc = pc as usize;
                let slots = current
                    .slots
                    .get(pc * self.slots..(pc + 1) * self.slots)
                    .unwrap_or(&[]);
                match self.insts.get(pc) {
                    Some(Inst::Bytes(ranges)) => {
                        let Some(&b) = text.get(at) else { continue };
                        if ranges.iter().any(|&(lo, hi)| lo <= b && b <= hi) {
                            // Slot by slot, not `copy_from_slice`: its length check's panic
                            // was code of its own in the page's wasm (as in `follow`).
                            for (to, from) in scratch.iter_mut().zip(slots) {
                                *to = *from;
                            }
                            self.follow(&mut next, &mut stack, pc + 1, at + 1, text, &mut scratch);
                        }
                    }
                    Some(Inst::Match) => {
                        // Threads after this one are less preferred: they are dropped.
                        matched = Some(slots.to_vec());
                        break;
                    }
                    _ => {}
                }
            }
            if at >= text.len() {
                break;
            }
            std::mem::swap(&mut current, &mut next);
            next.dense.clear();
            at += 1;
        }
        matched
    }

    /// Adds `pc` and every state reachable from it without reading a byte, in preference order;
    /// `slots` holds the thread's captures on the way and is restored on return.
    fn follow(
        &self,
        list: &mut Threads,
        stack: &mut Vec<Frame>,
        pc: usize,
        at: usize,
        text: &[u8],
        slots: &mut [usize],
    ) {
        stack.push(Frame::Explore(pc));
        while let Some(frame) = stack.pop() {
            let mut pc = match frame {
                Frame::Explore(pc) => pc,
                // By `get_mut` and `get` (a slot restored was read by `get_mut`, an
                // instruction is there below the length): each index's panic was code of its
                // own in the page's wasm.
                Frame::Restore(slot, old) => {
                    if let Some(s) = slots.get_mut(slot) {
                        *s = old;
                    }
                    continue;
                }
            };
            // Each state once a step: loops that read nothing end here.
            while let Some(inst) = self.insts.get(pc) {
                if !list.insert(pc) {
                    break;
                }
                match inst {
                    Inst::Jump(to) => pc = *to as usize,
                    Inst::Split(first, second) => {
                        stack.push(Frame::Explore(*second as usize));
                        pc = *first as usize;
                    }
                    Inst::Save(slot) => {
                        let slot = *slot as usize;
                        if let Some(old) = slots.get_mut(slot) {
                            stack.push(Frame::Restore(slot, *old));
                            *old = at;
                        }
                        pc += 1;
                    }
                    Inst::Look(look) => {
                        if !look.holds(text, at) {
                            break;
                        }
                        pc += 1;
                    }
                    Inst::Bytes(_) | Inst::Match => {
                        if let Some(keep) =
                            list.slots.get_mut(pc * slots.len()..(pc + 1) * slots.len())
                        {
                            for (to, from) in keep.iter_mut().zip(slots.iter()) {
                                *to = *from;
                            }
                        }
                        break;
                    }
                }
            }
        }
    }

    /// Every match, left to right, as the `regex` crate's `captures_iter` gives them: the next
    /// search starts where a match ends, and an empty match right where the last one ended is
    /// skipped by searching again one byte on.
    pub fn captures_iter(&self, text: &[u8]) -> Vec<Vec<usize>> {
        self.captures_iter_filtered(text, &self.prefilter())
    }

    /// `captures_iter` with the program's prefilter made already.
    pub fn captures_iter_filtered(&self, text: &[u8], filter: &Prefilter) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        if !filter.may_match(text) {
            return out;
        }
        let mut from = 0;
        let mut last_end = None;
        let first = filter.first.as_ref();
        while let Some(mut caps) = self.search_with(text, from, first) {
            let mut whole = super::span(&caps, 0);
            if whole.is_some_and(|(start, end)| start == end && Some(end) == last_end) {
                let Some(again) = self.search_with(text, from.saturating_add(1), first) else {
                    break;
                };
                whole = super::span(&again, 0);
                caps = again;
            }
            // Compiled programs always record the whole match; one that does not (in a
            // hand-made bundle) ends the search here rather than loop in place.
            let Some((_, end)) = whole else { break };
            from = end;
            last_end = Some(end);
            out.push(caps);
        }
        out
    }

    pub fn write(&self, w: &mut Writer) {
        w.usize(self.slots);
        w.usize(self.insts.len());
        for inst in &self.insts {
            match inst {
                Inst::Bytes(ranges) => {
                    w.usize(0);
                    w.usize(ranges.len());
                    for &(lo, hi) in ranges.iter() {
                        w.buf.extend_from_slice(&[lo, hi]);
                    }
                }
                Inst::Split(a, b) => {
                    w.usize(1);
                    w.u64(u64::from(*a));
                    w.u64(u64::from(*b));
                }
                Inst::Jump(to) => {
                    w.usize(2);
                    w.u64(u64::from(*to));
                }
                Inst::Save(slot) => {
                    w.usize(3);
                    w.u64(u64::from(*slot));
                }
                Inst::Look(look) => {
                    w.usize(4);
                    w.usize(LOOKS.iter().position(|l| l == look).unwrap_or(0));
                }
                Inst::Match => w.usize(5),
            }
        }
    }

    /// Reads what `write` wrote, refusing a program the VM could not run as compiled ones run:
    /// a jump or split out of the program, a slot out of range, a range backwards, an
    /// instruction that runs off the end, or no whole-match slots.
    pub fn read(r: &mut Reader) -> Result<Program, String> {
        let slots = r.count_once()?;
        if slots < 2 || slots % 2 != 0 || slots > MAX_SLOTS {
            return Err(format!(
                "a pattern program has {} capture slots (an even number from 2 to {})",
                Whole(slots),
                Whole(MAX_SLOTS)
            ));
        }
        let n = r.count_once()?;
        if n == 0 || n > MAX_INSTS {
            return Err(format!(
                "a pattern program has {} instructions (1 to {})",
                Whole(n),
                Whole(MAX_INSTS)
            ));
        }
        let mut insts = Vec::with_capacity(n);
        for pc in 0..n {
            insts.push(inst(r, pc, n, slots)?);
        }
        Ok(Program { insts, slots })
    }
}

/// Instruction `pc` of a program of `n` instructions and `slots` capture slots. Apart from
/// `Program::read`: each of its errors dropped the instructions read so far, inlined, again.
fn inst(r: &mut Reader, pc: usize, n: usize, slots: usize) -> Result<Inst, String> {
    let bad = |what: &str| format!("pattern program instruction {}: {what}", Whole(pc));
    // Instructions that go on to the next need one.
    let next = || {
        if pc + 1 < n {
            Ok(())
        } else {
            Err(bad("runs off the end of the program"))
        }
    };
    Ok(match r.u64()? {
        0 => {
            let k = r.count()?;
            let bytes = r.bytes(k.checked_mul(2).ok_or_else(|| bad("too many ranges"))?)?;
            // A loop, not adapters: each is code of its own in the page's wasm.
            let mut ranges = Vec::with_capacity(k);
            for p in bytes.chunks_exact(2) {
                if p[0] > p[1] {
                    return Err(bad("a byte range runs backwards"));
                }
                ranges.push((p[0], p[1]));
            }
            let ranges = ranges.into_boxed_slice();
            next()?;
            Inst::Bytes(ranges)
        }
        1 => Inst::Split(index(r, n)? as u32, index(r, n)? as u32),
        2 => Inst::Jump(index(r, n)? as u32),
        3 => {
            next()?;
            Inst::Save(index(r, slots)? as u32)
        }
        4 => {
            next()?;
            Inst::Look(*LOOKS.get(index(r, LOOKS.len())?).ok_or_else(|| bad("?"))?)
        }
        5 => Inst::Match,
        t => {
            let t = crate::base::decimal::figure(t as f64);
            return Err(bad(&format!("unknown instruction {t}")));
        }
    })
}

/// `r.index(limit)` as one call: `Reader::index` is inlined where it is called, and a program
/// reads six kinds of index.
#[inline(never)]
fn index(r: &mut Reader, limit: usize) -> Result<usize, String> {
    r.index(limit)
}
