//! The sales as their pages show them: an invoice (its times in the
//! shop's zone, what the parts cost and the margin for managers only),
//! and the invoices' list under its filters, a page at a time.

use crate::{
    model::{
        quote::Minor,
        sale::view::{
            is_day_or_empty, CreditOf, InvoiceLineView, InvoiceView, SalesFilter, SalesList,
            SalesRow, SALES_A_PAGE,
        },
        sale::{return_view::CreditLink, PaidBefore},
        Currency,
    },
    platform::shop_time::ShopTime,
};

use super::{
    store::{InvoiceHead, InvoiceRecord, ListQuery, ListRow},
    SaleRefused, Sales,
};

fn currency_of(code: &str, or: Currency) -> Currency {
    Currency::ALL
        .into_iter()
        .find(|c| c.code() == code)
        .unwrap_or(or)
}

/// One invoice for its page; `costs`: the person may see what the parts
/// cost and the margin.
pub fn invoice(r: InvoiceRecord, time: &ShopTime, costs: bool, or: Currency) -> InvoiceView {
    let back: Vec<i64> = (0..r.lines.len()).map(|p| r.returned_of(p)).collect();
    let h = r.head;
    let cost: i64 = r.lines.iter().map(|(l, c)| c.0 * l.qty).sum();
    let net: i64 = r.lines.iter().map(|(l, _)| l.net.0).sum();
    InvoiceView {
        id: h.id,
        at: time.local(&h.at),
        currency: currency_of(&h.currency, or),
        customer_id: h.customer,
        customer_name: h.customer_name,
        customer_vat: h.customer_vat,
        quote_id: h.quote,
        number: h.number,
        lines: r
            .lines
            .into_iter()
            .enumerate()
            .map(|(pos, (line, c))| InvoiceLineView {
                cost: costs.then_some(c),
                returned: back[pos],
                line,
            })
            .collect(),
        credit_notes: r
            .credits
            .into_iter()
            .map(|c| CreditLink {
                at: time.local(&c.at),
                id: c.id,
                number: c.number,
                total: c.total,
                method: c.method,
            })
            .collect(),
        payments: r.payments,
        paid_before: r
            .paid_before
            .into_iter()
            .map(|p| PaidBefore {
                at: time.local(&p.at),
                ..p
            })
            .collect(),
        order_id: h.order,
        can_print: false,
        tendered: h.tendered,
        change: h.change,
        money: h.money,
        by: h.by,
        margin: costs.then_some(Minor(net - cost)),
    }
}

fn row_of(r: ListRow, time: &ShopTime) -> SalesRow {
    SalesRow {
        id: r.id,
        at: time.local(&r.at),
        total: r.total,
        currency: currency_of(&r.currency, Currency::Gbp),
        number: r.number,
        customer_id: r.customer,
        customer_name: r.customer_name,
        methods: r.methods,
        by: r.by,
        credit: r.credit,
        against: r.against.map(|a| CreditOf {
            invoice_id: a.id,
            invoice_number: a.number,
        }),
    }
}

/// The store's query for a filter; `None`: a day that is not a date.
fn query(f: &SalesFilter, time: &ShopTime) -> Option<ListQuery> {
    let cut = |s: &str, n: usize| s.trim().chars().take(n).collect::<String>();
    if !is_day_or_empty(&f.from) || !is_day_or_empty(&f.to) {
        return None;
    }
    let bound = |d: &str, end: bool| {
        time.day_text(d.trim())
            .map(|day| if end { day.end } else { day.start })
            .unwrap_or_default()
    };
    Some(ListQuery {
        customer: cut(&f.customer, 100).to_lowercase(),
        by: cut(&f.by, 100),
        method: crate::model::sale::Method::parse(&f.method)
            .map(|m| m.code().to_string())
            .unwrap_or_default(),
        from: bound(&f.from, false),
        to: bound(&f.to, true),
        number: cut(&f.number, 40),
        customer_id: String::new(),
        offset: 0,
        limit: SALES_A_PAGE as i64,
    })
}

/// The invoices' list under `f`, its page of rows.
pub async fn list(
    sales: &Sales,
    f: &SalesFilter,
    time: &ShopTime,
) -> Result<SalesList, SaleRefused> {
    let currency = sales.currency();
    let Some(mut q) = query(f, time) else {
        return Ok(SalesList {
            currency,
            page: 1,
            pages: 1,
            bad_day: true,
            ..SalesList::default()
        });
    };
    let page = f.page.max(1);
    q.offset = i64::from(page - 1) * SALES_A_PAGE as i64;
    let found = sales.list(q).await?;
    let pages = (found.matched as usize).div_ceil(SALES_A_PAGE).max(1) as u32;
    Ok(SalesList {
        rows: found.rows.into_iter().map(|r| row_of(r, time)).collect(),
        matched: found.matched.max(0) as u64,
        total: found.total,
        currency,
        page,
        pages,
        bad_day: false,
    })
}

