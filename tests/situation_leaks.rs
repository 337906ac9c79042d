//! An attacker's test of the situation filters: record tables restricted by group, market and
//! date carry canary words (their ids, about words, column names and values), and questions
//! type those words misspelled, cut short and exact, for every persona, market and date, through
//! the persona's bundle and through the widest one. A word of a table the asker may not read
//! must never come back: not as a correction in the trace's `read as`, not as the table a reason
//! names, not anywhere in the answer.

use crate::common;

use atlas::ask::engine::{AskOptions, Engine};
use atlas::base::date::Date;
use atlas::Question;
use common::*;

/// A canary table: who may read it, where and when, and its words.
struct Canary {
    id: &'static str,
    groups: &'static [&'static str],
    markets: &'static [&'static str],
    valid_from: Option<&'static str>,
    valid_to: Option<&'static str>,
    about: &'static [&'static str],
    /// A text column's name, then its values (one row each).
    column: &'static str,
    values: &'static [&'static str],
    /// A part number only this table's rows hold: asking who has it must not name the table
    /// to an asker who may not read it.
    part: &'static str,
}

const CANARIES: &[Canary] = &[
    Canary {
        id: "PARCELS-MA",
        groups: &["service", "sales"],
        markets: &["MA"],
        valid_from: None,
        valid_to: None,
        about: &["parcel", "parcels", "shipped"],
        column: "okapiroute",
        values: &["civetcarrier", "ibexharbour"],
        part: "QP-91-1",
    },
    Canary {
        id: "FUTURE-2027",
        groups: &["service"],
        markets: &[],
        valid_from: Some("2027-06-01"),
        valid_to: None,
        about: &["quetzalfutur"],
        column: "tapircolumn",
        values: &["quetzalfuture", "tapirvaluez"],
        part: "QP-92-1",
    },
    Canary {
        id: "EXPIRED-2025",
        groups: &["service", "sales"],
        markets: &[],
        valid_from: Some("2025-01-01"),
        valid_to: Some("2026-01-31"),
        about: &["dodolisting"],
        column: "dodocolumn",
        values: &["dodoexpired", "moaextinct"],
        part: "QP-93-1",
    },
    Canary {
        id: "WOMBAT-SALES",
        groups: &["sales"],
        markets: &[],
        valid_from: None,
        valid_to: None,
        about: &["wombatlist"],
        column: "wombatcolumn",
        values: &["lemurvalues", "wombatsecret"],
        part: "QP-94-1",
    },
];

const DATES: [&str; 3] = ["2025-12-01", "2026-11-29", "2027-07-01"];
const MARKETS: [&str; 2] = ["MA", "FR"];
const PERSONAS: [&str; 3] = ["service", "sales", "manager"];

impl Canary {
    fn csv(&self) -> String {
        let mut s = format!(
            "# id: {}\n# title: Canary table\n# groups: {}\n# markets: {}\n",
            self.id,
            self.groups.join(", "),
            self.markets.join(", ")
        );
        if let Some(f) = self.valid_from {
            s.push_str(&format!("# valid_from: {f}\n"));
        }
        if let Some(t) = self.valid_to {
            s.push_str(&format!("# valid_to: {t}\n"));
        }
        // Two measures, one with a blank cell, and a flag: the facts of blanks, of a measure
        // not named and of the rows a flag leaves out are asked of every canary table.
        s.push_str(&format!(
            "# about: {}\n# measures: quantity = quantity; cargo_weight = weight\n\
             key,{},part,quantity,cargo_weight,inspected\n",
            self.about.join(", "),
            self.column
        ));
        for (i, v) in self.values.iter().enumerate() {
            let weight = if i == 1 {
                String::new()
            } else {
                format!("{}.5", i + 7)
            };
            let inspected = if i == 0 { "yes" } else { "no" };
            s.push_str(&format!(
                "{},{v},{},{},{weight},{inspected}\n",
                self.key(i),
                self.part,
                i + 3
            ));
        }
        s
    }

