//! The bundle's byte encoding: LEB128 varints and length-prefixed UTF-8. Every read is checked:
//! a hostile file gives an error, never a panic or an allocation larger than the file.

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

    fn fail(&self, msg: &str) -> String {
        format!("{} at byte {}: {msg}", self.what, self.pos)
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

    #[inline(always)]
    pub fn u32(&mut self) -> Result<u32, String> {
        let v = self.u64()?;
        u32::try_from(v).map_err(|_| self.fail("a number is out of range"))
    }

    /// A count of items that each take at least one byte: bounded by the bytes left.
    #[inline(always)]
    pub fn count(&mut self) -> Result<usize, String> {
        let v = self.u64()?;
        let left = (self.data.len() - self.pos) as u64;
        if v > left {
            return Err(self.fail(&format!("a count of {v} exceeds the {left} bytes left")));
        }
        Ok(v as usize)
    }

    /// An index that must be below `limit`.
    #[inline(always)]
    pub fn index(&mut self, limit: usize) -> Result<usize, String> {
        let v = self.u64()?;
        if v >= limit as u64 {
            return Err(self.fail(&format!("index {v} is out of range (limit {limit})")));
        }
        Ok(v as usize)
    }

    pub fn str(&mut self) -> Result<String, String> {
        let n = self.count()?;
        let bytes = &self.data[self.pos..self.pos + n];
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
            .ok_or_else(|| self.fail(&format!("{n} bytes run past the end")))?;
        let out = &self.data[self.pos..end];
        self.pos = end;
        Ok(out)
    }

    pub fn strs(&mut self) -> Result<Vec<String>, String> {
        let n = self.count()?;
        (0..n).map(|_| self.str()).collect()
    }

    pub fn opt_str(&mut self) -> Result<Option<String>, String> {
        match self.u64()? {
            0 => Ok(None),
            1 => Ok(Some(self.str()?)),
            _ => Err(self.fail("an optional value has a bad tag")),
        }
    }
}

