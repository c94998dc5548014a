//! The bulk stock page's two islands, both acting on server-rendered HTML:
//! `SkuCounter` says how many SKUs the pasted list holds as it is typed, and
//! `SortableTable` sorts the result table by a column when its heading is
//! pressed. Without the wasm the page is a plain form post and an unsorted
//! table; nothing is lost.
//!
//! The sort order is a plain function over the keys each row carries in its
//! `data-` attributes, tested here.

use std::cmp::Ordering;

use leptos::prelude::*;

use crate::{
    components::{
        i18n::{Arg, I18n},
        marker::{listen_around, no_start},
    },
    model::{
        count_words::{CountWords, VALUE},
        skus::{SkuList, MAX_BULK_SKUS},
    },
};

/// A column the result table sorts by (`data-col` on its heading's button).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SortCol {
    Sku,
    Name,
    Count,
    /// Ours: available on the shop's shelf.
    Ours,
    /// The part's main bin.
    Bin,
}

impl SortCol {
    pub fn as_str(self) -> &'static str {
        match self {
            SortCol::Sku => "sku",
            SortCol::Name => "name",
            SortCol::Count => "count",
            SortCol::Ours => "ours",
            SortCol::Bin => "bin",
        }
    }

    pub fn parse(s: &str) -> Option<SortCol> {
        [
            SortCol::Sku,
            SortCol::Name,
            SortCol::Count,
            SortCol::Ours,
            SortCol::Bin,
        ]
        .into_iter()
        .find(|c| c.as_str() == s)
    }
}

/// What one row is sorted by: its SKU, product name (none when unknown) and
/// stock count (none when unknown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowKeys {
    pub sku: String,
    pub name: Option<String>,
    pub count: Option<i64>,
    /// Available on our shelf (none when it could not be read).
    pub ours: Option<i64>,
    /// The main bin (none when the part has none).
    pub bin: Option<String>,
}

/// The order of two rows by one column. SKUs compare without case; unknown
/// names and counts sort below every known one.
pub fn compare_rows(col: SortCol, a: &RowKeys, b: &RowKeys) -> Ordering {
    match col {
        // ASCII case only: SKUs are letters and digits, and full Unicode case
        // tables would weigh more than the rest of this island.
        SortCol::Sku => a.sku.to_ascii_lowercase().cmp(&b.sku.to_ascii_lowercase()),
        SortCol::Name => a.name.cmp(&b.name),
        SortCol::Count => a
            .count
            .unwrap_or(i64::MIN)
            .cmp(&b.count.unwrap_or(i64::MIN)),
        SortCol::Ours => a.ours.unwrap_or(i64::MIN).cmp(&b.ours.unwrap_or(i64::MIN)),
        SortCol::Bin => a.bin.cmp(&b.bin),
    }
}

/// The count line's words in the page's language, as the server writes
/// them on `#skus-count` (`data-skus`, `data-repeats`, `data-over`) for
/// `SkuCounter` to read back.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SkuCountWords {
    pub skus: CountWords,
    pub repeats: CountWords,
    pub over: CountWords,
}

impl SkuCountWords {
    /// The words in `i`'s language, made once per language.
    pub fn new(i: I18n) -> std::sync::Arc<SkuCountWords> {
        i.kept("sku-count-words", SkuCountWords::make)
    }

    fn make(i: I18n) -> SkuCountWords {
        let count = |n| ("count", Arg::Count(n));
        let max = i.count(MAX_BULK_SKUS as i64);
        SkuCountWords {
            skus: CountWords::from_message(|n| i.t_with("stock-count-skus", &[count(n)])),
            repeats: CountWords::from_message(|n| i.t_with("stock-result-repeats", &[count(n)])),
            // The limit goes in once the count's place is marked, so its
            // digits are never taken for the count's.
            over: CountWords::from_message(|n| {
                i.t_with("stock-count-over", &[count(n), ("max", Arg::Text(VALUE))])
            })
            .with_value(&max),
        }
    }
}

/// "4 SKUs · 1 repeat merged · 2 over the limit of 1,000 will be left out",
/// each count written by `number`.
pub fn count_summary(
    list: &SkuList,
    words: &SkuCountWords,
    number: impl Fn(usize) -> String,
) -> String {
    let n = list.skus.len();
    let mut parts = vec![words.skus.say(n, &number(n))];
    if list.duplicates > 0 {
        parts.push(words.repeats.say(list.duplicates, &number(list.duplicates)));
    }
    if list.over_limit > 0 {
        parts.push(words.over.say(list.over_limit, &number(list.over_limit)));
    }
    parts.join(" · ")
}

