//! Follow beyond one hop: recall -> serial range -> replacement part -> stock, with the access
//! and situation filters on every hop.

use crate::common;

use atlas::base::config::{Config, Route};
use atlas::ingest::sources::Corpus;
use common::*;

const CASE: &str =
    "Pack 2509-0456 from a C-3 — is it recalled, what do I fit instead, and does Casablanca have one?";

#[test]
fn the_workshop_question_is_answered_in_three_hops() {
    let c = atlas_corpus();
    let service = engine_for(&c, "service");
    let a = ask(&service, "service", "MA", CASE);
    assert_eq!(a.route, Route::Follow, "{}", a.reason);
    let got = ids(&a);
    for must in ["BULLETIN-2026-09#1", "SPEC-C3-R5#8", "STOCK#CAS-BP-36-3"] {
        assert!(got.contains(&must.to_string()), "{got:?}");
    }
    assert!(!got.iter().any(|i| i.starts_with("PRICE")), "{got:?}");
    assert!(
        !got.iter()
            .any(|i| i.starts_with("STOCK#") && i != "STOCK#CAS-BP-36-3"),
        "only the Casablanca dealer's stock: {got:?}"
    );
    let facts = a.known_facts.join(" ");
    for said in [
        "serial 2509-0456 lies inside 2509-0001 to 2509-0800 named by BULLETIN-2026-09#1",
        "BP-36-2 is replaced by BP-36-3, as SPEC-C3-R5#8 states",
        "quantity 6",
    ] {
        assert!(facts.contains(said), "{said}: {facts}");
    }
    assert!(
        a.trace
            .iter()
            .any(|l| l == "hop 2  BP-36-2 -[replaced by]-> BP-36-3 via SPEC-C3-R5#8"),
        "{:#?}",
        a.trace
    );
    // The sales desk reads the price list: the new series' price comes too.
    let sales = engine_for(&c, "sales");
    let a = ask(&sales, "sales", "MA", CASE);
    assert!(
        ids(&a).contains(&"PRICE-PARTS-2026#1".to_string()),
        "{:?}",
        ids(&a)
    );
    assert!(a
        .evidence
        .iter()
        .any(|e| e.text.contains("(BP-36-3): dealer price 425 EUR")));
}

#[test]
fn serials_outside_the_range_are_not_recalled_and_unknown_ranges_are_not_assumed() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    for (serial, inside) in [
        ("2509-0001", true),
        ("2509-0800", true),
        ("2509-0456", true),
        ("2509-0801", false),
        ("2508-0456", false),
        ("2510-0001", false),
    ] {
        let q = format!("Is pack {serial} of my C-3 recalled, and what do I fit instead?");
        let facts = ask(&e, "service", "MA", &q).known_facts.join(" ");
        let said = if inside {
            format!("serial {serial} lies inside 2509-0001 to 2509-0800")
        } else {
            format!("serial {serial} lies outside 2509-0001 to 2509-0800")
        };
        assert!(facts.contains(&said), "{q}: {facts}");
    }
}

#[test]
fn a_dealer_with_nothing_on_the_shelf_is_not_offered() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    for (city, key, quantity) in [("Rabat", "RBT", 0), ("Paris", "PAR", 0), ("Lyon", "LYS", 4)] {
        let q = format!(
            "What replaces the recalled C-3 battery pack, and does {city} have one in stock?"
        );
        let a = ask(&e, "service", "MA", &q);
        let row = format!("STOCK#{key}-BP-36-3");
        let facts = a.known_facts.join(" ");
        if quantity == 0 {
            assert!(!ids(&a).contains(&row), "{q}: {:?}", ids(&a));
            assert!(
                facts.contains(&format!("{row} (BP-36-3): quantity 0")),
                "{q}: {facts}"
            );
        } else {
            assert!(ids(&a).contains(&row), "{q}: {:?}", ids(&a));
            assert!(
                facts.contains(&format!("quantity {quantity}")),
                "{q}: {facts}"
            );
        }
    }
}

