//! The sales' forms and files: `POST /quotes/{id}/sell` sells a quote list
//! (its lines at the list's prices, the payments typed, sell anyway when
//! the shelf is short); the invoice as a PDF on A4 or Letter, the 80 mm
//! receipt, and the invoices' list as CSV. Each reads its typed input,
//! asks the sales domain and answers: sold, the invoice's page (`?done=`);
//! refused, the sale page again as typed, saying why.

use axum::{
    extract::{FromRef as _, Path, Query, State},
    http::{header, request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::customers::see_other;
use crate::{
    model::{
        href,
        lang::Lang,
        sale::{
            payments_typed,
            view::{InvoiceView, PostedSale, SalesFilter},
            Method, SaleProblem,
        },
    },
    server::{
        customers::stamp,
        exports::cells::Cell,
        http::typed_form::TypedForm,
        i18n::words::Words,
        products::PricedQuotes,
        quotes::Owner,
        sales::{from_quote::sale_of, SaleAsked, SaleCustomer, SaleDay, SaleRefused},
        start::state::AppState,
    },
};

/// The sale form: its token, an amount for each method, "all by" one
/// method, and "sell anyway"; a collection's form has the lines chosen
/// ("0,2") too.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct SellForm {
    token: String,
    cash: String,
    card: String,
    transfer: String,
    voucher: String,
    other: String,
    all: String,
    anyway: String,
    lines: String,
}

impl SellForm {
    pub(super) fn all(&self) -> &str {
        &self.all
    }

    /// The lines chosen, as their places in the order (at most 100).
    pub(super) fn lines(&self) -> Vec<usize> {
        let mut out: Vec<usize> = self
            .lines
            .split(',')
            .filter_map(|p| p.trim().parse::<usize>().ok())
            .filter(|p| *p < 1_000)
            .take(100)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    pub(super) fn typed(&self) -> Vec<(Method, String)> {
        let cut = |s: &String| s.chars().take(40).collect::<String>();
        vec![
            (Method::Cash, cut(&self.cash)),
            (Method::Card, cut(&self.card)),
            (Method::Transfer, cut(&self.transfer)),
            (Method::Voucher, cut(&self.voucher)),
            (Method::Other, cut(&self.other)),
        ]
    }

    pub(super) fn posted(&self) -> PostedSale {
        PostedSale {
            token: self.token.chars().take(64).collect(),
            amounts: self
                .typed()
                .into_iter()
                .map(|(m, a)| (m.code().to_string(), a))
                .collect(),
            anyway: self.anyway == "1",
            ..PostedSale::default()
        }
    }
}

pub(super) fn status_of(r: &SaleRefused) -> StatusCode {
    match r {
        SaleRefused::NotAllowed => StatusCode::FORBIDDEN,
        SaleRefused::Unsaved => StatusCode::SERVICE_UNAVAILABLE,
        SaleRefused::Problem(SaleProblem::ShortOnShelf(_)) => StatusCode::CONFLICT,
        SaleRefused::Problem(_) => StatusCode::UNPROCESSABLE_ENTITY,
    }
}

/// The sale page again, as typed, saying why it was refused.
async fn refused(
    state: &AppState,
    parts: &Parts,
    quote: &str,
    r: SaleRefused,
    typed: PostedSale,
) -> Response {
    refused_at(state, parts, &href::quote_sell(quote), r, typed).await
}

/// The page at `path` (a sale's or a collection's) again, as typed,
/// saying why its payment was refused.
pub(super) async fn refused_at(
    state: &AppState,
    parts: &Parts,
    path: &str,
    r: SaleRefused,
    typed: PostedSale,
) -> Response {
    let posted = PostedSale {
        problem: match &r {
            SaleRefused::Problem(p) => Some(p.clone()),
            _ => None,
        },
        not_allowed: matches!(r, SaleRefused::NotAllowed),
        busy: matches!(r, SaleRefused::Unsaved),
        ..typed
    };
    super::page_from_post(state, parts, path, status_of(&r), posted).await
}

/// Who the list is for, as the invoice keeps them.
async fn customer_of(state: &AppState, quote: &str) -> Option<SaleCustomer> {
    let c = state
        .customers
        .of_quote(quote)
        .await
        .ok()
        .flatten()?
        .customer;
    let vat = state.customers.vat_number(&c.id).await.ok().flatten();
    Some(SaleCustomer {
        id: c.id,
        name: c.name,
        vat,
    })
}

/// The shop's day now, and where the next begins.
pub(super) fn sale_day(state: &AppState) -> SaleDay {
    let time = &state.customers.shop_time;
    let today = time.today();
    SaleDay {
        day: today.format("%Y-%m-%d").to_string(),
        next_start: time.day(today.succ_opt().unwrap_or(today)).start,
    }
}

/// `POST /quotes/{id}/sell`.
pub async fn sell(
    State(state): State<AppState>,
    Path(quote): Path<String>,
    parts: Parts,
    TypedForm(form): TypedForm<SellForm>,
) -> Response {
    let typed = form.posted();
    let (Some(owner), true) = (
        Owner::of(&parts),
        crate::model::prefs::is_browser_id(&quote),
    ) else {
        return see_other(&href::quotes());
    };
    let priced = PricedQuotes::from_ref(&state);
    let view = match priced.money_view(&owner, &quote).await {
        Ok(Some(v)) => v,
        Ok(None) => return see_other(&href::quotes()),
        Err(_) => return refused(&state, &parts, &quote, SaleRefused::Unsaved, typed).await,
    };
    let Some(sale) = sale_of(&view).filter(|s| s.unpriced == 0) else {
        let r = SaleRefused::Problem(SaleProblem::Unpriced);
        return refused(&state, &parts, &quote, r, typed).await;
    };
    let payments = match payments_typed(&form.typed(), Method::parse(&form.all), sale.money.total) {
        Ok(p) => p,
        Err(p) => return refused(&state, &parts, &quote, SaleRefused::Problem(p), typed).await,
    };
    let asked = SaleAsked {
        token: form.token.clone(),
        lines: sale.lines,
        money: sale.money,
        payments,
        customer: customer_of(&state, &quote).await,
        quote: Some(quote.clone()),
        order: None,
        at: stamp(chrono::Utc::now()),
        anyway: typed.anyway,
        day: Some(sale_day(&state)),
    };
    let actor = state.access.actor(&parts);
    match state.sales.sell(&actor, state.access.audit(), asked).await {
        Ok(sold) => {
            let done = if sold.again { "again" } else { "sold" };
            see_other(&format!("{}?done={done}", href::sale(sold.invoice.id)))
        }
        Err(r) => refused(&state, &parts, &quote, r, typed).await,
    }
}

/// The invoices' list's filters in a file's address.
#[derive(Debug, Default, serde::Deserialize)]
#[serde(default)]
pub struct SalesQuery {
    customer: String,
    by: String,
    method: String,
    from: String,
    to: String,
    number: String,
}

/// The most invoices one file holds.
const MOST_IN_A_FILE: i64 = 200_000;

/// The columns of the invoices' file.
const SALES_COLUMNS: [&str; 8] = [
    "Number",
    "Date",
    "Customer",
    "Total",
    "Currency",
    "Payments",
    "By",
    "Credit note for invoice",
];

/// The invoices and credit notes under `q`'s filters as a file's rows; `None`: the store
/// did not answer.
async fn sales_rows(state: &AppState, q: SalesQuery) -> Option<Vec<Vec<Cell>>> {
    let filter = SalesFilter {
        customer: q.customer,
        by: q.by,
        method: q.method,
        from: q.from,
        to: q.to,
        number: q.number,
        page: 1,
    };
    let time = &state.customers.shop_time;
    let rows = crate::server::sales::shown::all(&state.sales, &filter, time, MOST_IN_A_FILE)
        .await
        .ok()?;
    let c = state.sales.currency();
    Some(
        rows.into_iter()
            .map(|r| {
                let methods: Vec<&str> = r.methods.iter().map(|m| m.code()).collect();
                let total = r.signed_total();
                vec![
                    Cell::owned(r.number),
                    Cell::owned(r.at),
                    Cell::text(r.customer_name.as_deref()),
                    Cell::minor(Some(total)),
                    Cell::owned(c.code().to_string()),
                    Cell::owned(methods.join(" + ")),
                    Cell::text(r.by.as_deref()),
                    Cell::text(r.against.as_ref().map(|a| a.invoice_number.as_str())),
                ]
            })
            .collect(),
    )
}

fn unread() -> Response {
    (
        StatusCode::SERVICE_UNAVAILABLE,
        "The sales could not be read.",
    )
        .into_response()
}

/// `GET /sales.csv`: the invoices under the list's filters.
pub async fn sales_csv(State(state): State<AppState>, Query(q): Query<SalesQuery>) -> Response {
    match sales_rows(&state, q).await {
        Some(rows) => super::shelf::as_csv(&SALES_COLUMNS, &rows, "sales.csv"),
        None => unread(),
    }
}

/// `GET /sales.xlsx`: the same as a workbook.
pub async fn sales_xlsx(State(state): State<AppState>, Query(q): Query<SalesQuery>) -> Response {
    match sales_rows(&state, q).await {
        Some(rows) => super::shelf::as_xlsx("Sales", &SALES_COLUMNS, rows, "sales.xlsx").await,
        None => unread(),
    }
}

/// An invoice's page data, its words' language (the customer's, else the
/// shop's), for a printed copy; `Err`: the answer to give instead.
pub(super) async fn printed(
    state: &AppState,
    parts: &Parts,
    raw: &str,
) -> Result<(InvoiceView, Lang), Response> {
    let no_such = || (StatusCode::NOT_FOUND, "There is no such invoice.").into_response();
    let id = raw
        .parse::<i64>()
        .ok()
        .filter(|n| *n > 0)
        .ok_or_else(no_such)?;
    let record = match state.sales.invoice(id).await {
        Ok(Some(r)) => r,
        Ok(None) => return Err(no_such()),
        Err(_) => return Err(unread()),
    };
    let costs = state
        .access
        .actor(parts)
        .may(crate::model::role::Role::Manager);
    let inv = crate::server::sales::shown::invoice(
        record,
        &state.customers.shop_time,
        costs,
        state.sales.currency(),
    );
    let lang = match &inv.customer_id {
        Some(c) => state.customers.lang(c).await.ok().flatten(),
        None => None,
    }
    .unwrap_or(state.customers.shop_lang());
    Ok((inv, lang))
}

/// A PDF answer, or the failure to make one.
pub(super) async fn pdf_answer(
    file: String,
    draw: impl FnOnce() -> Result<Vec<u8>, crate::server::documents::DocumentError> + Send + 'static,
) -> Response {
    match tokio::task::spawn_blocking(draw).await {
        Ok(Ok(pdf)) => (
            StatusCode::OK,
            [
                (header::CONTENT_TYPE, "application/pdf".to_string()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("inline; filename=\"{file}\""),
                ),
            ],
            pdf,
        )
            .into_response(),
        Ok(Err(e)) => {
            tracing::error!(error = %e, "sale PDF");
            (
                StatusCode::INTERNAL_SERVER_ERROR,
                "The PDF could not be made.",
            )
                .into_response()
        }
        Err(_) => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "The PDF could not be made.",
        )
            .into_response(),
    }
}

/// A file's name for an invoice's number (letters, digits and "-").
pub(super) fn file_name(kind: &str, number: &str) -> String {
    let safe: String = number
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect();
    format!("{kind}-{safe}.pdf")
}

/// `GET /sales/{id}/invoice.pdf`: on A4, or Letter in the US and Canada.
pub async fn invoice_pdf(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    use crate::server::documents::render_quote;
    let (inv, lang) = match printed(&state, &parts, &id).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let doc = invoice_doc(&state, &inv, lang);
    pdf_answer(file_name("invoice", &inv.number), move || {
        render_quote(&doc)
    })
    .await
}

/// `GET /sales/{id}/receipt.pdf`: the counter's 80 mm receipt.
pub async fn receipt_pdf(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    use crate::server::documents::receipt::render_receipt;
    let (inv, lang) = match printed(&state, &parts, &id).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let r = receipt_of(&state, &inv, lang);
    pdf_answer(file_name("receipt", &inv.number), move || {
        render_receipt(&r)
    })
    .await
}

/// The invoice's document in `lang`, on the shop's paper.
pub(super) fn invoice_doc(
    state: &AppState,
    inv: &InvoiceView,
    lang: Lang,
) -> crate::server::documents::quote::QuoteDocument {
    use crate::server::documents::{
        invoice::{invoice_document, InvoiceFrom},
        paper_for,
    };
    let words = Words {
        locales: &state.locales,
        lang,
    };
    let country = state.customers.country.code;
    let from = InvoiceFrom {
        details: &state.shop_details,
        country,
        paper: paper_for(country),
    };
    invoice_document(&from, &words, inv)
}

/// The invoice's receipt in `lang`.
pub(super) fn receipt_of(
    state: &AppState,
    inv: &InvoiceView,
    lang: Lang,
) -> crate::server::documents::receipt::Receipt {
    let words = Words {
        locales: &state.locales,
        lang,
    };
    crate::server::documents::receipt::receipt(
        &state.shop_details,
        state.customers.country.code,
        &words,
        inv,
    )
}