    /// The key of row `i`: a table of its own whose rows refer to it (`REFERRALS`) names the
    /// row by its text field, wherever the asker may read it (`Answer::names`).
    fn key(&self, i: usize) -> String {
        format!("{}{i}", &self.id[..3])
    }

    /// Every word of the table an asker who may not read it must never see.
    fn words(&self) -> Vec<String> {
        let mut w = vec![self.id.to_lowercase(), self.column.to_string()];
        w.extend(
            self.about
                .iter()
                .filter(|a| a.len() > 8)
                .map(|a| a.to_string()),
        );
        w.extend(self.values.iter().map(|v| v.to_string()));
        w
    }

    /// Whether `persona` in `market` on `date` may read the table, by the rules the design text
    /// states (its groups, its markets, its validity), worked out here and not by the engine.
    fn readable(&self, persona_groups: &[String], market: &str, date: &str) -> bool {
        let on = Date::parse(date).unwrap();
        self.groups
            .iter()
            .any(|g| persona_groups.iter().any(|p| p == g))
            && (self.markets.is_empty() || self.markets.contains(&market))
            && self
                .valid_from
                .is_none_or(|f| Date::parse(f).unwrap() <= on)
            && self.valid_to.is_none_or(|t| on <= Date::parse(t).unwrap())
    }
}

/// A word as people mistype it: cut short, a letter dropped, two swapped, one changed, one added.
fn misspellings(word: &str) -> Vec<String> {
    let c: Vec<char> = word.chars().collect();
    let n = c.len();
    let s = |v: Vec<char>| v.into_iter().collect::<String>();
    let mut out = vec![s(c[..n - 1].to_vec()), s(c[..n - 2].to_vec())];
    let mut dropped = c.clone();
    dropped.remove(n / 2);
    out.push(s(dropped));
    let mut swapped = c.clone();
    swapped.swap(n / 2, n / 2 + 1);
    out.push(s(swapped));
    let mut changed = c.clone();
    changed[n / 2] = if c[n / 2] == 'x' { 'y' } else { 'x' };
    out.push(s(changed));
    let mut added = c.clone();
    added.insert(n / 2, c[n / 2]);
    out.push(s(added));
    out.retain(|m| m != word);
    out
}

const TEMPLATES: [&str; 9] = [
    "List {} records",
    // Two questions in one: each side is read on its own, and the trace names both.
    "what is {} and how many {} are there?",
    "How many {}?",
    "{}",
    "which dealers have {}",
    "combien de {} ?",
    "liste des {} en stock",
    "total quantity of {}",
    "Show all {}",
];

/// A table everyone reads whose rows refer to every canary row by its key.
fn referrals() -> String {
    let mut s = "# id: REFERRALS\n# title: Referrals\n# groups: service, sales\n# markets:\n\
                 # about: referral, referrals\nkey,carrier,note\n"
        .to_string();
    for c in CANARIES {
        for i in 0..c.values.len() {
            s.push_str(&format!("R{},{},see carrier\n", c.key(i), c.key(i)));
        }
    }
    s
}

