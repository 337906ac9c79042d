//! Question time: a question is checked (`question`), read against its bundle (`reading`),
//! routed (`router`, which says why as a `reason`), answered by one route (`routes`) under the
//! access and situation `filters`, and assembled into a `prompt`; the
//! model's reply is checked against what was supplied (`citations`). `engine` runs the steps;
//! `when` reads a question's time expressions, `vocabulary` the words it typed loosely.

pub mod answer;
pub mod citations;
pub mod engine;
pub mod facts;
pub mod filters;
mod names;
pub mod prompt;
pub mod question;
pub mod reading;
pub mod reason;
pub mod router;
pub mod routes;
mod split;
pub mod vocabulary;
pub mod when;
