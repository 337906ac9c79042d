//! The rows of a table a question means (market by code or country, product by code or alias, a
//! dealer by code, name or city, flags such as battery-certified, a year, a comparison, any field
//! value it names), with what of the question they do not honour. Read by list, calculate and
//! follow's records on the path.

use super::flags::flag_asked;
use super::measures::Comparisons;
use super::periods::OnPeriods;
use super::values::{Named, ValueIndex};
use super::Reading;
use crate::ask::answer::Scope;
use crate::ask::facts::RowsSaid;
use crate::ask::prompt::{neutralize, neutralize_all};
use crate::ask::question::Asked;
use crate::ask::when::Range;
use crate::base::date::Date;
use crate::base::decimal::Whole;
use crate::base::model::field;
use crate::base::model::{ColumnKind, Table};
use crate::base::text::Joined;
use crate::bundle::Bundle;

pub(crate) struct RecordQuery {
    /// (column, accepted values) pairs; a row must satisfy all.
    pub(crate) filters: Vec<(usize, Vec<String>)>,
    /// Rows (block indices) that match, readable and applicable, in key order.
    pub(crate) rows: Vec<usize>,
    /// What the question's time words were read as, and what of them was not understood or
    /// not applied: said in the trace and the known facts, never silently dropped.
    pub(crate) notes: Vec<String>,
    /// A time the question names that these rows do not honour, and why: a figure over them
    /// would silently cover other dates, so none is given.
    pub(crate) time_unapplied: Option<String>,
    /// Measures compared with the question's figures ("more than 2 hours"), which rows must
    /// satisfy, and comparisons whose measure is unclear: no figure is given over rows that
    /// ignore them.
    pub(crate) comparisons: Comparisons,
    /// Things the question names that this table cannot pick, each said with why: one other
    /// tables refer to by key (a dealer by its city) that it has no column for, or a part none
    /// of its rows is for. No figure is given over its rows.
    pub(crate) unpicked: Vec<String>,
    /// The notes that say `unpicked`, one a thing: in `notes` too, and left out of them where a
    /// fact already says why there is no figure (`notes_beside_unpicked`).
    unpicked_notes: usize,
    /// Names the question depends on that nothing the asker may read holds ("in Lisbon"): no
    /// figure, and a list lists nothing, rather than every row as if the name were not there.
    pub(crate) unknown: Vec<String>,
    /// No row matches, but the question names rows by a value and asks a flag of them ("is the
    /// Graz dealer descaling certified?"): the rows its other filters pick (at most the k
    /// blocks a question gets), whose flag answers it, and those filters described.
    pub(crate) near: Option<(Vec<usize>, String)>,
}

impl RecordQuery {
    /// Whether every time and name of the question was read: a ranking, a comparison or a
    /// figure over rows that ignore one would answer another question.
    pub(crate) fn understood(&self) -> bool {
        self.time_unapplied.is_none() && self.unknown.is_empty() && self.unpicked.is_empty()
    }

    /// A word asking for arithmetic the engine does not do ("growth", "share", "top"): one
    /// thing not understood, said by the fact of no figure, so no figure, ranking or verdict
    /// is given.
    pub(crate) fn not_computed(&mut self, word: &str) {
        self.unpicked_word(
            word,
            "is not a count, a sum, an average, a minimum, a maximum or a time Atlas reads",
            "",
        );
    }

    /// `"word", which {which}{then}` added to `unpicked`, the word neutralized: one format for
    /// calculate's words read as naming nothing, each of which was a format of its own.
    #[inline(never)]
    pub(crate) fn unpicked_word(&mut self, word: &str, which: &str, then: &str) {
        self.unpicked
            .push(format!("\"{}\", which {which}{then}", neutralize(word)));
    }

    /// "Ankara bu yıl İzmir'den daha fazla sattı mı": two things of one column picked and a more
    /// or less word outside any figure compared, with no than word read (a language saying
    /// "than" in an ending): which side is which is not known, and the rows of both answer no
    /// question of which has more. Said where nothing else was left unread; for list and
    /// calculate alike. Whether the question compares so.
    pub(crate) fn compared_apart(&mut self, cx: &Reading, id: &str) -> bool {
        let two = self.filters.iter().any(|(_, v)| v.len() > 1);
        let Some(at) = super::comparisons::more_outside_figures(cx).filter(|_| two) else {
            return false;
        };
        self.apart(cx.asked, at, id);
        true
    }

    /// The two things compared around word `at` said not told apart: in `unpicked`, and in
    /// the notes for a route with no fact of its own for it.
    pub(crate) fn apart(&mut self, asked: &Asked, at: usize, id: &str) {
        if self.understood() {
            let than = neutralize(asked.words.get(at).map_or("", String::as_str));
            not_understood(
                (&mut self.notes, &mut self.unpicked),
                format_args!("the question compares the two things around \"{than}\", which {id} does not tell apart: no yes or no is given."),
                format_args!("the two things compared around \"{than}\", which {id} does not tell apart"),
            );
            self.unpicked_notes += 1;
        }
    }

    /// The notes, but those saying what the rows cannot pick, for a fact that says it already.
    pub(crate) fn notes_beside_unpicked(&self) -> &[String] {
        let kept = self.notes.len().saturating_sub(self.unpicked_notes);
        self.notes.get(..kept).unwrap_or(&self.notes)
    }

    /// Whether a part the question names picked rows (a filter accepts it): such a table counts
    /// the part's units.
    pub(crate) fn picked_by_part(&self, parts: &[String], index: &ValueIndex) -> bool {
        self.picks(parts, index, true)
    }

    /// Whether a filter accepts something other than the question's parts (a dealer, a market):
    /// the part a chain follows is on every row of its path, so it asks for none of them.
    pub(crate) fn picked_beyond_parts(&self, parts: &[String], index: &ValueIndex) -> bool {
        self.picks(parts, index, false)
    }

    /// Whether a filter accepts a value that is one of `parts` (`part`) or one that is not: one
    /// body for the two questions, each of which had the same loops.
    fn picks(&self, parts: &[String], index: &ValueIndex, part: bool) -> bool {
        self.filters
            .iter()
            .any(|(_, values)| values.iter().any(|v| index.is_part(v, parts) == part))
    }

    /// The filters as the trace and the known facts show them; field names and values are
    /// source strings, neutralized.
    pub(crate) fn describe(&self, t: &Table) -> String {
        describe(&self.filters, &self.comparisons, t)
    }

