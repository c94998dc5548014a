//! The manual (`docs/`) stays true: its settings table is the one the
//! settings' definitions make; every internal link and anchor leads to a
//! page and a heading; every route it names is one the router answers;
//! every setting it names is one the portal reads (or a script's own);
//! every `dealer-desk` command and flag it names is in `dealer-desk --help`;
//! every picture it shows is one the journeys take
//! (`end2end/tests/manual.spec.ts`), and every picture they take is shown.
//! The README is held to its size and its links too.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
    process::Command,
};

use dealer_desk::server::{
    access::permissions::DOORS,
    http::listed_routes,
    start::{cli, settings_table},
};

const BIN: &str = env!("CARGO_BIN_EXE_dealer-desk");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");
/// Variables the manual names that are not the portal's settings: the log
/// filter (read by tracing) and the test script's switch.
const NOT_SETTINGS: &[&str] = &["RUST_LOG", "CI"];
/// Flags of other tools that the manual names on their own.
const OTHER_FLAGS: &[&str] = &["--precompress", "--profile"];
/// Folders a path in the manual may start with when it names a file on
/// the server rather than an address of the portal.
const FILE_ROOTS: &[&str] = &[
    "etc", "var", "usr", "srv", "data", "tmp", "opt", "run", "home",
];
const LANGUAGES: &[&str] = &["en", "de", "fr", "nl", "es"];
const WIDTHS: &[&str] = &["390", "1366"];

mod book;
use book::{anchors, links, name, pages, spans, src};

#[test]
fn the_settings_table_is_made_from_the_settings_definitions() {
    let book = std::fs::read_to_string(src().join("running/settings-table.md")).unwrap();
    let made = settings_table::markdown(&cli::command());
    assert!(
        book == made,
        "docs/src/running/settings-table.md differs from the settings' definitions; \
         run `cargo run --features ssr -- settings-table > docs/src/running/settings-table.md`"
    );
    let out = Command::new(BIN).arg("settings-table").output().unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap(), made);
    for s in settings_table::settings(&cli::command()) {
        assert!(
            book.contains(&format!("| `{}` |", s.variable)),
            "{} is missing",
            s.variable
        );
    }
}

#[test]
fn every_link_and_anchor_in_the_book_leads_somewhere() {
    let all = pages();
    let by_path: BTreeMap<PathBuf, BTreeSet<String>> = all
        .iter()
        .map(|p| (p.path.canonicalize().unwrap(), anchors(&p.prose)))
        .collect();
    let mut broken = Vec::new();
    for page in &all {
        for target in links(&page.prose) {
            if target.starts_with("http://") || target.starts_with("https://") {
                continue;
            }
            let (file, anchor) = target.split_once('#').unwrap_or((target.as_str(), ""));
            if file.ends_with(".png") {
                continue; // the pictures' own test
            }
            let at = if file.is_empty() {
                Some(page.path.canonicalize().unwrap())
            } else {
                page.path.parent().unwrap().join(file).canonicalize().ok()
            };
            match at.as_ref().and_then(|p| by_path.get(p)) {
                None => broken.push(format!("{}: {target}: no such page", name(page))),
                Some(ids) if !anchor.is_empty() && !ids.contains(anchor) => {
                    broken.push(format!("{}: {target}: no such heading", name(page)))
                }
                Some(_) => {}
            }
        }
    }
    // Every page is in the summary (but the table it includes).
    let summary = std::fs::read_to_string(src().join("SUMMARY.md")).unwrap();
    let listed: BTreeSet<String> = links(&summary).into_iter().collect();
    for page in &all {
        let n = name(page);
        if n != "SUMMARY.md" && n != "running/settings-table.md" && !listed.contains(&n) {
            broken.push(format!("{n}: not in SUMMARY.md"));
        }
    }
    assert!(broken.is_empty(), "{broken:#?}");
}

/// Whether a path the book names is a route: the same segments, where a
/// `{…}` of either side stands for any one, and `...`/`…` at the end for
/// anything further.
fn route_matches(named: &str, pattern: &str) -> bool {
    let (n, p): (Vec<&str>, Vec<&str>) = (named.split('/').collect(), pattern.split('/').collect());
    if n.last().is_some_and(|l| *l == "..." || *l == "…") {
        let head = &n[..n.len() - 1];
        return p.len() >= n.len() && head.iter().zip(&p).all(|(a, b)| segment_matches(a, b));
    }
    n.len() == p.len() && n.iter().zip(&p).all(|(a, b)| segment_matches(a, b))
}

fn segment_matches(named: &str, pattern: &str) -> bool {
    named == pattern || pattern.starts_with('{') || named.starts_with('{')
}

