//! A quote list's lines and its owner's controls, for the list's page.
//! Every change is a small form (one line, or the list, each), so it
//! works without JavaScript; a list seen by its shared link shows the
//! lines without the forms.

use leptos::prelude::*;

use crate::{
    components::{
        customer_quote::{FitCell, LineCustomerActions},
        i18n::{use_i18n, Arg, I18n},
        quote_other::{line_code, line_label, OtherLineNote},
        shop_price::rate_words,
        stock::StockBadge,
    },
    model::{
        customer::{CustomerName, Fit, QuoteCustomer},
        href,
        pricing::LineMoney,
        quote::{
            discount::Discount, LineChange, PostedDiscount, QuoteLine, MAX_LIVE_LINES, MAX_NAME,
            MAX_QTY,
        },
        Currency,
    },
};

/// The shop's price a line was added at and today's, when they differ
/// (both in the shop's currency).
fn sell_changed(
    l: &QuoteLine,
    shop: Currency,
) -> Option<(crate::model::quote::Minor, crate::model::quote::Minor)> {
    let was = l.added.sell.filter(|s| s.currency == shop)?.amount;
    let now = l.now.as_ref()?.sell.filter(|s| s.currency == shop)?.amount;
    (was != now).then_some((was, now))
}

/// A line at the shop's prices, for its row.
struct ShopLine {
    currency: Currency,
    money: Option<LineMoney>,
    /// A refused discount for this line, as typed.
    typed: Option<String>,
}

/// A discount as its form shows it back: "10%", "4.50".
pub fn discount_typed(i: I18n, d: Discount) -> String {
    match d {
        Discount::Percent(r) => [rate_words(i, r), "%".into()].concat(),
        Discount::Amount(a) => a.plain(),
    }
}

/// A discount in words on a line or a copy: "−10%", "−€4.50".
pub fn discount_words(i: I18n, d: Discount, c: Currency) -> String {
    match d {
        Discount::Percent(r) => i.t_with(
            "quote-discount-percent",
            &[("rate", Arg::Text(&rate_words(i, r)))],
        ),
        Discount::Amount(a) => ["−", &i.money(c, Some(a))].concat(),
    }
}

/// A line's total at the shop's price: after its discount, with what the
/// discount took; for staff, whether it now sells below cost.
#[component]
pub fn LineTotal(
    i: I18n,
    currency: Currency,
    money: Option<LineMoney>,
    discount: Option<Discount>,
    /// Staff may see below cost.
    dealer: bool,
) -> impl IntoView {
    let Some(m) = money.filter(|m| m.unit.is_some()) else {
        return view! { "—" }.into_any();
    };
    let after = m.value.minus(m.off);
    let off = (m.off.0 > 0).then(|| {
        let said = discount.map(|d| discount_words(i, d, currency)).unwrap_or_default();
        view! { <span class="line-discount" data-line-discount="">{said} " (" {i.money(currency, Some(m.value))} ")"</span> }
    });
    let below = (dealer && m.below_cost)
        .then(|| view! { <span class="below-cost dealer" data-below-cost="">{i.t("price-below-cost")}</span> });
    view! { {i.money(currency, Some(after))} {off} {below} }.into_any()
}

/// A discount's form: on one line (`sku`, named `label`), or on the
/// whole quote.
#[component]
pub fn DiscountForm(
    id: String,
    sku: Option<String>,
    typed: String,
    /// What the line is called (its code, or its description).
    #[prop(optional)]
    label: String,
) -> impl IntoView {
    let i = use_i18n();
    let label = match &sku {
        Some(_) => i.t_with("quote-discount-of", &[("sku", Arg::Text(&label))]),
        None => i.t("quote-discount-quote"),
    };
    let input_id = match &sku {
        Some(sku) => format!("discount-{sku}"),
        None => "discount-quote".to_string(),
    };
    view! {
        <form method="post" action=href::quote_discount(&id) class="inline discount-form">
            {sku.map(|sku| view! { <input type="hidden" name="sku" value=sku/> })}
            <label for=input_id.clone() class="visually-hidden">{label}</label>
            <input id=input_id type="text" name="discount" value=typed size="7" maxlength="24" inputmode="decimal" placeholder="10%"/>
            <button type="submit" class="btn secondary small">{i.t("quote-discount-apply")}</button>
        </form>
    }
}

