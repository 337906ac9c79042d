//! HTML pages (`html/**/*.html`): a page is a document, split into blocks at its `h1`, `h2` and
//! `h3` headings. Navigation, sidebars, page headers and footers, scripts, styles and forms are
//! dropped; code text is kept. When a page has a `<main>` element only its content is read.
//!
//! The page is parsed as browsers do (html5ever: the HTML standard's tokenizer, its full table of
//! character references, and its tree construction, which closes `<p>` and `<li>` and mends
//! misnested tags), after its bytes are decoded by `charset.rs`; this module then walks the tree.
//! Any byte sequence either reads without a panic or is an error naming the file (and the line of
//! the bytes that are not text in the page's encoding).
//!
//! Ids: the page's path under `html/`, without `.html`, with `/` and anything that is not a
//! letter, digit, `-` or `_` written `-` (`book/ch04-01-what-is-ownership.html` is
//! `book-ch04-01-what-is-ownership`). Section N is the page's N-th heading (`ID#N`); text before
//! the first heading is section 0; a long section becomes passages `ID-N-p0`, `ID-N-p1`, ...
//! Metadata (groups, markets, products, validity) comes from the `[html]` configuration section.

mod charset;
mod dom;
mod tree;

use super::sections::{self, Section};
use super::{Read, Source};
use crate::base::config::Config;
use crate::base::date::Date;
use crate::base::error::SourceError;
use crate::base::model::Doc;
use dom::{Data, Dom, Id, DOCUMENT};
use html5ever::local_name;

/// Elements whose content is never page text.
const DROPPED: [&str; 14] = [
    "script", "style", "nav", "aside", "noscript", "template", "svg", "iframe", "form", "button",
    "head", "select", "object", "canvas",
];
/// Dropped outside `main`/`article` only: a page's banner and footer, not an article's heading.
const CHROME: [&str; 2] = ["header", "footer"];
/// Class names and ids that mark navigation chrome built from plain `div`s.
const CHROME_NAMES: [&str; 10] = [
    "sidebar",
    "toc",
    "nav",
    "navbar",
    "navigation",
    "breadcrumb",
    "breadcrumbs",
    "menu",
    "menu-bar",
    "skip-link",
];
/// Elements that end a paragraph.
const BREAKS: [&str; 27] = [
    "p",
    "div",
    "li",
    "ul",
    "ol",
    "pre",
    "table",
    "tr",
    "br",
    "hr",
    "blockquote",
    "dl",
    "dt",
    "dd",
    "section",
    "article",
    "h4",
    "h5",
    "h6",
    "figure",
    "figcaption",
    "details",
    "summary",
    "main",
    "body",
    "thead",
    "tbody",
];
/// Headings longer than this are cut.
const MAX_HEADING_CHARS: usize = 300;

/// The document id of a page from its path under the html folder (`/`-separated).
pub fn page_id(rel_path: &str) -> String {
    let stem = rel_path
        .strip_suffix(".html")
        .or_else(|| rel_path.strip_suffix(".htm"))
        .unwrap_or(rel_path);
    let mut id = String::with_capacity(stem.len());
    for c in stem.trim_matches('/').chars() {
        if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
            id.push(c);
        } else if !id.ends_with('-') {
            id.push('-');
        }
    }
    let id = id.trim_matches('-').to_string();
    if id.is_empty() {
        "page".to_string()
    } else {
        id
    }
}

/// A page read into its title and sections (heading, paragraphs).
#[derive(Debug, Default, PartialEq)]
pub struct Page {
    pub title: String,
    /// The `lang` of its `<html>` element ("es-ES"), empty when it has none.
    pub lang: String,
    /// (section number, heading, paragraphs); sections without text are left out.
    pub sections: Vec<(usize, String, Vec<String>)>,
}

