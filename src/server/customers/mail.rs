//! Email to the shop when watched parts come back in stock: one message per
//! check that found some, over SMTP (`WATCH_EMAIL_SMTP_URL`), from and to
//! the addresses set; and, for each watch the shop chose to, one to the
//! customer, from the same sender, answered to the shop, in the
//! customer's language (else the shop's, English). A failed send is
//! logged and never fails the check (the "Back in stock" page is the
//! record). The SMTP address may hold a password: it is never logged or
//! shown.

use std::time::Duration;

use lettre::{message::Mailbox, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use fluent_bundle::FluentArgs;

use crate::model::{customer::WatchRow, lang::Lang};
use crate::server::i18n::Locales;

/// An email to a customer: its subject and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomerMail {
    pub subject: String,
    pub body: String,
}

/// The email telling a customer that the part of watch `w` is back, in
/// `lang` (the customer's, else the shop's). Their name, the part's name
/// and its SKU are written as they are.
pub fn back_in_stock_mail(locales: &Locales, lang: Lang, w: &WatchRow) -> CustomerMail {
    let count = |n: i64| {
        locales
            .formats(lang)
            .map_or_else(|| n.to_string(), |f| f.count(n))
    };
    let text = |key: &str, args: &[(&'static str, String)]| {
        let mut fluent = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        locales.text(lang, key, Some(&fluent))
    };
    let stock = match w.stock {
        Some(n) => count(n),
        None => text("mail-customer-some", &[]),
    };
    let lines = [
        text("mail-customer-hello", &[("name", w.customer.name.clone())]),
        String::new(),
        text("mail-customer-back", &[]),
        String::new(),
        format!("  {} ({})", w.name, w.sku),
        format!(
            "  {}",
            text(
                "mail-customer-wanted",
                &[("wanted", count(w.qty)), ("stock", stock)],
            )
        ),
        String::new(),
        text("mail-customer-reply", &[]),
    ];
    CustomerMail {
        subject: text("mail-customer-subject", &[("product", w.name.clone())]),
        body: lines.join("\n") + "\n",
    }
}

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

    /// Tells a customer their part is back (the reply goes to the shop),
    /// in the words of `mail`.
    pub async fn send_to_customer(&self, mail: CustomerMail, to: &str) -> Result<(), String> {
        let to: Mailbox = to.parse().map_err(|_| {
            "the customer's email address is not one a mail server takes".to_string()
        })?;
        let msg = Message::builder()
            .from(self.from.clone())
            .reply_to(self.to.clone())
            .to(to)
            .subject(mail.subject)
            .body(mail.body);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::customer::CustomerHead;

    fn watch(stock: Option<i64>) -> WatchRow {
        WatchRow {
            id: 1,
            sku: "CP0151BL".into(),
            name: "Chain 520 Blue".into(),
            qty: 2,
            customer: CustomerHead {
                id: "a".repeat(32),
                name: "Jürgen Weiß".into(),
                phone: None,
                email: Some("jw@example.test".into()),
            },
            created: "2026-07-01 03:00:00".into(),
            stock,
            checked: None,
            back: Some("2026-07-02 03:00:00".into()),
            contacted: None,
            email_customer: true,
        }
    }

    #[test]
    fn a_customer_is_written_to_in_their_language() {
        let locales = Locales::load().expect("the languages load");
        let de = back_in_stock_mail(&locales, Lang::De, &watch(Some(1200)));
        assert_eq!(de.subject, "Wieder lieferbar: Chain 520 Blue");
        assert_eq!(
            de.body,
            "Guten Tag Jürgen Weiß,\n\n\
             das Teil, das wir für Sie vorgemerkt haben, ist wieder lieferbar:\n\n  \
             Chain 520 Blue (CP0151BL)\n  \
             Gewünscht: 2, bei unserer Prüfung auf Lager: 1.200.\n\n\
             Antworten Sie einfach auf diese E-Mail oder kommen Sie vorbei, dann legen wir es für Sie zurück.\n"
        );
        let en = back_in_stock_mail(&locales, Lang::En, &watch(None));
        assert_eq!(en.subject, "Back in stock: Chain 520 Blue");
        assert_eq!(
            en.body,
            "Hello Jürgen Weiß,\n\nThe part you asked us to look out for is back in stock:\n\n  \
             Chain 520 Blue (CP0151BL)\n  2 wanted, some in stock when we checked.\n\n\
             Reply to this email or call in, and we will put it aside for you.\n"
        );
    }
}
