//! Figures as text: `fixed(f, d)` writes what `format!("{f:.d$}")` writes, exactly (the exact
//! binary value, rounded half to even), without `core::fmt`'s float formatting, which was a
//! tenth of the page's wasm (Grisu and Dragon4 with their tables, for a few figures a question).

/// Base of the big integer's limbs.
const LIMB: u64 = 1_000_000_000;

/// `n`'s digits, as `n.to_string()` writes them.
pub fn whole(n: usize) -> String {
    let mut s = String::new();
    let _ = write_whole(&mut s, n, 0);
    s
}

/// An integer as a format's argument, `format!("{} rows", Whole(n))`: the digits `{n}` writes.
/// Integers are formatted through this alone, so that the page's wasm carries no
/// `core::fmt` integer code (its digit writer and `pad_integral`, with the width, fill and sign
/// handling nothing here asks for): about 0.8 KB.
#[derive(Clone, Copy)]
pub struct Whole(pub usize);

impl std::fmt::Display for Whole {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write_whole(f, self.0, 0)
    }
}

/// Writes `n`'s digits, with zeros before them up to `width` digits (`{n:0width$}`). One body
/// for every writer, a `String` or a `Formatter`.
pub fn write_whole(out: &mut dyn std::fmt::Write, n: usize, width: usize) -> std::fmt::Result {
    // Divided by ten alone, a constant: a division by a power of ten worked out at run time
    // carried a division by zero's panic.
    let mut digits = [0u8; 20];
    let mut count = 0;
    let mut rest = n;
    loop {
        if let Some(d) = digits.get_mut(count) {
            *d = b'0' + (rest % 10) as u8;
        }
        count += 1;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for _ in count..width {
        out.write_char('0')?;
    }
    while let Some(last) = count.checked_sub(1) {
        count = last;
        out.write_char(char::from(digits.get(last).copied().unwrap_or(b'0')))?;
    }
    Ok(())
}

/// `f` with `decimals` digits after the point (at most 9), as `format!("{f:.decimals$}")`.
pub fn fixed(f: f64, decimals: u32) -> String {
    if f.is_nan() {
        return "NaN".into();
    }
    let mut out = String::new();
    if f.is_sign_negative() {
        out.push('-');
    }
    if f.is_infinite() {
        out.push_str("inf");
        return out;
    }
    let decimals = decimals.min(9);
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1 << 52) - 1);
    let (m, e) = if exp == 0 {
        (frac, -1074)
    } else {
        (frac | 1 << 52, exp - 1075)
    };
    // |f| * 10^decimals = m * 10^decimals * 2^e, below 2^83 before the power of two.
    let n = u128::from(m) * u128::from(10u64.pow(decimals));
    // The scaled value, rounded half to even, in base-10^9 limbs, least significant first.
    let mut limbs: Vec<u64> = Vec::new();
    if e >= 0 {
        let mut rest = n;
        while rest > 0 {
            let (q, r) = div_limb(rest);
            limbs.push(r);
            rest = q;
        }
        let mut shift = e as u32;
        while shift > 0 {
            let k = shift.min(30);
            let mut carry = 0u64;
            for limb in &mut limbs {
                let v = (*limb << k) + carry;
                *limb = v % LIMB;
                carry = v / LIMB;
            }
            while carry > 0 {
                limbs.push(carry % LIMB);
                carry /= LIMB;
            }
            shift -= k;
        }
    } else {
        let s = e.unsigned_abs();
        let q = if s >= 127 {
            // Below 2^-44 of a unit: rounds to zero.
            0
        } else {
            let q = n >> s;
            let r = n & ((1u128 << s) - 1);
            let half = 1u128 << (s - 1);
            if r > half || (r == half && q & 1 == 1) {
                q + 1
            } else {
                q
            }
        };
        let mut rest = q;
        while rest > 0 {
            let (q, r) = div_limb(rest);
            limbs.push(r);
            rest = q;
        }
    }
    let mut digits = String::new();
    for (i, limb) in limbs.iter().rev().enumerate() {
        // As a usize (a limb is below 10^9): `whole` writes usizes' digits, and a u64's were
        // code of their own for this one call.
        let s = whole(*limb as usize);
        // Zeros pushed one at a time, here and below: `str::repeat` and extending a string by
        // an iterator are code of their own in the page's wasm.
        if i > 0 {
            for _ in s.len()..9 {
                digits.push('0');
            }
        }
        digits.push_str(&s);
    }
    let d = decimals as usize;
    while digits.len() <= d {
        digits.insert(0, '0');
    }
    // Checked, not `split_at`: see `text::Normalizer::each_token` (the digits are ASCII).
    let (int, dec) = digits
        .split_at_checked(digits.len() - d)
        .unwrap_or_default();
    out.push_str(int);
    if d > 0 {
        out.push('.');
        out.push_str(dec);
    }
    out
}

