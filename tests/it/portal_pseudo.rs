//! Untranslated text: every page rendered with each message marked `⟦…⟧`
//! as it comes from the translations (`Locales::marked`). A word a person
//! reads (a text node, the page's title, a placeholder, a label for
//! screen readers) that is neither marked nor the supplier's data nor what
//! staff typed is text the translations do not cover, and fails the test.

use std::collections::HashSet;

use dealer_desk::{
    model::{
        customer::{customer_fields, href as chref, SameContact},
        lang::Lang,
    },
    server::{access::AccessConfig, quotes::new_id},
};
use reqwest::StatusCode;

use crate::portal_support::{demo_portal_marked, Portal, KEY};

const OPEN: char = '⟦';
const CLOSE: char = '⟧';

/// Attributes whose values a person reads (or hears).
const READ_ATTRS: [&str; 5] = ["placeholder", "aria-label", "title", "alt", "data-label"];

/// Elements whose content is no text a person reads as the interface's:
/// code, styles, and an echoed value (`<code>` holds what was typed).
const SKIPPED: [&str; 5] = ["script", "style", "code", "template", "noscript"];

/// What a page may show that is not the interface's words.
struct Known {
    /// Every text the supplier sends (names, categories, brands, bikes,
    /// descriptions, field names and values), and the pieces of its
    /// descriptions' markup.
    supplier: HashSet<String>,
    /// What staff typed in this test, and names that are the same in
    /// every language (each language's own name in the picker).
    typed: HashSet<String>,
}

impl Known {
    fn has(&self, piece: &str) -> bool {
        self.supplier.contains(piece) || self.typed.contains(piece)
    }
}

/// Every string in a JSON value, and the text pieces of those holding markup.
fn strings(v: &serde_json::Value, out: &mut HashSet<String>) {
    match v {
        serde_json::Value::String(s) => {
            for piece in text_nodes(s) {
                out.insert(piece);
            }
            out.insert(s.trim().to_string());
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        serde_json::Value::Object(o) => o.values().for_each(|x| strings(x, out)),
        _ => {}
    }
}

/// Every text the demo catalogue's API sends.
async fn supplier_texts(p: &Portal) -> HashSet<String> {
    let base = p.demo_url().expect("a demo portal");
    let mut out = HashSet::new();
    for path in [
        "/product/search?includeExtendedProperties=true",
        "/bikes/all",
        "/brands/all",
        "/categories/all",
    ] {
        let r = p
            .http
            .get(format!("{base}{path}"))
            .header("x-api-key", KEY)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK, "{path}");
        let v: serde_json::Value = r.json().await.unwrap();
        strings(&v, &mut out);
    }
    out
}

