//! Figures as text: `fixed(f, d)` writes what `format!("{f:.d$}")` writes, exactly (the exact
//! binary value, rounded half to even), without `core::fmt`'s float formatting, which was a
//! tenth of the page's wasm (Grisu and Dragon4 with their tables, for a few figures a question).

/// Base of the big integer's limbs.
const LIMB: u64 = 1_000_000_000;

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
            limbs.push((rest % u128::from(LIMB)) as u64);
            rest /= u128::from(LIMB);
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
            limbs.push((rest % u128::from(LIMB)) as u64);
            rest /= u128::from(LIMB);
        }
    }
    let mut digits = String::new();
    for (i, limb) in limbs.iter().rev().enumerate() {
        let s = limb.to_string();
        if i > 0 {
            digits.extend(std::iter::repeat_n('0', 9 - s.len()));
        }
        digits.push_str(&s);
    }
    let d = decimals as usize;
    if digits.len() <= d {
        let pad = d + 1 - digits.len();
        digits.insert_str(0, &"0".repeat(pad));
    }
    let (int, dec) = digits.split_at(digits.len() - d);
    out.push_str(int);
    if d > 0 {
        out.push('.');
        out.push_str(dec);
    }
    out
}

/// A figure as questions show it: three decimals at most, without trailing zeros (`2.5`, `12`).
pub fn figure(f: f64) -> String {
    let s = fixed(f, 3);
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::fixed;
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