/// A relation stated only where the asker may not read is never followed: the replacement's
/// sentence is in a sales-only document here.
#[test]
fn a_hop_never_goes_through_a_block_the_persona_may_not_read() {
    let conf = "[groups]\nservice = s\nsales = d\n[personas]\nservice = service\nsales = sales\n\
[markets]\nMA = Morocco\n[products]\nC-3 = C3\n\
[links]\npart = \\b([A-Z]{2})-?(\\d{2})-(\\d)\\b => {1}-{2}-{3}\n\
[relations]\nreplaced by = {new} replaces {old}\nreplaced by.asked = instead\n";
    let docs = [
        (
            "docs/RECALL.md",
            "id: RECALL\ntitle: Recall\ngroups: service, sales\nvalid_from: 2026-01-01\n---\n\
## 1. Recall\nPacks XP-11-1 are recalled.\n",
        ),
        (
            "docs/NOTE.md",
            "id: NOTE\ntitle: Note\ngroups: sales\nvalid_from: 2026-01-01\n---\n\
## 1. Series\nThe pack XP-11-2 replaces XP-11-1 from now on.\n",
        ),
        (
            "docs/SPEC.md",
            "id: SPEC\ntitle: Spec\ngroups: service, sales\nproducts: C-3\nvalid_from: 2026-01-01\n---\n\
## 1. Battery\nThe C-3 takes the XP-11-2 pack.\n",
        ),
    ];
    let config = Config::parse(conf, "hops.conf").unwrap();
    let c = Corpus::from_sources(config, docs.iter().map(|(f, t)| (*f, *t, false))).unwrap();
    let q = "XP-11-1 is recalled: what do I fit instead?";
    let service = ask(&engine_for(&c, "service"), "service", "MA", q);
    assert!(!ids(&service).contains(&"NOTE#1".to_string()));
    assert!(
        !ids(&service).contains(&"SPEC#1".to_string()),
        "{:?}",
        ids(&service)
    );
    assert!(
        !service.known_facts.join(" ").contains("XP-11-2"),
        "{:?}",
        service.known_facts
    );
    assert!(!service.trace.join("\n").contains("XP-11-2"));
    let sales = ask(&engine_for(&c, "sales"), "sales", "MA", q);
    assert!(
        ids(&sales).contains(&"SPEC#1".to_string()),
        "{:?} {:#?}",
        ids(&sales),
        sales.trace
    );
}

/// A part the question names that the start block does not mention is followed from the
/// question, and said so: no known fact or link says it was followed from a block that does not
/// hold it, whether other blocks mention it (BP-36-2, BP-48-1) or none does (made-up numbers).
#[test]
fn a_part_the_start_does_not_mention_is_followed_from_the_question() {
    let c = atlas_corpus();
    let service = engine_for(&c, "service");
    let n = &service.bundle.config.normalizer;
    let phrasings = [
        "Which products use {}?",
        "What uses part {}?",
        "Which bikes is {} fitted to?",
        "{} ca va sur quel modele ?",
    ];
    let mut checked = 0;
    for part in ["BP-77-7", "BP-12-9", "XZ-55-5", "BP-36-2", "BP-48-1"] {
        for p in phrasings {
            let q = p.replace("{}", part);
            let a = ask(&service, "service", "MA", &q);
            if a.route != Route::Follow {
                continue;
            }
            checked += 1;
            let held = |id: &str| {
                service
                    .bundle
                    .blocks
                    .iter()
                    .find(|b| &*b.id == id)
                    .is_some_and(|b| n.parts(&b.text).iter().any(|x| x == part))
            };
            for l in a.links.iter().filter(|l| l.part == part) {
                assert!(
                    l.from == part || held(&l.from),
                    "'{q}': a link from {} that does not mention {part}",
                    l.from
                );
            }
            for f in a
                .known_facts
                .iter()
                .filter(|f| f.starts_with("links followed from "))
            {
                let from = f["links followed from ".len()..]
                    .split(':')
                    .next()
                    .unwrap_or("");
                assert!(
                    from.starts_with("the part the question names") || held(from),
                    "'{q}': '{f}' names a start that does not mention {part}"
                );
            }
        }
    }
    assert!(
        checked >= 10,
        "only {checked} of the questions went to follow"
    );
}

/// A bulletin stating two ranges: a serial outside both is said to be outside each of them, one
/// inside either is said to be inside that one (the fact named only the first range before).
#[test]
fn a_serial_outside_every_range_of_a_bulletin_is_said_outside_each() {
    let dir = corpus_copy("two-ranges");
    let file = dir.join("docs/BULLETIN-2026-09.md");
    let text = std::fs::read_to_string(&file).unwrap().replace(
        "with serial numbers 2509-0001 to 2509-0800 may swell",
        "with serial numbers 2509-0001 to 2509-0800, and packs 2511-0100 to 2511-0150, may swell",
    );
    assert!(
        text.contains("2511-0100 to 2511-0150"),
        "the bulletin's sentence changed"
    );
    std::fs::write(&file, text).unwrap();
    let c = Corpus::read(&dir).unwrap();
    let e = engine_for(&c, "service");
    for phrasing in [
        "Is pack {} of my C-3 recalled, and what do I fit instead?",
        "serial {} recall??",
        "le pack {} est-il rappelé ?",
    ] {
        for (serial, said) in [
            ("2509-0456", "lies inside 2509-0001 to 2509-0800"),
            ("2511-0120", "lies inside 2511-0100 to 2511-0150"),
            (
                "2510-0001",
                "lies outside 2509-0001 to 2509-0800 named by BULLETIN-2026-09#1, and outside 2511-0100 to 2511-0150 named by BULLETIN-2026-09#1: it is in none of the ranges.",
            ),
        ] {
            let q = phrasing.replace("{}", serial);
            let facts = ask(&e, "service", "MA", &q).known_facts.join(" ");
            assert!(facts.contains(&format!("serial {serial} {said}")), "{q}: {facts}");
        }
    }
}

