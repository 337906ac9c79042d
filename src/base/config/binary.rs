//! The configuration as a bundle section: ingestion parses `corpus.conf` and writes what it
//! read, and a bundle's reader takes the values back. The page then carries no parser, nor its
//! error messages (they were most of `bundle::decode`), and the comments never travel: a
//! bundle's configuration is corpus.conf's less only what `ingest::carve` leaves out, and a
//! comment may speak of what only some groups may read.
//!
//! The settings of one kind are listed once (`texts`, `word_lists`, `counts`, `numbers`) and
//! both sides walk those lists, so the writer and the reader cannot fall out of step, and the
//! reader is one loop per kind (a read per field was 4.6 KB more of raw wasm, 0.3 KB gzip). A new
//! setting joins its kind's list (or gets its line in both `write` and the readers).
//!
//! The parser's checks are not repeated, except those question time leans on (counts of months
//! and ordinals, numbers in their ranges): a crafted section is refused with an error, never
//! left to panic in the page.

use super::{
    Alias, BundleSettings, ColumnLabels, Config, DateWords, FollowSettings, HtmlSettings, Labels,
    Limits, Op, Order, Persona, Phrase, QuestionWords, Relation, RouteRule, SearchSettings,
    Serials,
};
use crate::base::pattern::{Case, Pattern, Regexp};
use crate::base::route::Route;
use crate::base::stem::Stemmer;
use crate::base::text::Normalizer;
use crate::base::wire::{Keep, Reader, Writer};

/// What the file a loaded configuration came from is called in errors found after loading.
const FILE: &str = "corpus.conf (in the bundle)";

/// `[search]`'s "a number of at least 0": any finite one.
const ANY: f64 = f64::MAX;

/// The single-line texts.
fn texts(c: &mut Config) -> [&mut String; 3] {
    [&mut c.name, &mut c.version, &mut c.language]
}

/// Every list of words.
fn word_lists(c: &mut Config) -> [&mut Vec<String>; 54] {
    let (h, q, d) = (&mut c.html, &mut c.questions, &mut c.dates);
    [
        &mut c.groups,
        &mut h.groups,
        &mut h.markets,
        &mut h.products,
        &mut c.follow.available,
        &mut q.negations,
        &mut q.negations_after,
        &mut q.none_words,
        &mut q.plurals,
        &mut q.product_words,
        &mut q.applies_words,
        &mut q.use_words,
        &mut q.asking_words,
        &mut q.has_words,
        &mut q.units,
        &mut q.every_words,
        &mut q.except_words,
        &mut q.per_words,
        &mut q.beyond_words,
        &mut q.done_words,
        &mut q.compare_words,
        &mut q.more,
        &mut q.less,
        &mut q.than,
        &mut q.who_words,
        &mut q.common_words,
        &mut q.and_words,
        &mut q.place_words,
        &mut q.market_words,
        &mut q.cost_words,
        &mut c.languages,
        &mut d.ambiguous,
        &mut d.year,
        &mut d.half,
        &mut d.quarter,
        &mut d.month,
        &mut d.week,
        &mut d.day,
        &mut d.quarter_short,
        &mut d.half_short,
        &mut d.this,
        &mut d.last,
        &mut d.next,
        &mut d.since,
        &mut d.after,
        &mut d.before,
        &mut d.until,
        &mut d.from,
        &mut d.to,
        &mut d.between,
        &mut d.and,
        &mut d.during,
        &mut d.of,
        &mut d.start,
    ]
}

