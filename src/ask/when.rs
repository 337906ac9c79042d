//! Time expressions in a question: "claims in Sept 2026", "since July", "between March and May",
//! "Q3", "first half of 2026", "last quarter", "le mois dernier", "2026-09-15". Pure: the
//! question's words, the day it is asked and the configuration's `[dates]` words go in; a date
//! range, the words it was read from and the time-like words that could not be read come out.
//! No word of any language is written here: every one comes from `[dates]`.
//!
//! The grammar, over `Normalizer::words` (lowercased, split at anything not a letter or digit):
//!
//! - a period: a year (`2026`, within `[questions] years`), a month name with or without a day and
//!   a year (`sept 2026`, `15 septembre`, `september 15 2026`), a date (`2026 09 15` as ISO
//!   `2026-09-15` reads, or day, month, year: `15/09/2026`), a quarter or half (`q3 2026`,
//!   `third quarter of 2026`, `3e trimestre`, `h1`, `premier semestre 2026`), a unit relative to
//!   today (`this year`, `last quarter`, `next month`, `mois dernier`, `last september`), the last
//!   N units (`last 3 months`, `3 derniers mois`, up to today);
//! - around periods: since/after X (open end), before/until X (open start), between X and Y,
//!   from X to Y, X and Y (from the first to the last);
//! - a period without a year means the most recent one that starts on or before today; in a
//!   range, the second is the first one that starts on or after the first's start, and when only
//!   the second has a year, the first is the latest one that starts on or before it. A year
//!   written once on its own ("in 2026, claims in March") gives the others their year.
//! - several expressions narrow each other: the range is their intersection.
//!
//! A time word the grammar cannot complete ("before the recall": an event, not a date) is
//! reported in `not_understood`, never dropped in silence.
#![warn(missing_docs)]

use crate::base::config::DateWords;
use crate::base::date::Date;
use crate::base::text::Joined;
use std::fmt;

/// Inclusive bounds; None is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    pub(crate) from: Option<Date>,
    pub(crate) to: Option<Date>,
}

impl Range {
    pub(crate) fn contains(&self, d: Date) -> bool {
        self.from.is_none_or(|f| f <= d) && self.to.is_none_or(|t| d <= t)
    }

    /// Whether a row of a table of months, dated `d` (its month's first day), is in the range:
    /// when its month's middle, the 15th, is (most of its days are, or half). "The last 3
    /// months" on 7 December (8 September to 7 December) is September, October and November:
    /// a September row dated the 1st fell out of the days, and the figure silently covered two
    /// months.
    pub(crate) fn holds_month(&self, d: Date) -> bool {
        self.contains(Date { day: 15, ..d })
    }

    /// No day is inside (expressions that exclude each other: "in 2025 since July 2026").
    fn is_empty(&self) -> bool {
        matches!((self.from, self.to), (Some(f), Some(t)) if f > t)
    }

    /// Both: the days inside both.
    fn and(self, other: Range) -> Range {
        Range {
            from: later(self.from, other.from),
            to: match (self.to, other.to) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
        }
    }
}

fn later(a: Option<Date>, b: Option<Date>) -> Option<Date> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.max(b)),
        (a, b) => a.or(b),
    }
}

/// `2026-09-01..2026-09-30`, `2026-07-01..`, `..2026-08-31`.
impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(d) = self.from {
            write!(f, "{d}")?;
        }
        f.write_str("..")?;
        if let Some(d) = self.to {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

/// What a question's time expressions came to: the date range they name, the words they were
/// read from, and the time-like words that could not be read.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Understood {
    /// None when the question names no time.
    pub(crate) range: Option<Range>,
    /// The words understood, as the question has them, one expression after another (`; `).
    pub(crate) said: String,
    /// Time-like words that could not be read ("before the recall"): to report.
    pub(crate) not_understood: Vec<String>,
    /// Positions in `words` of the words understood, so other readers can leave them alone.
    pub(crate) used: Vec<usize>,
    /// Units of time no expression read ("the current year"): each unit's word as typed, then
    /// the phrase to report, in turn (one list of strings: a list of
    /// pairs was code of its own in the page's wasm). Not understood unless a table's column is
    /// that unit ("per quarter" of a table with a quarter column is its group).
    pub(crate) units: Vec<String>,
    /// The periods of a time named apart ("January and March"), when it is the question's only
    /// time: a date column's rows in one of them, not in the range covering them (February).
    pub(crate) spans: Vec<Range>,
}

impl Understood {
    /// `r`, the range read, as said to the asker: each period when they were named apart
    /// ("2026-01-01..2026-03-31 or 2026-07-01..2026-09-30"), as the filters read them.
    pub(crate) fn shown(&self, r: Range) -> String {
        if self.spans.is_empty() {
            return crate::base::text::said(&r);
        }
        self.spans_shown().joined(" or ")
    }

    /// Each period named apart, as said (`spans`).
    pub(crate) fn spans_shown(&self) -> Vec<String> {
        let mut each = Vec::new();
        for s in &self.spans {
            each.push(crate::base::text::said(s));
        }
        each
    }
}

/// The `[dates]` unit list (year, half, quarter...) holding `word` (`Understood::units`).
pub(crate) fn unit_words<'d>(d: &'d DateWords, word: &String) -> &'d [String] {
    for &list in &[&d.year, &d.half, &d.quarter, &d.month, &d.week, &d.day] {
        if list.contains(word) {
            return list;
        }
    }
    &[]
}

/// The digit of `w` written as one of `prefixes` and one digit ("q3", "h1"; "T-3" where
/// product codes are read so): `Reader::short_at`'s reading, and the question's market reading
/// before a time (`question::only_a_word`).
pub(crate) fn short_number(w: &str, prefixes: &[String]) -> Option<u8> {
    prefixes.iter().find_map(|p| {
        let digit = w.strip_prefix(p.as_str())?;
        let digit = digit.strip_prefix('-').unwrap_or(digit);
        (digit.len() == 1)
            .then(|| crate::base::text::number(digit).and_then(|d| u8::try_from(d).ok()))
            .flatten()
    })
}

/// `read_beside` with no word taken (the module's tests).
#[cfg(test)]
pub(crate) fn read(words: &[String], today: Date, dates: &DateWords) -> Understood {
    read_beside(words, today, dates, &[])
}

