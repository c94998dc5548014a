//! The sales' settings read at start: what every invoice's number starts
//! with (`INVOICE_PREFIX`), refused with a message that says what would do.

#[derive(Debug, Clone, clap::Args)]
pub struct SaleArgs {
    /// Put before every invoice's number, e.g. "DD-" for DD-2026-000123
    /// (letters, digits and "-", "/", "." only; at most 12 characters).
    /// Each year's invoices are numbered from 1 with no gaps.
    #[arg(long, env = "INVOICE_PREFIX", default_value = "")]
    pub invoice_prefix: String,
    /// Days after a sale its parts may come back without a manager's
    /// approval (1 to 3650).
    #[arg(long, env = "RETURN_DAYS", default_value_t = 30)]
    pub return_days: u32,
    /// Years the shop keeps its invoices and credit notes, as its
    /// country's law asks (1 to 30; said in the record of processing).
    /// Deleting a customer never deletes them.
    #[arg(long, env = "INVOICE_KEEP_YEARS", default_value_t = 10)]
    pub invoice_keep_years: u32,
    /// The counter's receipt printer on the shop's network, as a host and
    /// its raw port (e.g. 192.168.1.50:9100): "Print the receipt" on an
    /// invoice sends it there as ESC/POS. Empty: no printer (the receipt
    /// is a PDF).
    #[arg(long, env = "RECEIPT_PRINTER", default_value = "")]
    pub receipt_printer: String,
}

impl Default for SaleArgs {
    fn default() -> Self {
        SaleArgs {
            invoice_prefix: String::new(),
            return_days: crate::model::sale::returns::DEFAULT_RETURN_DAYS,
            invoice_keep_years: 10,
            receipt_printer: String::new(),
        }
    }
}

impl SaleArgs {
    /// The years invoices are kept, or what is wrong with them.
    pub fn keep_years(&self) -> Result<u32, String> {
        if (1..=30).contains(&self.invoice_keep_years) {
            Ok(self.invoice_keep_years)
        } else {
            Err(format!(
                "INVOICE_KEEP_YEARS must be from 1 to 30, not {}",
                self.invoice_keep_years
            ))
        }
    }

    /// The days for returns, or what is wrong with them.
    pub fn return_days(&self) -> Result<u32, String> {
        if (1..=3650).contains(&self.return_days) {
            Ok(self.return_days)
        } else {
            Err(format!(
                "RETURN_DAYS must be from 1 to 3650, not {}",
                self.return_days
            ))
        }
    }

    /// The receipt printer, or what is wrong with it.
    pub fn printer(&self) -> Result<Option<super::printer::ReceiptPrinter>, String> {
        super::printer::ReceiptPrinter::parse(&self.receipt_printer)
    }

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
            ..SaleArgs::default()
        };
        assert_eq!(with("").prefix(), Ok(String::new()));
        assert_eq!(with(" DD-2/ ").prefix(), Ok("DD-2/".into()));
        for bad in ["DD 1", "<b>", "ABCDEFGHIJKLM", "ñ"] {
            assert!(
                with(bad).prefix().unwrap_err().contains("INVOICE_PREFIX"),
                "{bad}"
            );
        }
        assert_eq!(SaleArgs::default().return_days(), Ok(30));
        let never = SaleArgs {
            return_days: 0,
            ..SaleArgs::default()
        };
        assert!(never.return_days().unwrap_err().contains("RETURN_DAYS"));
        assert_eq!(SaleArgs::default().keep_years(), Ok(10));
        let forever = SaleArgs {
            invoice_keep_years: 99,
            ..SaleArgs::default()
        };
        assert!(forever
            .keep_years()
            .unwrap_err()
            .contains("INVOICE_KEEP_YEARS"));
    }
}
