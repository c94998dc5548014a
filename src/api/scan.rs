//! The camera's continuous scanning: each code read goes onto the quote
//! list open at the counter, one at a time, as a scanner's code typed into
//! the lookup box and sent does (`/quotes/scan`), without leaving the page.
//! Called by the `ScanButton` island, so in the wire format.

use leptos::prelude::*;

use crate::model::{scan::ScannedPart, wire::Wire, AppError};

/// The code a camera read, checked, and the request it came with (server
/// only).
#[cfg(feature = "ssr")]
fn scanned(code: &str) -> Result<(String, http::request::Parts), AppError> {
    let code = code.trim().to_string();
    if !crate::model::scan::is_scanned_code(&code) {
        return Err(AppError::BadRequest(
            "That is not a code a label carries.".into(),
        ));
    }
    let parts = use_context::<http::request::Parts>()
        .ok_or_else(|| AppError::BadRequest("No request.".into()))?;
    Ok((code, parts))
}

/// One of the part with this SKU or EAN onto the open list. Refused (the
/// island says why, in the page's language) when no list is open, no part
/// has the code, or the list cannot take it.
#[server(endpoint = "scan_into_list", input = Wire, output = Wire)]
pub async fn scan_into_list(code: String) -> Result<ScannedPart, AppError> {
    use crate::model::{listing::LookupTarget, outcome::Outcome};
    use crate::server::{products::PricedQuotes, quotes::Owner};
    let (code, parts) = scanned(&code)?;
    let no_list = || AppError::BadRequest("No quote list is open at the counter.".into());
    let id = crate::server::quotes::open_list(&parts).ok_or_else(no_list)?;
    let owner = Owner::of(&parts).ok_or_else(no_list)?;
    let state = crate::server::start::state::door_state::<ScanIntoList>()?;
    let LookupTarget::Product(sku) = state.products.lookup(&code).await? else {
        return Err(AppError::NotFound(format!("A part with the code {code}")));
    };
    let quotes = crate::server::start::state::door_sub_state::<ScanIntoList, PricedQuotes>()?;
    match quotes.add(&owner, &id, &sku, 1).await? {
        Outcome::Done(_) => {}
        Outcome::Refused(_) => return Err(no_list()),
    }
    let name = state
        .products
        .summaries(std::slice::from_ref(&sku))
        .await
        .ok()
        .and_then(|found| found.into_iter().next())
        .map(|p| p.name)
        .filter(|n| !n.trim().is_empty());
    Ok(ScannedPart { sku, name })
}

crate::wire_struct!(ScanIntoList { code });

/// One of the part with this SKU or EAN counted in count `id` (the camera
/// on its counting sheet, "Keep scanning"): as the sheet's box does with
/// a code and no quantity. Refused (the island says so) when no part has
/// the code, the part is not in the count, or the count is closed.
#[server(endpoint = "scan_into_count", input = Wire, output = Wire)]
pub async fn scan_into_count(id: i64, code: String) -> Result<ScannedPart, AppError> {
    use crate::model::{listing::LookupTarget, stock::count::Entry};
    use crate::server::stock::count::{CountAsked, CountRefused};
    let (code, parts) = scanned(&code)?;
    let state = crate::server::start::state::door_state::<ScanIntoCount>()?;
    let LookupTarget::Product(sku) = state.products.lookup(&code).await? else {
        return Err(AppError::NotFound(format!("A part with the code {code}")));
    };
    let actor = state.access.actor(&parts);
    let asked = CountAsked {
        id,
        sku: &sku,
        entry: Entry::Add(1),
        at: crate::server::customers::stamp(chrono::Utc::now()),
    };
    match state.stock.count_part(&actor, asked).await {
        Ok(_) => {}
        Err(CountRefused::Unsaved) => {
            return Err(AppError::Internal("the count could not be changed".into()))
        }
        Err(_) => {
            return Err(AppError::BadRequest(
                "The count does not take that part.".into(),
            ))
        }
    }
    Ok(ScannedPart { sku, name: None })
}

crate::wire_struct!(ScanIntoCount { id, code });
