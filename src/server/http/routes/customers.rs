//! The customers' forms: a new customer (from the counter, optionally for
//! the list being made), changes to one, their bikes, and who a quote list
//! is for. Plain form posts answered with a redirect back and a note code
//! (`?cnote=`); a refused form is answered with its page rendered from the
//! post, what was typed filled in (`PostedCustomer`), so nothing is lost
//! and none of it travels in an address. Every change records who made it
//! (sign-in on).

use crate::model::outcome::Outcome;
use axum::{
    extract::{Path, State},
    http::{header, request::Parts, StatusCode},
    response::{IntoResponse, Response},
};

use super::quote_form::{
    back, field, list_id, not_signed_in, owner_or_new, set_open, Fields, ListPost,
};
use crate::{
    model::{
        customer::{
            clean_vat_number, customer_fields, customer_lang, href as chref, is_customer_id,
            CustomerBike, CustomerFields, CustomerHead, CustomerNote, Filled, PostedCustomer,
            SameContact,
        },
        href,
    },
    server::{quotes::new_id, start::state::AppState},
};

/// A customer's id from the address (`/customers/{id}/…`), checked, with
/// their page's address; a malformed one goes back to the customers' list
/// saying there is no such customer.
pub struct CustomerPath {
    pub id: String,
    pub page: String,
}

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for CustomerPath {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Response> {
        let Path(id) = Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(IntoResponse::into_response)?;
        if !is_customer_id(&id) {
            return Err(back_to(chref::CUSTOMERS, CustomerNote::NoSuchCustomer));
        }
        let page = chref::customer(&id);
        Ok(CustomerPath { id, page })
    }
}

/// A plain 303 to a path on the portal.
pub(crate) fn see_other(to: &str) -> Response {
    (StatusCode::SEE_OTHER, [(header::LOCATION, to.to_string())]).into_response()
}

/// A 303 to `to` with a customer note.
pub(crate) fn back_to(to: &str, note: CustomerNote) -> Response {
    see_other(&chref::with_cnote(to, note.code()))
}

/// What a change said: done, refused, or the records were busy.
pub(crate) fn said<E>(done: Result<Outcome<CustomerNote>, E>) -> CustomerNote {
    match done {
        Ok(Outcome::Done(n)) | Ok(Outcome::Refused(n)) => n,
        Err(_) => CustomerNote::Busy,
    }
}

/// A refused customer form: the page at `path` (its address carries the
/// note's code, never what was typed) rendered with the form filled in.
async fn refused(
    state: &AppState,
    post: &Parts,
    path: &str,
    note: CustomerNote,
    form: &Fields,
) -> Response {
    refused_beside(state, post, path, note, form, Vec::new()).await
}

/// As `refused`, listing `same`: the customers with the phone number or
/// email typed (answered 409: saving would make a second record).
async fn refused_beside(
    state: &AppState,
    post: &Parts,
    path: &str,
    note: CustomerNote,
    form: &Fields,
    same: Vec<CustomerHead>,
) -> Response {
    let status = if same.is_empty() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::CONFLICT
    };
    let posted = PostedCustomer {
        filled: Filled {
            name: field(form, "name").to_string(),
            phone: field(form, "phone").to_string(),
            email: field(form, "email").to_string(),
            note: field(form, "note").to_string(),
            lang: field(form, "lang").to_string(),
            vat_number: field(form, "vat_number").to_string(),
        },
        search: None,
        same,
    };
    let path = chref::with_cnote(path, note.code());
    super::page_from_post(state, post, &path, status, posted).await
}

/// A customer form's fields, checked: name, phone, email, note and
/// language (`lang`: a code, or empty for the shop's).
fn form_fields(form: &Fields) -> Result<CustomerFields, CustomerNote> {
    let mut fields = customer_fields(
        field(form, "name"),
        field(form, "phone"),
        field(form, "email"),
        field(form, "note"),
    )?;
    fields.lang = customer_lang(field(form, "lang"))?;
    fields.vat_number = clean_vat_number(field(form, "vat_number"))?;
    Ok(fields)
}

/// The form's own answer to "another customer has this phone or email":
/// ticked, save anyway.
fn same_contact(form: &Fields) -> SameContact {
    if field(form, "same_ok") == "1" {
        SameContact::Allow
    } else {
        SameContact::Refuse
    }
}

