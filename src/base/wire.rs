//! The bundle's byte encoding: LEB128 varints and length-prefixed UTF-8. Every read is checked:
//! a hostile file gives an error, never a panic or an allocation larger than the file.

use crate::base::decimal::Whole;
use crate::base::model::Names;

pub struct Writer {
    pub buf: Vec<u8>,
}

impl Writer {
    pub fn new() -> Writer {
        Writer { buf: Vec::new() }
    }

    pub fn u64(&mut self, mut v: u64) {
        loop {
            let byte = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.buf.push(byte);
                return;
            }
            self.buf.push(byte | 0x80);
        }
    }

    pub fn usize(&mut self, v: usize) {
        self.u64(v as u64);
    }

    /// `v`'s position in `all` (an enum's variant), which `Reader::pick` reads back.
    pub fn pick<T: PartialEq>(&mut self, all: &[T], v: &T) {
        self.usize(all.iter().position(|x| x == v).unwrap_or(0));
    }

    pub fn str(&mut self, s: &str) {
        self.usize(s.len());
        self.buf.extend_from_slice(s.as_bytes());
    }

    pub fn strs(&mut self, list: &[String]) {
        self.usize(list.len());
        for s in list {
            self.str(s);
        }
    }

    /// Eight bytes, little-endian: the configuration's few settings, exactly as parsed.
    pub fn f64(&mut self, v: f64) {
        self.buf.extend_from_slice(&v.to_bits().to_le_bytes());
    }

    pub fn opt_str(&mut self, s: Option<&str>) {
        match s {
            None => self.u64(0),
            Some(s) => {
                self.u64(1);
                self.str(s);
            }
        }
    }
}

impl Default for Writer {
    fn default() -> Self {
        Writer::new()
    }
}

/// The last list `Reader::names` read (its bytes' range in the reader's data), and the empty
/// list: one `Repeat` per kind of list, for one reader.
pub struct Repeat {
    start: usize,
    end: usize,
    names: Names,
    empty: Names,
}

impl Default for Repeat {
    fn default() -> Repeat {
        let empty = Names::from([]);
        Repeat {
            start: 0,
            end: 0,
            names: empty.clone(),
            empty,
        }
    }
}

pub struct Reader<'a> {
    data: &'a [u8],
    pub pos: usize,
    /// What is being read, for error messages.
    pub what: &'static str,
}

