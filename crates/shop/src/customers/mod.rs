//! Customers at the counter: their records (found by name, email or phone), their
//! bikes, the quote lists made for them, watches on parts they wait for
//! (checked on a schedule with the bulk stock call, `check`), and the sales
//! that got away (`lost`). Kept beside the quote lists (their SQLite file,
//! or Postgres when `DATABASE_URL` is set; the same rules run on either,
//! over `platform::sql`), so they survive restarts and index rebuilds;
//! every change records who made it when sign-in is on. Prices and stock come through the product service and
//! the gateway, never from here; this module must not change how quote
//! lists themselves are stored.

mod check;
mod db;
mod db_watches;
mod fit;
mod links;
mod lost;
mod mail;
mod period;
pub mod reorder;
mod schema;
pub mod shown;
mod store;
pub mod their_data;
mod tier;
mod view;
mod watches;

pub use check::{spawn_watch_loop, CheckReport};
pub use db::{Customers, QuoteEmailed};
pub use fit::QuoteFit;
pub use links::ListCustomer;
pub use lost::{code_key as lost_code_key, LostRow, NewLost};
pub use mail::{MailFile, MailText};
pub use period::parse_period;
pub use store::{like_escaped, log as note_in_history, name_key, CustomerOutcome, Made};
pub use watches::NewWatch;

/// The watches' settings (`WATCH_CHECK_EVERY_SECS`, `WATCH_DAYS`, and the
/// optional email to the shop, `WATCH_EMAIL_*`).
#[derive(Clone, clap::Args)]
pub struct CustomerArgs {
    /// Seconds between checks of the watched parts' stock.
    #[arg(long, env = "WATCH_CHECK_EVERY_SECS", default_value_t = 600)]
    pub watch_check_every_secs: u64,
    /// Days a watch stays open before it ends by itself.
    #[arg(long, env = "WATCH_DAYS", default_value_t = 90)]
    pub watch_days: u32,
    /// SMTP server for email when watched parts are back
    /// (smtp://host:port, smtps://user:password@host). Unset: no email.
    #[arg(long, env = "WATCH_EMAIL_SMTP_URL", hide_env_values = true)]
    pub watch_email_smtp_url: Option<String>,
    /// The email's sender, e.g. "Dealer Desk <desk@shop.example>".
    #[arg(long, env = "WATCH_EMAIL_FROM")]
    pub watch_email_from: Option<String>,
    /// Who gets the email, e.g. "Parts counter <parts@shop.example>".
    #[arg(long, env = "WATCH_EMAIL_TO")]
    pub watch_email_to: Option<String>,
    /// The shop's country (ISO code): customers' phone numbers written
    /// nationally are matched in their international form for it.
    #[arg(long, env = "SHOP_COUNTRY", default_value = "GB")]
    pub shop_country: String,
    /// The shop's time zone (an IANA name such as Europe/London): times
    /// on pages are shown in it. Unset: the machine's.
    #[arg(long, env = "SHOP_TIME_ZONE")]
    pub shop_time_zone: Option<String>,
    /// The shop's language (en, de, fr, nl or es): the shop's own email
    /// is written in it, and a customer's when they have no language of
    /// their own. Unset: English.
    #[arg(long, env = "SHOP_LANGUAGE")]
    pub shop_language: Option<String>,
}

impl std::fmt::Debug for CustomerArgs {
    /// The SMTP address may hold a password: only whether it is set shows.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CustomerArgs")
            .field("watch_check_every_secs", &self.watch_check_every_secs)
            .field("watch_days", &self.watch_days)
            .field(
                "watch_email_smtp_url",
                &self.watch_email_smtp_url.as_ref().map(|_| "(set)"),
            )
            .field("watch_email_from", &self.watch_email_from)
            .field("watch_email_to", &self.watch_email_to)
            .field("shop_country", &self.shop_country)
            .field("shop_time_zone", &self.shop_time_zone)
            .field("shop_language", &self.shop_language)
            .finish()
    }
}

impl Default for CustomerArgs {
    fn default() -> Self {
        CustomerArgs {
            watch_check_every_secs: 600,
            watch_days: 90,
            watch_email_smtp_url: None,
            watch_email_from: None,
            watch_email_to: None,
            shop_country: "GB".into(),
            shop_time_zone: None,
            shop_language: None,
        }
    }
}

impl CustomerArgs {
    pub fn check(&self) -> Result<(), String> {
        if self.watch_check_every_secs < 10 {
            return Err("WATCH_CHECK_EVERY_SECS must be at least 10".into());
        }
        if !(1..=3650).contains(&self.watch_days) {
            return Err("WATCH_DAYS must be from 1 to 3650".into());
        }
        self.country()?;
        self.shop_time()?;
        self.shop_lang()?;
        self.mailer().map(|_| ())
    }

    /// The shop's time zone (`SHOP_TIME_ZONE`).
    pub fn shop_time(&self) -> Result<crate::platform::shop_time::ShopTime, String> {
        crate::platform::shop_time::ShopTime::from_setting(self.shop_time_zone.as_deref())
    }

    /// The shop's language (`SHOP_LANGUAGE`; unset: English).
    pub fn shop_lang(&self) -> Result<crate::model::lang::Lang, String> {
        use crate::model::lang::Lang;
        match self
            .shop_language
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            None => Ok(Lang::default()),
            Some(code) => Lang::parse(code).ok_or_else(|| {
                let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
                format!(
                    "SHOP_LANGUAGE {code:?} is not a language the portal speaks (one of {})",
                    known.join(", ")
                )
            }),
        }
    }

    /// The shop's country (`SHOP_COUNTRY`).
    pub fn country(&self) -> Result<crate::model::customer::ShopCountry, String> {
        crate::model::customer::ShopCountry::from_code(&self.shop_country)
    }

    /// The email settings, ready to send (`None`: no email).
    pub fn mailer(&self) -> Result<Option<mail::Mailer>, String> {
        fn set(v: &Option<String>) -> Option<&str> {
            v.as_deref().map(str::trim).filter(|s| !s.is_empty())
        }
        mail::Mailer::from_settings(
            set(&self.watch_email_smtp_url),
            set(&self.watch_email_from),
            set(&self.watch_email_to),
        )
    }
}

/// Now, as the records write it: "YYYY-MM-DD HH:MM:SS" (UTC).
pub fn stamp(t: chrono::DateTime<chrono::Utc>) -> String {
    t.format("%Y-%m-%d %H:%M:%S").to_string()
}
