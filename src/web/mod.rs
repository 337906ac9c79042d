//! The JavaScript facade (wasm32 only): load a bundle's head (or a packed bundle), ask questions
//! step by step, provide the chunks a step needs, read a label's codes. A model's citations are
//! checked in JavaScript (www/citations.js), where the page draws the reply from the same groups.
//! Everything crosses as plain objects; every error is a JS Error with a message, never a panic.
//! The errors the page shows also carry a stable `code` and the `params` of its sentence, which
//! the page says in its language (www/errors.js); the English message is the detail.

use crate::ask::engine::{AskOptions, Engine as Inner, Step};
use crate::ask::question::Question;
use crate::base::error::Coded;
use js_sys::Array;
use wasm_bindgen::prelude::*;

mod objects;
use objects::{object, ToJs};

#[wasm_bindgen]
pub struct Engine {
    inner: Inner,
}

/// A JavaScript Error carrying `msg`, `code` and `params` (an object of strings).
fn coded_error(code: &str, params: &[(&str, String)], msg: &dyn std::fmt::Display) -> JsValue {
    let e = js_sys::Error::new(&crate::base::text::said(msg));
    let o = js_sys::Object::new();
    for (k, v) in params {
        objects::set(&o, k, &v.to_js());
    }
    objects::set(&e, "code", &code.into());
    objects::set(&e, "params", &o);
    e.into()
}

fn coded(e: impl Coded) -> JsValue {
    coded_error(e.code(), &e.params(), &e)
}

/// The options of `ask` are not what they should be:
/// a mistake of the calling code, whose field the message names.
fn bad_input(code: &str, what: &str, e: String) -> JsValue {
    coded_error(code, &[], &format_args!("{what}: {e}"))
}

/// Grows the engine's memory by `bytes` and writes it once, then frees it for the next load.
/// A head's first load spent about a third of its time on the page faults of memory nothing had
/// touched yet (the Rust documentation's 16x head in Node: 32 ms, 20 after this), and the page's
/// worker waits for the head's download anyway. A size the allocator refuses is skipped.
#[wasm_bindgen(js_name = reserveMemory)]
pub fn reserve_memory(bytes: usize) {
    let mut v: Vec<u8> = Vec::new();
    if v.try_reserve_exact(bytes).is_ok() {
        // A byte a page is enough to have the system map it. By index: `step_by` was an
        // iterator's code of its own in the page's wasm.
        let spare = v.spare_capacity_mut();
        let mut at = 0;
        while let Some(b) = spare.get_mut(at) {
            b.write(1);
            at += 4096;
        }
        std::hint::black_box(&mut v);
    }
}

#[wasm_bindgen]
impl Engine {
    /// Loads a bundle; throws an Error that says whether it is empty, foreign, newer, truncated
    /// or corrupted (`code` bundle-empty, bundle-foreign, ...).
    #[wasm_bindgen(constructor)]
    pub fn new(bytes: Vec<u8>) -> Result<Engine, JsValue> {
        Inner::from_vec(bytes)
            .map(|inner| Engine { inner })
            .map_err(coded)
    }

    /// `askStep(question, {persona, market, date?, k?})` -> `{done: answer}` (answer: {route,
    /// reason, why, evidence, known_facts, links, figure, no_good_match, scope, terms, trace,
    /// prompt}), or `{needs: [{slot, file, bytes}]}`: the chunks this step read that are not
    /// held, to `provide` before asking again. A complete bundle always gives `done`.
    #[wasm_bindgen(js_name = askStep)]
    pub fn ask_step(&mut self, question: &str, options: JsValue) -> Result<JsValue, JsValue> {
        let field = |key, required| {
            objects::text(&options, key, required)
                .map_err(|e| bad_input("bad-options", "options", e))
        };
        // Every option read before the question is made: a question made first was dropped on
        // each of their error returns, in the page's wasm.
        let persona = field("persona", true)?;
        let market = field("market", true)?;
        let date = field("date", false)?;
        let k =
            objects::count(&options, "k").map_err(|e| bad_input("bad-options", "options", e))?;
        let q = Question {
            text: question.to_string(),
            persona: persona.unwrap_or_default(),
            market: market.unwrap_or_default(),
            date,
        };
        let opts = AskOptions {
            k,
            ..AskOptions::default()
        };
        Ok(match self.inner.ask_step(&q, &opts).map_err(coded)? {
            Step::Done(answer) => object("done", &[answer.to_js()]),
            Step::Needs(chunks) => object("needs", &[chunks.to_js()]),
        })
    }

