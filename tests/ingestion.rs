//! Ingestion: the corpus, its errors (file:line, nothing written), the link graph, the bundles.

use crate::common;

use atlas::bundle::{Bundle, BundleError, FORMAT_VERSION, HEADER_LEN};
use atlas::ingest::sources::Corpus;
use common::*;
use std::path::Path;
use std::process::Command;

fn atlas_bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_atlas"))
}

fn read_err(dir: &Path) -> String {
    Corpus::read(dir)
        .expect_err("the corpus must be refused")
        .to_string()
}

/// Replaces `from` with `to` in one file of a copied corpus and returns the error it causes.
fn spoil(name: &str, file: &str, from: &str, to: &str) -> (Scratch, String) {
    let dir = corpus_copy(name);
    let path = dir.join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{file} has no '{from}'");
    std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    let e = read_err(&dir);
    (dir, e)
}

fn line_of(dir: &Path, file: &str, needle: &str) -> usize {
    let text = std::fs::read_to_string(dir.join(file)).unwrap();
    text.lines()
        .position(|l| l.contains(needle))
        .expect("needle present")
        + 1
}

#[test]
fn the_atlas_corpus_has_the_design_texts_links_and_size() {
    let c = atlas_corpus();
    let graph = atlas::index::links::LinkGraph::build(&c.blocks, &c.config.normalizer);
    // The design text's line, then the replacement campaign's part (the new series pack, its
    // spec sentence, its price and seven stock rows).
    assert_eq!(
        graph.summary(),
        "links: BP-36-2 (4 blocks), BP-48-1 (2), BP-24-1 (2), BP-36-3 (9)"
    );
    let mut bp36: Vec<&str> = graph
        .mentions("BP-36-2")
        .iter()
        .map(|&i| c.blocks[i as usize].id.as_str())
        .collect();
    bp36.sort();
    assert_eq!(
        bp36,
        [
            "BULLETIN-2026-09#1",
            "PRICE-PARTS-2026#1",
            "SPEC-C3-R5#8",
            "WARR-S2-R1#2"
        ]
    );
    let docs = c.blocks.iter().filter(|b| !b.is_record()).count();
    assert!(
        (150..=300).contains(&c.blocks.len()),
        "{} blocks",
        c.blocks.len()
    );
    assert!(docs >= 150, "{docs} document blocks");
    assert_eq!(
        c.blocks.len() - docs,
        7 + 16 + 24 + 7,
        "one block per record row (dealers, claims, sales, stock)"
    );
    assert!(
        c.blocks.iter().any(|b| b.id.contains("-p1")),
        "a long section is split into passages"
    );
}

#[test]
fn stats_prints_the_two_lines_for_a_corpus_and_for_its_bundles() {
    let out = atlas_bin()
        .args(["stats", "corpus/atlas"])
        .current_dir(root())
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "links: BP-36-2 (4 blocks), BP-48-1 (2), BP-24-1 (2), BP-36-3 (9)"
    );
    assert_eq!(lines[1], "routes: search, list, calculate, follow");

    let tmp = scratch("stats-bundles");
    let out_dir = tmp.join("b");
    let built = atlas_bin()
        .args(["build", "corpus/atlas", "--out"])
        .arg(&out_dir)
        .current_dir(root())
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "{}",
        String::from_utf8_lossy(&built.stderr)
    );
    let stderr = String::from_utf8(built.stderr).unwrap();
    for stage in ["read ", "blocks ", "index ", "wrote "] {
        assert!(
            stderr.lines().any(|l| l.starts_with(stage)),
            "no progress line for {stage}: {stderr}"
        );
    }
    let out = atlas_bin().arg("stats").arg(&out_dir).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("links: BP-36-2 (4 blocks), BP-48-1 (2), BP-24-1 (2), BP-36-3 (9)\nroutes: search, list, calculate, follow\n"), "{text}");
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out_dir.join("manifest.json")).unwrap()).unwrap();
    assert_eq!(manifest["personas"]["service"]["file"], "service.atlas");
    assert_eq!(manifest["personas"]["service"]["label"], "Service staff");
    // The page lists personas in the manifest's order, which is corpus.conf's.
    let text = std::fs::read_to_string(out_dir.join("manifest.json")).unwrap();
    let at = |p: &str| text.find(&format!("\"{p}\": {{")).unwrap();
    assert!(
        at("service") < at("sales") && at("sales") < at("manager"),
        "{text}"
    );
    assert_eq!(
        manifest["personas"]["manager"]["file"],
        "service+sales.atlas"
    );
    for b in manifest["bundles"].as_array().unwrap() {
        let bytes = std::fs::read(out_dir.join(b["file"].as_str().unwrap())).unwrap();
        assert_eq!(b["bytes"].as_u64().unwrap() as usize, bytes.len());
    }
}

