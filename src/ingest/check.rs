//! `atlas check`: what a configuration that builds may still get wrong, each finding at the
//! line to change and with what to do. A corpus whose part numbers would split (one part under
//! two spellings, each with half the links) is an error, and `atlas build` refuses it; the rest
//! are warnings: the build works, and some questions quietly get less than they should.
//!
//! Every check is sound on what it reports (a warning is a real overlap or a line that cannot
//! decide), not complete: a `[router]` line is called shadowed only when an earlier line's
//! regex is the same or a prefix of it as text, which proves the earlier one matches wherever
//! this one does; regexes that overlap otherwise are not compared.

use crate::base::case::lowercase;
use crate::base::config::{lines, Config, Line, Op};
use crate::base::date::Date;
use crate::base::error::SourceError;
use crate::base::model::{ColumnKind, Doc, Table};
use crate::base::route::Route;
use crate::ingest::sources::Corpus;
use std::collections::{HashMap, HashSet};
use std::path::Path;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Error,
    Warning,
    /// Nothing wrong: what a build leaves out on purpose (an embargoed source).
    Note,
}

/// One thing to fix, where it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub file: String,
    pub line: usize,
    pub severity: Severity,
    /// A stable name for the kind of finding (`part-spelling`, `alias-twice`, ...), for tests
    /// and scripts; the message is for people.
    pub kind: &'static str,
    pub message: String,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let severity = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        };
        write!(
            f,
            "{}:{}: {severity}: {}",
            self.file, self.line, self.message
        )
    }
}

/// Reads the corpus folder as a build on day `on` does, and checks it. A corpus that does not
/// read is the error the build would give.
pub fn check_dir(dir: &Path, on: Date) -> Result<Vec<Finding>, SourceError> {
    let corpus = Corpus::read_on(dir, on, &mut |_| {})?;
    Ok(check(&corpus, dir))
}

/// Every finding on a corpus read from `dir`, errors first, then by file and line.
pub fn check(corpus: &Corpus, dir: &Path) -> Vec<Finding> {
    let text = std::fs::read_to_string(dir.join("corpus.conf")).unwrap_or_default();
    let c = Checker {
        corpus,
        config: &corpus.config,
        lines: lines(&text),
        dir,
        out: Vec::new(),
    };
    let mut found = c.run();
    found.sort_by(|a, b| {
        (a.severity, &a.file, a.line, &a.message).cmp(&(b.severity, &b.file, b.line, &b.message))
    });
    found.dedup();
    found
}

/// The findings `atlas build` refuses a corpus for.
pub fn errors(corpus: &Corpus, dir: &Path) -> Vec<Finding> {
    let mut c = Checker {
        corpus,
        config: &corpus.config,
        lines: Vec::new(),
        dir,
        out: Vec::new(),
    };
    let text = std::fs::read_to_string(dir.join("corpus.conf")).unwrap_or_default();
    c.lines = lines(&text);
    c.parts();
    c.out
}

struct Checker<'a> {
    corpus: &'a Corpus,
    config: &'a Config,
    lines: Vec<Line>,
    dir: &'a Path,
    out: Vec<Finding>,
}