/// CRC-32 (IEEE 802.3, as in zip and PNG), for the bundle checksum.
pub fn crc32(data: &[u8]) -> u32 {
    // Slicing by 4: four table lookups per 4 bytes (bundles are megabytes, checked on every load).
    static TABLES: std::sync::OnceLock<[[u32; 256]; 4]> = std::sync::OnceLock::new();
    let t = TABLES.get_or_init(|| {
        let mut t = [[0u32; 256]; 4];
        for (i, slot) in t[0].iter_mut().enumerate() {
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
        let first = t[0];
        for k in 1..4 {
            let prev_row = t[k - 1];
            for (slot, prev) in t[k].iter_mut().zip(prev_row) {
                *slot = first[(prev & 0xff) as usize] ^ (prev >> 8);
            }
        }
        t
    });
    let mut crc = 0xFFFF_FFFFu32;
    let mut chunks = data.chunks_exact(4);
    for c in &mut chunks {
        let v = crc ^ u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        crc = t[3][(v & 0xff) as usize]
            ^ t[2][((v >> 8) & 0xff) as usize]
            ^ t[1][((v >> 16) & 0xff) as usize]
            ^ t[0][(v >> 24) as usize];
    }
    for b in chunks.remainder() {
        crc = t[0][((crc ^ u32::from(*b)) & 0xff) as usize] ^ (crc >> 8);
    }
    crc ^ 0xFFFF_FFFF
}

const P1: u64 = 0x9E37_79B1_85EB_CA87;
const P2: u64 = 0xC2B2_AE3D_27D4_EB4F;
const P3: u64 = 0x1656_67B1_9E37_79F9;
const P4: u64 = 0x85EB_CA77_C2B2_AE63;
const P5: u64 = 0x27D4_EB2F_1656_67C5;

#[inline(always)]
fn xxh_round(acc: u64, lane: u64) -> u64 {
    acc.wrapping_add(lane.wrapping_mul(P2))
        .rotate_left(31)
        .wrapping_mul(P1)
}

#[inline(always)]
fn le64(b: [u8; 8]) -> u64 {
    u64::from_le_bytes(b)
}

/// XXH64 with seed 0: the bundle's checksum. Eight bytes a step in four independent lanes, so
/// checking a multi-megabyte bundle costs far less than decoding it (CRC-32 by table lookups
/// took a quarter of the load time). The stripe loop is written out by hand: the first load
/// of a page runs it as baseline-compiled WebAssembly, which inlines nothing.
pub fn xxh64(data: &[u8]) -> u64 {
    let mut h;
    let (stripes, rest) = data.as_chunks::<32>();
    if stripes.is_empty() {
        h = P5;
    } else {
        let mut v = [P1.wrapping_add(P2), P2, 0u64, 0u64.wrapping_sub(P1)];
        // In slices of 64 KiB: a browser runs the first calls as baseline code and switches
        // to optimized code for later calls, never inside one long-running call.
        for chunk in stripes.chunks(2048) {
            xxh_stripes(&mut v, chunk);
        }
        let [v1, v2, v3, v4] = v;
        h = v1
            .rotate_left(1)
            .wrapping_add(v2.rotate_left(7))
            .wrapping_add(v3.rotate_left(12))
            .wrapping_add(v4.rotate_left(18));
        for v in [v1, v2, v3, v4] {
            h = (h ^ xxh_round(0, v)).wrapping_mul(P1).wrapping_add(P4);
        }
    }
    h = h.wrapping_add(data.len() as u64);
    let (words, rest) = rest.as_chunks::<8>();
    for w in words {
        h = (h ^ xxh_round(0, le64(*w)))
            .rotate_left(27)
            .wrapping_mul(P1)
            .wrapping_add(P4);
    }
    let (halves, rest) = rest.as_chunks::<4>();
    for w in halves {
        let w = u64::from(u32::from_le_bytes(*w));
        h = (h ^ w.wrapping_mul(P1))
            .rotate_left(23)
            .wrapping_mul(P2)
            .wrapping_add(P3);
    }
    for b in rest {
        h = (h ^ u64::from(*b).wrapping_mul(P5))
            .rotate_left(11)
            .wrapping_mul(P1);
    }
    h ^= h >> 33;
    h = h.wrapping_mul(P2);
    h ^= h >> 29;
    h = h.wrapping_mul(P3);
    h ^ (h >> 32)
}

#[inline(never)]
fn xxh_stripes(v: &mut [u64; 4], stripes: &[[u8; 32]]) {
    let [mut v1, mut v2, mut v3, mut v4] = *v;
    for s in stripes {
        let [a, b, c, d] = lanes(s);
        v1 = xxh_round(v1, le64(a));
        v2 = xxh_round(v2, le64(b));
        v3 = xxh_round(v3, le64(c));
        v4 = xxh_round(v4, le64(d));
    }
    *v = [v1, v2, v3, v4];
}

#[inline(always)]
fn lanes(s: &[u8; 32]) -> [[u8; 8]; 4] {
    let (lanes, _) = s.as_chunks::<8>();
    [lanes[0], lanes[1], lanes[2], lanes[3]]
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn xxh64_known_values() {
        // Reference values from the xxhash C library (through Python's xxhash package).
        assert_eq!(xxh64(b""), 0xEF46_DB37_51D8_E999);
        assert_eq!(xxh64(b"abc"), 0x44BC_2CF5_AD77_0999);
        assert_eq!(
            xxh64(b"123456789012345678901234567890123"),
            0x774E_1251_0D87_34AD
        );
        let long: Vec<u8> = (0..3).flat_map(|_| 0..=255u8).collect();
        assert_eq!(xxh64(&long), 0x8E03_C838_C596_036F);
    }

    #[test]
    fn crc32_known_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }
}