#[test]
fn each_bad_source_names_file_and_line() {
    let (dir, e) = spoil(
        "group",
        "docs/SPEC-K1-R1.md",
        "groups: service, sales",
        "groups: service, owners",
    );
    let line = line_of(&dir, "docs/SPEC-K1-R1.md", "groups:");
    assert!(
        e.ends_with(&format!(
            "SPEC-K1-R1.md:{line}: unknown group 'owners' (groups: service, sales)"
        )),
        "{e}"
    );

    let (dir, e) = spoil("section", "docs/SPEC-K1-R1.md", "## 3.", "## 2.");
    let line = line_of(&dir, "docs/SPEC-K1-R1.md", "## 2.") + 1;
    let second = std::fs::read_to_string(dir.join("docs/SPEC-K1-R1.md"))
        .unwrap()
        .lines()
        .enumerate()
        .filter(|(_, l)| l.starts_with("## 2."))
        .nth(1)
        .unwrap()
        .0
        + 1;
    assert!(line <= second);
    assert!(
        e.ends_with(&format!(
            "SPEC-K1-R1.md:{second}: section 2 is used twice (first at line {})",
            line - 1
        )),
        "{e}"
    );

    let (dir, e) = spoil(
        "date",
        "docs/BULLETIN-2026-09.md",
        "valid_from: 2026-09-15",
        "valid_from: 2026-09-31",
    );
    let line = line_of(&dir, "docs/BULLETIN-2026-09.md", "valid_from:");
    assert!(e.ends_with(&format!("BULLETIN-2026-09.md:{line}: valid_from: malformed date '2026-09-31': no such day in the calendar")), "{e}");

    let (dir, e) = spoil(
        "fields",
        "records/DEALERS.csv",
        "PAR,Atlas Paris Bastille,Paris,FR,yes",
        "PAR,Atlas Paris Bastille,Paris,FR",
    );
    let line = line_of(&dir, "records/DEALERS.csv", "PAR,");
    assert!(e.ends_with(&format!("DEALERS.csv:{line}: row has 4 fields, the header has 5 (key,dealer,city,market,battery_certified)")), "{e}");

    let (dir, e) = spoil(
        "duprow",
        "records/DEALERS.csv",
        "PAR,Atlas Paris",
        "LYS,Atlas Paris",
    );
    let line = line_of(&dir, "records/DEALERS.csv", "LYS,Atlas Paris");
    assert!(
        e.ends_with(&format!(
            "DEALERS.csv:{line}: duplicate id DEALERS#LYS (first at line {})",
            line_of(&dir, "records/DEALERS.csv", "LYS,Atlas Lyon")
        )),
        "{e}"
    );

    let (dir, e) = spoil(
        "pattern",
        "corpus.conf",
        r"part = \b([A-Z]{2})",
        r"part = \b([A-Z]{2}",
    );
    let line = line_of(&dir, "corpus.conf", "part = ");
    assert!(
        e.contains(&format!(
            "corpus.conf:{line}: pattern 'part' does not compile"
        )),
        "{e}"
    );

    // Labels name real columns, personas and markets, once per language.
    let (dir, e) = spoil(
        "colname",
        "corpus.conf",
        "city.fr = Ville",
        "citty.fr = Ville",
    );
    let line = line_of(&dir, "corpus.conf", "citty.fr = ");
    assert!(
        e.contains(&format!(
            "corpus.conf:{line}: [columns] names 'citty', which is no column of any record table"
        )),
        "{e}"
    );
    let (dir, e) = spoil(
        "marketlabel",
        "corpus.conf",
        "MA.fr = Maroc",
        "MX.fr = Maroc",
    );
    let line = line_of(&dir, "corpus.conf", "MX.fr = ");
    assert!(
        e.contains(&format!(
            "corpus.conf:{line}: [labels] names 'MX', which is neither a persona (service, sales, manager) nor a market (MA, FR)"
        )),
        "{e}"
    );
    let (dir, e) = spoil(
        "twolabels",
        "corpus.conf",
        "sales.fr = Ventes",
        "service.fr = Ventes",
    );
    let line = line_of(&dir, "corpus.conf", "service.fr = Ventes");
    assert!(
        e.contains(&format!(
            "corpus.conf:{line}: persona 'service' has two fr labels"
        )),
        "{e}"
    );

    // A duplicate document id: a second file claiming an existing id.
    let dir = corpus_copy("dupdoc");
    let text = std::fs::read_to_string(dir.join("docs/SPEC-K1-R1.md")).unwrap();
    std::fs::write(
        dir.join("docs/SPEC-K1-R2.md"),
        text.replace("id: SPEC-K1-R1", "id: SPEC-K1-R2"),
    )
    .unwrap();
    std::fs::write(
        dir.join("docs/SPEC-K1-R3.md"),
        text.replace("id: SPEC-K1-R1", "id: SPEC-K1-R2"),
    )
    .unwrap();
    let e = read_err(&dir);
    assert!(
        e.contains(
            "SPEC-K1-R3.md:1: the id 'SPEC-K1-R2' does not match the file name 'SPEC-K1-R3'"
        ),
        "{e}"
    );
}