    /// The rows as a fact counts them, of table `id`: one body for the facts of list, calculate
    /// and its ranking, each of which built it.
    pub(crate) fn said(&self, t: &Table, id: &str) -> RowsSaid {
        RowsSaid {
            count: self.rows.len(),
            table: id.to_string(),
            filters: self.describe(t),
        }
    }

    /// The trace line of the rows of table `id`: its filters and how many rows they pick, then
    /// `then`. One format for the six routes' lines that open so, each of which wrote it.
    pub(crate) fn trace(&self, t: &Table, id: &str, then: std::fmt::Arguments) -> String {
        format!(
            "records {id}: {} -> {} rows{then}",
            self.describe(t),
            Whole(self.rows.len())
        )
    }

    /// Whether the rows come from every market: table `t` has a market column and the question
    /// names no market, so none picks them. A figure or list over them is said to count every
    /// market, or a reader in one market takes it for its own.
    /// Rows of one market only ("every market" said of a table only one market's rows are in
    /// would be wrong) are not.
    pub(crate) fn every_market(&self, t: &Table, bundle: &crate::bundle::Bundle) -> bool {
        let market = |c: &usize| {
            t.columns
                .get(*c)
                .is_some_and(|c| c.kind == ColumnKind::Market)
        };
        let Some(column) = t.column_of(ColumnKind::Market) else {
            return false;
        };
        let value = |r: &usize| bundle.blocks.get(*r).and_then(|b| b.fields.get(column));
        let first = self.rows.first().and_then(value);
        !self.filters.iter().any(|(c, _)| market(c)) && self.rows.iter().any(|r| value(r) != first)
    }

    /// The table's id and the filters with their column names, for the answer's scope.
    pub(crate) fn scope(&self, t: &Table, table_id: &str) -> Scope {
        Scope {
            table: table_id.to_string(),
            filters: {
                let mut filters = Vec::new();
                for (c, v) in &self.filters {
                    if let Some(column) = t.columns.get(*c) {
                        filters.push((column.name.clone(), v.clone()));
                    }
                }
                for c in &self.comparisons.applied {
                    if let Some(field) = c.field(t) {
                        filters.push((field.to_string(), vec![c.said()]));
                    }
                }
                filters
            },
        }
    }
}

/// Filters as the trace and the known facts show them; field names and values are source
/// strings, neutralized.
fn describe(filters: &[(usize, Vec<String>)], comparisons: &Comparisons, t: &Table) -> String {
    if filters.is_empty() && comparisons.applied.is_empty() {
        return "no filter".into();
    }
    // Plain loops, not a chain of adapters: each adapter instance is code of its own in the
    // page's wasm.
    let mut said: Vec<String> = Vec::new();
    for (c, v) in filters {
        let name = t.columns.get(*c).map_or("?", |c| c.name.as_str());
        let mut one = said_filter(name, v);
        if v.is_empty() {
            one.push_str("(none)");
        }
        said.push(one);
    }
    for c in &comparisons.applied {
        said.push(c.describe(t));
    }
    said.joined(", ")
}

