//! Customers at the counter as pages show them: a customer's record, their
//! bikes, whether a quote line fits their bike, watches (tell me when it is
//! back), lost sales and their report; with the rules for what a name,
//! phone, email, quantity and code may be, and the stated limits. Plain,
//! tested functions; the records live on the server (`server::customers`).
//! Nothing here may depend on server-only code: it is compiled into the wasm.

use serde::{Deserialize, Serialize};

mod check;
pub mod history;
pub mod href;
mod lost;
mod note;
mod phone;

pub use check::*;

/// A customer's language, as its code (`"de"`) between server and
/// browser; a code the portal does not speak reads as none.
mod lang_code {
    use crate::lang::Lang;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(lang: &Option<Lang>, s: S) -> Result<S::Ok, S::Error> {
        match lang {
            Some(l) => s.serialize_some(l.code()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
        let code: Option<String> = Option::deserialize(d)?;
        Ok(code.as_deref().and_then(Lang::parse))
    }
}
pub use lost::*;
pub use note::CustomerNote;
pub use phone::{ShopCountry, COUNTRIES};

/// Most customers the shop keeps.
pub const MAX_CUSTOMERS: usize = 20_000;
/// Most bikes one customer has.
pub const MAX_BIKES: usize = 10;
/// Most open watches the shop keeps (every customer together).
pub const MAX_WATCHES: usize = 10_000;
/// Most open watches of one customer.
pub const MAX_WATCHES_PER_CUSTOMER: usize = 50;
/// Most lost sales kept: past it the oldest are dropped as new ones come.
pub const MAX_LOST_SALES: usize = 100_000;
/// Days a lost sale is kept.
pub const LOST_SALE_DAYS: i64 = 730;
/// Changes kept in one customer's history (the page shows the latest 50).
pub const MAX_HISTORY_PER_CUSTOMER: usize = 200;
/// Changes kept in all customers' histories together.
pub const MAX_HISTORY: usize = 100_000;
/// Days an ended watch is kept (for the customer's record), and most kept.
pub const ENDED_WATCH_DAYS: i64 = 365;
pub const MAX_ENDED_WATCHES: usize = 20_000;
/// Most lost sales recorded in any one hour, all staff together: far above
/// a busy counter's day, far below what would replace the record's two
/// years in an afternoon.
pub const MAX_LOST_PER_HOUR: usize = 600;
/// Most lost sales one signed-in person records in any one hour, so one
/// session cannot use up the shop's hour.
pub const MAX_LOST_PER_PERSON_HOUR: usize = 200;
/// Deletions of customers remembered (id, when, by whom; never a name).
pub const MAX_DELETIONS_KEPT: usize = 20_000;
/// Most customers a search shows.
pub const MAX_FOUND: usize = 50;
/// Rows of the report's "by SKU" table.
pub const REPORT_SKUS: usize = 200;

/// Whether a customer is saved when another has the same phone number or
/// email: refused with the other's record to open (`Refuse`), or saved
/// because the person said this is a different customer (`Allow`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SameContact {
    Refuse,
    Allow,
}

/// One customer as a search result shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomerHead {
    pub id: String,
    pub name: String,
    pub phone: Option<String>,
    pub email: Option<String>,
}

impl CustomerHead {
    /// Phone and email, as one line ("—" when neither).
    pub fn contact(&self) -> String {
        let parts: Vec<&str> = [self.phone.as_deref(), self.email.as_deref()]
            .into_iter()
            .flatten()
            .collect();
        if parts.is_empty() {
            "—".to_string()
        } else {
            parts.join(" · ")
        }
    }
}

/// One bike of a customer: the model-year and its label then.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomerBike {
    pub year_id: i64,
    pub label: String,
}

/// A quote list made for a customer, as their page lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomerQuote {
    pub id: String,
    pub name: String,
    pub updated: String,
    pub lines: u32,
    /// The person looking owns it (so it links to it).
    pub mine: bool,
}

/// One change to a customer: when, by whom (`None`: open access), what.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CustomerChange {
    pub at: String,
    pub by: Option<String>,
    pub what: String,
}

/// A customer's page: the record, bikes, quotes, watches and history.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CustomerView {
    pub head: CustomerHead,
    pub note: Option<String>,
    /// The language they are written to in (`None`: the shop's).
    #[serde(with = "lang_code", default)]
    pub lang: Option<crate::lang::Lang>,
    /// A business customer's VAT or tax number.
    #[serde(default)]
    pub vat_number: Option<String>,
    pub created: String,
    pub bikes: Vec<CustomerBike>,
    pub quotes: Vec<CustomerQuote>,
    pub watches: Vec<WatchRow>,
    pub history: Vec<CustomerChange>,
    /// Their price tier's key (`None`: retail); it may name a tier the
    /// shop has since removed (then they pay retail).
    #[serde(default)]
    pub tier: Option<String>,
    /// The shop's tiers, to choose from (filled by the door, not the store).
    #[serde(default)]
    pub tiers: Vec<TierChoice>,
}

/// A price tier a customer may be put on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TierChoice {
    /// The name in lower case, as a customer's record keeps it.
    pub key: String,
    pub name: String,
}

