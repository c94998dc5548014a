//! What the return pages show: the return form of an invoice (each line
//! with what may still come back), a form refused as typed, and a credit
//! note. Times are in the shop's zone when they reach a page.

use serde::{Deserialize, Serialize};

use super::{
    returns::{Back, Reason, ReturnProblem},
    Method, SaleLine,
};
use crate::{quote::Minor, Currency};

/// One line of the return form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReturnLineView {
    /// Its place on the invoice.
    pub pos: usize,
    pub line: SaleLine,
    pub returned: i64,
}

impl ReturnLineView {
    pub fn left(&self) -> i64 {
        (self.line.qty - self.returned).max(0)
    }
}

/// The return form of an invoice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReturnDraft {
    pub invoice: i64,
    pub number: String,
    /// When it was sold, in the shop's zone.
    pub at: String,
    pub currency: Currency,
    pub lines: Vec<ReturnLineView>,
    /// This form's own token.
    pub token: String,
    /// Past the shop's days for returns: a manager approves.
    pub late: bool,
    pub days: u32,
    /// The person is a manager (approves their own).
    pub manager_here: bool,
}

/// A return form as typed, and why it was refused.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PostedReturn {
    pub token: String,
    /// (line's place, quantity as typed).
    pub qty: Vec<(usize, String)>,
    /// The lines whose units are damaged (not back on the shelf).
    pub damaged: Vec<usize>,
    pub reason: String,
    pub note: String,
    pub method: String,
    pub problem: Option<ReturnProblem>,
    pub not_allowed: bool,
    pub busy: bool,
}

impl PostedReturn {
    pub fn qty_of(&self, pos: usize) -> String {
        self.qty
            .iter()
            .find(|(p, _)| *p == pos)
            .map(|(_, q)| q.clone())
            .unwrap_or_default()
    }
}

/// A credit note made from an invoice, as its page lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreditLink {
    pub id: i64,
    pub number: String,
    pub total: Minor,
    pub method: Method,
    /// In the shop's zone.
    pub at: String,
}

/// One credit note, whole, for its PDF.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreditNoteView {
    pub id: i64,
    pub number: String,
    pub at: String,
    /// The invoice it refers to (`None`: taken back without one).
    pub refers_to: Option<RefersTo>,
    pub customer_name: Option<String>,
    pub customer_vat: Option<String>,
    pub currency: Currency,
    pub lines: Vec<Back>,
    pub net: Minor,
    pub tax: Minor,
    pub total: Minor,
    pub rate: crate::quote::money::Rate,
    pub sales_tax: bool,
    pub method: Method,
    pub reason: Reason,
    pub note: String,
    pub approved_by: Option<String>,
    pub by: Option<String>,
}

/// The invoice a credit note refers to: its id, number and time of issue
/// (the shop's zone).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RefersTo {
    pub id: i64,
    pub number: String,
    pub at: String,
}
