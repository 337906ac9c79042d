//! Plain JavaScript objects to and from the engine, built field by field with `js_sys`: the
//! shapes serde-wasm-bindgen gave (None is undefined, pairs are two-element arrays, numbers are
//! numbers) without its serializer, which the page paid about 5 KB of gzip for.

use crate::ask::answer::{Answer, Evidence, Link, Prompt, Scope};
use crate::ask::facts::Fact;
use crate::ask::reason::Reason;
use crate::bundle::ChunkRef;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;

pub trait ToJs {
    fn to_js(&self) -> JsValue;
}

/// An object with these fields, in this order: `keys` their names apart by spaces, `values`
/// their values. One string of names, not a (name, value) pair a field: each pair's name was
/// code of its own at every field in the page's wasm.
pub fn object(keys: &str, values: &[JsValue]) -> JsValue {
    let names = crate::base::text::split_ascii(keys, b" ");
    debug_assert_eq!(names.len(), values.len(), "{keys}");
    let o = Object::new();
    for (i, value) in values.iter().enumerate() {
        set(&o, names.get(i).copied().unwrap_or_default(), value);
    }
    o.into()
}

/// Sets field `key` of `o`, an object of the engine's own (a fresh plain object or Error):
/// setting a property on one does not throw.
pub fn set(o: &Object, key: &str, value: &JsValue) {
    let _ = Reflect::set(o, &JsValue::from_str(key), value);
}

impl ToJs for str {
    fn to_js(&self) -> JsValue {
        JsValue::from_str(self)
    }
}

impl ToJs for String {
    fn to_js(&self) -> JsValue {
        JsValue::from_str(self)
    }
}

impl ToJs for &str {
    fn to_js(&self) -> JsValue {
        JsValue::from_str(self)
    }
}

impl ToJs for usize {
    fn to_js(&self) -> JsValue {
        JsValue::from_f64(*self as f64)
    }
}

impl ToJs for f64 {
    fn to_js(&self) -> JsValue {
        JsValue::from_f64(*self)
    }
}

impl ToJs for bool {
    fn to_js(&self) -> JsValue {
        JsValue::from_bool(*self)
    }
}

impl<T: ToJs> ToJs for Option<T> {
    fn to_js(&self) -> JsValue {
        self.as_ref().map_or(JsValue::UNDEFINED, T::to_js)
    }
}

// Vectors reach this by deref: an impl for `Vec<T>` as well was a function of its own for each
// element type in the page's wasm.
impl<T: ToJs> ToJs for [T] {
    fn to_js(&self) -> JsValue {
        // A loop of pushes, not a collect: `Array`'s FromIterator and Extend were code of their
        // own for each element type.
        let a = Array::new();
        for x in self {
            a.push(&x.to_js());
        }
        a.into()
    }
}

impl ToJs for (String, String) {
    fn to_js(&self) -> JsValue {
        Array::of2(&self.0.to_js(), &self.1.to_js()).into()
    }
}

impl ToJs for ChunkRef {
    fn to_js(&self) -> JsValue {
        object(
            "slot file bytes",
            &[self.slot.to_js(), self.file.to_js(), self.bytes.to_js()],
        )
    }
}

impl ToJs for Answer {
    fn to_js(&self) -> JsValue {
        object(
            concat!(
                "route reason why evidence known_facts facts links figure no_good_match scope ",
                "names terms trace prompt"
            ),
            &[
                self.route.name().to_js(),
                self.reason.to_js(),
                self.why.to_js(),
                self.evidence.to_js(),
                self.known_facts.to_js(),
                self.facts.to_js(),
                self.links.to_js(),
                self.figure.to_js(),
                self.no_good_match.to_js(),
                self.scope.to_js(),
                self.names.to_js(),
                self.terms.to_js(),
                self.trace.to_js(),
                self.prompt.to_js(),
            ],
        )
    }
}

