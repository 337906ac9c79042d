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

use crate::base::config::DateWords;
use crate::base::date::Date;
use std::fmt;

/// Inclusive bounds; None is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    pub from: Option<Date>,
    pub to: Option<Date>,
}

impl Range {
    pub fn contains(&self, d: Date) -> bool {
        self.from.is_none_or(|f| f <= d) && self.to.is_none_or(|t| d <= t)
    }

    /// No day is inside (expressions that exclude each other: "in 2025 since July 2026").
    pub fn is_empty(&self) -> bool {
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

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Understood {
    /// None when the question names no time.
    pub range: Option<Range>,
    /// The words understood, as the question has them, one expression after another (`; `).
    pub said: String,
    /// Time-like words that could not be read ("before the recall"): to report.
    pub not_understood: Vec<String>,
    /// Positions in `words` of the words understood, so other readers can leave them alone.
    pub used: Vec<usize>,
}

/// Reads the time expressions of a question's lowercased words, on `today`.
pub fn read(words: &[String], today: Date, dates: &DateWords) -> Understood {
    let r = Reader {
        words,
        today,
        d: dates,
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
            out.not_understood.push(r.phrase(i, end));
            i = end.max(i + 1);
            continue;
        }
        i += 1;
    }
    // A year written on its own, once, is the year of the periods that have none.
    let mut bare: Vec<u16> = found.iter().flat_map(|(s, _, _)| s.bare_years()).collect();
    bare.sort_unstable();
    bare.dedup();
    let context = match bare.as_slice() {
        [y] => Some(*y),
        _ => None,
    };
    let mut said = Vec::new();
    for (shape, start, end) in &found {
        let Some(range) = shape.resolve(today, context) else {
            out.not_understood.push(r.phrase(*start, *end));
            continue;
        };
        out.range = Some(match out.range {
            Some(before) => before.and(range),
            None => range,
        });
        said.push(r.phrase(*start, *end));
        out.used.extend(*start..*end);
    }
    out.said = said.join("; ");
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
    Since(Period),
    After(Period),
    Before(Period),
    Until(Period),
}

impl Shape {
    fn bare_years(&self) -> Vec<u16> {
        let periods: &[Period] = match self {
            Shape::Periods(p) => p,
            Shape::Since(p) | Shape::After(p) | Shape::Before(p) | Shape::Until(p) => {
                std::slice::from_ref(p)
            }
        };
        periods
            .iter()
            .filter_map(|p| match p {
                Period::Fixed {
                    span,
                    bare_year: true,
                } => Some(span.from.year),
                _ => None,
            })
            .collect()
    }

    fn resolve(&self, today: Date, context: Option<u16>) -> Option<Range> {
        match self {
            Shape::Periods(periods) => {
                let spans = resolve_chain(periods, today, context)?;
                let from = spans.iter().map(|s| s.from).min()?;
                let to = spans.iter().map(|s| s.to).max()?;
                Some(Range {
                    from: Some(from),
                    to: Some(to),
                })
            }
            Shape::Since(p) => Some(Range {
                from: Some(resolve_one(*p, today, context)?.from),
                to: None,
            }),
            Shape::After(p) => Some(Range {
                from: Some(add_days(resolve_one(*p, today, context)?.to, 1)?),
                to: None,
            }),
            Shape::Before(p) => Some(Range {
                from: None,
                to: Some(add_days(resolve_one(*p, today, context)?.from, -1)?),
            }),
            Shape::Until(p) => Some(Range {
                from: None,
                to: Some(resolve_one(*p, today, context)?.to),
            }),
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
}

/// Longest run of digits a count ("last 3 months") may have.
const MAX_COUNT_DIGITS: usize = 4;

impl Reader<'_> {
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
            .join(" ")
    }

    /// Past the link words ("of", "the") from `i`.
    fn skip_of(&self, mut i: usize) -> usize {
        while self.is(i, &self.d.of) {
            i += 1;
        }
        i
    }

    fn month_at(&self, i: usize) -> Option<u8> {
        let w = self.word(i)?;
        let m = self
            .d
            .months
            .iter()
            .position(|names| names.iter().any(|n| n == w))?;
        u8::try_from(m + 1).ok()
    }

    fn ordinal_at(&self, i: usize) -> Option<u8> {
        let w = self.word(i)?;
        let n = self
            .d
            .ordinals
            .iter()
            .position(|names| names.iter().any(|n| n == w))?;
        u8::try_from(n + 1).ok()
    }

    fn unit_at(&self, i: usize) -> Option<Unit> {
        let d = self.d;
        [
            (&d.year, Unit::Year),
            (&d.half, Unit::Half),
            (&d.quarter, Unit::Quarter),
            (&d.month, Unit::Month),
            (&d.week, Unit::Week),
            (&d.day, Unit::Day),
        ]
        .into_iter()
        .find(|(list, _)| self.is(i, list))
        .map(|(_, u)| u)
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
        let y: u16 = w.parse().ok()?;
        let (first, last) = self.d.years;
        (first..=last).contains(&y).then_some(y)
    }

