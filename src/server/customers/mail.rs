//! Email to the shop when watched parts come back in stock: one message per
//! check that found some, over SMTP (`WATCH_EMAIL_SMTP_URL`), from and to
//! the addresses set; and, for each watch the shop chose to, one to the
//! customer, from the same sender, answered to the shop. A failed send is
//! logged and never fails the check (the "Back in stock" page is the
//! record). The SMTP address may hold a password: it is never logged or
//! shown.

use std::time::Duration;

use lettre::{message::Mailbox, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::model::customer::WatchRow;

/// Where the shop's email goes, ready to send.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    to: Mailbox,
}

impl Mailer {
    /// The mailer of these settings: all three set, or none (no email).
    pub fn from_settings(
        url: Option<&str>,
        from: Option<&str>,
        to: Option<&str>,
    ) -> Result<Option<Mailer>, String> {
        let (url, from, to) = match (url, from, to) {
            (None, None, None) => return Ok(None),
            (Some(u), Some(f), Some(t)) => (u, f, t),
            _ => {
                return Err(
                    "set WATCH_EMAIL_SMTP_URL, WATCH_EMAIL_FROM and WATCH_EMAIL_TO together, or none of them"
                        .into(),
                )
            }
        };
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|_| {
                "WATCH_EMAIL_SMTP_URL must be an SMTP address such as smtp://mail.shop.example:25 or smtps://user:password@mail.shop.example".to_string()
            })?
            .timeout(Some(Duration::from_secs(20)))
            .build();
        let mailbox = |v: &str, name: &str| {
            v.parse::<Mailbox>()
                .map_err(|e| format!("{name} is not an email address: {e}"))
        };
        Ok(Some(Mailer {
            transport,
            from: mailbox(from, "WATCH_EMAIL_FROM")?,
            to: mailbox(to, "WATCH_EMAIL_TO")?,
        }))
    }

    /// Tells the shop which watched parts came back, and for whom.
    pub async fn send_back(&self, rows: &[WatchRow]) -> Result<(), String> {
        let n = rows.len();
        let subject = format!(
            "{n} watched part{} back in stock",
            if n == 1 { "" } else { "s" }
        );
        let mut body = String::from("Back in stock, for customers waiting for them:\n\n");
        for w in rows {
            body.push_str(&format!(
                "{} {}: {} wanted, {} in stock. {} ({})\n",
                w.sku,
                w.name,
                w.qty,
                w.stock.map(|s| s.to_string()).unwrap_or_else(|| "?".into()),
                w.customer.name,
                w.customer.contact()
            ));
        }
        body.push_str(
            "\nMark each done on the portal's \"Back in stock\" page once the customer is told.\n",
        );
        let msg = Message::builder()
            .from(self.from.clone())
            .to(self.to.clone())
            .subject(subject)
            .body(body);
        self.send(msg).await
    }

    /// Tells a customer their part is back (the reply goes to the shop).
    pub async fn send_to_customer(&self, w: &WatchRow, to: &str) -> Result<(), String> {
        let to: Mailbox = to.parse().map_err(|_| {
            "the customer's email address is not one a mail server takes".to_string()
        })?;
        let body = format!(
            "Hello {},\n\nThe part you asked us to look out for is back in stock:\n\n  {} ({})\n  {} wanted, {} in stock when we checked.\n\nReply to this email or call in, and we will put it aside for you.\n",
            w.customer.name,
            w.name,
            w.sku,
            w.qty,
            w.stock.map(|s| s.to_string()).unwrap_or_else(|| "some".into()),
        );
        let msg = Message::builder()
            .from(self.from.clone())
            .reply_to(self.to.clone())
            .to(to)
            .subject(format!("Back in stock: {}", w.name))
            .body(body);
        self.send(msg).await
    }

    async fn send(&self, msg: Result<Message, lettre::error::Error>) -> Result<(), String> {
        let msg = msg.map_err(|e| format!("the message could not be written: {e}"))?;
        self.transport
            .send(msg)
            .await
            .map(|_| ())
            .map_err(|e| format!("the mail server did not take the message: {e}"))
    }
}