// The router's route list is made on a runtime (as the portal makes it).
#[tokio::test]
async fn every_route_the_book_names_is_answered() {
    let mut patterns: BTreeSet<String> = listed_routes().into_iter().map(|r| r.path).collect();
    patterns.extend(DOORS.iter().map(|d| d.path.to_string()));
    let mut unknown = Vec::new();
    let mut named = 0;
    for page in pages() {
        for span in spans(&page.prose) {
            if !span.starts_with('/') || span.contains(' ') {
                continue;
            }
            let path = span.split(['?', '#']).next().unwrap_or("");
            let first = path.trim_start_matches('/').split('/').next().unwrap_or("");
            if FILE_ROOTS.contains(&first)
                || Path::new(ROOT).join("public").join(&path[1..]).is_file()
            {
                continue;
            }
            named += 1;
            if !patterns.iter().any(|p| route_matches(path, p)) {
                unknown.push(format!("{}: `{span}`", name(&page)));
            }
        }
    }
    assert!(named > 50, "the book names {named} routes");
    assert!(
        unknown.is_empty(),
        "routes the portal does not answer: {unknown:#?}"
    );
}

/// `NAME`, `NAME=value` or `NAME_*` in capitals with an underscore.
fn variable(span: &str) -> Option<&str> {
    let head = span.split('=').next()?.trim_end_matches("_*");
    let shaped = head.contains('_')
        && head.starts_with(|c: char| c.is_ascii_uppercase())
        && head
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_');
    shaped.then_some(head)
}

/// The variables the scripts and benches read, which the manual may name.
fn script_text() -> String {
    let mut text = String::new();
    for dir in ["scripts", "bench", "benches", "end2end/tests"] {
        for entry in std::fs::read_dir(Path::new(ROOT).join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() {
                text.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
            }
        }
    }
    text
}

