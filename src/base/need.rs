//! The chunks a question read but the engine does not hold (see `ask::engine::Engine::ask_step`).
//!
//! A read of an absent chunk (a term in a term range not provided, the text of a block whose
//! block range is not) notes the chunk's slot here and sees nothing. The engine clears the list
//! before a step and takes it after: a step that noted nothing read only held data. A
//! thread-local list rather than a parameter, so that the routes, which read `block.text` and
//! `index.term(w)` in hundreds of places, need not pass it along.

use std::cell::Cell;

thread_local! {
    static NOTED: Cell<Vec<u32>> = const { Cell::new(Vec::new()) };
}

// The list is taken out and put back, through `try_with`: no borrow flag, and no panic for the
// page's wasm to carry (a thread's storage is only gone as the thread ends).
fn noted() -> Vec<u32> {
    NOTED.try_with(Cell::take).unwrap_or_default()
}

fn put_back(n: Vec<u32>) {
    let _ = NOTED.try_with(|cell| cell.set(n));
}

/// Notes that chunk `slot` was read but is not held.
pub fn note(slot: u32) {
    let mut n = noted();
    // Reads of one block's strings come in a row: keep the list short without a search.
    if n.last() != Some(&slot) {
        n.push(slot);
    }
    put_back(n);
}

/// How many notes were made since the last `take`, for callers that must know whether a
/// computation of theirs read something absent.
pub fn count() -> usize {
    let n = noted();
    let len = n.len();
    put_back(n);
    len
}

/// The slots noted since the last call, sorted, each once; the list starts empty again.
pub fn take() -> Vec<u32> {
    let mut v = noted();
    // The crate's own sort: a standard sort instance costs the page's wasm about 2 KB.
    crate::base::sort::sort(&mut v);
    v.dedup();
    v
}
