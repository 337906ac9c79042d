//! The JavaScript facade (wasm32 only): load a bundle's bytes, ask questions, check citations.
//! Everything crosses as plain objects; every error is a JS Error with a message, never a panic.

use crate::ask::citations;
use crate::ask::engine::{AskOptions, Engine as Inner};
use crate::ask::question::Question;
use serde::Serialize;
use std::collections::BTreeMap;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub struct Engine {
    inner: Inner,
}

/// A JavaScript Error carrying `msg`: what every export throws.
pub(crate) fn js_error(msg: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&msg.to_string()).into()
}

#[derive(serde::Deserialize, Default)]
struct JsOptions {
    persona: String,
    market: String,
    #[serde(default)]
    date: Option<String>,
    #[serde(default)]
    k: Option<usize>,
}

#[wasm_bindgen]
impl Engine {
    /// Loads a bundle; throws an Error that says whether it is empty, foreign, newer, truncated
    /// or corrupted.
    #[wasm_bindgen(constructor)]
    pub fn new(bytes: Vec<u8>) -> Result<Engine, JsValue> {
        Inner::from_vec(bytes)
            .map(|inner| Engine { inner })
            .map_err(js_error)
    }

    /// `ask(question, {persona, market, date?, k?})` -> {route, reason, evidence, known_facts,
    /// links, figure, terms, trace, prompt}.
    pub fn ask(&self, question: &str, options: JsValue) -> Result<JsValue, JsValue> {
        let o: JsOptions = serde_wasm_bindgen::from_value(options)
            .map_err(|e| js_error(format!("options: {e}")))?;
        let q = Question {
            text: question.to_string(),
            persona: o.persona,
            market: o.market,
            date: o.date,
        };
        let answer = self
            .inner
            .ask_with(
                &q,
                &AskOptions {
                    k: o.k,
                    ..AskOptions::default()
                },
            )
            .map_err(js_error)?;
        serde_wasm_bindgen::to_value(&answer).map_err(js_error)
    }

    /// Checks `[Sn]` citations in a model's answer against the evidence of `answer`.
    #[wasm_bindgen(js_name = checkCitations)]
    pub fn check_citations(&self, text: &str, answer: JsValue) -> Result<JsValue, JsValue> {
        #[derive(serde::Deserialize)]
        struct Ev {
            label: String,
            id: String,
        }
        #[derive(serde::Deserialize)]
        struct A {
            evidence: Vec<Ev>,
        }
        let a: A =
            serde_wasm_bindgen::from_value(answer).map_err(|e| js_error(format!("answer: {e}")))?;
        let evidence: Vec<crate::ask::answer::Evidence> = a
            .evidence
            .into_iter()
            .map(|e| crate::ask::answer::Evidence::label_only(e.label, e.id))
            .collect();
        serde_wasm_bindgen::to_value(&citations::check(text, &evidence)).map_err(js_error)
    }

    /// Bundle facts for the page: groups, personas it can serve, markets, counts.
    pub fn info(&self) -> Result<JsValue, JsValue> {
        let b = &self.inner.bundle;
        #[derive(serde::Serialize)]
        struct Info<'a> {
            corpus: &'a str,
            version: &'a str,
            groups: &'a [String],
            personas: Vec<&'a str>,
            markets: Vec<(&'a str, &'a [String])>,
            documents: usize,
            blocks: usize,
            links: String,
            /// `[labels]`' markets and `[columns]`, each `{name: {language: label}}`.
            labels: LabelsInfo<'a>,
        }
        #[derive(serde::Serialize)]
        struct LabelsInfo<'a> {
            markets: Map<'a>,
            columns: Map<'a>,
        }
        type Map<'a> = BTreeMap<&'a str, BTreeMap<&'a str, &'a str>>;
        fn by_lang(l: &[(String, String)]) -> BTreeMap<&str, &str> {
            l.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect()
        }

        let info = Info {
            corpus: &b.config.name,
            version: &b.config.version,
            groups: &b.groups,
            personas: b
                .config
                .personas
                .iter()
                .filter(|p| p.groups.iter().all(|g| b.groups.contains(g)))
                .map(|p| p.name.as_str())
                .collect(),
            markets: b
                .config
                .markets
                .iter()
                .map(|m| (m.code.as_str(), m.aliases.as_slice()))
                .collect(),
            documents: b.docs.len(),
            blocks: b.blocks.len(),
            links: b.links.summary(),
            labels: LabelsInfo {
                markets: b
                    .config
                    .market_labels
                    .iter()
                    .map(|(m, l)| (m.as_str(), by_lang(l)))
                    .collect(),
                columns: b
                    .config
                    .column_labels
                    .iter()
                    .map(|c| (c.column.as_str(), by_lang(&c.labels)))
                    .collect(),
            },
        };
        // Plain objects, not Maps, so the labels survive being read as JSON-like data.
        info.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(js_error)
    }
}
