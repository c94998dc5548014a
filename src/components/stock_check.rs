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
    components::marker::{listen_around, no_start},
    model::skus::{SkuList, MAX_BULK_SKUS},
};

/// A column the result table sorts by (`data-col` on its heading's button).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SortCol {
    Sku,
    Name,
    Count,
}

impl SortCol {
    pub fn as_str(self) -> &'static str {
        match self {
            SortCol::Sku => "sku",
            SortCol::Name => "name",
            SortCol::Count => "count",
        }
    }

    pub fn parse(s: &str) -> Option<SortCol> {
        [SortCol::Sku, SortCol::Name, SortCol::Count]
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
    }
}

/// "4 SKUs · 1 repeat merged · 2 over the limit of 500 will be left out".
pub fn count_summary(list: &SkuList) -> String {
    let plural = |n: usize, one: &str, many: &str| {
        [n.to_string().as_str(), " ", if n == 1 { one } else { many }].concat()
    };
    let mut parts = vec![plural(list.skus.len(), "SKU", "SKUs")];
    if list.duplicates > 0 {
        parts.push(
            [
                plural(list.duplicates, "repeat", "repeats"),
                " merged".into(),
            ]
            .concat(),
        );
    }
    if list.over_limit > 0 {
        parts.push(
            [
                list.over_limit.to_string().as_str(),
                " over the limit of ",
                MAX_BULK_SKUS.to_string().as_str(),
                " will be left out",
            ]
            .concat(),
        );
    }
    parts.join(" · ")
}

/// Keeps `#skus-count` in step with the list typed into the form it sits in.
#[island]
pub fn SkuCounter() -> impl IntoView {
    listen_around("form", no_start, &[("input", dom::count)])
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

    use super::{compare_rows, count_summary, RowKeys, SortCol};
    use crate::model::skus::parse_sku_list;

    fn target(ev: &web_sys::Event) -> Option<Element> {
        ev.target()?.dyn_into().ok()
    }

    pub fn count(ev: &web_sys::Event) {
        let Some(area) = target(ev).and_then(|t| t.dyn_into::<HtmlTextAreaElement>().ok()) else {
            return;
        };
        let doc = web_sys::window().and_then(|w| w.document());
        if let Some(out) = doc.and_then(|d| d.get_element_by_id("skus-count")) {
            out.set_text_content(Some(&count_summary(&parse_sku_list(&area.value()))));
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
        }
    }
}

#[cfg(not(feature = "hydrate"))]
mod dom {
    pub fn count(_: &leptos::web_sys::Event) {}
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
        assert_eq!(SortCol::parse("count"), Some(SortCol::Count));
        assert_eq!(SortCol::parse("price"), None);
    }

    #[test]
    fn the_count_line_names_repeats_and_the_limit() {
        let list = SkuList {
            skus: vec!["A".into(), "B".into()],
            duplicates: 1,
            rejected: Vec::new(),
            over_limit: 0,
        };
        assert_eq!(count_summary(&list), "2 SKUs · 1 repeat merged");
        let one = SkuList {
            skus: vec!["A".into()],
            over_limit: 3,
            ..SkuList::default()
        };
        assert_eq!(
            count_summary(&one),
            [
                "1 SKU · 3 over the limit of ",
                &MAX_BULK_SKUS.to_string(),
                " will be left out"
            ]
            .concat()
        );
    }
}