impl<'a> Reader<'a> {
    pub fn new(data: &'a [u8]) -> Reader<'a> {
        Reader {
            data,
            pos: 0,
            what: "bundle",
        }
    }

    /// "`what` at byte `pos`", the error of a tag or a value no writer makes: one cold body for
    /// every reader that meets one, where a `format!` at each was code of its own in the page's
    /// wasm.
    #[cold]
    #[inline(never)]
    pub fn bad_at(&self, what: &str) -> String {
        format!("{what} at byte {}", Whole(self.pos))
    }

    pub(crate) fn fail(&self, msg: &str) -> String {
        format!("{} at byte {}: {msg}", self.what, Whole(self.pos))
    }

    pub fn remaining(&self) -> usize {
        self.data.len().saturating_sub(self.pos)
    }

    pub fn at_end(&self) -> bool {
        self.pos == self.data.len()
    }

    #[inline(always)]
    pub fn u64(&mut self) -> Result<u64, String> {
        // Most numbers (deltas, frequencies, lengths) are one byte.
        if let Some(&byte) = self.data.get(self.pos) {
            if byte & 0x80 == 0 {
                self.pos += 1;
                return Ok(u64::from(byte));
            }
        }
        self.u64_long()
    }

    #[inline(never)]
    fn u64_long(&mut self) -> Result<u64, String> {
        let mut v: u64 = 0;
        for shift in (0..64).step_by(7) {
            let byte = *self
                .data
                .get(self.pos)
                .ok_or_else(|| self.fail("ends inside a number"))?;
            self.pos += 1;
            v |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(self.fail("a number is longer than 64 bits"))
    }

    /// A one-byte number is read here; the rest, and the range check, by `u32_long`: the check
    /// and its error inlined at each call were code of their own in the page's wasm.
    #[inline(always)]
    pub fn u32(&mut self) -> Result<u32, String> {
        if let Some(&byte) = self.data.get(self.pos) {
            if byte & 0x80 == 0 {
                self.pos += 1;
                return Ok(u32::from(byte));
            }
        }
        self.u32_long()
    }

    #[inline(never)]
    fn u32_long(&mut self) -> Result<u32, String> {
        let v = self.u64()?;
        // Not `u32::try_from(v).map_err(..)`: in the page that was a call per number.
        if v > u64::from(u32::MAX) {
            return Err(self.fail("a number is out of range"));
        }
        Ok(v as u32)
    }

    /// A count of items that each take at least one byte: bounded by the bytes left.
    /// A one-byte count within the bytes left is read here (the byte itself is not left); the
    /// rest by `count_once`, as for `u32`.
    #[inline(always)]
    pub fn count(&mut self) -> Result<usize, String> {
        if let Some(&byte) = self.data.get(self.pos) {
            if byte & 0x80 == 0 && usize::from(byte) < self.data.len() - self.pos {
                self.pos += 1;
                return Ok(usize::from(byte));
            }
        }
        self.count_once()
    }

    /// `count` by a call, for a count read once per chunk or per table (of terms, blocks,
    /// documents): the inline one-byte read is worth its bytes only in a loop.
    #[inline(never)]
    pub fn count_once(&mut self) -> Result<usize, String> {
        let v = self.u64()?;
        let left = (self.data.len() - self.pos) as u64;
        if v > left {
            return Err(self.too_many(v, left));
        }
        Ok(v as usize)
    }

    /// An index that must be below `limit`.
    #[inline(always)]
    pub fn index(&mut self, limit: usize) -> Result<usize, String> {
        let v = self.u64()?;
        if v >= limit as u64 {
            return Err(self.out_of_range(v, limit));
        }
        Ok(v as usize)
    }

    // The errors of `count` and `index` apart from them: `index` is inlined at every call, and
    // a formatted message at each cost the page's wasm about 4 KB raw, 0.9 KB gzip.
    #[cold]
    #[inline(never)]
    fn too_many(&self, v: u64, left: u64) -> String {
        // Said as figures: `<u64 as Display>` is code of its own in the page's wasm, for two
        // messages of a damaged file (exact up to 2^53, which no real count reaches).
        let f = crate::base::decimal::figure;
        self.fail(&format!(
            "a count of {} exceeds the {} bytes left",
            f(v as f64),
            f(left as f64)
        ))
    }

    #[cold]
    #[inline(never)]
    pub(crate) fn out_of_range(&self, v: u64, limit: usize) -> String {
        self.fail(&format!(
            "index {} is out of range (limit {})",
            crate::base::decimal::figure(v as f64),
            Whole(limit)
        ))
    }

    /// One of `all`, by its position (an enum's variant).
    pub fn pick<T: Copy>(&mut self, all: &[T]) -> Result<T, String> {
        let i = self.index(all.len())?;
        all.get(i).copied().ok_or_else(|| self.fail("no such kind"))
    }

    pub fn str(&mut self) -> Result<String, String> {
        let n = self.count()?;
        // By `get` (`count` keeps `n` within the bytes left): a slice's panic was code of its
        // own in the page's wasm.
        let bytes = self.data.get(self.pos..self.pos + n).unwrap_or_default();
        let s = std::str::from_utf8(bytes).map_err(|_| self.fail("text is not UTF-8"))?;
        self.pos += n;
        Ok(s.to_string())
    }

    /// The next `n` bytes, borrowed.
    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8], String> {
        let end = self
            .pos
            .checked_add(n)
            .filter(|e| *e <= self.data.len())
            .ok_or_else(|| self.fail(&format!("{} bytes run past the end", Whole(n))))?;
        let out = self.data.get(self.pos..end).unwrap_or_default();
        self.pos = end;
        Ok(out)
    }

    pub fn f64(&mut self) -> Result<f64, String> {
        // `bytes` gives exactly eight.
        let le = <[u8; 8]>::try_from(self.bytes(8)?).unwrap_or_default();
        Ok(f64::from_bits(u64::from_le_bytes(le)))
    }

    /// An empty list (most of a head's: a block's products and fields, a document's markets)
    /// is read here, without a call: a head reads thousands, and a call is what a browser's
    /// first-tier code pays most for (see bundle::decode).
    #[inline(always)]
    pub fn strs(&mut self) -> Result<Vec<String>, String> {
        if matches!(self.data.get(self.pos), Some(0)) {
            self.pos += 1;
            return Ok(Vec::new());
        }
        self.strs_long()
    }

    #[inline(never)]
    fn strs_long(&mut self) -> Result<Vec<String>, String> {
        let n = self.count()?;
        let mut out = Vec::new();
        for _ in 0..n {
            out.push(self.str()?);
        }
        Ok(out)
    }

    /// A list of strings, shared with the list `last` was read from when their bytes are the
    /// same: a head's documents mostly repeat the one before's groups and markets, and reading
    /// each anew was two allocations and a UTF-8 check per document (26,000 at 16x).
    pub fn names(&mut self, last: &mut Repeat) -> Result<Names, String> {
        let start = self.pos;
        if matches!(self.data.get(start), Some(0)) {
            self.pos += 1;
            return Ok(last.empty.clone());
        }
        let end = self.skip_strs()?;
        if self.data.get(start..end) == self.data.get(last.start..last.end) {
            return Ok(last.names.clone());
        }
        self.pos = start;
        let names: Names = self.strs_long()?.into();
        last.start = start;
        last.end = self.pos;
        last.names = names.clone();
        Ok(names)
    }

    /// Past a list of strings, whose lengths are checked and text is not; its end.
    fn skip_strs(&mut self) -> Result<usize, String> {
        let n = self.count()?;
        for _ in 0..n {
            // `count` keeps the length within the bytes left.
            let len = self.count()?;
            self.pos += len;
        }
        Ok(self.pos)
    }

    pub fn opt_str(&mut self) -> Result<Option<String>, String> {
        match self.u64()? {
            0 => Ok(None),
            1 => Ok(Some(self.str()?)),
            _ => Err(self.fail("an optional value has a bad tag")),
        }
    }
}

/// A reader that reads on past an error, for a configuration's many fields: each read after
/// the first error gives an empty value, and `end` gives that error, the one the reads would
/// have stopped at. With `?` after every field, each field's read carried its own path that
/// dropped the fields read before it (a few KB of the page's wasm).
pub struct Keep<'r, 'a> {
    pub r: &'r mut Reader<'a>,
    err: Option<String>,
}

impl<'r, 'a> Keep<'r, 'a> {
    pub fn new(r: &'r mut Reader<'a>) -> Keep<'r, 'a> {
        Keep { r, err: None }
    }