/// "What uses BP-36-2?": a verb of use right after the asking word, with a part named, asks
/// which products use the part (follow), in several verbs and spellings; a verb of use without
/// a part ("How do I use the C-3 charger?") or after another word ("What is BP-36-2 used for?")
/// asks no such thing.
#[test]
fn a_verb_of_use_with_a_part_asks_which_products_use_it() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    let reached = [
        ("BP-36-2", &["SPEC-C3-R5#8", "WARR-S2-R1#2"][..]),
        ("bp 36 2", &["SPEC-C3-R5#8", "WARR-S2-R1#2"][..]),
        ("BP-48-1", &["SPEC-T7-R2#10"][..]),
        ("BP48-1", &["SPEC-T7-R2#10"][..]),
    ];
    for (part, products) in reached {
        for phrasing in [
            "What uses {}?",
            "what uses part {}",
            "What takes the {}?",
            "What is fitted with {}?",
        ] {
            let q = phrasing.replace("{}", part);
            let a = ask(&e, "service", "MA", &q);
            assert_eq!(a.route, Route::Follow, "{q}: {}", a.reason);
            let got = ids(&a);
            for p in products {
                assert!(got.contains(&p.to_string()), "{q}: {got:?}");
            }
        }
    }
    for q in ["How do I use the C-3 charger?", "What is BP-36-2 used for?"] {
        let a = ask(&e, "service", "MA", q);
        assert_ne!(
            a.reason.split('"').nth(1),
            Some("uses"),
            "{q}: {}",
            a.reason
        );
        assert_eq!(a.route, Route::Search, "{q}: {}", a.reason);
    }
}

/// "Does BP-36-3 fit the C-3?": a fit word ([questions] applies_words: fit, compatible with, va
/// sur) with a part and a product asks whether the part's links reach the product, and the
/// known facts say yes or no, in English and French.
#[test]
fn a_fit_question_says_whether_the_part_reaches_the_product() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    for (part, product, fits) in [
        ("BP-36-3", "C-3", true),
        ("BP-36-2", "S-2", true),
        ("BP-48-1", "T-7", true),
        ("BP-48-1", "C-3", false),
    ] {
        for phrasing in [
            "Does {p} fit the {x}?",
            "is the {p} compatible with the {x}?",
            "le {p} va sur le {x} ?",
            "will a {p} fit my {x}",
        ] {
            let q = phrasing.replace("{p}", part).replace("{x}", product);
            let a = ask(&e, "service", "MA", &q);
            assert_eq!(a.route, Route::Follow, "{q}: {}", a.reason);
            let said = match fits {
                true => format!("the {product} is among the products the links from"),
                false => format!("the {product} is not among the products the links from"),
            };
            assert!(
                a.known_facts.iter().any(|f| f.starts_with(&said)),
                "{q}: {:?}",
                a.known_facts
            );
            let got = ids(&a);
            let once: std::collections::BTreeSet<&String> = got.iter().collect();
            assert_eq!(
                once.len(),
                got.len(),
                "{q}: a block supplied twice: {got:?}"
            );
        }
    }
}

#[test]
fn a_relation_asked_of_a_product_is_its_own_parts_and_a_missing_one_is_said() {
    let c = atlas_corpus();
    let e = engine_for(&c, "service");
    // (product, its pack, what replaces the pack as the corpus states it)
    for (product, pack, replaced_by) in [
        ("C-3", "BP-36-2", Some("BP-36-3")),
        ("S-2", "BP-36-2", Some("BP-36-3")),
        ("T-7", "BP-48-1", None),
        ("K-1", "BP-24-1", None),
    ] {
        for phrasing in [
            "What replaces the {x}'s battery pack?",
            "Quel pack remplace la batterie du {x} ?",
            "What do I fit instead of the {x} battery?",
        ] {
            let q = phrasing.replace("{x}", product);
            let a = ask(&e, "service", "MA", &q);
            assert_eq!(a.route, Route::Follow, "{q}: {}", a.reason);
            let facts = a.known_facts.join(" | ");
            let missing = format!("no readable block states what {pack} is replaced by.");
            match replaced_by {
                Some(new) => {
                    let said = format!("{pack} is replaced by {new}, as ");
                    assert!(facts.contains(&said), "{q}: {facts}");
                    assert!(!facts.contains(&missing), "{q}: {facts}");
                }
                None => {
                    assert!(a.known_facts.contains(&missing), "{q}: {facts}");
                    // Another product's replacement is never said of this one.
                    assert!(!facts.contains("is replaced by BP-36-3"), "{q}: {facts}");
                }
            }
        }
    }
}
