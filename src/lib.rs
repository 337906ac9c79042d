//! Atlas: evidence search for dealer workshops.
//!
//! Ingestion (native): a corpus folder becomes blocks, a link graph of part numbers and a BM25
//! index, written as one bundle per access group combination. Question time (native or wasm):
//! a router picks search, list, calculate or follow over a loaded bundle, with access and
//! situation filters at every step, and assembles the prompt sent to a model.

pub mod answer;
pub mod bm25;
pub mod bundle;
pub mod citations;
pub mod config;
pub mod date;
pub mod engine;
pub mod error;
pub mod filters;
pub mod links;
pub mod model;
pub mod pattern;
pub mod prompt;
pub mod question;
pub mod router;
pub mod routes;
pub mod shared_text;
pub mod source;
pub mod text;
pub mod wire;

#[cfg(not(target_arch = "wasm32"))]
pub mod eval;
#[cfg(not(target_arch = "wasm32"))]
pub mod ingest;

#[cfg(target_arch = "wasm32")]
pub mod web;

/// Only in the benchmark's build (`--features bench`): the page does not carry it.
#[cfg(all(target_arch = "wasm32", feature = "bench"))]
pub mod bench_api;

pub use engine::{AskOptions, Engine};
pub use question::Question;