impl Checker<'_> {
    fn run(mut self) -> Vec<Finding> {
        self.parts();
        self.unused_patterns();
        self.aliases();
        self.names_that_are_words();
        self.competing_words();
        self.router();
        self.pack_words_dropped();
        self.short_accented();
        self.glossary_unheld();
        self.negated_links();
        self.tables();
        self.embargoed();
        self.guessed();
        self.out
    }

    /// A block that names products and mentions a part only in a clause a negation governs
    /// ("not interchangeable with the DL-204-1") is not linked to the part (`LinkGraph::of_corpus`):
    /// said, so that a customer whose document says the opposite ("do not charge the BP-36-2
    /// above 40 °C") sees it, and writes the part once plainly in the block.
    fn negated_links(&mut self) {
        let mut left_out = Vec::new();
        crate::index::links::LinkGraph::of_corpus(&self.corpus.blocks, self.config, &mut left_out);
        let line = self.line_of("questions", "negations");
        for (b, part) in left_out {
            let Some(block) = self.corpus.blocks.get(b) else {
                continue;
            };
            let products = block.products.join(", ");
            self.note(
                line,
                "negated-link",
                format!(
                    "{} names {part} only after a negation: it is not linked to {part}, and \
                     follow does not count {products} among the products using it; if they do, \
                     name {part} once in the block without one",
                    block.id
                ),
            );
        }
    }

    /// What the readers guessed rather than were told, as a build prints it: a table's
    /// separator, decimal mark or date order, at the line that would declare it.
    fn guessed(&mut self) {
        for n in &self.corpus.notes {
            self.out.push(Finding {
                file: n.file.clone(),
                line: n.line,
                severity: Severity::Note,
                kind: "format-guessed",
                message: n.message.clone(),
            });
        }
    }

    /// The sources a build on this day leaves out: their checks wait for that day (run `atlas
    /// check --date` with it to see them).
    fn embargoed(&mut self) {
        for e in &self.corpus.embargoed {
            self.out.push(Finding {
                file: e.file.clone(),
                line: e.line,
                severity: Severity::Note,
                kind: "embargoed",
                message: format!(
                    "{} is embargoed: atlas build leaves it out of every bundle until {}",
                    e.id, e.until
                ),
            });
        }
    }

    fn conf_file(&self) -> String {
        self.config.file.clone()
    }

    /// A note at `line` of corpus.conf.
    fn note(&mut self, line: usize, kind: &'static str, message: String) {
        self.out.push(Finding {
            file: self.conf_file(),
            line,
            severity: Severity::Note,
            kind,
            message,
        });
    }

    fn warn(&mut self, file: String, line: usize, kind: &'static str, message: String) {
        self.out.push(Finding {
            file,
            line,
            severity: Severity::Warning,
            kind,
            message,
        });
    }

    /// The entries of a section, in file order.
    fn section(&self, name: &str) -> Vec<&Line> {
        self.lines.iter().filter(|l| l.section == name).collect()
    }

    fn line_of(&self, section: &str, key: &str) -> usize {
        self.lines
            .iter()
            .find(|l| l.section == section && l.key == key)
            .map_or(0, |l| l.line)
    }

    /// The `[links]` lines that are patterns, one per `normalizer.links` entry.
    fn link_lines(&self) -> Vec<usize> {
        self.section("links")
            .into_iter()
            .filter(|l| l.key != "case")
            .map(|l| l.line)
            .collect()
    }

    /// Part numbers that differ only by case, spaces or dashes are one part to a person and two
    /// to the link graph: each keeps its own blocks, and follow loses the other's.
    fn parts(&mut self) {
        let lines = self.link_lines();
        // (canonical spelling) -> (pattern index, first block that has it)
        let mut spellings: Vec<(String, usize, String)> = Vec::new();
        let mut seen: HashSet<String> = HashSet::new();
        for b in &self.corpus.blocks {
            for (i, p) in self.config.normalizer.links.iter().enumerate() {
                for f in p.find_all(&b.text) {
                    if seen.insert(f.canonical.clone()) {
                        spellings.push((f.canonical, i, b.id.to_string()));
                    }
                }
            }
        }
        let mut groups: HashMap<String, Vec<usize>> = HashMap::new();
        let mut order: Vec<String> = Vec::new();
        for (k, (s, _, _)) in spellings.iter().enumerate() {
            let key: String = lowercase(s)
                .chars()
                .filter(|c| c.is_alphanumeric())
                .collect();
            if !groups.contains_key(&key) {
                order.push(key.clone());
            }
            groups.entry(key).or_default().push(k);
        }
        let file = self.conf_file();
        for key in order {
            let group = &groups[&key];
            if group.len() < 2 {
                continue;
            }
            let (first, i, block) = &spellings[group[0]];
            for &k in &group[1..] {
                let (other, j, other_block) = &spellings[k];
                let by = if lowercase(first) == lowercase(other) {
                    "case"
                } else {
                    "spaces or dashes"
                };
                let (name, other_name) = (
                    &self.config.normalizer.links[*i].name,
                    &self.config.normalizer.links[*j].name,
                );
                let also = if i == j {
                    String::new()
                } else {
                    format!(
                        " (pattern '{other_name}' at line {} wrote the second)",
                        lines.get(*j).copied().unwrap_or(0)
                    )
                };
                let fix = if by == "case" {
                    "leave [links] case at upper (the default) or lower, so every spelling is \
                     written in one case"
                } else {
                    "write the separators in the canonical form rather than capture them \
                     ({1}-{2}-{3}), and give every pattern for this part the same form"
                };
                self.out.push(Finding {
                    file: file.clone(),
                    line: lines.get(*i).copied().unwrap_or(0),
                    severity: Severity::Error,
                    kind: "part-spelling",
                    message: format!(
                        "[links] {name}: '{first}' ({block}) and '{other}' ({other_block}) differ \
                         only by {by}{also}: the link graph would hold them as two parts, each \
                         with part of the blocks, and follow would miss the other's; {fix}"
                    ),
                });
            }
        }
    }

    /// A link, code or serial pattern that matches nothing is most often written for a
    /// spelling the documents do not use.
    fn unused_patterns(&mut self) {
        let n = &self.config.normalizer;
        let blocks = &self.corpus.blocks;
        let matches = |p: &crate::base::pattern::Pattern| {
            blocks.iter().any(|b| !p.find_all(&b.text).is_empty())
        };
        let mut found = Vec::new();
        let link_lines = self.link_lines();
        for (p, line) in n.links.iter().zip(link_lines) {
            if !matches(p) {
                found.push(("links", p.name.clone(), p.source.clone(), line));
            }
        }
        let code_lines: Vec<usize> = self.section("codes").iter().map(|l| l.line).collect();
        for (p, line) in n.codes.iter().zip(code_lines) {
            if !matches(p) {
                found.push(("codes", p.name.clone(), p.source.clone(), line));
            }
        }
        if let Some(p) = &self.config.serials.pattern {
            if !matches(p) {
                let line = self.line_of("serials", "serial");
                found.push(("serials", p.name.clone(), p.source.clone(), line));
            }
        }
        let file = self.conf_file();
        for (section, name, source, line) in found {
            self.warn(
                file.clone(),
                line,
                "pattern-unused",
                format!(
                    "[{section}] {name}: /{source}/ matches nothing in the corpus's {} blocks: \
                     try it on a part number as the documents write it (case, separators)",
                    blocks.len()
                ),
            );
        }
    }

    /// An alias (or code) that names two products, two markets, or a product and a market:
    /// a question saying it names both, and filters by both.
    fn aliases(&mut self) {
        let n = &self.config.normalizer;
        let mut named: HashMap<String, (String, usize)> = HashMap::new();
        let mut found = Vec::new();
        for section in ["products", "markets"] {
            let what = &section[..section.len() - 1];
            for l in self.section(section) {
                let mut names = vec![l.key.clone()];
                names.extend(crate::base::config::list(&l.value));
                let mut own: HashSet<String> = HashSet::new();
                for name in names {
                    let key = n.words(&name).join(" ");
                    if key.is_empty() || !own.insert(key.clone()) {
                        continue;
                    }
                    let me = format!("{what} {}", l.key);
                    match named.get(&key) {
                        Some((other, line)) if *other != me => {
                            found.push((l.line, name, other.clone(), *line, me))
                        }
                        Some(_) => {}
                        None => {
                            named.insert(key, (me, l.line));
                        }
                    }
                }
            }
        }
        let file = self.conf_file();
        for (line, name, other, other_line, me) in found {
            self.warn(
                file.clone(),
                line,
                "alias-twice",
                format!(
                    "'{name}' names {me} and {other} (line {other_line}): a question saying it \
                     names both, never the one it means; keep it on one of them"
                ),
            );
        }
    }

    /// A product's or market's code or alias that is also an everyday word of the questions'
    /// languages ("no" for Norway, "es", "de", "it", "at"): typed in lower case it is read as
    /// the word, so "dealers with no stock" is never read as Norway's. Said, with what to do,
    /// when every name of it is such a word: then questions in lower case cannot reach it.
    fn names_that_are_words(&mut self) {
        let n = &self.config.normalizer;
        let q = &self.config.questions;
        let lists: [(&str, &[String]); 6] = [
            ("a negation", &q.negations),
            ("a none word", &q.none_words),
            ("a common word", &q.common_words),
            ("a joining word", &q.and_words),
            ("a place word", &q.place_words),
            ("an asking word", &q.asking_words),
        ];
        let mut found = Vec::new();
        let mut codes = Vec::new();
        // The codes the corpus.conf lists as common words itself: said, so known.
        let own_common: Vec<String> = self
            .section("questions")
            .iter()
            .filter(|l| l.key == "common_words")
            .flat_map(|l| crate::base::config::list(&l.value))
            .map(|w| lowercase(w.trim()))
            .collect();
        for section in ["products", "markets"] {
            let what = &section[..section.len() - 1];
            for l in self.section(section) {
                let mut names = vec![l.key.clone()];
                names.extend(crate::base::config::list(&l.value));
                let mut words_found = Vec::new();
                let mut free = false;
                for name in names {
                    let word = lowercase(name.trim());
                    let mut is: Vec<&str> = Vec::new();
                    for (kind, list) in &lists {
                        if list.iter().any(|w| lowercase(w) == word) {
                            is.push(kind);
                        }
                    }
                    if n.stopwords.contains(&word) && is.is_empty() {
                        is.push("a stopword");
                    }
                    free |= is.is_empty();
                    if !is.is_empty() {
                        words_found.push((
                            l.line,
                            format!(
                            "'{name}' ({what} {}) is also {} of the questions' languages ({}): \
                             typed in lower case it is read as that word, never as the {what}; \
                             questions name it in capitals or by another alias, so give it one \
                             that is no word (its name)",
                            l.key,
                            is.join(" and "),
                            self.config.languages.join(", ")
                        ),
                        ));
                    }
                }
                // A name that is no word ("Norway") is how questions reach it: nothing to do
                // but say that its code typed in lower case ("anz. reklamationen de 2025") is
                // the word, and the figure every market's.
                if !free {
                    found.extend(words_found);
                } else if let Some((line, _)) = words_found.first().filter(|_| {
                    let code = lowercase(&l.key);
                    (lists
                        .iter()
                        .any(|(_, list)| list.iter().any(|w| lowercase(w) == code))
                        || n.stopwords.contains(&code))
                        && !own_common.contains(&code)
                }) {
                    codes.push((
                        *line,
                        format!(
                            "{what} {} is also a word of the questions' languages ({}): '{}' \
                             typed in lower case is read as that word, not as the {what} \
                             (where a {what} would stand, the answer says so and gives no \
                             figure); staff reach it in capitals or by a name (list it in \
                             [questions] common_words to say so, and this note goes)",
                            l.key,
                            self.config.languages.join(", "),
                            lowercase(&l.key)
                        ),
                    ));
                }
            }
        }
        let file = self.conf_file();
        for (line, message) in found {
            self.warn(file.clone(), line, "name-is-word", message);
        }
        for (line, message) in codes {
            self.note(line, "code-is-word", message);
        }
    }

    /// Words in two lists that decide against each other: the first list tried wins, and the
    /// other never hears the word.
    fn competing_words(&mut self) {
        let n = &self.config.normalizer;
        let norm = |w: &str| n.words(w).join(" ");
        let file = self.conf_file();
        // A word in two operations: calculate takes the first in Op::ALL's order.
        let mut ops: HashMap<String, (Op, usize)> = HashMap::new();
        let mut found: Vec<(String, usize, String)> = Vec::new();
        for l in self.section("operations") {
            let Some(op) = Op::parse(&l.key) else {
                continue;
            };
            for w in crate::base::config::list(&l.value) {
                let key = norm(&w);
                match ops.get(&key) {
                    Some((o, line)) if *o != op => found.push((
                        file.clone(),
                        l.line,
                        format!(
                            "'{w}' asks for {} here and for {} at line {line}: a question using \
                             it gets whichever calculate tries first; keep it in one operation",
                            op.key(),
                            o.key()
                        ),
                    )),
                    Some(_) => {}
                    None => {
                        ops.insert(key, (op, l.line));
                    }
                }
            }
        }
        let op_words: Vec<(String, Op)> = self
            .config
            .operations
            .iter()
            .flat_map(|(op, words)| words.iter().map(move |w| (w.clone(), *op)))
            .map(|(w, op)| (norm(&w), op))
            .collect();
        let op_of = |w: &str| op_words.iter().find(|(x, _)| x == w).map(|(_, o)| *o);
        // An available word that is also an operation's or a none word.
        let available_line = self.line_of("follow", "available");
        let none_line = self.line_of("questions", "none_words");
        for w in &self.config.follow.available {
            let key = norm(w);
            if let Some(op) = op_of(&key) {
                found.push((
                    file.clone(),
                    available_line,
                    format!(
                        "[follow] available '{w}' is also a [operations] {} word: a question \
                         using it is read as asking for a figure and for what is in stock at \
                         once; keep it in one list",
                        op.key()
                    ),
                ));
            }
            if self
                .config
                .questions
                .none_words
                .iter()
                .any(|x| norm(x) == key)
            {
                found.push((
                    file.clone(),
                    none_line,
                    format!(
                        "[questions] none_words '{w}' is also a [follow] available word (line \
                         {available_line}): every question asking what is available would ask \
                         who has none; keep it in one list"
                    ),
                ));
            }
        }
        // About words: one table's each, and no operation's.
        let mut about_of: HashMap<String, String> = HashMap::new();
        for d in &self.corpus.docs {
            let Some(t) = &d.table else { continue };
            let (tfile, line) = self.table_line(d, "about");
            for w in &t.about {
                let key = norm(w);
                if let Some(op) = op_of(&key) {
                    found.push((
                        tfile.clone(),
                        line,
                        format!(
                            "about word '{w}' of {} is also a [operations] {} word ({}): every \
                             question asking for that figure names this table; take it out of \
                             one list",
                            d.id,
                            op.key(),
                            self.conf_file()
                        ),
                    ));
                }
                match about_of.get(&key) {
                    Some(other) if *other != d.id => found.push((
                        tfile.clone(),
                        line,
                        format!(
                            "about word '{w}' names {} and {other}: a question using it gets \
                             whichever table it names more; give each table its own words",
                            d.id
                        ),
                    )),
                    Some(_) => {}
                    None => {
                        about_of.insert(key, d.id.to_string());
                    }
                }
            }
        }
        // A month's name that is also a word asking what something has or is not ("maja": May
        // and Polish "have", without its accent): the date reader takes it first, and the
        // question is asked of that month.
        let q = &self.config.questions;
        let months_line = self.line_of("dates", "months");
        let other: [(&str, &str, &[String]); 4] = [
            ("follow", "available", &self.config.follow.available),
            ("questions", "has_words", &q.has_words),
            ("questions", "negations", &q.negations),
            ("questions", "none_words", &q.none_words),
        ];
        for (month, names) in self.config.dates.months.iter().enumerate() {
            for name in names {
                for (section, key, words) in &other {
                    // Two packs' words (Italian "mai", never; German "Mai") are not the
                    // customer's to change: said when one of the lines is written.
                    let line = self.line_of(section, key);
                    if line + months_line > 0 && words.iter().any(|w| norm(w) == norm(name)) {
                        found.push((
                            file.clone(),
                            line,
                            format!(
                                "[{section}] {key} '{name}' is also a name of month {} ([dates] months, line {months_line}): a question using it is read as asking about that month; keep it in one list, or write the word's other spelling",
                                month + 1
                            ),
                        ));
                    }
                }
            }
        }
        // A word of two roles that exclude each other ("من", Arabic who, than and from; "ما",
        // what and a negation): a question reads it by the role its reader meets first, so the
        // other is lost. Not the pairs the language packs share on purpose (a negation that is a
        // none word, "no"; a who word that asks, "qui"; a than that asks, "que").
        let pairs: [(&str, &[String], &str, &[String]); 7] = [
            ("who_words", &q.who_words, "than", &q.than),
            ("who_words", &q.who_words, "negations", &q.negations),
            ("negations", &q.negations, "asking_words", &q.asking_words),
            ("more", &q.more, "less", &q.less),
            ("and_words", &q.and_words, "negations", &q.negations),
            ("and_words", &q.and_words, "than", &q.than),
            ("except_words", &q.except_words, "than", &q.than),
        ];
        for (key, words, other, others) in pairs {
            let (line, other_line) = (
                self.line_of("questions", key),
                self.line_of("questions", other),
            );
            // Two packs' words are not the customer's to change.
            if line + other_line == 0 {
                continue;
            }
            for w in words {
                if !w.contains(' ') && others.iter().any(|o| norm(o) == norm(w)) {
                    found.push((
                        file.clone(),
                        line.max(other_line),
                        format!(
                            "[questions] {key} '{w}' is also a [questions] {other} word: a question reads it in one of the two roles only, the other is lost; keep it in the list your staff mean it by most, and write the other as a phrase of two words"
                        ),
                    ));
                }
            }
        }
        for (file, line, message) in found {
            self.warn(file, line, "word-competes", message);
        }
    }

    /// An `[operations]` key set in corpus.conf replaces its languages' pack words for that key:
    /// a pack word it leaves out ("fewest" from a `minimum` written before the pack had it) is
    /// no longer read, and "which market logged the fewest hours" gets no figure. Said at the
    /// key's line, with the words to add.
    fn pack_words_dropped(&mut self) {
        let mut found = Vec::new();
        for (i, op) in crate::base::config::Op::ALL_BY_PACK.into_iter().enumerate() {
            let line = self.line_of("operations", op.key());
            if line == 0 {
                continue;
            }
            let own = self.config.operation_words(op);
            let pack =
                crate::base::config::packs::words(&self.config.languages, |p| p.operations[i]);
            let missing: Vec<String> = pack.into_iter().filter(|w| !own.contains(w)).collect();
            if !missing.is_empty() {
                found.push((
                    line,
                    format!(
                        "[operations] {} replaces the words of the language packs ({}) for this \
                         key, and leaves out {}: questions using them get no {}; add them to \
                         the line to keep them, or write '{} +=' to add words to the packs'",
                        op.key(),
                        self.config.languages.join(", "),
                        missing.join(", "),
                        op.key(),
                        op.key()
                    ),
                ));
            }
        }
        // The same for every other key a pack gives: "quarter_short = q" written for Q3 leaves
        // the Spanish "T3" (trimestre) unread.
        use crate::base::config::packs::{Pack, DATE_KEYS};
        type Field = fn(&Pack) -> &'static str;
        let (q, d) = (&self.config.questions, &self.config.dates);
        let mut keys: Vec<(&str, &str, &Vec<String>, Field)> = vec![
            ("questions", "negations", &q.negations, |p| p.negations),
            ("questions", "none_words", &q.none_words, |p| p.none_words),
            ("questions", "more", &q.more, |p| p.more),
            ("questions", "less", &q.less, |p| p.less),
            ("questions", "than", &q.than, |p| p.than),
            ("questions", "who_words", &q.who_words, |p| p.who),
            ("questions", "and_words", &q.and_words, |p| p.and),
            ("questions", "place_words", &q.place_words, |p| p.places),
            ("questions", "market_words", &q.market_words, |p| p.markets),
            ("questions", "cost_words", &q.cost_words, |p| p.cost),
            ("questions", "asking_words", &q.asking_words, |p| p.asking),
            ("questions", "every_words", &q.every_words, |p| p.every),
            ("questions", "except_words", &q.except_words, |p| p.except),
            ("questions", "per_words", &q.per_words, |p| p.per),
            ("questions", "beyond_words", &q.beyond_words, |p| p.beyond),
            ("questions", "done_words", &q.done_words, |p| p.done),
            ("questions", "compare_words", &q.compare_words, |p| {
                p.compare
            }),
            ("follow", "available", &self.config.follow.available, |p| {
                p.available
            }),
            ("dates", "quarter_short", &d.quarter_short, |p| {
                p.quarter_short
            }),
        ];
        let date_lists = [
            &d.year, &d.half, &d.quarter, &d.month, &d.week, &d.day, &d.this, &d.last, &d.next,
            &d.since, &d.after, &d.before, &d.until, &d.between, &d.from, &d.to, &d.and, &d.during,
            &d.of, &d.start,
        ];
        // One pack field per date key, in DATE_KEYS' order.
        const DATE_FIELDS: [Field; 20] = [
            |p| p.dates[0],
            |p| p.dates[1],
            |p| p.dates[2],
            |p| p.dates[3],
            |p| p.dates[4],
            |p| p.dates[5],
            |p| p.dates[6],
            |p| p.dates[7],
            |p| p.dates[8],
            |p| p.dates[9],
            |p| p.dates[10],
            |p| p.dates[11],
            |p| p.dates[12],
            |p| p.dates[13],
            |p| p.dates[14],
            |p| p.dates[15],
            |p| p.dates[16],
            |p| p.dates[17],
            |p| p.dates[18],
            |p| p.dates[19],
        ];
        for ((key, list), field) in DATE_KEYS.iter().zip(date_lists).zip(DATE_FIELDS) {
            keys.push(("dates", key, list, field));
        }
        for (section, key, own, field) in keys {
            let line = self.line_of(section, key);
            if line == 0 {
                continue;
            }
            let pack = crate::base::config::packs::words(&self.config.languages, field);
            let missing: Vec<String> = pack.into_iter().filter(|w| !own.contains(w)).collect();
            if !missing.is_empty() {
                found.push((
                    line,
                    format!(
                        "[{section}] {key} replaces the words of the language packs ({}) for this \
                         key, and leaves out {}: questions using them are not read by it; add \
                         them to the line to keep them, or write '{key} +=' to add words to the \
                         packs'",
                        self.config.languages.join(", "),
                        missing.join(", "),
                    ),
                ));
            }
        }
        // A note, not a warning: a list may leave a pack's word out on purpose (Spanish "mas"
        // for the most, where it is more often "more than").
        for (line, message) in found {
            self.note(line, "pack-words", message);
        }
    }

    /// `[router]` lines that cannot decide: shadowed by a line tried before them, or needing
    /// capitals a question typed in lower case does not have.
    fn router(&mut self) {
        let lines: Vec<usize> = self.section("router").iter().map(|l| l.line).collect();
        let rules = &self.config.router;
        // The order the router tries them in: route by route, each in file order.
        let mut tried: Vec<usize> = Vec::new();
        for route in Route::routed() {
            tried.extend((0..rules.len()).filter(|&i| rules[i].route == route));
        }
        let file = self.conf_file();
        let mut found = Vec::new();
        for (at, &j) in tried.iter().enumerate() {
            let b = rules[j].regex.as_str();
            let line = lines.get(j).copied().unwrap_or(0);
            if let Some(&i) = tried[..at]
                .iter()
                .find(|&&i| implies(rules[i].regex.as_str(), b))
            {
                found.push((
                    line,
                    "router-shadowed",
                    format!(
                        "[router] {} never decides: line {} ({}) is tried first and matches \
                         every question this line matches{}; remove it, or make the earlier \
                         line narrower",
                        rules[j].route.name(),
                        lines.get(i).copied().unwrap_or(0),
                        rules[i].route.name(),
                        if rules[i].route == rules[j].route {
                            ""
                        } else {
                            " (routes are tried in the order follow, list, calculate)"
                        }
                    ),
                ));
                continue;
            }
            if let Some(capitals) = required_capitals(b) {
                found.push((
                    line,
                    "router-case",
                    format!(
                        "[router] {} matches no question typed in lower case: it needs \
                         '{capitals}' as written; start it with (?i)",
                        rules[j].route.name()
                    ),
                ));
            }
        }
        for (line, kind, message) in found {
            self.warn(file.clone(), line, kind, message);
        }
    }

    /// A table's words that no question can use: about words that are empty, figures or
    /// stopwords, and column words a question in the singular does not reach.
    fn tables(&mut self) {
        let n = &self.config.normalizer;
        let plurals = &self.config.questions.plurals;
        let mut corpus_words: HashSet<String> = HashSet::new();
        for b in &self.corpus.blocks {
            corpus_words.extend(n.words(&b.text));
        }
        let mut found = Vec::new();
        for d in &self.corpus.docs {
            let Some(t) = &d.table else { continue };
            let (file, about_line) = self.table_line(d, "about");
            if t.about.is_empty() {
                found.push((
                    file.clone(),
                    about_line,
                    "about-unusable",
                    format!(
                        "{} has no about words: no question names it, and list and calculate \
                         reach it only through a measure's words; list the words people use for \
                         its rows (about: heat pump, heat pumps)",
                        d.id
                    ),
                ));
            }
            for w in &t.about {
                let words = n.words(w);
                let why = if words.is_empty() {
                    Some("has no letter")
                } else if words.iter().all(|w| w.chars().all(|c| c.is_ascii_digit())) {
                    Some("is a figure, so any question with that number names the table")
                } else if words.iter().all(|w| n.stopwords.contains(w)) {
                    Some("is a [search] stopword, so nearly every question names the table")
                } else {
                    None
                };
                if let Some(why) = why {
                    found.push((
                        file.clone(),
                        about_line,
                        "about-unusable",
                        format!(
                            "about word '{w}' of {} {why}; use the words people call its rows by",
                            d.id
                        ),
                    ));
                }
            }
            let own = table_words(n, t);
            let header = self.header_row_line(d);
            for c in t.columns.iter().filter(|c| c.kind != ColumnKind::Key) {
                for w in n.name_words(&c.name) {
                    let one = crate::base::text::singular(std::slice::from_ref(&w), plurals);
                    let Some(one) = one.into_iter().next().filter(|o| *o != w) else {
                        continue;
                    };
                    if own.contains(&w) || !corpus_words.contains(&one) {
                        continue;
                    }
                    found.push((
                        file.clone(),
                        header,
                        "column-plural",
                        format!(
                            "column '{}' of {}: a question saying '{one}' does not name it \
                             ([questions] plurals are taken off a question's words, never added \
                             to a column's); name the column in the singular ('{}')",
                            c.name,
                            d.id,
                            c.name.replace(&w, &one)
                        ),
                    ));
                }
            }
        }
        self.mostly_flags(&mut found);
        for (file, line, kind, message) in found {
            self.warn(file, line, kind, message);
        }
    }

    /// Glossary lines whose corpus words no source writes, in any form of their stem: every
    /// bundle leaves such a line out (`carve`), so the question's word is read as nothing. A
    /// German word found only inside compounds ("Rückruf" in "Sicherheitsrückruf") is the
    /// usual cause, said with the compound.
    fn glossary_unheld(&mut self) {
        let n = &self.config.normalizer;
        let mut held: HashSet<String> = HashSet::new();
        let add = |w: &str, held: &mut HashSet<String>| {
            held.insert(n.fold(w).into_owned());
            held.extend(n.stems(w));
        };
        for b in &self.corpus.blocks {
            for w in n.tokens(&b.heading).iter().chain(&n.tokens(&b.text)) {
                add(w, &mut held);
            }
        }
        for d in &self.corpus.docs {
            // A document's title is indexed with its blocks.
            for w in n.tokens(&d.title) {
                add(&w, &mut held);
            }
            let Some(t) = &d.table else { continue };
            let measures = t
                .measures
                .iter()
                .flat_map(|m| m.words.iter().chain([&m.field]));
            let columns = t.columns.iter().map(|c| &c.name);
            for text in t.about.iter().chain(measures).chain(columns) {
                for w in n.words(text) {
                    add(&w, &mut held);
                }
            }
        }
        for text in crate::ingest::carve::vocabulary(self.config) {
            for w in n.words(text) {
                add(&w, &mut held);
            }
        }
        let mut found = Vec::new();
        for l in self.section("glossary") {
            for w in n.words(&l.value) {
                let folded = n.fold(&w).into_owned();
                if held.contains(&folded) || n.stems(&w).iter().any(|s| held.contains(s)) {
                    continue;
                }
                let inside = held
                    .iter()
                    .filter(|h| h.len() > folded.len() && h.contains(folded.as_str()))
                    .min()
                    .map(|h| format!(" (the documents write it only inside '{h}')"))
                    .unwrap_or_default();
                found.push((
                    l.line,
                    format!(
                        "[glossary] {} = {}: '{w}' is a word of no source{inside}, so no bundle \
                         carries this line and a question saying '{}' is not read as it; write \
                         the word as the documents do",
                        l.key, l.value, l.key
                    ),
                ));
                break;
            }
        }
        let file = self.conf_file();
        for (line, message) in found {
            self.warn(file.clone(), line, "glossary-unheld", message);
        }
    }

    /// Question words of fewer than four letters written with accents ("år", "på"): a question
    /// typing them without ("ar", "pa") does not read them, as longer words are (a short word
    /// folded would find too many: Swedish "är" is "ar" too). Said once per line, with the
    /// spelling to add when the customer's staff type it so; a glossary's phrase is matched
    /// without accents at any length.
    fn short_accented(&mut self) {
        let n = &self.config.normalizer;
        let mut found = Vec::new();
        for l in &self.lines {
            let listed = match l.section.as_str() {
                "operations" | "questions" | "follow" => true,
                // A relation's own lines read documents, as written; `.asked` reads questions.
                "relations" => l.key.ends_with(".asked"),
                "dates" => !matches!(l.key.as_str(), "months" | "ordinals"),
                _ => false,
            };
            // A glossary's phrase is matched without its accents at any length.
            if !listed {
                continue;
            }
            let entries: Vec<&str> = l.value.split(',').map(str::trim).collect();
            let all: Vec<String> = l
                .value
                .split(',')
                .map(|e| n.words(e.trim()).join(" "))
                .collect();
            let mut add: Vec<String> = Vec::new();
            let mut short: Vec<String> = Vec::new();
            for e in entries {
                let words = n.words(e);
                let mut typed = Vec::with_capacity(words.len());
                let mut changed = false;
                for w in &words {
                    // As a question reads the word typed without its accents: "εως" folds to
                    // "εωσ", which reads back as "εως" (a final sigma), so it has no other
                    // spelling to add, and "εωσ" on the line is refused as not one word.
                    let f = n.words(&n.fold(w)).join(" ");
                    if f != *w && crate::base::text::char_count(w) < 4 {
                        changed = true;
                        if !short.contains(w) {
                            short.push(w.clone());
                        }
                    }
                    typed.push(f);
                }
                let typed = typed.join(" ");
                // A word whose spelling is a stopword ("an" of "än", "for" of "før") is another
                // word; in a phrase ("a la place") the words around it tell.
                let other = words.len() == 1 && n.stopwords.contains(typed.as_str());
                if changed && !other && !all.contains(&typed) && !add.contains(&typed) {
                    add.push(typed);
                }
            }
            if add.is_empty() {
                continue;
            }
            let name = format!("[{}] {}", l.section, l.key);
            found.push((
                l.line,
                format!(
                    "{name}: {} has fewer than four letters, so a question typing it without \
                     its accents does not read it (shorter words are read only as typed); add \
                     {} to the line if your staff type it so and it means nothing else in \
                     your languages",
                    short
                        .iter()
                        .map(|w| format!("'{w}'"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    add.iter()
                        .map(|w| format!("'{w}'"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
        // A note: the unaccented spelling is often another word ("ou" of "où"), the
        // customer's call.
        for (line, message) in found {
            self.note(line, "short-accented", message);
        }
    }

    /// Text columns whose values are mostly yes/no spellings (`flag_value`) and some other word
    /// ("kyllä" in a column of ja/nej before it was a spelling read, a typo): read as text, a
    /// question about the column filters nothing. Said at the first other value's line.
    fn mostly_flags(&self, found: &mut Vec<(String, usize, &'static str, String)>) {
        use crate::ingest::sources::records::flag_value;
        for (i, d) in self.corpus.docs.iter().enumerate() {
            let Some(t) = &d.table else { continue };
            for (c, col) in t.columns.iter().enumerate() {
                if col.kind != ColumnKind::Text {
                    continue;
                }
                let (mut flags, mut other): (usize, Vec<(String, String)>) = (0, Vec::new());
                for b in self.corpus.blocks.iter().filter(|b| b.doc == i) {
                    let v = b.fields.get(c).map_or("", |v| v.trim());
                    if v.is_empty() {
                        continue;
                    }
                    match flag_value(v, &self.corpus.config) {
                        Some(_) => flags += 1,
                        None => {
                            let key = b.fields.first().cloned().unwrap_or_default();
                            other.push((key, v.to_string()));
                        }
                    }
                }
                let Some((key, value)) = other.first() else {
                    continue;
                };
                // Two values, one a negation of the questions' languages ("ja"/"tidak" of a
                // language no list spells): a yes/no column read as text.
                let n = &self.corpus.config.normalizer;
                let q = &self.corpus.config.questions;
                let mut values: Vec<&str> = Vec::new();
                for (_, v) in &other {
                    if !values.contains(&v.as_str()) {
                        values.push(v);
                    }
                }
                let negation = |w: &str| {
                    let w = n.fold(&crate::base::case::lowercase(w)).into_owned();
                    let mut said = false;
                    for x in q.negations.iter().chain(&q.none_words) {
                        said |= n.fold(x) == w;
                    }
                    said
                };
                if let (&[a, b], 0) = (values.as_slice(), flags) {
                    let (yes, no) = if negation(a) { (b, a) } else { (a, b) };
                    if negation(no) && !negation(yes) && other.len() >= 4 {
                        let (file, line) = (self.table_source(d).0, self.header_row_line(d));
                        found.push((
                            file,
                            line,
                            "flag-spelling",
                            format!(
                                "column '{}' of {} holds only '{yes}' and '{no}', a negation of the \
                                 questions' languages: it is read as text, so a question about \
                                 it (\"not {}\") filters nothing; if they are yes and no, write \
                                 [corpus] yes = {yes} and no = {no} in corpus.conf",
                                col.name,
                                d.id,
                                col.name.replace('_', " ")
                            ),
                        ));
                        continue;
                    }
                }
                if flags < 2 * other.len() {
                    continue;
                }
                let (file, text) = self.table_source(d);
                let line = text
                    .lines()
                    .position(|l| {
                        l.strip_prefix(key.as_str())
                            .is_some_and(|rest| rest.starts_with([',', ';', '\t']))
                    })
                    .map_or_else(|| self.header_row_line(d), |at| at + 1);
                found.push((
                    file,
                    line,
                    "flag-spelling",
                    format!(
                        "column '{}' of {} holds {flags} yes/no values and {} other values ('{value}' \
                         of {key}{}): it is read as text, so a question about it (\"not {}\") \
                         filters nothing; write every cell as yes or no (FORMAT.md lists the \
                         spellings read)",
                        col.name,
                        d.id,
                        other.len(),
                        if other.len() > 1 { ", the first" } else { "" },
                        col.name.replace('_', " ")
                    ),
                ));
            }
        }
    }

    /// The file a table was read from and the line of its header key `key` (`about`), or
    /// line 1 where it has none.
    fn table_line(&self, d: &Doc, key: &str) -> (String, usize) {
        let (file, text) = self.table_source(d);
        let line = text
            .lines()
            .position(|l| {
                l.trim_start_matches('#')
                    .split_once(':')
                    .is_some_and(|(k, _)| k.trim() == key)
            })
            .map_or(1, |i| i + 1);
        (file, line)
    }

    /// The line of a CSV table's column row: the first line that is no `#` header line.
    fn header_row_line(&self, d: &Doc) -> usize {
        let (file, text) = self.table_source(d);
        if !file.ends_with(".csv") {
            return 1;
        }
        text.lines()
            .position(|l| !l.trim_start_matches('\u{feff}').starts_with('#'))
            .map_or(1, |i| i + 1)
    }

    /// A table's file (`records/ID.csv`, or a workbook's header file) and its text.
    fn table_source(&self, d: &Doc) -> (String, String) {
        let records = self.dir.join("records");
        let csv = records.join(format!("{}.csv", d.id));
        if csv.is_file() {
            let text = std::fs::read(&csv)
                .map(|b| String::from_utf8_lossy(&b).into_owned())
                .unwrap_or_default();
            return (csv.display().to_string(), text);
        }
        // A workbook's sheet is ID or ID-SHEET: the header file whose name starts the id.
        let header = std::fs::read_dir(&records)
            .into_iter()
            .flatten()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .find(|p| {
                p.file_name()
                    .and_then(|f| f.to_str())
                    .and_then(|f| f.strip_suffix(".xlsx.header"))
                    .is_some_and(|id| d.id == id || d.id.starts_with(&format!("{id}-")))
            });
        match header {
            Some(p) => (
                p.display().to_string(),
                std::fs::read_to_string(&p).unwrap_or_default(),
            ),
            None => (records.display().to_string(), String::new()),
        }
    }
}

/// A table's about and measure words, one word each: a column word that is one of them is
/// named the way the configuration chose.
fn table_words(n: &crate::base::text::Normalizer, t: &Table) -> HashSet<String> {
    t.about
        .iter()
        .chain(t.measures.iter().flat_map(|m| &m.words))
        .flat_map(|w| n.words(w))
        .collect()
}

/// Whether every text regex `b` matches, regex `a` matches too, as far as reading the two as
/// text can prove it: `b` is `a` itself, or `a` followed by more (`a` with no `|` outside
/// parentheses, and what follows neither a quantifier nor an alternative), since then every
/// match of `b` holds a match of `a`.
fn implies(a: &str, b: &str) -> bool {
    let (a, b) = (a.trim(), b.trim());
    if a == b {
        return true;
    }
    let Some(rest) = b.strip_prefix(a) else {
        return false;
    };
    !a.is_empty()
        && !top_level_bar(a)
        && !top_level_bar(rest)
        && !rest.starts_with(['*', '+', '?', '{', '|'])
        // `a` ending in an escape's backslash would take `rest`'s first character with it.
        && !ends_in_open_escape(a)
}

/// Whether a regex text has `|` outside any parentheses and classes.
fn top_level_bar(text: &str) -> bool {
    let mut depth = 0i32;
    let mut class = false;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '[' if !class => class = true,
            ']' if class => class = false,
            '(' if !class => depth += 1,
            ')' if !class => depth -= 1,
            '|' if !class && depth == 0 => return true,
            _ => {}
        }
    }
    false
}

fn ends_in_open_escape(text: &str) -> bool {
    text.chars().rev().take_while(|c| *c == '\\').count() % 2 == 1
}

/// The first upper-case letters a regex needs as written on every match: a literal outside
/// `(?i)`, not inside an alternative or an optional part. None when it needs none.
fn required_capitals(source: &str) -> Option<String> {
    use regex_syntax::hir::{Hir, HirKind};
    fn walk(h: &Hir) -> Option<String> {
        match h.kind() {
            HirKind::Literal(l) => {
                l.0.iter()
                    .any(u8::is_ascii_uppercase)
                    .then(|| String::from_utf8_lossy(&l.0).into_owned())
            }
            HirKind::Concat(parts) => parts.iter().find_map(walk),
            HirKind::Capture(c) => walk(&c.sub),
            HirKind::Repetition(r) if r.min > 0 => walk(&r.sub),
            _ => None,
        }
    }
    let hir = regex_syntax::ParserBuilder::new()
        .unicode(false)
        .utf8(false)
        .build()
        .parse(source)
        .ok()?;
    walk(&hir)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_shadowed_by_itself_or_a_prefix_of_it() {
        assert!(implies(r"(?i)^\s*how\s+many\b", r"(?i)^\s*how\s+many\b"));
        assert!(implies(
            r"(?i)^\s*how\s+many",
            r"(?i)^\s*how\s+many\s+units"
        ));
        assert!(implies(r"(?i)\bsum", r"(?i)\bsums?"));
        // Not proven: an alternative, or a quantifier that would bind to the earlier line's end.
        assert!(!implies(r"(?i)^list", r"(?i)^list|show"));
        assert!(!implies(r"a|b", r"a|bc"));
        assert!(!implies(r"(?i)\bsum", r"(?i)\bsum+"));
        assert!(!implies(r"(?i)\bsum", r"(?i)\bsum{2}"));
        assert!(!implies(r"(?i)\btotal\b", r"(?i)\bsum\b"));
    }

    #[test]
    fn capitals_are_required_only_outside_ignore_case_and_alternatives() {
        assert_eq!(
            required_capitals(r"^\s*Which\s+boilers").as_deref(),
            Some("Which")
        );
        assert_eq!(required_capitals(r"(?i)^\s*Which\s+boilers"), None);
        assert_eq!(required_capitals(r"^\s*(Which|which)\b"), None);
        assert_eq!(required_capitals(r"^\s*(?:Which)?\s+boilers"), None);
        assert_eq!(required_capitals(r"^\s*how many"), None);
    }
}
