//! Shelf labels: `GET /labels.pdf` for a sheet or roll, `GET /labels.zpl`
//! for a Zebra printer. The parts come from one of the person's quote
//! lists (`list=`, a label per part ordered, or `each=` of each), one
//! part (`sku=`, `each=` labels), a list of SKUs (`skus=`, as the stock
//! check takes them) or a search (`search=`, the search page's own query,
//! its first 500 parts); `format=` the sheet, `start=` the first free
//! label of a part-used sheet, `price=shop|rrp|none`, `dpi=203|300`,
//! `bin=1` to print each part's main bin on the shop's shelf.
//! Each label prints the part's name, SKU, brand, the shop's selling price
//! in its currency and the interface's language, and its barcode. Bad
//! input is refused with a plain message (400); a list that is not the
//! person's is not found.

use axum::{
    extract::{Query, State},
    http::{header, request::Parts, StatusCode},
    response::{IntoResponse, Response},
};
use std::collections::HashMap;

use crate::{
    model::{
        labels::{
            start_slot, LabelFormat, LabelPrice, LabelRefused, MAX_EACH, MAX_LABELS, MAX_PARTS,
        },
        prefs::is_browser_id,
    },
    server::{
        documents::labels::{render_labels, render_zpl, Dpi, Label},
        products::PricedQuotes,
        quotes::Owner,
        start::state::AppState,
    },
};

type Asked = Query<HashMap<String, String>>;

fn refused(r: LabelRefused) -> Response {
    (StatusCode::BAD_REQUEST, r.message()).into_response()
}

fn asked<'a>(q: &'a Asked, name: &str) -> &'a str {
    q.0.get(name).map(String::as_str).unwrap_or("")
}

/// How many of each, when `each=` says.
fn each(q: &Asked) -> Result<Option<i64>, LabelRefused> {
    match asked(q, "each").trim() {
        "" => Ok(None),
        typed => match typed.parse::<i64>() {
            Ok(n) if (1..=MAX_EACH).contains(&n) => Ok(Some(n)),
            _ => Err(LabelRefused::BadCount),
        },
    }
}

/// The parts and how many labels of each, from the request.
async fn parts_asked(
    state: &AppState,
    parts: &Parts,
    q: &Asked,
) -> Result<Vec<(String, i64)>, Response> {
    let each = each(q).map_err(refused)?;
    let (list, sku) = (asked(q, "list"), asked(q, "sku").trim());
    if !list.is_empty() {
        let missing = || (StatusCode::NOT_FOUND, "There is no such quote list.").into_response();
        let (Some(owner), true) = (Owner::of(parts), is_browser_id(list)) else {
            return Err(missing());
        };
        let priced = <PricedQuotes as axum::extract::FromRef<AppState>>::from_ref(state);
        let view = match priced.money_view(&owner, list).await {
            Ok(Some(v)) => v,
            Ok(None) => return Err(missing()),
            Err(e) => return Err((StatusCode::SERVICE_UNAVAILABLE, e.to_string()).into_response()),
        };
        return Ok(view
            .lines
            .iter()
            .filter_map(|l| l.code().map(|c| (c.to_string(), each.unwrap_or(l.qty))))
            .collect());
    }
    if !sku.is_empty() && sku.len() <= 64 {
        return Ok(vec![(sku.to_string(), each.unwrap_or(1))]);
    }
    let of_each = |skus: Vec<String>| skus.into_iter().map(|s| (s, each.unwrap_or(1))).collect();
    let typed = asked(q, "skus");
    if !typed.trim().is_empty() {
        let list = crate::model::skus::parse_sku_list(typed);
        if list.skus.len() > MAX_PARTS || list.over_limit > 0 {
            return Err(refused(LabelRefused::TooMany));
        }
        return Ok(of_each(list.skus));
    }
    let search = asked(q, "search");
    if !search.trim().is_empty() {
        return searched_skus(state, search).await.map(of_each);
    }
    Err(refused(LabelRefused::NoSource))
}

/// The first `MAX_PARTS` parts a search finds, in its order: `search` is
/// the search page's own query (`q=brake&brand=3&sort=name`), read as
/// the page reads it, from the catalogue index.
async fn searched_skus(state: &AppState, search: &str) -> Result<Vec<String>, Response> {
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(search.as_bytes())
        .into_owned()
        .collect();
    let (query, problems) = crate::model::query::ListQuery::from_pairs(
        pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())),
    );
    if !problems.is_empty() {
        return Err(refused(LabelRefused::BadSearch));
    }
    let busy = |e: crate::model::AppError| {
        (StatusCode::SERVICE_UNAVAILABLE, e.to_string()).into_response()
    };
    let rows = state
        .products
        .rows(&query, crate::model::Currency::Gbp)
        .await
        .map_err(busy)?;
    let ids: Vec<i64> = rows.ids.into_iter().take(MAX_PARTS).collect();
    let found = state.index.records_by_id(ids).await.map_err(busy)?;
    Ok(found.into_iter().filter_map(|p| p.sku).collect())
}

