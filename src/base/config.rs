//! The corpus configuration (`corpus.conf`): groups, personas, markets, products, link and code
//! patterns, router vocabulary and search settings. Domain knowledge is data: another company's
//! corpus needs another file, not another build. The file's entries travel in every bundle,
//! without its comments.

use crate::base::error::SourceError;
use crate::base::pattern::Pattern;
use crate::base::pattern::{Compile, Regexp};
pub use crate::base::route::Route;
use crate::base::text::Normalizer;

#[derive(Clone, Debug)]
pub struct Config {
    pub name: String,
    pub version: String,
    pub passage_words: usize,
    pub groups: Vec<String>,
    pub personas: Vec<Persona>,
    pub markets: Vec<Alias>,
    pub products: Vec<Alias>,
    pub normalizer: Normalizer,
    pub router: Vec<RouteRule>,
    pub search: SearchSettings,
    /// Metadata of HTML pages (`[html]`), which carry no header of their own.
    pub html: HtmlSettings,
    /// The file's entries without comments and blank lines, stored in bundles so the browser
    /// parses exactly what ingestion did. Comments stay behind: every group gets every bundle's
    /// configuration, and a comment may speak of what only some groups may read.
    pub text: String,
}

#[derive(Clone, Debug)]
pub struct Persona {
    pub name: String,
    pub groups: Vec<String>,
}

/// A code (market `MA`, product `C-3`) and the other ways a question may name it.
#[derive(Clone, Debug)]
pub struct Alias {
    pub code: String,
    pub aliases: Vec<String>,
}

#[derive(Clone, Debug)]
pub struct RouteRule {
    pub route: Route,
    pub regex: Regexp,
}

#[derive(Clone, Debug, PartialEq)]
pub struct SearchSettings {
    pub k: usize,
    pub k1: f64,
    pub b: f64,
    pub title_weight: f64,
    pub heading_weight: f64,
    pub product_boost: f64,
}

/// `[html]`: the groups, markets, products and validity every page of `html/` carries.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HtmlSettings {
    pub groups: Vec<String>,
    pub markets: Vec<String>,
    pub products: Vec<String>,
    pub valid_from: Option<crate::base::date::Date>,
    pub valid_to: Option<crate::base::date::Date>,
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            k: 5,
            k1: 1.2,
            b: 0.75,
            title_weight: 2.0,
            heading_weight: 2.0,
            product_boost: 1.5,
        }
    }
}

impl Config {
    pub fn persona(&self, name: &str) -> Option<&Persona> {
        self.personas.iter().find(|p| p.name == name)
    }

    pub fn has_group(&self, g: &str) -> bool {
        self.groups.iter().any(|x| x == g)
    }

    pub fn has_market(&self, m: &str) -> bool {
        self.markets.iter().any(|x| x.code == m)
    }

    pub fn has_product(&self, p: &str) -> bool {
        self.products.iter().any(|x| x.code == p)
    }

