//! Stemmers, one per corpus language (`[search] stemmer`), and the folding every index term, stem
//! and question word goes through. English is Porter2 (Snowball's English) without its exception
//! list and French a light stemmer, both hand-written; Spanish, German, Italian, Portuguese and
//! Dutch are ports of their Snowball algorithms (`snowball.rs` holds what the ports share),
//! checked against Snowball's own output by `tests/stems.rs`. The page's wasm carries a language
//! only with its cargo feature (`stem-en`, `stem-es`, ...: `Stemmer::feature`), so a corpus pays
//! for its own languages; native builds carry every one, since ingestion builds any corpus.
//! Stems are only ever compared with stems made by the same functions, so they need not be words.

use std::borrow::Cow;

#[cfg(any(feature = "stem-en", not(target_arch = "wasm32")))]
mod english;
#[cfg(any(feature = "stem-fr", not(target_arch = "wasm32")))]
mod french;

#[cfg(any(
    feature = "stem-es",
    feature = "stem-de",
    feature = "stem-it",
    feature = "stem-pt",
    feature = "stem-nl",
    not(target_arch = "wasm32")
))]
mod snowball;

#[cfg(any(feature = "stem-nl", not(target_arch = "wasm32")))]
mod dutch;
#[cfg(any(feature = "stem-de", not(target_arch = "wasm32")))]
mod german;
#[cfg(any(feature = "stem-it", not(target_arch = "wasm32")))]
mod italian;
#[cfg(any(feature = "stem-pt", not(target_arch = "wasm32")))]
mod portuguese;
#[cfg(any(feature = "stem-es", not(target_arch = "wasm32")))]
mod spanish;

/// The stemmer a corpus language is read with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Stemmer {
    #[default]
    None,
    English,
    French,
    Spanish,
    German,
    Italian,
    Portuguese,
    Dutch,
}

/// Each stemmer's name in `corpus.conf`, in `Stemmer::ALL`'s order.
const NAMES: [&str; 8] = [
    "none",
    "english",
    "french",
    "spanish",
    "german",
    "italian",
    "portuguese",
    "dutch",
];

/// The cargo feature that compiles each into the page's wasm; `stem-` and the language's
/// two-letter code, which `parse` takes for its name too.
const FEATURES: [&str; 8] = [
    "", "stem-en", "stem-fr", "stem-es", "stem-de", "stem-it", "stem-pt", "stem-nl",
];

impl Stemmer {
    /// In the order a bundle numbers them.
    pub const ALL: [Stemmer; 8] = [
        Stemmer::None,
        Stemmer::English,
        Stemmer::French,
        Stemmer::Spanish,
        Stemmer::German,
        Stemmer::Italian,
        Stemmer::Portuguese,
        Stemmer::Dutch,
    ];

    /// A name as `corpus.conf` and a document's `language:` header write it, or its code.
    pub fn parse(name: &str) -> Option<Stemmer> {
        let name = name.to_ascii_lowercase();
        let at = NAMES.iter().position(|n| *n == name).or_else(|| {
            FEATURES
                .iter()
                .position(|f| f.strip_prefix("stem-") == Some(name.as_str()))
        })?;
        Stemmer::ALL.get(at).copied()
    }

