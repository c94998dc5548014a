//! The two engines' SQL differs in our statements in three small ways
//! only, and this is where they meet: parameters (SQLite `?1`, Postgres
//! `$1`), the column that keeps a table's insertion order (SQLite's
//! `rowid`, Postgres's `seq BIGSERIAL`), and the sessions' user column
//! (`user`, a reserved word in Postgres, is `user_name` there). Every
//! statement is written once, SQLite-style with `?N` and `{seq}` and
//! `{user}`, and shown to each engine in its own words.

use std::borrow::Cow;

/// Which engine a statement is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    Sqlite,
    Postgres,
}

/// The names that differ: `{name}` in a statement, per engine.
const NAMES: &[(&str, &str, &str)] = &[("{seq}", "rowid", "seq"), ("{user}", "user", "user_name")];

impl Dialect {
    /// `sql` as this engine reads it. A statement without a name or a
    /// parameter to change is not copied.
    pub fn statement<'a>(self, sql: &'a str) -> Cow<'a, str> {
        let needs_names = sql.contains('{');
        let needs_params = self == Dialect::Postgres && sql.contains('?');
        if !needs_names && !needs_params {
            return Cow::Borrowed(sql);
        }
        let mut out = if needs_params {
            dollar_params(sql)
        } else {
            sql.to_string()
        };
        if needs_names {
            for (name, sqlite, postgres) in NAMES {
                let to = match self {
                    Dialect::Sqlite => sqlite,
                    Dialect::Postgres => postgres,
                };
                out = out.replace(name, to);
            }
        }
        Cow::Owned(out)
    }
}

/// `?N` outside quoted text becomes `$N`.
fn dollar_params(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut quoted = false;
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => quoted = !quoted,
            '?' if !quoted && chars.peek().is_some_and(char::is_ascii_digit) => {
                out.push('$');
                continue;
            }
            _ => {}
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn postgres_reads_dollar_parameters_and_its_own_names() {
        let sql =
            "SELECT {user}, note FROM t WHERE a = ?1 AND b LIKE '%?1%' AND c = ?12 ORDER BY {seq}";
        assert_eq!(
            Dialect::Postgres.statement(sql),
            "SELECT user_name, note FROM t WHERE a = $1 AND b LIKE '%?1%' AND c = $12 ORDER BY seq"
        );
        assert_eq!(
            Dialect::Sqlite.statement(sql),
            "SELECT user, note FROM t WHERE a = ?1 AND b LIKE '%?1%' AND c = ?12 ORDER BY rowid"
        );
    }

    #[test]
    fn a_statement_with_nothing_to_change_is_not_copied() {
        let sql = "SELECT 1 FROM quotes WHERE id = ?1";
        assert!(matches!(Dialect::Sqlite.statement(sql), Cow::Borrowed(_)));
        assert!(matches!(
            Dialect::Postgres.statement("SELECT 1"),
            Cow::Borrowed(_)
        ));
    }
}