#[test]
fn a_failed_build_writes_nothing_and_keeps_the_previous_output() {
    let (dir, _) = spoil(
        "nowrite",
        "docs/SPEC-K1-R1.md",
        "groups: service, sales",
        "groups: nobody",
    );
    let tmp = scratch("nowrite-out");
    let out = tmp.join("bundles");
    let run = atlas_bin()
        .arg("build")
        .arg(&dir)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    let stderr = String::from_utf8(run.stderr).unwrap();
    assert!(
        stderr.contains("SPEC-K1-R1.md:4: unknown group 'nobody'"),
        "{stderr}"
    );
    assert!(!out.exists(), "a failed build created its output folder");

    let good = atlas_bin()
        .args(["build", "corpus/atlas", "--out"])
        .arg(&out)
        .current_dir(root())
        .output()
        .unwrap();
    assert!(good.status.success());
    let before = std::fs::read(out.join("service.atlas")).unwrap();
    let again = atlas_bin()
        .arg("build")
        .arg(&dir)
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert_eq!(
        std::fs::read(out.join("service.atlas")).unwrap(),
        before,
        "the previous bundles are intact"
    );
    let leftovers: Vec<_> = std::fs::read_dir(out.parent().unwrap())
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
        .collect();
    assert!(leftovers.is_empty(), "temporary folders left behind");

    let not_ours = scratch("not-ours");
    std::fs::write(not_ours.join("keep.txt"), "precious").unwrap();
    let refused = atlas_bin()
        .args(["build", "corpus/atlas", "--out"])
        .arg(&not_ours)
        .current_dir(root())
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("is not a bundle folder"));
    assert_eq!(
        std::fs::read_to_string(not_ours.join("keep.txt")).unwrap(),
        "precious"
    );
}