/// A refusal of a change: with the other customers listed when it was
/// the same phone number or email.
async fn refused_change(
    state: &AppState,
    post: &Parts,
    again: &str,
    note: CustomerNote,
    form: &Fields,
    fields: CustomerFields,
    except: Option<&str>,
) -> Response {
    if note != CustomerNote::SameContact {
        return refused(state, post, again, note, form).await;
    }
    match state.customers.same_contact(fields, except).await {
        Ok(same) => refused_beside(state, post, again, note, form, same).await,
        Err(_) => refused(state, post, again, CustomerNote::Busy, form).await,
    }
}

/// `POST /customers/new` (name, phone, email, note, lang; `quote`: a list of the
/// poster's to make for them): saves the customer and opens their page (or
/// the list, now for them).
pub async fn create(State(state): State<AppState>, parts: Parts, form: Fields) -> Response {
    let fields = form_fields(&form);
    let quote = list_id(field(&form, "quote")).map(str::to_string);
    let again = match &quote {
        Some(q) => format!("{}?new=1&quote={q}", chref::CUSTOMERS),
        None => format!("{}?new=1", chref::CUSTOMERS),
    };
    let f = match fields {
        Ok(f) => f,
        Err(note) => return refused(&state, &parts, &again, note, &form).await,
    };
    let by = state.access.actor(&parts).who;
    let made = state
        .customers
        .create(new_id(), f.clone(), same_contact(&form), by.clone())
        .await;
    let id = match made {
        Ok(Outcome::Done(id)) => id,
        Ok(Outcome::Refused(note)) => {
            return refused_change(&state, &parts, &again, note, &form, f, None).await
        }
        Err(_) => return refused(&state, &parts, &again, CustomerNote::Busy, &form).await,
    };
    state.access.audit_request(
        &parts,
        crate::server::access::audit::Event::new(crate::model::audit::Action::CustomerCreated)
            .on(id.clone()),
    );
    if let (Some(q), Some(owner)) = (quote, crate::server::quotes::Owner::of(&parts)) {
        if matches!(state.quotes.head(&owner, &q).await, Ok(Some(_))) {
            let note = said(state.customers.set_quote(&q, Some(id), None, by).await);
            return linked(&state, &parts, &owner, &q, note).await;
        }
    }
    back_to(&chref::customer(&id), CustomerNote::Created)
}

/// `POST /customers/{id}/edit` (name, phone, email, note, lang).
pub async fn edit(
    State(state): State<AppState>,
    CustomerPath { id, page }: CustomerPath,
    parts: Parts,
    form: Fields,
) -> Response {
    let fields = form_fields(&form);
    let again = format!("{page}?edit=1");
    let f = match fields {
        Ok(f) => f,
        Err(note) => return refused(&state, &parts, &again, note, &form).await,
    };
    let saved = state
        .customers
        .update(
            &id,
            f.clone(),
            same_contact(&form),
            state.access.actor(&parts).who,
        )
        .await;
    match saved {
        Ok(Outcome::Done(note)) => {
            let e = crate::server::access::audit::Event::new(
                crate::model::audit::Action::CustomerChanged,
            )
            .on(id.clone());
            state.access.audit_request(&parts, e);
            back_to(&page, note)
        }
        Ok(Outcome::Refused(CustomerNote::NoSuchCustomer)) => {
            back_to(chref::CUSTOMERS, CustomerNote::NoSuchCustomer)
        }
        Ok(Outcome::Refused(note)) => {
            refused_change(&state, &parts, &again, note, &form, f, Some(&id)).await
        }
        Err(_) => refused(&state, &parts, &again, CustomerNote::Busy, &form).await,
    }
}

/// `POST /customers/{id}/bikes`: adds the bike of the form's make › model ›
/// year, or (`action=remove`) removes bike `year`. Without a year (a
/// browser without JavaScript that chose a make) the page comes back with
/// the make's models to choose from.
pub async fn bikes(
    State(state): State<AppState>,
    CustomerPath { id, page }: CustomerPath,
    parts: Parts,
    form: Fields,
) -> Response {
    let year = field(&form, "year").trim().parse::<i64>().ok();
    if field(&form, "action") == "remove" {
        let Some(y) = year else {
            return back_to(&page, CustomerNote::BikeUnknown);
        };
        return back_to(
            &page,
            said(
                state
                    .customers
                    .remove_bike(&id, y, state.access.actor(&parts).who)
                    .await,
            ),
        );
    }
    let Some(year_id) = year else {
        let mut to = format!("{page}?bike=1");
        for name in ["make", "model"] {
            if let Ok(n) = field(&form, name).trim().parse::<i64>() {
                to.push_str(&format!("&{name}={n}"));
            }
        }
        return back_to(&format!("{to}#bikes"), CustomerNote::BikeChoose);
    };
    let bikes = match state.catalogue.bikes().await {
        Ok(b) => b.value,
        Err(_) => return back_to(&page, CustomerNote::Busy),
    };
    let Some(label) = super::prefs::bike_label(&bikes, year_id) else {
        return back_to(&page, CustomerNote::BikeUnknown);
    };
    let bike = CustomerBike { year_id, label };
    back_to(
        &page,
        said(
            state
                .customers
                .add_bike(&id, bike, state.access.actor(&parts).who)
                .await,
        ),
    )
}

