//! Which door of the permission table an address names, however it is
//! spelled. The router matches an address to the letter; the page renderer
//! behind it does not (it treats `/settings/audit/` as `/settings/audit`),
//! so an address the router did not match must still be checked as the door
//! it would open.
//!
//! An address is read as a browser or a client might bend it: a trailing
//! or doubled slash, `%2F` in place of a slash, `;param` on a segment, `.`
//! and `..` segments, and another case in the fixed words of the route.
//! What it resolves to is the door's own address (the route's words as the
//! table writes them, each parameter as given), which the access checks
//! then check and send the person to, or refuse. Pure: no I/O.

use super::doors::{Door, Verb};

/// A door an address names, and the door's own spelling of that address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Resolved {
    pub door: Door,
    /// The address as the router matches it: no query.
    pub canonical: String,
}

/// Whether `path` is a door's own address, to the letter (what the router
/// matches): the route's pattern it is, if so.
pub fn exact<'a>(doors: &'a [Door], verb: Verb, path: &str) -> Option<&'a Door> {
    let segments: Vec<&str> = match path.strip_prefix('/') {
        Some("") => Vec::new(),
        Some(rest) => rest.split('/').collect(),
        None => return None,
    };
    if segments.iter().any(|s| s.is_empty()) {
        return None;
    }
    best(doors, verb, &segments, |a, b| a == b)
}

/// The door `path` names when read leniently (see the module's head), with
/// its own address; `None` when it names no door at all.
pub fn resolve(doors: &[Door], verb: Verb, path: &str) -> Option<Resolved> {
    let segments = lenient_segments(path)?;
    let seg_refs: Vec<&str> = segments.iter().map(String::as_str).collect();
    let door = best(doors, verb, &seg_refs, |a, b| a.eq_ignore_ascii_case(b))?;
    let mut canonical = String::new();
    for (pattern, given) in pattern_segments(door.path).zip(&seg_refs) {
        canonical.push('/');
        canonical.push_str(if is_param(pattern) { given } else { pattern });
    }
    if canonical.is_empty() {
        canonical.push('/');
    }
    Some(Resolved {
        door: *door,
        canonical,
    })
}

/// The segments of `path` as the lenient reading sees them; `None` for an
/// address that does not start with a slash.
fn lenient_segments(path: &str) -> Option<Vec<String>> {
    if !path.starts_with('/') {
        return None;
    }
    let unslashed = replace_ignore_case(path, "%2f", "/").replace('\\', "/");
    let unslashed = replace_ignore_case(&unslashed, "%5c", "/");
    let mut out: Vec<String> = Vec::new();
    for raw in unslashed.split('/') {
        let seg = raw.split(';').next().unwrap_or_default();
        match seg {
            "" | "." | "%2e" | "%2E" => {}
            ".." => {
                out.pop();
            }
            s if s.eq_ignore_ascii_case("%2e%2e") => {
                out.pop();
            }
            s => out.push(s.to_string()),
        }
    }
    Some(out)
}

/// `text` with every `from` (ASCII, any case) replaced by `to`.
fn replace_ignore_case(text: &str, from: &str, to: &str) -> String {
    let lower = text.to_ascii_lowercase();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while let Some(found) = lower[at..].find(from) {
        out.push_str(&text[at..at + found]);
        out.push_str(to);
        at += found + from.len();
    }
    out.push_str(&text[at..]);
    out
}

fn pattern_segments(pattern: &str) -> impl Iterator<Item = &str> {
    pattern.split('/').filter(|s| !s.is_empty())
}

fn is_param(segment: &str) -> bool {
    segment.starts_with('{') && segment.ends_with('}')
}

/// The door of `verb` whose pattern `segments` fit, the one with the most
/// fixed words where several do (`/quotes/new` before `/quotes/{id}`), as
/// the router prefers a fixed word to a parameter.
fn best<'a>(
    doors: &'a [Door],
    verb: Verb,
    segments: &[&str],
    same: impl Fn(&str, &str) -> bool,
) -> Option<&'a Door> {
    doors
        .iter()
        .filter(|d| d.verb == verb)
        .filter(|d| {
            let pattern: Vec<&str> = pattern_segments(d.path).collect();
            pattern.len() == segments.len()
                && pattern.iter().zip(segments).all(|(p, s)| {
                    if is_param(p) {
                        !s.is_empty()
                    } else {
                        same(p, s)
                    }
                })
        })
        .max_by_key(|d| pattern_segments(d.path).filter(|p| !is_param(p)).count())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::access::permissions::DOORS;

    fn canonical(verb: Verb, path: &str) -> Option<String> {
        resolve(DOORS, verb, path).map(|r| r.canonical)
    }

    #[test]
    fn every_bent_spelling_of_a_door_names_that_door() {
        for bent in [
            "/settings/audit/",
            "/settings//audit",
            "//settings/audit",
            "/settings%2Faudit",
            "/settings%2faudit/",
            "/SETTINGS/Audit",
            "/settings;x=1/audit",
            "/settings/audit;jsessionid=1",
            "/settings/./audit",
            "/settings/x/../audit",
            "/settings\\audit",
            "/settings%5Caudit",
        ] {
            let r = resolve(DOORS, Verb::Get, bent).unwrap_or_else(|| panic!("{bent}"));
            assert_eq!(r.canonical, "/settings/audit", "{bent}");
            assert_eq!(r.door.path, "/settings/audit");
        }
    }

    #[test]
    fn parameters_keep_their_spelling_and_fixed_words_win() {
        assert_eq!(
            canonical(Verb::Get, "/Product/abc-12/").as_deref(),
            Some("/product/abc-12")
        );
        assert_eq!(
            canonical(Verb::Post, "/quotes/new/").as_deref(),
            Some("/quotes/new")
        );
        let r = resolve(DOORS, Verb::Post, "/quotes//7/line/").unwrap();
        assert_eq!(r.door.path, "/quotes/{id}/line");
        assert_eq!(r.canonical, "/quotes/7/line");
        assert_eq!(canonical(Verb::Get, "/").as_deref(), Some("/"));
        assert_eq!(canonical(Verb::Get, "//").as_deref(), Some("/"));
        assert_eq!(
            canonical(Verb::Post, "/api/audit_entries/").as_deref(),
            Some("/api/audit_entries")
        );
    }

    #[test]
    fn addresses_that_name_no_door_name_none() {
        for path in [
            "/nowhere",
            "/settings/audit/more",
            "settings/audit",
            "/pkg/x.js",
        ] {
            assert_eq!(resolve(DOORS, Verb::Get, path), None, "{path}");
        }
        // A door of the other method only.
        assert_eq!(resolve(DOORS, Verb::Post, "/settings/audit/"), None);
    }

    #[test]
    fn only_the_letter_of_a_door_is_exact() {
        assert_eq!(
            exact(DOORS, Verb::Get, "/settings/audit").map(|d| d.path),
            Some("/settings/audit")
        );
        assert_eq!(
            exact(DOORS, Verb::Get, "/product/A%2FB").map(|d| d.path),
            Some("/product/{sku}")
        );
        assert_eq!(exact(DOORS, Verb::Get, "/").map(|d| d.path), Some("/"));
        for bent in [
            "/settings/audit/",
            "/settings//audit",
            "/Settings/audit",
            "/settings%2Faudit",
            "/settings/audit;x",
            "",
        ] {
            assert_eq!(
                exact(DOORS, Verb::Get, bent).map(|d| d.path),
                None,
                "{bent}"
            );
        }
    }
}
