//! Any configuration, document or record table text: a corpus or a `file:line` error, never a
//! panic; a corpus that reads must also make bundles that read back.
#![no_main]

use atlas::base::config::Config;
use atlas::ingest::sources::Corpus;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

const CONF: &str = include_str!("../../corpus/atlas/corpus.conf");

/// Compiling the configuration's regexes costs far more than reading one source: do it once.
fn config() -> &'static Config {
    static CONFIG: OnceLock<Config> = OnceLock::new();
    CONFIG
        .get_or_init(|| Config::parse(CONF, "corpus.conf").expect("the Atlas configuration parses"))
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if data.first() == Some(&b'[') {
        let _ = Config::parse(&text, "fuzz.conf");
    }
    let config = config();
    let (doc, table) = (text.as_ref(), text.as_ref());
    for (file, is_table, body) in [
        ("docs/FUZZ.md", false, doc),
        ("records/FUZZ.csv", true, table),
    ] {
        if let Ok(corpus) = Corpus::from_sources(config.clone(), [(file, body, is_table)]) {
            let b = atlas::ingest::carve(&corpus, &corpus.config.groups);
            atlas::bundle::Bundle::from_bytes(&b.to_bytes()).expect("a built bundle reads back");
        }
    }
});