/// The rows of table `t` (document `table_doc`) that the question means.
pub(crate) fn query(cx: &Reading, table_doc: usize, t: &Table) -> RecordQuery {
    let (bundle, values, asked) = (cx.bundle, cx.values(), cx.asked);
    let mut on = OnTable {
        bundle,
        asked,
        values,
        table_doc,
        t,
        rows: values.rows(table_doc),
        range: asked
            .when
            .range
            .filter(|_| t.column_of(ColumnKind::Date).is_some()),
        table_id: neutralize(bundle.docs.get(table_doc).map_or("", |d| d.id.as_str())),
        left_out: None,
        months: false,
    };
    on.months = on.range.is_some() && on.by_month();
    // "excluding finland", of a table whose rows name a dealer and no market: the dealers of
    // that market are what is left out; none found, the rows would still be every market's.
    let mut markets_out = Vec::new();
    for code in &asked.taken_out.0 {
        if bundle.config.markets.iter().any(|m| &m.code == code) {
            markets_out.push(code.clone());
        }
    }
    let mut out_unpicked = false;
    if !markets_out.is_empty() && t.column_of(ColumnKind::Market).is_none() {
        on.left_out = on.market_by_reference(&markets_out);
        out_unpicked = on.left_out.is_none();
    }
    let named = cx.named();
    let mut filters = on.named_filters(named);
    let market_unpicked = on.market_filter(&mut filters);
    let mut notes = Vec::new();
    // "is there CP-220-4 in the stock of MAR": a time said in letters that is also a value the
    // rows are picked by (a dealer's code read as March) is that value, not a time the table
    // cannot honour. Letters only: a year or a quarter named is its period column's value too.
    let said = &asked.when.said;
    let a_value = said.chars().all(char::is_alphabetic)
        && filters
            .iter()
            .any(|(_, vs)| vs.iter().any(|v| v.eq_ignore_ascii_case(said)));
    // A time the question names, on a table without dates: its quarter and year columns, or
    // nothing (and the figure says so: see `time_unapplied`).
    let time_unapplied = match (on.range, asked.when.range) {
        (None, Some(r)) if !a_value => on.period_filters(r, &mut filters, &mut notes),
        _ => None,
    };
    let comparisons = super::measures::read(cx.comparisons(), asked, &bundle.config, t);
    let rows = on.matching_rows(&filters, &comparisons);
    // Only when no row is in it: a row in the time asked is a date the table holds.
    let time_unapplied = match time_unapplied {
        None if rows.is_empty() => on.outside_dates(),
        held => held,
    };
    // "excluding the TR-260": the rows naming what an except word names are taken out
    // (`matching_rows`).
    let (out, said) = &asked.taken_out;
    if !out.is_empty() {
        notes.push(format!(
            "taken out: {} (\"{}\").",
            neutralize_all(out).joined(", "),
            neutralize(said)
        ));
    }
    on.time_notes(time_unapplied.as_deref(), &mut notes);
    on.unclear_comparison_notes(&comparisons, &mut notes);
    // Last, so that `notes_beside_unpicked` leaves them out.
    let mut unpicked = on.unpicked_named(named, &mut notes);
    on.unpicked_parts(&mut unpicked, &mut notes);
    if out_unpicked {
        let (markets, table_id) = (markets_out.joined(", "), &on.table_id);
        not_understood(
            (&mut notes, &mut unpicked),
            format_args!("the question leaves out the market {markets}, but {table_id} has no market column, so its rows cover every market."),
            format_args!("the market {markets} to leave out, which {table_id} has no column for"),
        );
    }
    if market_unpicked {
        let (markets, table_id) = (asked.markets.joined(", "), &on.table_id);
        not_understood(
            (&mut notes, &mut unpicked),
            format_args!("the question names the market {markets}, but {table_id} has no market column, so its rows cover every market."),
            format_args!("the market {markets}, which {table_id} has no column for"),
        );
    }
    // "… in be much appreciated": a market's code that is a common word, after a place word
    // but read as the word, would leave every market's rows where one market's were asked.
    // In that order: the walk of a column's values only for a question that needs it.
    let placed = match asked.markets.is_empty() {
        true => crate::ask::question::placed_word(&bundle.config, asked),
        false => None,
    };
    if let Some(w) = placed {
        if t.column_of(ColumnKind::Market).is_some() || on.market_by_reference(&[]).is_some() {
            let w = neutralize(w);
            not_understood(
                (&mut notes, &mut unpicked),
                format_args!("\"{w}\" may be a market's name: the rows are every market's."),
                format_args!("\"{w}\", perhaps a market's name"),
            );
        }
    }
    // "hoeveel AD-40 op voorraad in Lisboa": the drone named, over a table of parts that has
    // no product column, would be every part's stock. A part that picks the rows is what is
    // asked ("une BP-36-3 pour ma C-3": the product is the part's).
    let part_picks = on.values.holds_part(table_doc, &asked.parts);
    if !asked.products.is_empty()
        && !part_picks
        && t.column_of(ColumnKind::Product).is_none()
        && !on.products_in_flag_names(&filters)
    {
        let (products, table_id) = (neutralize(&asked.products.joined(", ")), &on.table_id);
        not_understood(
            (&mut notes, &mut unpicked),
            format_args!("the question names {products}, but {table_id} has no product column, so its rows are every product's."),
            format_args!("{products}, which {table_id} has no column for"),
        );
    }
    // A time not read would make the figure every period's; "excluding returns": an except
    // word that names nothing a column holds.
    // "non cloturees": the rows without something the table does not pick them by would be
    // every row.
    let negated = negated_unread(cx, table_doc, t, named);
    let mut unread = |w: &str, why: &str| {
        let w = neutralize(w);
        not_understood(
            (&mut notes, &mut unpicked),
            format_args!("\"{w}\" {why}, so no filter comes from it."),
            format_args!("\"{w}\", not read"),
        );
    };
    const NO_TIME: &str = "is read as no date and nothing to take out";
    for w in &asked.when.not_understood {
        if !names_a_filter(&bundle.config, t, &filters, w) {
            unread(w, NO_TIME);
        }
    }
    for pair in asked.when.units.chunks(2) {
        let [unit, phrase] = pair else { continue };
        let words = crate::ask::when::unit_words(&bundle.config.dates, unit);
        let mut names_column = false;
        for c in &t.columns {
            for &w in &crate::base::text::split_ascii(&c.name, b"_") {
                names_column |= words.iter().any(|u| u == w);
            }
        }
        if !names_column {
            unread(phrase, NO_TIME);
        }
    }
    if out.is_empty() && !said.is_empty() {
        unread(said, NO_TIME);
    }
    for w in &negated {
        unread(w, "negates a word that picks none of these rows");
    }
    // "večji promet kot Srbija" (a comparing word the configuration lacks): a than word with
    // two markets or products named and no comparison read compares them, and the figure was
    // their sum.
    let q = &bundle.config.questions;
    let n = &bundle.config.normalizer;
    let compared = !cx.comparisons().is_empty()
        || [&q.compare_words, &q.more, &q.less]
            .iter()
            .any(|words| asked.first_used(n, words).is_some());
    // Not beside an and word: "ainsi que" (as well as) and "от" (from) are than words too.
    let joined = asked.first_used(n, &q.and_words).is_some();
    if !compared && !joined && (asked.markets.len() > 1 || asked.products.len() > 1) {
        let typed = asked.words.get(..asked.typed).unwrap_or_default();
        if let Some(w) = typed.iter().find(|w| q.than.contains(w)) {
            unread(
                w,
                "compares what the question names, with no comparing word understood",
            );
        }
    }
    for w in &place_or_not(cx, named) {
        unread(
            w,
            "begins with a word that one of the corpus's languages makes a negation and another a place",
        );
    }
    for w in &on.blank_column_named(&filters, &negated) {
        unread(
            w,
            "names a column some rows leave blank, and none of its values",
        );
    }
    let unknown: Vec<String> = cx.unknown().to_vec();
    for name in &unknown {
        let name = neutralize(name);
        not_understood(
            (&mut notes, &mut unpicked),
            format_args!("the question names \"{name}\", which no table or document you may read holds, so no record is picked by it."),
            format_args!("\"{name}\", which no table or document you may read holds"),
        );
    }
    // "is the Graz dealer descaling certified?": no row is both, the Graz dealer's row says.
    let mut near = None;
    if rows.is_empty() && unknown.is_empty() {
        let (mut flagged, mut by_value) = (false, false);
        let mut rest: Vec<(usize, Vec<String>)> = Vec::new();
        for f in &filters {
            match t.columns.get(f.0).map(|c| c.kind) {
                Some(ColumnKind::Flag) => flagged = true,
                kind => {
                    by_value |= matches!(kind, Some(ColumnKind::Text | ColumnKind::Key));
                    rest.push(f.clone());
                }
            }
        }
        if flagged && by_value {
            let rows = on.matching_rows(&rest, &comparisons);
            if !rows.is_empty() && rows.len() <= cx.k {
                near = Some((rows, describe(&rest, &comparisons, t)));
            }
        }
    }
    // "ile otwartych reklamacji w Czechach": no row of the market holds the value, though it is
    // the table's (another market's language writes it). A 0 or "none" would be read as a count
    // of what was meant: what the market's rows hold instead is said beside it. A value and a
    // market are the filters.
    let kind = |f: &(usize, Vec<String>)| t.columns.get(f.0).map(|c| c.kind);
    let pair = match filters.as_slice() {
        [v, m] | [m, v]
            if kind(v) == Some(ColumnKind::Text) && kind(m) == Some(ColumnKind::Market) =>
        {
            Some((v, m))
        }
        _ => None,
    };
    if let Some(((c, asked_values), market)) =
        pair.filter(|_| rows.is_empty() && unknown.is_empty() && unpicked.is_empty())
    {
        let rest = Vec::from([market.clone()]);
        let others = on.matching_rows(&rest, &comparisons);
        let mut held: Vec<&str> = Vec::new();
        for &r in &others {
            let v = bundle.blocks.get(r).map_or("", |b| field(b, *c));
            if !v.is_empty() && !held.contains(&v) && held.len() < 6 {
                held.push(v);
            }
        }
        if let Some(column) = t.columns.get(*c).filter(|_| !held.is_empty()) {
            notes.push(format!(
                "no record of the {} that {} picks has {} {}: theirs are {}.",
                Whole(others.len()),
                describe(&rest, &comparisons, t),
                neutralize(&column.name),
                neutralize(&asked_values.joined(" or ")),
                neutralize(&held.joined(", "))
            ));
        }
    }
    RecordQuery {
        near,
        filters,
        rows,
        notes,
        time_unapplied,
        comparisons,
        unpicked_notes: unpicked.len(),
        unpicked,
        unknown,
    }
}

