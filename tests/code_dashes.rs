//! A part number written with non-breaking hyphens ("BP‑36‑2", as a word processor or a PDF
//! writes it) or en dashes ("BP–36–2") is the part: the link graph and the index read it as the
//! hyphens it stands for, as a question typed so is read. Over every corpus with documents in
//! Markdown: each part number its documents write, rewritten in a copy with non-breaking hyphens
//! in one document in two and en dashes in the other, gives the same link graph as the original.

use crate::common;

use atlas::ingest::sources::Corpus;
use common::*;

fn graph(corpus: &Corpus) -> Vec<(String, Vec<u32>)> {
    let groups = &corpus.config.personas.last().expect("a persona").groups;
    let bundle = atlas::ingest::carve(corpus, groups);
    bundle.links.parts.clone()
}

#[test]
fn a_part_written_with_other_dashes_links_as_with_hyphens() {
    let mut rewritten = 0;
    for dir in every_corpus() {
        let original = Corpus::read(&root().join(&dir)).unwrap();
        let before = graph(&original);
        let parts: Vec<&String> = before
            .iter()
            .map(|(p, _)| p)
            .filter(|p| p.contains('-'))
            .collect();
        let docs = root().join(&dir).join("docs");
        if parts.is_empty() || !docs.is_dir() {
            continue;
        }
        let copy = scratch(&format!("code-dashes-{}", dir.replace('/', "-")));
        copy_dir(&root().join(&dir), &copy);
        let mut files: Vec<_> = std::fs::read_dir(copy.join("docs"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "md"))
            .collect();
        files.sort();
        for (i, file) in files.iter().enumerate() {
            let mut text = std::fs::read_to_string(file).unwrap();
            let dash = if i % 2 == 0 { "\u{2011}" } else { "–" };
            for p in &parts {
                if text.contains(p.as_str()) {
                    text = text.replace(p.as_str(), &p.replace('-', dash));
                    rewritten += 1;
                }
            }
            std::fs::write(file, text).unwrap();
        }
        let after = graph(&Corpus::read(&copy).unwrap());
        assert_eq!(after, before, "{dir}: the link graph changed");
    }
    assert!(rewritten > 20, "only {rewritten} part numbers rewritten");
}
