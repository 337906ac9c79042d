//! `x^c` for the coordination factor, as exp(c·ln x): std's `powf` links compiler-rt's `pow`
//! (about 2 KB of the page's wasm) for one multiplication per scored block, while `ln` is linked
//! for idf already. Accurate to a few ulps, which scores printed to three decimals never show.

/// x^c for x ≥ 0 (a share of a question's words); 0^0 is 1, as `powf` has it.
pub fn power(x: f64, c: f64) -> f64 {
    if c == 0.0 || x == 1.0 {
        return 1.0;
    }
    if c == 1.0 {
        return x;
    }
    if x.is_nan() || c.is_nan() {
        return f64::NAN;
    }
    if x <= 0.0 {
        return if c > 0.0 { 0.0 } else { f64::INFINITY };
    }
    exp(c * x.ln())
}

/// e^y: y = k·ln2 + r with |r| ≤ ln2/2, e^r by its Taylor series (the 13th term is below 2^-52
/// of the sum), times 2^k built from its exponent bits.
fn exp(y: f64) -> f64 {
    if y.is_nan() {
        return y;
    }
    if y > 709.7 {
        return f64::INFINITY;
    }
    if y < -708.3 {
        // Below the smallest normal number: as good as 0 for a score.
        return 0.0;
    }
    // ln 2 in two parts: k·LN2_HI is exact for |k| < 2^11.
    const LN2_HI: f64 = f64::from_bits(0x3fe6_2e42_fee0_0000);
    const LN2_LO: f64 = f64::from_bits(0x3dea_39ef_3579_3c76);
    let k = (y * std::f64::consts::LOG2_E).round();
    let r = (y - k * LN2_HI) - k * LN2_LO;
    let mut term = 1.0;
    let mut sum = 1.0;
    for n in 1..=13 {
        term *= r / f64::from(n);
        sum += term;
    }
    // -1022 ≤ k ≤ 1024 here; 2^k in two factors keeps both normal.
    let k = k as i64;
    let half = k / 2;
    sum * two_to(half) * two_to(k - half)
}

fn two_to(k: i64) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

#[cfg(test)]
mod tests {
    use super::power;

    #[test]
    fn matches_powf_within_a_few_ulps() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            (seed >> 11) as f64 / (1u64 << 53) as f64
        };
        for _ in 0..100_000 {
            let x = next() * 1.5;
            let c = next() * 8.0 - 2.0;
            let (got, want) = (power(x, c), x.powf(c));
            let err = ((got - want) / want).abs();
            assert!(err < 1e-14 || got == want, "{x}^{c}: {got} vs {want}");
        }
        for (x, c) in [
            (0.0, 0.0),
            (0.0, 1.0),
            (0.0, 2.5),
            (0.0, -1.0),
            (1.0, 7.0),
            (0.5, 1.0),
            (0.5, 0.0),
            (1e-300, 3.0),
            (0.3, 1e-9),
        ] {
            let (got, want) = (power(x, c), f64::powf(x, c));
            assert!(
                got == want || ((got - want) / want).abs() < 1e-14,
                "{x}^{c}: {got} vs {want}"
            );
        }
    }
}