/// The question read against one table: what `query` picks the table's rows by.
struct OnTable<'a> {
    bundle: &'a Bundle,
    asked: &'a Asked,
    values: &'a ValueIndex,
    table_doc: usize,
    t: &'a Table,
    /// The table's rows (block indices, in block order), readable or not.
    rows: &'a [usize],
    /// The time the question names, when the table has a date column to apply it to.
    range: Option<Range>,
    /// Whether that column dates months (`by_month`), read once for the rows and the notes.
    months: bool,
    /// The table's id, neutralized, as the notes say it.
    table_id: String,
    /// A column and the values of it whose rows an except word leaves out: the keys of the
    /// rows of a market taken out, of a table without a market column.
    left_out: Option<(usize, Vec<String>)>,
}

impl<'a> OnTable<'a> {
    /// The typed words naming a text column that some rows leave blank, when no value of it
    /// filters the rows: "how many dealers are warranty partners" does not say blank or not,
    /// so the count and the list would be every row's. A column with no blank ("list dealers
    /// with their city") is shown, not asked.
    fn blank_column_named(
        &self,
        filters: &[(usize, Vec<String>)],
        negated: &[String],
    ) -> Vec<String> {
        let n = &self.bundle.config.normalizer;
        let asked = self.asked;
        let typed = asked.words.get(..asked.typed).unwrap_or(&asked.words);
        // "à part Svizzera" of a table with a column "part": the words an except phrase takes
        // out with are its own, no column's name.
        let excepting = crate::base::text::split_ascii(&asked.taken_out.1, b" ");
        let mut out = Vec::new();
        for (c, col) in self.t.columns.iter().enumerate() {
            if col.kind != ColumnKind::Text || filters.iter().any(|f| f.0 == c) {
                continue;
            }
            let (mut words, mut all) = (Vec::new(), true);
            for w in &n.name_words(&col.name) {
                if n.stopwords.contains(w.as_str()) || self.t.about.contains(w) {
                    continue;
                }
                if excepting.contains(&w.as_str()) {
                    all = false;
                    continue;
                }
                let mut found = None;
                for (j, t) in typed.iter().enumerate() {
                    let mut names = vec![t];
                    asked.readings_at(j, &mut names);
                    if names.contains(&w) {
                        found = Some(t.as_str());
                        break;
                    }
                }
                match found {
                    Some(t) => words.push(t),
                    None => all = false,
                }
            }
            // Split by split_ascii and counted by a loop: str::split's character searcher and
            // a filter's count were code of their own in the page's wasm, for this one use.
            for p in negated {
                for x in &crate::base::text::split_ascii(p, b" ") {
                    all &= !words.contains(x);
                }
            }
            let values = self.column(c);
            let mut blank = 0;
            for v in &values {
                blank += usize::from(crate::base::text::trim(v).is_empty());
            }
            if all && !words.is_empty() && blank > 0 && blank < values.len() {
                out.push(words.joined(" "));
            }
        }
        out
    }

