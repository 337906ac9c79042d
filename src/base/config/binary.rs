//! The configuration as a bundle section: ingestion parses `corpus.conf` and writes what it
//! read, and a bundle's reader takes the values back. The page then carries no parser, nor its
//! error messages (they were most of `bundle::decode`), and the comments never travel: every
//! group gets every bundle's configuration, and a comment may speak of what only some groups
//! may read.
//!
//! The parser's checks are not repeated, except those question time leans on (counts of months
//! and ordinals, numbers in their ranges): a crafted section is refused with an error, never
//! left to panic in the page. A new field is written and read here, in the same place of both.

use super::{
    Alias, ColumnLabels, Config, DateWords, FollowSettings, HtmlSettings, Labels, Limits, Op,
    Order, Persona, Phrase, QuestionWords, Relation, RouteRule, SearchSettings, Serials,
};
use crate::base::date::Date;
use crate::base::pattern::{Case, Pattern, Regexp};
use crate::base::route::Route;
use crate::base::stem::Stemmer;
use crate::base::text::Normalizer;
use crate::base::wire::{Reader, Writer};

/// What the file a loaded configuration came from is called in errors found after loading.
const FILE: &str = "corpus.conf (in the bundle)";

impl Config {
    pub fn write(&self, w: &mut Writer) {
        w.str(&self.name);
        w.str(&self.version);
        w.str(&self.language);
        w.usize(self.passage_words);
        w.strs(&self.groups);
        w.usize(self.personas.len());
        for p in &self.personas {
            w.str(&p.name);
            w.strs(&p.groups);
            w.opt_str(p.label.as_deref());
            write_labels(w, &p.labels);
        }
        write_aliases(w, &self.markets);
        write_aliases(w, &self.products);
        w.usize(self.market_labels.len());
        for (market, labels) in &self.market_labels {
            w.str(market);
            write_labels(w, labels);
        }
        w.usize(self.column_labels.len());
        for c in &self.column_labels {
            w.usize(c.line);
            w.str(&c.column);
            write_labels(w, &c.labels);
        }
        write_normalizer(w, &self.normalizer);
        w.pick(&Case::ALL, &self.links_case);
        w.usize(self.router.len());
        for rule in &self.router {
            w.pick(&Route::ALL, &rule.route);
            rule.regex.write(w);
        }
        write_search(w, &self.search);
        write_html(w, &self.html);
        w.usize(self.operations.len());
        for (op, words) in &self.operations {
            w.pick(&Op::ALL, op);
            w.strs(words);
        }
        w.u64(u64::from(self.operations_set));
        write_questions(w, &self.questions);
        w.usize(self.glossary.len());
        for (from, to) in &self.glossary {
            w.strs(from);
            w.strs(to);
        }
        w.usize(self.relations.len());
        for r in &self.relations {
            w.str(&r.kind);
            write_phrases(w, &r.phrases);
            w.strs(&r.asked_by);
        }
        match &self.serials.pattern {
            None => w.u64(0),
            Some(p) => {
                w.u64(1);
                p.write(w);
            }
        }
        write_phrases(w, &self.serials.ranges);
        w.usize(self.follow.max_hops);
        w.usize(self.follow.blocks_per_hop);
        w.strs(&self.follow.available);
        write_limits(w, &self.limits);
        write_dates(w, &self.dates);
    }