    pub fn name(self) -> &'static str {
        NAMES[self as usize]
    }

    /// The cargo feature that compiles it into the page's wasm (`stem-es`); empty for `none`.
    pub fn feature(self) -> &'static str {
        FEATURES[self as usize]
    }

    /// Whether this build carries it: a bundle read with a stemmer the page's wasm lacks is
    /// refused at load, since its questions would go unstemmed against a stemmed index.
    pub fn compiled(self) -> bool {
        match self {
            Stemmer::None => true,
            Stemmer::English => cfg!(any(feature = "stem-en", not(target_arch = "wasm32"))),
            Stemmer::French => cfg!(any(feature = "stem-fr", not(target_arch = "wasm32"))),
            Stemmer::Spanish => cfg!(any(feature = "stem-es", not(target_arch = "wasm32"))),
            Stemmer::German => cfg!(any(feature = "stem-de", not(target_arch = "wasm32"))),
            Stemmer::Italian => cfg!(any(feature = "stem-it", not(target_arch = "wasm32"))),
            Stemmer::Portuguese => cfg!(any(feature = "stem-pt", not(target_arch = "wasm32"))),
            Stemmer::Dutch => cfg!(any(feature = "stem-nl", not(target_arch = "wasm32"))),
        }
    }

    /// The stem of a lowercase word, or None when the word is not stemmed: no stemmer (or one
    /// this build lacks), a word with digits or other non-letters (codes, part numbers,
    /// versions), or a word too short to carry a suffix. Accents are as the algorithm leaves
    /// them: the index folds stems (`fold_word`) as it folds words.
    pub fn stem(self, word: &str) -> Option<String> {
        if self == Stemmer::None
            || crate::base::text::char_count(word) < 3
            || !word.chars().all(char::is_alphabetic)
        {
            return None;
        }
        match self {
            #[cfg(any(feature = "stem-en", not(target_arch = "wasm32")))]
            Stemmer::English => word.is_ascii().then(|| english::stem(word)),
            #[cfg(any(feature = "stem-fr", not(target_arch = "wasm32")))]
            Stemmer::French => Some(french::stem(word)),
            #[cfg(any(feature = "stem-es", not(target_arch = "wasm32")))]
            Stemmer::Spanish => Some(spanish::stem(word)),
            #[cfg(any(feature = "stem-de", not(target_arch = "wasm32")))]
            Stemmer::German => Some(german::stem(word)),
            #[cfg(any(feature = "stem-it", not(target_arch = "wasm32")))]
            Stemmer::Italian => Some(italian::stem(word)),
            #[cfg(any(feature = "stem-pt", not(target_arch = "wasm32")))]
            Stemmer::Portuguese => Some(portuguese::stem(word)),
            #[cfg(any(feature = "stem-nl", not(target_arch = "wasm32")))]
            Stemmer::Dutch => Some(dutch::stem(word)),
            _ => None,
        }
    }
}

/// The base letter of each lowercase letter with a mark from U+00E0 to U+017F (Latin-1 and Latin
/// Extended-A: the dealer networks' Western, Central European and Turkish alphabets); `.` keeps
/// the letter (ð, þ, ĳ, ĸ, ŉ, ŋ and ÷, which is no letter). Upper-case letters of Extended-A,
/// which lowercasing already removed, fold too. A table rather than Unicode's decompositions,
/// which would cost the page's wasm far more.
const BASE: &[u8; 160] = b"aaaaaaaceeeeiiii.nooooo.ouuuuy.y\
aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiii..jjkk.llllllllllnnnnnn...oooooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs";

/// The base letter of U+1EA0 to U+1EF9, Vietnamese's vowels with their tones.
const VIETNAMESE: &[u8; 90] =
    b"aaaaaaaaaaaaaaaaaaaaaaaaeeeeeeeeeeeeeeeeiiiioooooooooooooooooooooooouuuuuuuuuuuuuuyyyyyyyy";

/// Accents folded, so `réparation`, `reparation` and `RÉPARATION` meet (once lowercased).
pub fn fold(c: char) -> char {
    let at = (c as u32).wrapping_sub(0xE0) as usize;
    match BASE.get(at) {
        Some(&b) if b != b'.' => char::from(b),
        _ => match c {
            'ș' | 'ş' => 's',
            'ț' | 'ţ' => 't',
            // Greek: the tonos and dialytika, which staff often leave out, and the final sigma,
            // which a word typed in capitals lowercases to σ ("ΑΞΙΩΣΕΙΣ" for "αξιώσεις").
            'ά' => 'α',
            'έ' => 'ε',
            'ή' => 'η',
            'ί' | 'ϊ' | 'ΐ' => 'ι',
            'ό' => 'ο',
            'ύ' | 'ϋ' | 'ΰ' => 'υ',
            'ώ' => 'ω',
            'ς' => 'σ',
            // Vietnamese: a vowel with its tone (and hook or horn) is the vowel, as staff type
            // "Ho Chi Minh" for "Hồ Chí Minh" (Latin Extended Additional, capitals too).
            'ơ' | 'Ơ' => 'o',
            'ư' | 'Ư' => 'u',
            c => match VIETNAMESE.get((c as u32).wrapping_sub(0x1EA0) as usize) {
                Some(&b) => char::from(b),
                None => c,
            },
        },
    }
}