    /// A number of one to `max_digits` digits and nothing else.
    fn digits_at(&self, i: usize, max_digits: usize) -> Option<u32> {
        let w = self.word(i)?;
        if w.is_empty() || w.len() > max_digits || !w.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        w.parse().ok()
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
        let day: u8 = w.get(..digits)?.parse().ok()?;
        (1..=31).contains(&day).then_some(day)
    }

    /// "q3", "h1": a configured prefix and one digit, whatever the digit.
    fn short_at(&self, i: usize, prefixes: &[String]) -> Option<u8> {
        let w = self.word(i)?;
        prefixes.iter().find_map(|p| {
            let digit = w.strip_prefix(p.as_str())?;
            (digit.len() == 1 && digit.bytes().all(|b| b.is_ascii_digit()))
                .then(|| digit.parse().ok())
                .flatten()
        })
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
        // 2026-09-15
        if let (Some(y), Some(m), Some(d)) = (
            self.year_at(i),
            self.two_digits(i + 1),
            self.two_digits(i + 2),
        ) {
            if let Some(date) = Date::new(y, m, d) {
                return fixed(
                    Span {
                        from: date,
                        to: date,
                    },
                    i + 3,
                );
            }
        }
        // 15/09/2026
        if let (Some(d), Some(m), Some(y)) = (
            self.digits_at(i, 2),
            self.digits_at(i + 1, 2),
            self.year_at(i + 2),
        ) {
            let date = u8::try_from(d)
                .ok()
                .zip(u8::try_from(m).ok())
                .and_then(|(d, m)| Date::new(y, m, d));
            if let Some(date) = date {
                return fixed(
                    Span {
                        from: date,
                        to: date,
                    },
                    i + 3,
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
        // quarter 3 (2026)
        if let Some(n) = self.digits_at(i + 1, 1).and_then(|n| u8::try_from(n).ok()) {
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
            if let Some(unit) = self.unit_at(i + 1) {
                if let Some(span) = shifted(self.today, unit, by) {
                    return fixed(span, i + 2);
                }
            }
            if let Some(month) = self.month_at(i + 1) {
                return fixed(self.month_shifted(month, by)?, i + 2);
            }
            if by < 0 {
                if let (Some(n), Some(unit)) =
                    (self.digits_at(i + 1, MAX_COUNT_DIGITS), self.unit_at(i + 2))
                {
                    return fixed(past(self.today, unit, n)?, i + 3);
                }
            }
        }
        // mois dernier, année prochaine
        if let (Some(unit), Some(by)) = (self.unit_at(i), self.shift_at(i + 1)) {
            if let Some(span) = shifted(self.today, unit, by) {
                return fixed(span, i + 2);
            }
        }
        // 3 derniers mois
        if let (Some(n), Some(-1), Some(unit)) = (
            self.digits_at(i, MAX_COUNT_DIGITS),
            self.shift_at(i + 1),
            self.unit_at(i + 2),
        ) {
            return fixed(past(self.today, unit, n)?, i + 3);
        }
        // the year 2026
        if let (Some(Unit::Year), Some(y)) = (self.unit_at(i), self.year_at(i + 1)) {
            return fixed(year_span(y)?, i + 2);
        }
        // 2026
        if let Some(y) = self.year_at(i) {
            return Some((
                Period::Fixed {
                    span: year_span(y)?,
                    bare_year: true,
                },
                i + 1,
            ));
        }
        None
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
            return Some((Shape::Periods(vec![p1, p2]), end2));
        }
        if self.is(i, &d.from) || self.is(i, &d.since) {
            if let Some((p1, end1)) = first(i) {
                if let Some((p2, end2)) = self.closing(end1, &[&d.to, &d.until]) {
                    return Some((Shape::Periods(vec![p1, p2]), end2));
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
        let context = i
            .checked_sub(1)
            .is_some_and(|b| self.is(b, &d.during) || self.is(b, &d.of));
        let (p, mut end) = self.period(i, context)?;
        let mut periods = vec![p];
        // September and October
        while self.is(end, &d.and) {
            match self.period(self.skip_of(end + 1), true) {
                Some((p, after)) => {
                    periods.push(p);
                    end = after;
                }
                None => break,
            }
        }
        Some((Shape::Periods(periods), end))
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
        let out_of_range = |prefixes: &[String], max: u8| {
            self.short_at(i, prefixes)
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

fn month_span(year: u16, month: u8) -> Option<Span> {
    months_span(year, month, 1)
}

/// `count` months from `first` in `year`.
fn months_span(year: u16, first: u8, count: u8) -> Option<Span> {
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