    /// Holds chunk `slot` (as `askStep` or `missing` named it); throws `bundle-chunk` {chunk}
    /// when the bytes are not the chunk the head names (damaged, truncated, foreign, stale), and
    /// nothing changes: fetching it again is the remedy.
    pub fn provide(&mut self, slot: usize, bytes: Vec<u8>) -> Result<(), JsValue> {
        self.inner.provide(slot, bytes).map_err(coded)
    }

    /// Bytes of the chunks held (`all`: of every chunk, held or not), for a store's progress.
    #[wasm_bindgen(js_name = chunkBytes)]
    pub fn chunk_bytes(&self, all: bool) -> f64 {
        let (held, every) = self.inner.bundle.chunk_bytes();
        (if all { every } else { held }) as f64
    }

    /// `[{slot, file, bytes}]`: every chunk the head names (`all`: what a device's store keeps
    /// of this bundle's folder; after an update, the earlier build's other chunks are dropped),
    /// or those not held yet (what to fetch for offline use). One export for both: each was
    /// code of its own in the page's wasm.
    pub fn chunks(&self, all: bool) -> JsValue {
        self.inner.bundle.chunks_of(all).to_js()
    }

    /// `readCodes(text)` -> `{parts, serials}`: the part numbers and serials a text names,
    /// canonical and in its order, read with the bundle's configured patterns as a question's
    /// are (any case, spaces for separators). The page reads a photographed label's text with it.
    #[wasm_bindgen(js_name = readCodes)]
    pub fn read_codes(&self, text: &str) -> JsValue {
        let c = &self.inner.bundle.config;
        object(
            "parts serials",
            &[
                c.normalizer.question_parts(text).to_js(),
                crate::ask::question::serials(c, text).to_js(),
            ],
        )
    }

    /// Bundle facts for the page: groups, personas it can serve, markets, counts.
    pub fn info(&self) -> Result<JsValue, JsValue> {
        let b = &self.inner.bundle;
        // Loops, not adapters: each is code of its own in the page's wasm. Pushed straight into
        // the arrays: a Vec of each kind first was an instance of the slice's `to_js` (and of
        // the pair's) for this one call.
        let personas = Array::new();
        for p in &b.config.personas {
            if p.groups.iter().all(|g| b.groups.contains(g)) {
                personas.push(&p.name.to_js());
            }
        }
        let markets = Array::new();
        for m in &b.config.markets {
            markets.push(&Array::of2(&m.code.to_js(), &m.aliases.to_js()));
        }
        // [part, blocks] in the order ingestion met them: the page says it in its language.
        let links = Array::new();
        for (p, l) in &b.links.parts {
            links.push(&Array::of2(&p.to_js(), &l.len().to_js()));
        }
        Ok(object(
            "corpus version groups personas markets documents blocks updates links labels",
            &[
                b.config.name.to_js(),
                b.config.version.to_js(),
                b.groups.to_js(),
                personas.into(),
                markets.into(),
                b.docs.len().to_js(),
                b.block_count().to_js(),
                // This build's number and what each build changed, as JSON for the worker
                // (`bundle::updates`): a device counts what changed since the build it held.
                b.updates.page().to_js(),
                links.into(),
                // `[labels]`' markets and `[columns]`, each `{name: {language: label}}`.
                object(
                    "markets columns",
                    &[
                        objects::labels(
                            b.config
                                .market_labels
                                .iter()
                                .map(|(m, l)| (m.as_str(), l.as_slice())),
                        ),
                        objects::labels(
                            b.config
                                .column_labels
                                .iter()
                                .map(|c| (c.column.as_str(), c.labels.as_slice())),
                        ),
                    ],
                ),
            ],
        ))
    }
}
