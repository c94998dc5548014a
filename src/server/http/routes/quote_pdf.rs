//! `GET /quotes/{id}/copy.pdf`: the customer's copy of a list as a PDF,
//! in the customer's language and formats (the shop's language when they
//! have none), on A4, or US Letter for a shop in the US or Canada. The
//! list's owner only; `documents` writes its words and draws them, and
//! emails it.

use axum::{
    extract::FromRef as _,
    extract::{Path, State},
    http::{header, request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use crate::{
    model::{lang::Lang, quote::Note},
    server::{
        documents::{paper_for, quote_copy, render_quote, CopyFor, CopyFrom},
        i18n::words::Words,
        products::PricedQuotes,
        quotes::Owner,
        start::state::AppState,
    },
};

use super::quote_form::list_id;

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
    let from = CopyFrom {
        details: &state.shop_details,
        pricing: &state.pricing,
        paper: paper_for(state.customers.country.code),
    };
    let doc = quote_copy(
        &from,
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
