//! The link graph: each canonical part number and the blocks that mention it.

use crate::base::model::Block;
use crate::base::text::Normalizer;
use crate::base::wire::{Reader, Writer};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct LinkGraph {
    /// Parts in the order ingestion first met them; each with its blocks sorted by block id.
    pub parts: Vec<(String, Vec<u32>)>,
}

impl LinkGraph {
    pub fn build(blocks: &[Block], normalizer: &Normalizer) -> LinkGraph {
        let mut g = LinkGraph::default();
        // A pattern that matches nearly every word makes many parts: find them by hash, not scan.
        let mut slot: crate::base::hash::Strings = Default::default();
        for (i, b) in blocks.iter().enumerate() {
            for part in normalizer.parts_in_order(&b.text) {
                match slot.get(&part) {
                    Some(&s) => g.parts[s].1.push(i as u32),
                    None => {
                        slot.insert(part.clone(), g.parts.len());
                        g.parts.push((part, vec![i as u32]));
                    }
                }
            }
        }
        for (_, list) in &mut g.parts {
            list.sort_by(|a, b| blocks[*a as usize].id.cmp(&blocks[*b as usize].id));
            list.dedup();
        }
        g
    }

    /// Writes the link section of a bundle: each part and its blocks.
    pub fn write(&self, w: &mut Writer) {
        w.usize(self.parts.len());
        for (part, list) in &self.parts {
            w.str(part);
            w.usize(list.len());
            for b in list {
                w.u64(u64::from(*b));
            }
        }
    }

    /// Reads what `write` wrote; every block index must be below `blocks`.
    #[inline(never)] // see bundle::decode
    pub fn read(r: &mut Reader, blocks: usize) -> Result<LinkGraph, String> {
        r.what = "links";
        let n = r.count_once()?;
        let mut parts = Vec::with_capacity(n);
        for _ in 0..n {
            let part = r.str()?;
            let m = r.count()?;
            // A loop, not a collect of results: that adapter is code of its own in the page's wasm.
            let mut list = Vec::with_capacity(m);
            for _ in 0..m {
                list.push(r.index(blocks)? as u32);
            }
            parts.push((part, list));
        }
        Ok(LinkGraph { parts })
    }

    /// The blocks that mention `part` (canonical spelling).
    pub fn mentions(&self, part: &str) -> &[u32] {
        self.parts
            .iter()
            .find(|(p, _)| p == part)
            .map_or(&[], |(_, l)| l.as_slice())
    }

    /// `links: BP-36-2 (4 blocks), BP-48-1 (2), BP-24-1 (2)`: in the order ingestion met them
    /// (documents in file order), so that a part added later joins the end of the line. The
    /// page gets the parts and their counts instead (`info().links`) and says them in its
    /// language.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn summary(&self) -> String {
        if self.parts.is_empty() {
            return "links: none".to_string();
        }
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut out = "links: ".to_string();
        for (i, (p, l)) in self.parts.iter().enumerate() {
            out.push_str(&match (i, l.len()) {
                (0, 1) => format!("{p} (1 block)"),
                (0, n) => format!("{p} ({n} blocks)"),
                (_, n) => format!(", {p} ({n})"),
            });
        }
        out
    }
}