/// The lines. `edit`: the list's id when its owner sees it (the forms
/// show); `marked`: the line just scanned.
#[component]
pub fn LinesTable(
    edit: Option<String>,
    lines: Vec<QuoteLine>,
    c: Currency,
    dealer: bool,
    marked: Option<String>,
    /// Who the list is for: each line's fit mark, and its watch and
    /// lost-sale forms.
    #[prop(optional)]
    customer: Option<QuoteCustomer>,
    /// The shop's currency: each line's selling price in it.
    shop: Currency,
    /// Each line's money at the shop's prices (its discount, below cost).
    #[prop(optional)]
    money: Vec<LineMoney>,
) -> impl IntoView {
    let posted = use_context::<PostedDiscount>();
    let last = lines.len().saturating_sub(1);
    let editable = edit.is_some();
    let show_fit = customer
        .as_ref()
        .is_some_and(|c| c.bike.is_some() && c.index_ready);
    let who = customer
        .as_ref()
        .and_then(|c| c.customer.as_ref())
        .map(|c| CustomerName {
            id: c.id.clone(),
            name: c.name.clone(),
        });
    let i = use_i18n();
    view! {
        <table class="quote-lines stack">
            <thead>
                <tr>
                    <CustomerHeads i show_fit/>
                    <th scope="col" class="num no-print">{i.t("price-rrp")}</th>
                    {dealer.then(|| view! {
                        <th scope="col" class="num dealer">{i.t("price-dealer")} " " {c.code()}</th>
                        <th scope="col" class="num dealer">{i.t("quote-line-dealer")}</th>
                    })}
                    <th scope="col" class="no-print">{i.t("list-stock")}</th>
                    {editable.then(|| view! {
                        <th scope="col" class="no-print"><span class="visually-hidden">{i.t("quote-order-remove")}</span></th>
                    })}
                </tr>
            </thead>
            <tbody>
                {lines.into_iter().enumerate().map(|(i, l)| {
                    let mark = marked.as_ref() == Some(&l.sku);
                    let place = (i > 0, i < last);
                    let part = l.kind.is_part();
                    let fit = customer.as_ref().and_then(|c| c.fit_of(&l.sku)).filter(|_| part);
                    // A line of the shop's own fits no bike and has no supplier.
                    let fit_cell = show_fit.then(|| if part {
                        view! { <FitCell fit=fit.unwrap_or(Fit::NotSaid)/> }.into_any()
                    } else {
                        view! { <td class="fit"></td> }.into_any()
                    });
                    let actions = edit.as_ref().filter(|_| part).map(|q| view! {
                        <LineCustomerActions quote=q.clone() sku=l.sku.clone() qty=l.qty stock=l.stock.clone() fit customer=who.clone()/>
                    }.into_any());
                    let misfit = show_fit && fit == Some(Fit::DoesNotFit);
                    let m = money.iter().find(|m| m.sku == l.sku).cloned();
                    let typed = posted
                        .as_ref()
                        .filter(|p| p.sku.as_deref() == Some(l.sku.as_str()))
                        .map(|p| p.typed.clone());
                    let shop = ShopLine { currency: shop, money: m, typed };
                    view! { <LineRow l edit=edit.clone() c shop dealer mark live={i < MAX_LIVE_LINES} place fit_cell actions misfit/> }
                }).collect_view()}
            </tbody>
        </table>
    }
}

