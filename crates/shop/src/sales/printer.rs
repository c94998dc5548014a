//! The counter's receipt printer on the shop's network
//! (`RECEIPT_PRINTER=host:9100`): a receipt's ESC/POS bytes
//! (`documents::escpos`) sent over a plain TCP connection to the
//! printer's raw port, as every network receipt printer takes them. A
//! printer that does not answer within seconds is said to the counter,
//! who can still print the PDF.

use std::time::Duration;

use tokio::{io::AsyncWriteExt, net::TcpStream, time::timeout};

/// How long the printer has to take the connection, and the bytes.
const CONNECT: Duration = Duration::from_secs(3);
const SEND: Duration = Duration::from_secs(5);

/// Where the shop's receipt printer listens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReceiptPrinter {
    /// "host:port".
    address: String,
}

/// Why a receipt was not printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrintFailed {
    /// No printer is set.
    NoPrinter,
    /// The printer did not take the connection or the bytes in time.
    NotReached,
}

impl ReceiptPrinter {
    /// `RECEIPT_PRINTER` as set: a host (a name or an address) and a port
    /// from 1 to 65535; empty: no printer. Anything else is refused with
    /// what would do.
    pub fn parse(text: &str) -> Result<Option<ReceiptPrinter>, String> {
        let t = text.trim();
        if t.is_empty() {
            return Ok(None);
        }
        let refused = || {
            format!("RECEIPT_PRINTER must be a host and a port, e.g. 192.168.1.50:9100, not {t:?}")
        };
        let (host, port) = t.rsplit_once(':').ok_or_else(refused)?;
        let host_ok = !host.is_empty()
            && host.len() <= 253
            && host
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '[' | ']' | ':'));
        match port.parse::<u16>() {
            Ok(p) if p > 0 && host_ok => Ok(Some(ReceiptPrinter {
                address: t.to_string(),
            })),
            _ => Err(refused()),
        }
    }

    /// Sends `bytes` to the printer.
    pub async fn print(&self, bytes: &[u8]) -> Result<(), PrintFailed> {
        let mut stream = match timeout(CONNECT, TcpStream::connect(&self.address)).await {
            Ok(Ok(s)) => s,
            _ => {
                tracing::warn!(printer = %self.address, "the receipt printer did not answer");
                return Err(PrintFailed::NotReached);
            }
        };
        let sent = timeout(SEND, async {
            stream.write_all(bytes).await?;
            stream.shutdown().await
        })
        .await;
        match sent {
            Ok(Ok(())) => Ok(()),
            _ => {
                tracing::warn!(printer = %self.address, "the receipt printer did not take the receipt");
                Err(PrintFailed::NotReached)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_printer_is_a_host_and_a_port_or_refused_saying_so() {
        assert_eq!(ReceiptPrinter::parse(" "), Ok(None));
        assert!(ReceiptPrinter::parse("192.168.1.50:9100")
            .unwrap()
            .is_some());
        assert!(ReceiptPrinter::parse("till-printer.local:9100")
            .unwrap()
            .is_some());
        for bad in [
            "192.168.1.50",
            ":9100",
            "printer:0",
            "printer:70000",
            "a b:9100",
        ] {
            assert!(
                ReceiptPrinter::parse(bad)
                    .unwrap_err()
                    .contains("RECEIPT_PRINTER"),
                "{bad}"
            );
        }
    }
}
