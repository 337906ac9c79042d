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
