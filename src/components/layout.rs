//! Header (product name, SKU lookup, preferences, navigation) and footer.

use leptos::prelude::*;
use leptos_router::components::A;

use crate::{
    components::{
        bike::MyBikeChip,
        customer::BackInStockLink,
        forms::SubmitOnChange,
        i18n::use_i18n,
        lookup::{LookupBox, LookupWordsData},
        order::OrdersLink,
        prefs::use_prefs,
        quote::OpenQuoteBar,
        role::role_has,
        scan::Scan,
    },
    model::{lang::Lang, role::Role},
};

#[component]
pub fn Header() -> impl IntoView {
    let i = use_i18n();
    // Reports and exports are for managers; the pages refuse them to staff.
    let manager = role_has(Role::Manager);
    // Staff accounts and the audit log are the owners'.
    let owner = role_has(Role::Owner);
    view! {
        <header class="site-header">
            <div class="brand">
                <A href="/" attr:class="brand-link">
                    <span class="brand-mark" aria-hidden="true">"DD"</span>
                    <span class="brand-name">{i.t("site-name")}</span>
                </A>
            </div>
            <OpenQuoteBar/>
            <LookupWordsData/>
            <div class="lookup-row">
                <LookupBox/>
                <Scan/>
            </div>
            <PrefsForm/>
            <MyBikeChip/>
            <nav class="site-nav" aria-label=i.t("nav-label")>
                <A href="/" exact=true>{i.t("nav-home")}</A>
                <A href="/categories">{i.t("nav-categories")}</A>
                <A href="/brands">{i.t("nav-brands")}</A>
                <A href="/bikes">{i.t("nav-bikes")}</A>
                <A href="/search">{i.t("nav-search")}</A>
                <A href="/stock" exact=true>{i.t("nav-stock")}</A>
                <A href="/stock/shelf">{i.t("nav-shelf")}</A>
                {manager.then(|| view! { <A href=crate::model::href::EXPORTS>{i.t("nav-exports")}</A> })}
                <A href=crate::model::href::quotes()>{i.t("nav-quotes")}</A>
                <A href=crate::model::customer::href::CUSTOMERS>{i.t("nav-customers")}</A>
                <BackInStockLink/>
                <OrdersLink/>
                <A href=crate::model::href::SALES>{i.t("nav-sales")}</A>
                {manager.then(|| view! { <A href=crate::model::customer::href::LOST_SALES>{i.t("nav-lost-sales")}</A> })}
                <A href=crate::model::href::PRICE_SETTINGS>{i.t("nav-prices")}</A>
                {owner.then(|| view! { <A href=crate::model::href::STAFF>{i.t("nav-staff")}</A> })}
                {owner.then(|| view! { <A href=crate::model::href::AUDIT>{i.t("nav-audit")}</A> })}
            </nav>
        </header>
    }
}

/// Currency, language and counter mode: a GET form to `/prefs`, which sets
/// the cookies and comes back to this page, rendered in the new currency or
/// language. A choice applies as soon as it is made once the page is
/// interactive.
#[component]
fn PrefsForm() -> impl IntoView {
    let prefs = use_prefs();
    let i = use_i18n();
    let back = crate::components::bike::here();
    view! {
        <form class="prefs" action="/prefs" method="get" aria-label=i.t("prefs-label")>
            <input type="hidden" name="back" value=back/>
            <SubmitOnChange/>
            <label for="currency">{i.t("prefs-currency")}</label>
            <select id="currency" name="currency" autocomplete="off">
                {crate::model::prefs::currency_choices(prefs.shop_currency)
                    .into_iter()
                    .map(|c| view! { <option value=c.code() selected=prefs.currency == c>{c.code()}</option> })
                    .collect_view()}
            </select>
            <label for="lang" class="visually-hidden">{i.t("prefs-language")}</label>
            <select id="lang" name="lang" autocomplete="off" title=i.t("prefs-language")>
                {Lang::ALL
                    .into_iter()
                    .map(|l| view! {
                        <option value=l.code() lang=l.code() selected=i.lang == l>{l.own_name()}</option>
                    })
                    .collect_view()}
            </select>
            <button type="submit" class="btn small secondary nojs-only">{i.t("prefs-apply")}</button>
            <button
                type="submit"
                name="counter"
                class="toggle"
                value=if prefs.counter { "0" } else { "1" }
                aria-pressed=if prefs.counter { "true" } else { "false" }
                title=i.t("prefs-counter-hint")
            >
                {i.t("prefs-counter")}
            </button>
        </form>
    }
}

#[component]
pub fn Footer() -> impl IntoView {
    let i = use_i18n();
    view! {
        <footer class="site-footer">
            <span>{i.t("site-name")}</span>
            <span class="muted">{i.t("footer-note")}</span>
        </footer>
    }
}