/// `x / LIMB` and `x % LIMB`, by long division in 32-bit steps: a u128 division would bring
/// compiler-rt's 128-bit divider into the page's wasm for this one function.
fn div_limb(x: u128) -> (u128, u64) {
    let (mut q, mut r) = (0u128, 0u64);
    for &shift in &[96u32, 64, 32, 0] {
        // r < LIMB < 2^30: the step fits in 64 bits and its quotient in 32.
        let step = (r << 32) | ((x >> shift) as u64 & 0xffff_ffff);
        q |= u128::from(step / LIMB) << shift;
        r = step % LIMB;
    }
    (q, r)
}

/// A figure as questions show it: three decimals at most, without trailing zeros (`2.5`, `12`).
pub fn figure(f: f64) -> String {
    let s = fixed(f, 4);
    // A byte, not `contains('.')`: a character's `contains` brings a text searcher (see
    // text::find_text).
    if crate::base::text::has_byte(s.as_bytes(), b'.') {
        let s = crate::base::text::trim_ascii_byte(&s, b'0', false, true);
        crate::base::text::trim_ascii_byte(s, b'.', false, true).to_string()
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::{div_limb, fixed, whole, write_whole, Whole, LIMB};

    #[test]
    fn integers_are_written_as_the_formatter_writes_them() {
        let mut n = 1usize;
        let mut all = vec![
            0,
            9,
            10,
            99,
            100,
            101,
            usize::MAX,
            usize::MAX / 10,
            u32::MAX as usize,
        ];
        while let Some(m) = n.checked_mul(7) {
            all.push(n);
            all.push(n - 1);
            n = m + 3;
        }
        for n in all {
            assert_eq!(whole(n), n.to_string());
            assert_eq!(format!("[{}]", Whole(n)), format!("[{n}]"));
            for width in [0, 1, 2, 4, 25] {
                let mut s = String::new();
                write_whole(&mut s, n, width).unwrap();
                assert_eq!(s, format!("{n:0width$}"), "{n} in {width}");
            }
        }
    }

    #[test]
    fn long_division_by_a_limb_is_division() {
        let mut x: u128 = 0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c834;
        for n in [
            0u128,
            1,
            999_999_999,
            1_000_000_000,
            u128::from(u64::MAX),
            1 << 83,
            u128::MAX,
        ] {
            assert_eq!(
                div_limb(n),
                (n / u128::from(LIMB), (n % u128::from(LIMB)) as u64)
            );
        }
        for _ in 0..1000 {
            x = x
                .wrapping_mul(0x2360_ed05_1fc6_5da4_4385_df64_9fcc_f645)
                .wrapping_add(1);
            let n = x >> (x % 128);
            assert_eq!(
                div_limb(n),
                (n / u128::from(LIMB), (n % u128::from(LIMB)) as u64)
            );
        }
    }
    use proptest::prelude::*;

    #[test]
    fn writes_what_format_writes() {
        for f in [
            0.0,
            -0.0,
            0.5,
            1.5,
            2.5,
            -2.5,
            0.125,
            0.0625,
            0.35,
            0.0005,
            0.0015,
            1e-300,
            5e-324,
            123456.789,
            1e15,
            1e22,
            1.7976931348623157e308,
            -1.25,
            9.9995,
            0.9995,
            99.5,
            f64::NAN,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ] {
            for d in 0..=4 {
                assert_eq!(fixed(f, d), format!("{f:.*}", d as usize), "{f} with {d}");
            }
        }
    }

    proptest! {
        #[test]
        fn any_float_at_any_precision(bits in any::<u64>(), d in 0u32..=6, scaled in -1e7f64..1e7) {
            let f = f64::from_bits(bits);
            prop_assert_eq!(fixed(f, d), format!("{f:.*}", d as usize));
            // Figures: thousandths and their halves, where rounding ties live.
            let g = (scaled.round()) / 2000.0;
            prop_assert_eq!(fixed(g, d), format!("{g:.*}", d as usize));
        }
    }
}

/// A plain decimal (`-12`, `2.5`, `.5`, `3.`, `1e3`, `+4.25E-2`) as a number, or None for
/// anything else ("inf", "NaN", "1,5", empty). Not core's `f64::from_str`: its general algorithm
/// (Eisel-Lemire with big-decimal fallback and tables) costs the page's wasm several KB to read
/// record values. Up to 19 significant digits and a power of ten within 10^±22, the result is
/// one correctly rounded division or product of two exact doubles, so it equals core's; beyond,
/// digits past the 19th are dropped and the power is applied in steps (a few ulps at most).
pub fn parse(text: &str) -> Option<f64> {
    let b = text.as_bytes();
    let mut i = 0;
    let negative = match b.first() {
        Some(b'-') => {
            i = 1;
            true
        }
        Some(b'+') => {
            i = 1;
            false
        }
        _ => false,
    };
    let (mut mantissa, mut digits, mut exp10) = (0u64, 0u32, 0i64);
    let mut seen = false;
    let mut point = false;
    while let Some(&c) = b.get(i) {
        match c {
            b'0'..=b'9' => {
                seen = true;
                if digits < 19 {
                    if mantissa > 0 || c != b'0' {
                        digits += 1;
                    }
                    mantissa = mantissa * 10 + u64::from(c - b'0');
                    if point {
                        exp10 -= 1;
                    }
                } else if !point {
                    exp10 += 1;
                }
            }
            b'.' if !point => point = true,
            _ => break,
        }
        i += 1;
    }
    if !seen {
        return None;
    }
    if let Some(b'e' | b'E') = b.get(i) {
        i += 1;
        let sign = match b.get(i) {
            Some(b'-') => {
                i += 1;
                -1
            }
            Some(b'+') => {
                i += 1;
                1
            }
            _ => 1,
        };
        let start = i;
        let mut e: i64 = 0;
        while let Some(&c) = b.get(i).filter(|c| c.is_ascii_digit()) {
            e = (e * 10 + i64::from(c - b'0')).min(100_000);
            i += 1;
        }
        if i == start {
            return None;
        }
        exp10 += sign * e;
    }
    if i != b.len() {
        return None;
    }
    let mut value = mantissa as f64;
    const EXACT: [f64; 23] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ];
    while exp10 != 0 && value != 0.0 && value.is_finite() {
        let step = exp10.clamp(-22, 22);
        let p = EXACT[step.unsigned_abs() as usize];
        value = if step < 0 { value / p } else { value * p };
        exp10 -= step;
    }
    Some(if negative { -value } else { value })
}