    /// `file` is `corpus.conf (in the bundle)`; every other field is as ingestion parsed it.
    pub fn read(r: &mut Reader) -> Result<Config, String> {
        let name = r.str()?;
        let version = r.str()?;
        let language = r.str()?;
        let passage_words = size(r)?;
        let groups = r.strs()?;
        let n = r.count()?;
        let mut personas = Vec::new();
        for _ in 0..n {
            personas.push(Persona {
                name: r.str()?,
                groups: r.strs()?,
                label: r.opt_str()?,
                labels: read_labels(r)?,
            });
        }
        let markets = read_aliases(r)?;
        let products = read_aliases(r)?;
        let n = r.count()?;
        let mut market_labels = Vec::new();
        for _ in 0..n {
            market_labels.push((r.str()?, read_labels(r)?));
        }
        let n = r.count()?;
        let mut column_labels = Vec::new();
        for _ in 0..n {
            column_labels.push(ColumnLabels {
                line: size(r)?,
                column: r.str()?,
                labels: read_labels(r)?,
            });
        }
        let normalizer = read_normalizer(r)?;
        let links_case = r.pick(&Case::ALL)?;
        let n = r.count()?;
        let mut router = Vec::new();
        for _ in 0..n {
            router.push(RouteRule {
                route: r.pick(&Route::ALL)?,
                regex: Regexp::read(r)?,
            });
        }
        let search = read_search(r)?;
        let html = read_html(r)?;
        let n = r.count()?;
        let mut operations = Vec::new();
        for _ in 0..n {
            operations.push((r.pick(&Op::ALL)?, r.strs()?));
        }
        let operations_set = r.pick(&[false, true])?;
        let questions = read_questions(r)?;
        let n = r.count()?;
        let mut glossary = Vec::new();
        for _ in 0..n {
            glossary.push((r.strs()?, r.strs()?));
        }
        let n = r.count()?;
        let mut relations = Vec::new();
        for _ in 0..n {
            relations.push(Relation {
                kind: r.str()?,
                phrases: read_phrases(r)?,
                asked_by: r.strs()?,
            });
        }
        let pattern = match r.pick(&[false, true])? {
            false => None,
            true => Some(Pattern::read(r)?),
        };
        let serials = Serials {
            pattern,
            ranges: read_phrases(r)?,
        };
        let follow = FollowSettings {
            max_hops: within(size(r)?, 1, 100, "[follow] max_hops")?,
            blocks_per_hop: within(size(r)?, 1, 100, "[follow] blocks_per_hop")?,
            available: r.strs()?,
        };
        let limits = read_limits(r)?;
        let mut dates = read_dates(r)?;
        // One setting, `[questions] years`, as the parser copies it.
        dates.years = questions.years;
        Ok(Config {
            file: FILE.to_string(),
            name,
            version,
            passage_words,
            groups,
            personas,
            markets,
            products,
            normalizer,
            links_case,
            router,
            search,
            html,
            operations,
            operations_set,
            questions,
            glossary,
            relations,
            serials,
            follow,
            limits,
            dates,
            market_labels,
            column_labels,
            language,
        })
    }
}

/// A number that is no count of what follows (a setting, a line).
fn size(r: &mut Reader) -> Result<usize, String> {
    let v = r.u64()?;
    usize::try_from(v).map_err(|_| format!("configuration: {v} is too large"))
}

/// `v` when it is from `lo` to `hi`, as the parser allowed; question time relies on it.
fn within<T: PartialOrd>(v: T, lo: T, hi: T, what: &str) -> Result<T, String> {
    if lo <= v && v <= hi {
        Ok(v)
    } else {
        Err(format!("configuration: {what} is out of range"))
    }
}

fn write_labels(w: &mut Writer, labels: &Labels) {
    w.usize(labels.len());
    for (lang, text) in labels {
        w.str(lang);
        w.str(text);
    }
}

fn read_labels(r: &mut Reader) -> Result<Labels, String> {
    let n = r.count()?;
    let mut out = Vec::new();
    for _ in 0..n {
        out.push((r.str()?, r.str()?));
    }
    Ok(out)
}

fn write_aliases(w: &mut Writer, list: &[Alias]) {
    w.usize(list.len());
    for a in list {
        w.str(&a.code);
        w.strs(&a.aliases);
    }
}

fn read_aliases(r: &mut Reader) -> Result<Vec<Alias>, String> {
    let n = r.count()?;
    let mut out = Vec::new();
    for _ in 0..n {
        out.push(Alias {
            code: r.str()?,
            aliases: r.strs()?,
        });
    }
    Ok(out)
}

fn write_patterns(w: &mut Writer, list: &[Pattern]) {
    w.usize(list.len());
    for p in list {
        p.write(w);
    }
}

fn read_patterns(r: &mut Reader) -> Result<Vec<Pattern>, String> {
    let n = r.count()?;
    let mut out = Vec::new();
    for _ in 0..n {
        out.push(Pattern::read(r)?);
    }
    Ok(out)
}

fn write_normalizer(w: &mut Writer, n: &Normalizer) {
    write_patterns(w, &n.links);
    write_patterns(w, &n.codes);
    // Sorted: a set's order changes from run to run, and a head's bytes must not.
    let mut stopwords: Vec<String> = n.stopwords.iter().cloned().collect();
    stopwords.sort();
    w.strs(&stopwords);
    w.pick(&Stemmer::ALL, &n.stemmer);
}

