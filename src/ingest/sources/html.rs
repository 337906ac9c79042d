//! HTML pages (`html/**/*.html`): a page is a document, split into blocks at its `h1`, `h2` and
//! `h3` headings. Navigation, sidebars, page headers and footers, scripts, styles and forms are
//! dropped; code text is kept; character references are decoded. When a page has a `<main>`
//! element only its content is read. The tokenizer is tolerant: any byte sequence is read
//! without a panic (unclosed tags, stray `<`, unknown entities and broken nesting included).
//!
//! Ids: the page's path under `html/`, without `.html`, with `/` and anything that is not a
//! letter, digit, `-` or `_` written `-` (`book/ch04-01-what-is-ownership.html` is
//! `book-ch04-01-what-is-ownership`). Section N is the page's N-th heading (`ID#N`); text before
//! the first heading is section 0; a long section becomes passages `ID-N-p0`, `ID-N-p1`, ...
//! Metadata (groups, markets, products, validity) comes from the `[html]` configuration section.

use super::sections::{self, Section};
use super::{Read, Source};
use crate::base::config::Config;
use crate::base::date::Date;
use crate::base::error::SourceError;
use crate::base::model::Doc;

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
/// Elements without content or end tag.
const VOID: [&str; 14] = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source",
    "track", "wbr",
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
/// Open elements tracked at most; deeper nesting (only hostile pages have it) is read as text.
const MAX_DEPTH: usize = 4096;
/// How far down the open elements an end tag looks for its start tag.
const MAX_CLOSE_SEARCH: usize = 256;
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
    /// (section number, heading, paragraphs); sections without text are left out.
    pub sections: Vec<(usize, String, Vec<String>)>,
}