/// Keeps `#skus-count` in step with the list typed into the form it sits
/// in; at waking it counts what was typed or pasted before it did.
#[island]
pub fn SkuCounter() -> impl IntoView {
    listen_around("form", dom::count_typed, &[("input", dom::count)])
}

/// Sorts the table in the `.table-wrap` it sits in by the column whose
/// heading button is pressed (ascending, then descending), and says so in the
/// heading's `aria-sort`.
#[island]
pub fn SortableTable() -> impl IntoView {
    listen_around(".table-wrap", no_start, &[("click", dom::sort)])
}

#[cfg(feature = "hydrate")]
mod dom {
    use wasm_bindgen::JsCast;
    use web_sys::{Element, HtmlTextAreaElement};

    use super::{compare_rows, count_summary, RowKeys, SkuCountWords, SortCol};
    use crate::model::{count_words::CountWords, skus::parse_sku_list};

    fn target(ev: &web_sys::Event) -> Option<Element> {
        ev.target()?.dyn_into().ok()
    }

    pub fn count(ev: &web_sys::Event) {
        let Some(area) = target(ev).and_then(|t| t.dyn_into::<HtmlTextAreaElement>().ok()) else {
            return;
        };
        say_count(&area);
    }

    /// At waking: the form's list as it is now (typed before the page's
    /// script woke, or restored by the browser), counted.
    pub fn count_typed(form: &Element) {
        if let Some(area) = form
            .query_selector("textarea")
            .ok()
            .flatten()
            .and_then(|a| a.dyn_into::<HtmlTextAreaElement>().ok())
        {
            if area.default_value().ok() != Some(area.value()) {
                say_count(&area);
            }
        }
    }

    fn say_count(area: &HtmlTextAreaElement) {
        let doc = web_sys::window().and_then(|w| w.document());
        if let Some(out) = doc.and_then(|d| d.get_element_by_id("skus-count")) {
            let read =
                |name: &str| CountWords::from_attr(&out.get_attribute(name).unwrap_or_default());
            let words = SkuCountWords {
                skus: read("data-skus"),
                repeats: read("data-repeats"),
                over: read("data-over"),
            };
            let list = parse_sku_list(&area.value());
            out.set_text_content(Some(&count_summary(&list, &words, |n| n.to_string())));
        }
    }

    pub fn sort(ev: &web_sys::Event) {
        let Some(button) = target(ev).and_then(|t| t.closest("button[data-col]").ok().flatten())
        else {
            return;
        };
        let Some(col) = button
            .get_attribute("data-col")
            .and_then(|c| SortCol::parse(&c))
        else {
            return;
        };
        let (Some(th), Some(table)) = (
            button.closest("th").ok().flatten(),
            button.closest("table").ok().flatten(),
        ) else {
            return;
        };
        let desc = th.get_attribute("aria-sort").as_deref() == Some("ascending");
        if let Ok(heads) = table.query_selector_all("th[aria-sort]") {
            for i in 0..heads.length() {
                if let Some(h) = heads.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                    let _ = h.set_attribute("aria-sort", "none");
                }
            }
        }
        let _ = th.set_attribute("aria-sort", if desc { "descending" } else { "ascending" });
        let Some(body) = table.query_selector("tbody").ok().flatten() else {
            return;
        };
        let rows = body.children();
        let mut keyed: Vec<(RowKeys, Element)> = (0..rows.length())
            .filter_map(|i| rows.item(i))
            .map(|row| (keys(&row), row))
            .collect();
        keyed.sort_by(|(a, _), (b, _)| {
            let o = compare_rows(col, a, b);
            if desc {
                o.reverse()
            } else {
                o
            }
        });
        for (_, row) in keyed {
            let _ = body.append_child(&row);
        }
    }

    fn keys(row: &Element) -> RowKeys {
        let attr = |k: &str| row.get_attribute(k).filter(|v| !v.is_empty());
        RowKeys {
            sku: attr("data-sku").unwrap_or_default(),
            name: attr("data-name"),
            count: attr("data-count").and_then(|c| c.parse().ok()),
            ours: attr("data-ours").and_then(|c| c.parse().ok()),
            bin: attr("data-bin"),
        }
    }
}

