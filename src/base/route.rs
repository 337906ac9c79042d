//! The routes a question can take: one list, read by the configuration (`[router]` keys), the
//! router, the evaluation cases and every message that names them. A new route is one variant
//! here with its names below, its module in `ask/routes/` and its arm in `ask/routes/mod.rs`.

use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Route {
    Search,
    List,
    Calculate,
    Follow,
}

impl Route {
    /// Every route, in the order `atlas stats` prints them.
    pub const ALL: [Route; 4] = [Route::Search, Route::List, Route::Calculate, Route::Follow];

    /// The route taken when no other route's vocabulary matches.
    pub const DEFAULT: Route = Route::Search;

    pub fn name(self) -> &'static str {
        match self {
            Route::Search => "search",
            Route::List => "list",
            Route::Calculate => "calculate",
            Route::Follow => "follow",
        }
    }

    /// The code of a reason that is one of the route's `[router]` patterns: the page's
    /// `why.CODE` key.
    pub fn pattern_code(self) -> &'static str {
        match self {
            Route::Search => "search.pattern",
            Route::List => "list.pattern",
            Route::Calculate => "calculate.pattern",
            Route::Follow => "follow.pattern",
        }
    }

    pub fn parse(s: &str) -> Option<Route> {
        Route::ALL.into_iter().find(|r| r.name() == s)
    }

    /// The routes the router chooses between, most specific first: the narrower the questions
    /// a route takes, the earlier. The default route, taken when none of them matches, is not
    /// among them. Listed, not `ALL` sorted by a precedence and filtered: the sort was code of
    /// its own in the page's wasm.
    pub fn routed() -> impl Iterator<Item = Route> {
        [Route::Follow, Route::List, Route::Calculate].into_iter()
    }

    /// `"a, b or c"` of `routes`, for messages.
    pub fn names(routes: impl IntoIterator<Item = Route>) -> String {
        let mut names: Vec<&str> = Vec::new();
        for r in routes {
            names.push(r.name());
        }
        match names.split_last() {
            None => String::new(),
            Some((last, [])) => last.to_string(),
            // By hand, not `join`: the page's wasm has one `join` instance, of `String`s.
            Some((last, rest)) => {
                let mut out = String::new();
                for name in rest {
                    if !out.is_empty() {
                        out.push_str(", ");
                    }
                    out.push_str(name);
                }
                format!("{out} or {last}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_route_parses_back_from_its_name() {
        for r in Route::ALL {
            assert_eq!(Route::parse(r.name()), Some(r));
        }
        assert_eq!(Route::names(Route::routed()), "follow, list or calculate");
        // Every route but the default, once.
        for r in Route::ALL {
            let times = Route::routed().filter(|x| *x == r).count();
            assert_eq!(times, usize::from(r != Route::DEFAULT), "{}", r.name());
        }
    }
}