/// Whether a part fits a bike, by the catalogue's fitment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fit {
    Fits,
    DoesNotFit,
    /// The catalogue lists no fitment for the part (or does not have it).
    NotSaid,
}

impl Fit {
    pub fn code(self) -> &'static str {
        match self {
            Fit::Fits => "fits",
            Fit::DoesNotFit => "no-fit",
            Fit::NotSaid => "not-said",
        }
    }

    /// The key of its words on the page (in `crates/shop/locales`).
    pub fn label_key(self) -> &'static str {
        match self {
            Fit::Fits => "fit-fits",
            Fit::DoesNotFit => "fit-no",
            Fit::NotSaid => "fit-not-said",
        }
    }
}

/// One line's fit on a customer's bike.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LineFit {
    pub sku: String,
    pub fit: Fit,
}

/// Who a quote list is for, and how its lines fit their bike.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
pub struct QuoteCustomer {
    pub customer: Option<CustomerHead>,
    /// The customer's language, which their copy is written in (`None`:
    /// the page's).
    #[serde(with = "lang_code", default)]
    pub lang: Option<crate::lang::Lang>,
    /// A business customer's VAT or tax number: their copy is printed
    /// with it, prices before tax and the tax beside them.
    #[serde(default)]
    pub vat_number: Option<String>,
    /// The bike the fit marks are for (the customer's first, or the chosen one).
    pub bike: Option<CustomerBike>,
    pub bikes: Vec<CustomerBike>,
    pub fits: Vec<LineFit>,
    /// The catalogue index has synced (before that, no fit is said).
    pub index_ready: bool,
}

impl QuoteCustomer {
    pub fn fit_of(&self, sku: &str) -> Option<Fit> {
        self.bike.as_ref()?;
        self.fits
            .iter()
            .find(|f| f.sku.eq_ignore_ascii_case(sku))
            .map(|f| f.fit)
    }

    /// Lines that do not fit the bike.
    pub fn misfits(&self) -> usize {
        self.fits
            .iter()
            .filter(|f| f.fit == Fit::DoesNotFit)
            .count()
    }
}

/// One watch: a part a customer wants, how many, and whether it is back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WatchRow {
    pub id: i64,
    pub sku: String,
    pub name: String,
    pub qty: i64,
    pub customer: CustomerHead,
    pub created: String,
    /// The last stock count the check saw.
    pub stock: Option<i64>,
    pub checked: Option<String>,
    /// When the check first saw enough stock (`None`: not back yet).
    pub back: Option<String>,
    /// When the customer was told it is back, and by whom (`None`: not
    /// yet).
    pub contacted: Option<Contacted>,
    /// The shop chose to email the customer when it is back.
    pub email_customer: bool,
}

/// When a customer was told their part is back: by a person (`by`: who,
/// `None` with open access) or by email.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contacted {
    pub at: String,
    pub by: Option<String>,
    pub emailed: bool,
}

/// The "Back in stock" page: the watches whose part has enough stock now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackInStock {
    pub rows: Vec<WatchRow>,
    /// Open watches in all (back or not).
    pub open: u64,
    /// When the last check ran.
    pub last_check: Option<String>,
    /// The portal sends email (`WATCH_EMAIL_*` set), so a watch's
    /// "email the customer" is acted on.
    #[serde(default)]
    pub mail_on: bool,
}

/// What a customer form starts with: a customer's details, or what was
/// typed into a refused form.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Filled {
    pub name: String,
    pub phone: String,
    pub email: String,
    pub note: String,
    /// The language's code, or empty for the shop's.
    pub lang: String,
    /// A business customer's VAT or tax number, as typed.
    pub vat_number: String,
}

/// A lost sale the portal refused ("Other" without a note, an hour that
/// is full): the page it came from is answered with the form as typed
/// (its code, quantity, reason and note), so nothing typed is lost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PostedLost {
    pub code: String,
    pub qty: String,
    pub reason: String,
    pub note: String,
}

/// A customer form the portal refused, or a "for whom" that matched no
/// one customer, rendered back from its post (`routes::page_from_post`):
/// what was typed never travels in a page's address, so it stays out of
/// the browser's history and every access log.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PostedCustomer {
    pub filled: Filled,
    /// The name or phone typed to find a quote list's customer.
    pub search: Option<String>,
    /// Other customers with the phone number or email typed: the form
    /// was not saved, and asks whether this is a different customer.
    pub same: Vec<CustomerHead>,
}

impl PostedCustomer {
    /// A search that found no one customer: its words carry into the new
    /// customer form, as the phone, the email or the name they look like.
    pub fn searched(typed: &str) -> PostedCustomer {
        let t = typed.trim().to_string();
        let filled = if t.contains('@') {
            Filled {
                email: t.clone(),
                ..Filled::default()
            }
        } else if looks_like_phone(&t) {
            Filled {
                phone: t.clone(),
                ..Filled::default()
            }
        } else {
            Filled {
                name: t.clone(),
                ..Filled::default()
            }
        };
        PostedCustomer {
            filled,
            search: Some(t),
            same: Vec::new(),
        }
    }
}

/// A period of the report, days inclusive, as "YYYY-MM-DD".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    pub from: String,
    pub to: String,
}