#[test]
fn bundles_hold_only_what_their_group_may_read_on_the_bytes() {
    let c = atlas_corpus();
    let service = atlas::ingest::carve(&c, &["service".into()]).to_bytes();
    let sales = atlas::ingest::carve(&c, &["sales".into()]).to_bytes();
    for needle in [
        "410 EUR",
        "PRICE-PARTS-2026",
        "dealer price",
        "SALES-2026",
        "Q3-MA-C3",
    ] {
        assert!(
            !contains(&service, needle),
            "service bundle holds '{needle}'"
        );
    }
    for needle in [
        "SERVICE-C3-R2",
        "SERVICE-S2-R1",
        "hall sensor",
        "CLAIMS-2026",
        "WC-1001",
        "E-30",
        "over-temperature",
    ] {
        assert!(!contains(&sales, needle), "sales bundle holds '{needle}'");
    }
    assert!(
        contains(&sales, "410 EUR") && contains(&service, "hall sensor"),
        "the check can see what is there"
    );
}

#[test]
fn service_statistics_do_not_depend_on_sales_only_documents() {
    let full = atlas_corpus();
    let mut trimmed = atlas_corpus();
    let hidden: Vec<usize> = (0..trimmed.docs.len())
        .filter(|&i| *trimmed.docs[i].groups == ["sales"])
        .collect();
    assert!(hidden.len() >= 2, "the corpus has sales-only sources");
    let keep: Vec<usize> = (0..trimmed.docs.len())
        .filter(|i| !hidden.contains(i))
        .collect();
    trimmed.blocks.retain(|b| !hidden.contains(&b.doc));
    for b in &mut trimmed.blocks {
        b.doc = keep.iter().position(|&k| k == b.doc).unwrap();
    }
    trimmed.docs = keep.iter().map(|&k| full.docs[k].clone()).collect();
    let a = atlas::ingest::carve(&full, &["service".into()]).to_bytes();
    let b = atlas::ingest::carve(&trimmed, &["service".into()]).to_bytes();
    assert!(
        a == b,
        "the service bundle changes when sales-only documents are removed"
    );
}

#[test]
fn a_bundle_round_trips() {
    let c = atlas_corpus();
    for groups in [
        vec!["service".to_string()],
        vec!["sales".into()],
        vec!["service".into(), "sales".into()],
    ] {
        let b = atlas::ingest::carve(&c, &groups);
        let back = Bundle::from_bytes(&b.to_bytes()).unwrap();
        assert_eq!(back.groups, b.groups);
        // Every setting; `file` names the bundle as its source.
        let mut config = b.config.clone();
        config.file = back.config.file.clone();
        assert_eq!(back.config, config);
        assert_eq!(back.docs, b.docs);
        assert_eq!(back.blocks, b.blocks);
        // The loaded index is cut into term ranges; its dictionary and lists are the same.
        assert_eq!(back.index.whole(), b.index.whole());
        assert_eq!(back.index.lengths, b.index.lengths);
        assert_eq!(back.links, b.links);
        assert_eq!(back.to_bytes(), b.to_bytes());
    }
}

