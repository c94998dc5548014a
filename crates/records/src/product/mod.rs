//! Product, Category, Stock, Bike/Model/Year, Brand and the error body.

use serde::{Deserialize, Serialize};

// The readers its fields' shapes need, beside the records they read.
mod supplier_json;
mod urls;

pub use urls::is_http_url;

/// One product as the supplier describes it (interface part 2).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Product {
    #[serde(deserialize_with = "supplier_json::id")]
    pub id: i64,
    #[serde(deserialize_with = "supplier_json::opt_text")]
    pub sku: Option<String>,
    pub name: Option<String>,
    #[serde(deserialize_with = "supplier_json::category")]
    pub category: Option<Category>,
    #[serde(deserialize_with = "urls::http_urls")]
    pub images: Option<Vec<String>>,
    pub product_type: Option<String>,
    pub brand: Option<String>,
    pub brief_description: Option<String>,
    pub full_description: Option<String>,
    #[serde(deserialize_with = "urls::http_url")]
    pub fitting_instructions: Option<String>,
    #[serde(rename = "fittingInstructionsQR", deserialize_with = "urls::http_url")]
    pub fitting_instructions_qr: Option<String>,
    #[serde(deserialize_with = "urls::http_url")]
    pub coversheet: Option<String>,
    pub selected_options: Option<Vec<NameValue>>,
    pub additional_fields: Option<Vec<NameValue>>,
    pub date_created: Option<String>,
    pub date_modified: Option<String>,
    #[serde(deserialize_with = "supplier_json::opt_text")]
    pub ean: Option<String>,
    #[serde(deserialize_with = "supplier_json::opt_f64")]
    pub site_price: Option<f64>,
    #[serde(deserialize_with = "supplier_json::opt_f64")]
    pub weight: Option<f64>,
    #[serde(deserialize_with = "supplier_json::stock")]
    pub stock: Option<Stock>,
    #[serde(rename = "dealerPriceGBP", deserialize_with = "supplier_json::opt_f64")]
    pub dealer_price_gbp: Option<f64>,
    #[serde(rename = "dealerPriceUSD", deserialize_with = "supplier_json::opt_f64")]
    pub dealer_price_usd: Option<f64>,
    #[serde(rename = "dealerPriceEUR", deserialize_with = "supplier_json::opt_f64")]
    pub dealer_price_eur: Option<f64>,
    pub bikes: Option<Vec<Bike>>,
}