#[cfg(not(feature = "hydrate"))]
mod dom {
    pub fn count(_: &leptos::web_sys::Event) {}
    pub fn count_typed(_: &leptos::web_sys::Element) {}
    pub fn sort(_: &leptos::web_sys::Event) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(sku: &str, name: Option<&str>, count: Option<i64>) -> RowKeys {
        RowKeys {
            sku: sku.into(),
            name: name.map(str::to_string),
            count,
            ours: count.map(|c| 10 - c),
            bin: name.map(|n| n.chars().rev().collect()),
        }
    }

    #[test]
    fn rows_sort_by_each_column_with_unknowns_last_going_up() {
        let mut rows = [
            row("b2", Some("Brake"), Some(3)),
            row("A1", None, None),
            row("c3", Some("Chain"), Some(0)),
        ];
        rows.sort_by(|a, b| compare_rows(SortCol::Sku, a, b));
        assert_eq!(
            rows.iter().map(|r| r.sku.as_str()).collect::<Vec<_>>(),
            ["A1", "b2", "c3"]
        );
        rows.sort_by(|a, b| compare_rows(SortCol::Count, a, b));
        assert_eq!(
            rows.iter().map(|r| r.count).collect::<Vec<_>>(),
            [None, Some(0), Some(3)]
        );
        rows.sort_by(|a, b| compare_rows(SortCol::Name, a, b));
        assert_eq!(rows[0].name, None);
        rows.sort_by(|a, b| compare_rows(SortCol::Ours, a, b));
        assert_eq!(
            rows.iter().map(|r| r.ours).collect::<Vec<_>>(),
            [None, Some(7), Some(10)]
        );
        rows.sort_by(|a, b| compare_rows(SortCol::Bin, a, b));
        assert_eq!(
            rows.iter().map(|r| r.bin.as_deref()).collect::<Vec<_>>(),
            [None, Some("ekarB"), Some("niahC")]
        );
        assert_eq!(SortCol::parse("count"), Some(SortCol::Count));
        assert_eq!(SortCol::parse("bin"), Some(SortCol::Bin));
        assert_eq!(SortCol::parse("price"), None);
    }

    #[test]
    fn the_count_line_names_repeats_and_the_limit() {
        let plural = |one: &'static str, many: &'static str| {
            CountWords::from_message(move |n| format!("{n} {}", if n == 1 { one } else { many }))
        };
        let words = SkuCountWords {
            skus: plural("SKU", "SKUs"),
            repeats: plural("repeat merged", "repeats merged"),
            over: plural("over the limit of \u{E002}", "over the limit of \u{E002}")
                .with_value("1,000"),
        };
        let list = SkuList {
            skus: vec!["A".into(), "B".into()],
            duplicates: 1,
            rejected: Vec::new(),
            over_limit: 0,
        };
        let plain = |n: usize| n.to_string();
        assert_eq!(
            count_summary(&list, &words, plain),
            "2 SKUs · 1 repeat merged"
        );
        let one = SkuList {
            skus: vec!["A".into()],
            over_limit: 3,
            ..SkuList::default()
        };
        assert_eq!(
            count_summary(&one, &words, plain),
            "1 SKU · 3 over the limit of 1,000"
        );
    }

    #[cfg(feature = "ssr")]
    #[test]
    fn the_count_line_speaks_the_pages_language() {
        use crate::{model::lang::Lang, server::i18n::Locales};
        let locales = std::sync::Arc::new(Locales::load().expect("the languages load"));
        let say = |lang, list: &SkuList| {
            Owner::new().with(|| {
                let i = I18n::with_locales(lang, locales.clone());
                count_summary(list, &SkuCountWords::new(i), |n| n.to_string())
            })
        };
        let list = SkuList {
            skus: vec!["A".into()],
            duplicates: 2,
            over_limit: 1,
            ..SkuList::default()
        };
        assert_eq!(
            say(Lang::En, &list),
            "1 SKU · 2 repeats merged · 1 over the limit of 1,000 will be left out"
        );
        assert_eq!(
            say(Lang::De, &list),
            "1 Artikelnummer · 2 Doppelte zusammengefasst · 1 über dem Limit von 1.000 wird weggelassen"
        );
        let none = SkuList::default();
        assert_eq!(say(Lang::Fr, &none), "0 référence");
        assert_eq!(say(Lang::Nl, &none), "0 artikelnummers");
    }
}