/// Reads one page as document `id`; `doc_index` is the index it will have in the corpus. A page
/// without text gives a document with no blocks.
pub fn read(source: &Source, config: &Config, doc_index: usize) -> Result<Read, SourceError> {
    let file = source.file;
    let id = page_id(source.rel);
    let id = id.as_str();
    let h = &config.html;
    if h.groups.is_empty() {
        return Err(SourceError::at(
            file,
            0,
            "HTML pages need the groups that may read them: set 'groups' in the [html] section of corpus.conf",
        ));
    }
    let page = parse(&charset::decode(file, source.bytes)?);
    let title = if page.title.is_empty() {
        id.to_string()
    } else {
        page.title.clone()
    };
    let doc = Doc {
        id: id.into(),
        title: title.into(),
        products: h.products.as_slice().into(),
        groups: h.groups.as_slice().into(),
        markets: h.markets.as_slice().into(),
        valid_from: h.valid_from.unwrap_or(Date::DAWN),
        valid_to: h.valid_to,
        superseded: false,
        superseded_by: None,
        superseded_from: None,
        table: None,
        language: page_language(&page.lang, config),
    };
    let sections = page
        .sections
        .into_iter()
        .map(|(number, heading, paragraphs)| Section {
            line: 0,
            number: number.to_string(),
            heading: if heading.is_empty() {
                doc.title.to_string()
            } else {
                heading
            },
            paragraphs,
        })
        .collect();
    let blocks = sections::blocks(&doc, doc_index, sections, config.passage_words);
    Ok(Read {
        doc,
        blocks,
        successor_line: 0,
        // A page carries no header: `[html]` is every page's, and says no embargo.
        embargo: None,
        notes: Vec::new(),
    })
}

/// What an open element changed in the reading state, undone when it closes.
struct Open {
    dropped: bool,
    main: bool,
    article: bool,
    pre: bool,
    heading: bool,
}

#[derive(Default)]
struct State {
    page: Page,
    has_main: bool,
    dropped: usize,
    mains: usize,
    articles: usize,
    pres: usize,
    /// The heading being read, if any.
    heading: Option<String>,
    headings_seen: usize,
    section: usize,
    section_heading: String,
    paragraphs: Vec<String>,
    paragraph: String,
    space: bool,
}

impl State {
    fn reading(&self) -> bool {
        self.dropped == 0 && (!self.has_main || self.mains > 0)
    }

    fn text(&mut self, text: &str) {
        if !self.reading() {
            return;
        }
        if let Some(h) = self.heading.as_mut() {
            push_collapsed(h, text, &mut self.space);
            return;
        }
        if self.pres > 0 {
            self.paragraph.extend(text.chars().filter(|c| *c != '\r'));
        } else {
            push_collapsed(&mut self.paragraph, text, &mut self.space);
        }
    }

    fn end_paragraph(&mut self) {
        self.space = false;
        let p = if self.pres > 0 {
            self.paragraph.trim_end().trim_start_matches(['\n', '\r'])
        } else {
            self.paragraph.trim()
        };
        if !p.is_empty() {
            self.paragraphs.push(p.to_string());
        }
        self.paragraph.clear();
    }

    fn end_section(&mut self) {
        self.end_paragraph();
        if !self.paragraphs.is_empty() {
            let paragraphs = std::mem::take(&mut self.paragraphs);
            self.page.sections.push((
                self.section,
                std::mem::take(&mut self.section_heading),
                paragraphs,
            ));
        }
    }

    fn end_heading(&mut self) {
        if let Some(h) = self.heading.take() {
            self.headings_seen += 1;
            self.section = self.headings_seen;
            self.section_heading = h.trim().chars().take(MAX_HEADING_CHARS).collect();
            self.space = false;
        }
    }

    fn block_edge(&mut self, name: &str) {
        if BREAKS.contains(&name) && self.reading() && self.heading.is_none() {
            self.end_paragraph();
        }
    }

    fn open(&mut self, name: &str, chrome: bool) -> Open {
        self.block_edge(name);
        if name == "td" || name == "th" {
            self.space = true;
        }
        let open = Open {
            dropped: DROPPED.contains(&name)
                || (CHROME.contains(&name) && self.mains == 0 && self.articles == 0)
                || chrome,
            main: name == "main",
            article: name == "article",
            pre: name == "pre",
            heading: matches!(name, "h1" | "h2" | "h3"),
        };
        self.dropped += usize::from(open.dropped);
        self.mains += usize::from(open.main);
        self.articles += usize::from(open.article);
        self.pres += usize::from(open.pre);
        if open.heading && self.reading() {
            self.end_section();
            self.heading = Some(String::new());
            self.space = false;
        }
        open
    }

    fn close(&mut self, name: &str, open: Open) {
        if open.heading && self.reading() {
            self.end_heading();
        }
        if open.pre && self.reading() && self.heading.is_none() {
            self.end_paragraph();
        }
        self.dropped -= usize::from(open.dropped);
        self.mains -= usize::from(open.main);
        self.articles -= usize::from(open.article);
        self.pres -= usize::from(open.pre);
        self.block_edge(name);
    }
}

