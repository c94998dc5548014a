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

use crate::i18n::Locales;
use crate::model::{customer::WatchRow, lang::Lang};

/// A file sent with an email.
#[derive(Debug, Clone)]
pub struct MailFile {
    pub name: String,
    pub content_type: &'static str,
    pub bytes: Vec<u8>,
}

/// An email's subject and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailText {
    pub subject: String,
    pub body: String,
}

/// The email telling a customer that the part of watch `w` is back, in
/// `lang` (the customer's, else the shop's). Their name, the part's name
/// and its SKU are written as they are.
pub fn back_in_stock_mail(locales: &Locales, lang: Lang, w: &WatchRow) -> MailText {
    let count = |n: i64| count_text(locales, lang, n);
    let text = |key: &str, args: &[(&str, &str)]| locales.text_with(lang, key, args);
    let stock = match w.stock {
        Some(n) => count(n),
        None => text("mail-customer-some", &[]),
    };
    let wanted = text(
        "mail-customer-wanted",
        &[("wanted", &count(w.qty)), ("stock", &stock)],
    );
    let lines = [
        text("mail-customer-hello", &[("name", &w.customer.name)]),
        String::new(),
        text("mail-customer-back", &[]),
        String::new(),
        format!("  {} ({})", w.name, w.sku),
        format!("  {wanted}"),
        String::new(),
        text("mail-customer-reply", &[]),
    ];
    MailText {
        subject: text("mail-customer-subject", &[("product", &w.name)]),
        body: lines.join("\n") + "\n",
    }
}

/// A count in `lang`'s way ("5,000", "5.000").
fn count_text(locales: &Locales, lang: Lang, n: i64) -> String {
    locales
        .formats(lang)
        .map_or_else(|| n.to_string(), |f| f.count(n))
}

/// The email telling the shop which watched parts came back, and for
/// whom, in the shop's language `lang`. Names, SKUs and contacts are
/// written as they are.
pub fn shop_mail(locales: &Locales, lang: Lang, rows: &[WatchRow]) -> MailText {
    let count = |n: i64| count_text(locales, lang, n);
    let mut subject = FluentArgs::new();
    subject.set("count", rows.len() as i64);
    let mut body = locales.text_with(lang, "mail-shop-intro", &[]) + "\n\n";
    for w in rows {
        let stock = w.stock.map_or_else(|| "?".to_string(), count);
        let line = locales.text_with(
            lang,
            "mail-shop-line",
            &[("wanted", &count(w.qty)), ("stock", &stock)],
        );
        body.push_str(&format!(
            "{} {}: {line} {} ({})\n",
            w.sku,
            w.name,
            w.customer.name,
            w.customer.contact()
        ));
    }
    body.push('\n');
    body.push_str(&locales.text_with(lang, "mail-shop-done", &[]));
    body.push('\n');
    MailText {
        subject: locales.text(lang, "mail-shop-subject", Some(&subject)),
        body,
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

    /// Tells the shop which watched parts came back, and for whom, in the
    /// words of `mail` (`shop_mail`).
    pub async fn send_back(&self, mail: MailText) -> Result<(), String> {
        let msg = Message::builder()
            .from(self.from.clone())
            .to(self.to.clone())
            .subject(mail.subject)
            .body(mail.body);
        self.send(msg).await
    }

    /// Tells a customer their part is back (the reply goes to the shop),
    /// in the words of `mail`.
    pub async fn send_to_customer(&self, mail: MailText, to: &str) -> Result<(), String> {
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

    /// Sends a customer a file (their quote's PDF copy) with `mail`'s
    /// words; the reply goes to the shop.
    pub async fn send_file_to_customer(
        &self,
        mail: MailText,
        to: &str,
        file: MailFile,
    ) -> Result<(), String> {
        use lettre::message::{header::ContentType, Attachment, MultiPart, SinglePart};
        let to: Mailbox = to.parse().map_err(|_| {
            "the customer's email address is not one a mail server takes".to_string()
        })?;
        let kind = ContentType::parse(file.content_type)
            .map_err(|e| format!("the attachment's type: {e}"))?;
        let body = MultiPart::mixed()
            .singlepart(SinglePart::plain(mail.body))
            .singlepart(Attachment::new(file.name).body(file.bytes, kind));
        let msg = Message::builder()
            .from(self.from.clone())
            .reply_to(self.to.clone())
            .to(to)
            .subject(mail.subject)
            .multipart(body);
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

    #[test]
    fn the_shop_is_written_to_in_its_language() {
        let locales = Locales::load().expect("the languages load");
        let rows = [watch(Some(3)), watch(None)];
        let en = shop_mail(&locales, Lang::En, &rows[..1]);
        assert_eq!(en.subject, "1 watched part back in stock");
        assert_eq!(
            en.body,
            "Back in stock, for customers waiting for them:\n\n\
             CP0151BL Chain 520 Blue: 2 wanted, 3 in stock. Jürgen Weiß (jw@example.test)\n\n\
             Mark each done on the portal's \"Back in stock\" page once the customer is told.\n"
        );
        let fr = shop_mail(&locales, Lang::Fr, &rows);
        assert_eq!(fr.subject, "2 articles suivis de retour en stock");
        assert!(fr
            .body
            .starts_with("De retour en stock, pour les clients qui les attendent\u{a0}:"));
        assert!(fr.body.contains(": 2 demandé(s), ? en stock. Jürgen Weiß"));
    }
}
