//! The routes. Each is a module with `run(&Reading) -> Found`: the blocks it supplies and what it
//! learned on the way. `run` below is the one place that maps a `Route` to its module; what a route returns is
//! `found`'s.

pub(crate) mod calculate;
pub mod follow;
pub(crate) mod found;
pub(crate) mod list;
pub mod search;

use crate::ask::reading::Reading;
use crate::base::route::Route;
pub(crate) use found::{Found, Supplied};

pub(crate) fn run(route: Route, cx: &Reading) -> Found {
    match route {
        Route::Search => search::run(cx),
        Route::List => list::run(cx),
        Route::Calculate => calculate::run(cx),
        Route::Follow => follow::run(cx),
    }
}