/// Reads a page's title and sections. Never panics, whatever the text.
pub fn parse(html: &str) -> Page {
    let dom = tree::build(html);
    let order = attached(&dom);
    let mut s = State {
        has_main: order.iter().any(|id| dom.html_name(*id) == Some("main")),
        ..State::default()
    };
    s.page.title = title(&dom, &order);
    s.page.lang = order
        .iter()
        .find(|id| dom.html_name(**id) == Some("html"))
        .and_then(|id| dom.attr(*id, &local_name!("lang")))
        .unwrap_or_default()
        .to_string();
    enum Step<'a> {
        Enter(Id),
        Leave(&'a str, Open),
    }
    // Iterative, so a page nested 100,000 elements deep reads like any other.
    let mut seen = vec![false; dom.nodes.len()];
    let mut steps = vec![Step::Enter(DOCUMENT)];
    while let Some(step) = steps.pop() {
        let id = match step {
            Step::Leave(name, open) => {
                s.close(name, open);
                continue;
            }
            Step::Enter(id) => id,
        };
        // A node is read once, whatever the tree builder did to it.
        if std::mem::replace(&mut seen[id], true) {
            continue;
        }
        let node = &dom.nodes[id];
        match &node.data {
            Data::Text(t) => s.text(t),
            Data::Element { name, .. } => {
                let open = s.open(&name.local, is_chrome(&dom, id));
                steps.push(Step::Leave(&name.local, open));
            }
            Data::Document | Data::Other => {}
        }
        // A template's content is not among its children: it is never read.
        steps.extend(node.children.iter().rev().map(|c| Step::Enter(*c)));
    }
    if s.heading.is_some() {
        s.end_heading();
    }
    s.end_section();
    s.page
}

/// The nodes in the page's tree (not a template's content), in document order.
fn attached(dom: &Dom) -> Vec<Id> {
    let mut seen = vec![false; dom.nodes.len()];
    let mut order = Vec::with_capacity(dom.nodes.len());
    let mut next = vec![DOCUMENT];
    while let Some(id) = next.pop() {
        if !std::mem::replace(&mut seen[id], true) {
            order.push(id);
            next.extend(dom.nodes[id].children.iter().rev());
        }
    }
    order
}

/// The corpus language a page's `lang` names by its primary subtag (`es-ES`: Spanish), or the
/// corpus's first: pages carry no header, and a `lang` the corpus does not list is no error.
fn page_language(lang: &str, config: &Config) -> u8 {
    let primary = lang.split(['-', '_']).next().unwrap_or_default();
    let named = crate::base::stem::Stemmer::parse(primary);
    config
        .normalizer
        .stemmers
        .iter()
        .position(|s| Some(*s) == named)
        .map_or(0, |at| at as u8)
}

/// The text of the page's first `<title>`, whitespace collapsed.
fn title(dom: &Dom, order: &[Id]) -> String {
    let Some(&title) = order.iter().find(|id| dom.html_name(**id) == Some("title")) else {
        return String::new();
    };
    let mut t = String::new();
    let mut space = false;
    for c in &dom.nodes[title].children {
        if let Data::Text(text) = &dom.nodes[*c].data {
            push_collapsed(&mut t, text, &mut space);
        }
    }
    t.trim().chars().take(MAX_HEADING_CHARS).collect()
}

/// Whether an element's `id` or `class` names navigation chrome.
fn is_chrome(dom: &Dom, id: Id) -> bool {
    [local_name!("id"), local_name!("class")].iter().any(|key| {
        dom.attr(id, key).is_some_and(|v| {
            v.split_ascii_whitespace()
                .any(|c| CHROME_NAMES.iter().any(|n| c.eq_ignore_ascii_case(n)))
        })
    })
}

