//! The demo's own assets under `/assets`: product pictures, category and
//! brand images, bike drawings, fitting-instruction and coversheet PDFs and
//! QR codes. Stateless (every answer is a function of the path and the
//! static tables), keyless, budget-free and cached for a year, so the portal
//! can mount the same router on its own origin. Must not read the generated
//! catalogue, and must never fetch anything from elsewhere.

mod pdf;
mod svg;

use axum::{
    extract::Path,
    http::{header, uri::Authority, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use percent_encoding::{utf8_percent_encode, NON_ALPHANUMERIC};

use super::data::tables::{category_by_slug, slug, Icon, BRANDS, MAKES};
use pdf::Line;

/// The stateless asset routes, all under `/assets/`.
pub fn router() -> Router {
    Router::new()
        .route("/assets/img/product/{cat}/{sku}/{file}", get(product_image))
        .route("/assets/img/category/{file}", get(category_image))
        .route("/assets/img/category/{slug}/{file}", get(category_part))
        .route("/assets/img/brand/{file}", get(brand_logo))
        .route("/assets/img/bike/{file}", get(make_image))
        .route("/assets/img/bike/{make}/{file}", get(model_image))
        .route("/assets/img/bike/{make}/{model}/{file}", get(year_image))
        .route("/assets/docs/fitting/{file}", get(fitting_pdf))
        .route("/assets/docs/coversheet/{file}", get(coversheet_pdf))
        .route("/assets/qr/fitting/{file}", get(fitting_qr))
        .route("/assets/{*rest}", get(missing))
}

const CACHE: &str = "public, max-age=31536000, immutable";

fn svg(body: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            (header::CACHE_CONTROL, CACHE),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (
                header::CONTENT_SECURITY_POLICY,
                "default-src 'none'; style-src 'unsafe-inline'",
            ),
        ],
        body,
    )
        .into_response()
}

fn pdf(body: Vec<u8>) -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/pdf"),
            (header::CACHE_CONTROL, CACHE),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        body,
    )
        .into_response()
}

async fn missing() -> Response {
    (StatusCode::NOT_FOUND, "No such asset.").into_response()
}

fn stem<'a>(file: &'a str, ext: &str) -> Option<&'a str> {
    file.strip_suffix(ext).filter(|s| !s.is_empty())
}

fn category_icon(slug: &str) -> Icon {
    category_by_slug(slug)
        .map(|c| c.icon)
        .unwrap_or(Icon::Wrench)
}

async fn product_image(Path((cat, sku, file)): Path<(String, String, String)>) -> Response {
    let n = stem(&file, ".svg").and_then(|n| n.parse::<u32>().ok());
    match (category_by_slug(&cat), n) {
        (Some(c), Some(n @ 1..=20)) => svg(svg::product(c.slug, c.icon, &sku, n)),
        _ => missing().await,
    }
}

async fn category_image(Path(file): Path<String>) -> Response {
    match stem(&file, ".svg").and_then(category_by_slug) {
        Some(c) => svg(svg::category(c.name, c.blurb, c.icon, "image")),
        None => missing().await,
    }
}

async fn category_part(Path((slug, file)): Path<(String, String)>) -> Response {
    let which = stem(&file, ".svg").filter(|w| matches!(*w, "banner" | "logo"));
    match (category_by_slug(&slug), which) {
        (Some(c), Some(w)) => svg(svg::category(c.name, c.blurb, category_icon(c.slug), w)),
        _ => missing().await,
    }
}

async fn brand_logo(Path(file): Path<String>) -> Response {
    let want = stem(&file, ".svg");
    match BRANDS
        .iter()
        .find(|(name, _)| Some(slug(name).as_str()) == want)
    {
        Some((name, _)) => svg(svg::brand(name)),
        None => missing().await,
    }
}

fn make_by_slug(s: &str) -> Option<&'static super::data::tables::MakeSpec> {
    MAKES.iter().find(|m| slug(m.name) == s)
}

fn model_by_slug(make: &str, model: &str) -> Option<(&'static str, &'static str)> {
    let m = make_by_slug(make)?;
    m.models
        .iter()
        .find(|name| slug(name) == model)
        .map(|name| (m.name, *name))
}

async fn make_image(Path(file): Path<String>) -> Response {
    match stem(&file, ".svg").and_then(make_by_slug) {
        Some(m) => svg(svg::bike(m.name, &format!("{} models", m.models.len()))),
        None => missing().await,
    }
}

