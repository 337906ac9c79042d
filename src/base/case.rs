//! Lower case for the scripts a dealer network writes in (Latin with its accents, Greek,
//! Cyrillic), computed rather than looked up: Unicode's full case tables cost the page's wasm
//! about 5 KB gzip. Ingestion and questions both read text through this one function, so a
//! token of the index and a word of a question always agree; letters of other cased scripts
//! (Armenian, Georgian, Cherokee…) keep their case on both sides.

/// The lower-case form of `c` where it has a single-character one in the scripts above; `c`
/// itself otherwise (uncased letters, digits, other scripts).
pub fn lower(c: char) -> char {
    let u = c as u32;
    let shifted = |by: u32| char::from_u32(u + by).unwrap_or(c);
    let pairs = |odd_upper: bool| {
        if (u % 2 == 1) == odd_upper {
            shifted(1)
        } else {
            c
        }
    };
    match u {
        0x41..=0x5A => shifted(32),
        0..=0x7F => c,
        0xC0..=0xDE if u != 0xD7 => shifted(32),
        0x130 => 'i',
        0x100..=0x12F | 0x132..=0x137 | 0x14A..=0x177 => pairs(false),
        0x139..=0x148 | 0x179..=0x17E | 0x1CD..=0x1DC | 0x4C1..=0x4CE => pairs(true),
        // Latin Extended-B's pairs: Romanian's Ș and Ț (U+0218, U+021A), pinyin's Ǎ.
        0x1DE..=0x1EF | 0x1F8..=0x21F | 0x222..=0x233 | 0x246..=0x24F => pairs(false),
        0x178 => 'ÿ',
        0x386 => 'ά',
        0x388..=0x38A => shifted(37),
        0x38C => 'ό',
        0x38E | 0x38F => shifted(63),
        0x391..=0x3AB if u != 0x3A2 => shifted(32),
        0x400..=0x40F => shifted(80),
        0x410..=0x42F => shifted(32),
        0x460..=0x481 | 0x48A..=0x4BF | 0x4D0..=0x52F => pairs(false),
        0x1E00..=0x1E95 | 0x1EA0..=0x1EFF => pairs(false),
        _ => c,
    }
}

/// Whether `c` is a capital: one `lower` changes. Computed, not Unicode's property, whose
/// tables cost the page's wasm 1.2 KB gzip: the two agree in the scripts `lower` reads.
pub fn is_upper(c: char) -> bool {
    lower(c) != c
}

/// Whether `c` is a small letter of a script with capitals (Latin, Greek, Cyrillic): a letter
/// there that is no capital ("ß", "ς" and "ª" too, as Unicode says). Other scripts' letters
/// are neither: Arabic has no case.
pub fn is_lower(c: char) -> bool {
    let cased = matches!(c as u32, 0x41..=0x24F | 0x370..=0x52F | 0x1E00..=0x1EFF);
    cased && c.is_alphabetic() && !is_upper(c)
}

/// `text` with every character through `lower`.
pub fn lowercase(text: &str) -> String {
    crate::base::text::map_chars(text, &mut |&c: &char| letter(c))
}

/// A character as words are compared, None for one that is no letter of a word: `lower`, and
/// Arabic as phones type it and search reads it: the alef with a hamza or madda is the bare
/// alef, the taa marbuta the haa, the alef maqsura the yaa ("الاصلاح" for "الإصلاح", "مدينه"
/// for "مدينة"), and the short vowels and other marks (harakat) and the tatweel that stretches
/// a word are dropped, as a letter's case is.
pub fn letter(c: char) -> Option<char> {
    Some(match c {
        '\u{640}' | '\u{64B}'..='\u{652}' | '\u{670}' => return None,
        'أ' | 'إ' | 'آ' | 'ٱ' => 'ا',
        'ة' => 'ه',
        'ى' => 'ي',
        c => lower(c),
    })
}

/// A lowercase word of more than one letter ending in σ ends in ς, as Unicode lowercases a
/// capital Σ there: "ΧΩΡΊΣ" is the configured "χωρίς", not "χωρίσ". Bytes, not chars: σ and ς
/// differ in their last byte (CF 83, CF 82), and a char walk cost the page's wasm 5 KB.
pub fn final_sigma(word: &mut String) {
    let b = word.as_bytes();
    if b.len() > 2 && b.ends_with(&[0xCF, 0x83]) {
        if let Some(head) = word.get(..b.len() - 2) {
            let mut w = String::with_capacity(b.len());
            w.push_str(head);
            w.push('ς');
            *word = w;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Unicode's properties, but for the letters `lower` leaves alone (Latin Extended-B's
    /// African and historic capitals, the titlecase digraphs, a few letters of no case).
    #[test]
    fn capitals_and_small_letters_agree_with_unicode() {
        let ranges = [0u32..0x250, 0x370..0x530, 0x1E00..0x1F00];
        let mut differ = Vec::new();
        for c in ranges.into_iter().flatten().filter_map(char::from_u32) {
            if (is_upper(c), is_lower(c)) != (c.is_uppercase(), c.is_lowercase()) {
                differ.push(c);
            }
        }
        let odd = |c: &char| matches!(*c as u32, 0x180..=0x1CC | 0x1F1..=0x1F7 | 0x220 | 0x234..=0x24F | 0x370..=0x37F | 0x3CF..=0x3FF | 0x4C0 | 0x1E96..=0x1E9F);
        let other: Vec<String> = differ
            .iter()
            .filter(|c| !odd(c))
            .map(|c| format!("{c} U+{:04X}", *c as u32))
            .collect();
        assert!(other.is_empty(), "{other:?}");
        assert!(differ.len() < 120, "{} differ", differ.len());
        for c in ['A', 'É', 'Ș', 'Σ', 'Д', 'İ'] {
            assert!(is_upper(c) && !is_lower(c), "{c}");
        }
        for c in ['a', 'é', 'ș', 'ß', 'ς', 'д', 'ÿ'] {
            assert!(is_lower(c) && !is_upper(c), "{c}");
        }
        for c in ['1', '-', 'ا', '中'] {
            assert!(!is_lower(c) && !is_upper(c), "{c}");
        }
    }

    #[test]
    fn agrees_with_unicode_where_it_lowers() {
        let added = |c: char| matches!(c as u32, 0x1CD..=0x1DC | 0x1DE..=0x1EF | 0x1F8..=0x21F | 0x222..=0x233 | 0x4C1..=0x4CE);
        let ranges = [0u32..0x250, 0x370..0x400, 0x400..0x530, 0x1E00..0x1F00];
        for c in ranges.into_iter().flatten().filter_map(char::from_u32) {
            let mine = lower(c);
            let full: Vec<char> = c.to_lowercase().collect();
            if mine != c {
                assert_eq!(full.first(), Some(&mine), "{c:?} U+{:04X}", c as u32);
            } else if full != [c] && ((c as u32) < 0x180 || added(c)) && c != 'İ' {
                panic!(
                    "{c:?} U+{:04X} has a lower case {full:?} that lower() misses",
                    c as u32
                );
            }
        }
        assert_eq!(lowercase("ȘI ȚARA"), "și țara");
        assert_eq!(
            lowercase("RÉPARATION ÇA Œ ĞÜŞ ΣΩ ДЖ"),
            "réparation ça œ ğüş σω дж"
        );
        for (t, lower) in [("ΧΩΡΊΣ", "χωρίς"), ("ΑΞΙΏΣΕΙΣ", "αξιώσεις"), ("Σ", "σ")]
        {
            let mut w = lowercase(t);
            final_sigma(&mut w);
            assert_eq!(w, lower);
        }
    }
}