impl Product {
    /// The ids of the model-years this product fits.
    pub fn year_ids(&self) -> impl Iterator<Item = i64> + '_ {
        self.bikes
            .iter()
            .flatten()
            .flat_map(|b| b.models.iter().flatten())
            .flat_map(|m| m.years.iter().flatten().map(|y| y.id))
    }

    /// The product's SKU, or an empty string when the supplier sent none.
    pub fn sku_str(&self) -> &str {
        self.sku.as_deref().unwrap_or("")
    }

    /// The display name: the supplier's name, else the SKU, else a dash.
    pub fn display_name(&self) -> String {
        match (&self.name, &self.sku) {
            (Some(n), _) if !n.trim().is_empty() => clean_text(n),
            (_, Some(s)) if !s.trim().is_empty() => clean_text(s),
            _ => "—".to_string(),
        }
    }

    pub fn first_image(&self) -> Option<&str> {
        self.images
            .as_ref()
            .and_then(|i| i.iter().find(|s| !s.trim().is_empty()))
            .map(String::as_str)
    }

    pub fn dealer_price(&self, currency: Currency) -> Option<f64> {
        match currency {
            Currency::Gbp => self.dealer_price_gbp,
            Currency::Usd => self.dealer_price_usd,
            Currency::Eur => self.dealer_price_eur,
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Category {
    #[serde(deserialize_with = "supplier_json::id")]
    pub id: i64,
    pub name: Option<String>,
    pub description: Option<String>,
    pub product_description: Option<String>,
    #[serde(deserialize_with = "urls::http_url")]
    pub image: Option<String>,
    #[serde(deserialize_with = "urls::http_url")]
    pub logo: Option<String>,
    #[serde(deserialize_with = "urls::http_url")]
    pub banner_image: Option<String>,
}

/// Stock of one SKU. `count` null means "unknown", never "zero".
/// Reads the object shape and the older bare count (see `supplier_json::StockWire`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "supplier_json::StockWire")]
pub struct Stock {
    pub sku: Option<String>,
    pub count: Option<i64>,
    pub error: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct NameValue {
    pub name: Option<String>,
    pub value: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Bike {
    #[serde(deserialize_with = "supplier_json::id")]
    pub id: i64,
    pub name: Option<String>,
    #[serde(deserialize_with = "urls::http_url")]
    pub image: Option<String>,
    pub models: Option<Vec<BikeModel>>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct BikeModel {
    #[serde(deserialize_with = "supplier_json::id")]
    pub id: i64,
    pub name: Option<String>,
    #[serde(deserialize_with = "urls::http_url")]
    pub image: Option<String>,
    pub years: Option<Vec<BikeYear>>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct BikeYear {
    #[serde(deserialize_with = "supplier_json::id")]
    pub id: i64,
    pub name: Option<String>,
    #[serde(deserialize_with = "supplier_json::opt_text")]
    pub mic: Option<String>,
    #[serde(deserialize_with = "urls::http_url")]
    pub image: Option<String>,
}

/// A brand from the brands listing: id and name, plus a logo when one is
/// sent (as `logo`, or else as `image`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "supplier_json::BrandWire")]
pub struct Brand {
    pub id: i64,
    pub name: Option<String>,
    pub logo: Option<String>,
}

/// The supplier's error body (interface part 7). Extra fields such as `key`
/// are ignored.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ErrorBody {
    #[serde(rename = "type")]
    pub kind: Option<String>,
    pub title: Option<String>,
    pub status: Option<i64>,
    pub detail: Option<String>,
    pub instance: Option<String>,
}

/// The three currencies the supplier prices in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Currency {
    #[default]
    Gbp,
    Usd,
    Eur,
}

impl Currency {
    pub const ALL: [Currency; 3] = [Currency::Gbp, Currency::Usd, Currency::Eur];

    pub fn code(self) -> &'static str {
        match self {
            Currency::Gbp => "GBP",
            Currency::Usd => "USD",
            Currency::Eur => "EUR",
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Currency::Gbp => "£",
            Currency::Usd => "$",
            Currency::Eur => "€",
        }
    }

    pub fn parse(s: &str) -> Option<Currency> {
        match s.trim().to_ascii_uppercase().as_str() {
            "GBP" => Some(Currency::Gbp),
            "USD" => Some(Currency::Usd),
            "EUR" => Some(Currency::Eur),
            _ => None,
        }
    }
}

/// The dealer's margin against the RRP: (amount, percent of RRP). None when
/// either price is missing or the RRP is not positive.
pub fn margin(rrp: Option<f64>, dealer: Option<f64>) -> Option<(f64, f64)> {
    match (rrp, dealer) {
        (Some(r), Some(d)) if r > 0.0 && r.is_finite() && d.is_finite() => {
            Some((r - d, (r - d) / r * 100.0))
        }
        _ => None,
    }
}

/// Text from the supplier made safe to show as a name: control characters
/// and bidirectional overrides removed (they can disguise what is shown).
pub fn clean_text(s: &str) -> String {
    let kept = |c: &char| {
        !c.is_control()
            && !matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}')
    };
    // Most text has nothing to take out: copied whole.
    if s.chars().all(|c| kept(&c)) {
        return s.to_string();
    }
    s.chars().filter(kept).collect()
}

/// The document title for a page's own title: "Page · Dealer Desk".
///
/// `leptos_meta` writes the title into `<head>` as raw text when it renders
/// on the server, and a page's title carries supplier names and URL text:
/// a `</title>` in a product name would end the element and let the rest
/// (a `<meta http-equiv="refresh">`) become markup. So on the server the
/// text is escaped here, the one place every title passes; in the browser
/// it is set as `document.title`, plain text, and is left as it is.
pub fn document_title(page: &str) -> String {
    let page = clean_text(page);
    let full = if page.trim().is_empty() {
        "Dealer Desk".to_string()
    } else {
        format!("{page} · Dealer Desk")
    };
    if cfg!(feature = "ssr") {
        escape_html(&full)
    } else {
        full
    }
}

/// Text made safe inside HTML text and quoted attribute values (a page's
/// `<head>`, hand-written pages such as sign-in): nothing in it can end the
/// element or attribute, or start another.
pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 16);
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// The most supplier HTML shown for one description: more is no help to a
/// reader and would make every page carrying it slow.
pub const MAX_HTML_BYTES: usize = 64 * 1024;

/// The start of `s`, at most `max` bytes, cut on a character boundary.
pub fn clip(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn margin_needs_both_prices() {
        let (amount, pct) = margin(Some(100.0), Some(60.0)).unwrap();
        assert!((amount - 40.0).abs() < 1e-9 && (pct - 40.0).abs() < 1e-9);
        assert_eq!(margin(None, Some(1.0)), None);
        assert_eq!(margin(Some(0.0), Some(1.0)), None);
    }

    #[test]
    fn clipping_keeps_whole_characters() {
        assert_eq!(clip("abc", 10), "abc");
        assert_eq!(clip("aé", 2), "a");
        assert_eq!(clip("aéb", 3), "aé");
    }

    #[test]
    fn head_text_cannot_end_its_element() {
        let evil =
            r#"Cap </title><meta http-equiv="refresh" content="0;url=https://evil.example/">"#;
        let t = escape_html(evil);
        assert!(!t.contains('<') && !t.contains('>') && !t.contains('"'));
        assert_eq!(escape_html("A & B's"), "A &amp; B&#39;s");
        assert_eq!(document_title(""), "Dealer Desk");
    }

    #[test]
    fn names_lose_control_and_bidi_characters() {
        assert_eq!(clean_text("Crash\u{202E}Bung\u{0007}"), "CrashBung");
    }
}