#[test]
fn damaged_bundles_are_refused_with_the_reason() {
    let bytes = atlas::ingest::carve(&atlas_corpus(), &["service".into()]).to_bytes();
    assert_eq!(Bundle::from_bytes(&[]).unwrap_err(), BundleError::Empty);
    assert_eq!(
        Bundle::from_bytes(b"PK\x03\x04 a zip file").unwrap_err(),
        BundleError::Foreign
    );
    assert_eq!(
        Bundle::from_bytes(b"<!doctype html><html>").unwrap_err(),
        BundleError::Foreign
    );
    for cut in (1..bytes.len()).step_by(97).chain([
        HEADER_LEN - 1,
        HEADER_LEN,
        HEADER_LEN + 1,
        bytes.len() - 1,
    ]) {
        match Bundle::from_bytes(&bytes[..cut]).unwrap_err() {
            BundleError::Truncated { expected, found } => {
                assert_eq!(found, cut);
                assert!(expected > cut);
            }
            other => panic!("cut at {cut}: {other}"),
        }
    }
    for at in (HEADER_LEN..bytes.len()).step_by(131) {
        let mut b = bytes.clone();
        b[at] ^= 0x5a;
        assert!(
            matches!(
                Bundle::from_bytes(&b).unwrap_err(),
                BundleError::Corrupted { .. }
            ),
            "flip at {at}"
        );
    }
    let mut newer = bytes.clone();
    newer[8..10].copy_from_slice(&(FORMAT_VERSION + 1).to_le_bytes());
    let e = Bundle::from_bytes(&newer).unwrap_err();
    assert_eq!(
        e,
        BundleError::NewerVersion {
            found: FORMAT_VERSION + 1,
            supported: FORMAT_VERSION
        }
    );
    assert!(e.to_string().starts_with("newer bundle format"), "{e}");
    // The checksum covers the payload, not the header: flags the format does not define are
    // refused by themselves, as damage the page shows as such (bundle-malformed). The packed
    // file sets PACKED (1), the only flag defined.
    let own = u16::from_le_bytes([bytes[10], bytes[11]]);
    assert_eq!(own, atlas::bundle::PACKED);
    for extra in [2u16, 0x8000, 0xfffe] {
        let flags = own | extra;
        let mut flagged = bytes.clone();
        flagged[10..12].copy_from_slice(&flags.to_le_bytes());
        let e = Bundle::from_bytes(&flagged).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "malformed bundle: header flags are {flags:#06x}; this format defines only 0x0001 (packed)"
            )
        );
        assert_eq!(atlas::base::error::Coded::code(&e), "bundle-malformed");
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(matches!(
        Bundle::from_bytes(&longer).unwrap_err(),
        BundleError::TrailingBytes { extra: 1 }
    ));
    assert!(BundleError::Corrupted {
        expected: 1,
        found: 2
    }
    .to_string()
    .starts_with("corrupted bundle"));
}

#[test]
fn a_corpus_of_another_company_needs_only_a_folder_and_configuration() {
    let dir = scratch("other-company");
    std::fs::create_dir_all(dir.join("docs")).unwrap();
    std::fs::write(
        dir.join("corpus.conf"),
        "[corpus]\nname = Nordic Pumps\n[groups]\nfield = Field engineers\n[personas]\nengineer = field\n[markets]\nSE = Sweden\n[products]\nP-9 = pump nine\n[links]\nseal = \\bSK-?(\\d{4})\\b => SK-{1}\n",
    )
    .unwrap();
    std::fs::write(dir.join("docs/NOTE-1.md"), "id: NOTE-1\ntitle: Seal notice\ngroups: field\nvalid_from: 2026-01-01\n---\n## 1. Seals\nSeal SK4411 leaks on the P-9.\n").unwrap();
    std::fs::write(dir.join("docs/SPEC-9.md"), "id: SPEC-9\ntitle: P-9 spec\nproducts: P-9\ngroups: field\nvalid_from: 2026-01-01\n---\n## 1. Seals\nThe P-9 uses seal SK-4411.\n").unwrap();
    let c = Corpus::read(&dir).unwrap();
    let graph = atlas::index::links::LinkGraph::build(&c.blocks, &c.config.normalizer);
    assert_eq!(graph.summary(), "links: SK-4411 (2 blocks)");
}

/// The corpus with an embargoed source of each type that has a header, each applying from
/// 2027-01-01: a document (service and sales) with a canary word and a part number no other
/// source names, a record table (sales) with a canary value, and a PDF (service).
fn embargo_corpus(name: &str) -> Scratch {
    let dir = corpus_copy(name);
    std::fs::write(
        dir.join("docs/PRICE-2027.md"),
        "id: PRICE-2027\ntitle: Price list 2027\ngroups: service, sales\nvalid_from: 2027-01-01\n\
         embargo: true\n---\n## 1. Battery packs\nThe qzembargodoc pack QE-77-7 costs 380 EUR.\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("records/RATES-2027.csv"),
        "# id: RATES-2027\n# groups: sales\n# about: rate, rates\n# valid_from: 2027-01-01\n\
         # embargo: true\nkey,part,note\nR1,QE-77-7,qzembargovalue\n",
    )
    .unwrap();
    std::fs::copy(
        dir.join("docs/SERVICE-S2-DRIVE-R1.pdf"),
        dir.join("docs/DRIVE-2027.pdf"),
    )
    .unwrap();
    std::fs::write(
        dir.join("docs/DRIVE-2027.pdf.header"),
        "id: DRIVE-2027\ngroups: service\nvalid_from: 2027-01-01\nembargo: true\n",
    )
    .unwrap();
    dir
}