/// The questions: each canary word exact and misspelled, in turn through the templates, and
/// the exact about words the attacker's run used.
fn questions() -> Vec<String> {
    let mut qs = vec![
        "How many parcels were shipped?".to_string(),
        "List all parcels records".into(),
        "total quantity shipped".into(),
        "List all claims records".into(),
        "How many claims are open?".into(),
        "How many units did we sell in total?".into(),
        "List all referrals".into(),
        "which referrals are there?".into(),
    ];
    // Who has a part only a canary table holds: the table that holds it is the one asked.
    for c in CANARIES {
        for t in [
            "Which dealers have {}?",
            "Does anyone have {} in stock?",
            "combien de {} ?",
            "{} disponible ?",
        ] {
            qs.push(t.replace("{}", c.part));
        }
    }
    // Blank cells, no measure named, a group asked with no ranking word, a flag of a named row.
    for c in CANARIES {
        let about = c.about[0];
        qs.push(format!("average weight of the {about}"));
        qs.push(format!("total of the {about}"));
        qs.push(format!(
            "which {} had the greatest weight of {}",
            c.column, c.part
        ));
        qs.push(format!("which {} had the greatest total weight", c.column));
        // A ranking asked with a who word: calculate, whether or not the asker may read it.
        qs.push(format!("who had the most {about}"));
        qs.push(format!("who shipped the most {}", c.part));
        // An average per a group named, what an except word takes out, a period not read, and
        // a comparison over it: each answer says groups, rows or words it read.
        qs.push(format!("average weight of the {about} per {}", c.column));
        qs.push(format!("total weight of the {about} excluding {}", c.part));
        if let [first, second, ..] = c.values {
            qs.push(format!(
                "did {first} ship more {} than {second} in the current year",
                c.part
            ));
        }
        // Arithmetic beyond the five operations, the most of another table's things, each
        // group's figure and a number before a plural: each answer names a word it did not
        // compute, or the rows.
        qs.push(format!("growth of the {about} weight"));
        qs.push(format!("top 3 {} by weight of the {about}", c.column));
        for other in CANARIES {
            qs.push(format!(
                "which {} had the most {}",
                c.column, other.about[0]
            ));
        }
        qs.push(format!("total weight of the {about} of each {}", c.column));
        // Each group's figure listed ("rank.each"), by a per word and by an every word.
        qs.push(format!("how many {about} per {}", c.column));
        qs.push(format!("total weight of the {about} per {}", c.column));
        qs.push(format!("combien de {about} par {}", c.column));
        qs.push(format!(
            "total weight of the {about} of the 2 {}s",
            c.column
        ));
        // A count of the things rows name (another table's, or a column's), each group's own
        // maximum, a sum's unread word after the table's, and a market's name with a slip.
        qs.push(format!("how many {}s have {about}", c.column));
        for other in CANARIES {
            qs.push(format!("how many {} have {about}", other.about[0]));
        }
        qs.push(format!("maximum weight of the {about} per {}", c.column));
        qs.push(format!("total {about} revenue"));
        qs.push(format!("how many {about} in morrocco"));
        // Things compared (each one's figure listed), and a word after a measure's.
        if let [first, second, ..] = c.values {
            qs.push(format!(
                "compare the weight of the {about} of {first} and {second}"
            ));
            qs.push(format!(
                "comparer le poids des {about} de {first} et {second}"
            ));
        }
        // A time outside a table's dates (the answer gives the dates a readable table holds),
        // a group and a comparison by market through the rows a column keys, a count of a
        // table of amounts, and a key typed with a plural ending.
        qs.push(format!("how many {about} in december 2019"));
        qs.push(format!("how many {about} per market"));
        qs.push(format!("which market had the most {about}"));
        qs.push(format!("did morocco have more {about} than france"));
        qs.push("how many referrals per market".to_string());
        qs.push(format!("how many {}s", c.part));
        qs.push(format!("total weight of the {about} mtbf"));
        qs.push(format!("how many {about} in the no"));
        qs.push(format!("average weight {about} hrs"));
        // The seventh session's kinds: a market taken out (through the rows a column keys), a
        // this word before a month and a year, a price asked by a cost word, and (per value)
        // a stock row of none and a word inside a value that picks none whole.
        qs.push(format!("total weight of the {about} excluding morocco"));
        qs.push(format!("how many {about} not in france"));
        qs.push(format!("how many {about} this may 2025"));
        qs.push(format!("how much is the {}", c.part));
        // The eighth session's kinds: a word beside the thing counted that nothing explains
        // (said back as not understood), and a product word beside a ranking by who.
        qs.push(format!("how many {about} are pending"));
        qs.push(format!("how many escalated {about} in france"));
        qs.push(format!("who shipped the most {} products", c.part));
        qs.push(format!("who had the most {about} machines"));
        // The ninth and tenth sessions' kinds: an ending glued to a part and to a year, a
        // negation glued to a column's word, two things compared with no than word, an except
        // word after the name it takes out, and a late question word.
        qs.push(format!("how many {about} {}-et 2025-ben", c.part));
        qs.push(format!("how many un{} {about}", c.column));
        qs.push(format!("total weight of the {about} morocco excepted"));
        qs.push(format!("total weight of the {about} {} excepted", c.part));
        // A second question whose question word comes late (the split's trace line).
        qs.push(format!(
            "what is the price of the {} and {about} in france how many",
            c.part
        ));
        // The fourteenth session's kinds: a digit and a dot before a quarter, a counted unit
        // not read, two months around a to word, a market right after a negation, a than word
        // with no comparing word, and part of a referred row's name (whose note names the
        // column it was read in).
        qs.push(format!("how many {about} 2. quarter 2026"));
        qs.push(format!("how many {about} zorvath 3 months"));
        qs.push(format!("how many {about} march to june 2026"));
        qs.push(format!("how many {about} not morocco"));
        qs.push(format!("{about} weight morocco zorvath than france"));
        // The fifteenth session's kinds: a short unknown word between the thing counted and a
        // noun no row holds, and a number before a measure's word no comparison reads.
        qs.push(format!("how many {about} zbog zorvathije"));
        qs.push(format!("how many {about} vrua 5 weight"));
        // The sixteenth session's kinds: a month after a year, a short verb after a negation or
        // glued to one, a time word before a column's word, a time that is a value (whose
        // note would name the value), two things compared apart on list's route, and (per
        // value) a value and a market no row has together, whose note names the market's
        // values.
        // The seventeenth session's kinds: a negated measure's word and a short word ending the
        // question after a negation (each said back as not read), and a word of some products'
        // names alone (no figure: the note names the word).
        qs.push(format!("how many {about} sem weight"));
        qs.push(format!("total {about} without weight"));
        qs.push(format!("how many {about} senza {}", c.column));
        qs.push(format!("how many {about} of the folding"));
        qs.push(format!("total weight of the {about} trekking"));
        // The eighteenth session's kinds: a count's words and an average's asked together
        // (said back as not computed), and a no answering before a correction ("no i mean").
        qs.push(format!("how many {about} on average"));
        qs.push(format!("no i mean the {} how many {about}", c.part));
        qs.push(format!("mean how many {} {about}", c.column));
        qs.push(format!("how many {about} 2026 march"));
        qs.push(format!("which {about} nie są {}", c.column));
        qs.push(format!("which {about} nejsou {}", c.column));
        qs.push(format!("how many {about} before {}", c.column));
        qs.push(format!("is there {} in the {about} of mar", c.part));
        if let [first, second, ..] = c.values {
            qs.push(format!("{first} {about} {second}'den more {} mi", c.part));
            qs.push(format!("did {first} ship more {} {second}", c.part));
            qs.push(format!(
                "total weight {about} {first} and {second} excepted"
            ));
        }
        for v in c.values {
            qs.push(format!("is there {} in the {about} of {v}", c.part));
            if let Some(word) = v.split(' ').next() {
                qs.push(format!("how many {about} with {word} faults"));
                qs.push(format!("how many {about} sold by {word}"));
            }
            qs.push(format!("how many {about} in the {v} year"));
            qs.push(format!("how many {v} {about} in france"));
            qs.push(format!("how many {v} claims in france"));
            qs.push(format!("total of the {about} excluding {v}"));
            qs.push(format!("is the {v} {about} inspected?"));
            // A product's part asked for, and who has it: follow from the product's blocks.
            qs.push(format!(
                "what battery does the C-3 use, and is it in stock at {v}?"
            ));
        }
    }
    let mut turn = 0;
    for c in CANARIES {
        for w in c.words() {
            let mut typed = misspellings(&w);
            typed.push(w.clone());
            for t in typed {
                for _ in 0..2 {
                    qs.push(TEMPLATES[turn % TEMPLATES.len()].replace("{}", &t));
                    turn += 1;
                }
            }
        }
    }
    qs
}