/// The labels of the parts asked for, in their order, `n` of each.
async fn labels_of(
    state: &AppState,
    wanted: &[(String, i64)],
    price: LabelPrice,
    lang: crate::model::lang::Lang,
    bins: bool,
) -> Result<Vec<Label>, Response> {
    let total: i64 = wanted.iter().map(|(_, n)| n.max(&0)).sum();
    if wanted.len() > MAX_PARTS || total > MAX_LABELS as i64 {
        return Err(refused(LabelRefused::TooMany));
    }
    if total < 1 || wanted.iter().any(|(_, n)| !(1..=MAX_EACH).contains(n)) {
        return Err(refused(LabelRefused::BadCount));
    }
    let skus: Vec<String> = wanted.iter().map(|(s, _)| s.clone()).collect();
    let found = state
        .products
        .summaries(&skus)
        .await
        .map_err(|e| (StatusCode::SERVICE_UNAVAILABLE, e.to_string()).into_response())?;
    let formats = state.locales.formats(lang);
    // The shelf unread: the labels print without their bins.
    let shelf = if bins {
        state.stock.lines(skus.clone()).await.unwrap_or_default()
    } else {
        Vec::new()
    };
    let mut out = Vec::with_capacity(total as usize);
    for (sku, n) in wanted {
        let p = found.iter().find(|p| p.sku.eq_ignore_ascii_case(sku));
        let money = p
            .and_then(|p| p.shop.as_ref())
            .and_then(|s| s.amount.as_ref().ok().map(|m| (s.currency, *m)));
        let rrp = p
            .and_then(|p| p.site_price)
            .and_then(crate::model::quote::money::Minor::from_price);
        let price = match (price, money, rrp, formats) {
            (LabelPrice::Shop, Some((c, m)), _, Some(f)) => Some(f.money(m.0, c)),
            (LabelPrice::Rrp, _, Some(m), Some(f)) => {
                Some(f.money(m.0, crate::model::Currency::Gbp))
            }
            _ => None,
        };
        let label = Label {
            sku: p.map_or_else(|| sku.clone(), |p| p.sku.clone()),
            name: p.map(|p| p.name.clone()).unwrap_or_default(),
            brand: p.and_then(|p| p.brand.clone()),
            price,
            ean: p.and_then(|p| p.ean.clone()),
            bin: shelf
                .iter()
                .find(|l| l.sku.eq_ignore_ascii_case(sku))
                .and_then(|l| l.main_bin().map(str::to_string)),
        };
        out.extend(std::iter::repeat_n(label, *n as usize));
    }
    Ok(out)
}

/// The labels the request asks for (the price chosen, the parts and how
/// many), or the refusal to answer with.
async fn asked_labels(
    state: &AppState,
    parts: &Parts,
    q: &Asked,
    lang: crate::model::lang::Lang,
) -> Result<Vec<Label>, Response> {
    let price =
        LabelPrice::parse(asked(q, "price")).ok_or_else(|| refused(LabelRefused::UnknownPrice))?;
    let wanted = parts_asked(state, parts, q).await?;
    let bins = asked(q, "bin") == "1";
    labels_of(state, &wanted, price, lang, bins).await
}

/// `GET /labels.pdf`.
pub async fn labels_pdf(State(state): State<AppState>, parts: Parts, q: Asked) -> Response {
    let typed = asked(&q, "format");
    let format = match typed.trim() {
        "" => Some(LabelFormat::AveryL7160),
        code => LabelFormat::parse(code),
    };
    let Some(format) = format else {
        return refused(LabelRefused::UnknownFormat);
    };
    let start = match start_slot(asked(&q, "start"), &format.sheet()) {
        Ok(s) => s,
        Err(r) => return refused(r),
    };
    let lang = crate::model::prefs::request_lang(&parts.headers);
    let labels = match asked_labels(&state, &parts, &q, lang).await {
        Ok(l) => l,
        Err(resp) => return resp,
    };
    let title = state.locales.text_with(lang, "labels-title", &[]);
    match tokio::task::spawn_blocking(move || render_labels(&labels, format, start, &title)).await {
        Ok(Ok(pdf)) => (
            StatusCode::OK,
            [
                (header::CONTENT_TYPE, "application/pdf".to_string()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("inline; filename=\"labels-{}.pdf\"", format.code()),
                ),
            ],
            pdf,
        )
            .into_response(),
        _ => (
            StatusCode::INTERNAL_SERVER_ERROR,
            "The labels could not be made.",
        )
            .into_response(),
    }
}

/// `GET /labels.zpl`.
pub async fn labels_zpl(State(state): State<AppState>, parts: Parts, q: Asked) -> Response {
    let Some(dpi) = Dpi::parse(asked(&q, "dpi")) else {
        return (StatusCode::BAD_REQUEST, "The printer's dpi is 203 or 300.").into_response();
    };
    let lang = crate::model::prefs::request_lang(&parts.headers);
    let labels = match asked_labels(&state, &parts, &q, lang).await {
        Ok(l) => l,
        Err(resp) => return resp,
    };
    (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"labels.zpl\"",
            ),
        ],
        render_zpl(&labels, dpi),
    )
        .into_response()
}
