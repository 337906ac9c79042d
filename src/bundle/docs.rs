//! The documents section of a bundle: each document's metadata and, for a record table, its
//! columns, `about` words and measures.

use crate::base::date::Date;
use crate::base::model::{Column, ColumnKind, Doc, Measure, Table};
use crate::base::wire::{Reader, Writer};

pub fn write_doc(w: &mut Writer, d: &Doc) {
    w.str(&d.id);
    w.str(&d.title);
    w.strs(&d.products);
    w.strs(&d.groups);
    w.strs(&d.markets);
    d.valid_from.write(w);
    Date::write_opt(d.valid_to, w);
    w.u64(u64::from(d.superseded));
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

pub fn read_doc(r: &mut Reader) -> Result<Doc, String> {
    let id = r.str()?;
    let title = r.str()?;
    let products = r.strs()?;
    let groups = r.strs()?;
    let markets = r.strs()?;
    let valid_from = Date::read(r)?;
    let valid_to = Date::read_opt(r)?;
    let superseded = r.u64()? != 0;
    let superseded_by = r.opt_str()?;
    let superseded_from = Date::read_opt(r)?;
    let table = match r.u64()? {
        0 => None,
        1 => {
            let n = r.count()?;
            let mut columns = Vec::with_capacity(n);
            for _ in 0..n {
                let name = r.str()?;
                let code = r.u32()?;
                let kind = u8::try_from(code)
                    .ok()
                    .and_then(ColumnKind::from_code)
                    .ok_or_else(|| format!("unknown column kind {code} at byte {}", r.pos))?;
                columns.push(Column { name, kind });
            }
            let about = r.strs()?;
            let n = r.count()?;
            let mut measures = Vec::with_capacity(n);
            for _ in 0..n {
                measures.push(Measure {
                    field: r.str()?,
                    words: r.strs()?,
                });
            }
            Some(Table {
                columns,
                about,
                measures,
            })
        }
        _ => return Err(format!("bad tag at byte {}", r.pos)),
    };
    Ok(Doc {
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
    })
}
