//! The sales' settings read at start: what every invoice's number starts
//! with (`INVOICE_PREFIX`), refused with a message that says what would do.

#[derive(Debug, Clone, Default, clap::Args)]
pub struct SaleArgs {
    /// Put before every invoice's number, e.g. "DD-" for DD-2026-000123
    /// (letters, digits and "-", "/", "." only; at most 12 characters).
    /// Each year's invoices are numbered from 1 with no gaps.
    #[arg(long, env = "INVOICE_PREFIX", default_value = "")]
    pub invoice_prefix: String,
}

impl SaleArgs {
    /// The prefix, or what is wrong with it.
    pub fn prefix(&self) -> Result<String, String> {
        let p = self.invoice_prefix.trim();
        let fits = p.chars().count() <= 12
            && p.chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '/' | '.'));
        if fits {
            Ok(p.to_string())
        } else {
            Err(format!(
                "INVOICE_PREFIX must be at most 12 letters, digits, \"-\", \"/\" or \".\", not {p:?}"
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_prefix_is_short_and_plain_or_refused_saying_so() {
        let with = |p: &str| SaleArgs {
            invoice_prefix: p.into(),
        };
        assert_eq!(with("").prefix(), Ok(String::new()));
        assert_eq!(with(" DD-2/ ").prefix(), Ok("DD-2/".into()));
        for bad in ["DD 1", "<b>", "ABCDEFGHIJKLM", "ñ"] {
            assert!(
                with(bad).prefix().unwrap_err().contains("INVOICE_PREFIX"),
                "{bad}"
            );
        }
    }
}