/// A lowercase word as the index and questions compare it: accents folded, ß, æ, œ and ĳ written
/// out (ss, ae, oe, ij); with `german`, ae, oe and ue typed for ä, ö and ü read as those, so that
/// "Rueckruf" finds "Rückruf". The German rule is the one Snowball's German stemmer applies: not
/// a u after q ("Quelle"), nor a u between two vowels ("Feuer", "neue", "Bauer" keep their ue).
/// Words that hold an ae, oe or ue of their own ("Michael", "aktuell") are folded too, but the
/// same way on both sides: a document's word and a question's meet whichever way they are
/// written.
pub fn fold_word(word: &str, german: bool) -> Cow<'_, str> {
    if word.is_ascii() && !(german && has_digraph(word)) {
        return Cow::Borrowed(word);
    }
    let mut out = String::with_capacity(word.len());
    // The letter before, as written.
    let mut before = ' ';
    let mut chars = word.chars().peekable();
    while let Some(c) = chars.next() {
        let digraph = german
            && chars.peek() == Some(&'e')
            && match c {
                'a' | 'o' => true,
                // Not `"aeiouyäöü".contains(before)`, which searches text (see text::find_text).
                'u' => !matches!(
                    before,
                    'q' | 'a' | 'e' | 'i' | 'o' | 'u' | 'y' | 'ä' | 'ö' | 'ü'
                ),
                _ => false,
            };
        if digraph {
            chars.next();
            out.push(c);
            before = 'e';
            continue;
        }
        match c {
            'ß' => out.push_str("ss"),
            'æ' => out.push_str("ae"),
            'œ' => out.push_str("oe"),
            'ĳ' => out.push_str("ij"),
            c => out.push(fold(c)),
        }
        before = c;
    }
    Cow::Owned(out)
}