#[test]
fn no_restricted_table_word_reaches_an_asker_in_any_situation() {
    let dir = corpus_copy("situation-canaries");
    for c in CANARIES {
        std::fs::write(dir.join(format!("records/{}.csv", c.id)), c.csv()).unwrap();
    }
    std::fs::write(dir.join("records/REFERRALS.csv"), referrals()).unwrap();
    // A postposed except word, as a customer configures one ("Morocco excepted").
    let conf = std::fs::read_to_string(dir.join("corpus.conf")).unwrap();
    let conf = conf.replacen("[questions]\n", "[questions]\nexcept_after = excepted\n", 1);
    assert!(
        conf.contains("except_after"),
        "the demo corpus has [questions]"
    );
    std::fs::write(dir.join("corpus.conf"), conf).unwrap();
    let corpus = atlas::ingest::sources::Corpus::read(&dir).unwrap();
    let wide_groups = corpus.config.persona("manager").unwrap().groups.clone();
    let wide = Engine::from_bytes(&atlas::ingest::carve(&corpus, &wide_groups).to_bytes()).unwrap();
    let questions = questions();
    let (mut asks, mut misspelled, mut corrected, mut leaks) = (0, 0, 0, Vec::new());
    let (mut held, mut named, mut roled) = (0, 0, 0);
    // The facts (and reasons) each canary table is asked for: each must be given, to readers
    // who may.
    let mut asked_facts: Vec<(&str, usize)> = [
        "figure.blanks",
        "figure.which_measure",
        "figure.which_group",
        // A word not computed, or a thing the table's rows do not count.
        "figure.unpicked",
        "list.near",
        // A reason, not a fact: the ranking asked with a who word.
        "calculate.ranking",
        // A reason: a product's part, and who has it.
        "follow.uses",
    ]
    .iter()
    .map(|c| (*c, 0))
    .collect();
    for persona in PERSONAS {
        let groups = corpus.config.persona(persona).unwrap().groups.clone();
        let own = Engine::from_bytes(&atlas::ingest::carve(&corpus, &groups).to_bytes()).unwrap();
        for engine in [&own, &wide] {
            for market in MARKETS {
                for date in DATES {
                    let hidden: Vec<String> = CANARIES
                        .iter()
                        .filter(|c| !c.readable(&groups, market, date))
                        .flat_map(|c| c.words())
                        .collect();
                    let visible: Vec<String> = CANARIES
                        .iter()
                        .filter(|c| c.readable(&groups, market, date))
                        .flat_map(|c| c.words())
                        .collect();
                    for q in &questions {
                        let question = Question {
                            text: q.clone(),
                            persona: persona.into(),
                            market: market.into(),
                            date: Some(date.into()),
                        };
                        let opts = AskOptions {
                            today: Some(today()),
                            nonce: Some("feedc0de".into()),
                            ..AskOptions::default()
                        };
                        let Ok(a) = engine.ask_with(&question, &opts) else {
                            continue;
                        };
                        asks += 1;
                        let typed_exact = CANARIES
                            .iter()
                            .flat_map(|c| c.words())
                            .any(|w| q.to_lowercase().contains(&w));
                        if !typed_exact {
                            misspelled += 1;
                        }
                        let seen = serde_json::to_string(&a).unwrap().to_lowercase();
                        // The question is echoed back (its text, its terms): only what the
                        // engine added counts.
                        let q_lower = q.to_lowercase();
                        let mut seen = seen
                            .replace(&serde_json::to_string(&q_lower).unwrap(), "")
                            .replace(&q_lower, "");
                        for token in q_lower.split(|c: char| !c.is_alphanumeric()) {
                            if token.len() > 3 && !hidden.iter().any(|h| h == token) {
                                seen = seen.replace(&format!("\"{token}\""), "\"\"");
                            }
                        }
                        for h in &hidden {
                            if seen.contains(h.as_str()) && !q_lower.contains(h.as_str()) {
                                leaks.push(format!(
                                    "{persona} in {market} on {date} through {:?}: '{q}' shows '{h}'",
                                    engine.bundle.groups
                                ));
                            }
                        }
                        if let Some(n) = asked_facts.iter_mut().find(|(c, _)| *c == a.why.code()) {
                            n.1 += 1;
                        }
                        for f in &a.facts {
                            let code = f.code();
                            if let Some(n) = asked_facts.iter_mut().find(|(c, _)| *c == code) {
                                n.1 += 1;
                            }
                        }
                        // The reading's roles: a restricted word the question typed is a word
                        // nothing holds, never a value, table, column or the reading of one.
                        let reading = a.trace.iter().find(|t| t.starts_with("reading "));
                        for span in reading.into_iter().flat_map(|l| l[8..].split(" | ")) {
                            let Some((words, role)) = span.split_once('=') else {
                                leaks.push(format!(
                                    "'{q}': the reading's span '{span}' has no role"
                                ));
                                continue;
                            };
                            let plain = ["word", "filler", "unknown", "asking"]
                                .iter()
                                .any(|r| role == *r || role.starts_with(&format!("{r}(")));
                            let typed_hidden = hidden.iter().any(|h| words.contains(h.as_str()));
                            let typed_visible = visible.iter().any(|v| words.contains(v.as_str()));
                            if typed_visible && !plain {
                                roled += 1;
                            }
                            if typed_hidden && !plain && !typed_visible {
                                leaks.push(format!(
                                    "{persona} in {market} on {date}: '{q}' reads '{words}' as {role}"
                                ));
                            }
                        }
                        if a.trace
                            .iter()
                            .any(|t| visible.iter().any(|v| t.contains(&format!("-> {v}"))))
                        {
                            corrected += 1;
                        }
                        // A readable canary row is named where a referral refers to it.
                        if a.names.iter().any(|(_, n)| visible.contains(n)) {
                            named += 1;
                        }
                        // Where the table holding the part is readable, it is the one asked.
                        if CANARIES.iter().any(|c| {
                            q.contains(c.part)
                                && c.readable(&groups, market, date)
                                && a.reason.contains(c.id)
                        }) {
                            held += 1;
                        }
                    }
                }
            }
        }
    }
    println!(
        "{asks} asks ({misspelled} misspelled), {corrected} corrections to readable words, {held} \
         answers naming the readable table that holds the part asked, {named} naming a readable \
         canary row, {} with a restricted word",
        leaks.len()
    );
    assert!(
        leaks.is_empty(),
        "{} of {asks} asks show a restricted word, e.g.:\n{}",
        leaks.len(),
        leaks
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    // The test can fail: a misspelled word of a table the asker may read is corrected, so the
    // corrections above would have shown restricted words had the filters not applied.
    assert!(
        corrected > 100,
        "only {corrected} corrections to readable canary words: the misspellings test nothing"
    );
    // Names are read through the filters: the referrals name the rows the asker may read.
    assert!(
        named > 20,
        "only {named} answers name a readable canary row: the referrals test nothing"
    );
    // Readable canary words are given their roles: a restricted one so given would show.
    assert!(
        roled > 50,
        "only {roled} readable canary words given a role: the reading test reads nothing"
    );
    for (code, n) in &asked_facts {
        assert!(
            *n > 10,
            "only {n} answers give {code}: its leak test reads nothing"
        );
    }
    assert!(
        held > 50,
        "only {held} answers name the readable table holding the part: the part questions test nothing"
    );
}

/// What the router reads from a wider bundle is what it reads from the asker's own: the same
/// route, the same reason with the same words, the same corrections, for every case question
/// of every case file. Scores may differ (a bundle's statistics are its own blocks'), routing
/// and corrections may not: a difference would be a table or a word the asker may not read.
#[test]
fn a_wider_bundle_routes_and_corrects_as_the_askers_own() {
    let corpus = atlas_corpus();
    let wide = engine_for(&corpus, "manager");
    let own: Vec<(&str, Engine)> = ["service", "sales", "manager"]
        .into_iter()
        .map(|p| (p, engine_for(&corpus, p)))
        .collect();
    let mut compared = 0;
    let mut differ = Vec::new();
    for file in std::fs::read_dir(root().join("tests/cases")).unwrap() {
        let path = file.unwrap().path();
        if path.extension().is_none_or(|e| e != "jsonl") {
            continue;
        }
        for line in std::fs::read_to_string(&path).unwrap().lines() {
            let Ok(case) = serde_json::from_str::<serde_json::Value>(line) else {
                continue;
            };
            let persona = case["persona"].as_str().unwrap_or("service");
            let Some((_, engine)) = own.iter().find(|(p, _)| *p == persona) else {
                continue;
            };
            let q = Question {
                text: case["question"].as_str().unwrap_or_default().into(),
                persona: persona.into(),
                market: case["market"].as_str().unwrap_or("MA").into(),
                date: case["date"].as_str().map(String::from),
            };
            let opts = AskOptions {
                today: Some(today()),
                nonce: Some("feedc0de".into()),
                ..AskOptions::default()
            };
            let (Ok(a), Ok(b)) = (engine.ask_with(&q, &opts), wide.ask_with(&q, &opts)) else {
                continue;
            };
            compared += 1;
            // The corrections, and the reading's roles and rules (tables' ids, columns).
            let read_as = |t: &[String]| {
                let roles = t.iter().find(|l| l.starts_with("reading "));
                t.get(1)
                    .and_then(|l| l.split("; read as ").nth(1))
                    .map(String::from)
                    .into_iter()
                    .chain(roles.cloned())
                    .collect::<Vec<_>>()
            };
            let (x, y) = (
                (
                    a.route,
                    serde_json::to_string(&a.why).unwrap(),
                    read_as(&a.trace),
                ),
                (
                    b.route,
                    serde_json::to_string(&b.why).unwrap(),
                    read_as(&b.trace),
                ),
            );
            if x != y {
                differ.push(format!("{persona} '{}': {x:?} vs {y:?}", q.text));
            }
        }
    }
    println!(
        "{compared} case questions compared, {} differ",
        differ.len()
    );
    assert!(compared > 900, "only {compared} case questions were asked");
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

/// A bundle is cut by groups alone: what its groups may not read is in none of its files, not
/// even as a `[columns]` label in its configuration; what they may read only in another market
/// or on other dates is in them (markets and dates filter answers, they protect no text, as
/// corpus/FORMAT.md says).
#[test]
fn a_bundle_holds_what_its_groups_may_read_whatever_the_market_or_date() {
    let dir = corpus_copy("situation-labels");
    let mut conf = std::fs::read_to_string(dir.join("corpus.conf")).unwrap();
    conf.push_str("\n[columns]\n");
    for c in CANARIES {
        std::fs::write(dir.join(format!("records/{}.csv", c.id)), c.csv()).unwrap();
        conf.push_str(&format!(
            "{col} = {col}labelen\n{col}.fr = {col}étiquette\n",
            col = c.column
        ));
    }
    std::fs::write(dir.join("corpus.conf"), conf).unwrap();
    let corpus = atlas::ingest::sources::Corpus::read(&dir).unwrap();
    for persona in PERSONAS {
        let groups = corpus.config.persona(persona).unwrap().groups.clone();
        let chunked = atlas::ingest::carve(&corpus, &groups).chunked(&atlas::bundle::ChunkSizes {
            terms: 256,
            blocks: 256,
            min_terms: 1,
        });
        let bytes: Vec<u8> = atlas::bundle::folder::files(&chunked)
            .into_iter()
            .flat_map(|(_, b)| b.to_vec())
            .collect();
        for c in CANARIES {
            let readable = c.groups.iter().any(|g| groups.iter().any(|p| p == g));
            let mut words = vec![
                c.id.to_string(),
                c.column.to_string(),
                format!("{}labelen", c.column),
                format!("{}étiquette", c.column),
            ];
            words.extend(c.values.iter().map(|v| v.to_string()));
            for w in &words {
                assert_eq!(
                    contains(&bytes, w),
                    readable,
                    "{persona}'s bundle files and '{w}' of {}",
                    c.id
                );
            }
        }
    }
}

/// A name the question depends on that nothing the asker may read holds is said not understood
/// (no figure): whether another market's document holds it or nothing does reads the same, word
/// for word, so the answer tells an asker nothing of the other market's documents. In that
/// market, the name is understood.
#[test]
fn a_name_only_another_markets_documents_hold_reads_as_one_nothing_holds() {
    let c = common::atlas_corpus();
    let e = common::engine_for(&c, "service");
    // "Moped" is a word of the French registration bulletin only.
    let q = |market: &str, word: &str| {
        let a = common::ask(
            &e,
            "service",
            market,
            &format!("How many claims for the {word}?"),
        );
        (a.figure, a.known_facts.join(" ").replace(word, "NAME"))
    };
    let (other_market, nowhere) = (q("MA", "Moped"), q("MA", "Zorblat"));
    assert_eq!(other_market, nowhere);
    assert_eq!(other_market.0, None, "{other_market:?}");
    assert!(
        other_market.1.contains("not understood"),
        "{other_market:?}"
    );
    let own = q("FR", "Moped");
    assert!(!own.1.contains("NAME"), "{own:?}");
}

/// The attacker's other way in: not a restricted word, but a difference. For every persona,
/// market and date, each canary question asked through the persona's bundle gets the yes or
/// no (`atlas ask`'s `verdict`), the figure and the route a corpus without the canary tables
/// that asker may not read there gives: a table that changes what an asker who may not read it
/// is told has told them something. (Not yet the evidence or the weak-match share: a term's
/// rarity counts every block of the bundle, those of another market or date too, so a block
/// at the k-th place and a share's percent may move; 26 and about 260 of 11,700 answers.)
#[test]
fn a_table_the_asker_may_not_read_changes_no_verdict_figure_or_fact() {
    let write = |name: &str, skip: &[&str]| {
        let dir = corpus_copy(name);
        for c in CANARIES.iter().filter(|c| !skip.contains(&c.id)) {
            std::fs::write(dir.join(format!("records/{}.csv", c.id)), c.csv()).unwrap();
        }
        std::fs::write(dir.join("records/REFERRALS.csv"), referrals()).unwrap();
        atlas::ingest::sources::Corpus::read(&dir).unwrap()
    };
    let corpus = write("situation-differences", &[]);
    let questions = questions();
    let opts = AskOptions {
        today: Some(today()),
        nonce: Some("feedc0de".into()),
        ..AskOptions::default()
    };
    // Corpora without some canaries, by the ids left out: one per set met.
    let mut without: Vec<(Vec<&str>, atlas::ingest::sources::Corpus)> = Vec::new();
    let (mut compared, mut differ) = (0, Vec::new());
    for persona in PERSONAS {
        let groups = corpus.config.persona(persona).unwrap().groups.clone();
        let own = Engine::from_bytes(&atlas::ingest::carve(&corpus, &groups).to_bytes()).unwrap();
        for market in MARKETS {
            for date in DATES {
                let hidden: Vec<&str> = CANARIES
                    .iter()
                    .filter(|c| !c.readable(&groups, market, date))
                    .map(|c| c.id)
                    .collect();
                if !without.iter().any(|(h, _)| *h == hidden) {
                    let name = format!("situation-without-{}", hidden.join("-"));
                    without.push((hidden.clone(), write(&name, &hidden)));
                }
                let bare = &without.iter().find(|(h, _)| *h == hidden).unwrap().1;
                let other =
                    Engine::from_bytes(&atlas::ingest::carve(bare, &groups).to_bytes()).unwrap();
                for q in &questions {
                    let question = Question {
                        text: q.clone(),
                        persona: persona.into(),
                        market: market.into(),
                        date: Some(date.into()),
                    };
                    let (Ok(a), Ok(b)) = (
                        own.ask_with(&question, &opts),
                        other.ask_with(&question, &opts),
                    ) else {
                        continue;
                    };
                    compared += 1;
                    let seen = |x: &atlas::ask::answer::Answer| {
                        (atlas::eval::verdict(x), x.figure.map(f64::to_bits), x.route)
                    };
                    if seen(&a) != seen(&b) {
                        differ.push(format!(
                            "{persona} {market} {date} {q:?}:\n  with    {:?}\n  without {:?}",
                            seen(&a),
                            seen(&b)
                        ));
                    }
                }
            }
        }
    }
    eprintln!("{} of {compared} answers differ", differ.len());
    assert!(compared > 1000, "{compared} compared");
    assert!(
        differ.is_empty(),
        "{}",
        differ
            .iter()
            .take(12)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