/// `atlas build DIR --out OUT --date DATE`: its stderr.
fn build_on(dir: &Path, out: &Path, date: &str) -> String {
    let run = atlas_bin()
        .arg("build")
        .arg(dir)
        .arg("--out")
        .arg(out)
        .args(["--date", date])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr).into_owned();
    assert!(run.status.success(), "{stderr}");
    stderr
}

/// Every file of a build's output, by its path under the output folder.
fn output_files(out: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files = Vec::new();
    let mut dirs = vec![out.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for e in std::fs::read_dir(&dir).unwrap() {
            let path = e.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                let rel = path.strip_prefix(out).unwrap().display().to_string();
                files.push((rel, std::fs::read(&path).unwrap()));
            }
        }
    }
    files.sort();
    files
}

#[test]
fn an_embargoed_source_is_in_no_bundle_built_before_its_valid_from() {
    let dir = embargo_corpus("embargo");
    let tmp = scratch("embargo-out");
    let before = build_on(&dir, &tmp.join("before"), "2026-12-31");
    let embargoed = [
        ("docs/DRIVE-2027.pdf.header", "DRIVE-2027"),
        ("docs/PRICE-2027.md", "PRICE-2027"),
        ("records/RATES-2027.csv", "RATES-2027"),
    ];
    for (file, id) in embargoed {
        let line = line_of(&dir, file, "embargo:");
        let expected = format!(
            "embargo  {}:{line}: {id} left out of every bundle until 2027-01-01",
            dir.join(file).display()
        );
        assert!(
            before.lines().any(|l| l == expected),
            "no line '{expected}' in:\n{before}"
        );
    }
    let files = output_files(&tmp.join("before"));
    assert!(files.len() > 10, "{} files", files.len());
    for (file, bytes) in &files {
        for absent in [
            "PRICE-2027",
            "RATES-2027",
            "DRIVE-2027",
            "qzembargodoc",
            "qzembargovalue",
            "QE-77-7",
        ] {
            assert!(!contains(bytes, absent), "{file} holds '{absent}'");
        }
    }
    // Not in the corpus at all for that build: its words count in no statistics, its part in
    // no link graph, and every file is the one a corpus without it gives.
    build_on(
        &corpus_copy("embargo-plain"),
        &tmp.join("plain"),
        "2026-12-31",
    );
    let plain = output_files(&tmp.join("plain"));
    assert_eq!(
        files.iter().map(|(f, _)| f).collect::<Vec<_>>(),
        plain.iter().map(|(f, _)| f).collect::<Vec<_>>()
    );
    for ((file, a), (_, b)) in files.iter().zip(&plain) {
        assert!(
            a == b,
            "{file} differs from the build without the embargoed sources"
        );
    }

    // From its valid_from on, it is in every bundle of the groups that may read it.
    let after = build_on(&dir, &tmp.join("after"), "2027-01-01");
    assert!(!after.contains("embargo "), "{after}");
    let folder = |name: &str| -> Vec<u8> {
        output_files(&tmp.join("after").join(name))
            .into_iter()
            .flat_map(|(_, b)| b)
            .collect()
    };
    let (service, sales) = (folder("service"), folder("sales"));
    for present in ["PRICE-2027", "DRIVE-2027", "qzembargodoc", "QE-77-7"] {
        assert!(contains(&service, present), "service lacks '{present}'");
    }
    for present in ["PRICE-2027", "RATES-2027", "qzembargovalue", "QE-77-7"] {
        assert!(contains(&sales, present), "sales lacks '{present}'");
    }
    assert!(!contains(&service, "RATES-2027") && !contains(&sales, "DRIVE-2027"));

    // atlas check says what a build on that day leaves out.
    let check = atlas_bin()
        .arg("check")
        .arg(&dir)
        .args(["--date", "2026-12-31"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&check.stdout);
    assert!(check.status.success(), "{stdout}");
    let line = line_of(&dir, "docs/PRICE-2027.md", "embargo:");
    let expected = format!(
        "{}:{line}: note: PRICE-2027 is embargoed: atlas build leaves it out of every bundle until 2027-01-01",
        dir.join("docs/PRICE-2027.md").display()
    );
    assert!(stdout.lines().any(|l| l == expected), "{stdout}");
    let check = atlas_bin()
        .arg("check")
        .arg(&dir)
        .args(["--date", "2027-01-01"])
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&check.stdout).contains("embargoed"));
}

