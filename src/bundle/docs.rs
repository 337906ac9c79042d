//! The documents section of a bundle: each document's metadata and, for a record table, its
//! columns, `about` words and measures.

use crate::base::date::Date;
use crate::base::decimal::Whole;
use crate::base::model::{Block, Column, ColumnKind, Doc, Measure, Table};
use crate::base::shared_text::SharedText;
use crate::base::wire::{Keep, Reader, Repeat, Writer};

/// For each document, whether its id and title are in the block chunks of its blocks rather
/// than in the head. The head holds a record table's (the router and record routes read them
/// with no block text), a superseded document's and its successor's (the head's check compares
/// them), and a document's with no block.
pub fn in_chunks(docs: &[Doc], blocks: &[Block]) -> Vec<bool> {
    let mut in_chunk = vec![false; docs.len()];
    for b in blocks {
        if let Some(c) = in_chunk.get_mut(b.doc) {
            *c = true;
        }
    }
    let successors: std::collections::HashSet<&str> = docs
        .iter()
        .filter_map(|d| d.superseded_by.as_deref())
        .collect();
    for (c, d) in in_chunk.iter_mut().zip(docs) {
        if d.table.is_some() || d.superseded || successors.contains(d.id.as_str()) {
            *c = false;
        }
    }
    in_chunk
}

/// Marks each document whose id and title are in a chunk as absent in the chunk of its first
/// block (the blocks are already marked in theirs, `chunks::read_table`).
#[inline(never)] // see bundle::decode
pub fn place_in_chunks(
    docs: &mut [Doc],
    in_chunk: &[bool],
    blocks: &[Block],
) -> Result<(), String> {
    let mut placed = vec![false; docs.len()];
    for b in blocks {
        let (Some(d), Some(&true), Some(p)) = (
            docs.get_mut(b.doc),
            in_chunk.get(b.doc),
            placed.get_mut(b.doc),
        ) else {
            continue;
        };
        if !*p {
            *p = true;
            // A packed file's head, too, is read before its chunks: every block is absent here.
            let slot =
                b.id.absent_slot()
                    .ok_or("documents: a block held before its chunk")?;
            d.id = SharedText::absent(slot);
            d.title = SharedText::absent(slot);
        }
    }
    // No figures in the messages of this file's reads: formatting costs the page's wasm, and
    // only a crafted head gets here.
    if in_chunk.iter().zip(&placed).any(|(c, p)| *c && !p) {
        return Err(
            "documents: a document's id and title are in no chunk (it has no block)".into(),
        );
    }
    Ok(())
}

/// `in_chunk`: whether its id and title are in a block chunk (`in_chunks`) instead.
pub fn write_doc(w: &mut Writer, d: &Doc, in_chunk: bool) {
    if in_chunk {
        w.u64(0);
    } else {
        w.u64(1);
        w.str(&d.id);
        w.str(&d.title);
    }
    w.strs(&d.products);
    w.strs(&d.groups);
    w.strs(&d.markets);
    d.valid_from.write(w);
    Date::write_opt(d.valid_to, w);
    // The language shares the flag's byte: one byte for up to 64 languages.
    w.u64(u64::from(d.superseded) | u64::from(d.language) << 1);
    w.opt_str(d.superseded_by.as_deref());
    Date::write_opt(d.superseded_from, w);
    match &d.table {
        None => w.u64(0),
        Some(t) => {
            w.u64(1);
            w.usize(t.columns.len());
            for c in &t.columns {
                w.str(&c.name);
                w.u64(u64::from(c.kind.code()));
            }
            w.strs(&t.about);
            w.usize(t.measures.len());
            for m in &t.measures {
                w.str(&m.field);
                w.strs(&m.words);
            }
        }
    }
}

/// The lists of the document read before, which the next one mostly repeats.
#[derive(Default)]
pub struct DocLists {
    products: Repeat,
    groups: Repeat,
    markets: Repeat,
}

/// A document of the head, and whether its id and title are in a block chunk: then they are
/// absent, in no chunk yet (slot `u32::MAX`) until `place_in_chunks` names their chunk.
#[inline(never)] // see bundle::decode
pub fn read_doc(r: &mut Reader, last: &mut DocLists) -> Result<(Doc, bool), String> {
    // Read on past an error, which `end` returns (see `wire::Keep`): one clean-up path, not
    // one per field.
    let mut k = Keep::new(r);
    let in_chunk = match k.u64() {
        1 => false,
        0 => true,
        _ => {
            k.note(k.r.bad_at("bad tag"));
            true
        }
    };
    let (id, title) = if in_chunk {
        (SharedText::absent(u32::MAX), SharedText::absent(u32::MAX))
    } else {
        (SharedText::from(k.str()), SharedText::from(k.str()))
    };
    let products = k.r.names(&mut last.products);
    let products = k.keep(products);
    let groups = k.r.names(&mut last.groups);
    let groups = k.keep(groups);
    let markets = k.r.names(&mut last.markets);
    let markets = k.keep(markets);
    let valid_from = Date::read(k.r);
    let valid_from = k.some(valid_from);
    let valid_to = Date::read_opt(k.r);
    let valid_to = k.keep(valid_to);
    let flags = k.u64();
    let superseded = flags & 1 != 0;
    // Ingestion reads it (the stemmer a document's words are indexed with); question time
    // does not, so a crafted one needs no check.
    let language = (flags >> 1) as u8;
    let superseded_by = k.opt_str();
    let superseded_from = Date::read_opt(k.r);
    let superseded_from = k.keep(superseded_from);
    let table = match k.u64() {
        0 => None,
        1 => {
            let t = read_record_table(k.r);
            k.some(t)
        }
        _ => {
            k.note(k.r.bad_at("bad tag"));
            None
        }
    };
    k.end()?;
    let Some(valid_from) = valid_from else {
        return Err("a document without its valid_from".into());
    };
    Ok((
        Doc {
            id,
            title,
            products,
            groups,
            markets,
            valid_from,
            valid_to,
            superseded,
            superseded_by,
            superseded_from,
            table,
            language,
        },
        in_chunk,
    ))
}

/// A record table's columns, about-words and measures: out of `read_doc`, which reads one per
/// document of the head while few are tables (see bundle::decode).
#[inline(never)]
fn read_record_table(r: &mut Reader) -> Result<Table, String> {
    // Read on past an error, which `end` returns (see `wire::Keep`).
    let mut k = Keep::new(r);
    let n = k.count();
    let mut columns = Vec::with_capacity(n);
    for _ in 0..n {
        let name = k.str();
        let code = k.r.u32();
        let code = k.keep(code);
        match u8::try_from(code).ok().and_then(ColumnKind::from_code) {
            Some(kind) => columns.push(Column { name, kind }),
            None => k.note(format!(
                "unknown column kind {} at byte {}",
                Whole(code as usize),
                Whole(k.r.pos)
            )),
        }
    }
    let about = k.strs();
    let n = k.count();
    let mut measures = Vec::with_capacity(n);
    for _ in 0..n {
        measures.push(Measure {
            field: k.str(),
            words: k.strs(),
        });
    }
    k.end()?;
    Ok(Table {
        columns,
        about,
        measures,
    })
}