    /// Keeps `e` when it is the first error.
    #[inline(never)]
    pub fn note(&mut self, e: String) {
        if self.err.is_none() {
            self.err = Some(e);
        }
    }

    /// `v`'s value, or the type's empty one after noting its error.
    pub fn keep<T: Default>(&mut self, v: Result<T, String>) -> T {
        v.unwrap_or_else(|e| {
            self.note(e);
            T::default()
        })
    }

    /// `v`'s value, or None after noting its error.
    pub fn some<T>(&mut self, v: Result<T, String>) -> Option<T> {
        v.map_err(|e| self.note(e)).ok()
    }

    #[inline(never)]
    pub fn u64(&mut self) -> u64 {
        let v = self.r.u64();
        self.keep(v)
    }

    #[inline(never)]
    pub fn count(&mut self) -> usize {
        let v = self.r.count();
        self.keep(v)
    }

    #[inline(never)]
    pub fn f64(&mut self) -> f64 {
        let v = self.r.f64();
        self.keep(v)
    }

    #[inline(never)]
    pub fn str(&mut self) -> String {
        let v = self.r.str();
        self.keep(v)
    }

    #[inline(never)]
    pub fn strs(&mut self) -> Vec<String> {
        let v = self.r.strs();
        self.keep(v)
    }