/// `POST /quotes/{id}/customer`: the list is for `customer` (an id), or for
/// the one customer whose name or phone has `who` (several or none: the
/// customers' page lists the matches, to choose or add one); `bike` picks
/// which of their bikes the fit marks are for; `clear=1`: for nobody.
pub async fn for_quote(
    State(state): State<AppState>,
    ListPost { owner, id }: ListPost,
    parts: Parts,
    form: Fields,
) -> Response {
    let page = href::quote(&id);
    match state.quotes.head(&owner, &id).await {
        Ok(Some(_)) => {}
        Ok(None) => return back_to(&href::quotes(), CustomerNote::NoSuchList),
        Err(_) => return back_to(&page, CustomerNote::Busy),
    }
    let by = state.access.actor(&parts).who;
    if field(&form, "clear") == "1" {
        let note = said(state.customers.set_quote(&id, None, None, by).await);
        return linked(&state, &parts, &owner, &id, note).await;
    }
    let bike = field(&form, "bike").trim().parse::<i64>().ok();
    let chosen = field(&form, "customer");
    let customer = if is_customer_id(chosen) {
        chosen.to_string()
    } else {
        let typed = field(&form, "who").trim();
        let found = match state.customers.find(typed).await {
            Ok(f) => f,
            Err(_) => return back_to(&page, CustomerNote::Busy),
        };
        match (typed.is_empty(), found.as_slice()) {
            (false, [one]) => one.id.clone(),
            // The matches to choose from, and what was typed carried into
            // the new customer form; none of it in an address.
            _ => {
                let path = format!("{}?quote={id}", chref::CUSTOMERS);
                let posted = PostedCustomer::searched(typed);
                return super::page_from_post(&state, &parts, &path, StatusCode::OK, posted).await;
            }
        }
    };
    let note = said(
        state
            .customers
            .set_quote(&id, Some(customer), bike, by)
            .await,
    );
    linked(&state, &parts, &owner, &id, note).await
}

/// A list for someone else (or no one) is priced at their tier: the
/// shop's discount cap is held again, and the list's page says when a
/// discount was brought back.
async fn linked(
    state: &AppState,
    parts: &Parts,
    owner: &crate::server::quotes::Owner,
    id: &str,
    note: CustomerNote,
) -> Response {
    let page = href::quote(id);
    if note.is_problem() {
        return back_to(&page, note);
    }
    let held = super::quote_form::cap_held(state, parts, owner, id).await;
    if !held.capped {
        return back_to(&page, note);
    }
    let to = chref::with_cnote(&page, note.code());
    back(state, &to, crate::model::quote::Note::DiscountCapped, None)
}

/// `POST /customers/{id}/quote`: starts a quote list for the customer
/// (named after them), opens it at the counter and goes to it.
pub async fn start_quote(
    State(state): State<AppState>,
    CustomerPath { id, page }: CustomerPath,
    parts: Parts,
) -> Response {
    let customer = match state.customers.head(&id).await {
        Ok(Some(c)) => c,
        Ok(None) => return back_to(chref::CUSTOMERS, CustomerNote::NoSuchCustomer),
        Err(_) => return back_to(&page, CustomerNote::Busy),
    };
    let Some((owner, new_browser)) = owner_or_new(&state, &parts) else {
        return not_signed_in();
    };
    let name = state.customers.quote_name(&customer).await;
    let list = match state.quotes.create(&owner, name).await {
        Ok(Outcome::Done(list)) => list,
        Ok(Outcome::Refused(n)) => return back(&state, &href::quotes(), n, None),
        Err(_) => return back_to(&page, CustomerNote::Busy),
    };
    let note = said(
        state
            .customers
            .set_quote(&list, Some(id), None, state.access.actor(&parts).who)
            .await,
    );
    let to = chref::with_cnote(&href::quote(&list), note.code());
    let resp = back(&state, &to, crate::model::quote::Note::Opened, new_browser);
    set_open(&state, resp, Some(&list))
}
