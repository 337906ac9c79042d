//! The router: its vocabulary is the configuration's, tried route by route in `Route::routed()`
//! order; anything else takes the default route.

use crate::base::config::{Config, Route};

pub fn route(config: &Config, question: &str) -> (Route, String) {
    for route in Route::routed() {
        for rule in config.router.iter().filter(|r| r.route == route) {
            let Some(regex) = rule.regex.get() else {
                continue;
            };
            if let Some(m) = regex.find(question.as_bytes()) {
                let said = question.get(m.range()).unwrap_or("");
                let said: String = said.trim().chars().take(60).collect();
                // The pattern is the corpus configuration's, a source string like any other.
                return (
                    route,
                    format!(
                        "\"{said}\" matches the {} vocabulary /{}/",
                        route.name(),
                        crate::ask::prompt::neutralize(rule.regex.as_str())
                    ),
                );
            }
        }
    }
    (
        Route::DEFAULT,
        format!("no {} vocabulary matched", Route::names(Route::routed())),
    )
}