/// Whole numbers, each with the range the parser allows (`[bundle] min_terms_per_chunk` is
/// ingestion's: question time never reads it).
fn counts(c: &mut Config) -> [(&mut usize, usize, usize, &'static str); 6] {
    [
        (
            &mut c.search.prompt_tokens,
            super::MIN_PROMPT_TOKENS,
            1_000_000,
            "[search] prompt_tokens",
        ),
        (
            &mut c.passage_words,
            20,
            usize::MAX,
            "[corpus] passage_words",
        ),
        (&mut c.search.k, 1, 100, "[search] k"),
        (&mut c.follow.max_hops, 1, 100, "[follow] max_hops"),
        (
            &mut c.follow.blocks_per_hop,
            1,
            100,
            "[follow] blocks_per_hop",
        ),
        (
            &mut c.bundle.min_terms_per_chunk,
            1,
            usize::MAX,
            "[bundle] min_terms_per_chunk",
        ),
    ]
}

/// `[search]`'s numbers, each with the most the parser allows (the least is 0).
fn numbers(c: &mut Config) -> [(&mut f64, f64); 10] {
    let s = &mut c.search;
    [
        (&mut s.k1, ANY),
        (&mut s.b, 1.0),
        (&mut s.title_weight, ANY),
        (&mut s.heading_weight, ANY),
        (&mut s.heading_score, ANY),
        (&mut s.stem_weight, ANY),
        (&mut s.coordination, ANY),
        (&mut s.proximity, ANY),
        (&mut s.product_boost, ANY),
        (&mut s.match_floor, 1.0),
    ]
}

/// The b of each field, when set (at most 1).
fn field_bs(c: &mut Config) -> [&mut Option<f64>; 3] {
    let s = &mut c.search;
    [&mut s.title_b, &mut s.heading_b, &mut s.body_b]
}

/// Twelve months, four ordinals: groups of names.
fn name_groups(c: &mut Config) -> [(&mut Vec<Vec<String>>, usize, &'static str); 2] {
    [
        (&mut c.dates.months, 12, "[dates] months"),
        (&mut c.dates.ordinals, 4, "[dates] ordinals"),
    ]
}

impl Config {
    pub fn write(&self, w: &mut Writer) {
        // The lists of settings lend `&mut`, for the reader: the writer walks a copy.
        let c = &mut self.clone();
        for s in texts(c) {
            w.str(s);
        }
        for list in word_lists(c) {
            w.strs(list);
        }
        for (v, ..) in counts(c) {
            w.usize(*v);
        }
        for (v, _) in numbers(c) {
            w.f64(*v);
        }
        for b in field_bs(c) {
            w.u64(u64::from(b.is_some()));
            w.f64(b.unwrap_or(0.0));
        }
        for (groups, ..) in name_groups(c) {
            write_list(w, groups, |w, g| w.strs(g));
        }
        w.u64(u64::from(self.questions.years.0));
        w.u64(u64::from(self.questions.years.1));
        w.pick(&Case::ALL, &self.links_case);
        write_list(w, &self.normalizer.stemmers, |w, s| {
            w.pick(&Stemmer::ALL, s)
        });
        w.u64(u64::from(self.operations_set));
        // Sorted: a set's order changes from run to run, and a head's bytes must not.
        let mut stopwords: Vec<String> = self.normalizer.stopwords.iter().cloned().collect();
        stopwords.sort();
        w.strs(&stopwords);
        write_list(w, &self.personas, |w, p| {
            w.str(&p.name);
            w.strs(&p.groups);
            w.opt_str(p.label.as_deref());
            write_labels(w, &p.labels);
        });
        for aliases in [&self.markets, &self.products] {
            write_list(w, aliases, |w, a| {
                w.str(&a.code);
                w.strs(&a.aliases);
            });
        }
        write_list(w, &self.market_labels, |w, (market, labels)| {
            w.str(market);
            write_labels(w, labels);
        });
        write_list(w, &self.column_labels, |w, c| {
            w.usize(c.line);
            w.str(&c.column);
            write_labels(w, &c.labels);
        });
        for patterns in [&self.normalizer.links, &self.normalizer.codes] {
            write_list(w, patterns, |w, p| p.write(w));
        }
        let serial: &[Pattern] = self.serials.pattern.as_slice();
        write_list(w, serial, |w, p| p.write(w));
        write_list(w, &self.router, |w, rule| {
            w.pick(&Route::ALL, &rule.route);
            rule.regex.write(w);
        });
        write_list(w, &self.operations, |w, (op, words)| {
            w.pick(&Op::ALL, op);
            w.strs(words);
        });
        write_list(w, &self.questions.comparisons, |w, (order, phrases)| {
            w.pick(&Order::ALL, order);
            write_list(w, phrases, |w, (before, after)| {
                w.str(before);
                w.str(after);
            });
        });
        write_list(w, &self.glossary, |w, (from, to)| {
            w.strs(from);
            w.strs(to);
        });
        write_list(w, &self.relations, |w, r| {
            w.str(&r.kind);
            write_phrases(w, &r.phrases);
            w.strs(&r.asked_by);
        });
        write_phrases(w, &self.serials.ranges);
        for date in [self.html.valid_from, self.html.valid_to] {
            crate::base::date::Date::write_opt(date, w);
        }
        let l = &self.limits;
        for v in [l.rows, l.row_cells, l.cells] {
            w.usize(v);
        }
        w.u64(l.xlsx_part_bytes);
        w.u64(l.xlsx_bytes);
        // Last, and of format 16 on: `atlas build` still reads a format-15 head it builds over.
        w.strs(&self.questions.except_after);
    }

    /// `file` is `corpus.conf (in the bundle)`; every other field is as ingestion parsed it.
    /// `version` is the head's format: one of the format before this one (`atlas build` reads
    /// the head it builds over for its block numbers) lacks the settings added since.
    pub fn read(r: &mut Reader, version: u16) -> Result<Config, String> {
        let mut c = blank();
        let mut k = Keep::new(r);
        read_settings(&mut c, &mut k);
        read_people(&mut c, &mut k);
        read_patterns(&mut c, &mut k);
        read_phrasing(&mut c, &mut k);
        if version >= 16 {
            c.questions.except_after = k.strs();
        }
        // The first error stops the read: what was read after it is dropped with `c`.
        k.end()?;
        Ok(c)
    }
}

// The reader is four functions, not one: a browser compiles a wasm function when it is first
// called, in time that grows faster than its size, and one reader of every part took a
// millisecond of each first load (see bundle::decode). Each reads on past an error (`Keep`),
// which `Config::read` returns.

/// The single values and word lists.
#[inline(never)]
fn read_settings(c: &mut Config, k: &mut Keep) {
    // Each list walked by reference: consuming an array was an IntoIter's code of its own for
    // each kind of entry in the page's wasm.
    for s in &mut texts(c) {
        **s = k.str();
    }
    for list in &mut word_lists(c) {
        **list = k.strs();
    }
    for (v, lo, hi, what) in &mut counts(c) {
        let n = size(k);
        **v = within(k, n, *lo, *hi, what);
    }
    for (v, max) in &mut numbers(c) {
        **v = number(k, *max);
    }
    for b in &mut field_bs(c) {
        let set = k.pick(&[false, true]);
        let v = number(k, 1.0);
        **b = set.then_some(v);
    }
    for (groups, n, what) in &mut name_groups(c) {
        **groups = read_list(k, |k| Some(k.strs()));
        within(k, groups.len(), *n, *n, what);
    }
    let first = size(k);
    let first = within(k, first, 0, 9999, "[questions] years");
    let last = size(k);
    let last = within(k, last, first, 9999, "[questions] years");
    // Both at most 9999; time expressions read years with the same range, as the parser copies.
    c.questions.years = (first as u16, last as u16);
    c.dates.years = c.questions.years;
    c.links_case = k.pick(&Case::ALL);
    for _ in 0..k.count() {
        c.normalizer.stemmers.push(k.pick(&Stemmer::ALL));
    }
    c.operations_set = k.pick(&[false, true]);
    // Inserted one by one, each taken out of the list: collecting the consumed Vec was an
    // IntoIter's code of its own in the page's wasm.
    c.normalizer.stopwords = crate::base::hash::Words::default();
    for w in &mut k.strs() {
        c.normalizer.stopwords.insert(std::mem::take(w));
    }
}

/// Personas, markets, products and their labels.
#[inline(never)]
fn read_people(c: &mut Config, k: &mut Keep) {
    c.personas = read_list(k, |k| {
        Some(Persona {
            name: k.str(),
            groups: k.strs(),
            label: k.opt_str(),
            labels: read_labels(k),
        })
    });
    for aliases in [&mut c.markets, &mut c.products] {
        *aliases = read_list(k, |k| {
            Some(Alias {
                code: k.str(),
                aliases: k.strs(),
            })
        });
    }
    c.market_labels = read_list(k, |k| Some((k.str(), read_labels(k))));
    c.column_labels = read_list(k, |k| {
        Some(ColumnLabels {
            line: size(k),
            column: k.str(),
            labels: read_labels(k),
        })
    });
}

/// The patterns and the router's rules.
#[inline(never)]
fn read_patterns(c: &mut Config, k: &mut Keep) {
    let pattern = |k: &mut Keep| {
        let p = Pattern::read(k.r);
        k.some(p)
    };
    for patterns in [&mut c.normalizer.links, &mut c.normalizer.codes] {
        *patterns = read_list(k, pattern);
    }
    c.serials.pattern = read_list(k, pattern).pop();
    c.router = read_list(k, |k| {
        let route = k.pick(&Route::ALL);
        let regex = Regexp::read(k.r);
        Some(RouteRule {
            route,
            regex: k.some(regex)?,
        })
    });
}

/// Operations, comparisons, glossary, relations, serial ranges, the HTML dates and the limits.
#[inline(never)]
fn read_phrasing(c: &mut Config, k: &mut Keep) {
    c.operations = read_list(k, |k| Some((k.pick(&Op::ALL), k.strs())));
    c.questions.comparisons = read_list(k, |k| {
        Some((
            k.pick(&Order::ALL),
            read_list(k, |k| Some((k.str(), k.str()))),
        ))
    });
    c.glossary = read_list(k, |k| Some((k.strs(), k.strs())));
    c.relations = read_list(k, |k| {
        Some(Relation {
            kind: k.str(),
            phrases: read_phrases(k),
            asked_by: k.strs(),
        })
    });
    c.serials.ranges = read_phrases(k);
    for date in [&mut c.html.valid_from, &mut c.html.valid_to] {
        let d = crate::base::date::Date::read_opt(k.r);
        *date = k.keep(d);
    }
    // Ingestion's: question time never reads them, so only their encoding is checked. A limit
    // past a 32-bit page's usize is as good as none, as the parser reads one.
    let l = &mut c.limits;
    for v in [&mut l.rows, &mut l.row_cells, &mut l.cells] {
        *v = usize::try_from(k.u64()).unwrap_or(usize::MAX);
    }
    l.xlsx_part_bytes = k.u64();
    l.xlsx_bytes = k.u64();
}

/// The date words' lists, empty (see `QuestionWords::BLANK`).
const BLANK_DATES: DateWords = DateWords {
    months: Vec::new(),
    ambiguous: Vec::new(),
    ordinals: Vec::new(),
    year: Vec::new(),
    half: Vec::new(),
    quarter: Vec::new(),
    month: Vec::new(),
    week: Vec::new(),
    day: Vec::new(),
    quarter_short: Vec::new(),
    half_short: Vec::new(),
    this: Vec::new(),
    last: Vec::new(),
    next: Vec::new(),
    since: Vec::new(),
    after: Vec::new(),
    before: Vec::new(),
    until: Vec::new(),
    from: Vec::new(),
    to: Vec::new(),
    between: Vec::new(),
    and: Vec::new(),
    during: Vec::new(),
    of: Vec::new(),
    start: Vec::new(),
    years: (0, 0),
};

/// A configuration whose every field the reader sets, built without the parser's defaults
/// (whose English words would cost the page's wasm for nothing).
fn blank() -> Config {
    Config {
        file: FILE.to_string(),
        name: String::new(),
        version: String::new(),
        passage_words: 0,
        languages: Vec::new(),
        #[cfg(not(target_arch = "wasm32"))]
        page_languages: vec!["en".to_string(), "fr".to_string()],
        #[cfg(not(target_arch = "wasm32"))]
        flag_yes: Vec::new(),
        #[cfg(not(target_arch = "wasm32"))]
        flag_no: Vec::new(),
        groups: Vec::new(),
        personas: Vec::new(),
        markets: Vec::new(),
        products: Vec::new(),
        normalizer: Normalizer::default(),
        links_case: Case::Upper,
        router: Vec::new(),
        search: SearchSettings::default(),
        html: HtmlSettings::default(),
        operations: Vec::new(),
        operations_set: false,
        questions: QuestionWords::BLANK,
        glossary: Vec::new(),
        relations: Vec::new(),
        serials: Serials::default(),
        follow: FollowSettings::default(),
        limits: Limits::default(),
        bundle: BundleSettings::default(),
        dates: BLANK_DATES,
        market_labels: Vec::new(),
        column_labels: Vec::new(),
        language: String::new(),
    }
}

/// A number that is no count of what follows (a setting, a line).
fn size(k: &mut Keep) -> usize {
    let v = k.u64();
    usize::try_from(v).unwrap_or_else(|_| {
        k.note(format!(
            "configuration: {} is too large",
            crate::base::decimal::figure(v as f64)
        ));
        0
    })
}

/// `v`, noted an error unless it is from `lo` to `hi`, as the parser allowed; question time
/// relies on it.
fn within<T: PartialOrd>(k: &mut Keep, v: T, lo: T, hi: T, what: &str) -> T {
    if !(lo <= v && v <= hi) {
        k.note(format!("configuration: {what} is out of range"));
    }
    v
}

/// A `[search]` number from 0 to `max`: not NaN, not infinite, so scores stay ordinary numbers.
fn number(k: &mut Keep, max: f64) -> f64 {
    let v = k.f64();
    within(k, v, 0.0, max, "a [search] number")
}

fn write_list<T>(w: &mut Writer, items: &[T], one: impl Fn(&mut Writer, &T)) {
    w.usize(items.len());
    for x in items {
        one(w, x);
    }
}

/// A list of `one`s (those read without an error).
fn read_list<T>(k: &mut Keep, one: impl Fn(&mut Keep) -> Option<T>) -> Vec<T> {
    let n = k.count();
    let mut out = Vec::new();
    for _ in 0..n {
        if let Some(x) = one(k) {
            out.push(x);
        }
    }
    out
}

fn write_labels(w: &mut Writer, labels: &Labels) {
    write_list(w, labels, |w, (lang, text)| {
        w.str(lang);
        w.str(text);
    });
}

fn read_labels(k: &mut Keep) -> Labels {
    read_list(k, |k| Some((k.str(), k.str())))
}

fn write_phrases(w: &mut Writer, list: &[Phrase]) {
    write_list(w, list, |w, p| {
        w.strs(&p.before);
        w.strs(&p.between);
        w.u64(u64::from(p.new_first));
    });
}

fn read_phrases(k: &mut Keep) -> Vec<Phrase> {
    read_list(k, |k| {
        Some(Phrase {
            before: k.strs(),
            between: k.strs(),
            new_first: k.pick(&[false, true]),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes(c: &Config) -> Vec<u8> {
        let mut w = Writer::new();
        c.write(&mut w);
        w.buf
    }

    /// `c` written and read back: equal in every field but `file` and `page_languages` (the
    /// page's switch, which no bundle carries), and written again the same.
    fn round_trip(c: &Config) {
        let written = bytes(c);
        let mut r = Reader::new(&written);
        let back = Config::read(&mut r, crate::bundle::FORMAT_VERSION).unwrap();
        assert!(r.at_end(), "{} bytes left over", r.remaining());
        assert_eq!(back.file, FILE);
        assert_eq!(back.page_languages, ["en", "fr"]);
        assert_eq!(
            back,
            Config {
                file: FILE.to_string(),
                page_languages: back.page_languages.clone(),
                flag_yes: Vec::new(),
                flag_no: Vec::new(),
                ..c.clone()
            }
        );
        assert_eq!(bytes(&back), written);
        // The patterns run as they did: the programs came with them.
        for (a, b) in back.regexps().into_iter().zip(c.regexps()) {
            for text in ["BP-36-2 and BP36-2", "E-12, e 07 and E0382", "SN 2509-0001"] {
                assert_eq!(
                    a.program_captures_iter(text.as_bytes()),
                    b.captures_iter(text.as_bytes()),
                    "/{}/ on {text}",
                    a.as_str()
                );
            }
        }
    }

    fn file(path: &str) -> Config {
        let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap();
        Config::parse(&text, &path).unwrap()
    }

    /// Every section, with the settings neither corpus sets.
    const EVERY_SECTION: &str = "[corpus]\nname = Test\nversion = 7\npassage_words = 120\n\
language = fr\nlanguages = fr, es\npage_languages = es, en\n[groups]\nservice = x\nsales = y\n[personas]\ntech = service\nboss = service, sales\n\
[labels]\ntech = Technician\ntech.fr = Technicien\nMA.fr = Maroc\n[markets]\nMA = Morocco, maroc\n\
[products]\nC-3 = c3, city\n[links]\ncase = lower\npart = \\b([A-Z]{2})-?(\\d{2})-(\\d)\\b => {1}-{2}-{3}\n\
[codes]\nerror = (?i)\\bE\\s?0?(\\d{2,3})\\b => E-{1}\n[router]\nlist = (?i)\\blist\\b\n\
calculate = (?i)\\bhow many\\b\n[operations]\ncount = combien\nsum = total, somme\n\
[questions]\nyears = 2000..2040\nnegations = pas, sans\nexcept_after = exclu\nunits = km, kg\nabove = plus de {n}\n\
at_most = {n} au plus\nmore = davantage\nwho_words = qui\n[dates]\nquarter = trimestre\nof = de, du\n[search]\nk = 7\nk1 = 1.4\nprompt_tokens = 5000\n\
b = 0.5\ntitle_b = 0.25\nbody_b = 1\nproximity = 0.3\nmatch_floor = 0.45\nstemmer = french, german\n\
stopwords = le, la, les\n[html]\ngroups = service\nmarkets = MA\nproducts = C-3\n\
valid_from = 2025-01-01\nvalid_to = 2026-12-31\n[glossary]\npneu = tire\n\
[relations]\nreplaced = {new} replaces {old} | successor of {old}: {new}\nreplaced.asked = instead\n\
[serials]\nserial = \\b(\\d{4})-(\\d{4})\\b => {1}-{2}\nranges = from {a} to {b}\n\
[follow]\nmax_hops = 2\nblocks_per_hop = 9\navailable = in stock\n\
[columns]\nbattery_certified = Battery certified\nbattery_certified.fr = Batterie certifiée\n\
[limits]\nrows = 10\nrow_cells = 20\ncells = 30\nxlsx_part_bytes = 40\nxlsx_bytes = 50000000000\n\
[bundle]\nmin_terms_per_chunk = 48\n";

    #[test]
    fn configurations_round_trip_through_the_binary_section() {
        round_trip(&file("corpus/atlas/corpus.conf"));
        round_trip(&file("tests/corpora/calora/corpus.conf"));
        let every = Config::parse(EVERY_SECTION, "every.conf").unwrap();
        assert_eq!(every.limits.xlsx_bytes, 50_000_000_000);
        assert_eq!(every.bundle.min_terms_per_chunk, 48);
        assert_eq!(
            every.html.valid_to.map(|d| d.to_string()),
            Some("2026-12-31".into())
        );
        assert!(every.serials.pattern.is_some() && every.search.title_b == Some(0.25));
        assert_eq!(every.questions.except_after, ["exclu"]);
        round_trip(&every);
        // A head of the format before (`atlas build` reads one it builds over) has no
        // postposed except words: read without them, and nothing left over.
        let mut older = every.clone();
        older.questions.except_after.clear();
        let mut written = bytes(&older);
        assert_eq!(written.pop(), Some(0), "an empty list is its count, 0");
        let mut r = Reader::new(&written);
        let back = Config::read(&mut r, 15).unwrap();
        assert!(r.at_end(), "{} bytes left over", r.remaining());
        assert_eq!(back.questions, older.questions);
        round_trip(&Config::parse("[groups]\ns = x\n[personas]\nt = s\n", "c").unwrap());
    }

    #[test]
    fn truncated_and_damaged_sections_are_refused_without_panic() {
        let written = bytes(&Config::parse(EVERY_SECTION, "every.conf").unwrap());
        for len in 0..written.len() {
            let mut r = Reader::new(&written[..len]);
            assert!(
                Config::read(&mut r, crate::bundle::FORMAT_VERSION).is_err(),
                "cut at {len} of {}",
                written.len()
            );
        }
        // Any byte set to anything: an error or a configuration, never a panic.
        for at in 0..written.len() {
            for v in [0x00, 0x01, 0x02, 0x07, 0x7f, 0x80, 0xff] {
                let mut damaged = written.clone();
                damaged[at] = v;
                let _ = Config::read(&mut Reader::new(&damaged), crate::bundle::FORMAT_VERSION);
            }
        }
    }

    #[test]
    fn settings_the_parser_would_refuse_are_refused() {
        let good = Config::parse(EVERY_SECTION, "every.conf").unwrap();
        let refused = |change: &dyn Fn(&mut Config), what: &str| {
            let mut c = good.clone();
            change(&mut c);
            let e = Config::read(&mut Reader::new(&bytes(&c)), crate::bundle::FORMAT_VERSION)
                .unwrap_err();
            assert!(e.contains(what), "expected '{what}' in: {e}");
        };
        refused(
            &|c| c.search.k = 0,
            "configuration: [search] k is out of range",
        );
        refused(&|c| c.search.k = 101, "[search] k");
        refused(&|c| c.search.k1 = f64::NAN, "[search] number");
        refused(
            &|c| c.search.coordination = f64::INFINITY,
            "[search] number",
        );
        refused(&|c| c.search.proximity = -1.0, "[search] number");
        refused(&|c| c.search.b = 1.5, "[search] number");
        refused(&|c| c.search.body_b = Some(2.0), "[search] number");
        refused(&|c| c.search.match_floor = 1.01, "[search] number");
        refused(&|c| c.follow.max_hops = 0, "[follow] max_hops");
        refused(
            &|c| c.bundle.min_terms_per_chunk = 0,
            "[bundle] min_terms_per_chunk",
        );
        refused(
            &|c| c.follow.blocks_per_hop = 1000,
            "[follow] blocks_per_hop",
        );
        refused(&|c| c.questions.years = (2030, 2020), "[questions] years");
        refused(&|c| c.questions.years = (2030, 10_000), "[questions] years");
        refused(&|c| c.dates.months.truncate(11), "[dates] months");
        refused(
            &|c| c.dates.ordinals.push(vec!["fifth".into()]),
            "[dates] ordinals",
        );
        // An enum's number past its variants.
        let mut w = bytes(&good);
        let stemmer_at = {
            let mut c = good.clone();
            c.normalizer.stemmers = vec![Stemmer::English, Stemmer::German];
            let other = bytes(&c);
            (0..w.len()).find(|&i| w[i] != other[i]).unwrap()
        };
        w[stemmer_at] = 8;
        let e = Config::read(&mut Reader::new(&w), crate::bundle::FORMAT_VERSION).unwrap_err();
        assert!(e.contains("index 8 is out of range"), "{e}");
    }
}
