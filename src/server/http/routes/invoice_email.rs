//! `POST /sales/{id}/email`: the invoice's PDF emailed to its customer in
//! their language, as a quote's copy is, and noted in their history; back
//! to the invoice saying what came of it (`?done=emailed`, or why nothing
//! was sent).

use axum::{
    extract::{Path, State},
    http::request::Parts,
    response::Response,
};

use super::{customers::see_other, sales::printed};
use crate::{
    model::href,
    server::{
        customers::{MailFile, MailText, QuoteEmailed},
        documents::render_quote,
        i18n::words::Words,
        start::state::AppState,
    },
};

/// `POST /sales/{id}/email`.
pub async fn email(
    State(state): State<AppState>,
    Path(id): Path<String>,
    parts: Parts,
) -> Response {
    let (inv, lang) = match printed(&state, &parts, &id).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let back = |done: &str| see_other(&format!("{}?done={done}", href::sale(inv.id)));
    let Some(customer) = inv.customer_id.clone() else {
        return back("email-no-customer");
    };
    let doc = super::sales::invoice_doc(&state, &inv, lang);
    let words = Words {
        locales: &state.locales,
        lang,
    };
    let pdf = match tokio::task::spawn_blocking(move || render_quote(&doc)).await {
        Ok(Ok(pdf)) => pdf,
        _ => return back("email-failed"),
    };
    let day = words.day(inv.at.get(..10).unwrap_or(&inv.at));
    let name = inv.customer_name.clone().unwrap_or_default();
    let mail = MailText {
        subject: words.t_with("mail-invoice-subject", &[("number", &inv.number)]),
        body: [
            words.t_with("mail-quote-hello", &[("customer", &name)]),
            String::new(),
            words.t_with(
                "mail-invoice-attached",
                &[("number", &inv.number), ("day", &day)],
            ),
            String::new(),
            words.t("mail-quote-reply"),
        ]
        .join("\n")
            + "\n",
    };
    let file = MailFile {
        name: super::sales::file_name("invoice", &inv.number),
        content_type: "application/pdf",
        bytes: pdf,
    };
    let by = state.access.actor(&parts).who;
    let noted = format!("Emailed invoice {} as a PDF", inv.number);
    let sent = state
        .customers
        .email_file(&customer, by, noted, mail, file)
        .await;
    back(match sent {
        Ok(QuoteEmailed::Sent) => "emailed",
        Ok(QuoteEmailed::NoMailSettings) => "email-no-settings",
        Ok(QuoteEmailed::NoAddress) => "email-no-address",
        Ok(QuoteEmailed::Failed) | Err(_) => "email-failed",
    })
}
