//! Runs html5ever's tokenizer and tree builder over a page's text, with one guard browsers also
//! have: past [`MAX_OPEN`] open elements a start tag is dropped (its text is still read). The
//! tree builder's scope checks walk the open elements, so nesting makes each tag cost its depth:
//! 20,000 nested `div`s took 4 s, and a 64 MB page of them would never finish. Chromium stops
//! nesting at 512 for the same reason.

use super::dom::{Dom, Id, Sink};
use html5ever::buffer_queue::BufferQueue;
use html5ever::interface::{Tracer, TreeSink};
use html5ever::tendril::StrTendril;
use html5ever::tokenizer::{
    StartTag, Tag, TagToken, Token, TokenSink, TokenSinkResult, Tokenizer, TokenizerOpts,
};
use html5ever::tree_builder::{TreeBuilder, TreeBuilderOpts};
use html5ever::{local_name, TokenizerResult};
use std::cell::Cell;

/// Open elements (with the active formatting elements) past which start tags are dropped.
pub const MAX_OPEN: usize = 512;
/// Start tags between two counts of the open elements: counting costs the depth, so counting at
/// every tag would be the quadratic cost again.
const RECOUNT_EVERY: usize = 16;

/// The page's tree.
pub fn build(html: &str) -> Dom {
    let guard = Guard {
        builder: TreeBuilder::new(Sink::default(), TreeBuilderOpts::default()),
        open: Cell::new(0),
        since_count: Cell::new(RECOUNT_EVERY),
    };
    let tokenizer = Tokenizer::new(guard, TokenizerOpts::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from_slice(html));
    // The feed pauses at each `</script>` (and a charset named late); nothing runs: go on.
    while !matches!(tokenizer.feed(&input), TokenizerResult::Done) {}
    tokenizer.end();
    tokenizer.sink.builder.sink.finish()
}

struct Guard {
    builder: TreeBuilder<Id, Sink>,
    /// Open elements at the last count.
    open: Cell<usize>,
    /// Start tags seen since that count.
    since_count: Cell<usize>,
}

struct Count<'a>(&'a Cell<usize>);

impl Tracer for Count<'_> {
    type Handle = Id;
    fn trace_handle(&self, _node: &Id) {
        self.0.set(self.0.get() + 1);
    }
}

impl Guard {
    /// Whether the open elements may be [`MAX_OPEN`] deep.
    fn too_deep(&self) -> bool {
        let mut since = self.since_count.get();
        if since >= RECOUNT_EVERY {
            let count = Cell::new(0);
            self.builder.trace_handles(&Count(&count));
            self.open.set(count.get());
            since = 0;
        }
        self.since_count.set(since + 1);
        self.open.get() + since >= MAX_OPEN
    }
}

impl TokenSink for Guard {
    type Handle = Id;

    fn process_token(&self, token: Token, line_number: u64) -> TokenSinkResult<Id> {
        if let TagToken(Tag {
            kind: StartTag,
            name,
            ..
        }) = &token
        {
            // Elements whose content is raw text are always built: dropped, their content
            // would be read as markup (a script's code as page text).
            let raw = matches!(
                *name,
                local_name!("script")
                    | local_name!("style")
                    | local_name!("title")
                    | local_name!("textarea")
                    | local_name!("xmp")
                    | local_name!("iframe")
                    | local_name!("noembed")
                    | local_name!("noframes")
                    | local_name!("noscript")
                    | local_name!("plaintext")
            );
            if !raw && self.too_deep() {
                return TokenSinkResult::Continue;
            }
        }
        self.builder.process_token(token, line_number)
    }

    fn end(&self) {
        self.builder.end();
    }

    fn adjusted_current_node_present_but_not_in_html_namespace(&self) -> bool {
        self.builder
            .adjusted_current_node_present_but_not_in_html_namespace()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ingest::sources::html::dom::DOCUMENT;

    fn depth(dom: &Dom) -> usize {
        let mut deepest = 0;
        let mut next = vec![(DOCUMENT, 0)];
        while let Some((id, d)) = next.pop() {
            deepest = deepest.max(d);
            next.extend(dom.nodes[id].children.iter().map(|c| (*c, d + 1)));
        }
        deepest
    }

    #[test]
    fn nesting_stops_at_the_limit_and_the_text_is_still_read() {
        for open in ["<div>", "<b>", "<b class=x>", "<table><tr><td>", "<ul><li>"] {
            let html = open.repeat(5_000) + "deep text" + &"</i>".repeat(5_000);
            let dom = build(&html);
            let d = depth(&dom);
            assert!(
                d <= MAX_OPEN + RECOUNT_EVERY + 4,
                "{open}: {d} deep (html, body and the text add 3)"
            );
            assert!(
                dom.nodes.iter().any(|n| matches!(&n.data, super::super::dom::Data::Text(t) if t.contains("deep text"))),
                "{open}: the text is lost"
            );
        }
        // A real page is far from the limit: nothing is dropped.
        let page = "<div>".repeat(100) + "x" + &"</div>".repeat(100);
        assert_eq!(depth(&build(&page)), 103);
    }
}