/// Reads the time expressions of a question's lowercased words, on `today`, with the words at
/// `taken` read as no number, no quarter and no month: the figures of a product's or a part's
/// name ("tr 260 last quarter" is the TR-260's last quarter, not the last 260 quarters).
pub(crate) fn read_beside(
    words: &[String],
    today: Date,
    dates: &DateWords,
    taken: &[usize],
) -> Understood {
    let r = Reader {
        words,
        today,
        d: dates,
        taken,
    };
    let mut found: Vec<(Shape, usize, usize)> = Vec::new();
    let mut out = Understood::default();
    let mut i = 0;
    while i < words.len() {
        if let Some((shape, end)) = r.expression(i) {
            found.push((shape, i, end));
            i = end.max(i + 1);
            continue;
        }
        if let Some(end) = r.unreadable(i) {
            // A question read again with a loosely typed word's reading ("aller" as "allen")
            // holds its time expressions twice: each is said once.
            crate::base::text::push_once(&mut out.not_understood, r.phrase(i, end));
            i = end.max(i + 1);
            continue;
        }
        i += 1;
    }
    // "the current year", "da inizio anno": a unit of time no expression read is a period the
    // question names and the figure would leave out (every year's rows). Said, unless a time
    // word near it is said already. Counted by a number ("zadnja 3 mjeseca", a last word the
    // configuration lacks), it is a time not understood, even beside a table's column of that
    // unit (which "per month" groups by): it was a duration, and the figure every month's.
    if out.not_understood.is_empty() {
        for (i, word) in words.iter().enumerate() {
            let read = found.iter().any(|(_, s, e)| (*s..*e).contains(&i));
            // A unit's word typed without its accents is one only last ("i ar": alone, "ar" is
            // also Swedish "är", which ends no question).
            let last = i + 1 == words.len();
            let unit = r.unit_at(i).is_some() || (last && r.unit_beside(i).is_some());
            if !read && !taken.contains(&i) && unit {
                // Each phrase once: a question repeating "current year" says it once.
                let phrase = r.phrase(i.saturating_sub(1), i + 1);
                if i > 0 && r.digits_at(i - 1, 3).is_some() {
                    crate::base::text::push_once(&mut out.not_understood, phrase);
                } else if !out.units.contains(&phrase) {
                    out.units.push(word.clone());
                    out.units.push(phrase);
                }
            }
        }
    }
    // A year written on its own, once, is the year of the periods that have none.
    // Compared in one pass, not sorted and deduplicated: a sort and a dedup of years were code
    // of their own in the page's wasm.
    let (mut context, mut one) = (None, true);
    for (s, _, _) in &found {
        for &y in &s.bare_years() {
            one &= context.is_none_or(|c| c == y);
            context = Some(y);
        }
    }
    let context = context.filter(|_| one);
    let mut said = Vec::new();
    // A question read again with a respelled word ("reclamations" as "réclamations") holds its
    // expressions twice: the same shape again is the same time.
    if let Some((first @ Shape::Apart(periods), _, _)) = found.first() {
        let mut once = true;
        for (shape, _, _) in &found {
            once &= shape == first;
        }
        if once {
            // By reference: consuming the Vec was an IntoIter's code of its own.
            for s in &resolve_chain(periods, today, context).unwrap_or_default() {
                out.spans.push(Range {
                    from: Some(s.from),
                    to: Some(s.to),
                });
            }
        }
    }
    for (shape, start, end) in &found {
        // One phrase for either list: each list's was a call of its own.
        let phrase = r.phrase(*start, *end);
        let both = shape.resolve(today, context).map(|range| match out.range {
            Some(before) => before.and(range),
            None => range,
        });
        // Two times with no day in common ("in March ... in Q3") name no rows: no figure is
        // counted over an empty range, the second time is said as not understood.
        match both.filter(|b| !b.is_empty()) {
            Some(both) => {
                out.range = Some(both);
                crate::base::text::push_once(&mut said, phrase);
                // By a loop: a range's extend was code of its own in the page's wasm.
                for k in *start..*end {
                    out.used.push(k);
                }
            }
            None => crate::base::text::push_once(&mut out.not_understood, phrase),
        }
    }
    out.said = said.joined("; ");
    out
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Unit {
    Year,
    Half,
    Quarter,
    Month,
    Week,
    Day,
}

/// A part of a year the question did not give.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Cycle {
    Month(u8),
    Day { month: u8, day: u8 },
    Quarter(u8),
    Half(u8),
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Span {
    from: Date,
    to: Date,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Period {
    /// Known days: a year was given, or the period is relative to today.
    Fixed {
        span: Span,
        bare_year: bool,
    },
    Yearless(Cycle),
}

/// What an expression says about its periods.
#[derive(Clone, Debug, PartialEq)]
enum Shape {
    /// One period, or several joined ("September and October", "between March and May"): from
    /// the first's start to the last's end.
    Periods(Vec<Period>),
    /// Periods named apart ("January and March", "Q1 and Q3"): the range covers them, and a
    /// date column's rows are those in one of them (`Understood::spans`).
    Apart(Vec<Period>),
    Since(Period),
    After(Period),
    Before(Period),
    Until(Period),
}

impl Shape {
    fn bare_years(&self) -> Vec<u16> {
        let periods: &[Period] = match self {
            Shape::Periods(p) | Shape::Apart(p) => p,
            Shape::Since(p) | Shape::After(p) | Shape::Before(p) | Shape::Until(p) => {
                std::slice::from_ref(p)
            }
        };
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut out = Vec::new();
        for p in periods {
            if let Period::Fixed {
                span,
                bare_year: true,
            } = p
            {
                out.push(span.from.year);
            }
        }
        out
    }

    fn resolve(&self, today: Date, context: Option<u16>) -> Option<Range> {
        match self {
            Shape::Periods(periods) | Shape::Apart(periods) => {
                let spans = resolve_chain(periods, today, context)?;
                // One loop, not a min and a max of adapters: each was code of its own in the
                // page's wasm.
                let first = spans.first()?;
                let (mut from, mut to) = (first.from, first.to);
                for s in &spans {
                    from = from.min(s.from);
                    to = to.max(s.to);
                }
                Some(Range {
                    from: Some(from),
                    to: Some(to),
                })
            }
            // One period resolved for the four: each resolving was a call of its own.
            Shape::Since(p) | Shape::After(p) | Shape::Before(p) | Shape::Until(p) => {
                let s = resolve_one(*p, today, context)?;
                Some(match self {
                    Shape::Since(_) => Range {
                        from: Some(s.from),
                        to: None,
                    },
                    Shape::After(_) => Range {
                        from: Some(add_days(s.to, 1)?),
                        to: None,
                    },
                    Shape::Before(_) => Range {
                        from: None,
                        to: Some(add_days(s.from, -1)?),
                    },
                    _ => Range {
                        from: None,
                        to: Some(s.to),
                    },
                })
            }
        }
    }
}

/// Where a period without a year is looked for.
#[derive(Clone, Copy)]
enum Anchor {
    /// The latest one starting on or before this day.
    NotAfter(Date),
    /// The first one starting on or after this day.
    NotBefore(Date),
}

/// How many years a yearless period is looked for in (29 February needs up to eight).
const YEARS_TRIED: u16 = 8;

impl Cycle {
    fn in_year(self, year: u16) -> Option<Span> {
        if !(1..=9999).contains(&year) {
            return None;
        }
        match self {
            Cycle::Month(m) => month_span(year, m),
            Cycle::Day { month, day } => {
                let d = Date::new(year, month, day)?;
                Some(Span { from: d, to: d })
            }
            Cycle::Quarter(q) => months_span(year, q.checked_mul(3)?.checked_sub(2)?, 3),
            Cycle::Half(h) => months_span(year, h.checked_mul(6)?.checked_sub(5)?, 6),
        }
    }

    fn near(self, anchor: Anchor) -> Option<Span> {
        match anchor {
            Anchor::NotAfter(d) => (0..YEARS_TRIED).find_map(|back| {
                let span = self.in_year(d.year.checked_sub(back)?)?;
                (span.from <= d).then_some(span)
            }),
            Anchor::NotBefore(d) => (0..YEARS_TRIED).find_map(|on| {
                let span = self.in_year(d.year.checked_add(on)?)?;
                (span.from >= d).then_some(span)
            }),
        }
    }
}

fn resolve_one(p: Period, today: Date, context: Option<u16>) -> Option<Span> {
    resolve_chain(&[p], today, context)?.first().copied()
}

/// The periods of one expression, in order: the first is anchored on the next period with a
/// year, on the year written alone, or on today; each later one follows the one before it.
fn resolve_chain(periods: &[Period], today: Date, context: Option<u16>) -> Option<Vec<Span>> {
    let mut out: Vec<Span> = Vec::with_capacity(periods.len());
    for (i, p) in periods.iter().enumerate() {
        let span = match (p, out.last()) {
            (Period::Fixed { span, .. }, _) => *span,
            (Period::Yearless(c), Some(prev)) => c.near(Anchor::NotBefore(prev.from))?,
            (Period::Yearless(c), None) => {
                let later_fixed = periods.iter().skip(i + 1).find_map(|q| match q {
                    Period::Fixed { span, .. } => Some(span.from),
                    Period::Yearless(_) => None,
                });
                match (later_fixed, context) {
                    (Some(d), _) => c.near(Anchor::NotAfter(d))?,
                    (None, Some(y)) => c.in_year(y)?,
                    (None, None) => c.near(Anchor::NotAfter(today))?,
                }
            }
        };
        out.push(span);
    }
    Some(out)
}

struct Reader<'a> {
    words: &'a [String],
    today: Date,
    d: &'a DateWords,
    /// Words that are a name's figures, never a count, day or year.
    taken: &'a [usize],
}

/// Longest run of digits a count ("last 3 months") may have.
const MAX_COUNT_DIGITS: usize = 4;

impl Reader<'_> {
    /// The last `n` units up to today, when they start within `[questions] years`: "the most
    /// 630 last year" is no 630 years.
    fn past(&self, unit: Unit, n: u32) -> Option<Span> {
        past(self.today, unit, n).filter(|s| s.from.year >= self.d.years.0)
    }

    /// Whether word `i` is the first word of a unit's list.
    fn unit_first(&self, i: usize) -> bool {
        self.words
            .get(i)
            .is_some_and(|w| unit_words(self.d, w).first() == Some(w))
    }

    fn word(&self, i: usize) -> Option<&str> {
        self.words.get(i).map(String::as_str)
    }

    fn is(&self, i: usize, list: &[String]) -> bool {
        self.word(i).is_some_and(|w| list.iter().any(|x| x == w))
    }

    /// The words from `start` to `end`, as the question has them.
    fn phrase(&self, start: usize, end: usize) -> String {
        self.words
            .get(start..end.min(self.words.len()))
            .unwrap_or_default()
            .joined(" ")
    }

    /// Past the link words ("of", "the") from `i`.
    fn skip_of(&self, mut i: usize) -> usize {
        while self.is(i, &self.d.of) {
            i += 1;
        }
        i
    }

    fn month_at(&self, i: usize) -> Option<u8> {
        if self.taken.contains(&i) {
            return None;
        }
        self.numbered(&self.d.months, i)
    }

    fn ordinal_at(&self, i: usize) -> Option<u8> {
        self.numbered(&self.d.ordinals, i)
    }

    /// 1 + the index of the group of names that word `i` is in (a month, an ordinal).
    fn numbered(&self, groups: &[Vec<String>], i: usize) -> Option<u8> {
        let n = group_of(groups, self.word(i)?)?;
        u8::try_from(n + 1).ok()
    }

    fn unit_at(&self, i: usize) -> Option<Unit> {
        self.unit_of(i, false)
    }

    /// The unit word `i` is: as typed, or (`loose`) without its accents too.
    #[inline(never)]
    fn unit_of(&self, i: usize, loose: bool) -> Option<Unit> {
        let w = self.word(i)?;
        let typed = crate::base::stem::fold_word(w, false);
        let d = self.d;
        // A loop, not adapters: each is code of its own in the page's wasm.
        for &(list, unit) in &[
            (&d.year, Unit::Year),
            (&d.half, Unit::Half),
            (&d.quarter, Unit::Quarter),
            (&d.month, Unit::Month),
            (&d.week, Unit::Week),
            (&d.day, Unit::Day),
        ] {
            for x in list {
                if x == w || (loose && crate::base::stem::fold_word(x, false) == typed) {
                    return Some(unit);
                }
            }
        }
        None
    }

    /// `unit_at`, or a unit's word typed without its accents ("i ar" of "i år"): beside a this,
    /// last or next word, a word of any length is read so (alone, "ar" is also Swedish "är").
    fn unit_beside(&self, i: usize) -> Option<Unit> {
        self.unit_of(i, true)
    }

    /// This: 0, last: -1, next: +1.
    fn shift_at(&self, i: usize) -> Option<i64> {
        if self.is(i, &self.d.this) {
            Some(0)
        } else if self.is(i, &self.d.last) {
            Some(-1)
        } else if self.is(i, &self.d.next) {
            Some(1)
        } else {
            None
        }
    }

    fn year_at(&self, i: usize) -> Option<u16> {
        let w = self.word(i)?;
        if w.len() != 4 || !w.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let y = u16::try_from(crate::base::text::number(w)?).ok()?;
        let (first, last) = self.d.years;
        (first..=last).contains(&y).then_some(y)
    }

    /// A number of one to `max_digits` digits and nothing else.
    fn digits_at(&self, i: usize, max_digits: usize) -> Option<u32> {
        if self.taken.contains(&i) {
            return None;
        }
        let w = self.word(i)?;
        if w.len() > max_digits {
            return None;
        }
        crate::base::text::number(w)
    }

    /// A day of the month: one or two digits, maybe with a short ending ("15th", "1er").
    fn day_at(&self, i: usize) -> Option<u8> {
        let w = self.word(i)?;
        let digits = w.bytes().take_while(u8::is_ascii_digit).count();
        let rest = w.get(digits..)?;
        if !(1..=2).contains(&digits)
            || rest.len() > 3
            || !rest.bytes().all(|b| b.is_ascii_alphabetic())
        {
            return None;
        }
        let day = u8::try_from(crate::base::text::number(w.get(..digits)?)?).ok()?;
        (1..=31).contains(&day).then_some(day)
    }

    /// "q3", "h1": a configured prefix and one digit, whatever the digit.
    fn short_at(&self, i: usize, prefixes: &[String]) -> Option<u8> {
        if self.taken.contains(&i) {
            return None;
        }
        short_number(self.word(i)?, prefixes)
    }

    /// A year after a period ("of 2026", "of last year", "de l'année dernière"): the year and
    /// the position after it.
    fn year_after(&self, i: usize) -> Option<(u16, usize)> {
        let j = self.skip_of(i);
        if let Some(y) = self.year_at(j) {
            return Some((y, j + 1));
        }
        let this_year = i64::from(self.today.year);
        let shifted = |by: i64| u16::try_from(this_year.checked_add(by)?).ok();
        if let (Some(by), Some(Unit::Year)) = (self.shift_at(j), self.unit_at(j + 1)) {
            return Some((shifted(by)?, j + 2));
        }
        if self.unit_at(j) == Some(Unit::Year) {
            if let Some(by) = self.shift_at(j + 1) {
                return Some((shifted(by)?, j + 2));
            }
            if let Some(y) = self.year_at(j + 1) {
                return Some((y, j + 2));
            }
            // "of the year": the current one.
            if j > i {
                return Some((self.today.year, j + 1));
            }
        }
        None
    }

    /// A yearless part of a year at its end position, given a year if one follows.
    fn with_year(&self, cycle: Cycle, end: usize) -> Option<(Period, usize)> {
        match self.year_after(end) {
            Some((y, after)) => Some((
                Period::Fixed {
                    span: cycle.in_year(y)?,
                    bare_year: false,
                },
                after,
            )),
            None => Some((Period::Yearless(cycle), end)),
        }
    }

    /// A period starting at `i`, and the position after it. `context`: a time word comes just
    /// before, so an ambiguous month name ("may") is a month.
    fn period(&self, i: usize, context: bool) -> Option<(Period, usize)> {
        let fixed = |span: Span, end: usize| {
            Some((
                Period::Fixed {
                    span,
                    bare_year: false,
                },
                end,
            ))
        };
        // 2026-09-15, or else 15/09/2026: one day's period made for both.
        let date = match (
            self.year_at(i),
            self.two_digits(i + 1),
            self.two_digits(i + 2),
        ) {
            (Some(y), Some(m), Some(d)) => Date::new(y, m, d),
            _ => None,
        }
        .or_else(|| {
            match (
                self.digits_at(i, 2),
                self.digits_at(i + 1, 2),
                self.year_at(i + 2),
            ) {
                (Some(d), Some(m), Some(y)) => {
                    Date::new(y, u8::try_from(m).ok()?, u8::try_from(d).ok()?)
                }
                _ => None,
            }
        });
        if let Some(date) = date {
            return fixed(
                Span {
                    from: date,
                    to: date,
                },
                i + 3,
            );
        }
        // the start of the year, début de l'année prochaine: that unit's first day
        if self.is(i, &self.d.start) {
            let j = self.skip_of(i + 1);
            // "the year", or a period read from there ("next year", "l'année prochaine").
            let span = match (self.unit_at(j), self.period(j, true)) {
                (_, Some((Period::Fixed { span, .. }, end))) => Some((span, end)),
                (Some(unit), None) => shifted(self.today, unit, 0).map(|s| (s, j + 1)),
                _ => None,
            };
            if let Some((span, end)) = span {
                return fixed(
                    Span {
                        from: span.from,
                        to: span.from,
                    },
                    end,
                );
            }
        }
        // 15 September (2026), the 15th of September
        if let Some(day) = self.day_at(i) {
            let j = self.skip_of(i + 1);
            if let Some(month) = self.month_at(j) {
                return self.with_year(Cycle::Day { month, day }, j + 1);
            }
        }
        // September (15) (2026)
        if let Some(month) = self.month_at(i) {
            let day = self.day_at(i + 1);
            let (cycle, end) = match day {
                Some(day) => (Cycle::Day { month, day }, i + 2),
                None => (Cycle::Month(month), i + 1),
            };
            let found = self.with_year(cycle, end)?;
            let ambiguous = self.is(i, &self.d.ambiguous);
            if !ambiguous || context || day.is_some() || matches!(found.0, Period::Fixed { .. }) {
                return Some(found);
            }
            return None;
        }
        // Q3 (2026), H1 (2026)
        if let Some(q) = self
            .short_at(i, &self.d.quarter_short)
            .filter(|q| (1..=4).contains(q))
        {
            return self.with_year(Cycle::Quarter(q), i + 1);
        }
        if let Some(h) = self
            .short_at(i, &self.d.half_short)
            .filter(|h| (1..=2).contains(h))
        {
            return self.with_year(Cycle::Half(h), i + 1);
        }
        // third quarter (of 2026), premier semestre
        if let Some(n) = self.ordinal_at(i) {
            match self.unit_at(i + 1) {
                Some(Unit::Quarter) => return self.with_year(Cycle::Quarter(n), i + 2),
                Some(Unit::Half) if n <= 2 => return self.with_year(Cycle::Half(n), i + 2),
                _ => {}
            }
        }
        // quarter 3 (2026); the ordinal after its unit, as Indonesian, Malay, Vietnamese and
        // Romanian write it ("kuartal kedua", "suku ketiga", "quý ba", "trimestrul doi")
        let after = self.digits_at(i + 1, 1).and_then(|n| u8::try_from(n).ok());
        if let Some(n) = after.or_else(|| self.ordinal_at(i + 1)) {
            match self.unit_at(i) {
                Some(Unit::Quarter) if (1..=4).contains(&n) => {
                    return self.with_year(Cycle::Quarter(n), i + 2)
                }
                Some(Unit::Half) if (1..=2).contains(&n) => {
                    return self.with_year(Cycle::Half(n), i + 2)
                }
                _ => {}
            }
        }
        // this year, last quarter, next month, last September, last 3 months
        if let Some(by) = self.shift_at(i) {
            // "i quarter 3", "i kvartal tredje" (Swedish "i", also a this word): a quarter or
            // half its number or ordinal follows is that one, not this one.
            let named = self.digits_at(i + 2, 1).is_some() || self.ordinal_at(i + 2).is_some();
            let unit = self
                .unit_beside(i + 1)
                .filter(|u| !(named && matches!(u, Unit::Quarter | Unit::Half)));
            if let Some(unit) = unit {
                if let Some(span) = shifted(self.today, unit, by) {
                    // "this year mart": a month after the year, as after a year's number.
                    if let (Unit::Year, Some(month)) = (unit, self.month_at(i + 2)) {
                        return fixed(Cycle::Month(month).in_year(span.from.year)?, i + 3);
                    }
                    return fixed(span, i + 2);
                }
            }
            // Not before a year: "i maj 2025" (Swedish "in", where "i år" makes "i" a this
            // word) is May 2025.
            if let (Some(month), None) = (self.month_at(i + 1), self.year_at(i + 2)) {
                return fixed(self.month_shifted(month, by)?, i + 2);
            }
            if by < 0 {
                if let (Some(n), Some(unit)) =
                    (self.digits_at(i + 1, MAX_COUNT_DIGITS), self.unit_at(i + 2))
                {
                    return fixed(self.past(unit, n)?, i + 3);
                }
            }
        }
        // mois dernier, année prochaine, année en cours
        if let Some(unit) = self.unit_beside(i) {
            let j = i + 1 + usize::from(self.is(i + 1, &self.d.during));
            if let Some(span) = self
                .shift_at(j)
                .and_then(|by| shifted(self.today, unit, by))
            {
                return fixed(span, j + 1);
            }
        }
        // 3 derniers mois
        if let (Some(n), Some(-1), Some(unit)) = (
            self.digits_at(i, MAX_COUNT_DIGITS),
            self.shift_at(i + 1),
            self.unit_at(i + 2),
        ) {
            // "the most 45 last year": a count before its unit's first word (its singular,
            // as `[dates]` lists it) is none.
            let singular = n > 1 && self.unit_first(i + 2);
            if let Some(span) = self.past(unit, n).filter(|_| !singular) {
                return fixed(span, i + 3);
            }
        }
        // the year 2026
        if let (Some(Unit::Year), Some(y)) = (self.unit_at(i), self.year_at(i + 1)) {
            return fixed(year_span(y)?, i + 2);
        }
        // 2026; 2025 yılında, w 2025 roku: the year, then its unit (Turkish, Polish,
        // Hungarian...), no bare year. One year read for both: each was a call of its own.
        let y = self.year_at(i)?;
        // 2026 mart, 2026. március (15.): the year, then its month, as Turkish and Hungarian
        // write it. The year before is the context an ambiguous month's name needs.
        if let Some(month) = self.month_at(i + 1) {
            let (cycle, end) = match self.day_at(i + 2) {
                Some(day) => (Cycle::Day { month, day }, i + 3),
                None => (Cycle::Month(month), i + 2),
            };
            return fixed(cycle.in_year(y)?, end);
        }
        let unit = self.unit_beside(i + 1) == Some(Unit::Year);
        Some((
            Period::Fixed {
                span: year_span(y)?,
                bare_year: !unit,
            },
            i + 1 + usize::from(unit),
        ))
    }

    fn two_digits(&self, i: usize) -> Option<u8> {
        let w = self.word(i)?;
        if w.len() != 2 {
            return None;
        }
        u8::try_from(self.digits_at(i, 2)?).ok()
    }

    /// "this September" (this year's), "last September" (the latest before this month), "next
    /// September" (the first after this month).
    fn month_shifted(&self, month: u8, by: i64) -> Option<Span> {
        let now = self.today;
        let year = match by {
            0 => now.year,
            b if b < 0 && month < now.month => now.year,
            b if b < 0 => now.year.checked_sub(1)?,
            _ if month > now.month => now.year,
            _ => now.year.checked_add(1)?,
        };
        month_span(year, month)
    }

    /// Periods closing a range opened at `i` by a from, since or between word: the position
    /// after the opener's period and the closing period, if the closing words are there.
    fn closing(&self, after_first: usize, closers: &[&[String]]) -> Option<(Period, usize)> {
        if !closers.iter().any(|list| self.is(after_first, list)) {
            return None;
        }
        self.period(self.skip_of(after_first + 1), true)
    }

    /// An expression starting at `i`: its shape and the position after it.
    fn expression(&self, i: usize) -> Option<(Shape, usize)> {
        let d = self.d;
        let first = |at: usize| self.period(self.skip_of(at + 1), true);
        if self.is(i, &d.between) {
            let (p1, end1) = first(i)?;
            let (p2, end2) = self.closing(end1, &[&d.and, &d.to, &d.until])?;
            return Some((Shape::Periods(Vec::from([p1, p2])), end2));
        }
        if self.is(i, &d.from) || self.is(i, &d.since) {
            if let Some((p1, end1)) = first(i) {
                if let Some((p2, end2)) = self.closing(end1, &[&d.to, &d.until]) {
                    return Some((Shape::Periods(Vec::from([p1, p2])), end2));
                }
                if self.is(i, &d.since) {
                    return Some((Shape::Since(p1), end1));
                }
            }
        }
        if self.is(i, &d.after) {
            let (p, end) = first(i)?;
            return Some((Shape::After(p), end));
        }
        if self.is(i, &d.before) {
            let (p, end) = first(i)?;
            return Some((Shape::Before(p), end));
        }
        if self.is(i, &d.until) {
            let (p, end) = first(i)?;
            return Some((Shape::Until(p), end));
        }
        // "march to june 2026", "märts kuni juuni": two periods around a to word are a range,
        // as after a from word (a month's name that is also a word, "march", is the month
        // there). The first was read alone, the second after it unread: one month's figure.
        // Not from a product's figures ("NV-9 το march": the 9 is no day).
        if let Some((p1, end1)) = self.period(i, true).filter(|_| !self.taken.contains(&i)) {
            if let Some((p2, end2)) = self.closing(end1, &[&d.to, &d.until]) {
                return Some((Shape::Periods(Vec::from([p1, p2])), end2));
            }
        }
        let context = i
            .checked_sub(1)
            .is_some_and(|b| self.is(b, &d.during) || self.is(b, &d.of));
        let (p, mut end) = self.period(i, context)?;
        // Arrays moved into their Vecs, here and above: `vec!` allocated first and copied
        // each value made into it.
        let mut periods = Vec::from([p]);
        // September and October; Q1 or in Q2
        while self.is(end, &d.and) {
            let mut next = self.skip_of(end + 1);
            if self.is(next, &d.during) {
                next = self.skip_of(next + 1);
            }
            match self.period(next, true) {
                Some((p, after)) => {
                    periods.push(p);
                    end = after;
                }
                None => break,
            }
        }
        match periods.len() {
            1 => Some((Shape::Periods(periods), end)),
            _ => Some((Shape::Apart(periods), end)),
        }
    }

    /// A time word at `i` that no expression could complete: the end of the words to report
    /// (the word, its link words and the next word: "before the recall").
    fn unreadable(&self, i: usize) -> Option<usize> {
        let d = self.d;
        // "from" is too common a word to report alone ("claims from RBT").
        let connective = [&d.since, &d.after, &d.before, &d.until, &d.between]
            .into_iter()
            .any(|list| self.is(i, list))
            && !self.is(i, &d.from);
        if connective {
            let j = self.skip_of(i + 1);
            return Some((j + 1).min(self.words.len()));
        }
        // "Q5" is a quarter misread; "t-9", a code no product has (said apart), is none.
        // A byte, not `contains('-')` (see `decimal::figure`).
        let dashed = self
            .word(i)
            .is_some_and(|w| crate::base::text::has_byte(w.as_bytes(), b'-'));
        let out_of_range = |prefixes: &[String], max: u8| {
            !dashed
                && self
                    .short_at(i, prefixes)
                    .is_some_and(|n| n == 0 || n > max)
        };
        if out_of_range(&d.quarter_short, 4) || out_of_range(&d.half_short, 2) {
            return Some(i + 1);
        }
        // "third half"
        if self.ordinal_at(i).is_some_and(|n| n > 2) && self.unit_at(i + 1) == Some(Unit::Half) {
            return Some(i + 2);
        }
        None
    }
}

