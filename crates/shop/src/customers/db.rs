//! The customers' records, kept beside the quote lists (`Quotes::connection`):
//! in the lists' SQLite file or in Postgres, the same rules either way
//! (`store`, `links`, `watches`, `lost`) run on `platform::sql::Db`, on a
//! blocking thread. A change that counts before it writes holds the
//! customers' lock. Watches and lost sales have their methods in
//! `db_watches`, the check's in `check`. Knows nothing of HTTP or pages.

use crate::model::outcome::Outcome;
use std::time::Duration;

use super::{
    links::{self, ListCustomer, QuoteLink},
    schema, stamp,
    store::{self, Made, Saving},
    view, CustomerArgs, CustomerOutcome,
};
use crate::i18n::Locales;
use crate::model::{
    customer::{
        CustomerBike, CustomerFields, CustomerHead, CustomerNote, CustomerView, SameContact,
        ShopCountry,
    },
    lang::Lang,
    AppError,
};
use crate::platform::sql::{Db, DbError, Lock, Tx};

/// The customers' records, beside the quote lists.
#[derive(Clone)]
pub struct Customers {
    db: Db,
    /// How long a watch stays open.
    pub watch_for: chrono::Duration,
    /// Time between scheduled checks.
    pub check_every: Duration,
    /// Email to the shop when watched parts come back (`None`: no email).
    pub(super) mailer: Option<super::mail::Mailer>,
    /// How phone numbers are keyed (`SHOP_COUNTRY`).
    pub country: ShopCountry,
    /// The zone pages show times in (`SHOP_TIME_ZONE`).
    pub shop_time: crate::platform::shop_time::ShopTime,
    /// The header's count of watches back in stock, kept between pages.
    pub(super) back: std::sync::Arc<crate::platform::kept_count::KeptCount>,
    /// The languages customers' email is written in.
    pub(super) locales: std::sync::Arc<Locales>,
    /// The language of the shop's email, and of a customer's without one.
    pub(super) shop_lang: crate::model::lang::Lang,
}

/// What emailing a quote's copy came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuoteEmailed {
    Sent,
    /// The shop has set no email (`WATCH_EMAIL_*`).
    NoMailSettings,
    /// The customer has no email address.
    NoAddress,
    /// The mail server did not take it.
    Failed,
}

/// The database's words go to the log; people read a plain sentence.
fn unsaved(e: DbError) -> AppError {
    tracing::error!(error = %e, "customers");
    let told = e.refusal().map_or(
        "The customer records could not be read or saved just now.",
        |why| why.told(),
    );
    AppError::Internal(told.into())
}

fn now() -> String {
    stamp(chrono::Utc::now())
}

impl Customers {
    /// The shop's language (`SHOP_LANGUAGE`): a customer's when they have
    /// none of their own.
    pub fn shop_lang(&self) -> crate::model::lang::Lang {
        self.shop_lang
    }

    /// Whether the shop's email is set, so customers can be emailed.
    pub fn mail_on(&self) -> bool {
        self.mailer.is_some()
    }

    /// A customer's email address, when they have one.
    async fn address_of(&self, id: &str) -> Result<Option<String>, AppError> {
        let id = id.to_string();
        Ok(self
            .read(move |tx| {
                tx.query_opt("SELECT email FROM customers WHERE id = ?1", &[&id], |r| {
                    r.get::<Option<String>>(0)
                })
            })
            .await?
            .flatten()
            .filter(|e| !e.trim().is_empty()))
    }

    /// Emails a customer `mail` (the reply goes to the shop); whoever
    /// asked notes it where it belongs. Refused when the shop has no email
    /// set or the customer no address; a failed send is said.
    pub async fn email_customer(
        &self,
        id: &str,
        mail: super::MailText,
    ) -> Result<QuoteEmailed, AppError> {
        let Some(mailer) = &self.mailer else {
            return Ok(QuoteEmailed::NoMailSettings);
        };
        let Some(email) = self.address_of(id).await? else {
            return Ok(QuoteEmailed::NoAddress);
        };
        if let Err(e) = mailer.send_to_customer(mail, &email).await {
            tracing::warn!(error = %e, "a customer's email was not sent");
            return Ok(QuoteEmailed::Failed);
        }
        Ok(QuoteEmailed::Sent)
    }