    /// Column `c`'s value of every row.
    fn column(&self, c: usize) -> Vec<&'a str> {
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut out = Vec::with_capacity(self.rows.len());
        for &r in self.rows {
            if let Some(b) = self.bundle.blocks.get(r) {
                out.push(field(b, c));
            }
        }
        out
    }

    /// The years the question names within the configured years, as typed.
    fn years_named(&self) -> Vec<String> {
        let (first_year, last_year) = self.bundle.config.questions.years;
        // A loop, not adapters: each is code of its own in the page's wasm.
        let mut out = Vec::new();
        for w in &self.asked.words {
            if w.len() == 4
                && crate::base::text::number(w)
                    .is_some_and(|y| (u32::from(first_year)..=u32::from(last_year)).contains(&y))
            {
                out.push(w.clone());
            }
        }
        out
    }

    /// Whether every product the question names is written in the name of a flag column it
    /// picks rows by: "sin certificado de atomizadores" names the flag
    /// `certificado_atomizadores`, not the atomizer AT-1500 of a table with no product column.
    fn products_in_flag_names(&self, filters: &[(usize, Vec<String>)]) -> bool {
        // Loops, not adapters: each is code of its own in the page's wasm.
        let mut all = false;
        for a in &self.bundle.config.products {
            if !self.asked.products.contains(&a.code) {
                continue;
            }
            // An alias the flag's name writes ("atomizador" in `certificado_atomizadores`).
            let mut inside = false;
            for (c, _) in filters {
                let Some(col) = self
                    .t
                    .columns
                    .get(*c)
                    .filter(|c| c.kind == ColumnKind::Flag)
                else {
                    continue;
                };
                for name in &a.aliases {
                    let name = crate::base::case::lowercase(name);
                    inside |= crate::base::text::find_text(&col.name, &name).is_some();
                }
            }
            if !inside {
                return false;
            }
            all = true;
        }
        all
    }

    /// The (column, accepted values) filters of what the question names, in column order: its
    /// markets, products, flags, time or years, and the values it names.
    fn named_filters(&self, named: &[Named]) -> Vec<(usize, Vec<String>)> {
        let (asked, t) = (self.asked, self.t);
        let named_keys = keys_named_elsewhere(named, self.table_doc);
        let years = self.years_named();
        let mut measures: Vec<&str> = Vec::with_capacity(t.measures.len());
        for m in &t.measures {
            measures.push(m.field.as_str());
        }
        let mut filters: Vec<(usize, Vec<String>)> = Vec::new();
        for (c, col) in t.columns.iter().enumerate() {
            let col_values = self.column(c);
            let mut accepted: Vec<String> = match col.kind {
                ColumnKind::Market => asked.markets.clone(),
                ColumnKind::Product => asked.products.clone(),
                ColumnKind::Flag => {
                    flag_asked(&self.bundle.config, &asked.words, &col.name, &flag_names(t))
                        .map(|v| vec![v.to_string()])
                        .unwrap_or_default()
                }
                // A time the question names is a range on the date column; without one, a year.
                // Periods named apart are each one ("January and March": not February).
                ColumnKind::Date => match self.range {
                    Some(_) if !asked.when.spans.is_empty() => asked.when.spans_shown(),
                    Some(r) => vec![crate::base::text::said(&r)],
                    None => {
                        let mut held = Vec::new();
                        for y in &years {
                            if col_values.iter().any(|v| v.starts_with(y.as_str())) {
                                held.push(y.clone());
                            }
                        }
                        held
                    }
                },
                ColumnKind::Number if !measures.contains(&col.name.as_str()) => {
                    let mut held = Vec::new();
                    for y in &years {
                        if col_values.contains(&y.as_str()) {
                            held.push(y.clone());
                        }
                    }
                    held
                }
                ColumnKind::Number => vec![],
                ColumnKind::Text | ColumnKind::Key => {
                    self.text_named(c, &col_values, named, &named_keys)
                }
            };
            crate::base::sort::sort(&mut accepted);
            accepted.dedup();
            if !accepted.is_empty() {
                filters.push((c, accepted));
            }
        }
        filters
    }

    /// Adds the filter of the markets the question names to `filters` when the table has no
    /// market column, through the rows its rows name (`market_by_reference`); whether nothing
    /// could pick them, so that the rows would cover every market.
    fn market_filter(&self, filters: &mut Vec<(usize, Vec<String>)>) -> bool {
        if self.asked.markets.is_empty() || self.t.column_of(ColumnKind::Market).is_some() {
            return false;
        }
        match self.market_by_reference(&self.asked.markets) {
            Some((c, accepted)) => {
                // A walk, not `partition_point` (an instance of its own for this one caller):
                // the filters are in column order.
                let at = filters.iter().position(|(fc, _)| *fc >= c);
                insert_filter(filters, at, (c, accepted));
                false
            }
            None => true,
        }
    }

    /// "Stock at dealers in Germany", of a table without a market column whose rows name
    /// another table's rows (a dealer) that have one: the first such column, and its values
    /// whose row is in a market the question names (none when no such row is). Without it, the
    /// market would be dropped and every market's rows counted. Only rows the asker may read
    /// pick.
    fn market_by_reference(&self, markets: &[String]) -> Option<(usize, Vec<String>)> {
        let (bundle, asked) = (self.bundle, self.asked);
        for (c, col) in self.t.columns.iter().enumerate() {
            // Past the key column, by a test, not `skip`: see `Table::past_key`.
            if c == 0 {
                continue;
            }
            if !matches!(col.kind, ColumnKind::Text | ColumnKind::Key) {
                continue;
            }
            let mut values = self.column(c);
            crate::base::sort::sort(&mut values);
            let mut referred = false;
            let mut accepted = Vec::new();
            // Each value once, by skipping a repeat: a `dedup` of `&str` values was code of its
            // own in the page's wasm.
            let mut last: Option<&str> = None;
            // By reference: consuming the Vec was an IntoIter's code of its own.
            for &v in &values {
                if last == Some(v) {
                    continue;
                }
                last = Some(v);
                let Some(b) = self.values.row_keyed(v).and_then(|r| bundle.blocks.get(r)) else {
                    continue;
                };
                let Some(other) = bundle
                    .docs
                    .get(b.doc)
                    .filter(|d| b.doc != self.table_doc && asked.filters.allows(d))
                    .and_then(|d| d.table.as_ref())
                else {
                    continue;
                };
                let Some(m) = other.column_of(ColumnKind::Market) else {
                    continue;
                };
                referred = true;
                if markets.iter().any(|k| k == field(b, m)) {
                    accepted.push(v.to_string());
                }
            }
            if referred {
                return Some((c, accepted));
            }
        }
        None
    }

    /// The values of text column `c` (whose value of every row is `col_values`) the question
    /// names: its own values, keys of other tables' named rows, and parts.
    fn text_named(
        &self,
        c: usize,
        col_values: &[&str],
        named: &[Named],
        named_keys: &[&str],
    ) -> Vec<String> {
        // Plain loops, not chains of adapters: each adapter instance is code of its own in the
        // page's wasm.
        let mut v: Vec<String> = Vec::new();
        let mut without: Vec<&str> = Vec::new();
        for m in named {
            if m.doc == self.table_doc && m.column == c {
                // "kein CB-210-5 auf lager", "no BP-36-3": a part negated asks who holds none of
                // it (the none words' rows), never every other part's rows.
                let part = self.values.is_part(&m.value, &self.asked.parts);
                match m.negated && !part {
                    true => without.push(&m.value),
                    false => v.push(m.value.clone()),
                }
            }
        }
        // "non clos", "not closed": every other value of the column, blank ones too.
        if !without.is_empty() {
            for x in col_values {
                if !without.contains(x) {
                    v.push(x.to_string());
                }
            }
        }
        for k in named_keys {
            if col_values.contains(k) {
                v.push(k.to_string());
            }
        }
        // A part number however it was typed ("bp 36 3"): its canonical spelling, and the
        // spellings a table writes it in ("BP363" of an export).
        for p in &self.asked.parts {
            if col_values.contains(&p.as_str()) {
                v.push(p.clone());
            }
            // By reference: consuming the Vec was an IntoIter's code of its own.
            for &s in &self.values.spellings_of(p) {
                if col_values.contains(&s) {
                    v.push(s.to_string());
                }
            }
        }
        v
    }

    /// Range `r` on the table's quarter and year columns, added to `filters` and said in
    /// `notes`; or why it cannot be applied (the `time_unapplied`).
    fn period_filters(
        &self,
        range: Range,
        filters: &mut Vec<(usize, Vec<String>)>,
        notes: &mut Vec<String>,
    ) -> Option<String> {
        let (t, table_id) = (self.t, &self.table_id);
        let today = self.asked.filters.situation.date;
        let years = self.bundle.config.questions.years;
        let said = neutralize(&self.asked.when.said);
        let r = self.asked.when.shown(range);
        // Periods named apart ("T1 et T3") are each one: not the quarters between them.
        let spans = &self.asked.when.spans;
        let ranges = match spans.is_empty() {
            true => std::slice::from_ref(&range),
            false => spans.as_slice(),
        };
        match super::periods::read(t, |c| self.column(c), ranges, today, years) {
            OnPeriods::Filters(periods) => {
                let read_as = add_period_filters(t, filters, periods);
                notes.push(format!(
                    "dates: \"{said}\" read as {r}, on {table_id}'s periods: {}.",
                    read_as.joined(", ")
                ));
                None
            }
            OnPeriods::Partial(why) => Some(format!(
                "\"{said}\" ({r}) cannot be applied to {table_id}, which counts whole quarters: {why}"
            )),
            OnPeriods::NoColumns => Some(format!(
                "\"{said}\" is not applied: {table_id} has no date column, so the rows cover every date"
            )),
        }
    }

    /// Why the time asked is not applied when a date column's rows all lie outside it: "claims
    /// in december 2024" of a table starting in 2026 holds no row of that time, and a count of
    /// 0 would say there were none. The dates said are of rows the asker may read.
    fn outside_dates(&self) -> Option<String> {
        let r = self.range?;
        if !(self.bundle.docs.get(self.table_doc)).is_some_and(|d| self.asked.filters.allows(d)) {
            return None;
        }
        for (c, col) in self.t.columns.iter().enumerate() {
            if col.kind != ColumnKind::Date {
                continue;
            }
            let (mut first, mut last): (Option<Date>, Option<Date>) = (None, None);
            for &row in self.rows {
                let Some(Ok(d)) = self
                    .bundle
                    .blocks
                    .get(row)
                    .map(|b| Date::parse(field(b, c)))
                else {
                    continue;
                };
                first = Some(first.map_or(d, |f| f.min(d)));
                last = Some(last.map_or(d, |l| l.max(d)));
            }
            let (Some(first), Some(last)) = (first, last) else {
                continue;
            };
            let before = r.to.is_some_and(|t| t < first);
            let after = r.from.is_some_and(|f| last < f);
            if before || after {
                return Some(format!(
                    "\"{}\" ({}) is outside {}'s dates, which run from {first} to {last}",
                    neutralize(&self.asked.when.said),
                    self.asked.when.shown(r),
                    self.table_id,
                ));
            }
        }
        None
    }

    /// The rows the asker's filters allow that every filter and applied comparison accepts.
    fn matching_rows(
        &self,
        filters: &[(usize, Vec<String>)],
        comparisons: &Comparisons,
    ) -> Vec<usize> {
        let (bundle, t, range) = (self.bundle, self.t, self.range);
        let kind_of = |c: usize| t.columns.get(c).map(|c| c.kind);
        let months = self.months;
        // Loops, not adapters: each is code of its own in the page's wasm.
        let mut matching: Vec<(&str, usize)> = Vec::new();
        for &r in self.rows {
            let Some(b) = bundle.blocks.get(r) else {
                continue;
            };
            let ok = bundle
                .docs
                .get(b.doc)
                .is_some_and(|d| self.asked.filters.allows(d))
                && filters.iter().all(|(c, acc)| {
                    let v = field(b, *c);
                    match kind_of(*c) {
                        Some(ColumnKind::Date) => match range {
                            Some(r) => Date::parse(v).is_ok_and(|d| {
                                let spans = &self.asked.when.spans;
                                let holds = |s: &crate::ask::when::Range| match months {
                                    true => s.holds_month(d),
                                    false => s.contains(d),
                                };
                                match spans.is_empty() {
                                    true => holds(&r),
                                    false => spans.iter().any(holds),
                                }
                            }),
                            None => acc.iter().any(|y| v.starts_with(y.as_str())),
                        },
                        _ => acc.iter().any(|a| a == v),
                    }
                })
                && comparisons
                    .applied
                    .iter()
                    .all(|c| c.accepts(field(b, c.column)))
                && !b.fields.iter().any(|f| self.asked.taken_out.0.contains(f))
                && !self
                    .left_out
                    .as_ref()
                    .is_some_and(|(c, keys)| keys.iter().any(|k| k == field(b, *c)));
            if ok {
                matching.push((field(b, 0), r));
            }
        }
        // By key, then by block.
        crate::base::sort::sort(&mut matching);
        let mut rows = Vec::with_capacity(matching.len());
        // By reference: consuming the Vec was an IntoIter's code of its own in the page's wasm.
        for &(_, r) in &matching {
            rows.push(r);
        }
        rows
    }

    /// Whether the table's rows are months: every date of its date column its month's first
    /// day, and some month no quarter starts in (a table of quarters is dated the 1st too). By
    /// the cells' bytes (ISO dates, as ingestion writes them): a parse and a sort were code of
    /// their own in the page's wasm.
    fn by_month(&self) -> bool {
        let Some(c) = self.t.column_of(ColumnKind::Date) else {
            return false;
        };
        let mut other = false;
        for &r in self.rows {
            let b = self
                .bundle
                .blocks
                .get(r)
                .map_or("", |b| field(b, c))
                .as_bytes();
            if b.len() != 10 || b.get(8..) != Some(b"01".as_slice()) {
                return false;
            }
            other |= !matches!(b.get(5..7), Some(b"01" | b"04" | b"07" | b"10"));
        }
        other
    }

    /// What the question's time words were read as on the date column, and what of them was
    /// not applied (`time_unapplied`).
    fn time_notes(&self, time_unapplied: Option<&str>, notes: &mut Vec<String>) {
        let when = &self.asked.when;
        // A time outside the table's dates says the range in its reason.
        if let (Some(r), None) = (self.range, time_unapplied) {
            // A table of months says how its rows met the days.
            let months = match self.months {
                true => "; its rows are months, each counted when its 15th is in it",
                false => "",
            };
            notes.push(format!(
                "dates: \"{}\" read as {} on the date column{months}.",
                neutralize(&when.said),
                when.shown(r)
            ));
        }
        if let Some(why) = time_unapplied {
            notes.push("dates: ".to_owned() + why + ".");
        }
    }

    /// Values of other tables the question names that this table has no column for, each once,
    /// said in `notes`.
    fn unpicked_named(&self, named: &[Named], notes: &mut Vec<String>) -> Vec<String> {
        let table_id = &self.table_id;
        // "the Tanger dealer's sales": a dealer named, and a table without a dealer column. Only
        // things other tables refer to by key count: a word that happens to be some other table's
        // value ("battery", a claim's component) is no such thing.
        // Each value is said once, with the first table holding it and how many more do: a
        // library of many tables of one kind names it in each, and a note per table would grow
        // the prompt with the library (2,001 facts at the demo corpus x1,000).
        // Per distinct value: the first entry naming it (an index into `named`), how many
        // tables hold it (a table's entries come together: values are found table by table) and
        // the last table's document. One list read by `get`: three indexed in step carried an
        // index's panic each in the page's wasm.
        let mut distinct: Vec<(usize, usize, usize)> = Vec::new();
        for (i, v) in named.iter().enumerate() {
            if v.doc == self.table_doc
                || !self.values.referred(v)
                || self.values.holds(self.table_doc, v)
            {
                continue;
            }
            let same = |f: &usize| named.get(*f).is_some_and(|n| n.value == v.value);
            match distinct.iter_mut().find(|(f, _, _)| same(f)) {
                Some((_, tables, last_doc)) if *last_doc != v.doc => {
                    *tables += 1;
                    *last_doc = v.doc;
                }
                Some(_) => {}
                None => distinct.push((i, 1, v.doc)),
            }
        }
        let mut unpicked: Vec<String> = Vec::new();
        for &(f, count, _) in &distinct {
            let Some(v) = named.get(f) else {
                continue;
            };
            let of = self.bundle.docs.get(v.doc).map_or("", |d| d.id.as_str());
            let also = match count - 1 {
                0 => String::new(),
                1 => ", and 1 more table".to_string(),
                n => format!(", and {} more tables", Whole(n)),
            };
            let said = format!(
                "\"{}\" ({} {}{also})",
                neutralize(&v.value),
                neutralize(of),
                neutralize(&v.key)
            );
            not_understood(
                (notes, &mut unpicked),
                format_args!("the question names {said}, but {table_id} has no column for it, so its rows cover every one."),
                format_args!("{said}, which {table_id} has no column for"),
            );
        }
        unpicked
    }

    /// Parts the question names that no row of this table is for, added to `unpicked` and said
    /// in `notes`.
    fn unpicked_parts(&self, unpicked: &mut Vec<String>, notes: &mut Vec<String>) {
        let table_id = &self.table_id;
        // "how many BP-36-2 left in stock": a part no row of a table with part numbers in its
        // fields has. Its rows are other parts': no figure is given over them. A field that is the
        // part is a part column's, so only a part not held anywhere has the fields read as parts.
        for p in &self.asked.parts {
            if !self
                .values
                .holds_part(self.table_doc, std::slice::from_ref(p))
            {
                let p = neutralize(p);
                not_understood(
                    (notes, unpicked),
                    format_args!("the question names part {p}, but no {table_id} record is for it: its rows are other parts'."),
                    format_args!("part {p}, which no {table_id} record is for"),
                );
            }
        }
    }

    /// The question's comparisons whose measure is unclear, said in `notes`.
    fn unclear_comparison_notes(&self, comparisons: &Comparisons, notes: &mut Vec<String>) {
        let table_id = &self.table_id;
        for said in &comparisons.unclear {
            notes.push(format!(
                "not understood: \"{}\" compares a figure, but the question does not say which of {table_id}'s measures, so the rows are not filtered by it.",
                neutralize(said)
            ));
        }
    }
}

