//! Calendar dates as written in sources and questions: `YYYY-MM-DD`, nothing else.

use crate::base::wire::{Reader, Writer};
use serde::Serialize;
use std::fmt;
use std::fmt::Write as _;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Date {
    pub year: u16,
    pub month: u8,
    pub day: u8,
}

impl Date {
    /// The start date of a source that states none: it applies from the beginning.
    pub const DAWN: Date = Date {
        year: 1,
        month: 1,
        day: 1,
    };

    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        if !(1..=12).contains(&month) || day == 0 || day > days_in_month(year, month) {
            return None;
        }
        Some(Date { year, month, day })
    }

    /// Parses `YYYY-MM-DD`; the error says what is wrong with the text.
    pub fn parse(text: &str) -> Result<Date, String> {
        let t = crate::base::text::trim(text);
        let b = t.as_bytes();
        let shape_ok = b.len() == 10
            && b[4] == b'-'
            && b[7] == b'-'
            && b.iter()
                .enumerate()
                .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit());
        if !shape_ok {
            return Err(format!("malformed date '{}': expected YYYY-MM-DD", clip(t)));
        }
        // The shape holds digits there: their value, with no parse (nor a cut of the text,
        // see `text::Normalizer::each_token`) to fail.
        let number = |from: usize, to: usize| {
            b.get(from..to)
                .unwrap_or_default()
                .iter()
                .fold(0u16, |n, d| n * 10 + u16::from(d - b'0'))
        };
        let (year, month, day) = (number(0, 4), number(5, 7) as u8, number(8, 10) as u8);
        Date::new(year, month, day)
            .ok_or_else(|| format!("malformed date '{t}': no such day in the calendar"))
    }

    /// Days since 1970-01-01 to a date (civil-from-days, Howard Hinnant's algorithm).
    pub fn from_days(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as u16;
        Date { year, month, day }
    }

    /// Today in UTC, from the platform's clock.
    pub fn today() -> Date {
        #[cfg(target_arch = "wasm32")]
        let ms = js_sys::Date::now();
        #[cfg(not(target_arch = "wasm32"))]
        let ms = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_millis() as f64)
            .unwrap_or(0.0);
        Date::from_days((ms / 86_400_000.0).floor() as i64)
    }
}

/// A date in a bundle: year, month and day as varints (documents' validity, `[html]`).
impl Date {
    pub fn write(self, w: &mut Writer) {
        w.u64(u64::from(self.year));
        w.u64(u64::from(self.month));
        w.u64(u64::from(self.day));
    }

    pub fn write_opt(d: Option<Date>, w: &mut Writer) {
        match d {
            None => w.u64(0),
            Some(d) => {
                w.u64(1);
                d.write(w);
            }
        }
    }

    pub fn read(r: &mut Reader) -> Result<Date, String> {
        // One read in a loop, not three: each is inlined.
        let mut ymd = [0u32; 3];
        for v in &mut ymd {
            *v = r.u32()?;
        }
        let [y, m, d] = ymd;
        if y > 9999 || m > 12 || d > 31 {
            return Err(r.bad_at("bad date"));
        }
        Date::new(y as u16, m as u8, d as u8).ok_or_else(|| r.bad_at("bad date"))
    }

    pub fn read_opt(r: &mut Reader) -> Result<Option<Date>, String> {
        match r.u64()? {
            0 => Ok(None),
            1 => Ok(Some(Date::read(r)?)),
            _ => Err(r.bad_at("bad tag")),
        }
    }
}

fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if (year.is_multiple_of(4) && !year.is_multiple_of(100)) || year.is_multiple_of(400) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

fn clip(t: &str) -> String {
    crate::base::text::clip(t, 40).to_string()
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `decimal::write_whole`, not `{y:04}`: see `decimal::Whole`.
        use crate::base::decimal::write_whole;
        write_whole(f, usize::from(self.year), 4)?;
        f.write_char('-')?;
        write_whole(f, usize::from(self.month), 2)?;
        f.write_char('-')?;
        write_whole(f, usize::from(self.day), 2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_rejects() {
        assert_eq!(
            Date::parse("2026-09-15").unwrap(),
            Date::new(2026, 9, 15).unwrap()
        );
        assert!(Date::parse("2024-02-29").is_ok());
        assert!(Date::parse("2026-02-29")
            .unwrap_err()
            .contains("no such day"));
        assert!(Date::parse("2026-13-01").is_err());
        assert!(Date::parse("15/09/2026")
            .unwrap_err()
            .contains("YYYY-MM-DD"));
        assert!(Date::parse("2026-9-15").is_err());
    }

    #[test]
    fn days_round_trip() {
        assert_eq!(Date::from_days(0).to_string(), "1970-01-01");
        assert_eq!(Date::from_days(20_786).to_string(), "2026-11-29");
    }
}
