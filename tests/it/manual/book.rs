//! Reading the manual's markdown: its pages, their prose and code, the
//! inline code spans, the links and mdBook's ids for the headings.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
};

use super::ROOT;

/// One page of the book: where it is, its text, and its text with the
/// fenced code blocks taken out (and those blocks on their own).
pub struct Page {
    pub path: PathBuf,
    pub prose: String,
    pub code: String,
}

pub fn src() -> PathBuf {
    Path::new(ROOT).join("docs/src")
}

pub fn pages() -> Vec<Page> {
    let mut found = Vec::new();
    let mut dirs = vec![src()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                found.push(page(path));
            }
        }
    }
    found.sort_by(|a, b| a.path.cmp(&b.path));
    assert!(found.len() > 20, "the book has {} pages", found.len());
    found
}

fn page(path: PathBuf) -> Page {
    let text = std::fs::read_to_string(&path).unwrap();
    let (mut prose, mut code, mut fenced) = (String::new(), String::new(), false);
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        let into = if fenced { &mut code } else { &mut prose };
        into.push_str(line);
        into.push('\n');
    }
    Page { path, prose, code }
}

pub fn name(page: &Page) -> String {
    page.path.strip_prefix(src()).unwrap().display().to_string()
}

/// The inline code spans of a text, each on one line.
pub fn spans(prose: &str) -> Vec<String> {
    prose
        .split('`')
        .skip(1)
        .step_by(2)
        .map(|s| s.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

/// Link targets, `](target)`, outside code spans.
pub fn links(prose: &str) -> Vec<String> {
    let outside: String = prose.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    outside
        .split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .map(|t| t.split_whitespace().next().unwrap_or("").to_string())
        .collect()
}

/// mdBook's id for a heading: lower case, letters, digits, `_` and `-`
/// kept, spaces made `-`, the rest dropped; a repeated id gets `-1`, `-2`.
pub fn anchors(prose: &str) -> BTreeSet<String> {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut all = BTreeSet::new();
    for line in prose.lines().filter(|l| l.starts_with('#')) {
        let text = line.trim_start_matches('#').trim();
        let id: String = text
            .chars()
            .filter_map(|c| match c {
                c if c.is_alphanumeric() || c == '_' || c == '-' => Some(c.to_ascii_lowercase()),
                c if c.is_whitespace() => Some('-'),
                _ => None,
            })
            .collect();
        let n = seen.entry(id.clone()).or_insert(0);
        all.insert(if *n == 0 { id } else { format!("{id}-{n}") });
        *n += 1;
    }
    all
}
