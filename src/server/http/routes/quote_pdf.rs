//! `GET /quotes/{id}/copy.pdf`: the customer's copy of a list as a PDF,
//! in the customer's language and formats (the shop's language when they
//! have none), on A4, or US Letter for a shop in the US or Canada. The
//! list's owner only; its words and amounts are written out here, then
//! `documents` draws them.

use axum::{
    extract::FromRef as _,
    extract::{Path, State},
    http::{header, request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use crate::{
    model::{
        lang::Lang,
        pricing::{ShopTotals, TaxKind},
        quote::{discount::Discount, Note, QuoteView},
    },
    server::{
        documents::{render_quote, DocRow, DocTotal, Paper, QuoteDocument},
        i18n::words::Words,
        products::PricedQuotes,
        quotes::Owner,
        start::state::AppState,
    },
};

use super::quote_form::list_id;

/// The rows of the totals, as the page shows them.
/// `net_first`: net, tax, then total even where prices include tax (a
/// business's copy).
fn total_rows(
    w: &Words<'_>,
    t: &ShopTotals,
    discount: Option<Discount>,
    net_first: bool,
) -> Vec<DocTotal> {
    let c = t.currency;
    let row = |label: String, amount: String, strong: bool| DocTotal {
        label,
        amount,
        strong,
    };
    let mut rows = Vec::new();
    if let Some(tier) = t.tier.as_ref().filter(|tier| tier.saving.0 > 0) {
        rows.push(row(
            w.t("quote-total-retail"),
            w.money(c, tier.retail),
            false,
        ));
        let saving = w.t_with("quote-tier-saving", &[("tier", &tier.name)]);
        let off = ["−", &w.money(c, tier.saving)].concat();
        rows.push(row(saving, off, false));
    }
    if t.line_discounts.0 > 0 || t.quote_discount.0 > 0 {
        rows.push(row(
            w.t("quote-before-discounts"),
            w.money(c, t.before_discounts),
            false,
        ));
        if t.line_discounts.0 > 0 {
            let off = ["−", &w.money(c, t.line_discounts)].concat();
            rows.push(row(w.t("quote-line-discounts"), off, false));
        }
        if t.quote_discount.0 > 0 {
            let said = match discount {
                Some(Discount::Percent(r)) => [" (", &w.rate(r), "%)"].concat(),
                _ => String::new(),
            };
            let off = ["−", &w.money(c, t.quote_discount)].concat();
            rows.push(row(
                [w.t("quote-quote-discount"), said].concat(),
                off,
                false,
            ));
        }
    }
    let rate = w.rate(t.rate);
    let included = t.includes_tax && !net_first;
    let tax_key = match (t.kind, included) {
        (TaxKind::Vat, true) => "quote-tax-vat-in",
        (TaxKind::Vat, false) => "quote-tax-vat",
        (TaxKind::SalesTax, _) => "quote-tax-sales",
    };
    let tax = row(
        w.t_with(tax_key, &[("rate", &rate)]),
        w.money(c, t.tax),
        false,
    );
    let total = row(w.t("quote-total-shop"), w.money(c, t.total), true);
    let taxed = t.rate.0 > 0;
    if included {
        rows.push(total);
        if taxed {
            rows.push(tax);
        }
    } else {
        if taxed {
            rows.push(row(w.t("quote-total-net"), w.money(c, t.net), false));
            rows.push(tax);
        }
        rows.push(total);
    }
    rows
}

/// The copy's lines: each at the shop's price, its total after its
/// discount, and the discount in words.
/// `net`: each price before tax (a business's copy).
fn doc_rows(w: &Words<'_>, view: &QuoteView, t: &ShopTotals, net: bool) -> Vec<DocRow> {
    let c = t.currency;
    view.lines
        .iter()
        .map(|l| {
            let m = t.line(&l.sku);
            let unit = m.and_then(|m| if net { m.unit_net } else { m.unit });
            let total =
                m.filter(|_| unit.is_some())
                    .map(|m| if net { m.net } else { m.value.minus(m.off) });
            let note = m.filter(|m| m.off.0 > 0).map(|m| {
                let said = l.discount.map(|d| w.discount(d, c)).unwrap_or_default();
                [said, " (".into(), w.money(c, m.value), ")".into()].concat()
            });
            let name = l.prices().name.clone();
            DocRow {
                sku: w.code(l),
                name: match w.labour(l, c) {
                    Some(hours) => [name, " · ".into(), hours].concat(),
                    None => name,
                },
                qty: w.count(l.qty),
                unit: unit.map_or_else(|| "—".into(), |u| w.money(c, u)),
                total: total.map_or_else(|| "—".into(), |v| w.money(c, v)),
                note,
            }
        })
        .collect()
}

/// What the copy of `view` prints, in `w`'s words.
/// Who a copy is for: the customer, and a business's VAT number.
struct CopyFor<'a> {
    customer: Option<&'a crate::model::customer::CustomerHead>,
    vat_number: Option<&'a str>,
}

/// "For NAME · CONTACT", and a business's VAT number.
fn customer_lines(w: &Words<'_>, reader: &CopyFor<'_>) -> Vec<String> {
    let Some(c) = reader.customer else {
        return Vec::new();
    };
    let mut lines = vec![[
        w.t("quote-for"),
        " ".into(),
        c.name.clone(),
        " · ".into(),
        c.contact(),
    ]
    .concat()];
    if let Some(n) = reader.vat_number {
        lines.push(w.t_with("quote-copy-vat-number", &[("number", n)]));
    }
    lines
}

fn copy_document(
    state: &AppState,
    w: &Words<'_>,
    view: &QuoteView,
    reader: CopyFor<'_>,
    address: String,
) -> QuoteDocument {
    let t = view
        .shop
        .clone()
        .unwrap_or_else(|| state.pricing.totals(&[], None, None));
    let d = &state.shop_details;
    let shop = shop_lines(state, w);
    let mut facts = vec![[w.t("quote-date"), " ".into(), w.day(&view.dated.today)].concat()];
    let days = view.dated.days.to_string();
    facts.push(w.t_with(
        "quote-valid",
        &[("days", &days), ("until", &w.day(&view.dated.valid_until))],
    ));
    if view.dated.expired {
        let until = w.day(&view.dated.valid_until);
        facts.push(w.t_with("quote-expired-copy", &[("until", &until)]));
    }
    // A business is shown prices before tax, the tax beside them.
    let net = reader.vat_number.is_some() && t.includes_tax;
    let rows = doc_rows(w, view, &t, net);
    let mut notes = Vec::new();
    if net {
        notes.push(w.t("quote-copy-net-prices"));
    }
    if t.unpriced > 0 {
        notes.push(
            [
                w.t("quote-unpriced-shop"),
                ": ".into(),
                w.count(t.unpriced as i64),
            ]
            .concat(),
        );
    }
    QuoteDocument {
        paper: paper(state),
        lang: w.lang.code().to_string(),
        title: w.t_with("quote-title", &[("name", &view.head.name)]),
        shop,
        logo: d.logo.clone(),
        facts,
        customer: customer_lines(w, &reader),
        heads: [
            w.t("product-sku"),
            w.t("stock-result-product"),
            w.t("quote-qty"),
            w.t("price-shop"),
            w.t("quote-line-shop"),
        ],
        rows,
        totals: total_rows(w, &t, view.discount, net),
        notes,
        qr: Some((address, w.t("pdf-qr"))),
        page_label: w.t_with("pdf-page", &[("page", "{page}"), ("pages", "{pages}")]),
    }
}

/// The shop's name, address lines and VAT number, as a copy heads them.
pub(crate) fn shop_lines(state: &AppState, w: &Words<'_>) -> Vec<String> {
    let d = &state.shop_details;
    let mut shop: Vec<String> = d.name.iter().chain(d.address.iter()).cloned().collect();
    if let Some(v) = &d.vat_number {
        shop.push(w.t_with("shop-vat-number", &[("number", v)]));
    }
    shop
}

/// Letter in the US and Canada, A4 elsewhere.
pub(crate) fn paper(state: &AppState) -> Paper {
    match state.customers.country.code {
        "US" | "CA" => Paper::Letter,
        _ => Paper::A4,
    }
}

/// The list's address on this portal, from the request's own host (only
/// a plain host and port; else the portal's listening address).
fn quote_address(state: &AppState, parts: &Parts, id: &str) -> String {
    let host = parts
        .headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .filter(|h| {
            !h.is_empty()
                && h.len() < 256
                && h.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-.:[]".contains(&b))
        })
        .map(str::to_string)
        .unwrap_or_else(|| state.leptos_options.site_addr.to_string());
    let scheme = if state.access.secure_cookies() {
        "https"
    } else {
        "http"
    };
    format!("{scheme}://{host}{}", crate::model::href::quote(id))
}

fn not_found() -> Response {
    (StatusCode::NOT_FOUND, "There is no such quote list.").into_response()
}

/// A list's copy, made: the PDF and its file's name, the list's name and
/// last day, and its customer with the language it is written in.
struct MadeCopy {
    pdf: Vec<u8>,
    file: String,
    name: String,
    until: String,
    customer: Option<crate::server::customers::ListCustomer>,
    lang: Lang,
}

/// Makes the copy of list `id` of the request's owner; a page of refusal
/// when there is no such list or it cannot be made now.
async fn make(state: &AppState, parts: &Parts, id: &str) -> Result<MadeCopy, Response> {
    let (Some(owner), Some(id)) = (Owner::of(parts), list_id(id).map(str::to_string)) else {
        return Err(not_found());
    };
    let priced = PricedQuotes::from_ref(state);
    let mut view = match priced.money_view(&owner, &id).await {
        Ok(Some(v)) => v,
        Ok(None) => return Err(not_found()),
        Err(e) => return Err((StatusCode::SERVICE_UNAVAILABLE, e.to_string()).into_response()),
    };
    let today = state.customers.shop_time.today().to_string();
    let days = state.pricing.terms().valid_days;
    view.dated = crate::model::quote::quote_dates(&today, view.priced_on.as_deref(), days);
    let customer = state.customers.of_quote(&id).await.ok().flatten();
    let lang = match &customer {
        Some(c) => state.customers.lang(&c.customer.id).await.ok().flatten(),
        None => None,
    }
    .unwrap_or(state.customers.shop_lang());
    let vat_number = match &customer {
        Some(c) => state
            .customers
            .vat_number(&c.customer.id)
            .await
            .ok()
            .flatten(),
        None => None,
    };
    let words = Words {
        locales: &state.locales,
        lang,
    };
    let address = quote_address(state, parts, &id);
    let doc = copy_document(
        state,
        &words,
        &view,
        CopyFor {
            customer: customer.as_ref().map(|c| &c.customer),
            vat_number: vat_number.as_deref(),
        },
        address,
    );
    let file = crate::server::quotes::file_stem(&view.head.name);
    let failed = || {
        (
            StatusCode::INTERNAL_SERVER_ERROR,
            "The PDF copy could not be made.",
        )
            .into_response()
    };
    let pdf = match tokio::task::spawn_blocking(move || render_quote(&doc)).await {
        Ok(Ok(pdf)) => pdf,
        Ok(Err(e)) => {
            tracing::error!(error = %e, "quote copy PDF");
            return Err(failed());
        }
        Err(_) => return Err(failed()),
    };
    Ok(MadeCopy {
        pdf,
        file: format!("quote-{file}.pdf"),
        until: words.day(&view.dated.valid_until),
        name: view.head.name,
        customer,
        lang,
    })
}

pub async fn copy_pdf(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    match make(&state, &parts, &id).await {
        Ok(made) => (
            StatusCode::OK,
            [
                (header::CONTENT_TYPE, "application/pdf".to_string()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("inline; filename=\"{}\"", made.file),
                ),
            ],
            made.pdf,
        )
            .into_response(),
        Err(refused) => refused,
    }
}

/// `POST /quotes/{id}/email`: the copy emailed to the list's customer as
/// a PDF, in their language, and noted in their history; back to the
/// list with what came of it.
pub async fn email(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    use crate::server::customers::{MailFile, MailText, QuoteEmailed};
    let made = match make(&state, &parts, &id).await {
        Ok(made) => made,
        Err(refused) => return refused,
    };
    let back =
        |note: Note| super::quote_form::back(&state, &crate::model::href::quote(&id), note, None);
    let Some(customer) = made.customer else {
        return back(Note::EmailNoCustomer);
    };
    let w = Words {
        locales: &state.locales,
        lang: made.lang,
    };
    let mail = MailText {
        subject: w.t_with("mail-quote-subject", &[("name", &made.name)]),
        body: [
            w.t_with("mail-quote-hello", &[("customer", &customer.customer.name)]),
            String::new(),
            w.t_with(
                "mail-quote-attached",
                &[("name", &made.name), ("until", &made.until)],
            ),
            String::new(),
            w.t("mail-quote-reply"),
        ]
        .join("\n")
            + "\n",
    };
    let file = MailFile {
        name: made.file,
        content_type: "application/pdf",
        bytes: made.pdf,
    };
    let by = state.access.actor(&parts).who;
    let sent = state
        .customers
        .email_quote(&customer.customer.id, by, &made.name, mail, file)
        .await;
    back(match sent {
        Ok(QuoteEmailed::Sent) => Note::Emailed,
        Ok(QuoteEmailed::NoMailSettings) => Note::EmailNoSettings,
        Ok(QuoteEmailed::NoAddress) => Note::EmailNoAddress,
        Ok(QuoteEmailed::Failed) | Err(_) => Note::EmailFailed,
    })
}