fn read_normalizer(r: &mut Reader) -> Result<Normalizer, String> {
    Ok(Normalizer {
        links: read_patterns(r)?,
        codes: read_patterns(r)?,
        stopwords: r.strs()?.into_iter().collect(),
        stemmer: r.pick(&Stemmer::ALL)?,
    })
}

fn write_opt_f64(w: &mut Writer, v: Option<f64>) {
    match v {
        None => w.u64(0),
        Some(v) => {
            w.u64(1);
            w.f64(v);
        }
    }
}

/// A setting that is a number from 0 to `max`, as the parser allowed.
fn number(r: &mut Reader, max: f64) -> Result<f64, String> {
    let v = r.f64()?;
    // Not NaN, not infinite: comparisons and scores stay ordinary numbers.
    within(v, 0.0, max, "a [search] number")
}

fn read_opt_f64(r: &mut Reader, max: f64) -> Result<Option<f64>, String> {
    match r.pick(&[false, true])? {
        false => Ok(None),
        true => Ok(Some(number(r, max)?)),
    }
}

fn write_search(w: &mut Writer, s: &SearchSettings) {
    w.usize(s.k);
    w.f64(s.k1);
    w.f64(s.b);
    write_opt_f64(w, s.title_b);
    write_opt_f64(w, s.heading_b);
    write_opt_f64(w, s.body_b);
    for v in [
        s.title_weight,
        s.heading_weight,
        s.heading_score,
        s.stem_weight,
        s.coordination,
        s.proximity,
        s.product_boost,
        s.match_floor,
    ] {
        w.f64(v);
    }
}

fn read_search(r: &mut Reader) -> Result<SearchSettings, String> {
    // The parser refuses any other number; f64::MAX is its "at least 0".
    let any = f64::MAX;
    Ok(SearchSettings {
        k: within(size(r)?, 1, 100, "[search] k")?,
        k1: number(r, any)?,
        b: number(r, 1.0)?,
        title_b: read_opt_f64(r, 1.0)?,
        heading_b: read_opt_f64(r, 1.0)?,
        body_b: read_opt_f64(r, 1.0)?,
        title_weight: number(r, any)?,
        heading_weight: number(r, any)?,
        heading_score: number(r, any)?,
        stem_weight: number(r, any)?,
        coordination: number(r, any)?,
        proximity: number(r, any)?,
        product_boost: number(r, any)?,
        match_floor: number(r, 1.0)?,
    })
}

fn write_html(w: &mut Writer, h: &HtmlSettings) {
    w.strs(&h.groups);
    w.strs(&h.markets);
    w.strs(&h.products);
    Date::write_opt(h.valid_from, w);
    Date::write_opt(h.valid_to, w);
}

fn read_html(r: &mut Reader) -> Result<HtmlSettings, String> {
    Ok(HtmlSettings {
        groups: r.strs()?,
        markets: r.strs()?,
        products: r.strs()?,
        valid_from: Date::read_opt(r)?,
        valid_to: Date::read_opt(r)?,
    })
}

fn write_phrases(w: &mut Writer, list: &[Phrase]) {
    w.usize(list.len());
    for p in list {
        w.strs(&p.before);
        w.strs(&p.between);
        w.u64(u64::from(p.new_first));
    }
}

fn read_phrases(r: &mut Reader) -> Result<Vec<Phrase>, String> {
    let n = r.count()?;
    let mut out = Vec::new();
    for _ in 0..n {
        out.push(Phrase {
            before: r.strs()?,
            between: r.strs()?,
            new_first: r.pick(&[false, true])?,
        });
    }
    Ok(out)
}

fn write_questions(w: &mut Writer, q: &QuestionWords) {
    for list in [
        &q.negations,
        &q.none_words,
        &q.plurals,
        &q.product_words,
        &q.applies_words,
        &q.use_words,
        &q.asking_words,
        &q.has_words,
        &q.units,
        &q.every_words,
    ] {
        w.strs(list);
    }
    w.u64(u64::from(q.years.0));
    w.u64(u64::from(q.years.1));
    w.usize(q.comparisons.len());
    for (order, phrases) in &q.comparisons {
        w.pick(&Order::ALL, order);
        w.usize(phrases.len());
        for (before, after) in phrases {
            w.str(before);
            w.str(after);
        }
    }
}