/// Reads one page as document `id`; `doc_index` is the index it will have in the corpus. A page
/// without text gives a document with no blocks.
pub fn read(source: &Source, config: &Config, doc_index: usize) -> Result<Read, SourceError> {
    let (file, text) = (source.file, source.text()?);
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
    let page = parse(text);
    let title = if page.title.is_empty() {
        id.to_string()
    } else {
        page.title.clone()
    };
    let doc = Doc {
        id: id.to_string(),
        title,
        products: h.products.clone(),
        groups: h.groups.clone(),
        markets: h.markets.clone(),
        valid_from: h.valid_from.unwrap_or(Date::DAWN),
        valid_to: h.valid_to,
        superseded: false,
        superseded_by: None,
        superseded_from: None,
        table: None,
    };
    let sections = page
        .sections
        .into_iter()
        .map(|(number, heading, paragraphs)| Section {
            line: 0,
            number: number.to_string(),
            heading: if heading.is_empty() {
                doc.title.clone()
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
        notes: Vec::new(),
    })
}

struct Open {
    name: String,
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
    stack: Vec<Open>,
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

    fn text(&mut self, raw: &str) {
        if !self.reading() {
            return;
        }
        let decoded = decode_entities(raw);
        if let Some(h) = self.heading.as_mut() {
            push_collapsed(h, &decoded, &mut self.space);
            return;
        }
        if self.pres > 0 {
            for c in decoded.chars() {
                if c != '\r' {
                    self.paragraph.push(c);
                }
            }
        } else {
            push_collapsed(&mut self.paragraph, &decoded, &mut self.space);
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

    fn start_heading(&mut self) {
        self.end_section();
        self.heading = Some(String::new());
        self.space = false;
    }

    fn end_heading(&mut self) {
        if let Some(h) = self.heading.take() {
            self.headings_seen += 1;
            self.section = self.headings_seen;
            self.section_heading = h.trim().chars().take(MAX_HEADING_CHARS).collect();
            self.space = false;
        }
    }

    fn open(&mut self, name: &str, attrs: &str, self_closing: bool) {
        let block = BREAKS.contains(&name);
        if block && self.reading() && self.heading.is_none() {
            self.end_paragraph();
        }
        if name == "td" || name == "th" {
            self.space = true;
        }
        if VOID.contains(&name) || self_closing || self.stack.len() >= MAX_DEPTH {
            return;
        }
        let is_heading = matches!(name, "h1" | "h2" | "h3");
        let dropped = DROPPED.contains(&name)
            || (CHROME.contains(&name) && self.mains == 0 && self.articles == 0)
            || is_chrome(attrs);
        let entry = Open {
            name: name.to_string(),
            dropped,
            main: name == "main",
            article: name == "article",
            pre: name == "pre",
            heading: is_heading,
        };
        self.dropped += usize::from(entry.dropped);
        self.mains += usize::from(entry.main);
        self.articles += usize::from(entry.article);
        self.pres += usize::from(entry.pre);
        self.stack.push(entry);
        if is_heading && self.reading() {
            self.start_heading();
        }
    }

    fn close(&mut self, name: &str) {
        let depth = self.stack.len();
        let found = self
            .stack
            .iter()
            .rev()
            .take(MAX_CLOSE_SEARCH)
            .position(|o| o.name == name);
        let Some(from_top) = found else {
            if BREAKS.contains(&name) && self.reading() && self.heading.is_none() {
                self.end_paragraph();
            }
            return;
        };
        for _ in 0..=from_top {
            let Some(o) = self.stack.pop() else { break };
            if o.heading && self.reading() {
                self.end_heading();
            }
            if o.pre && self.reading() && self.heading.is_none() {
                self.end_paragraph();
            }
            self.dropped -= usize::from(o.dropped);
            self.mains -= usize::from(o.main);
            self.articles -= usize::from(o.article);
            self.pres -= usize::from(o.pre);
        }
        debug_assert!(self.stack.len() < depth);
        if BREAKS.contains(&name) && self.reading() && self.heading.is_none() {
            self.end_paragraph();
        }
    }
}

/// Reads a page's title and sections. Never panics, whatever the bytes.
pub fn parse(html: &str) -> Page {
    let mut s = State {
        has_main: has_main(html),
        ..State::default()
    };
    let bytes = html.as_bytes();
    let mut i = 0;
    let mut text_start = 0;
    while i < bytes.len() {
        if bytes[i] != b'<' {
            i += 1;
            continue;
        }
        let next = bytes.get(i + 1).copied().unwrap_or(0);
        let tag_end;
        if html[i..].starts_with("<!--") {
            s.text(&html[text_start..i]);
            tag_end = find(html, i + 4, "-->").map_or(bytes.len(), |e| e + 3);
        } else if next == b'!' || next == b'?' {
            s.text(&html[text_start..i]);
            tag_end = find(html, i + 2, ">").map_or(bytes.len(), |e| e + 1);
        } else if next == b'/' && bytes.get(i + 2).is_some_and(u8::is_ascii_alphabetic) {
            s.text(&html[text_start..i]);
            let (name, after) = tag_name(html, i + 2);
            tag_end = find(html, after, ">").map_or(bytes.len(), |e| e + 1);
            s.close(&name);
        } else if next.is_ascii_alphabetic() {
            s.text(&html[text_start..i]);
            let (name, after) = tag_name(html, i + 1);
            let (attrs_end, self_closing) = attributes_end(bytes, after);
            let attrs = &html[after..attrs_end.min(bytes.len())];
            tag_end = (attrs_end + 1).min(bytes.len());
            if matches!(
                name.as_str(),
                "script" | "style" | "title" | "textarea" | "xmp"
            ) {
                // Raw text: everything up to the matching end tag.
                let close = format!("</{name}");
                let end = find_ci(html, tag_end, &close).unwrap_or(bytes.len());
                if name == "title" && s.page.title.is_empty() {
                    let mut t = String::new();
                    let mut space = false;
                    push_collapsed(&mut t, &decode_entities(&html[tag_end..end]), &mut space);
                    s.page.title = t.trim().chars().take(MAX_HEADING_CHARS).collect();
                } else if name == "textarea" && !self_closing {
                    s.text(&html[tag_end..end]);
                }
                i = find(html, end, ">").map_or(bytes.len(), |e| e + 1);
                text_start = i;
                continue;
            }
            s.open(&name, attrs, self_closing);
        } else {
            // A '<' that starts no tag is text.
            i += 1;
            continue;
        }
        i = tag_end;
        text_start = i;
    }
    s.text(&html[text_start..]);
    if s.heading.is_some() {
        s.end_heading();
    }
    s.end_section();
    s.page
}

fn has_main(html: &str) -> bool {
    let mut from = 0;
    while let Some(at) = find_ci(html, from, "<main") {
        match html.as_bytes().get(at + 5) {
            Some(b'>' | b' ' | b'\t' | b'\n' | b'\r' | b'/') => return true,
            _ => from = at + 5,
        }
    }
    false
}

fn find(hay: &str, from: usize, needle: &str) -> Option<usize> {
    hay.get(from..)?.find(needle).map(|p| p + from)
}

/// Case-insensitive search for an ASCII needle.
fn find_ci(hay: &str, from: usize, needle: &str) -> Option<usize> {
    let h = hay.as_bytes();
    let n = needle.as_bytes();
    if n.is_empty() || from.saturating_add(n.len()) > h.len() {
        return None;
    }
    let first = n[0].to_ascii_lowercase();
    (from..=h.len() - n.len()).find(|&at| {
        h[at].to_ascii_lowercase() == first
            && h[at..at + n.len()]
                .iter()
                .zip(n)
                .all(|(a, b)| a.eq_ignore_ascii_case(b))
    })
}

/// The lowercased tag name at `from` and the byte after it.
fn tag_name(html: &str, from: usize) -> (String, usize) {
    let bytes = html.as_bytes();
    let mut end = from;
    while end < bytes.len()
        && (bytes[end].is_ascii_alphanumeric() || matches!(bytes[end], b'-' | b':'))
    {
        end += 1;
    }
    (html[from..end].to_ascii_lowercase(), end)
}

/// Where a start tag's `>` is (quotes respected) and whether it ends with `/>`.
fn attributes_end(bytes: &[u8], from: usize) -> (usize, bool) {
    let mut i = from;
    while i < bytes.len() {
        match bytes[i] {
            q @ (b'"' | b'\'') => {
                // Only a quote that opens an attribute value; a stray quote is just a byte.
                if i > from && bytes[i - 1] == b'=' {
                    match bytes[i + 1..].iter().position(|b| *b == q) {
                        Some(p) => i += p + 2,
                        None => return (bytes.len(), false),
                    }
                    continue;
                }
                i += 1;
            }
            b'>' => return (i, i > from && bytes[i - 1] == b'/'),
            _ => i += 1,
        }
    }
    (bytes.len(), false)
}

/// Whether a start tag's `id` or `class` names navigation chrome.
fn is_chrome(attrs: &str) -> bool {
    if attrs.is_empty() {
        return false;
    }
    for key in ["id", "class"] {
        if let Some(v) = attribute(attrs, key) {
            if v.split_ascii_whitespace()
                .any(|c| CHROME_NAMES.iter().any(|n| c.eq_ignore_ascii_case(n)))
            {
                return true;
            }
        }
    }
    false
}

/// The value of attribute `key` in a start tag's attribute text.
fn attribute<'a>(attrs: &'a str, key: &str) -> Option<&'a str> {
    let b = attrs.as_bytes();
    let mut i = 0;
    while i < b.len() {
        while i < b.len() && (b[i].is_ascii_whitespace() || b[i] == b'/') {
            i += 1;
        }
        let name_start = i;
        while i < b.len() && !b[i].is_ascii_whitespace() && b[i] != b'=' && b[i] != b'/' {
            i += 1;
        }
        let name = &attrs[name_start..i];
        while i < b.len() && b[i].is_ascii_whitespace() {
            i += 1;
        }
        let mut value = "";
        if i < b.len() && b[i] == b'=' {
            i += 1;
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            if i < b.len() && (b[i] == b'"' || b[i] == b'\'') {
                let q = b[i];
                let start = i + 1;
                let end = b[start..]
                    .iter()
                    .position(|c| *c == q)
                    .map_or(b.len(), |p| start + p);
                value = &attrs[start..end];
                i = end + 1;
            } else {
                let start = i;
                while i < b.len() && !b[i].is_ascii_whitespace() {
                    i += 1;
                }
                value = &attrs[start..i];
            }
        }
        if name.eq_ignore_ascii_case(key) {
            return Some(value);
        }
        if i == name_start {
            i += 1;
        }
    }
    None
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

/// Decodes character references: numeric ones and the named ones documentation uses; an unknown
/// or malformed reference stays as written.
pub fn decode_entities(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains('&') {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let end = rest
            .bytes()
            .take(34)
            .position(|b| b == b';')
            .filter(|e| *e > 1);
        let decoded = end.and_then(|e| entity(&rest[1..e]).map(|c| (c, e)));
        match decoded {
            Some((c, e)) => {
                out.push(c);
                rest = &rest[e + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    std::borrow::Cow::Owned(out)
}

fn entity(name: &str) -> Option<char> {
    if let Some(num) = name.strip_prefix('#') {
        let code = match num.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => num.parse::<u32>().ok()?,
        };
        return Some(match code {
            0 => '\u{fffd}',
            c => char::from_u32(c).unwrap_or('\u{fffd}'),
        });
    }
    Some(match name {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "nbsp" => '\u{a0}',
        "ndash" => '–',
        "mdash" => '—',
        "hellip" => '…',
        "lsquo" => '‘',
        "rsquo" => '’',
        "ldquo" => '“',
        "rdquo" => '”',
        "laquo" => '«',
        "raquo" => '»',
        "larr" => '←',
        "rarr" => '→',
        "uarr" => '↑',
        "darr" => '↓',
        "harr" => '↔',
        "rArr" => '⇒',
        "lArr" => '⇐',
        "copy" => '©',
        "reg" => '®',
        "trade" => '™',
        "times" => '×',
        "divide" => '÷',
        "middot" => '·',
        "bull" => '•',
        "deg" => '°',
        "plusmn" => '±',
        "ne" => '≠',
        "le" => '≤',
        "ge" => '≥',
        "sect" => '§',
        "para" => '¶',
        "shy" => '\u{ad}',
        "zwj" => '\u{200d}',
        "zwnj" => '\u{200c}',
        "ensp" => '\u{2002}',
        "emsp" => '\u{2003}',
        "thinsp" => '\u{2009}',
        "euro" => '€',
        "pound" => '£',
        "yen" => '¥',
        "cent" => '¢',
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn entities_decode_or_stay() {
        assert_eq!(
            decode_entities("a &amp;&lt;b&gt; &#8212; &#x2019;"),
            "a &<b> — ’"
        );
        assert_eq!(decode_entities("AT&T & &zz; &#xZZ;"), "AT&T & &zz; &#xZZ;");
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