/// "status=open|closed": a filter as the trace says it. Pushed, not formatted: a `format!` is
/// code of its own at each call.
fn said_filter(name: &str, values: &[String]) -> String {
    let mut one = neutralize(name);
    one.push('=');
    one.push_str(&neutralize_all(values).joined("|"));
    one
}

/// "niet gecertifieerd voor bakfiets reparaties": a time word ahead of a word naming a column
/// the rows are picked by (as typed or through the glossary: "bakfiets", cargo, of
/// `cargo_certified`) is a preposition, not a time left unread.
fn names_a_filter(
    config: &crate::base::config::Config,
    t: &Table,
    filters: &[(usize, Vec<String>)],
    phrase: &str,
) -> bool {
    // Split by bytes: `str::split` by a char brought core's string searcher into the page's
    // wasm (2.7 KB raw).
    let Some(last) = crate::base::text::split_ascii(phrase, b" ").pop() else {
        return false;
    };
    let names = |w: &&str| {
        *w == last
            || config.glossary.iter().any(|(from, to)| {
                matches!(from.as_slice(), [one] if one == last) && to.iter().any(|x| x == w)
            })
    };
    filters.iter().any(|(c, _)| {
        t.columns.get(*c).is_some_and(|c| {
            crate::base::text::split_ascii(&c.name, b"_")
                .iter()
                .any(names)
        })
    })
}