    #[inline(never)]
    pub fn opt_str(&mut self) -> Option<String> {
        let v = self.r.opt_str();
        self.keep(v)
    }

    /// One of `all` (never empty), the first after an error. An array, so that its first is
    /// there without a check: an index's panic was code of its own at each call in the page's
    /// wasm.
    pub fn pick<T: Copy, const N: usize>(&mut self, all: &[T; N]) -> T {
        let i = self.pick_index(N);
        all.get(i).copied().unwrap_or(all[0])
    }

    /// A position in a list of `n` (never 0), the first after an error: `pick`'s read, once
    /// for every type picked, not once each.
    #[inline(never)]
    fn pick_index(&mut self, n: usize) -> usize {
        // `index` keeps it below `n`, so `Reader::pick`'s "no such kind" is never said here.
        let v = self.r.index(n);
        self.keep(v)
    }

    /// The first error, if a read had one.
    pub fn end(self) -> Result<(), String> {
        match self.err {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}

/// `v`'s last `digits` hexadecimal digits, in lower case: checksums and keys as files, the
/// manifest and messages name them. One loop for them all: the page's wasm then carries no
/// hexadecimal formatting of `fmt`'s (one per integer type).
pub fn hex(v: u64, digits: usize) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut out = String::with_capacity(digits);
    for at in (0..digits).rev() {
        let d = v.checked_shr(4 * at as u32).unwrap_or(0) & 15;
        out.push(char::from(DIGITS[d as usize]));
    }
    out
}

/// CRC-32 (IEEE 802.3, as in zip and PNG), for manifest.json: the page computes the same in
/// JavaScript to tell whether a stored bundle is current.
pub fn crc32(data: &[u8]) -> u32 {
    static TABLE: std::sync::OnceLock<[u32; 256]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = [0u32; 256];
        for (i, slot) in t.iter_mut().enumerate() {
            let mut c = i as u32;
            for _ in 0..8 {
                c = if c & 1 != 0 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
            *slot = c;
        }
        t
    });
    let mut crc = 0xFFFF_FFFFu32;
    for b in data {
        crc = table[((crc ^ u32::from(*b)) & 0xff) as usize] ^ (crc >> 8);
    }
    crc ^ 0xFFFF_FFFF
}

/// The bundle's checksum: per 8-byte little-endian word, a running sum and a sum of running sums
/// (Fletcher's scheme, modulo 2^64) in four interleaved lanes, then the length and a final mix.
/// Any change to one word changes the sum; the second sum tells where; truncation changes the
/// length. It is a checksum, not a hash (nothing here stops a forger, who could recompute any
/// checksum): it needs two additions per word, where XXH64 needed two multiplications and a
/// rotation, and checking was half of a cold bundle load in the browser.
pub fn checksum64(data: &[u8]) -> u64 {
    let mut v = [0u64; 8];
    let (stripes, rest) = data.as_chunks::<32>();
    // In slices of 64 KiB: a browser runs the first calls as baseline code and switches to
    // optimized code for later calls, never inside one long-running call.
    for chunk in stripes.chunks(2048) {
        sum_stripes(&mut v, chunk);
    }
    let mut tail = [0u8; 32];
    // Byte by byte: a slice and `copy_from_slice` were two panics of their own in the page's
    // wasm.
    for (to, from) in tail.iter_mut().zip(rest) {
        *to = *from;
    }
    sum_stripes(&mut v, &[tail]);
    let mut h = data.len() as u64;
    for x in v {
        h = mix(h ^ x).wrapping_add(0x9E37_79B9_7F4A_7C15);
    }
    mix(h)
}

#[inline(never)]
fn sum_stripes(v: &mut [u64; 8], stripes: &[[u8; 32]]) {
    let [mut a1, mut b1, mut a2, mut b2, mut a3, mut b3, mut a4, mut b4] = *v;
    for s in stripes {
        let (w, _) = s.as_chunks::<8>();
        a1 = a1.wrapping_add(u64::from_le_bytes(w[0]));
        a2 = a2.wrapping_add(u64::from_le_bytes(w[1]));
        a3 = a3.wrapping_add(u64::from_le_bytes(w[2]));
        a4 = a4.wrapping_add(u64::from_le_bytes(w[3]));
        b1 = b1.wrapping_add(a1);
        b2 = b2.wrapping_add(a2);
        b3 = b3.wrapping_add(a3);
        b4 = b4.wrapping_add(a4);
    }
    *v = [a1, b1, a2, b2, a3, b3, a4, b4];
}

/// A 64-bit finalizer (splitmix64's): every input bit affects every output bit.
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lists(lists: &[&[&str]]) -> Vec<u8> {
        let mut w = Writer::new();
        for l in lists {
            w.strs(&l.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        }
        w.buf
    }

    #[test]
    fn names_share_a_repeated_list_and_read_every_other_anew() {
        let cases: [&[&str]; 7] = [
            &["public"],
            &["public"],
            &[],
            &["public"],
            &["sales", "service"],
            &["sales", "service"],
            &["sales"],
        ];
        let buf = lists(&cases);
        let mut r = Reader::new(&buf);
        let mut last = Repeat::default();
        let read: Vec<Names> = cases.iter().map(|_| r.names(&mut last).unwrap()).collect();
        assert!(r.at_end());
        for (got, want) in read.iter().zip(cases) {
            assert_eq!(
                **got,
                want.iter().map(|s| s.to_string()).collect::<Vec<_>>()[..]
            );
        }
        // Shared with the list before it only when it repeats it.
        assert!(Names::ptr_eq(&read[0], &read[1]));
        assert!(Names::ptr_eq(&read[4], &read[5]));
        assert!(!Names::ptr_eq(&read[5], &read[6]));
    }

    #[test]
    fn names_check_text_and_lengths_of_a_list_that_does_not_repeat() {
        // A list whose bytes differ from the last one's is read in full: not UTF-8 is refused.
        let mut buf = lists(&[&["ab"]]);
        buf.extend([1, 2, 0xff, 0xfe]);
        let mut r = Reader::new(&buf);
        let mut last = Repeat::default();
        r.names(&mut last).unwrap();
        assert!(r.names(&mut last).unwrap_err().contains("not UTF-8"));
        // A string running past the end is refused, not skipped past it.
        let buf = [1u8, 9, b'a'];
        let mut r = Reader::new(&buf);
        assert!(r.names(&mut Repeat::default()).is_err());
    }

    #[test]
    fn round_trip_and_bounds() {
        let mut w = Writer::new();
        w.u64(300);
        w.str("BP-36-2");
        w.opt_str(None);
        let mut r = Reader::new(&w.buf);
        assert_eq!(r.u64().unwrap(), 300);
        assert_eq!(r.str().unwrap(), "BP-36-2");
        assert_eq!(r.opt_str().unwrap(), None);
        assert!(r.at_end());
        let mut r = Reader::new(&[0xff, 0xff, 0xff, 0xff, 0x0f]);
        assert!(r.count().unwrap_err().contains("exceeds"));
    }

    #[test]
    fn checksum_catches_every_single_byte_change_and_truncation() {
        let data: Vec<u8> = (0..300u32).map(|i| (i * 7 + 3) as u8).collect();
        let base = checksum64(&data);
        for at in 0..data.len() {
            for flip in [1u8, 0x80, 0xff] {
                let mut d = data.clone();
                d[at] ^= flip;
                assert_ne!(checksum64(&d), base, "byte {at} ^ {flip:#x}");
            }
            assert_ne!(checksum64(&data[..at]), base, "cut at {at}");
        }
        // Swapping two words in one lane moves them: the second sum sees it.
        let mut d = data.clone();
        d[0..8].copy_from_slice(&data[32..40]);
        d[32..40].copy_from_slice(&data[0..8]);
        assert_ne!(checksum64(&d), base);
        assert_ne!(
            checksum64(&[0u8; 40]),
            checksum64(&[0u8; 41]),
            "zeros of two lengths"
        );
    }

    #[test]
    fn crc32_known_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }
}
