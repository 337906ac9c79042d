//! What a configuration's sections must agree on, checked once all of them are read.

use super::parse::{add_label, label_key, persona, At, Pending};
use super::Config;
use crate::base::error::SourceError;

pub fn check(c: &mut Config, pending: Pending, at: &At) -> Result<(), SourceError> {
    if c.groups.is_empty() {
        return Err(at.err(0, "no [groups]: at least one access group is needed"));
    }
    for (n, name, groups) in pending.personas {
        if groups.is_empty() {
            return Err(at.err(n, format!("persona '{name}' has no groups")));
        }
        if let Some(g) = groups.iter().find(|g| !c.has_group(g)) {
            return Err(at.err(
                n,
                format!(
                    "persona '{name}' names unknown group '{g}' (groups: {})",
                    c.groups.join(", ")
                ),
            ));
        }
        if c.persona(&name).is_some() {
            return Err(at.err(n, format!("persona '{name}' is defined twice")));
        }
        c.personas.push(persona(name, groups));
    }
    if c.personas.is_empty() {
        return Err(at.err(0, "no [personas]: at least one persona is needed"));
    }
    for (n, key, label) in pending.labels {
        let (name, lang) = label_key(key);
        if let Some(p) = c.personas.iter_mut().find(|p| p.name == name) {
            add_label(
                &mut p.labels,
                &format!("persona '{name}'"),
                lang,
                label,
                n,
                at,
            )?;
            if lang == "en" {
                p.label = Some(label.to_string());
            }
            continue;
        }
        if !c.markets.iter().any(|m| m.code == name) {
            let personas: Vec<&str> = c.personas.iter().map(|p| p.name.as_str()).collect();
            let markets: Vec<&str> = c.markets.iter().map(|m| m.code.as_str()).collect();
            return Err(at.err(
                n,
                format!(
                    "[labels] names '{name}', which is neither a persona ({}) nor a market ({})",
                    personas.join(", "),
                    markets.join(", ")
                ),
            ));
        }
        let i = match c.market_labels.iter().position(|(m, _)| m == name) {
            Some(i) => i,
            None => {
                c.market_labels.push((name.to_string(), Vec::new()));
                c.market_labels.len() - 1
            }
        };
        add_label(
            &mut c.market_labels[i].1,
            &format!("market '{name}'"),
            lang,
            label,
            n,
            at,
        )?;
    }
    let html_line = |k: &str| {
        pending
            .html_lines
            .iter()
            .find(|(_, key)| *key == k)
            .map_or(0, |(n, _)| *n)
    };
    let h = &c.html;
    if let Some((key, message)) = c.unknown_reference(&h.groups, &h.markets, &h.products) {
        return Err(at.err(html_line(key), format!("[html] {message}")));
    }
    if let (Some(from), Some(to)) = (h.valid_from, h.valid_to) {
        if to < from {
            return Err(at.err(
                html_line("valid_to"),
                format!("[html] valid_to {to} is before valid_from {from}"),
            ));
        }
    }
    if let Some(r) = c.relations.iter().find(|r| r.phrases.is_empty()) {
        return Err(at.err(
            0,
            format!(
                "[relations] '{}' has words that ask for it but no phrase",
                r.kind
            ),
        ));
    }
    // The setting may follow the patterns it applies to.
    for p in &mut c.normalizer.links {
        p.case = c.links_case;
    }
    // Time expressions read years with the range [questions] sets.
    c.dates.years = c.questions.years;
    if c.name.is_empty() {
        c.name = "corpus".into();
    }
    Ok(())
}