/// `unit` moved `by` from the one holding `today`.
fn shifted(today: Date, unit: Unit, by: i64) -> Option<Span> {
    let months = |per_year: i64, size: u8| {
        let size_i = i64::from(size);
        let index = i64::from(today.year) * per_year + (i64::from(today.month) - 1) / size_i;
        let index = index.checked_add(by)?;
        let year = u16::try_from(index.div_euclid(per_year)).ok()?;
        let first = u8::try_from(index.rem_euclid(per_year) * size_i + 1).ok()?;
        months_span(year, first, size)
    };
    match unit {
        Unit::Year => months(1, 12),
        Unit::Half => months(2, 6),
        Unit::Quarter => months(4, 3),
        Unit::Month => months(12, 1),
        Unit::Week => {
            let monday = add_days(today, -weekday(today))?;
            let from = add_days(monday, by.checked_mul(7)?)?;
            Some(Span {
                from,
                to: add_days(from, 6)?,
            })
        }
        // "last day" is seldom a date: not read.
        Unit::Day => None,
    }
}

/// The last `n` units up to today: from the day after the same day `n` units back.
fn past(today: Date, unit: Unit, n: u32) -> Option<Span> {
    let n = i64::from(n);
    let back_months = |per: i64| {
        let index = i64::from(today.year) * 12 + i64::from(today.month) - 1;
        let index = index.checked_sub(n.checked_mul(per)?)?;
        let year = u16::try_from(index.div_euclid(12)).ok()?;
        let month = u8::try_from(index.rem_euclid(12) + 1).ok()?;
        let day = today.day.min(last_day(year, month)?);
        Date::new(year, month, day)
    };
    let start = match unit {
        Unit::Year => back_months(12)?,
        Unit::Half => back_months(6)?,
        Unit::Quarter => back_months(3)?,
        Unit::Month => back_months(1)?,
        Unit::Week => add_days(today, n.checked_mul(-7)?)?,
        Unit::Day => add_days(today, -n)?,
    };
    Some(Span {
        from: add_days(start, 1)?,
        to: today,
    })
}