fn decode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let Some(end) = rest.find(';').filter(|e| *e <= 10) else {
            out.push('&');
            rest = &rest[1..];
            continue;
        };
        let entity = &rest[1..end];
        let c = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            "nbsp" => Some('\u{a0}'),
            e if e.starts_with("#x") || e.starts_with("#X") => u32::from_str_radix(&e[2..], 16)
                .ok()
                .and_then(char::from_u32),
            e if e.starts_with('#') => e[1..].parse().ok().and_then(char::from_u32),
            _ => None,
        };
        match c {
            Some(c) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// An element's name and its attributes' values by name, from the inside
/// of a tag (`a href="/x" class=y`).
fn tag_parts(inside: &str) -> (String, Vec<(String, String)>) {
    let inside = inside.trim_end_matches('/');
    let name_end = inside
        .find(|c: char| c.is_whitespace())
        .unwrap_or(inside.len());
    let name = inside[..name_end].to_ascii_lowercase();
    let mut attrs = vec![];
    let mut rest = &inside[name_end..];
    loop {
        rest = rest.trim_start();
        if rest.is_empty() {
            break;
        }
        let key_end = rest
            .find(|c: char| c == '=' || c.is_whitespace())
            .unwrap_or(rest.len());
        let key = rest[..key_end].to_ascii_lowercase();
        rest = rest[key_end..].trim_start();
        let value = if let Some(r) = rest.strip_prefix('=') {
            let r = r.trim_start();
            if let Some(q) = r.chars().next().filter(|c| *c == '"' || *c == '\'') {
                let end = r[1..].find(q).map(|e| e + 1).unwrap_or(r.len());
                rest = r.get(end + 1..).unwrap_or("");
                r[1..end].to_string()
            } else {
                let end = r.find(char::is_whitespace).unwrap_or(r.len());
                rest = &r[end..];
                r[..end].to_string()
            }
        } else {
            String::new()
        };
        attrs.push((key, decode(&value)));
    }
    (name, attrs)
}

/// The texts a person reads on a page: text nodes outside scripts, styles
/// and code, and the values of `READ_ATTRS` (the description's `content`
/// too), each trimmed, none empty.
fn text_nodes(html: &str) -> Vec<String> {
    let mut out = vec![];
    let mut rest = html;
    let mut skipping: Option<String> = None;
    let push = |s: String, out: &mut Vec<String>| {
        let t = s.trim();
        if !t.is_empty() {
            out.push(t.to_string());
        }
    };
    while !rest.is_empty() {
        let Some(lt) = rest.find('<') else {
            if skipping.is_none() {
                push(decode(rest), &mut out);
            }
            break;
        };
        if skipping.is_none() {
            push(decode(&rest[..lt]), &mut out);
        }
        rest = &rest[lt..];
        if let Some(r) = rest.strip_prefix("<!--") {
            rest = r.find("-->").map(|e| &r[e + 3..]).unwrap_or("");
            continue;
        }
        let Some(gt) = rest.find('>') else { break };
        let inside = &rest[1..gt];
        rest = &rest[gt + 1..];
        if inside.starts_with('!') {
            continue;
        }
        if let Some(closing) = inside.strip_prefix('/') {
            if skipping.as_deref() == Some(closing.trim().to_ascii_lowercase().as_str()) {
                skipping = None;
            }
            continue;
        }
        if skipping.is_some() {
            continue;
        }
        let (name, attrs) = tag_parts(inside);
        let described =
            name == "meta" && attrs.iter().any(|(k, v)| k == "name" && v == "description");
        for (k, v) in attrs {
            if READ_ATTRS.contains(&k.as_str()) || (described && k == "content") {
                push(v, &mut out);
            }
        }
        if SKIPPED.contains(&name.as_str()) && !inside.ends_with('/') {
            skipping = Some(name);
        }
    }
    out
}

/// A text without its marked parts (marks may nest: a message inside
/// another's placeholder). A text may hold the end of a message whose
/// start is in an element before it (a message cut around markup), or
/// the start of one ending after it.
fn unmarked(text: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::new();
    for c in text.chars() {
        match c {
            OPEN => {
                depth += 1;
                out.push(' ');
            }
            CLOSE if depth == 0 => out.clear(),
            CLOSE => {
                depth -= 1;
                out.push(' ');
            }
            c if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether a word holds no letter: digits, signs, currency and punctuation
/// (a count, an amount, a date and time with its zone, "—").
fn wordless(word: &str) -> bool {
    let w = word.trim_matches(|c: char| !c.is_alphanumeric());
    let w = w.strip_prefix("US$").unwrap_or(w);
    !w.chars().any(char::is_alphabetic) || matches!(w, "UTC" | "GMT") || sku_shaped(w)
}

/// A part number as the catalogue writes them (an example in a field's
/// placeholder): capitals and digits, both.
fn sku_shaped(w: &str) -> bool {
    (4..=24).contains(&w.len())
        && w.bytes().any(|b| b.is_ascii_digit())
        && w.bytes().any(|b| b.is_ascii_uppercase())
        && w.bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'-')
}

/// The parts of a text a person reads that no translation made and that
/// are not known data: runs of words that no known text or wordless word
/// covers, the longest known run taken first.
fn untranslated(text: &str, known: &Known) -> Vec<String> {
    if known.has(text) {
        return vec![];
    }
    let rest = unmarked(text);
    let words: Vec<&str> = rest.split_whitespace().collect();
    let punct = |c: char| !c.is_alphanumeric() && c != '$' && c != '€' && c != '£';
    let covered = |from: usize, to: usize| {
        let run = words[from..to].join(" ");
        known.has(&run) || known.has(run.trim_matches(punct))
    };
    let mut left: Vec<String> = vec![];
    let mut run_open = false;
    let mut i = 0;
    while i < words.len() {
        let longest = (i + 1..=words.len().min(i + 40))
            .rev()
            .find(|&j| covered(i, j));
        match longest {
            Some(j) => {
                i = j;
                run_open = false;
            }
            None if wordless(words[i]) => {
                i += 1;
                run_open = false;
            }
            None => {
                match left.last_mut() {
                    Some(last) if run_open => {
                        last.push(' ');
                        last.push_str(words[i]);
                    }
                    _ => left.push(words[i].to_string()),
                }
                run_open = true;
                i += 1;
            }
        }
    }
    left
}

/// The first `href` on a page starting with `prefix` (and longer).
fn first_link(html: &str, prefix: &str) -> Option<String> {
    let needle = format!("href=\"{prefix}");
    let at = html.find(&needle)? + "href=\"".len();
    let end = html[at..].find('"')? + at;
    let link = decode(&html[at..end]);
    (link.len() > prefix.len()).then_some(link)
}

async fn text_of(p: &Portal, path: &str, cookie: &str) -> (StatusCode, String) {
    let r = p
        .http
        .get(p.url(path))
        .header("cookie", cookie)
        .send()
        .await
        .unwrap();
    (r.status(), r.text().await.unwrap())
}

#[tokio::test]
async fn every_page_shows_only_translated_words_and_data() {
    let access = AccessConfig {
        client_rate: None,
        client_pending: None,
        ..AccessConfig::open()
    };
    let p = demo_portal_marked(access).await.synced().await;
    // Each language's own name, the portal's name, and the currencies'
    // codes are the same in every language.
    let mut typed: HashSet<String> = Lang::ALL
        .iter()
        .map(|l| l.own_name().to_string())
        .chain(["Dealer Desk", "DD", "GBP", "USD", "EUR"].map(String::from))
        .collect();

    // Something on every page: a quote list with a line, for a customer
    // with a bike, and a lost sale.
    let home = text_of(&p, "/", "").await.1;
    let sku_link = first_link(&home, "/product/").expect("a product on the home page");
    let sku = sku_link.trim_start_matches("/product/").to_string();
    let (to, cookie) = p
        .post_browser(
            "/quotes/add",
            "",
            &[("sku", &sku), ("qty", "2"), ("quote", "new")],
        )
        .await;
    let quote = to
        .trim_start_matches("/quotes/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let (name, phone, email) = ("Pia Marker", "07700 900123", "pia@example.com");
    let fields = customer_fields(name, phone, email, "").unwrap();
    let customer = p
        .state
        .customers
        .create(new_id(), fields, SameContact::Refuse, None)
        .await
        .unwrap()
        .done()
        .unwrap();
    p.post_browser(
        &chref::quote_customer(&quote),
        &cookie,
        &[("customer", &customer)],
    )
    .await;
    let lost = [
        ("code", "NOPE123"),
        ("reason", "not-in-catalogue"),
        ("note", ""),
        ("back", "/lost-sales"),
    ];
    p.post_browser(chref::LOST_SALE_NEW, &cookie, &lost).await;
    typed.extend([
        "Quote list".to_string(),
        name.into(),
        phone.into(),
        email.into(),
        "NOPE123".into(),
        "07700900123".into(),
    ]);

    let known = Known {
        supplier: supplier_texts(&p).await,
        typed,
    };
    let categories = text_of(&p, "/categories", "").await.1;
    let brands = text_of(&p, "/brands", "").await.1;
    let bikes = text_of(&p, "/bikes", "").await.1;
    let make = first_link(&bikes, "/bikes/").expect("a make");
    let models = text_of(&p, &make, "").await.1;
    let model = first_link(&models, &format!("{make}/")).expect("a model");
    let years = text_of(&p, &model, "").await.1;
    let year = first_link(&years, &format!("{model}/")).expect("a year");
    let mut pages = vec![
        "/".to_string(),
        "/categories".into(),
        first_link(&categories, "/categories/").expect("a category"),
        "/brands".into(),
        first_link(&brands, "/brands/").expect("a brand"),
        "/bikes".into(),
        make,
        model,
        year,
        "/search".into(),
        "/search?q=brake".into(),
        "/search?q=zzzzqqq".into(),
        sku_link,
        "/product/NOPE999".into(),
        "/stock".into(),
        format!("/stock?skus={sku}%0ANOPE999"),
        "/quotes".into(),
        format!("/quotes/{quote}"),
        "/lookup".into(),
        format!("/lookup?sku={sku}"),
        "/status".into(),
        "/exports".into(),
        "/customers".into(),
        chref::customer(&customer),
        "/back-in-stock".into(),
        "/lost-sales".into(),
        "/settings/prices".into(),
        "/settings/audit".into(),
        "/settings/processing".into(),
        "/no-such-page".into(),
    ];
    pages.dedup();

    let mut found = vec![];
    for path in &pages {
        let (status, html) = text_of(&p, path, &cookie).await;
        assert!(status.as_u16() < 500, "{path}: {status}");
        assert!(html.contains(OPEN), "{path}: the marked words are in use");
        for text in text_nodes(&html) {
            for piece in untranslated(&text, &known) {
                found.push(format!("{path}: {piece:?} (in {text:?})"));
            }
        }
        for (label, shown) in named_buttons(&html) {
            found.push(format!(
                "{path}: a button reads {shown:?} but is named {label:?} (WCAG 2.5.3)"
            ));
        }
    }
    found.dedup();
    assert!(
        found.is_empty(),
        "{} untranslated:\n{}",
        found.len(),
        found.join("\n")
    );
}

/// Buttons whose accessible name (`aria-label`) does not contain the
/// words they show, marks taken off (WCAG 2.5.3 "label in name": a person
/// using voice control says what they see): (name, shown) of each.
fn named_buttons(html: &str) -> Vec<(String, String)> {
    let plain = |s: &str| -> String {
        s.replace([OPEN, CLOSE], "")
            .replace("&amp;", "&")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .to_lowercase()
    };
    let mut wrong = Vec::new();
    for (at, _) in html.match_indices("<button") {
        let rest = &html[at..];
        let Some(open_end) = rest.find('>') else {
            continue;
        };
        let tag = &rest[..open_end];
        let Some(l) = tag.find("aria-label=\"") else {
            continue;
        };
        let label = &tag[l + 12..];
        let label = &label[..label.find('"').unwrap_or(label.len())];
        let Some(close) = rest.find("</button>") else {
            continue;
        };
        let inner = &rest[open_end + 1..close];
        // The button's own words: its text, tags taken out.
        let mut shown = String::new();
        let mut in_tag = false;
        for c in inner.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                c if !in_tag => shown.push(c),
                _ => {}
            }
        }
        let shown = plain(&shown);
        // Symbols ("↑") are no words a person says.
        let words = shown.chars().any(char::is_alphanumeric);
        if words && !plain(label).contains(&shown) {
            wrong.push((label.to_string(), shown));
        }
    }
    wrong
}

#[test]
fn a_buttons_name_must_hold_the_words_it_shows() {
    let html = r#"<button aria-label="⟦Add to quote: X1⟧">⟦Add to quote⟧</button>
<button aria-label="Add X1 to the open list">Add to quote</button><button>Plain</button>
<button aria-label="Move X1 up">↑</button>"#;
    assert_eq!(
        named_buttons(html),
        [(
            "Add X1 to the open list".to_string(),
            "add to quote".to_string()
        )]
    );
}

#[test]
fn the_reader_finds_text_attributes_and_skips_code() {
    let html = r#"<html><head><title>⟦Quote⟧ X</title><meta name="description" content="Plain words"><script>var a = "<b>no</b>";</script></head>
<body><p class="x">Hello <b>there</b><!-- c --></p><input placeholder="Type &amp; go"><code>ZZ1</code><img alt='A pic'/></body></html>"#;
    assert_eq!(
        text_nodes(html),
        [
            "⟦Quote⟧ X",
            "Plain words",
            "Hello",
            "there",
            "Type & go",
            "A pic"
        ]
    );
    let known = Known {
        supplier: ["Brembo".to_string(), "Brake pads, front".to_string()].into(),
        typed: HashSet::new(),
    };
    assert!(untranslated("⟦Quote for ⟦x⟧⟧ £1,027.87 · 27/11/2026 09:05 GMT", &known).is_empty());
    assert!(untranslated("Brake pads, front", &known).is_empty());
    assert!(untranslated("⟦By⟧ Brembo (Brake pads, front)", &known).is_empty());
    assert!(untranslated("Brembo Brembo 2020", &known).is_empty());
    assert!(untranslated("the catalogue.⟧", &known).is_empty());
    assert_eq!(untranslated("⟦Quote⟧ X", &known), ["X"]);
    assert_eq!(untranslated("In stock: 5", &known), ["In stock:"]);
    assert_eq!(
        untranslated("Hello Brembo world", &known),
        ["Hello", "world"]
    );
}

#[tokio::test]
async fn the_sign_in_page_shows_only_translated_words() {
    let p = demo_portal_marked(crate::portal_signin::closed()).await;
    let known = Known {
        supplier: HashSet::new(),
        typed: ["Dealer Desk".to_string()].into(),
    };
    let (status, asked) = text_of(&p, "/login", "").await;
    assert_eq!(status, StatusCode::OK);
    let refused = p
        .http
        .post(p.url("/login"))
        .form(&[("username", "anna"), ("password", "wrong"), ("next", "/")])
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let mut found = vec![];
    for html in [asked, refused] {
        assert!(html.contains(OPEN), "the marked words are in use");
        for text in text_nodes(&html) {
            found.extend(untranslated(&text, &known));
        }
    }
    assert!(found.is_empty(), "untranslated: {found:?}");
}
