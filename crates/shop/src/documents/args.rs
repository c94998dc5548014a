//! The shop's own details a printed copy carries: its name
//! (`SHOP_NAME`), address (`SHOP_ADDRESS`, lines split by "|"), VAT
//! number (`SHOP_VAT_NUMBER`) and logo (`SHOP_LOGO_FILE`, a PNG or JPEG
//! of at most 1 MB, read once at start) and opening hours (`SHOP_HOURS`,
//! for customers' email). Each refused at start with a
//! message that says what would do.

use super::Logo;

#[derive(Debug, Clone, Default, clap::Args)]
pub struct ShopDetailsArgs {
    /// The shop's name, as its printed copies head it.
    #[arg(long, env = "SHOP_NAME")]
    pub shop_name: Option<String>,
    /// The shop's address, its lines split by "|".
    #[arg(long, env = "SHOP_ADDRESS")]
    pub shop_address: Option<String>,
    /// The shop's VAT number, printed on its copies.
    #[arg(long, env = "SHOP_VAT_NUMBER")]
    pub shop_vat_number: Option<String>,
    /// A PNG or JPEG logo (at most 1 MB) for the printed copies.
    #[arg(long, env = "SHOP_LOGO_FILE")]
    pub shop_logo_file: Option<std::path::PathBuf>,
    /// The shop's opening hours as customers are told them (in email
    /// saying an order arrived), e.g. "Mon-Fri 9-17:30, Sat 9-13".
    #[arg(long, env = "SHOP_HOURS")]
    pub shop_hours: Option<String>,
}

/// The largest logo file taken.
const MAX_LOGO: u64 = 1024 * 1024;
/// The longest name, address line or VAT number kept.
const MAX_TEXT: usize = 120;

/// The shop's details, ready to print.
#[derive(Debug, Clone, Default)]
pub struct ShopDetails {
    pub name: Option<String>,
    pub address: Vec<String>,
    pub vat_number: Option<String>,
    pub logo: Option<Logo>,
    pub hours: Option<String>,
}

fn cleaned(text: &str) -> Option<String> {
    let t = crate::model::clean_text(text);
    let t: String = t.split_whitespace().collect::<Vec<_>>().join(" ");
    (!t.is_empty()).then(|| t.chars().take(MAX_TEXT).collect())
}

impl ShopDetailsArgs {
    pub fn details(&self) -> Result<ShopDetails, String> {
        let logo = match &self.shop_logo_file {
            None => None,
            Some(path) => Some(read_logo(path)?),
        };
        Ok(ShopDetails {
            name: self.shop_name.as_deref().and_then(cleaned),
            address: self
                .shop_address
                .as_deref()
                .map(|a| a.split('|').filter_map(cleaned).take(6).collect())
                .unwrap_or_default(),
            vat_number: self.shop_vat_number.as_deref().and_then(cleaned),
            logo,
            hours: self.shop_hours.as_deref().and_then(cleaned),
        })
    }
}

fn read_logo(path: &std::path::Path) -> Result<Logo, String> {
    let shown = path.display();
    let size = std::fs::metadata(path)
        .map_err(|e| format!("SHOP_LOGO_FILE {shown}: {e}"))?
        .len();
    if size > MAX_LOGO {
        return Err(format!(
            "SHOP_LOGO_FILE {shown} is {size} bytes: a logo may be at most 1 MB"
        ));
    }
    let bytes = std::fs::read(path).map_err(|e| format!("SHOP_LOGO_FILE {shown}: {e}"))?;
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Ok(Logo::Png(bytes))
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Ok(Logo::Jpeg(bytes))
    } else {
        Err(format!(
            "SHOP_LOGO_FILE {shown} is neither a PNG nor a JPEG image"
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn details_are_cleaned_and_a_logo_must_be_an_image() {
        let args = ShopDetailsArgs {
            shop_name: Some("  Motos   Ñandú ".into()),
            shop_address: Some("Große Straße 5| |20095 Hamburg".into()),
            shop_vat_number: Some("".into()),
            shop_logo_file: None,
            shop_hours: Some(" Mon-Fri  9-17:30 ".into()),
        };
        let d = args.details().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(d.name.as_deref(), Some("Motos Ñandú"));
        assert_eq!(d.address, ["Große Straße 5", "20095 Hamburg"]);
        assert_eq!(d.vat_number, None);
        assert_eq!(d.hours.as_deref(), Some("Mon-Fri 9-17:30"));
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let text = dir.path().join("logo.png");
        std::fs::write(&text, "not an image").unwrap_or_else(|e| panic!("{e}"));
        let refused = ShopDetailsArgs {
            shop_logo_file: Some(text),
            ..ShopDetailsArgs::default()
        }
        .details()
        .err()
        .unwrap_or_default();
        assert!(refused.contains("neither a PNG nor a JPEG"), "{refused}");
        let missing = ShopDetailsArgs {
            shop_logo_file: Some(dir.path().join("none.png")),
            ..ShopDetailsArgs::default()
        };
        assert!(missing.details().is_err());
    }
}
