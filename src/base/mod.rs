//! What every step shares: the corpus configuration, the route list (`route`), text normalization and
//! patterns, dates, the document model, errors and the byte-level wire format.

pub mod call;
pub mod case;
pub mod config;
pub mod date;
pub mod decimal;
pub mod error;
pub mod file;
pub mod hash;
pub mod model;
pub mod need;
pub mod pattern;
pub mod power;
pub mod route;
pub mod shared_text;
pub mod sort;
pub mod stem;
pub mod text;
pub mod wire;
pub mod work;
