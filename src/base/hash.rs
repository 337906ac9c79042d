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

/// Strings to places: the page's one map (values, vocabulary words, part numbers) and its sets
/// of strings (`Words`). Open addressing over the entries, kept in insertion order: the
/// standard library's hash table was about 4 KB of the page's wasm (its lookups, inserts, entry
/// API, resizing in place and drop, each of its own code), this one's lookup and growth a few
/// hundred bytes. FNV with a final mix (`Fnv`) picks the first slot; slots probed one after
/// another, never more than half of them full.
#[derive(Clone, Default)]
pub struct Strings {
    entries: Vec<(String, usize)>,
    /// Per slot, 0 for none or the place in `entries` + 1; a power of two long (or empty).
    slots: Vec<u32>,
}

fn hash_str(key: &str) -> usize {
    let mut h = Fnv::default();
    h.write(key.as_bytes());
    h.finish() as usize
}

impl Strings {
    /// Where `key` is in `entries`, or the empty slot it would go to.
    fn find(&self, key: &str) -> Result<usize, usize> {
        let mask = self.slots.len().wrapping_sub(1);
        let mut i = hash_str(key) & mask;
        while let Some(&s) = self.slots.get(i) {
            if s == 0 {
                return Err(i);
            }
            let e = s as usize - 1;
            if self.entries.get(e).is_some_and(|(k, _)| k == key) {
                return Ok(e);
            }
            i = (i + 1) & mask;
        }
        Err(0)
    }

    pub fn get(&self, key: &str) -> Option<&usize> {
        let e = self.find(key).ok()?;
        self.entries.get(e).map(|(_, v)| v)
    }

    /// Sets `key` to `value`; the value it had, if it was there.
    pub fn insert(&mut self, key: String, value: usize) -> Option<usize> {
        match self.find(&key) {
            Ok(e) => self
                .entries
                .get_mut(e)
                .map(|(_, v)| std::mem::replace(v, value)),
            Err(_) => {
                self.add(key, value);
                None
            }
        }
    }

    /// `key`'s value, `value` put there first when `key` is not (always Some: by `get_mut`,
    /// as an index's panic was code of its own in the page's wasm).
    pub fn value_or(&mut self, key: String, value: usize) -> Option<&mut usize> {
        let e = match self.find(&key) {
            Ok(e) => e,
            Err(_) => self.add(key, value),
        };
        self.entries.get_mut(e).map(|(_, v)| v)
    }

    /// Adds `key` (not there yet): its place in `entries`.
    fn add(&mut self, key: String, value: usize) -> usize {
        let e = self.entries.len();
        self.entries.push((key, value));
        if self.slots.len() < 2 * self.entries.len() {
            self.slots = vec![0; (4 * self.entries.len()).next_power_of_two()];
            for e in 0..self.entries.len() {
                self.place(e);
            }
        } else {
            self.place(e);
        }
        e
    }

    /// Puts entry `e` in the first empty slot from its key's.
    fn place(&mut self, e: usize) {
        let mask = self.slots.len().wrapping_sub(1);
        let mut i = self.entries.get(e).map_or(0, |(k, _)| hash_str(k)) & mask;
        while let Some(s) = self.slots.get_mut(i) {
            if *s == 0 {
                *s = e as u32 + 1;
                return;
            }
            i = (i + 1) & mask;
        }
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// The keys, in the order they were added.
    pub fn keys(&self) -> std::iter::Map<std::slice::Iter<'_, (String, usize)>, KeyOf> {
        self.entries.iter().map(key_of)
    }
}

pub type KeyOf = for<'a> fn(&'a (String, usize)) -> &'a String;

fn key_of(e: &(String, usize)) -> &String {
    &e.0
}

impl FromIterator<(String, usize)> for Strings {
    fn from_iter<I: IntoIterator<Item = (String, usize)>>(entries: I) -> Strings {
        let mut out = Strings::default();
        for (k, v) in entries {
            out.insert(k, v);
        }
        out
    }
}

/// Equal when they map the same keys to the same values, whatever order they were added in.
impl PartialEq for Strings {
    fn eq(&self, other: &Strings) -> bool {
        self.len() == other.len() && self.entries.iter().all(|(k, v)| other.get(k) == Some(v))
    }
}

impl std::fmt::Debug for Strings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map()
            .entries(self.entries.iter().map(|(k, v)| (k, v)))
            .finish()
    }
}

/// A set of strings, kept as `Strings` (each to 0): the page's wasm then carries one hash table
/// of strings.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Words(Strings);

impl Words {
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

    /// The words, in the order they were added.
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
    type IntoIter = std::iter::Map<std::slice::Iter<'a, (String, usize)>, KeyOf>;

    fn into_iter(self) -> Self::IntoIter {
        self.0.keys()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_find_what_was_put_through_growth() {
        let mut m = Strings::default();
        assert_eq!(m.get("a"), None);
        for i in 0..1000 {
            assert_eq!(m.insert(format!("w{i}"), i), None);
        }
        assert_eq!(m.insert("w7".into(), 70), Some(7));
        *m.value_or("w8".into(), 0).unwrap() += 1;
        *m.value_or("new".into(), 5).unwrap() += 1;
        assert_eq!(m.len(), 1001);
        assert_eq!(m.get("w7"), Some(&70));
        assert_eq!(m.get("w8"), Some(&9));
        assert_eq!(m.get("w999"), Some(&999));
        assert_eq!(m.get("new"), Some(&6));
        assert_eq!(m.get("w1000"), None);
        assert_eq!(m.keys().next().map(String::as_str), Some("w0"));
        let mut other = Strings::default();
        for (k, v) in m.entries.iter().rev() {
            other.insert(k.clone(), *v);
        }
        assert_eq!(m, other);
        other.insert("w0".into(), 1);
        assert_ne!(m, other);
    }

    #[test]
    fn words_are_a_set() {
        let mut w: Words = ["b", "a", "b"].iter().map(|s| s.to_string()).collect();
        assert_eq!(w.len(), 2);
        assert!(w.contains("a") && !w.contains("c"));
        assert!(!w.insert("a".into()));
        assert!(w.insert("c".into()));
        assert_eq!(w.iter().cloned().collect::<Vec<_>>(), ["b", "a", "c"]);
    }
}