#[component]
fn LineRow(
    l: QuoteLine,
    edit: Option<String>,
    c: Currency,
    /// The line at the shop's prices.
    shop: ShopLine,
    dealer: bool,
    mark: bool,
    /// The page's live refresh keeps its badge current.
    live: bool,
    /// (can move up, can move down)
    place: (bool, bool),
    /// The line's fit mark (a cell), when the list's customer has a bike.
    #[prop(optional_no_strip)]
    fit_cell: Option<AnyView>,
    /// Its watch and lost-sale forms.
    #[prop(optional_no_strip)]
    actions: Option<AnyView>,
    /// It does not fit the customer's bike.
    #[prop(optional)]
    misfit: bool,
) -> impl IntoView {
    let i = use_i18n();
    let change = l.change(c);
    let p = l.prices().clone();
    let q = l.qty;
    let sku = l.sku.clone();
    let label = line_label(&l);
    let qty_cell = qty_cell(i, edit.as_deref(), &sku, &label, l.qty);
    let [sku_label, product_label, qty_label, rrp_label, stock_label, shop_label, line_shop_label] =
        [
            "product-sku",
            "stock-result-product",
            "quote-qty",
            "price-rrp",
            "list-stock",
            "price-shop",
            "quote-line-shop",
        ]
        .map(|k| i.t(k));
    let ShopLine {
        currency: shop,
        money,
        typed,
    } = shop;
    // The line's own price: a tier's, where the list's customer has one.
    let sell = money.as_ref().map_or(l.sell_price(shop), |m| m.unit);
    let discount_now = l.discount.map(|d| discount_typed(i, d)).unwrap_or_default();
    let line_total =
        view! { <LineTotal i currency=shop money=money.clone() discount=l.discount dealer/> };
    let sell_change = sell_change(i, &l, shop, edit.clone());
    let discount = sell.is_some().then(|| typed.unwrap_or(discount_now));
    let names = LineNames {
        sku: sku.clone(),
        label,
    };
    let line_forms = edit.map(|id| line_forms(id, names, place, discount));
    let LineCells { code, stock } = line_cells(i, &l, live);
    view! {
        <tr data-sku=sku.clone() data-line-sku=sku.clone() data-line-kind=l.kind.code() class:just-added=mark class:no-fit=misfit>
            <td class="sku" data-label=sku_label>{code}</td>
            <td class="product" data-label=product_label>
                {p.name.clone()}
                <OtherLineNote l=l.clone() currency=shop/>
                <ChangeNotes change currency=c/>
                {sell_change}
                {actions}
            </td>
            {fit_cell}
            <td class="num" data-label=qty_label>{qty_cell}</td>
            <td class="num" data-price="shop" data-label=shop_label>{i.money(shop, sell)}</td>
            <td class="num" data-line-total="shop" data-label=line_shop_label>{line_total}</td>
            <td class="num no-print" data-price="rrp" data-label=rrp_label>{i.money(Currency::Gbp, p.rrp)}</td>
            {dealer.then(|| dealer_cells(i, c, p.dealer(c), q))}
            <td class="no-print" data-label=stock_label>{stock}</td>
            {line_forms}
        </tr>
    }
}

/// A line's dealer price for one in `c` and for its quantity (staff only).
fn dealer_cells(
    i: I18n,
    c: Currency,
    dealer: Option<crate::model::quote::Minor>,
    qty: i64,
) -> AnyView {
    let label = [i.t("price-dealer"), c.code().to_string()].join(" ");
    view! {
        <td class="num dealer" data-price="dealer" data-label=label>{i.money(c, dealer)}</td>
        <td class="num dealer" data-line-total="dealer" data-label=i.t("quote-line-dealer")>{i.money(c, dealer.map(|d| d.times(qty)))}</td>
    }
    .into_any()
}

/// The cells a part and a line of the shop's own show differently.
struct LineCells {
    /// Its SKU, linked to the product; or its own code, or "Labour".
    code: AnyView,
    /// Its stock badge; "—" for a line with no supplier.
    stock: AnyView,
}

fn line_cells(i: I18n, l: &QuoteLine, live: bool) -> LineCells {
    if l.kind.is_part() {
        LineCells {
            code: view! { <a href=href::product(&l.sku)>{l.sku.clone()}</a> }.into_any(),
            stock: view! {
                {l.ours.as_ref().map(|o| crate::components::products::ours_chip(i, o))}
                <StockBadge stock=l.stock.clone() live/>
            }
            .into_any(),
        }
    } else {
        LineCells {
            code: view! { <span data-line-code="">{line_code(i, l)}</span> }.into_any(),
            stock: view! { "—" }.into_any(),
        }
    }
}

/// A line's key in its forms, and what its controls call it.
struct LineNames {
    sku: String,
    label: String,
}

/// The cell of a line's forms: up, down, remove, and (when it has a
/// price of ours) its discount, filled in with `discount`.
fn line_forms(
    id: String,
    names: LineNames,
    place: (bool, bool),
    discount: Option<String>,
) -> AnyView {
    let LineNames { sku, label } = names;
    let discount = discount.map(|typed| {
        view! { <DiscountForm id=id.clone() sku=Some(sku.clone()) typed label=label.clone()/> }
    });
    view! { <td class="no-print line-forms"><LineForms id sku=sku.clone() label place/>{discount}</td> }
        .into_any()
}