/// A customer's invoices, the latest first (at most `most`).
pub async fn of_customer(
    sales: &Sales,
    id: &str,
    time: &ShopTime,
    most: i64,
) -> Result<Vec<SalesRow>, SaleRefused> {
    let q = ListQuery {
        customer_id: id.to_string(),
        limit: most,
        ..ListQuery::default()
    };
    let found = sales.list(q).await?;
    Ok(found.rows.into_iter().map(|r| row_of(r, time)).collect())
}

/// Every invoice under `f` (for a file), at most `most`.
pub async fn all(
    sales: &Sales,
    f: &SalesFilter,
    time: &ShopTime,
    most: i64,
) -> Result<Vec<SalesRow>, SaleRefused> {
    let Some(mut q) = query(f, time) else {
        return Ok(Vec::new());
    };
    q.limit = most;
    let found = sales.list(q).await?;
    Ok(found.rows.into_iter().map(|r| row_of(r, time)).collect())
}

/// A credit note for its PDF, with the invoice it refers to (`None`:
/// taken back without one, at the shop's tax `now`).
pub fn credit_note(
    c: super::credit_store::CreditRecord,
    invoice: Option<&InvoiceHead>,
    now: crate::model::sale::collect::TaxTerms,
    time: &ShopTime,
    or: Currency,
) -> crate::model::sale::return_view::CreditNoteView {
    let h = c.head;
    let (rate, sales_tax) = match invoice {
        Some(i) => (i.money.rate, i.money.sales_tax),
        None => (now.rate, now.sales_tax),
    };
    crate::model::sale::return_view::CreditNoteView {
        id: h.id,
        number: h.number,
        at: time.local(&h.at),
        refers_to: invoice.map(|i| crate::model::sale::return_view::RefersTo {
            id: i.id,
            number: i.number.clone(),
            at: time.local(&i.at),
        }),
        customer_name: invoice.and_then(|i| i.customer_name.clone()),
        customer_vat: invoice.and_then(|i| i.customer_vat.clone()),
        currency: currency_of(&h.currency, or),
        lines: c.lines,
        net: h.net,
        tax: h.tax,
        total: h.total,
        rate,
        sales_tax,
        method: h.method,
        reason: h.reason,
        note: h.note,
        approved_by: h.approved_by,
        by: h.by,
    }
}

/// The return form of an invoice: each line with what may still come
/// back; `late` past the shop's days.
pub fn return_draft(
    r: InvoiceRecord,
    time: &ShopTime,
    days: u32,
    manager_here: bool,
) -> crate::model::sale::return_view::ReturnDraft {
    use crate::model::sale::{return_view::ReturnLineView, returns::within_days};
    let today = time.today().format("%Y-%m-%d").to_string();
    let back: Vec<i64> = (0..r.lines.len()).map(|p| r.returned_of(p)).collect();
    let h = r.head;
    crate::model::sale::return_view::ReturnDraft {
        invoice: h.id,
        late: !within_days(&h.at, &today, days),
        at: time.local(&h.at),
        currency: currency_of(&h.currency, Currency::Gbp),
        number: h.number,
        lines: r
            .lines
            .into_iter()
            .enumerate()
            .map(|(pos, (line, _))| ReturnLineView {
                pos,
                returned: back[pos],
                line,
            })
            .collect(),
        token: super::new_sale_token(),
        days,
        manager_here,
    }
}

/// A day's takings for its page: the margin and the cash-up's form for
/// managers only; the cash-up's time in the shop's zone.
pub fn day_takings(
    t: super::day::Takings,
    asked: &super::day::DayAsked,
    time: &ShopTime,
    manager: bool,
    currency: Currency,
) -> crate::model::sale::day::DayTakings {
    crate::model::sale::day::DayTakings {
        day: asked.day.clone(),
        by: asked.by.clone().unwrap_or_default(),
        currency,
        sales: t.sales,
        sales_total: t.sales_total,
        returns: t.returns,
        returns_total: t.returns_total,
        methods: t.methods,
        people: t.people,
        margin: manager.then_some(t.margin),
        cash_up: t.cash_up.map(|mut c| {
            c.at = time.local(&c.at);
            c
        }),
        may_close: manager,
        bad_day: false,
        deposits: t.deposits,
        deposits_back: t.deposits_back,
    }
}

/// The day a page asks for ("YYYY-MM-DD"; empty or not a day: today) and
/// its bounds, and whether what was typed was not a day.
pub fn asked_day(typed: &str, by: &str, time: &ShopTime) -> (super::day::DayAsked, bool) {
    let t = typed.trim();
    let (day, bad) = match chrono::NaiveDate::parse_from_str(t, "%Y-%m-%d") {
        Ok(d) => (d, false),
        Err(_) => (time.today(), !t.is_empty()),
    };
    let by: String = by.trim().chars().take(100).collect();
    (
        super::day::DayAsked {
            day: day.format("%Y-%m-%d").to_string(),
            bounds: time.day(day),
            by: Some(by).filter(|b| !b.is_empty()),
        },
        bad,
    )
}
