//! The native integration tests, one binary: each file of tests/ (but wasm.rs, the wasm32
//! target's) is a module of it. Fifty-odd binaries, each linking the library and its generics
//! at opt-level 3, took most of scripts/test's native compile; one crate compiles them once.
//! It is compiled without optimizations (scripts/rustc-wrapper says why); the library it calls is
//! the optimized release one.
//! A new file of tests is added here. Run one file's tests with `cargo test --release --test
//! suite two_questions::`.

mod common;

mod accents_typed;
mod bare_codes_match;
mod beyond_words;
mod blank_measures;
mod bounded;
mod bundle_structure;
mod check;
mod chunks;
mod cli_hardening;
mod code_dashes;
mod code_or_name;
mod codes;
mod compared;
mod corrections;
mod count_totals;
mod counted_elsewhere;
mod counted_periods;
mod counted_things;
mod counts_before_plurals;
mod durations;
mod each_group;
mod except_after;
mod exclusions;
mod expansion;
mod flag_negations;
mod flag_rows;
mod glued_endings;
mod held_rows;
mod hostile;
mod ingestion;
mod intent;
mod inversions;
mod joined_codes;
mod languages;
mod lower_codes;
mod market_named_like_a_value;
mod multihop;
mod negated_links;
mod negated_markets;
mod negation_or_except;
mod not_understood;
mod numbers_alone;
mod on_hand;
mod packs;
mod part_names;
mod partial_names;
mod parts_typed;
mod passages;
mod pattern_programs;
mod per_group;
mod place_words;
mod plural_endings;
mod polite_words;
mod prices;
mod product_kinds;
mod product_name_words;
mod product_uses;
mod property;
mod punctuation_typed;
mod quarters;
mod questions;
mod relative_years;
mod replacement_stock;
mod roles;
mod router_languages;
mod serial_markets;
mod serial_notices;
mod shouted_and_slipped;
mod situation_leaks;
mod sources;
mod split_phrases;
mod stated_counts;
mod stems;
mod strings;
mod structure;
mod subject_at_a_row;
mod table_formats;
mod than_unsaid;
mod time_words;
mod two_questions;
mod typed_names;
mod unread_predicates;
mod updates;
mod value_forms;
mod verdict_kept;
mod weak_match;
mod who_ranks;
mod words_read;

/// A file of tests/ that no `mod` line names is compiled by nothing and runs nowhere
/// (`autotests = false`): each one is named above.
#[test]
fn every_file_of_tests_is_a_module_of_the_suite() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let suite = std::fs::read_to_string(dir.join("suite.rs")).unwrap();
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        let Some(module) = name.strip_suffix(".rs") else {
            continue;
        };
        if !["suite", "wasm"].contains(&module) && !suite.contains(&format!("\nmod {module};\n")) {
            missing.push(name);
        }
    }
    assert!(
        missing.is_empty(),
        "add `mod NAME;` to tests/suite.rs for {missing:?}"
    );
}
