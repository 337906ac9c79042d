//! Any configuration, document or record table text: a corpus or a `file:line` error, never a
//! panic; a corpus that reads must also make bundles that read back.
#![no_main]

use atlas::config::Config;
use atlas::source::Corpus;
use libfuzzer_sys::fuzz_target;

const CONF: &str = include_str!("../../corpus/atlas/corpus.conf");

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = Config::parse(&text, "fuzz.conf");
    let config = Config::parse(CONF, "corpus.conf").expect("the Atlas configuration parses");
    let (doc, table) = (text.as_ref(), text.as_ref());
    for (file, is_table, body) in [("docs/FUZZ.md", false, doc), ("records/FUZZ.csv", true, table)] {
        if let Ok(corpus) = Corpus::from_sources(config.clone(), [(file, body, is_table)]) {
            for p in &corpus.config.personas {
                let b = atlas::bundle::Bundle::from_corpus(&corpus, &p.groups);
                atlas::bundle::Bundle::from_bytes(&b.to_bytes()).expect("a built bundle reads back");
            }
        }
    }
});