    /// Emails a quote's copy (`file`) to customer `id` and notes it in
    /// their history.
    pub async fn email_quote(
        &self,
        id: &str,
        by: Option<String>,
        quote_name: &str,
        mail: super::MailText,
        file: super::MailFile,
    ) -> Result<QuoteEmailed, AppError> {
        let noted = format!("Emailed quote \u{201c}{quote_name}\u{201d} as a PDF");
        self.email_file(id, by, noted, mail, file).await
    }

    /// Emails `file` to customer `id` with `mail`'s words and notes
    /// `noted` in their history: refused when the shop has no email set or
    /// the customer no address; a send that fails is said, and not noted.
    pub async fn email_file(
        &self,
        id: &str,
        by: Option<String>,
        noted: String,
        mail: super::MailText,
        file: super::MailFile,
    ) -> Result<QuoteEmailed, AppError> {
        let Some(mailer) = &self.mailer else {
            return Ok(QuoteEmailed::NoMailSettings);
        };
        let Some(email) = self.address_of(id).await? else {
            return Ok(QuoteEmailed::NoAddress);
        };
        if let Err(e) = mailer.send_file_to_customer(mail, &email, file).await {
            tracing::warn!(error = %e, "a document was not emailed");
            return Ok(QuoteEmailed::Failed);
        }
        let (id, what) = (id.to_string(), noted);
        let at = now();
        self.db
            .write_locked(Lock::Customers, move |tx| {
                store::log(
                    tx,
                    &id,
                    Made {
                        by: by.as_deref(),
                        at: &at,
                    },
                    &what,
                )
            })
            .await
            .map_err(unsaved)?;
        Ok(QuoteEmailed::Sent)
    }

    /// The customers' tables beside the lists (`Quotes::connection`): in
    /// the lists' file they are added when missing; in Postgres the
    /// stores' migrations made them. Phone keys written for another
    /// country (or before keys were international) are made again, once.
    /// The languages email and a customer's quote names are written in
    /// are loaded here (`open_with` takes the portal's own).
    pub async fn open(db: Db, args: &CustomerArgs) -> Result<Customers, String> {
        args.mailer()?;
        let locales = Locales::load().map_err(|e| format!("the languages: {e}"))?;
        Customers::open_with(db, args, std::sync::Arc::new(locales)).await
    }

    /// As `open`, writing customers' email with `locales`.
    pub async fn open_with(
        db: Db,
        args: &CustomerArgs,
        locales: std::sync::Arc<Locales>,
    ) -> Result<Customers, String> {
        // A customer's data copy and erasure reach their invoices.
        if let Some(made) =
            db.sqlite_now(|c| schema::migrate(c).and_then(|_| crate::sales::schema::migrate(c)))
        {
            made.map_err(|e| format!("customers' tables: {e}"))?;
        }
        let country = args.country()?;
        let keyed = db
            .write_locked(Lock::Customers, move |tx| store::key_phones(tx, country))
            .await
            .map_err(|e| format!("customers' phone keys: {e}"))?;
        if keyed > 0 {
            tracing::info!(
                customers = keyed,
                country = country.code,
                "customers: phone numbers keyed in their international form"
            );
        }
        Ok(Customers {
            db,
            watch_for: chrono::Duration::days(i64::from(args.watch_days)),
            check_every: Duration::from_secs(args.watch_check_every_secs.max(1)),
            mailer: args.mailer()?,
            country,
            shop_time: args.shop_time()?,
            back: Default::default(),
            locales,
            shop_lang: args.shop_lang()?,
        })
    }

    fn saving(&self, fields: CustomerFields, same: SameContact) -> Saving {
        Saving {
            fields,
            country: self.country,
            same_contact_ok: same == SameContact::Allow,
        }
    }