async fn model_image(Path((make, file)): Path<(String, String)>) -> Response {
    match stem(&file, ".svg").and_then(|m| model_by_slug(&make, m)) {
        Some((make, model)) => svg(svg::bike(&format!("{make} {model}"), "")),
        None => missing().await,
    }
}

async fn year_image(Path((make, model, file)): Path<(String, String, String)>) -> Response {
    let year = stem(&file, ".svg").and_then(|y| y.parse::<u16>().ok());
    match (model_by_slug(&make, &model), year) {
        (Some((make, model)), Some(y @ 1950..=2100)) => {
            svg(svg::bike(&format!("{make} {model}"), &y.to_string()))
        }
        _ => missing().await,
    }
}

const STEPS: &[&str] = &[
    "Place the bike on a paddock stand on level ground.",
    "Disconnect the battery negative terminal.",
    "Remove the original fixings and keep them safe.",
    "Clean the mounting faces with a degreaser.",
    "Offer the part up and fit the supplied bolts finger-tight.",
    "Check alignment and clearance at full steering lock.",
    "Apply medium-strength thread lock to every fixing.",
    "Tighten to the torque figures below, in a cross pattern.",
    "Reconnect the battery and check all lights and switches.",
    "Recheck every fixing after the first 50 miles.",
];

async fn fitting_pdf(Path(file): Path<String>) -> Response {
    let Some(sku) = stem(&file, ".pdf") else {
        return missing().await;
    };
    let h = svg::hash(sku);
    let mut lines = vec![
        Line::Title("Fitting instructions".into()),
        Line::Text(format!("Part number: {sku}")),
        Line::Text("Tools: 5 mm and 6 mm hex keys, 10 mm socket, torque wrench.".into()),
        Line::Gap,
        Line::Heading("Steps".into()),
    ];
    let skip = (h % 3) as usize;
    for (i, step) in STEPS
        .iter()
        .enumerate()
        .filter(|(i, _)| *i == 0 || (i + skip) % 4 != 0)
        .map(|(_, s)| s)
        .enumerate()
    {
        lines.push(Line::Text(format!("{}. {step}", i + 1)));
    }
    lines.extend([
        Line::Gap,
        Line::Heading("Torque settings".into()),
        Line::Text(format!("M6 fixings: {} Nm", 8 + h % 3)),
        Line::Text(format!("M8 fixings: {} Nm", 18 + h % 5)),
        Line::Text("Keep these instructions with the bike's documents.".into()),
    ]);
    pdf(pdf::document(
        &format!("Fitting instructions {sku}"),
        &lines,
    ))
}

async fn coversheet_pdf(Path(file): Path<String>) -> Response {
    let Some(sku) = stem(&file, ".pdf") else {
        return missing().await;
    };
    let lines = [
        Line::Title("Product coversheet".into()),
        Line::Text(format!("Part number: {sku}")),
        Line::Gap,
        Line::Heading("Contents".into()),
        Line::Text("1 x part as pictured, fixings kit, fitting instructions.".into()),
        Line::Gap,
        Line::Heading("Dealer notes".into()),
        Line::Text("Check the model identification code before fitting.".into()),
        Line::Text("Return unused and in the original packaging within 30 days.".into()),
    ];
    pdf(pdf::document(&format!("Coversheet {sku}"), &lines))
}

/// The origin this request reached, for absolute links inside assets.
fn origin(headers: &HeaderMap) -> String {
    let text = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
    let scheme = match text("x-forwarded-proto") {
        Some("https") => "https",
        _ => "http",
    };
    let host = text("x-forwarded-host")
        .or_else(|| text(header::HOST.as_str()))
        .and_then(|h| h.parse::<Authority>().ok());
    match host {
        Some(h) => format!("{scheme}://{h}"),
        None => "http://localhost".to_string(),
    }
}

async fn fitting_qr(headers: HeaderMap, Path(file): Path<String>) -> Response {
    let Some(sku) = stem(&file, ".svg") else {
        return missing().await;
    };
    let target = format!(
        "{}/assets/docs/fitting/{}.pdf",
        origin(&headers),
        utf8_percent_encode(sku, NON_ALPHANUMERIC)
    );
    match qrcode::QrCode::new(target.as_bytes()) {
        Ok(code) => svg(code
            .render::<qrcode::render::svg::Color<'_>>()
            .min_dimensions(240, 240)
            .dark_color(qrcode::render::svg::Color("#000000"))
            .light_color(qrcode::render::svg::Color("#ffffff"))
            .build()),
        Err(_) => (
            StatusCode::URI_TOO_LONG,
            "The SKU is too long for a QR code.",
        )
            .into_response(),
    }
}