/// A thing of the question the rows cannot be picked by: `note` said in the notes as not
/// understood, `thing` in the unpicked. One body for the pair of pushes each such thing was
/// (and one copy of the prefix) in the page's wasm.
fn not_understood(
    (notes, unpicked): (&mut Vec<String>, &mut Vec<String>),
    note: std::fmt::Arguments,
    thing: std::fmt::Arguments,
) {
    notes.push(format!("not understood: {note}"));
    unpicked.push(std::fmt::format(thing));
}

/// The question's negations of what table document `table_doc` does not pick its rows by, as
/// typed ("non cloturees", "not from Rabat" of claims: a word the table and the question's
/// reading leave unexplained, or another table's value its rows refer to); each once.
fn negated_unread(cx: &Reading, table_doc: usize, t: &Table, named: &[Named]) -> Vec<String> {
    let (bundle, asked) = (cx.bundle, cx.asked);
    let config = &bundle.config;
    let n = &config.normalizer;
    let typed = asked.words.get(..asked.typed).unwrap_or(&asked.words);
    let mut out: Vec<String> = Vec::new();
    let mut left: Option<Vec<String>> = None;
    for (at, w) in typed.iter().enumerate() {
        if !config.questions.negations.contains(w) {
            continue;
        }
        let Some(j) = super::flags::negated_word(config, typed, at) else {
            continue;
        };
        let Some(word) = typed.get(j) else { continue };
        // "no more than 2 hours", "pas plus de 2": a comparison's words are its own.
        let q = &config.questions;
        let mut compared = q.more.contains(word) || q.less.contains(word);
        for c in cx.comparisons() {
            compared |= c.start <= at && at < c.end;
        }
        if compared || asked.when.used.contains(&j) || !word.chars().all(char::is_alphabetic) {
            continue;
        }
        // A flag's words and their other forms ("sans certification") are read by the flag.
        let left = left.get_or_insert_with(|| {
            let mut left = super::explained::unexplained(cx, table_doc, named);
            for &c in &flag_names(t) {
                let name = n.name_words(c);
                let forms = super::flags::other_forms(config, typed, &name);
                crate::base::text::retain(&mut left, &mut |w: &String| {
                    !name.contains(w) && !forms.iter().any(|(_, f)| f == w)
                });
            }
            left
        });
        let tokens = n.tokens(word);
        let mut unread = !tokens.is_empty() && tokens.iter().all(|t| left.contains(t));
        // "sem horas", "without cost": the rows lacking a measure's value are its blanks, which
        // no filter picks; the figure read as nothing would be of every row.
        for m in &t.measures {
            unread |= m.words.contains(word);
        }
        // "not warranty partner" of a column that holds text, not yes/no (a spelling the flag
        // reading lacks): its name picks no row, negated or not.
        let mut names = vec![word];
        asked.readings_at(j, &mut names);
        for c in &t.columns {
            if matches!(c.kind, ColumnKind::Text | ColumnKind::Key) {
                let name = n.name_words(&c.name);
                unread |= names
                    .iter()
                    .any(|w| !n.stopwords.contains(w.as_str()) && name.contains(w));
            }
        }
        for v in named {
            let said = if v.said.is_empty() { &v.value } else { &v.said };
            unread |= v.negated
                && v.doc != table_doc
                && cx.values().holds(table_doc, v)
                && n.words(said).contains(word);
        }
        // A negation after its word ("garantisi olmayan") is said after it.
        let phrase = typed
            .get(at.min(j)..=at.max(j))
            .unwrap_or_default()
            .joined(" ");
        if unread && !out.contains(&phrase) {
            out.push(phrase);
        }
    }
    out
}

