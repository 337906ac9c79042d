//! Names the question depends on that nothing the asker may read holds: "how many dealers in
//! Lisbon" (no dealer is in Lisbon), "how many TR-450 claims" (no product TR-450). Dropping such a
//! word silently answers another question (every dealer, every claim), so a record route gives no
//! figure and lists no rows, and says which word it did not understand.

use super::Reading;
use crate::base::text::{split_ascii, trim_ascii_byte, Joined};

/// The question's words, as typed, that read as names (typed with a capital inside the
/// question, mixing letters and digits like a code, or right after a word for a place: "in",
/// "en", "bei") and that no document block, record value, configured word or pattern of the
/// bundle holds. Numbers and words read loosely as others are never such names.
pub(crate) fn unknown_names(cx: &Reading) -> Vec<String> {
    let q = &cx.bundle.config.questions;
    let mut out: Vec<String> = Vec::new();
    let mut after_place = false;
    let mut first = true;
    // A loop, not adapters: each is code of its own in the page's wasm.
    let mut raws: Vec<&str> = Vec::new();
    for w in cx
        .asked
        .text
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
    {
        let w = trim_ascii_byte(w, b'-', true, true);
        if !w.is_empty() {
            raws.push(w);
        }
    }
    for (i, &raw) in raws.iter().enumerate() {
        let lower = crate::base::case::lowercase(raw);
        // One walk of the characters: each `chars()` adapter was code of its own.
        let (mut digit, mut letter, mut head, mut lower_later) = (false, false, None, false);
        for c in raw.chars() {
            match head {
                None => head = Some(c),
                Some(_) => lower_later |= crate::base::case::is_lower(c),
            }
            digit |= c.is_ascii_digit();
            letter |= c.is_alphabetic();
        }
        let capital = !first && head.is_some_and(crate::base::case::is_upper) && lower_later;
        let name_like = capital || (digit && letter) || after_place;
        // "T3" (a French quarter, no code here) is a name as "TR-450" is; "2h" and "3e" are a
        // figure with its unit and an ordinal.
        let short_code = head.is_some_and(char::is_alphabetic) && digit;
        // "610er": German's number with "er" is a model by its number (`question::bare_numbered`)
        // or a decade, never a name.
        let number_er =
            crate::ask::question::number_er(&cx.bundle.config.normalizer, &lower).is_some();
        if letter
            && name_like
            && !number_er
            && (crate::base::text::char_count(raw) > 2 || short_code)
            && !known(cx, &lower)
            && !out.iter().any(|o| o == raw)
            && !in_part(cx, &raws, i)
        {
            out.push(raw.to_string());
        }
        // "for a customer": a place word right after another is an article, not a place (the
        // Spanish "a Madrid" is the English "a customer" in a corpus asked in both).
        after_place = q.place_words.contains(&lower) && !after_place;
        // A one-letter place word ("a" typed for "à") is a verb or an article as often ("qui
        // a déposé le plus"): it makes a name only of the question's last word.
        if after_place && lower.chars().nth(1).is_none() {
            after_place = i + 2 == raws.len();
        }
        first = false;
    }
    // "condens 40" beside the aliases "Condens 24" and "Condens 30": a product's name with a
    // number no product has is a product not understood (a year or a time's figure is none).
    let n = &cx.bundle.config.normalizer;
    let words = cx
        .asked
        .words
        .get(..cx.asked.typed)
        .unwrap_or(&cx.asked.words);
    let plain = |s: &str| -> String {
        // ASCII-free of Unicode's case tables, which would cost the page's wasm 8 KB.
        crate::base::text::map_chars(s, &mut |&c: &char| {
            c.is_alphanumeric().then(|| crate::base::case::lower(c))
        })
    };
    let (first_year, last_year) = q.years;
    for p in &cx.bundle.config.products {
        // `any_name` visits every name (none stops it): a list of the names was code of its own.
        p.any_name(&mut |name: &String| {
            let phrase = n.words(name);
            let Some((last, head)) = phrase.split_last() else {
                return false;
            };
            if head.is_empty() || !last.bytes().all(|b| b.is_ascii_digit()) {
                return false;
            }
            for (at, run) in words.windows(head.len() + 1).enumerate() {
                let Some((number, before)) = run.split_last() else {
                    continue;
                };
                let is_year = crate::base::text::number(number)
                    .is_some_and(|y| (u32::from(first_year)..=u32::from(last_year)).contains(&y));
                if before != head
                    || !number.bytes().all(|b| b.is_ascii_digit())
                    || is_year
                    || cx.asked.when.used.contains(&(at + head.len()))
                {
                    continue;
                }
                let said = run.joined(" ");
                let plain_said = plain(&said);
                let a_product = cx
                    .bundle
                    .config
                    .products
                    .iter()
                    .any(|o| o.any_name(&mut |a: &String| plain(a) == plain_said));
                if !a_product && !out.contains(&said) {
                    out.push(said);
                }
            }
            false
        });
    }
    out
}