    /// The first group, market or product in these lists that the configuration does not
    /// define, as (the list's name, what is wrong). Sources and `[html]` check their metadata
    /// with it.
    pub fn unknown_reference(
        &self,
        groups: &[String],
        markets: &[String],
        products: &[String],
    ) -> Option<(&'static str, String)> {
        let codes = |a: &[Alias]| {
            a.iter()
                .map(|x| x.code.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if let Some(g) = groups.iter().find(|g| !self.has_group(g)) {
            return Some((
                "groups",
                format!("unknown group '{g}' (groups: {})", self.groups.join(", ")),
            ));
        }
        if let Some(m) = markets.iter().find(|m| !self.has_market(m)) {
            return Some((
                "markets",
                format!("unknown market '{m}' (markets: {})", codes(&self.markets)),
            ));
        }
        if let Some(p) = products.iter().find(|p| !self.has_product(p)) {
            return Some((
                "products",
                format!(
                    "unknown product '{p}' (products: {})",
                    codes(&self.products)
                ),
            ));
        }
        None
    }

    /// Routes this corpus can take, in `Route::ALL`'s order: the default and those the router
    /// has vocabulary for.
    pub fn routes(&self) -> Vec<Route> {
        Route::ALL
            .into_iter()
            .filter(|r| *r == Route::DEFAULT || self.router.iter().any(|rule| rule.route == *r))
            .collect()
    }

    pub fn parse(text: &str, file: &str) -> Result<Config, SourceError> {
        Config::parse_with(text, file, Compile::Now)
    }

    /// `parse`, with the configured patterns compiled `when` (see `Compile`).
    pub fn parse_with(text: &str, file: &str, when: Compile) -> Result<Config, SourceError> {
        let mut c = Config {
            name: String::new(),
            version: String::new(),
            passage_words: 220,
            groups: Vec::new(),
            personas: Vec::new(),
            markets: Vec::new(),
            products: Vec::new(),
            normalizer: Normalizer::default(),
            router: Vec::new(),
            search: SearchSettings::default(),
            html: HtmlSettings::default(),
            text: String::new(),
        };
        let mut section = String::new();
        let mut persona_lines = Vec::new();
        let mut html_lines: Vec<(usize, &str)> = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let n = i + 1;
            let err = |m: String| SourceError::at(file, n, m);
            let line = strip_comment(raw).trim();
            if line.is_empty() {
                continue;
            }
            // Only spaces and tabs are trimmed from the stored line: a '#' they precede was cut
            // as a comment, so the stored line reads back as the same entry.
            c.text
                .push_str(strip_comment(raw).trim_matches([' ', '\t', '\r']));
            c.text.push('\n');
            if let Some(name) = line.strip_prefix('[') {
                let name = name
                    .strip_suffix(']')
                    .ok_or_else(|| err(format!("section header '{line}' has no closing ']'")))?;
                const SECTIONS: [&str; 10] = [
                    "corpus", "groups", "personas", "markets", "products", "links", "codes",
                    "router", "search", "html",
                ];
                if !SECTIONS.contains(&name) {
                    return Err(err(format!(
                        "unknown section [{name}]; expected one of {}",
                        SECTIONS.join(", ")
                    )));
                }
                section = name.to_string();
                continue;
            }
            let (key, value) = line
                .split_once('=')
                .map(|(k, v)| (k.trim(), v.trim()))
                .ok_or_else(|| err(format!("expected 'key = value', found '{line}'")))?;
            if key.is_empty() {
                return Err(err("an entry has no key before '='".into()));
            }
            match section.as_str() {
                "" => return Err(err(format!("'{key}' comes before any [section]"))),
                "corpus" => match key {
                    "name" => c.name = value.to_string(),
                    "version" => c.version = value.to_string(),
                    "passage_words" => {
                        c.passage_words = parse_num(value).filter(|v| *v >= 20).ok_or_else(|| {
                            err(format!("passage_words must be a whole number of at least 20, found '{value}'"))
                        })?
                    }
                    _ => return Err(err(format!("unknown key '{key}' in [corpus]"))),
                },
                "groups" => {
                    check_name(key).map_err(&err)?;
                    if c.has_group(key) {
                        return Err(err(format!("group '{key}' is defined twice")));
                    }
                    c.groups.push(key.to_string());
                }
                "personas" => persona_lines.push((n, key.to_string(), list(value))),
                "markets" | "products" => {
                    let target = if section == "markets" { &mut c.markets } else { &mut c.products };
                    if target.iter().any(|a| a.code == key) {
                        return Err(err(format!("{} '{key}' is defined twice", &section[..section.len() - 1])));
                    }
                    target.push(Alias {
                        code: key.to_string(),
                        aliases: list(value),
                    });
                }
                "links" | "codes" => {
                    let (source, template) = value.rsplit_once("=>").ok_or_else(|| {
                        err(format!("pattern '{key}' must read 'regex => canonical form'"))
                    })?;
                    let p = Pattern::with(key, source.trim(), template.trim(), when).map_err(&err)?;
                    if section == "links" {
                        c.normalizer.links.push(p);
                    } else {
                        c.normalizer.codes.push(p);
                    }
                }
                "router" => {
                    let route = Route::parse(key)
                        .filter(|r| *r != Route::DEFAULT)
                        .ok_or_else(|| err(format!("unknown route '{key}'; expected {}", Route::names(Route::routed()))))?;
                    let regex = Regexp::new(value, when)
                        .map_err(|e| err(format!("router pattern for {key} does not compile: {e}")))?;
                    c.router.push(RouteRule { route, regex });
                }
                "search" => {
                    let s = &mut c.search;
                    let float = |v: &str| {
                        v.parse::<f64>()
                            .ok()
                            .filter(|x| x.is_finite() && *x >= 0.0)
                            .ok_or_else(|| err(format!("{key} must be a number of at least 0, found '{v}'")))
                    };
                    match key {
                        "k" => {
                            s.k = parse_num(value)
                                .filter(|k| (1..=100).contains(k))
                                .ok_or_else(|| err(format!("k must be a whole number from 1 to 100, found '{value}'")))?
                        }
                        "k1" => s.k1 = float(value)?,
                        "b" => {
                            s.b = float(value)?;
                            if s.b > 1.0 {
                                return Err(err(format!("b must be between 0 and 1, found '{value}'")));
                            }
                        }
                        "title_weight" => s.title_weight = float(value)?,
                        "heading_weight" => s.heading_weight = float(value)?,
                        "product_boost" => s.product_boost = float(value)?,
                        "stopwords" => c.normalizer.stopwords = list(value).into_iter().map(|w| w.to_lowercase()).collect(),
                        _ => return Err(err(format!("unknown key '{key}' in [search]"))),
                    }
                }
                "html" => {
                    let h = &mut c.html;
                    let date = |v: &str| {
                        crate::base::date::Date::parse(v).map(Some).map_err(|e| err(format!("{key}: {e}")))
                    };
                    match key {
                        "groups" => h.groups = list(value),
                        "markets" => h.markets = list(value),
                        "products" => h.products = list(value),
                        "valid_from" => h.valid_from = if value.is_empty() { None } else { date(value)? },
                        "valid_to" => h.valid_to = if value.is_empty() { None } else { date(value)? },
                        _ => return Err(err(format!("unknown key '{key}' in [html]; expected groups, markets, products, valid_from or valid_to"))),
                    }
                    html_lines.push((n, key));
                }
                _ => unreachable!("sections are checked when they open"),
            }
        }
        if c.groups.is_empty() {
            return Err(SourceError::at(
                file,
                0,
                "no [groups]: at least one access group is needed",
            ));
        }
        for (n, name, groups) in persona_lines {
            if groups.is_empty() {
                return Err(SourceError::at(
                    file,
                    n,
                    format!("persona '{name}' has no groups"),
                ));
            }
            if let Some(g) = groups.iter().find(|g| !c.has_group(g)) {
                return Err(SourceError::at(
                    file,
                    n,
                    format!(
                        "persona '{name}' names unknown group '{g}' (groups: {})",
                        c.groups.join(", ")
                    ),
                ));
            }
            if c.persona(&name).is_some() {
                return Err(SourceError::at(
                    file,
                    n,
                    format!("persona '{name}' is defined twice"),
                ));
            }
            c.personas.push(Persona { name, groups });
        }
        if c.personas.is_empty() {
            return Err(SourceError::at(
                file,
                0,
                "no [personas]: at least one persona is needed",
            ));
        }
        let html_line = |k: &str| {
            html_lines
                .iter()
                .find(|(_, key)| *key == k)
                .map_or(0, |(n, _)| *n)
        };
        let h = &c.html;
        if let Some((key, message)) = c.unknown_reference(&h.groups, &h.markets, &h.products) {
            return Err(SourceError::at(
                file,
                html_line(key),
                format!("[html] {message}"),
            ));
        }
        if let (Some(from), Some(to)) = (h.valid_from, h.valid_to) {
            if to < from {
                return Err(SourceError::at(
                    file,
                    html_line("valid_to"),
                    format!("[html] valid_to {to} is before valid_from {from}"),
                ));
            }
        }
        if c.name.is_empty() {
            c.name = "corpus".into();
        }
        Ok(c)
    }

    /// The bundle name for a set of groups: the groups in configuration order, joined by '+'.
    pub fn bundle_name(&self, groups: &[String]) -> String {
        self.groups
            .iter()
            .filter(|g| groups.contains(g))
            .cloned()
            .collect::<Vec<_>>()
            .join("+")
    }
}

fn strip_comment(line: &str) -> &str {
    // A '#' starts a comment only at the start or after white space: regexes may hold '#'.
    let bytes = line.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'#' && (i == 0 || bytes[i - 1] == b' ' || bytes[i - 1] == b'\t') {
            return &line[..i];
        }
    }
    line
}

