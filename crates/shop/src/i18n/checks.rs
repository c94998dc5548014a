//! The translations' rules, checked on every test run: every language has
//! exactly English's keys, each with the same placeholders; every key is
//! used by the code; every key the code asks for exists; every file reads.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::{ast, parser};

use super::messages::source;
use crate::model::lang::Lang;

/// A language's keys, each with the placeholders (`$name`) its text uses.
type Keys = BTreeMap<String, BTreeSet<String>>;

fn keys(lang: Lang) -> Keys {
    let resource = match parser::parse(source(lang)) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{} does not parse: {errors:?}", lang.code()),
    };
    let mut out = Keys::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(m) => {
                assert!(
                    m.attributes.is_empty(),
                    "{}: {} has attributes",
                    lang.code(),
                    m.id.name
                );
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                let name = m.id.name.to_string();
                assert!(
                    out.insert(name.clone(), vars).is_none(),
                    "{}: {name} twice",
                    lang.code()
                );
            }
            ast::Entry::Junk { content } => panic!("{}: cannot read {content:?}", lang.code()),
            _ => {}
        }
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Inline(i) => inline_vars(i, vars),
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        _ => {}
    }
}

/// Every Rust source file under `src`.
fn sources() -> Vec<(String, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let path = e.path();
            if path.is_dir() {
                walk(&path, out);
            } else if path.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&path).unwrap_or_default();
                out.push((path.display().to_string(), text));
            }
        }
    }
    // The app's pages and components, and every crate of the workspace.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut out = vec![];
    walk(&root.join("src"), &mut out);
    walk(&root.join("crates"), &mut out);
    out
}

/// The keys the code asks for by name: the literal first argument of the
/// `I18n` calls `t`, `t_with` and `t_around`.
fn asked_for(code: &str) -> Vec<&str> {
    let mut out = vec![];
    for call in [".t(\"", ".t_with(\"", ".t_around(\""] {
        for (at, _) in code.match_indices(call) {
            let rest = &code[at + call.len()..];
            if let Some(end) = rest.find('"') {
                out.push(&rest[..end]);
            }
        }
    }
    out
}

#[test]
fn every_language_has_englishs_keys_and_placeholders() {
    let english = keys(Lang::En);
    assert!(english.len() > 50, "English has {} keys", english.len());
    for lang in Lang::ALL {
        let theirs = keys(lang);
        let missing: Vec<_> = english
            .keys()
            .filter(|k| !theirs.contains_key(*k))
            .collect();
        let extra: Vec<_> = theirs
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
        assert!(
            extra.is_empty(),
            "{} has keys English lacks: {extra:?}",
            lang.code()
        );
        for (key, vars) in &english {
            assert_eq!(&theirs[key], vars, "{}: {key}'s placeholders", lang.code());
        }
    }
}

#[test]
fn every_key_is_used_and_every_key_asked_for_exists() {
    let english = keys(Lang::En);
    let code = sources();
    for (file, text) in &code {
        for key in asked_for(text) {
            assert!(
                english.contains_key(key),
                "{file} asks for {key:?}, which English lacks"
            );
        }
    }
    let unused: Vec<_> = english
        .keys()
        .filter(|k| {
            let quoted = format!("\"{k}\"");
            !code.iter().any(|(_, text)| text.contains(&quoted))
        })
        .collect();
    assert!(unused.is_empty(), "keys no code uses: {unused:?}");
}

#[test]
fn every_language_loads_and_answers_in_its_own_words() {
    let locales = super::Locales::load().expect("the languages load");
    let english = keys(Lang::En);
    for lang in Lang::ALL {
        for key in english.keys() {
            let messages = &locales.get(lang).expect("every language loads").messages;
            assert!(messages.has(key), "{} {key}", lang.code());
        }
    }
    assert_eq!(locales.text(Lang::En, "no-such-key", None), "no-such-key");
}