/// A line's quantity: its form for the list's owner (`edit`: the list's
/// id), else the number; `label`: what the line is called.
fn qty_cell(i: I18n, edit: Option<&str>, sku: &str, label: &str, qty: i64) -> AnyView {
    match edit {
        Some(id) => view! {
            <span class="print-only">{i.count(qty)}</span>
            <form method="post" action=href::quote_line(id) class="inline qty-form no-print">
                <input type="hidden" name="sku" value=sku.to_string()/>
                <input type="number" name="qty" value=qty.to_string() min="1" max=MAX_QTY.to_string() required inputmode="numeric"
                    aria-label=i.t_with("quote-qty-of", &[("sku", Arg::Text(label))])/>
                <button type="submit" class="btn secondary">{i.t("quote-update")}</button>
            </form>
        }
        .into_any(),
        None => view! { <span data-qty="">{i.count(qty)}</span> }.into_any(),
    }
}

/// The shop's price a line was added at and today's, when they differ,
/// with (for its owner) the form that moves it to today's.
fn sell_change(i: I18n, l: &QuoteLine, shop: Currency, edit: Option<String>) -> Option<AnyView> {
    let sku = l.sku.clone();
    sell_changed(l, shop).map(|(was, now)| {
        let said = i.t_with(
            "quote-sell-changed",
            &[("was", Arg::Text(&i.money(shop, Some(was)))), ("now", Arg::Text(&i.money(shop, Some(now))))],
        );
        let form = edit.map(|id| view! {
            <form method="post" action=href::quote_reprice(&id) class="inline no-print">
                <input type="hidden" name="sku" value=sku.clone()/>
                <button type="submit" class="btn secondary small">{i.t("quote-reprice")} <span class="visually-hidden">{line_label(l)}</span></button>
            </form>
        });
        view! { <p class="line-note dealer" data-sell-changed="">{said} " " {form}</p> }.into_any()
    })
}

/// What changed in a line since it was added, in words: what the
/// customer's copy may show, and the dealer price's change, which only
/// the dealer's copy shows.
#[derive(Default)]
struct ChangeWords {
    shown: Option<String>,
    dealer: Option<String>,
}

/// The columns a customer's copy has: SKU, product, fit (when the
/// customer's bike is known), quantity, the shop's price and the line's
/// total at it, in the words of `i`.
#[component]
pub fn CustomerHeads(i: I18n, show_fit: bool) -> impl IntoView {
    view! {
        <th scope="col">{i.t("product-sku")}</th>
        <th scope="col">{i.t("stock-result-product")}</th>
        {show_fit.then(|| view! { <th scope="col" class="fit">{i.t("quote-fit")}</th> })}
        <th scope="col" class="num">{i.t("quote-qty")}</th>
        <th scope="col" class="num">{i.t("price-shop")}</th>
        <th scope="col" class="num">{i.t("quote-line-shop")}</th>
    }
}

/// A line's change notes, under its product's name.
#[component]
fn ChangeNotes(change: Option<LineChange>, currency: Currency) -> impl IntoView {
    let i = use_i18n();
    let ChangeWords { shown, dealer } = change
        .map(|ch| change_words(i, ch, currency))
        .unwrap_or_default();
    view! {
        {shown.map(|t| view! { <p class="line-note" data-line-note="">{t}</p> })}
        {dealer.map(|t| view! { <p class="line-note dealer" data-line-note="dealer">{t}</p> })}
    }
}

fn change_words(i: I18n, change: LineChange, c: Currency) -> ChangeWords {
    let LineChange::Prices {
        rrp_was,
        dealer_was,
    } = change
    else {
        return ChangeWords {
            shown: Some(i.t("quote-line-gone")),
            dealer: None,
        };
    };
    let was = |key, currency, amount| {
        let said = i.t_with(key, &[("price", Arg::Text(&i.money(currency, amount)))]);
        i.t_with("quote-line-changed", &[("changes", Arg::Text(&said))])
    };
    ChangeWords {
        shown: rrp_was.map(|a| was("quote-line-rrp-was", Currency::Gbp, a)),
        dealer: dealer_was.map(|a| was("quote-line-dealer-was", c, a)),
    }
}