/// Whether word `i` of `raws` is a piece of a part number typed with spaces ("n'ont pas de
/// ftc 3300 d"): the words around it, up to four, are one part whole.
fn in_part(cx: &Reading, raws: &[&str], i: usize) -> bool {
    let n = &cx.bundle.config.normalizer;
    for start in i.saturating_sub(3)..=i {
        for end in i + 1..=(start + 4).min(raws.len()) {
            if let Some(run) = raws.get(start..end) {
                // `joined`, not `join`: the slice's join was code of its own in the page's wasm.
                if end - start > 1 && n.cell_part(&run.joined(" ")).is_some() {
                    return true;
                }
            }
        }
    }
    false
}

/// Whether the bundle holds `word` (lowercase): a word of the configuration or of a table
/// (`vocabulary`, and the grammar words of `[questions]`), a part, serial or code however typed,
/// or a document block's word (the index, as written or through a stem).
fn known(cx: &Reading, word: &str) -> bool {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let config = &bundle.config;
    let n = &config.normalizer;
    let q = &config.questions;
    let vocabulary = cx.vocabulary();
    if vocabulary.knows_for(word, &cx.allowed, false) || n.stopwords.contains(word) {
        return true;
    }
    for &list in &[
        &q.negations,
        &q.none_words,
        &q.units,
        &q.more,
        &q.less,
        &q.than,
        &q.who_words,
        &q.common_words,
        &q.and_words,
        &q.place_words,
        &q.market_words,
    ] {
        if list.iter().any(|w| w == word) {
            return true;
        }
    }
    // "for teh VM-150": a grammar word with two neighbouring letters swapped is that word, not
    // a name after a place word.
    // Two loops, not a chain: a chain's adapter was code of its own.
    for w in n.stopwords.iter() {
        if swapped(w.as_bytes(), word.as_bytes()) {
            return true;
        }
    }
    for w in &q.common_words {
        if swapped(w.as_bytes(), word.as_bytes()) {
            return true;
        }
    }
    // "Q3", "H1", "T3" (read "t-3" where codes are): a word the question's time expression is
    // made of.
    // Loops and one shared character filter, not adapters, here and below: each adapter is
    // code of its own in the page's wasm.
    let bare = |w: &str| crate::base::text::map_chars(w, &mut |&c: &char| (c != '-').then_some(c));
    for &i in &asked.when.used {
        if asked.words.get(i).is_some_and(|w| bare(w) == bare(word)) {
            return true;
        }
    }
    let mut read_loosely = false;
    for (typed, _) in &asked.read_as {
        read_loosely |= typed == word;
    }
    for w in &asked.glossed {
        if w == word && !read_loosely {
            return true;
        }
    }
    // A name typed loosely is read as a table's value ("Casablnca"), a market's or product's
    // name ("morrocco"); as another word of the configuration only without its accents or cut
    // short ("reclamations", "reclam"), never with a letter changed: "a nantes" is no "jantes".
    // Each folded once, not once per test (and per name): each fold was a call of its own.
    let typed_folded = n.fold(word);
    let a_name = |read: &str| {
        let mut named = false;
        for a in config.markets.iter().chain(&config.products) {
            named |= a
                .any_name(&mut |name: &String| n.fold(&crate::base::case::lowercase(name)) == read);
        }
        named
    };
    for (typed, read) in &asked.read_as {
        if typed != word {
            continue;
        }
        let folded = n.fold(read);
        // Or with two neighbouring letters swapped ("reclamatoins"), of the word read or its
        // plural ("claism" read as "claim"): no letter changed.
        if folded.starts_with(typed_folded.as_ref())
            || swapped(folded.as_bytes(), typed_folded.as_bytes())
            || a_name(&folded)
            || vocabulary.knows_for(read, &cx.allowed, true)
        {
            return true;
        }
    }
    // "en dessous de {n}": a word of a comparison's phrase is grammar, however it is placed.
    let in_phrase = |p: &String| split_ascii(p, b" ").contains(&word);
    for (_, phrases) in &q.comparisons {
        for (before, after) in phrases {
            if in_phrase(before) || in_phrase(after) {
                return true;
            }
        }
    }
    // A serial is checked against the ranges stated, not looked up: however it is typed, it is
    // understood. A part number or code is a name like any other: "C-5" or "BP-99-9" that no
    // block holds is not understood (the index holds each in its canonical spelling).
    let upper = word.to_ascii_uppercase();
    if let Some(p) = &config.serials.pattern {
        if !p.find_all(&upper).is_empty() {
            return true;
        }
    }
    // Held by a block the asker may read (their market's, their date's): a name only another
    // market's documents hold is not understood, as one the bundle lacks, so that the answer
    // tells the two apart for nobody.
    let index = &bundle.index;
    let readable = |term: Option<usize>| {
        term.is_some_and(|id| {
            index.any_block(id, &mut |&b: &usize| {
                bundle
                    .block_docs
                    .get(b)
                    .and_then(|&d| bundle.docs.get(d as usize))
                    .is_some_and(|d| asked.filters.allows(d))
            })
        })
    };
    // "gr-90" shaped like a product's code ("GR-75": letters, a dash, digits) is a product
    // named: understood only as a configured one, whatever its pieces' postings.
    let shape = |s: &str| {
        crate::base::text::map_chars(s, &mut |&c: &char| {
            Some(match c {
                c if c.is_ascii_digit() => '9',
                c if c.is_alphabetic() => 'A',
                c => c,
            })
        })
    };
    let plain = |s: &str| {
        crate::base::text::map_chars(s, &mut |&c: &char| {
            c.is_alphanumeric().then(|| c.to_ascii_uppercase())
        })
    };
    let mut product_shaped = false;
    let upper_shape = shape(&upper);
    for p in &config.products {
        if shape(&p.code) == upper_shape {
            product_shaped = true;
        }
        if p.any_name(&mut |a: &String| plain(a) == plain(&upper)) {
            return true;
        }
    }
    // A part number or a configured code shaped alike is read as one (below).
    let coded = n.code_tokens(&upper);
    let other_code = !n.question_parts(&upper).is_empty() || !coded.is_empty();
    // A byte, not `contains('-')` (see `decimal::figure`).
    if product_shaped && crate::base::text::has_byte(word.as_bytes(), b'-') && !other_code {
        return false;
    }
    if !coded.is_empty() {
        for t in coded.iter() {
            if !readable(index.term(&n.fold(t))) {
                return false;
            }
        }
        return true;
    }
    for t in &n.tokens(word) {
        if !readable(index.term(&n.fold(t)))
            && !n.stems(t).iter().any(|st| readable(index.stem_term(st)))
        {
            return false;
        }
    }
    true
}

/// Whether `b` is `a` of three letters or more with two neighbouring letters swapped ("teh",
/// "the"), or `a` with one letter more whose last letter it swapped with ("claism", "claim" and
/// its plural's "s"). Bytes and one pass: a collected list of differences, or the plural
/// spelled out, cost the page's wasm 0.3 to 0.4 KB each.
fn swapped(a: &[u8], b: &[u8]) -> bool {
    let more = b.len() == a.len() + 1;
    if !(more || a.len() == b.len()) || a.len() < 3 {
        return false;
    }
    let mut i = 0;
    while i < a.len() && a.get(i) == b.get(i) {
        i += 1;
    }
    let (crossed, rest) = match more {
        true => (i + 1 == a.len(), i + 1),
        false => (a.get(i + 1) == b.get(i), i + 2),
    };
    i < a.len() && crossed && a.get(i) == b.get(i + 1) && a.get(rest..) == b.get(i + 2..)
}
