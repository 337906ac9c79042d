//! Benchmark-only JavaScript exports (wasm32 only), used by `bench/`: a question goes through
//! the same checks, router and search route as the page's `ask`, without assembling a prompt,
//! and only block indices cross into JavaScript.

use crate::ask::engine::Engine;
use crate::ask::question::{Asked, Question};
use crate::ask::router;
use crate::ask::routes::search;
use crate::base::config::Route;
use wasm_bindgen::prelude::*;

/// A JavaScript Error carrying `msg`: the benchmark reads messages only, no codes.
fn js_error(msg: impl std::fmt::Display) -> JsValue {
    js_sys::Error::new(&msg.to_string()).into()
}

#[wasm_bindgen]
pub struct BenchEngine {
    inner: Engine,
    persona: String,
    market: String,
}

#[wasm_bindgen]
impl BenchEngine {
    /// Loads a bundle (the same loader as the page's `Engine`); questions are asked as the
    /// configuration's first persona that the bundle serves, in its first market.
    #[wasm_bindgen(constructor)]
    pub fn new(bytes: Vec<u8>) -> Result<BenchEngine, JsValue> {
        let inner = Engine::from_vec(bytes).map_err(js_error)?;
        let b = &inner.bundle;
        let persona = b
            .config
            .personas
            .iter()
            .find(|p| p.groups.iter().all(|g| b.groups.contains(g)))
            .map(|p| p.name.clone())
            .ok_or_else(|| js_error("no persona of the configuration is served by this bundle"))?;
        let market = b
            .config
            .markets
            .first()
            .map(|m| m.code.clone())
            .ok_or_else(|| js_error("the configuration has no market"))?;
        Ok(BenchEngine {
            inner,
            persona,
            market,
        })
    }

    /// The best `k` blocks for a question, as block indices (see `blocks`), best first. The
    /// question is checked, routed and searched as `Engine.ask` does; a question the router sends
    /// elsewhere is an error.
    pub fn search(&self, question: &str, k: usize) -> Result<Vec<u32>, JsValue> {
        let b = &self.inner.bundle;
        let q = Question {
            text: question.to_string(),
            persona: self.persona.clone(),
            market: self.market.clone(),
            date: None,
        };
        let asked = Asked::check(
            &q,
            &b.config,
            &b.groups,
            crate::base::date::Date::today(),
            |w, f| self.inner.read(w, f),
            |w, f| self.inner.knows(w, f),
        )
        .map_err(js_error)?;
        let reading = self.inner.reading(&asked, k.clamp(1, 100));
        let (route, _) = router::route(&reading);
        if route != Route::Search {
            return Err(js_error(format!("routed to {}", route.name())));
        }
        let hits = search::hits(&reading);
        Ok(hits.hits.iter().map(|(i, _)| *i as u32).collect())
    }

    /// The chunks not held yet, as JSON `[[slot, file], ...]`: the harness loads a head, then
    /// provides every chunk from the bundle's folder, as the page does for offline use.
    pub fn missing(&self) -> Result<String, JsValue> {
        let list: Vec<(usize, String)> = self
            .inner
            .missing()
            .into_iter()
            .map(|c| (c.slot, c.file))
            .collect();
        serde_json_lite(&list)
    }

    pub fn provide(&mut self, slot: usize, bytes: Vec<u8>) -> Result<(), JsValue> {
        self.inner.provide(slot, bytes).map_err(js_error)
    }

    /// Every block as JSON: `[{id, title, heading, text}]`, in index order.
    pub fn blocks(&self) -> Result<String, JsValue> {
        #[derive(serde::Serialize)]
        struct B<'a> {
            id: &'a str,
            title: &'a str,
            heading: &'a str,
            text: &'a str,
        }
        let b = &self.inner.bundle;
        let list: Vec<B> = b
            .blocks
            .iter()
            .filter(|x| !x.is_hole())
            .map(|x| B {
                id: &x.id,
                title: &b.docs[x.doc].title,
                heading: &x.heading,
                text: &x.text,
            })
            .collect();
        serde_json_lite(&list)
    }
}

/// JSON through the JavaScript engine: serde_json is not a wasm dependency.
fn serde_json_lite<T: serde::Serialize>(v: &T) -> Result<String, JsValue> {
    let value = serde_wasm_bindgen::to_value(v).map_err(js_error)?;
    js_sys::JSON::stringify(&value)
        .map(String::from)
        .map_err(|_| js_error("blocks do not serialize"))
}
