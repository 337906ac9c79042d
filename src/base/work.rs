//! The work a question does, counted where it can grow: postings scored, tables walked, record
//! values examined. A question's cost must follow its distinct words and what they read, never
//! the library's size: tests ask the same question of a library and of one eight times larger
//! and compare the counts, which a wall clock on a shared machine could not show (a walk over
//! the tables for each table, quadratic, once made a search question take seconds at x1,000).
//! Counted in native builds only: the page's wasm carries none of it.

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    static DONE: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Counts `n` steps of work on this thread.
#[inline]
pub fn add(n: usize) {
    #[cfg(not(target_arch = "wasm32"))]
    DONE.with(|d| d.set(d.get().saturating_add(n as u64)));
    #[cfg(target_arch = "wasm32")]
    let _ = n;
}

/// The steps counted on this thread since the last call, and a new count from zero.
pub fn take() -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    return DONE.with(|d| d.replace(0));
    #[cfg(target_arch = "wasm32")]
    0
}
