//! Views into one shared allocation: a loaded bundle's block strings and posting lists stay
//! where the bundle's bytes are, instead of being copied out string by string on load.

use crate::base::wire::Reader;
use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::Arc;

/// A range of shared bytes, or the bytes of a chunk the engine does not hold yet: then `start`
/// is `ABSENT` and `end` the chunk's slot, and reading them notes the chunk (`base::need`) and
/// gives nothing. A marker in the range rather than an `Option` beside it: a block holds four
/// of these, and a bundle of 400,000 blocks would pay 13 MB for the option.
///
/// An absent range holds no allocation (`all` is None): a head marks every block's four strings
/// absent, and counting references for each made loading a 100,000-block head a third slower.
#[derive(Clone, Default)]
pub struct SharedBytes {
    all: Option<Arc<Vec<u8>>>,
    start: u32,
    end: u32,
}

/// `start` of bytes that are in an absent chunk (a range that starts there is never valid).
const ABSENT: u32 = u32::MAX;

impl SharedBytes {
    /// `start..end` of `all`, or None when it is out of bounds.
    pub fn slice(all: &Arc<Vec<u8>>, start: usize, end: usize) -> Option<SharedBytes> {
        all.get(start..end)?;
        Some(SharedBytes {
            all: Some(Arc::clone(all)),
            start: u32::try_from(start).ok()?,
            end: u32::try_from(end).ok()?,
        })
    }

    /// Bytes in chunk `slot`, not held yet.
    pub fn absent(slot: u32) -> SharedBytes {
        SharedBytes {
            all: None,
            start: ABSENT,
            end: slot,
        }
    }

    /// The chunk these bytes are in when it is not held.
    pub fn absent_slot(&self) -> Option<u32> {
        (self.start == ABSENT).then_some(self.end)
    }

    pub fn as_bytes(&self) -> &[u8] {
        if self.start == ABSENT {
            crate::base::need::note(self.end);
            return &[];
        }
        // In bounds by construction.
        self.all
            .as_ref()
            .and_then(|all| all.get(self.start as usize..self.end as usize))
            .unwrap_or_default()
    }
}

impl From<Vec<u8>> for SharedBytes {
    fn from(v: Vec<u8>) -> SharedBytes {
        let end = u32::try_from(v.len()).expect("shared bytes are under 4 GiB");
        SharedBytes {
            all: Some(Arc::new(v)),
            start: 0,
            end,
        }
    }
}

impl PartialEq for SharedBytes {
    fn eq(&self, other: &SharedBytes) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}

impl fmt::Debug for SharedBytes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.absent_slot() {
            Some(slot) => write!(f, "SharedBytes(in absent chunk {slot})"),
            None => write!(f, "SharedBytes({} bytes)", self.end - self.start),
        }
    }
}

/// Text in shared bytes. UTF-8 is checked when the text is read, not when a bundle loads: a
/// question reads a handful of blocks, and loading never touches the megabytes of block text
/// beyond its checksum. Bytes that are not UTF-8 (only a crafted bundle with a valid checksum
/// holds them) read as empty text.
#[derive(Clone, Default, PartialEq)]
pub struct SharedText(SharedBytes);

impl SharedText {
    pub fn slice(all: &Arc<Vec<u8>>, start: usize, end: usize) -> Option<SharedText> {
        SharedBytes::slice(all, start, end).map(SharedText)
    }

    /// Text in chunk `slot`, not held yet (see `SharedBytes::absent`).
    pub fn absent(slot: u32) -> SharedText {
        SharedText(SharedBytes::absent(slot))
    }

    pub fn is_absent(&self) -> bool {
        self.0.absent_slot().is_some()
    }

    /// The chunk this text is in when it is not held.
    pub fn absent_slot(&self) -> Option<u32> {
        self.0.absent_slot()
    }

    pub fn as_str(&self) -> &str {
        std::str::from_utf8(self.0.as_bytes()).unwrap_or_default()
    }

    /// A copy of the text, as `to_string` makes one but without `Display`: its `ToString`
    /// instance formats, and was code of its own in the page's wasm.
    pub fn to_owned_string(&self) -> String {
        self.as_str().to_owned()
    }

    /// The bytes, without the UTF-8 check `as_str` makes of all of them.
    pub fn as_bytes(&self) -> &[u8] {
        self.0.as_bytes()
    }
}

impl Deref for SharedText {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl From<String> for SharedText {
    fn from(s: String) -> SharedText {
        SharedText(SharedBytes::from(s.into_bytes()))
    }
}

impl From<&str> for SharedText {
    fn from(s: &str) -> SharedText {
        SharedText::from(s.to_string())
    }
}

impl PartialEq<str> for SharedText {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for SharedText {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl PartialEq<String> for SharedText {
    fn eq(&self, other: &String) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<SharedText> for String {
    fn eq(&self, other: &SharedText) -> bool {
        self == other.as_str()
    }
}

impl fmt::Debug for SharedText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for SharedText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A payload read from the file that holds it: runs of its bytes can be kept as views of the file
/// (`take_shared`) instead of copies. Reads like the `Reader` it wraps.
pub struct Payload<'a> {
    reader: Reader<'a>,
    file: &'a Arc<Vec<u8>>,
    /// Where the payload starts in the file.
    start: usize,
}

impl<'a> Payload<'a> {
    /// The payload `file[start..]`.
    pub fn new(file: &'a Arc<Vec<u8>>, start: usize) -> Payload<'a> {
        Payload {
            reader: Reader::new(file.get(start..).unwrap_or_default()),
            file,
            start,
        }
    }

    /// The payload `file[start..end]` (empty when out of bounds): a chunk inside a packed file.
    pub fn within(file: &'a Arc<Vec<u8>>, start: usize, end: usize) -> Payload<'a> {
        Payload {
            reader: Reader::new(file.get(start..end).unwrap_or_default()),
            file,
            start,
        }
    }

    /// The next `n` bytes, as a view into the file.
    pub fn take_shared(&mut self, n: usize) -> Result<SharedBytes, String> {
        let start = self.start + self.reader.pos;
        self.reader.bytes(n)?;
        Ok(SharedBytes::slice(self.file, start, start + n).unwrap_or_default())
    }

    /// Where the reader stands in the file.
    pub fn file_pos(&self) -> usize {
        self.start + self.reader.pos
    }

    pub fn file(&self) -> &'a Arc<Vec<u8>> {
        self.file
    }
}

impl<'a> Deref for Payload<'a> {
    type Target = Reader<'a>;
    fn deref(&self) -> &Reader<'a> {
        &self.reader
    }
}

impl DerefMut for Payload<'_> {
    fn deref_mut(&mut self) -> &mut Self::Target {
        &mut self.reader
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_check_bounds_and_encoding() {
        let all = Arc::new("Bremse Überlast".as_bytes().to_vec());
        assert_eq!(SharedText::slice(&all, 0, 6).unwrap().as_str(), "Bremse");
        assert_eq!(SharedText::slice(&all, 7, 9).unwrap().as_str(), "Ü");
        assert_eq!(
            SharedText::slice(&all, 0, 8).unwrap().as_str(),
            "",
            "a view that splits Ü is not text"
        );
        assert!(SharedText::slice(&all, 7, 99).is_none());
        let x = Arc::new(b"yx".to_vec());
        assert_eq!(SharedText::from("x"), SharedText::slice(&x, 1, 2).unwrap());
    }
}