/// Whether an ASCII word holds an ae, oe or ue: only those change under the German rule.
fn has_digraph(word: &str) -> bool {
    word.as_bytes()
        .windows(2)
        .any(|p| matches!(p, [b'a' | b'o' | b'u', b'e']))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_follows_porter2() {
        let e = |w: &str| Stemmer::English.stem(w).unwrap_or_else(|| w.to_string());
        for (w, s) in [
            ("caresses", "caress"),
            ("ponies", "poni"),
            ("ties", "tie"),
            ("cats", "cat"),
            ("gas", "gas"),
            ("running", "run"),
            ("hoping", "hope"),
            ("iterating", "iter"),
            ("iterators", "iter"),
            ("references", "refer"),
            ("referencing", "referenc"),
            ("generics", "generic"),
            ("generalization", "general"),
            ("borrowed", "borrow"),
            ("borrowing", "borrow"),
            ("lifetimes", "lifetim"),
            ("lifetime", "lifetim"),
            ("happily", "happili"),
            ("traits", "trait"),
            ("rational", "ration"),
            ("owners", "owner"),
            ("matches", "match"),
            ("matching", "match"),
            ("cry", "cri"),
            ("feed", "feed"),
            ("agreed", "agre"),
            ("gaps", "gap"),
            ("say", "say"),
        ] {
            assert_eq!(e(w), s, "{w}");
        }
    }

    #[test]
    fn vietnamese_vowels_fold_to_the_letters_staff_type() {
        // Every vowel of the alphabet with each of its five tones, capitals and small: the
        // words of place names typed without marks.
        let fold_all = |w: &str| w.chars().map(fold).collect::<String>();
        for (marked, plain) in [
            ("Hồ Chí Minh", "Ho Chi Minh"),
            ("Đà Nẵng", "Da Nang"),
            ("Hà Nội", "Ha Noi"),
            ("khiếu nại", "khieu nai"),
            ("thu hồi", "thu hoi"),
            ("Cần Thơ", "Can Tho"),
            ("máy phát điện", "may phat dien"),
            ("ƯỚC TÍNH", "UOC TINH"),
            ("quý ba", "quy ba"),
            ("Hải Phòng", "Hai Phong"),
            ("Biên Hòa", "Bien Hoa"),
            ("tháng mười hai", "thang muoi hai"),
            ("ỷ ỹ ỵ ỳ ý", "y y y y y"),
        ] {
            // Lowercased first, as the normalizer does.
            let lower = fold_all(&marked.to_lowercase());
            assert_eq!(lower, plain.to_lowercase(), "{marked}");
        }
        for c in '\u{1EA0}'..='\u{1EF9}' {
            assert!(fold(c).is_ascii_alphabetic(), "{c} {:X}", c as u32);
        }
    }

    #[test]
    fn codes_digits_and_short_words_are_not_stemmed() {
        for w in ["e0382", "bp-36-2", "u8", "is", "ab", "x86"] {
            assert_eq!(Stemmer::English.stem(w), None, "{w}");
        }
        assert_eq!(Stemmer::None.stem("running"), None);
    }

    #[test]
    fn french_is_light_and_folds_accents() {
        let f = |w: &str| Stemmer::French.stem(w).unwrap();
        assert_eq!(f("réparation"), f("reparations"));
        assert_eq!(f("freins"), f("frein"));
        assert_eq!(f("batteries"), f("batterie"));
        assert_eq!(f("chevaux"), f("cheval"));
        assert_eq!(f("vérifier"), f("vérifiez"));
        assert_ne!(f("frein"), f("freinage"));
    }

    #[test]
    fn names_and_codes_parse_to_the_same_stemmer() {
        for s in Stemmer::ALL {
            assert_eq!(Stemmer::parse(s.name()), Some(s));
            assert_eq!(Stemmer::parse(&s.name().to_uppercase()), Some(s));
        }
        assert_eq!(Stemmer::parse("es"), Some(Stemmer::Spanish));
        assert_eq!(Stemmer::parse("nl"), Some(Stemmer::Dutch));
        assert_eq!(Stemmer::parse(""), None);
        assert_eq!(Stemmer::parse("klingon"), None);
        assert_eq!(Stemmer::German.feature(), "stem-de");
        assert_eq!(Stemmer::None.feature(), "");
    }

    #[test]
    fn accents_fold_in_every_latin_alphabet() {
        let f = |w: &str| fold_word(w, false).into_owned();
        assert_eq!(f("réparation"), "reparation");
        assert_eq!(f("bomba"), "bomba");
        assert_eq!(f("acción"), "accion");
        assert_eq!(f("straße"), "strasse");
        assert_eq!(f("œuvre"), "oeuvre");
        assert_eq!(f("łódź"), "lodz");
        assert_eq!(f("şasiu"), "sasiu");
        // Greek: the tonos and the final sigma fold, as staff type without them.
        assert_eq!(f("ελληνικά"), "ελληνικα");
        assert_eq!(f("αξιώσεις"), "αξιωσεισ");
        // Without German, a typed ue stays as typed.
        assert_eq!(f("rueckruf"), "rueckruf");
    }

    #[test]
    fn german_digraphs_are_read_as_umlauts_as_snowball_reads_them() {
        let g = |w: &str| fold_word(w, true).into_owned();
        assert_eq!(g("rueckruf"), g("rückruf"));
        assert_eq!(g("rückruf"), "ruckruf");
        assert_eq!(g("schluessel"), g("schlüssel"));
        assert_eq!(g("groesse"), g("größe"));
        assert_eq!(g("maengel"), g("mängel"));
        // A u between vowels and a u after q are letters of their own.
        assert_eq!(g("feuer"), "feuer");
        assert_eq!(g("neue"), "neue");
        assert_eq!(g("quelle"), "quelle");
        // Words that hold a digraph of their own are folded the same on both sides.
        assert_eq!(g("aktuell"), g("aktüll"));
    }
}
