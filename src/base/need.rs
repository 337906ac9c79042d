//! The chunks a question read but the engine does not hold (see `ask::engine::Engine::ask_step`).
//!
//! A read of an absent chunk (a term in a term range not provided, the text of a block whose
//! block range is not) notes the chunk's slot here and sees nothing. The engine clears the list
//! before a step and takes it after: a step that noted nothing read only held data. A
//! thread-local list rather than a parameter, so that the routes, which read `block.text` and
//! `index.term(w)` in hundreds of places, need not pass it along.

use std::cell::RefCell;

thread_local! {
    static NOTED: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

/// Notes that chunk `slot` was read but is not held.
pub fn note(slot: u32) {
    NOTED.with(|n| {
        if let Ok(mut n) = n.try_borrow_mut() {
            // Reads of one block's strings come in a row: keep the list short without a search.
            if n.last() != Some(&slot) {
                n.push(slot);
            }
        }
    });
}

/// How many notes were made since the last `take`, for callers that must know whether a
/// computation of theirs read something absent.
pub fn count() -> usize {
    NOTED.with(|n| n.try_borrow().map_or(0, |n| n.len()))
}

/// The slots noted since the last call, sorted, each once; the list starts empty again.
pub fn take() -> Vec<u32> {
    let mut v = NOTED.with(|n| {
        n.try_borrow_mut()
            .map(|mut n| std::mem::take(&mut *n))
            .unwrap_or_default()
    });
    // The crate's own sort: a standard sort instance costs the page's wasm about 2 KB.
    crate::base::sort::sort(&mut v);
    v.dedup();
    v
}