    /// Reads in one snapshot.
    pub(super) async fn read<T, F>(&self, f: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&Tx<'_>) -> Result<T, DbError> + Send + 'static,
    {
        self.db.read(f).await.map_err(unsaved)
    }

    /// A read of many rows (a report, a download), apart from page reads.
    pub(super) async fn read_report<T, F>(&self, f: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&Tx<'_>) -> Result<T, DbError> + Send + 'static,
    {
        self.db.read_report(f).await.map_err(unsaved)
    }

    /// A change that does not count before it writes.
    pub(super) async fn write<T, F>(&self, f: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&Tx<'_>) -> Result<T, DbError> + Send + 'static,
    {
        let done = self.db.write(f).await.map_err(unsaved);
        self.back.changed();
        done
    }

    /// A change made by `by` now, holding the customers' lock.
    pub(super) async fn change<T, F>(&self, by: Option<String>, f: F) -> Result<T, AppError>
    where
        T: Send + 'static,
        F: FnOnce(&Tx<'_>, Made<'_>) -> Result<T, DbError> + Send + 'static,
    {
        let at = now();
        let locked = self.db.write_locked(Lock::Customers, move |tx| {
            f(
                tx,
                Made {
                    by: by.as_deref(),
                    at: &at,
                },
            )
        });
        let done = locked.await.map_err(unsaved);
        self.back.changed();
        done
    }

    /// Adds a customer under a new id (`quotes::new_id`); the id when made.
    /// `same`: whether another customer with the same phone number or
    /// email refuses it (`CustomerNote::SameContact`).
    pub async fn create(
        &self,
        id: String,
        f: CustomerFields,
        same: SameContact,
        by: Option<String>,
    ) -> Result<Outcome<String, CustomerNote>, AppError> {
        let new = id.clone();
        let f = self.saving(f, same);
        let made = self
            .change(by, move |tx, made| store::create(tx, &new, &f, made))
            .await?;
        Ok(made.map_done(|_| id))
    }

    /// `same`: as `create`'s, when the phone number or email changes.
    pub async fn update(
        &self,
        id: &str,
        f: CustomerFields,
        same: SameContact,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        let id = id.to_string();
        let f = self.saving(f, same);
        self.change(by, move |tx, made| store::update(tx, &id, &f, made))
            .await
    }

    /// Customers by name, email or phone (empty: the latest changed).
    pub async fn find(&self, typed: &str) -> Result<Vec<CustomerHead>, AppError> {
        let typed = typed.to_string();
        let country = self.country;
        self.read(move |tx| store::find(tx, &typed, country)).await
    }

    /// Other customers with the phone number or email of `f` (`except`:
    /// the one being changed), for the warning before a second is saved.
    pub async fn same_contact(
        &self,
        f: CustomerFields,
        except: Option<&str>,
    ) -> Result<Vec<CustomerHead>, AppError> {
        let s = self.saving(f, SameContact::Refuse);
        let except = except.map(str::to_string);
        self.read(move |tx| store::same_contact(tx, &s, except.as_deref()))
            .await
    }

    pub async fn head(&self, id: &str) -> Result<Option<CustomerHead>, AppError> {
        let id = id.to_string();
        self.read(move |tx| store::head(tx, &id)).await
    }

    /// Puts customer `id` on a price tier (`key`, `None`: retail), named
    /// `name` in their history.
    pub async fn set_tier(
        &self,
        id: &str,
        key: Option<String>,
        name: String,
        by: Option<String>,
    ) -> Result<CustomerNote, AppError> {
        let id = id.to_string();
        self.change(by, move |tx, made| {
            super::tier::set(tx, &id, key.as_deref(), &name, made)
        })
        .await
    }

    /// The price tier key of the customer a quote list is for, if any.
    pub async fn tier_of_quote(&self, quote: &str) -> Result<Option<String>, AppError> {
        let quote = quote.to_string();
        self.read(move |tx| super::tier::of_quote(tx, &quote)).await
    }

    /// Customer `id`'s VAT or tax number (`None`: a consumer).
    pub async fn vat_number(&self, id: &str) -> Result<Option<String>, AppError> {
        let id = id.to_string();
        self.read(move |tx| super::tier::vat_number(tx, &id)).await
    }

    /// The language customer `id` is written to in (`None`: the shop's).
    pub async fn lang(&self, id: &str) -> Result<Option<Lang>, AppError> {
        let id = id.to_string();
        self.read(move |tx| store::lang(tx, &id)).await
    }

    /// The languages of customers `ids` (each `None`: the shop's), in
    /// their order.
    pub(super) async fn langs(&self, ids: Vec<String>) -> Result<Vec<Option<Lang>>, AppError> {
        self.read(move |tx| ids.iter().map(|id| store::lang(tx, id)).collect())
            .await
    }

    pub async fn bikes(&self, id: &str) -> Result<Vec<CustomerBike>, AppError> {
        let id = id.to_string();
        self.read(move |tx| store::bikes(tx, &id)).await
    }

    /// A customer's page (every quote list made for them marked not mine;
    /// the caller marks the person's own).
    pub async fn view(&self, id: &str) -> Result<Option<CustomerView>, AppError> {
        let id = id.to_string();
        self.read(move |tx| view::view(tx, &id)).await
    }

    /// How many records of each kind the customers' stores hold (the
    /// shop's record of processing).
    pub async fn held_counts(&self) -> Result<crate::model::processing::HeldCounts, AppError> {
        self.read(|tx| {
            let n = |table: &str| -> crate::platform::sql::DbResult<u64> {
                Ok(tx.count(&format!("SELECT COUNT(*) FROM {table}"), &[])? as u64)
            };
            Ok(crate::model::processing::HeldCounts {
                customers: n("customers")?,
                history: n("customer_changes")?,
                watches: n("watches")?,
                lost_sales: n("lost_sales")?,
                quotes: n("quote_customers")?,
            })
        })
        .await
    }

    /// Everything kept about a customer, for them (`format` names the
    /// file in their history: "JSON" or "CSV"); `None`: no such customer.
    pub async fn their_data(
        &self,
        id: &str,
        format: &'static str,
        by: Option<String>,
    ) -> Result<Option<super::their_data::TheirData>, AppError> {
        let id = id.to_string();
        self.change(by, move |tx, made| {
            if store::head(tx, &id)?.is_none() {
                return Ok(None);
            }
            store::log(tx, &id, made, &format!("Exported their data ({format})"))?;
            super::their_data::export(tx, &id, made.at)
        })
        .await
    }

    /// Deletes a customer (`their_data::delete`).
    pub async fn delete(&self, id: &str, by: Option<String>) -> Result<CustomerOutcome, AppError> {
        let id = id.to_string();
        self.change(by, move |tx, made| super::their_data::delete(tx, &id, made))
            .await
    }

    pub async fn add_bike(
        &self,
        id: &str,
        bike: CustomerBike,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        let id = id.to_string();
        self.change(by, move |tx, made| store::add_bike(tx, &id, &bike, made))
            .await
    }

    pub async fn remove_bike(
        &self,
        id: &str,
        year_id: i64,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        let id = id.to_string();
        self.change(by, move |tx, made| {
            store::remove_bike(tx, &id, year_id, made)
        })
        .await
    }

    /// Makes a list be for a customer (and the fit marks for one of their
    /// bikes), or for nobody. The caller checks the list is the person's.
    pub async fn set_quote(
        &self,
        quote: &str,
        customer: Option<String>,
        bike: Option<i64>,
        by: Option<String>,
    ) -> Result<CustomerOutcome, AppError> {
        let link = QuoteLink {
            quote: quote.to_string(),
            customer,
            bike,
        };
        self.change(by, move |tx, made| links::set(tx, &link, made))
            .await
    }

    /// The customer a list is for, and the bike chosen for its fit marks.
    pub async fn of_quote(&self, quote: &str) -> Result<Option<ListCustomer>, AppError> {
        let quote = quote.to_string();
        self.read(move |tx| links::of_quote(tx, &quote)).await
    }

    /// Each of `lists` (one owner's) gains the customer it is for.
    pub async fn name_lists(
        &self,
        owner: &crate::quotes::Owner,
        mut lists: Vec<crate::model::quote::QuoteHead>,
    ) -> Result<Vec<crate::model::quote::QuoteHead>, AppError> {
        let owner = owner.as_str().to_string();
        let found = self.read(move |tx| links::of_owner(tx, &owner)).await?;
        for l in &mut lists {
            l.for_customer = found
                .iter()
                .find(|f| f.quote == l.id)
                .map(|f| f.customer.clone());
        }
        Ok(lists)
    }
}
