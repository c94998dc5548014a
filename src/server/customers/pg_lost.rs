//! Lost sales for Postgres (`DATABASE_URL`): the statements of `lost.rs`,
//! with the same limits (two years, 100,000 rows, the oldest go first,
//! under the customers' advisory lock) and the same report.

use crate::model::outcome::Outcome;
use deadpool_postgres::GenericClient;

use super::{
    lost::NewLost,
    pg::{count, locked, PgResult},
    store::CustomerOutcome,
};
use crate::model::customer::{
    CodeTotal, CustomerNote, LostReason, LostSale, ReasonTotal, MAX_LOST_SALES, REPORT_SKUS,
};
use crate::server::platform::postgres::{Pg, Row};

/// Records a lost sale, dropping those older than `keep_from` and the
/// oldest past the limit.
pub async fn add_lost(
    pg: &Pg,
    l: &NewLost<'_>,
    by: Option<&str>,
    at: &str,
    keep_from: &str,
) -> PgResult<CustomerOutcome> {
    let mut c = pg.client().await?;
    let tx = locked(&mut c).await?;
    tx.execute(
        r#"INSERT INTO lost_sales(at, code, name, reason, note, customer, "by")
           VALUES ($1, $2, $3, $4, $5, $6, $7)"#,
        &[
            &at,
            &l.code,
            &l.name,
            &l.reason.code(),
            &l.note,
            &l.customer,
            &by,
        ],
    )
    .await?;
    tx.execute("DELETE FROM lost_sales WHERE at < $1", &[&keep_from])
        .await?;
    let n = count(&tx, "SELECT COUNT(*) FROM lost_sales", None).await?;
    let over = n.saturating_sub(MAX_LOST_SALES) as i64;
    if over > 0 {
        tx.execute(
            "DELETE FROM lost_sales WHERE id IN
             (SELECT id FROM lost_sales ORDER BY at, id LIMIT $1)",
            &[&over],
        )
        .await?;
    }
    tx.commit().await?;
    Ok(Outcome::Done(CustomerNote::LostMade))
}

/// Counts per reason, in the order of `LostReason::ALL`, as SQL columns
/// (the reasons' codes are the program's own words, not input).
fn reason_counts() -> String {
    LostReason::ALL
        .iter()
        .map(|r| format!("COUNT(*) FILTER (WHERE reason = '{}')", r.code()))
        .collect::<Vec<_>>()
        .join(", ")
}

fn code_total(r: &Row) -> PgResult<CodeTotal> {
    let mut by_reason = Vec::with_capacity(LostReason::ALL.len());
    for i in 0..LostReason::ALL.len() {
        by_reason.push(r.try_get::<_, i64>(3 + i)?.max(0) as u64);
    }
    Ok(CodeTotal {
        code: r.try_get(0)?,
        name: r.try_get(1)?,
        total: r.try_get::<_, i64>(2)?.max(0) as u64,
        by_reason,
    })
}

/// Totals by code for `[from, to)`, most lost first; `reason` keeps only
/// those lost for it.
async fn by_code(
    c: &impl GenericClient,
    from: &str,
    to: &str,
    reason: Option<LostReason>,
    limit: usize,
) -> PgResult<Vec<CodeTotal>> {
    let sql = format!(
        "SELECT UPPER(code), MAX(name), COUNT(*), {} FROM lost_sales
         WHERE at >= $1 AND at < $2 AND ($3::text IS NULL OR reason = $3)
         GROUP BY UPPER(code) ORDER BY COUNT(*) DESC, UPPER(code) LIMIT $4",
        reason_counts()
    );
    let reason = reason.map(LostReason::code);
    let rows = c
        .query(&sql, &[&from, &to, &reason, &(limit as i64)])
        .await?;
    rows.iter().map(code_total).collect()
}

/// (total, per reason) for `[from, to)`.
async fn by_reason(
    c: &impl GenericClient,
    from: &str,
    to: &str,
) -> PgResult<(u64, Vec<ReasonTotal>)> {
    let rows = c
        .query(
            "SELECT reason, COUNT(*) FROM lost_sales WHERE at >= $1 AND at < $2 GROUP BY reason",
            &[&from, &to],
        )
        .await?;
    let counted = rows
        .iter()
        .map(|r| Ok((r.try_get::<_, String>(0)?, r.try_get::<_, i64>(1)?)))
        .collect::<PgResult<Vec<_>>>()?;
    let totals: Vec<ReasonTotal> = LostReason::ALL
        .into_iter()
        .map(|reason| ReasonTotal {
            reason,
            count: counted
                .iter()
                .find(|(c, _)| c == reason.code())
                .map_or(0, |(_, n)| (*n).max(0) as u64),
        })
        .collect();
    Ok((totals.iter().map(|t| t.count).sum(), totals))
}

/// Lost sales in `[from, to)`, newest first, at most `limit`.
pub async fn lost_rows(
    c: &impl GenericClient,
    from: &str,
    to: &str,
    limit: usize,
) -> PgResult<Vec<(LostSale, Option<String>)>> {
    let rows = c
        .query(
            r#"SELECT at, code, reason, note, "by", name FROM lost_sales
               WHERE at >= $1 AND at < $2 ORDER BY at DESC, id DESC LIMIT $3"#,
            &[&from, &to, &(limit as i64)],
        )
        .await?;
    rows.iter()
        .map(|r| {
            let reason: String = r.try_get(2)?;
            Ok((
                LostSale {
                    at: r.try_get(0)?,
                    code: r.try_get(1)?,
                    reason: LostReason::from_code(&reason).unwrap_or(LostReason::Other),
                    note: r.try_get(3)?,
                    by: r.try_get(4)?,
                },
                r.try_get(5)?,
            ))
        })
        .collect()
}

/// What the lost-sales report shows for `[from, to)`.
pub struct LostFigures {
    pub total: u64,
    pub by_reason: Vec<ReasonTotal>,
    pub by_code: Vec<CodeTotal>,
    pub reorder: Vec<CodeTotal>,
    pub latest: Vec<LostSale>,
}

/// The report's figures, read on one connection.
pub async fn lost_figures(pg: &Pg, from: &str, to: &str) -> PgResult<LostFigures> {
    let c = pg.client().await?;
    let (total, by_reason) = by_reason(&c, from, to).await?;
    Ok(LostFigures {
        total,
        by_reason,
        by_code: by_code(&c, from, to, None, REPORT_SKUS).await?,
        reorder: by_code(&c, from, to, Some(LostReason::OutOfStock), 50).await?,
        latest: lost_rows(&c, from, to, 20)
            .await?
            .into_iter()
            .map(|(l, _)| l)
            .collect(),
    })
}