fn read_questions(r: &mut Reader) -> Result<QuestionWords, String> {
    let mut q = QuestionWords {
        negations: r.strs()?,
        none_words: r.strs()?,
        plurals: r.strs()?,
        product_words: r.strs()?,
        applies_words: r.strs()?,
        use_words: r.strs()?,
        asking_words: r.strs()?,
        has_words: r.strs()?,
        units: r.strs()?,
        every_words: r.strs()?,
        years: (0, 0),
        comparisons: Vec::new(),
    };
    let first = within(r.u32()?, 0, 9999, "[questions] years")?;
    let last = within(r.u32()?, first, 9999, "[questions] years")?;
    // Both at most 9999.
    q.years = (first as u16, last as u16);
    let n = r.count()?;
    for _ in 0..n {
        let order = r.pick(&Order::ALL)?;
        let k = r.count()?;
        let mut phrases = Vec::new();
        for _ in 0..k {
            phrases.push((r.str()?, r.str()?));
        }
        q.comparisons.push((order, phrases));
    }
    Ok(q)
}

fn write_limits(w: &mut Writer, l: &Limits) {
    w.usize(l.rows);
    w.usize(l.row_cells);
    w.usize(l.cells);
    w.u64(l.xlsx_part_bytes);
    w.u64(l.xlsx_bytes);
}

/// Ingestion's: question time never reads them, so only their encoding is checked. A limit
/// past a 32-bit page's usize is as good as none, as the parser reads one.
fn read_limits(r: &mut Reader) -> Result<Limits, String> {
    let mut count = || r.u64().map(|v| usize::try_from(v).unwrap_or(usize::MAX));
    Ok(Limits {
        rows: count()?,
        row_cells: count()?,
        cells: count()?,
        xlsx_part_bytes: r.u64()?,
        xlsx_bytes: r.u64()?,
    })
}

fn write_groups(w: &mut Writer, groups: &[Vec<String>]) {
    w.usize(groups.len());
    for g in groups {
        w.strs(g);
    }
}

/// `count` groups of names (twelve months, four ordinals), as the parser allowed.
fn read_groups(r: &mut Reader, count: usize, what: &str) -> Result<Vec<Vec<String>>, String> {
    let n = within(r.count()?, count, count, what)?;
    let mut out = Vec::new();
    for _ in 0..n {
        out.push(r.strs()?);
    }
    Ok(out)
}

fn write_dates(w: &mut Writer, d: &DateWords) {
    write_groups(w, &d.months);
    write_groups(w, &d.ordinals);
    for list in [
        &d.ambiguous,
        &d.year,
        &d.half,
        &d.quarter,
        &d.month,
        &d.week,
        &d.day,
        &d.quarter_short,
        &d.half_short,
        &d.this,
        &d.last,
        &d.next,
        &d.since,
        &d.after,
        &d.before,
        &d.until,
        &d.from,
        &d.to,
        &d.between,
        &d.and,
        &d.during,
        &d.of,
    ] {
        w.strs(list);
    }
}