#[test]
fn a_document_its_embargoed_successor_supersedes_keeps_its_end_and_not_the_id() {
    let dir = embargo_corpus("embargo-successor");
    let price = dir.join("docs/PRICE-PARTS-2026.md");
    let text = std::fs::read_to_string(&price).unwrap();
    std::fs::write(
        &price,
        text.replacen("status: current", "status: superseded", 1)
            .replacen("superseded_by:", "superseded_by: PRICE-2027", 1),
    )
    .unwrap();
    let tmp = scratch("embargo-successor-out");
    let out = tmp.join("b");
    build_on(&dir, &out, "2026-12-31");
    for (file, bytes) in output_files(&out) {
        assert!(
            !contains(&bytes, "PRICE-2027"),
            "{file} names the successor"
        );
    }
    // The old list still stops applying the day its successor starts.
    let asked_on = |date: &str| -> Vec<String> {
        let run = atlas_bin()
            .args([
                "ask",
                "--persona",
                "sales",
                "--market",
                "MA",
                "--json",
                "--date",
                date,
            ])
            .arg("--bundle")
            .arg(out.join("sales.atlas"))
            .arg("dealer price of the BP-36-3 battery pack")
            .output()
            .unwrap();
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        let answer: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
        answer["evidence"]
            .as_array()
            .unwrap()
            .iter()
            .map(|id| id.as_str().unwrap().to_string())
            .collect()
    };
    let old_list = |ids: Vec<String>| ids.iter().any(|id| id.starts_with("PRICE-PARTS-2026#"));
    assert!(old_list(asked_on("2026-12-30")));
    assert!(!old_list(asked_on("2027-01-02")));
}

#[test]
fn an_embargo_needs_a_valid_from_and_a_true_or_false() {
    let dir = corpus_copy("embargo-no-date");
    std::fs::write(
        dir.join("records/RATES-2027.csv"),
        "# id: RATES-2027\n# groups: sales\n# embargo: true\nkey,part\nR1,QE-77-7\n",
    )
    .unwrap();
    let e = read_err(&dir);
    assert!(
        e.ends_with("records/RATES-2027.csv:3: embargo: true needs a valid_from, the day the source may be read from"),
        "{e}"
    );
    let dir = corpus_copy("embargo-no-date-md");
    std::fs::write(
        dir.join("docs/PRICE-2027.md"),
        "id: PRICE-2027\ngroups: sales\nembargo: true\n---\n## 1. Packs\nText.\n",
    )
    .unwrap();
    let e = read_err(&dir);
    assert!(
        e.ends_with("docs/PRICE-2027.md:3: embargo: true needs a valid_from, the day the source may be read from"),
        "{e}"
    );
    let (_, e) = spoil(
        "embargo-word",
        "docs/SPEC-K1-R1.md",
        "status: current",
        "status: current\nembargo: soon",
    );
    assert!(
        e.contains(": embargo must be 'true' or 'false', found 'soon'"),
        "{e}"
    );
}
