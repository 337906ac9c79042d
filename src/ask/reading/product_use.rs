//! "what burrs does the GR-75 use, and are they in stock in Madrid?": a product's part asked for
//! by what it is, and who has it. The router routes it to follow (reason `follow.uses`), and
//! follow starts from the product's own block that names a part: both read it here.

use crate::ask::reading::Reading;
use crate::bundle::Bundle;

/// The words of a question asking for a product's part and who has it.
pub(crate) struct ProductUse<'a> {
    /// The product named.
    pub(crate) product: &'a str,
    /// The question's verb of use (`[questions] use_words`).
    pub(crate) used: &'a str,
    /// Its word asking what is available (`[follow] available`).
    pub(crate) available: &'a str,
}

/// A question opening by asking for a kind of thing that is no product and no table's
/// ("burrs", not "dealers" or "models": `classes`, then the readable tables' about words), a
/// product named, no part, a verb of use and a word asking what is available (other than a has
/// word, which asks what a product has).
#[inline(never)]
pub(crate) fn asked<'a>(r: &Reading<'a>, classes: &[String]) -> Option<ProductUse<'a>> {
    let (bundle, asked) = (r.bundle, r.asked);
    let config = &bundle.config;
    let q = &config.questions;
    let n = &config.normalizer;
    let product = asked.products.first().filter(|_| asked.parts.is_empty())?;
    let thing = asked.words.get(asked.asked_for(config)?)?;
    let names = |w: &String| n.words(w).first() == Some(thing);
    if classes.iter().any(names) || r.tables().any(|(_, _, t)| t.about.iter().any(names)) {
        return None;
    }
    let uses = |w: &&String| asked.uses(&n.words(w));
    let used = asked.first_used(n, &q.use_words)?;
    let available = config
        .follow
        .available
        .iter()
        .find(|w| !q.has_words.contains(w) && uses(w))?;
    Some(ProductUse {
        product,
        used,
        available,
    })
}

/// The words that name a kind of product: `[questions] product_words`, and the last word of
/// each product alias of more than one word ("city pedelec": pedelec).
pub(crate) fn classes(bundle: &Bundle) -> Vec<String> {
    let n = &bundle.config.normalizer;
    let mut classes = bundle.config.questions.product_words.clone();
    for p in &bundle.config.products {
        for alias in &p.aliases {
            let words = n.words(alias);
            if let [_, .., last] = words.as_slice() {
                crate::base::text::push_once(&mut classes, last.clone());
            }
        }
    }
    classes
}