/// `years` is `[questions]`' (the caller's).
fn read_dates(r: &mut Reader) -> Result<DateWords, String> {
    Ok(DateWords {
        months: read_groups(r, 12, "[dates] months")?,
        ordinals: read_groups(r, 4, "[dates] ordinals")?,
        ambiguous: r.strs()?,
        year: r.strs()?,
        half: r.strs()?,
        quarter: r.strs()?,
        month: r.strs()?,
        week: r.strs()?,
        day: r.strs()?,
        quarter_short: r.strs()?,
        half_short: r.strs()?,
        this: r.strs()?,
        last: r.strs()?,
        next: r.strs()?,
        since: r.strs()?,
        after: r.strs()?,
        before: r.strs()?,
        until: r.strs()?,
        from: r.strs()?,
        to: r.strs()?,
        between: r.strs()?,
        and: r.strs()?,
        during: r.strs()?,
        of: r.strs()?,
        years: (0, 0),
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

    /// `c` written and read back: equal in every field but `file`, and written again the same.
    fn round_trip(c: &Config) {
        let written = bytes(c);
        let mut r = Reader::new(&written);
        let back = Config::read(&mut r).unwrap();
        assert!(r.at_end(), "{} bytes left over", r.remaining());
        assert_eq!(back.file, FILE);
        assert_eq!(
            back,
            Config {
                file: FILE.to_string(),
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
language = fr\n[groups]\nservice = x\nsales = y\n[personas]\ntech = service\nboss = service, sales\n\
[labels]\ntech = Technician\ntech.fr = Technicien\nMA.fr = Maroc\n[markets]\nMA = Morocco, maroc\n\
[products]\nC-3 = c3, city\n[links]\ncase = lower\npart = \\b([A-Z]{2})-?(\\d{2})-(\\d)\\b => {1}-{2}-{3}\n\
[codes]\nerror = (?i)\\bE\\s?0?(\\d{2,3})\\b => E-{1}\n[router]\nlist = (?i)\\blist\\b\n\
calculate = (?i)\\bhow many\\b\n[operations]\ncount = combien\nsum = total, somme\n\
[questions]\nyears = 2000..2040\nnegations = pas, sans\nunits = km, kg\nabove = plus de {n}\n\
at_most = {n} au plus\n[dates]\nquarter = trimestre\nof = de, du\n[search]\nk = 7\nk1 = 1.4\n\
b = 0.5\ntitle_b = 0.25\nbody_b = 1\nproximity = 0.3\nmatch_floor = 0.45\nstemmer = french\n\
stopwords = le, la, les\n[html]\ngroups = service\nmarkets = MA\nproducts = C-3\n\
valid_from = 2025-01-01\nvalid_to = 2026-12-31\n[glossary]\npneu = tire\n\
[relations]\nreplaced = {new} replaces {old} | successor of {old}: {new}\nreplaced.asked = instead\n\
[serials]\nserial = \\b(\\d{4})-(\\d{4})\\b => {1}-{2}\nranges = from {a} to {b}\n\
[follow]\nmax_hops = 2\nblocks_per_hop = 9\navailable = in stock\n\
[columns]\nbattery_certified = Battery certified\nbattery_certified.fr = Batterie certifiée\n\
[limits]\nrows = 10\nrow_cells = 20\ncells = 30\nxlsx_part_bytes = 40\nxlsx_bytes = 50000000000\n";

    #[test]
    fn configurations_round_trip_through_the_binary_section() {
        round_trip(&file("corpus/atlas/corpus.conf"));
        round_trip(&file("tests/corpora/calora/corpus.conf"));
        let every = Config::parse(EVERY_SECTION, "every.conf").unwrap();
        assert_eq!(every.limits.xlsx_bytes, 50_000_000_000);
        assert_eq!(
            every.html.valid_to.map(|d| d.to_string()),
            Some("2026-12-31".into())
        );
        assert!(every.serials.pattern.is_some() && every.search.title_b == Some(0.25));
        round_trip(&every);
        round_trip(&Config::parse("[groups]\ns = x\n[personas]\nt = s\n", "c").unwrap());
    }

    #[test]
    fn truncated_and_damaged_sections_are_refused_without_panic() {
        let written = bytes(&Config::parse(EVERY_SECTION, "every.conf").unwrap());
        for len in 0..written.len() {
            let mut r = Reader::new(&written[..len]);
            assert!(
                Config::read(&mut r).is_err(),
                "cut at {len} of {}",
                written.len()
            );
        }
        // Any byte set to anything: an error or a configuration, never a panic.
        for at in 0..written.len() {
            for v in [0x00, 0x01, 0x02, 0x07, 0x7f, 0x80, 0xff] {
                let mut damaged = written.clone();
                damaged[at] = v;
                let _ = Config::read(&mut Reader::new(&damaged));
            }
        }
    }

    #[test]
    fn settings_the_parser_would_refuse_are_refused() {
        let good = Config::parse(EVERY_SECTION, "every.conf").unwrap();
        let refused = |change: &dyn Fn(&mut Config), what: &str| {
            let mut c = good.clone();
            change(&mut c);
            let e = Config::read(&mut Reader::new(&bytes(&c))).unwrap_err();
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
            c.normalizer.stemmer = Stemmer::English;
            let other = bytes(&c);
            (0..w.len()).find(|&i| w[i] != other[i]).unwrap()
        };
        w[stemmer_at] = 3;
        let e = Config::read(&mut Reader::new(&w)).unwrap_err();
        assert!(e.contains("index 3 is out of range"), "{e}");
    }
}