fn year_span(year: u16) -> Option<Span> {
    months_span(year, 1, 12)
}

/// The index of the group of names (months, ordinals) holding `w`: one walk for every reader of
/// a month's name.
pub(crate) fn group_of(groups: &[Vec<String>], w: &str) -> Option<usize> {
    groups.iter().position(|names| names.iter().any(|n| n == w))
}

fn month_span(year: u16, month: u8) -> Option<Span> {
    months_span(year, month, 1)
}

/// `count` months from `first` in `year`.
fn months_span(year: u16, first: u8, count: u8) -> Option<Span> {
    if !(1..=9999).contains(&year) {
        return None;
    }
    let last = first.checked_add(count)?.checked_sub(1)?;
    Some(Span {
        from: Date::new(year, first, 1)?,
        to: Date::new(year, last, last_day(year, last)?)?,
    })
}

fn last_day(year: u16, month: u8) -> Option<u8> {
    (28..=31)
        .rev()
        .find(|d| Date::new(year, month, *d).is_some())
}

/// Days since 1970-01-01 (days-from-civil, the inverse of `Date::from_days`).
fn days(d: Date) -> i64 {
    let y = i64::from(d.year) - i64::from(d.month <= 2);
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (i64::from(d.month) + 9) % 12;
    let doy = (153 * mp + 2) / 5 + i64::from(d.day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// `n` days after `d` (before, when negative); None outside years 1 to 9999.
fn add_days(d: Date, n: i64) -> Option<Date> {
    let first = days(Date::new(1, 1, 1)?);
    let last = days(Date::new(9999, 12, 31)?);
    let target = days(d).checked_add(n)?;
    (first..=last)
        .contains(&target)
        .then(|| Date::from_days(target))
}

/// Monday 0 to Sunday 6 (1970-01-01 was a Thursday).
fn weekday(d: Date) -> i64 {
    (days(d) + 3).rem_euclid(7)
}

#[cfg(test)]
mod tests {
    //! Kinds of input, each generated in every phrasing the demo corpus's `[dates]` allows, and
    //! checked against dates computed here, by other means than the module's.
    use super::*;
    use crate::base::config::Config;

    fn config() -> Config {
        Config::parse(
            include_str!("../../corpus/atlas/corpus.conf"),
            "corpus.conf",
        )
        .unwrap()
    }

    fn leap(y: u16) -> bool {
        (y.is_multiple_of(4) && !y.is_multiple_of(100)) || y.is_multiple_of(400)
    }

    fn month_days(y: u16, m: u8) -> u8 {
        [
            31,
            if leap(y) { 29 } else { 28 },
            31,
            30,
            31,
            30,
            31,
            31,
            30,
            31,
            30,
            31,
        ][usize::from(m) - 1]
    }

    fn day(y: u16, m: u8, d: u8) -> Date {
        assert!(d >= 1 && d <= month_days(y, m), "{y}-{m}-{d}");
        Date {
            year: y,
            month: m,
            day: d,
        }
    }

    /// Months `m1` to `m2` of year `y`.
    fn months(y: u16, m1: u8, m2: u8) -> Range {
        Range {
            from: Some(day(y, m1, 1)),
            to: Some(day(y, m2, month_days(y, m2))),
        }
    }

    fn closed(from: Date, to: Date) -> Range {
        Range {
            from: Some(from),
            to: Some(to),
        }
    }

    /// Monday 0 .. Sunday 6, by Sakamoto's method.
    fn weekday_of(d: Date) -> u8 {
        let t = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4];
        let y = i32::from(d.year) - i32::from(d.month < 3);
        let w =
            (y + y / 4 - y / 100 + y / 400 + t[usize::from(d.month) - 1] + i32::from(d.day)) % 7; // Sunday 0
        ((w + 6) % 7) as u8
    }

    /// The day after or before, by the calendar.
    fn next_day(d: Date) -> Date {
        if d.day < month_days(d.year, d.month) {
            day(d.year, d.month, d.day + 1)
        } else if d.month < 12 {
            day(d.year, d.month + 1, 1)
        } else {
            day(d.year + 1, 1, 1)
        }
    }

    fn prev_day(d: Date) -> Date {
        if d.day > 1 {
            day(d.year, d.month, d.day - 1)
        } else if d.month > 1 {
            day(d.year, d.month - 1, month_days(d.year, d.month - 1))
        } else {
            day(d.year - 1, 12, 31)
        }
    }

    const TODAYS: [(u16, u8, u8); 5] = [
        (2026, 11, 29),
        (2026, 1, 1),
        (2026, 3, 31),
        (2025, 12, 31),
        (2028, 2, 29),
    ];

    fn todays() -> impl Iterator<Item = Date> {
        TODAYS.into_iter().map(|(y, m, d)| day(y, m, d))
    }

    fn read_q(c: &Config, q: &str, today: Date) -> Understood {
        read(&c.normalizer.words(q), today, &c.dates)
    }

    #[track_caller]
    fn expect(c: &Config, q: &str, today: Date, want: Range) {
        let u = read_q(c, q, today);
        assert_eq!(u.range, Some(want), "'{q}' on {today}: {u:?}");
        assert!(u.not_understood.is_empty(), "'{q}' on {today}: {u:?}");
    }

    /// A name's figures are no count: "tr 260 last quarters" is the last quarters, where the
    /// same words with nothing taken read as the last 260 quarters. Before the unit's singular,
    /// "260 last quarter" is no count either way; nor is a count reaching back past
    /// `[questions] years`.
    #[test]
    fn a_names_figures_are_no_count() {
        let c = config();
        let today = day(2026, 11, 20);
        let words = c
            .normalizer
            .words("which dealer sold the most tr 260 last quarters");
        let loose = read(&words, today, &c.dates).range.unwrap();
        assert_eq!(loose.from.map(|d| d.year), Some(1961));
        for q in [
            "which dealer sold the most 260 last quarter",
            "which dealer sold the most 630 last years",
        ] {
            let r = read(&c.normalizer.words(q), today, &c.dates).range.unwrap();
            assert_ne!(r.from.map(|d| d.year), Some(1961), "{q}");
            assert!(r.from.is_none_or(|d| d.year >= 2025), "{q}: {r:?}");
        }
        let at = words.iter().position(|w| w == "260").unwrap();
        let read = read_beside(&words, today, &c.dates, &[at - 1, at]);
        assert_eq!(
            read.range,
            Some(Range {
                from: Some(day(2026, 7, 1)),
                to: Some(day(2026, 9, 30))
            })
        );
    }

    #[track_caller]
    fn expect_none(c: &Config, q: &str) {
        let u = read_q(c, q, day(2026, 11, 29));
        assert_eq!(u.range, None, "'{q}': {u:?}");
    }

    /// The most recent month `m` that starts on or before `today`.
    fn recent_month(today: Date, m: u8) -> u16 {
        if m <= today.month {
            today.year
        } else {
            today.year - 1
        }
    }

    #[test]
    fn every_month_name_in_every_language_with_and_without_a_year() {
        let c = config();
        let mut tried = 0;
        for (i, names) in c.dates.months.iter().enumerate() {
            let m = i as u8 + 1;
            for name in names {
                for year in [2025, 2026, 2028] {
                    for q in [
                        format!("How many claims in {name} {year}?"),
                        format!("claims {} {year}", name.to_uppercase()),
                        format!("Réclamations en {name}. {year}"),
                        format!("claims in {name} of {year}"),
                    ] {
                        expect(&c, &q, day(2026, 11, 29), months(year, m, m));
                        tried += 1;
                    }
                }
                for today in todays() {
                    let y = recent_month(today, m);
                    for q in [
                        format!("claims in {name}"),
                        format!("les réclamations de {name}"),
                    ] {
                        expect(&c, &q, today, months(y, m, m));
                        tried += 1;
                    }
                }
            }
        }
        assert!(tried > 500, "{tried}");
    }

    #[test]
    fn days_of_months_in_both_orders_and_numeric_dates() {
        let c = config();
        let today = day(2026, 11, 29);
        for (i, names) in c.dates.months.iter().enumerate() {
            let m = i as u8 + 1;
            for name in names {
                for d in [1, 15, month_days(2026, m)] {
                    let one = day(2026, m, d);
                    let at = closed(one, one);
                    expect(&c, &format!("claims on {d} {name} 2026"), today, at);
                    expect(&c, &format!("claims on {name} {d}, 2026"), today, at);
                    expect(&c, &format!("the {d}th of {name} 2026"), today, at);
                    let y = if (m, d) <= (today.month, today.day) {
                        2026
                    } else {
                        2025
                    };
                    let recent = day(y, m, d);
                    expect(
                        &c,
                        &format!("since {d} {name}"),
                        today,
                        Range {
                            from: Some(recent),
                            to: None,
                        },
                    );
                }
            }
            let d = day(2026, m, 9);
            expect(&c, &format!("on 2026-{m:02}-09"), today, closed(d, d));
            expect(&c, &format!("le 09/{m:02}/2026"), today, closed(d, d));
        }
        expect(
            &c,
            "du 1er mars au 15 mai 2026",
            today,
            closed(day(2026, 3, 1), day(2026, 5, 15)),
        );
        // Not a day of the calendar: not a date.
        let u = read_q(&c, "on 2026-02-30", today);
        assert_eq!(u.range, Some(months(2026, 1, 12)), "{u:?}");
    }

    #[test]
    fn ambiguous_month_names_need_a_time_word_a_day_or_a_year() {
        let c = config();
        for q in [
            "What may cause error E12?",
            "Battery packs may swell",
            "Does the battery march on?",
            "sept réclamations ouvertes",
        ] {
            expect_none(&c, q);
        }
        let today = day(2026, 11, 29);
        expect(&c, "claims in May", today, months(2026, 5, 5));
        expect(&c, "claims May 2026", today, months(2026, 5, 5));
        expect(
            &c,
            "claims on May 3",
            today,
            closed(day(2026, 5, 3), day(2026, 5, 3)),
        );
        expect(
            &c,
            "since March",
            today,
            Range {
                from: Some(day(2026, 3, 1)),
                to: None,
            },
        );
        expect(&c, "réclamations en sept", today, months(2026, 9, 9));
        expect(&c, "between march and may", today, months(2026, 3, 5));
    }

    #[test]
    fn a_year_alone_and_years_out_of_range() {
        let c = config();
        for y in [1900, 1999, 2025, 2026, 2099] {
            expect(
                &c,
                &format!("claims in {y}"),
                day(2026, 11, 29),
                months(y, 1, 12),
            );
            expect(
                &c,
                &format!("claims in the year {y}"),
                day(2026, 11, 29),
                months(y, 1, 12),
            );
            expect(
                &c,
                &format!("en l'année {y}"),
                day(2026, 11, 29),
                months(y, 1, 12),
            );
        }
        expect_none(&c, "serial numbers 2509-0001 to 2509-0800");
        expect_none(&c, "claims in 1850");
        let u = read_q(&c, "claims since 1850", day(2026, 11, 29));
        assert_eq!(u.not_understood, ["since 1850"]);
    }

    /// (quarter, its spellings with the year 2026 after, its spellings without).
    fn quarter_phrasings(c: &Config, q: u8) -> (Vec<String>, Vec<String>) {
        let ords = &c.dates.ordinals[usize::from(q) - 1];
        let mut with = vec![
            format!("in Q{q} 2026"),
            format!("in q{q} of 2026"),
            format!("Q{q}-2026"),
            format!("quarter {q} 2026"),
        ];
        let mut without = vec![format!("in Q{q}"), format!("during quarter {q}")];
        for o in ords {
            for unit in &c.dates.quarter {
                with.push(format!("the {o} {unit} of 2026"));
                with.push(format!("le {o} {unit} 2026"));
                with.push(format!("au {o} {unit} de l'année 2026"));
                without.push(format!("in the {o} {unit}"));
            }
        }
        (with, without)
    }

    #[test]
    fn every_quarter_and_half_in_every_spelling() {
        let c = config();
        for q in 1..=4u8 {
            let (with, without) = quarter_phrasings(&c, q);
            for p in &with {
                expect(&c, p, day(2026, 11, 29), months(2026, 3 * q - 2, 3 * q));
            }
            for today in todays() {
                let y = if 3 * q - 2 <= today.month {
                    today.year
                } else {
                    today.year - 1
                };
                for p in &without {
                    expect(&c, p, today, months(y, 3 * q - 2, 3 * q));
                }
                // "of this year", "de l'année dernière"
                for (words, by) in [("this year", 0), ("last year", 1), ("l'année dernière", 1)] {
                    let p = format!("the Q{q} of {words}");
                    expect(&c, &p, today, months(today.year - by, 3 * q - 2, 3 * q));
                }
            }
        }
        for h in 1..=2u8 {
            let ords = &c.dates.ordinals[usize::from(h) - 1];
            let mut with = vec![format!("H{h} 2026"), format!("h{h} of 2026")];
            for o in ords {
                for unit in &c.dates.half {
                    with.push(format!("the {o} {unit} of 2026"));
                    with.push(format!("le {o} {unit} 2026"));
                }
            }
            for p in &with {
                expect(&c, p, day(2026, 11, 29), months(2026, 6 * h - 5, 6 * h));
            }
            for today in todays() {
                let y = if 6 * h - 5 <= today.month {
                    today.year
                } else {
                    today.year - 1
                };
                expect(&c, &format!("in H{h}"), today, months(y, 6 * h - 5, 6 * h));
            }
        }
    }

    #[test]
    fn quarters_and_halves_that_do_not_exist_are_reported() {
        let c = config();
        for (q, said) in [
            ("claims in Q5 2026", "q5"),
            ("claims in Q0", "q0"),
            ("sales in H3", "h3"),
            ("the third half of 2026", "third half"),
        ] {
            let u = read_q(&c, q, day(2026, 11, 29));
            assert!(u.not_understood.iter().any(|n| n == said), "{q}: {u:?}");
        }
    }

    /// Today's unit moved by `by`, computed month by month.
    fn relative(today: Date, size: u8, by: i32) -> Range {
        let index = i32::from(today.year) * 12 + i32::from((today.month - 1) / size * size);
        let start = index + by * i32::from(size);
        let (y, m) = ((start / 12) as u16, (start % 12) as u8 + 1);
        months(y, m, m + size - 1)
    }

    fn week(today: Date, by: i32) -> Range {
        let mut monday = today;
        for _ in 0..weekday_of(today) {
            monday = prev_day(monday);
        }
        for _ in 0..by.unsigned_abs() * 7 {
            monday = if by < 0 {
                prev_day(monday)
            } else {
                next_day(monday)
            };
        }
        let mut sunday = monday;
        for _ in 0..6 {
            sunday = next_day(sunday);
        }
        closed(monday, sunday)
    }

    #[test]
    fn every_relative_word_with_every_unit_in_both_word_orders() {
        let c = config();
        let d = &c.dates;
        let units: [(&Vec<String>, u8); 4] =
            [(&d.year, 12), (&d.half, 6), (&d.quarter, 3), (&d.month, 1)];
        let mut tried = 0;
        for today in todays() {
            for (shift, by) in [(&d.this, 0), (&d.last, -1), (&d.next, 1)] {
                for word in shift {
                    for (unit_words, size) in units {
                        for unit in unit_words {
                            let want = relative(today, size, by);
                            expect(&c, &format!("claims {word} {unit}"), today, want);
                            expect(
                                &c,
                                &format!("les réclamations du {unit} {word}"),
                                today,
                                want,
                            );
                            tried += 2;
                        }
                    }
                    for unit in &d.week {
                        expect(&c, &format!("claims {word} {unit}"), today, week(today, by));
                    }
                }
            }
        }
        assert!(tried > 1000, "{tried}");
        let today = day(2026, 11, 29);
        expect(&c, "claims last quarter", today, months(2026, 7, 9));
        expect(&c, "le mois dernier", today, months(2026, 10, 10));
        expect(&c, "cette année", today, months(2026, 1, 12));
        expect(&c, "l'an dernier", today, months(2025, 1, 12));
        expect(&c, "this year", day(2026, 1, 1), months(2026, 1, 12));
        expect(&c, "last month", day(2026, 1, 15), months(2025, 12, 12));
        expect(&c, "next quarter", day(2026, 11, 29), months(2027, 1, 3));
    }

    #[test]
    fn a_month_with_a_relative_word() {
        let c = config();
        for today in todays() {
            for m in 1..=12u8 {
                let name = &c.dates.months[usize::from(m) - 1][0];
                let last = if m < today.month {
                    today.year
                } else {
                    today.year - 1
                };
                let next = if m > today.month {
                    today.year
                } else {
                    today.year + 1
                };
                expect(
                    &c,
                    &format!("claims last {name}"),
                    today,
                    months(last, m, m),
                );
                expect(
                    &c,
                    &format!("claims next {name}"),
                    today,
                    months(next, m, m),
                );
                expect(
                    &c,
                    &format!("claims this {name}"),
                    today,
                    months(today.year, m, m),
                );
            }
        }
    }

    #[test]
    fn the_last_n_units_up_to_today() {
        let c = config();
        let today = day(2026, 11, 29);
        let since = |from: Date| closed(from, today);
        expect(
            &c,
            "claims in the last 3 months",
            today,
            since(day(2026, 8, 30)),
        );
        expect(&c, "les 3 derniers mois", today, since(day(2026, 8, 30)));
        expect(&c, "the past 2 years", today, since(day(2024, 11, 30)));
        expect(&c, "the last 30 days", today, since(day(2026, 10, 31)));
        expect(&c, "the last 2 weeks", today, since(day(2026, 11, 16)));
        // The same day does not exist in the month counted back to: its last day.
        let end_of_may = day(2026, 5, 31);
        expect(
            &c,
            "the last 3 months",
            end_of_may,
            closed(day(2026, 3, 1), end_of_may),
        );
    }

    /// Since, after, before and until each word of the corpus, with a month and a year.
    #[test]
    fn open_ranges_with_every_connective() {
        let c = config();
        let d = &c.dates;
        let today = day(2026, 11, 29);
        for m in 1..=12u8 {
            for name in &d.months[usize::from(m) - 1] {
                let span = months(2026, m, m);
                for w in &d.since {
                    let want = Range {
                        from: span.from,
                        to: None,
                    };
                    expect(&c, &format!("claims {w} {name} 2026"), today, want);
                }
                for w in &d.after {
                    let want = Range {
                        from: Some(next_day(span.to.unwrap())),
                        to: None,
                    };
                    expect(&c, &format!("claims {w} {name} 2026"), today, want);
                }
                for w in &d.before {
                    let want = Range {
                        from: None,
                        to: Some(prev_day(span.from.unwrap())),
                    };
                    expect(&c, &format!("claims {w} {name} 2026"), today, want);
                }
                for w in d.until.iter().filter(|w| *w != "jusqu") {
                    let want = Range {
                        from: None,
                        to: span.to,
                    };
                    expect(&c, &format!("claims {w} {name} 2026"), today, want);
                }
                let want = Range {
                    from: None,
                    to: span.to,
                };
                expect(&c, &format!("jusqu'à {name} 2026"), today, want);
                expect(
                    &c,
                    &format!("jusqu'au 1er {name} 2026"),
                    today,
                    Range {
                        from: None,
                        to: Some(day(2026, m, 1)),
                    },
                );
            }
        }
        // Without a year: the most recent such month.
        expect(
            &c,
            "claims since July",
            today,
            Range {
                from: Some(day(2026, 7, 1)),
                to: None,
            },
        );
        expect(
            &c,
            "depuis juillet",
            today,
            Range {
                from: Some(day(2026, 7, 1)),
                to: None,
            },
        );
        expect(
            &c,
            "before September",
            today,
            Range {
                from: None,
                to: Some(day(2026, 8, 31)),
            },
        );
        expect(
            &c,
            "after Q3",
            today,
            Range {
                from: Some(day(2026, 10, 1)),
                to: None,
            },
        );
        expect(
            &c,
            "since 2026-09-15",
            today,
            Range {
                from: Some(day(2026, 9, 15)),
                to: None,
            },
        );
        expect(
            &c,
            "avant 2026",
            today,
            Range {
                from: None,
                to: Some(day(2025, 12, 31)),
            },
        );
    }

    #[test]
    fn closed_ranges_between_and_from_to_in_both_languages() {
        let c = config();
        let d = &c.dates;
        let today = day(2026, 11, 29);
        let opener_closer: Vec<(&String, &String)> = d
            .between
            .iter()
            .flat_map(|b| d.and.iter().map(move |a| (b, a)))
            .chain(d.from.iter().flat_map(|f| d.to.iter().map(move |t| (f, t))))
            .filter(|(_, t)| *t != "jusqu")
            .collect();
        assert!(opener_closer.len() >= 10);
        for (open, close) in &opener_closer {
            for (m1, m2) in [(3u8, 5u8), (1, 12), (7, 7)] {
                let n1 = &d.months[usize::from(m1) - 1];
                let n2 = &d.months[usize::from(m2) - 1];
                let want = closed(day(2026, m1, 1), day(2026, m2, month_days(2026, m2)));
                for (a, b) in n1.iter().zip(n2.iter().rev()) {
                    let q = format!("claims {open} {a} {close} {b} 2026");
                    expect(&c, &q, today, want);
                    let q = format!("claims {open} {a} 2026 {close} {b} 2026");
                    expect(&c, &q, today, want);
                    // Without years, the range starts at the most recent such month.
                    let q = format!("claims {open} {a} {close} {b}");
                    expect(&c, &q, today, want);
                }
            }
            let q = format!("{open} Q1 {close} Q2 2026");
            expect(&c, &q, today, months(2026, 1, 6));
        }
        // The second month follows the first: November, then the next February.
        expect(
            &c,
            "between November and February",
            today,
            closed(day(2026, 11, 1), day(2027, 2, 28)),
        );
        expect(
            &c,
            "between November and February 2026",
            today,
            closed(day(2025, 11, 1), day(2026, 2, 28)),
        );
        expect(
            &c,
            "between 2025 and 2026",
            today,
            closed(day(2025, 1, 1), day(2026, 12, 31)),
        );
        expect(
            &c,
            "in September and October 2026",
            today,
            months(2026, 9, 10),
        );
    }

    #[test]
    fn several_expressions_narrow_each_other() {
        let c = config();
        let today = day(2026, 11, 29);
        expect(&c, "claims in 2026 since July", today, months(2026, 7, 12));
        // No day in both: the second is not understood (no figure), not an empty range.
        let u = read_q(&c, "claims in 2025, since July 2026", today);
        assert_eq!(u.not_understood, ["since july 2026"], "{u:?}");
        let u = read_q(&c, "claims in Q1 or in Q2 2026", today);
        assert_eq!(u.spans.len(), 2, "{u:?}");
        assert!(u.not_understood.is_empty(), "{u:?}");
        // A year written alone gives the month its year, whatever today is.
        expect(
            &c,
            "in 2025, the claims of September",
            today,
            months(2025, 9, 9),
        );
        expect(&c, "claims in Q3 in 2024", today, months(2024, 7, 9));
        let u = read_q(&c, "claims in Q3 2026 since August", today);
        assert_eq!(u.said, "q3 2026; since august", "{u:?}");
    }

    #[test]
    fn an_event_is_not_a_date_and_is_reported() {
        let c = config();
        let today = day(2026, 11, 29);
        for (q, said) in [
            ("How many claims before the recall?", "before the recall"),
            ("claims filed since the recall", "since the recall"),
            ("réclamations avant le rappel", "avant le rappel"),
            ("réclamations depuis le rappel", "depuis le rappel"),
            ("claims after the charger recall", "after the charger"),
            ("claims between the recalls", "between the recalls"),
        ] {
            let u = read_q(&c, q, today);
            assert_eq!(u.range, None, "{q}: {u:?}");
            assert_eq!(u.not_understood, [said], "{q}: {u:?}");
            assert!(u.used.is_empty());
        }
        let u = read_q(&c, "claims before the recall in 2026", today);
        assert_eq!(u.range, Some(months(2026, 1, 12)));
        assert_eq!(u.not_understood, ["before the recall"]);
        assert_eq!(u.said, "2026");
    }

    /// The start of a unit or of a period read from there: its first day, open for a since word.
    #[test]
    fn the_start_of_a_period_is_its_first_day() {
        let c = config();
        let today = day(2026, 11, 29);
        let open = |from: Date| Range {
            from: Some(from),
            to: None,
        };
        expect(
            &c,
            "claims since the start of the year",
            today,
            open(day(2026, 1, 1)),
        );
        expect(
            &c,
            "since the beginning of last year",
            today,
            open(day(2025, 1, 1)),
        );
        expect(
            &c,
            "since the start of Q3 2026",
            today,
            open(day(2026, 7, 1)),
        );
        expect(&c, "depuis le début du mois", today, open(day(2026, 11, 1)));
        // A day and a month with no year are not read: "plus de 12.05 heures" is a figure, and
        // the question's words cannot tell "15/09" from "15.09" (a decimal).
        let u = read_q(&c, "plus de 12.05 heures depuis le 15/09", today);
        assert_eq!(u.range, None, "{u:?}");
        assert_eq!(u.not_understood, ["depuis le 15"], "{u:?}");
        // A start of a start of ... read from each: deep, never past the question's length.
        let deep = "the start of ".repeat(crate::ask::question::MAX_QUESTION_CHARS / 13);
        let u = read_q(&c, &format!("since {deep}the year"), today);
        assert_eq!(u.range, Some(open(day(2026, 1, 1))), "{u:?}");
    }

    #[test]
    fn a_question_read_twice_says_its_time_once() {
        let words: Vec<String> = "claims aller in q3 or q9 claims allen in q3 or q9"
            .split(' ')
            .map(String::from)
            .collect();
        let u = read(
            &words,
            Date::parse("2026-11-29").unwrap(),
            &DateWords::default(),
        );
        assert_eq!(u.said, "q3", "{u:?}");
        assert_eq!(u.not_understood, ["q9"], "{u:?}");
    }

    #[test]
    fn what_was_understood_is_said_and_its_words_marked() {
        let c = config();
        let words = c
            .normalizer
            .words("How many claims were filed in Sept. 2026 in Morocco?");
        let u = read(&words, day(2026, 11, 29), &c.dates);
        assert_eq!(u.said, "sept 2026");
        assert_eq!(u.used, [6, 7]);
        assert_eq!(words[6], "sept");
        assert_eq!(u.range.unwrap().to_string(), "2026-09-01..2026-09-30");
        let u = read_q(&c, "since July", day(2026, 11, 29));
        assert_eq!(u.range.unwrap().to_string(), "2026-07-01..");
    }

    #[test]
    fn questions_without_time_name_none() {
        let c = config();
        for q in [
            "What tire pressure does the C-3 need?",
            "What is the capacity of the C-3 battery?",
            "What does error E12 mean on the C-3?",
            "Which products are affected by the battery recall?",
            "Which chargers are affected by the recall?",
            "List the battery-certified dealers in France",
            "What is the average repair time for K-1 claims?",
            "Does the recall affect the T-7?",
            "Is my scooter part of the recall?",
            "Which dealer filed the most claims?",
            "What was the longest repair?",
            "Quels produits sont concernés par le rappel des batteries ?",
            "Combien de réclamations pour la S-2 ?",
            "Is the last claim of RBT closed?",
            "Which claims come from RBT?",
            "the first claim",
            "Quelle est la pression des pneus du C3 ?",
            "",
        ] {
            let u = read_q(&c, q, day(2026, 11, 29));
            assert_eq!(u, Understood::default(), "{q}");
        }
    }

    #[test]
    fn degenerate_input_does_not_panic() {
        let c = config();
        let huge = "9".repeat(50);
        for q in [
            "last 9999 years".to_string(),
            "next 9999 years".to_string(),
            format!("last {huge} months"),
            "q9999999 h0 q".to_string(),
            "between between and and since since before".to_string(),
            "9999 and 1900".to_string(),
            "0000-00-00 31/02/2026 29 february 2027 99 january".to_string(),
            "next year".to_string(),
            "31 31 31 2026".to_string(),
        ] {
            for today in [day(1, 1, 1), day(9999, 12, 31), day(2026, 11, 29)] {
                let _ = read_q(&c, &q, today);
            }
        }
        let u = read_q(&c, "next year", day(9999, 12, 31));
        assert_eq!(u.range, None);
        let u = read_q(&c, "on 29 february 2028", day(2026, 11, 29));
        assert_eq!(u.range, Some(closed(day(2028, 2, 29), day(2028, 2, 29))));
        // A 29 February without a year: the latest one.
        let u = read_q(&c, "since 29 february", day(2026, 11, 29));
        assert_eq!(u.range.unwrap().from, Some(day(2024, 2, 29)));
    }

    #[test]
    fn days_round_trip_with_the_calendar() {
        let mut d = day(1999, 12, 25);
        for _ in 0..2000 {
            let n = next_day(d);
            assert_eq!(add_days(d, 1), Some(n));
            assert_eq!(days(n), days(d) + 1);
            assert_eq!(weekday(d), i64::from(weekday_of(d)));
            d = n;
        }
        assert_eq!(days(day(1970, 1, 1)), 0);
        assert_eq!(add_days(day(1, 1, 1), -1), None);
    }
}