fn parse_num(v: &str) -> Option<usize> {
    v.parse().ok()
}

pub fn list(v: &str) -> Vec<String> {
    v.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

pub fn check_name(name: &str) -> Result<(), String> {
    if name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        Ok(())
    } else {
        Err(format!(
            "'{name}' may hold only letters, digits, '-' and '_'"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINIMAL: &str = "[groups]\nservice = x\n[personas]\ntech = service\n";

    #[test]
    fn minimal_config_parses() {
        let c = Config::parse(MINIMAL, "c.conf").unwrap();
        assert_eq!(c.personas[0].groups, ["service"]);
        assert_eq!(c.search, SearchSettings::default());
    }

    #[test]
    fn the_stored_text_has_no_comments_and_reads_back_the_same() {
        let text = "# secret: a hidden document\r\n[groups]  # groups\r\nservice = x\n\n\
[personas]\ntech = service\t# trailing\n[markets]\n\u{a0}#MA = Morocco\nFR = France # and Monaco\n\
[links]\npart = \\b(A#\\d)\\b => {1}   # a '#' inside a word is kept\n  # indented\n";
        let c = Config::parse(text, "c.conf").unwrap();
        assert_eq!(
            c.text,
            "[groups]\nservice = x\n[personas]\ntech = service\n[markets]\n\u{a0}#MA = Morocco\n\
FR = France\n[links]\npart = \\b(A#\\d)\\b => {1}\n"
        );
        let again = Config::parse(&c.text, "stored").unwrap();
        assert_eq!(again.text, c.text);
        let markets = |c: &Config| format!("{:?}", c.markets);
        assert_eq!(markets(&again), markets(&c));
        assert_eq!(again.normalizer.links[0].source, "\\b(A#\\d)\\b");
        assert_eq!(format!("{:?}", again.personas), format!("{:?}", c.personas));
    }

    #[test]
    fn errors_name_the_line() {
        let bad = format!("{MINIMAL}[personas]\nboss = service, owners\n");
        let e = Config::parse(&bad, "c.conf").unwrap_err();
        assert_eq!(
            e.to_string(),
            "c.conf:6: persona 'boss' names unknown group 'owners' (groups: service)"
        );
        let bad = format!("{MINIMAL}[links]\npart = ([A-Z] => {{1}}\n");
        let e = Config::parse(&bad, "c.conf").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("c.conf:6: pattern 'part' does not compile"),
            "{e}"
        );
        let e = Config::parse("[groups]\na = b\n[colours]\n", "c.conf").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("c.conf:3: unknown section [colours]"),
            "{e}"
        );
    }
}