/// "no porto" typed: a word that is a negation and a place word of the corpus's languages
/// (English "no", Portuguese "no", in the) right before a value named. Read as the place, and
/// said, since the other reading gives the opposite rows.
fn place_or_not(cx: &Reading, named: &[Named]) -> Vec<String> {
    let (asked, q) = (cx.asked, &cx.bundle.config.questions);
    let n = &cx.bundle.config.normalizer;
    let typed = asked.words.get(..asked.typed).unwrap_or(&asked.words);
    // Each value's first word, read once, not once per time the word before it is typed.
    let mut firsts: Vec<String> = Vec::new();
    for v in named {
        let said = if v.said.is_empty() { &v.value } else { &v.said };
        // The first word taken out: consuming the Vec was an IntoIter's code of its own.
        if let Some(first) = n.words(said).first_mut() {
            firsts.push(std::mem::take(first));
        }
    }
    let mut out = Vec::new();
    for (at, w) in typed.iter().enumerate() {
        let Some(next) = typed.get(at + 1) else { break };
        if q.negations.contains(w) && q.place_words.contains(w) && firsts.contains(next) {
            crate::base::text::push_once(&mut out, w.to_owned() + " " + next);
        }
    }
    out
}

/// The names of table `t`'s flag columns.
pub(crate) fn flag_names(t: &Table) -> Vec<&str> {
    // A loop, not adapters: each is code of its own in the page's wasm.
    let mut out = Vec::new();
    for c in &t.columns {
        if c.kind == ColumnKind::Flag {
            out.push(c.name.as_str());
        }
    }
    out
}

/// Keys of rows in any readable table that the question names by a text value (a dealer's
/// city or name), so another table's dealer column can be filtered by them; each once, in the
/// order named.
fn keys_named_elsewhere(named: &[Named], table_doc: usize) -> Vec<&str> {
    // Only another table's values: a value of this table filters its own column already.
    let mut named_keys: Vec<&str> = Vec::new();
    for n in named.iter().filter(|n| n.doc != table_doc && !n.negated) {
        if !named_keys.contains(&n.key.as_str()) {
            named_keys.push(&n.key);
        }
    }
    named_keys
}

/// Adds the (column, accepted values) filters of a table's periods to `filters`, and says them
/// as `column=values`.
fn add_period_filters(
    t: &Table,
    filters: &mut Vec<(usize, Vec<String>)>,
    mut periods: Vec<(usize, Vec<String>)>,
) -> Vec<String> {
    let mut read_as = Vec::new();
    if periods.is_empty() {
        read_as.push("no period of the table".to_string());
        filters.push((0, Vec::new()));
    }
    // By reference, each list taken out: consuming the Vec was an IntoIter's code of its own.
    for (c, values) in &mut periods {
        let c = *c;
        let name = t.columns.get(c).map_or("?", |c| c.name.as_str());
        read_as.push(said_filter(name, values));
        match filters.iter_mut().find(|(x, _)| *x == c) {
            // "Q3" named as a value and "the first half": the quarters in both.
            Some((_, had)) => crate::base::text::retain(had, &mut |v: &String| values.contains(v)),
            // In column order, as the other filters are.
            None => {
                let at = filters.iter().position(|(x, _)| *x > c);
                insert_filter(filters, at, (c, std::mem::take(values)));
            }
        }
    }
    read_as
}

/// `filters.insert(at, filter)`, last when `at` is None, with no panic: `insert`'s for an
/// index past the length was code of its own in the page's wasm. Pushed, then moved down.
fn insert_filter(
    filters: &mut Vec<(usize, Vec<String>)>,
    at: Option<usize>,
    filter: (usize, Vec<String>),
) {
    filters.push(filter);
    let at = at.unwrap_or(usize::MAX);
    let mut j = filters.len() - 1;
    while j > at {
        if let Some([a, b]) = filters.get_mut(j - 1..=j) {
            std::mem::swap(a, b);
        }
        j -= 1;
    }
}