#[cfg(test)]
mod parse_tests {
    use super::parse;

    #[test]
    fn plain_decimals_parse_as_core_does_and_the_rest_is_refused() {
        // Every shape of a record value or a setting, against core's own reading.
        let mut samples: Vec<String> = [
            "0",
            "-0",
            "2.5",
            "0.1",
            "0.2",
            "0.3",
            "1.5",
            "410",
            "-12",
            "+4.25",
            ".5",
            "3.",
            "1e3",
            "2.5E-2",
            "1e22",
            "1e-22",
            "123456789012345678",
            "0.000001",
            "99999.99999",
            "9007199254740993",
            "4.35",
            "18.7",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        // Generated: integers, one to six decimals, signs, exponents.
        let mut x: u64 = 12345;
        for _ in 0..3000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let int = (x >> 33) % 1_000_000;
            let frac = (x >> 13) % 1_000_000;
            let d = (x % 7) as usize;
            let mut s = if d == 0 {
                int.to_string()
            } else {
                format!("{int}.{:0width$}", frac % 10u64.pow(d as u32), width = d)
            };
            if x.is_multiple_of(5) {
                s = format!("-{s}");
            }
            if x.is_multiple_of(11) {
                s = format!("{s}e{}", (x % 30) as i64 - 15);
            }
            samples.push(s);
        }
        for s in &samples {
            let core: f64 = s.parse().unwrap();
            assert_eq!(parse(s).map(f64::to_bits), Some(core.to_bits()), "{s}");
        }
        // Beyond 10^±22 the power is applied in steps: close, not always the nearest double.
        for s in [
            "1.7976931348623157e308",
            "2.2250738585072014e-308",
            "6.02214076e23",
            "1e-30",
            "-955468.67685e-20",
        ] {
            let (core, got): (f64, f64) = (s.parse().unwrap(), parse(s).unwrap());
            assert!(((got - core) / core).abs() < 1e-14, "{s}: {got} vs {core}");
        }
        for bad in [
            "", "-", ".", "e3", "1e", "1,5", "inf", "NaN", "1.2.3", " 1", "1 ", "0x10", "--1",
        ] {
            assert_eq!(parse(bad), None, "{bad:?}");
        }
    }
}