/// `{code, words: {slot: word}}`: a reason or a fact as the page words it.
fn coded<W: ToJs>(code: &str, words: Vec<(&'static str, W)>) -> JsValue {
    let o = Object::new();
    for (slot, word) in &words {
        set(&o, slot, &word.to_js());
    }
    object("code words", &[code.to_js(), o.into()])
}

impl ToJs for Fact {
    fn to_js(&self) -> JsValue {
        coded(self.code(), self.words())
    }
}

impl ToJs for Reason {
    fn to_js(&self) -> JsValue {
        coded(self.code(), self.words())
    }
}

impl ToJs for Evidence {
    fn to_js(&self) -> JsValue {
        object(
            "label id cite doc title section heading products text score via fields",
            &[
                self.label.to_js(),
                self.id.to_js(),
                self.cite.to_js(),
                self.doc.to_js(),
                self.title.to_js(),
                self.section.to_js(),
                self.heading.to_js(),
                self.products.to_js(),
                self.text.to_js(),
                self.score.to_js(),
                self.via.to_js(),
                self.fields.to_js(),
            ],
        )
    }
}

impl ToJs for Scope {
    fn to_js(&self) -> JsValue {
        // [[column, values]], each pair made in the loop: the slice's and the pair's `to_js`
        // were instances for this one field.
        let filters = Array::new();
        for (column, values) in &self.filters {
            filters.push(&Array::of2(&column.to_js(), &values.to_js()));
        }
        object("table filters", &[self.table.to_js(), filters.into()])
    }
}

/// `{name: {language: label}}` from (name, [(language, label)]) pairs. Each name's object is
/// made by the one `labeled`: the iterator's two instances (markets, columns) each inlined the
/// loop over the languages into `info`.
pub fn labels<'a>(by_name: impl Iterator<Item = (&'a str, &'a [(String, String)])>) -> JsValue {
    let o = Object::new();
    for (name, labels) in by_name {
        labeled(&o, name, labels);
    }
    o.into()
}

/// Sets `o[name]` to `{language: label}`.
#[inline(never)]
fn labeled(o: &Object, name: &str, labels: &[(String, String)]) {
    let fields = Object::new();
    for (lang, label) in labels {
        set(&fields, lang, &label.to_js());
    }
    set(o, name, &fields);
}

impl ToJs for Link {
    fn to_js(&self) -> JsValue {
        object(
            "part from to products",
            &[
                self.part.to_js(),
                self.from.to_js(),
                self.to.to_js(),
                self.products.to_js(),
            ],
        )
    }
}

impl ToJs for Prompt {
    fn to_js(&self) -> JsValue {
        object(
            "system user tokens",
            &[self.system.to_js(), self.user.to_js(), self.tokens.to_js()],
        )
    }
}

/// Field `key` of an object: None when it is missing, null or undefined; an error naming it
/// when `value` is not an object.
fn field(value: &JsValue, key: &str) -> Result<Option<JsValue>, String> {
    if !value.is_object() {
        return Err("expected an object".into());
    }
    let v = Reflect::get(value, &JsValue::from_str(key)).map_err(|_| format!("field `{key}`"))?;
    Ok((!v.is_undefined() && !v.is_null()).then_some(v))
}

/// A text field; `required` ones may not be missing.
pub fn text(value: &JsValue, key: &str, required: bool) -> Result<Option<String>, String> {
    match field(value, key)? {
        None if required => Err(format!("missing field `{key}`")),
        None => Ok(None),
        Some(v) => v
            .as_string()
            .map(Some)
            .ok_or_else(|| format!("field `{key}` is not a string")),
    }
}

/// A whole-number field, optional.
pub fn count(value: &JsValue, key: &str) -> Result<Option<usize>, String> {
    match field(value, key)? {
        None => Ok(None),
        Some(v) => v
            .as_f64()
            .filter(|n| n.fract() == 0.0 && *n >= 0.0 && *n <= u32::MAX as f64)
            .map(|n| Some(n as usize))
            .ok_or_else(|| format!("field `{key}` is not a whole number")),
    }
}