fn push_collapsed(out: &mut String, text: &str, space: &mut bool) {
    for c in text.chars() {
        if c.is_whitespace() {
            *space = true;
        } else {
            if *space && !out.is_empty() && !out.ends_with(char::is_whitespace) {
                out.push(' ');
            }
            *space = false;
            out.push(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_is_in_the_language_its_html_lang_names_when_the_corpus_has_it() {
        let page =
            parse(r#"<!DOCTYPE html><html lang="es-ES"><title>T</title><h1>Bombas</h1><p>x</p>"#);
        assert_eq!(page.lang, "es-ES");
        let conf = "[corpus]\nname = T\nversion = 1\n[groups]\ng = G\n[personas]\np = g\n\
                    [search]\nstemmer = english, spanish\n";
        let config = Config::parse(conf, "corpus.conf").unwrap();
        assert_eq!(page_language(&page.lang, &config), 1);
        assert_eq!(page_language("en", &config), 0);
        // A language the corpus does not list, or none: the corpus's first.
        assert_eq!(page_language("de-AT", &config), 0);
        assert_eq!(page_language("", &config), 0);
    }

    fn sections(html: &str) -> Vec<(usize, String, Vec<String>)> {
        parse(html).sections
    }

    #[test]
    fn pages_split_at_headings_and_drop_chrome() {
        let html = r##"<!DOCTYPE html><html><head><title>Ownership &amp; borrowing - Book</title>
            <script>var x = "<h1>no</h1>";</script><style>h1 { color: red }</style></head>
            <body><nav class="sidebar"><h2>Contents</h2><a href="a.html">A</a></nav>
            <div id="menu-bar">Menu</div>
            <main><h1 id="o"><a class="header" href="#o">What Is Ownership?</a></h1>
            <p>Ownership is a set of&nbsp;rules.</p><p>Second   paragraph
            spans lines.</p>
            <h2>The Stack</h2><pre><code>let s = String::from(&quot;hi&quot;);
let t = s;</code></pre>
            <h4>Minor</h4><p>kept as text &lt;T&gt; &#x41;&#66;</p>
            <h3>Empty</h3>
            <h3>Last</h3><ul><li>one<li>two</ul></main>
            <footer>Copyright</footer></body></html>"##;
        let page = parse(html);
        assert_eq!(page.title, "Ownership & borrowing - Book");
        assert_eq!(
            page.sections,
            vec![
                (
                    1,
                    "What Is Ownership?".to_string(),
                    vec![
                        "Ownership is a set of rules.".to_string(),
                        "Second paragraph spans lines.".to_string()
                    ]
                ),
                (
                    2,
                    "The Stack".to_string(),
                    vec![
                        "let s = String::from(\"hi\");\nlet t = s;".to_string(),
                        "Minor".to_string(),
                        "kept as text <T> AB".to_string()
                    ]
                ),
                (
                    4,
                    "Last".to_string(),
                    vec!["one".to_string(), "two".to_string()]
                ),
            ]
        );
    }

    #[test]
    fn without_main_the_body_is_read_and_text_before_a_heading_is_section_0() {
        let s = sections(
            "<body><header>Site</header><p>Intro</p><h2>A</h2>x<aside>ad</aside>y<footer>f</footer>",
        );
        assert_eq!(
            s,
            vec![
                (0, String::new(), vec!["Intro".to_string()]),
                (1, "A".to_string(), vec!["xy".to_string()]),
            ]
        );
    }

    #[test]
    fn bad_html_never_panics() {
        let nasty = [
            "",
            "<",
            "<<<>>>",
            "</",
            "</>",
            "<a",
            "<a href=\"x",
            "<!--",
            "<!-- a -- b",
            "<!",
            "<?xml",
            "<script>unclosed",
            "<title>t",
            "<h1>never closed",
            "</h1></h2></main></nav>",
            "&",
            "&#;",
            "&#x110000;",
            "&#99999999999999999999;",
            "&#0;",
            "&unknown;",
            "<p>é<b>ü</b>&eacute;</p>",
            "<div class='sidebar>text",
            "<nav><nav></nav>text",
            "<main><pre>\r\n  code\r\n</main>",
            "<h2><h3>nested</h2></h3>rest",
            "<a b='1' c=\"2\" d=3 e>x</a>",
            "<x y=\"\u{1F600}\">\u{1F600}</x>",
            "<table><tr><td>a<td>b</table>",
        ];
        for n in nasty {
            let _ = parse(n);
        }
        let deep = "<b>".repeat(20_000) + "text" + &"</i>".repeat(20_000);
        let p = parse(&deep);
        assert_eq!(p.sections[0].2, ["text"]);
        // Every prefix of a real page, cut at any byte that is a char boundary.
        let page = "<html><title>T</title><main><h1>A &amp; B</h1><p>x<code>y</code>é</p></main>";
        for cut in 0..=page.len() {
            if page.is_char_boundary(cut) {
                let _ = parse(&page[..cut]);
            }
        }
    }

    #[test]
    fn character_references_decode_or_stay() {
        let text = |html: &str| sections(html).remove(0).2.remove(0);
        assert_eq!(text("a &amp;&lt;b&gt; &#8212; &#x2019;"), "a &<b> — ’");
        assert_eq!(text("AT&T & &zz; &#xZZ;"), "AT&T & &zz; &#xZZ;");
        // The standard's whole table, rare and multi-character ones included, and the legacy
        // references written without their semicolon.
        assert_eq!(
            text("&NotLessGreater; &hellip; &NotNestedGreaterGreater; &copy 2026 &frac34;"),
            "≸ … \u{2aa2}\u{338} © 2026 ¾"
        );
        assert_eq!(
            parse("<title>A &rarr; B&nbsp;&ndash; C</title>").title,
            "A → B – C"
        );
    }

    #[test]
    fn misnested_and_unclosed_tags_are_mended_as_browsers_do() {
        assert_eq!(
            sections("<p><b><i>x</b></i> y<p>one<p>two<ul><li>a<li>b</ul>three"),
            [(
                0,
                String::new(),
                ["x y", "one", "two", "a", "b", "three"]
                    .map(String::from)
                    .to_vec()
            )]
        );
        // `</b>` inside a nav: browsers keep the rest of the nav in the nav (the adoption
        // agency moves it out of the b); closing everything up to the b read it as page text.
        assert_eq!(
            sections("<div><b>bold<nav>menu</b> still menu</nav> after</div>"),
            [(0, String::new(), vec!["bold after".to_string()])]
        );
        // A `<p>` left open inside `<main>` ends with it; what follows main is not read.
        assert_eq!(
            sections("<body><main><p>in main<li>item</main><p>outside</p>"),
            [(
                0,
                String::new(),
                vec!["in main".to_string(), "item".to_string()]
            )]
        );
    }

    #[test]
    fn templates_and_noscript_are_not_page_text() {
        let s = sections(
            "<main><template><p>template text</p><h2>Template heading</h2></template>\
             <noscript><p>Enable JavaScript</p></noscript><p>Real text.</p></main>",
        );
        assert_eq!(s, [(0, String::new(), vec!["Real text.".to_string()])]);
    }

    #[test]
    fn main_nested_in_the_body_is_read_without_the_navigation_around_it() {
        let html = r##"<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>T</title></head>
            <body class="light"><nav id="top"><h1>Site</h1><li>Home</nav>
            <div class="page-wrapper"><div id="sidebar"><h2>Chapters</h2></div>
            <main>
            <h1 id="the-title"><a class="header" href="#the-title">The <code>Box&lt;T&gt;</code>
              <em>type</em></a></h1>
            <aside class="note"><h2>Aside heading</h2>aside text</aside>
            <p>Boxes store data on the heap.</p>
            <h2 id="s"><a href="#s">Using a <strong>Box</strong></a><span class="anchor" id="x">#</span></h2>
            <p>Text.</p>
            </main></div>
            <aside><p>Outer aside</p></aside><footer>Footer</footer></body></html>"##;
        assert_eq!(
            sections(html),
            [
                (
                    1,
                    "The Box<T> type".to_string(),
                    vec!["Boxes store data on the heap.".to_string()]
                ),
                (2, "Using a Box#".to_string(), vec!["Text.".to_string()]),
            ]
        );
    }

    /// Tag soup: fragments in any order, some of them misnested or never closed.
    const SOUP: [&str; 30] = [
        "<p>",
        "</p>",
        "<b>",
        "</b>",
        "<i>",
        "</i>",
        "<li>",
        "<ul>",
        "<div>",
        "</div>",
        "<main>",
        "</main>",
        "<h2>",
        "</h2>",
        "<pre>",
        "</pre>",
        "<table>",
        "<td>",
        "<template>",
        "&amp;",
        "&hellip",
        "&",
        "word",
        " ",
        "\n",
        "é",
        "<!--",
        "-->",
        "<nav>navonly</nav>",
        "<aside><p>asideonly</aside><script>if (a<b) scriptonly()</script>",
    ];

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

        #[test]
        fn tag_soup_never_shows_dropped_text(picks in proptest::collection::vec(0..SOUP.len(), 0..60)) {
            let html: String = picks.iter().map(|i| SOUP[*i]).collect();
            let page = parse(&html);
            for (_, heading, paragraphs) in &page.sections {
                for text in paragraphs.iter().chain([heading]) {
                    proptest::prop_assert!(!text.contains("only"), "{html:?} read as {text:?}");
                }
            }
        }

        #[test]
        fn any_bytes_decode_to_a_page_or_an_error_with_a_line(
            bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..300)
        ) {
            match charset::decode("p.html", &bytes) {
                Ok(text) => {
                    let _ = parse(&text);
                }
                Err(e) => proptest::prop_assert!(e.line >= 1, "{e}"),
            }
        }
    }

    #[test]
    fn page_ids_are_readable_names() {
        assert_eq!(
            page_id("book/ch04-01-what-is-ownership.html"),
            "book-ch04-01-what-is-ownership"
        );
        assert_eq!(page_id("error_codes/E0382.html"), "error_codes-E0382");
        assert_eq!(page_id("a b/c.d.htm"), "a-b-c-d");
        assert_eq!(page_id("/.html"), "page");
    }
}
