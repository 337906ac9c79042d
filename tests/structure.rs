//! The shape of `src/ask`, as ARCHITECTURE.md states it: no two files import each other in a
//! circle, the router imports no route, and no route imports the router. Read from the source
//! text: every `crate::ask::…` and `super::…` path a file names (comments and tests left out),
//! resolved to the file that defines the module.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

type Module = Vec<String>;

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `src/ask/routes/follow/mod.rs` -> [ask, routes, follow]; `src/ask/router.rs` -> [ask, router].
fn module_of(src: &Path, file: &Path) -> Module {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut m: Module = rel
        .iter()
        .map(|s| s.to_string_lossy().into_owned())
        .collect();
    if m.last().is_some_and(|s| s == "mod") {
        m.pop();
    }
    m
}

/// The code of a file without its comments and its test module.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests").next().unwrap_or("");
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The paths a file names: `crate::a::b`, `super::c`, and those inside `use x::{a, b::c}`.
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let rest: String = bytes[i..bytes.len().min(i + 7)].iter().collect();
        let boundary = i == 0 || !(bytes[i - 1].is_alphanumeric() || bytes[i - 1] == '_');
        if boundary && (rest.starts_with("crate::") || rest.starts_with("super::")) {
            let mut j = i;
            while j < bytes.len()
                && (bytes[j].is_alphanumeric() || bytes[j] == '_' || bytes[j] == ':')
            {
                j += 1;
            }
            let head: String = bytes[i..j].iter().collect();
            let head: Vec<String> = head
                .split("::")
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            if bytes.get(j) == Some(&'{') {
                let end = bytes[j..]
                    .iter()
                    .position(|&c| c == '}')
                    .map_or(j, |p| j + p);
                let inner: String = bytes[j + 1..end].iter().collect();
                for item in inner.split(',') {
                    let mut p = head.clone();
                    p.extend(item.trim().split("::").map(|s| s.trim().to_string()));
                    out.push(p);
                }
            } else {
                out.push(head);
            }
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// The modules of `src/ask` and the ones each imports (a module's own children left out:
/// declaring a child is no import).
fn imports() -> BTreeMap<Module, Vec<Module>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src.join("ask"), &mut all);
    let modules: BTreeMap<Module, PathBuf> = all
        .iter()
        .map(|f| (module_of(&src, f), f.clone()))
        .collect();
    let mut graph = BTreeMap::new();
    for (m, file) in &modules {
        let text = code(&std::fs::read_to_string(file).unwrap());
        let mut to: Vec<Module> = Vec::new();
        for p in paths(&text) {
            let full: Module = match p.first().map(String::as_str) {
                Some("crate") => p[1..].to_vec(),
                _ => {
                    let ups = p.iter().take_while(|s| *s == "super").count();
                    let mut base = m[..m.len().saturating_sub(ups)].to_vec();
                    base.extend(p[ups..].iter().cloned());
                    base
                }
            };
            // The longest prefix that is a module of src/ask.
            let target = (1..=full.len())
                .rev()
                .map(|n| full[..n].to_vec())
                .find(|prefix| modules.contains_key(prefix));
            if let Some(t) = target {
                if &t != m && !t.starts_with(m) && !to.contains(&t) {
                    to.push(t);
                }
            }
        }
        graph.insert(m.clone(), to);
    }
    graph
}

fn name(m: &Module) -> String {
    m.join("/")
}

#[test]
fn no_two_files_of_ask_import_each_other_in_a_circle() {
    let graph = imports();
    assert!(graph.len() > 20, "only {} modules read", graph.len());
    // Depth-first search with colours: a grey module met again closes a circle.
    fn visit(
        m: &Module,
        graph: &BTreeMap<Module, Vec<Module>>,
        colour: &mut BTreeMap<Module, u8>,
        stack: &mut Vec<Module>,
        circles: &mut Vec<String>,
    ) {
        colour.insert(m.clone(), 1);
        stack.push(m.clone());
        for n in graph.get(m).into_iter().flatten() {
            match colour.get(n).copied().unwrap_or(0) {
                0 => visit(n, graph, colour, stack, circles),
                1 => {
                    let at = stack.iter().position(|s| s == n).unwrap_or(0);
                    let ring: Vec<String> = stack[at..].iter().map(name).collect();
                    circles.push(format!("{} -> {}", ring.join(" -> "), name(n)));
                }
                _ => {}
            }
        }
        stack.pop();
        colour.insert(m.clone(), 2);
    }
    let (mut colour, mut circles) = (BTreeMap::new(), Vec::new());
    for m in graph.keys() {
        if colour.get(m).copied().unwrap_or(0) == 0 {
            visit(m, &graph, &mut colour, &mut Vec::new(), &mut circles);
        }
    }
    assert!(
        circles.is_empty(),
        "import circles in src/ask:\n{}",
        circles.join("\n")
    );
}

#[test]
fn the_router_and_the_routes_do_not_import_each_other() {
    let graph = imports();
    let router: Module = vec!["ask".into(), "router".into()];
    let is_route = |m: &Module| m.starts_with(&["ask".to_string(), "routes".to_string()]);
    let from_router: Vec<String> = graph[&router]
        .iter()
        .filter(|t| is_route(t))
        .map(name)
        .collect();
    assert!(from_router.is_empty(), "the router imports {from_router:?}");
    // The reading stage is below both.
    assert!(graph[&router]
        .iter()
        .any(|t| t.starts_with(&["ask".to_string(), "reading".to_string()])));
    for (m, to) in graph.iter().filter(|(m, _)| is_route(m)) {
        assert!(!to.contains(&router), "{} imports the router", name(m));
        let reading = vec!["ask".to_string(), "reading".to_string()];
        assert!(
            !m.starts_with(&reading),
            "{} is a route and part of the reading",
            name(m)
        );
    }
    for (m, to) in graph
        .iter()
        .filter(|(m, _)| m.starts_with(&["ask".to_string(), "reading".to_string()]))
    {
        let up: Vec<String> = to
            .iter()
            .filter(|t| is_route(t) || **t == router)
            .map(name)
            .collect();
        assert!(up.is_empty(), "{} (the reading) imports {up:?}", name(m));
    }
}