/// Up, down and remove: one form each, naming the line (`label`).
#[component]
fn LineForms(id: String, sku: String, label: String, place: (bool, bool)) -> impl IntoView {
    let url = href::quote_line(&id);
    let i = use_i18n();
    let named = label;
    let label = |key| i.t_with(key, &[("sku", Arg::Text(&named))]);
    let form = |action: &'static str, text: String, label: String, enabled: bool| {
        view! {
            <form method="post" action=url.clone() class="inline">
                <input type="hidden" name="sku" value=sku.clone()/>
                <input type="hidden" name="action" value=action/>
                <button type="submit" class="btn secondary small" aria-label=label disabled=!enabled>{text}</button>
            </form>
        }
    };
    view! {
        {form("up", "↑".into(), label("quote-move-up"), place.0)}
        {form("down", "↓".into(), label("quote-move-down"), place.1)}
        {form("remove", i.t("quote-remove"), label("quote-remove-sku"), true)}
    }
}

/// The owner's controls: CSV, the printed copies, rename, copy, share by
/// link, open at the counter, delete.
#[component]
pub fn QuoteControls(
    id: String,
    name: String,
    dealer_copy: bool,
    /// The share token, while sharing is on.
    share: Option<String>,
    /// This list is the one open at the counter.
    open_here: bool,
) -> impl IntoView {
    let i = use_i18n();
    view! {
        <div class="quote-controls no-print">
            <a class="btn" href=href::quote_sell(&id) data-quote-sell="">{i.t("quote-sell")}</a>
            <a class="btn secondary" href=href::quote_csv(&id) download="">{i.t("quote-csv")}</a>
            <a class="btn secondary" href=href::quote_pdf(&id) data-quote-pdf="">{i.t("quote-pdf")}</a>
            <a class="btn secondary" href=href::quote_lines_file(&id, "csv") download="">{i.t("quote-lines-csv")}</a>
            <a class="btn secondary" href=href::quote_lines_file(&id, "xlsx") download="">{i.t("quote-lines-xlsx")}</a>
            <crate::components::labels::LabelsForm source=crate::components::labels::LabelSource::List(id.clone())/>
            {if dealer_copy {
                view! { <span class="muted">" " {i.t("quote-printing-dealer")} " "</span> <a href=href::quote(&id)>{i.t("quote-customer-copy")}</a> }.into_any()
            } else {
                view! { <span class="muted">" " {i.t("quote-print-customer")} " "</span> <a href=href::quote_dealer_copy(&id)>{i.t("quote-dealer-copy")}</a> }.into_any()
            }}
            <form method="post" action=href::quote_rename(&id) class="inline">
                <label>{i.t("list-name")} " " <input type="text" name="name" required maxlength=MAX_NAME.to_string() value=name/></label>
                " " <button type="submit" class="btn secondary">{i.t("quote-rename")}</button>
            </form>
            {if open_here {
                view! {
                    <form method="post" action=href::QUOTE_CLOSE class="inline">
                        <input type="hidden" name="back" value=href::quote(&id)/>
                        <button type="submit" class="btn secondary">{i.t("quote-close-here")}</button>
                    </form>
                }
                .into_any()
            } else {
                view! {
                    <form method="post" action=href::quote_open(&id) class="inline">
                        <button type="submit" class="btn">{i.t("quote-open-here")}</button>
                    </form>
                }
                .into_any()
            }}
            <form method="post" action=href::quote_duplicate(&id) class="inline">
                <button type="submit" class="btn secondary">{i.t("quote-duplicate")}</button>
            </form>
            <ShareForm id=id.clone() share/>
            <form method="post" action=href::quote_delete(&id) class="inline">
                <button type="submit" class="btn danger">{i.t("quote-delete")}</button>
            </form>
            <a href=href::quotes()>{i.t("quote-all")}</a>
        </div>
    }
}

/// Sharing by link: off (a button that makes a link), or on (the link to
/// copy, and a button that drops it).
#[component]
fn ShareForm(id: String, share: Option<String>) -> impl IntoView {
    let action = href::quote_share(&id);
    let i = use_i18n();
    match share {
        None => view! {
            <form method="post" action=action class="inline">
                <input type="hidden" name="share" value="on"/>
                <button type="submit" class="btn secondary">{i.t("quote-share")}</button>
            </form>
        }
        .into_any(),
        Some(token) => view! {
            <div class="share-link">
                <span>{i.t("quote-share-link")} " "</span>
                <a href=href::quote_shared(&token) data-share-link="">{href::quote_shared(&token)}</a>
                <form method="post" action=action class="inline">
                    <input type="hidden" name="share" value="off"/>
                    <button type="submit" class="btn secondary">{i.t("quote-unshare")}</button>
                </form>
            </div>
        }
        .into_any(),
    }
}
