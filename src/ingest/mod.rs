//! Ingestion: source files become documents and blocks (`sources`), and each access group
//! combination gets a bundle of what it may read (`output`, native only: it writes files).

mod carve;
pub mod numbering;
pub mod sources;

#[cfg(not(target_arch = "wasm32"))]
pub mod check;
#[cfg(not(target_arch = "wasm32"))]
pub mod output;

pub use carve::{carve, carve_over};
pub use sources::Corpus;
