//! The engine's hash maps and sets, keyed by words, values and part numbers: FNV-1a with a
//! final mix, in place of the standard library's SipHash with per-process random keys. Its
//! hashing and key set-up were about 0.6 KB of the page's gzipped wasm, and the keys here come
//! from the company's own bundle and the asker's own question, so flooding a table with
//! colliding keys would only slow the asker's own page. Nothing reads a map in its iteration
//! order (it was random per process before).

use std::hash::{BuildHasherDefault, Hasher};

/// FNV-1a over the bytes written, then splitmix64's finalizer: hashbrown takes a bucket from
/// the low bits and a tag from the top seven, and FNV's top bits alone mix poorly.
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

pub type Map<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<Fnv>>;
pub type Set<T> = std::collections::HashSet<T, BuildHasherDefault<Fnv>>;

/// A set of strings, kept as a `Map` of them (to 0): the page's wasm then carries one hash table
/// of strings, the maps' (a table of another element type is its own lookup, insert, resize and
/// drop code, 0.6 KB gzip for `Set<String>` beside `Map<String, usize>`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Words(Map<String, usize>);

impl Words {
    // `get`, not `contains_key`: the maps' lookups are `get`s, and each is its own code.
    #[allow(clippy::unnecessary_get_then_check)]
    pub fn contains(&self, word: &str) -> bool {
        self.0.get(word).is_some()
    }

    /// Adds `word`; whether it was not there yet.
    pub fn insert(&mut self, word: String) -> bool {
        self.0.insert(word, 0).is_none()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The words, in no order.
    pub fn iter(&self) -> impl Iterator<Item = &String> {
        self.0.keys()
    }
}

impl Extend<String> for Words {
    fn extend<I: IntoIterator<Item = String>>(&mut self, words: I) {
        for w in words {
            self.insert(w);
        }
    }
}

impl FromIterator<String> for Words {
    fn from_iter<I: IntoIterator<Item = String>>(words: I) -> Words {
        let mut out = Words::default();
        out.extend(words);
        out
    }
}

impl<'a> IntoIterator for &'a Words {
    type Item = &'a String;
    type IntoIter = std::collections::hash_map::Keys<'a, String, usize>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.keys()
    }
}