#[test]
fn every_setting_the_book_names_is_read_by_the_portal() {
    let settings: BTreeSet<String> = settings_table::settings(&cli::command())
        .into_iter()
        .map(|s| s.variable)
        .collect();
    let scripts = script_text();
    let mut unknown = Vec::new();
    let mut named = BTreeSet::new();
    for page in pages() {
        for span in spans(&page.prose) {
            let Some(var) = variable(&span) else { continue };
            let known = if span.ends_with("_*") {
                settings.iter().any(|s| s.starts_with(var))
            } else {
                settings.contains(var)
            };
            named.insert(var.to_string());
            if !known && !NOT_SETTINGS.contains(&var) && !scripts.contains(var) {
                unknown.push(format!("{}: `{span}`", name(&page)));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "settings the portal does not read: {unknown:#?}"
    );
    let missing: Vec<_> = settings.iter().filter(|s| !named.contains(*s)).collect();
    assert!(
        missing.is_empty(),
        "settings the book never names: {missing:?}"
    );
}

/// A command's `--help`: its subcommands and its text.
struct Help {
    commands: BTreeSet<String>,
    text: String,
}

/// `dealer-desk [words] --help`, each asked once.
#[derive(Default)]
struct Helps(BTreeMap<Vec<String>, std::rc::Rc<Help>>);

impl Helps {
    fn of(&mut self, words: &[&str]) -> std::rc::Rc<Help> {
        let key: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        self.0
            .entry(key)
            .or_insert_with(|| {
                let out = Command::new(BIN)
                    .args(words)
                    .arg("--help")
                    .output()
                    .unwrap();
                assert!(out.status.success(), "dealer-desk {words:?} --help");
                let text = String::from_utf8(out.stdout).unwrap();
                let commands = text
                    .split("Commands:")
                    .nth(1)
                    .map(|rest| {
                        rest.lines()
                            .skip(1)
                            .take_while(|l| !l.trim().is_empty())
                            .filter_map(|l| l.split_whitespace().next().map(str::to_string))
                            .collect()
                    })
                    .unwrap_or_default();
                std::rc::Rc::new(Help { commands, text })
            })
            .clone()
    }
}

fn has_flag(help: &str, flag: &str) -> bool {
    let flag = flag.split('=').next().unwrap_or(flag);
    if let Some(prefix) = flag.strip_suffix('…') {
        return help.contains(prefix);
    }
    help.match_indices(flag).any(|(i, _)| {
        let after = help[i + flag.len()..].chars().next();
        !matches!(after, Some(c) if c.is_ascii_alphanumeric() || c == '-')
    })
}

/// Checks one command line's words after `dealer-desk`; what is wrong.
fn check_command(helps: &mut Helps, words: &[&str]) -> Option<String> {
    let mut path: Vec<&str> = Vec::new();
    let mut help = helps.of(&path);
    for word in words.iter().copied().filter(|w| *w != "help") {
        if word.starts_with("--") {
            if !has_flag(&help.text, word) {
                return Some(format!(
                    "{word} is not a flag of `dealer-desk {}`",
                    path.join(" ")
                ));
            }
        } else if help.commands.contains(word) {
            path.push(word);
            help = helps.of(&path);
        } else if path.is_empty() && words.first() == Some(&word) {
            return Some(format!("{word} is no command"));
        }
    }
    None
}

#[test]
fn every_command_and_flag_the_book_names_is_in_the_help() {
    let mut helps = Helps::default();
    let mut wrong = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let mut lines: Vec<Vec<String>> = Vec::new();
        for span in spans(&page.prose) {
            if span.starts_with("--") {
                let flag = span.split_whitespace().next().unwrap_or("").to_string();
                if !OTHER_FLAGS.contains(&flag.as_str()) {
                    lines.push(vec![flag]);
                }
            } else if span == "dealer-desk" || span.starts_with("dealer-desk ") {
                lines.push(
                    span.split_whitespace()
                        .skip(1)
                        .map(str::to_string)
                        .collect(),
                );
            }
        }
        for line in page.code.lines() {
            let words: Vec<&str> = line.split_whitespace().collect();
            if let Some(at) = words.iter().position(|w| *w == "dealer-desk") {
                let rest = words[at + 1..]
                    .iter()
                    .take_while(|w| !matches!(**w, "|" | "&&" | ";") && !w.starts_with('#'))
                    .map(|w| w.to_string())
                    .collect();
                lines.push(rest);
            }
        }
        for words in lines {
            checked += 1;
            let words: Vec<&str> = words.iter().map(String::as_str).collect();
            if let Some(why) = check_command(&mut helps, &words) {
                wrong.push(format!(
                    "{}: dealer-desk {}: {why}",
                    name(&page),
                    words.join(" ")
                ));
            }
        }
    }
    assert!(checked > 80, "the book names {checked} commands and flags");
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// The pictures `manual.spec.ts` takes: the names in its lists `COUNTER`
/// (every language) and `SHOP`, and those its own steps give `file("en", …)`.
fn pictures_taken() -> (BTreeSet<String>, BTreeSet<String>) {
    let spec =
        std::fs::read_to_string(Path::new(ROOT).join("end2end/tests/manual.spec.ts")).unwrap();
    let quoted_after = |text: &str, marker: &str| -> BTreeSet<String> {
        text.split(marker)
            .skip(1)
            .filter_map(|rest| rest.split('"').next().map(str::to_string))
            .collect()
    };
    let list = |name: &str| -> String {
        let from = spec.split(&format!("const {name}")).nth(1).unwrap_or("");
        from.split("];").next().unwrap_or("").to_string()
    };
    let every_language = quoted_after(&list("COUNTER"), "name: \"");
    let mut all = every_language.clone();
    all.extend(quoted_after(&list("SHOP"), "name: \""));
    all.extend(quoted_after(&spec, "file(\"en\", \""));
    (all, every_language)
}

#[test]
fn every_picture_is_one_the_journeys_take_and_each_is_shown() {
    let (taken, every_language) = pictures_taken();
    assert!(taken.len() > 15, "{taken:?}");
    let mut shown = BTreeSet::new();
    let mut wrong = Vec::new();
    let readme = std::fs::read_to_string(Path::new(ROOT).join("README.md")).unwrap();
    let mut targets: Vec<(String, String)> = links(&readme)
        .into_iter()
        .map(|t| ("README.md".to_string(), t))
        .collect();
    for page in pages() {
        targets.extend(links(&page.prose).into_iter().map(|t| (name(&page), t)));
    }
    for (at, target) in targets.into_iter().filter(|(_, t)| t.ends_with(".png")) {
        let Some((_, tail)) = target.split_once("images/") else {
            wrong.push(format!("{at}: {target}: not in images/"));
            continue;
        };
        let (lang, file) = tail.split_once('/').unwrap_or(("", tail));
        let stem = file.trim_end_matches(".png");
        let (picture, width) = stem.rsplit_once('-').unwrap_or((stem, ""));
        let ok = LANGUAGES.contains(&lang)
            && WIDTHS.contains(&width)
            && taken.contains(picture)
            && (lang == "en" || every_language.contains(picture));
        if !ok {
            wrong.push(format!("{at}: {target}: no journey takes this picture"));
        }
        shown.insert(picture.to_string());
    }
    let unshown: Vec<_> = taken.difference(&shown).collect();
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert!(
        unshown.is_empty(),
        "pictures the manual never shows: {unshown:?}"
    );
}

#[test]
fn the_readme_is_short_and_its_links_lead_into_the_manual() {
    let readme = std::fs::read_to_string(Path::new(ROOT).join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(lines <= 150, "the README has {lines} lines");
    assert!(readme.contains("bash scripts/run.sh") && readme.contains("bash scripts/test.sh"));
    let mut broken = Vec::new();
    for target in links(&readme) {
        if target.starts_with("http") || target.ends_with(".png") {
            continue;
        }
        let file = target.split('#').next().unwrap_or("");
        if !Path::new(ROOT).join(file).is_file() {
            broken.push(target);
        }
    }
    assert!(broken.is_empty(), "{broken:?}");
}
