//! The links under a list of many pages: previous, "page N of M", next.

use leptos::prelude::*;

use crate::components::i18n::{Arg, I18n};

/// A page of a list among its pages, and the addresses of those beside it.
pub struct PageLinks {
    pub prev: Option<String>,
    pub next: Option<String>,
    pub page: u32,
    pub pages: u32,
}

/// "Previous", "page N of M", "Next" (each link only where there is one).
pub fn page_links(i: I18n, l: PageLinks) -> impl IntoView {
    let at = i.t_with(
        "shelf-page-of",
        &[
            ("page", Arg::Count(l.page.into())),
            ("pages", Arg::Count(l.pages.into())),
        ],
    );
    view! {
        <nav class="pager" aria-label=i.t("pager-label")>
            {match l.prev {
                Some(to) => view! { <a href=to rel="prev">{i.t("pager-previous")}</a> }.into_any(),
                None => view! { <span class="disabled">{i.t("pager-previous")}</span> }.into_any(),
            }}
            <span>{at}</span>
            {match l.next {
                Some(to) => view! { <a href=to rel="next">{i.t("pager-next")}</a> }.into_any(),
                None => view! { <span class="disabled">{i.t("pager-next")}</span> }.into_any(),
            }}
        </nav>
    }
}
