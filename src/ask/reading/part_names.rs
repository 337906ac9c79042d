//! The words a question gives a part it names: "die neue Hydraulikpumpe HP-4411", "the recalled
//! pack BP-36-2". They say which part, as the documents naming it do, and ask nothing of their
//! own: a table holding the part's rows explains them as it explains the part.

use crate::ask::question::Asked;
use crate::bundle::Bundle;

/// At most this many words before a part are read as its name.
const NAME_WORDS: usize = 3;

/// The tokens of the words just before each part the question names (up to a stopword, at
/// most `NAME_WORDS`) that a readable document block naming the same part holds too. A word a
/// document never writes beside the part ("voltage" in "what voltage does BP-36-3 have", which
/// is not before it either) stays the question's subject. The work is the postings of the parts
/// and of those few words.
pub(crate) fn read(bundle: &Bundle, asked: &Asked) -> Vec<String> {
    let n = &bundle.config.normalizer;
    let index = &bundle.index;
    let mut out = Vec::new();
    for part in &asked.parts {
        let Some(start) = starts_at(&asked.words, part) else {
            continue;
        };
        let lower = crate::base::case::lowercase(part);
        let Some(id) = index.term(&n.fold(&lower)) else {
            continue;
        };
        // usize, as `a_document_says` sorts: one sort instance in the page's wasm.
        let mut blocks: Vec<usize> = Vec::new();
        document_blocks(bundle, asked, id, &mut blocks);
        if blocks.is_empty() {
            continue;
        }
        crate::base::sort::sort(&mut blocks);
        let mut at = start;
        let mut taken = 0;
        while at > 0 && taken < NAME_WORDS {
            at -= 1;
            let mut tokens = n.tokens(asked.words.get(at).map_or("", |w| w.as_str()));
            if tokens.is_empty() {
                break;
            }
            let mut held = true;
            for t in &tokens {
                let mut with = Vec::new();
                if let Some(w) = index.term(&n.fold(t)) {
                    document_blocks(bundle, asked, w, &mut with);
                }
                held &= with.iter().any(|b| blocks.binary_search(b).is_ok());
            }
            if !held {
                break;
            }
            out.append(&mut tokens);
            taken += 1;
        }
    }
    out
}

/// The readable document blocks (not records) term `id`'s postings name, appended to `out`:
/// one loop over postings for the router's document tests (`a_document_says`) and these.
pub(crate) fn document_blocks(bundle: &Bundle, asked: &Asked, id: usize, out: &mut Vec<usize>) {
    bundle.index.any_block(id, &mut |&b: &usize| {
        let doc = bundle.block_docs.get(b).copied();
        let readable = doc
            .and_then(|d| bundle.docs.get(d as usize))
            .is_some_and(|d| d.table.is_none() && asked.filters.allows(d));
        if readable {
            out.push(b);
        }
        false
    });
}

/// Where the part starts among the question's words: one word ("hp-4411") or its pieces typed
/// apart ("bp 36 3"), compared by letters and digits alone.
fn starts_at(words: &[String], part: &str) -> Option<usize> {
    let want = squeeze(part);
    for k in 0..words.len() {
        let mut joined = String::new();
        for w in words.iter().skip(k).take(4) {
            joined.push_str(&squeeze(w));
            if joined == want {
                return Some(k);
            }
            if !want.starts_with(joined.as_str()) {
                break;
            }
        }
    }
    None
}

/// Letters and digits alone, lowercased: how a part typed in pieces or with other separators
/// is compared.
pub(crate) fn squeeze(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_alphanumeric() {
            out.push(crate::base::case::lower(c));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::starts_at;

    fn words(s: &str) -> Vec<String> {
        s.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn a_part_is_found_whole_or_in_pieces() {
        assert_eq!(
            starts_at(&words("die neue hp-4411 vorrätig"), "HP-4411"),
            Some(2)
        );
        assert_eq!(
            starts_at(&words("combien de bp 36 3 en stock"), "BP-36-3"),
            Some(2)
        );
        assert_eq!(starts_at(&words("bp 36 2 ou bp 36 3"), "BP-36-3"), Some(4));
        assert_eq!(starts_at(&words("nothing here"), "BP-36-3"), None);
    }
}
