//! Atlas: evidence search for dealer workshops.
//!
//! The tree follows the flow (see ARCHITECTURE.md). Ingestion (`ingest`): a corpus folder becomes
//! documents and blocks, an `index` (BM25 terms and postings, the link graph of part numbers),
//! written as one `bundle` per access group combination. Question time (`ask`, native or wasm):
//! a router picks a route over a loaded bundle, with access and situation filters at every step,
//! and assembles the prompt sent to a model. `base` holds what every step shares. Imports only
//! run down this list: base <- index <- bundle <- ingest, ask <- eval, web.

pub mod ask;
pub mod base;
pub mod bundle;
pub mod index;
pub mod ingest;

#[cfg(not(target_arch = "wasm32"))]
pub mod eval;

#[cfg(target_arch = "wasm32")]
pub mod web;

/// Only in the benchmark's build (`--features bench`): the page does not carry it.
#[cfg(all(target_arch = "wasm32", feature = "bench"))]
pub mod bench_api;

pub use ask::engine::{AskOptions, Engine};
pub use ask::question::Question;

/// The page's allocator: talc, in place of the standard library's dlmalloc for wasm32, is
/// 2.9 KB smaller in the page's gzipped wasm (dlmalloc was its largest piece of the standard
/// library). Every case question three times over the demo's three bundle folders, through
/// www/atlas-engine.js in Node: 14 % less time, and the same 2.3 MiB of wasm memory (talc's
/// authors expect 10-15 % more on some loads). Native builds keep the system allocator.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
