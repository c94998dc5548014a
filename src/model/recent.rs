//! The "recently viewed" list: the last ten SKUs opened, kept in a cookie so
//! the home page can render it on the server.

use super::query::{decode_component, encode_component};

pub const RECENT_COOKIE: &str = "dd_recent";
pub const RECENT_MAX: usize = 10;

/// Reads the list from a cookie header's text.
pub fn read_recent(cookie_header: &str) -> Vec<String> {
    cookie_header
        .split(';')
        .filter_map(|p| p.trim().split_once('='))
        .find(|(k, _)| *k == RECENT_COOKIE)
        .map(|(_, v)| {
            v.split('.')
                .map(decode_component)
                .filter_map(|s| super::skus::validate_sku(&s).ok())
                .take(RECENT_MAX)
                .collect()
        })
        .unwrap_or_default()
}

/// Puts a SKU first, without repeats, keeping at most ten.
pub fn push_recent(list: &[String], sku: &str) -> Vec<String> {
    let mut out = vec![sku.to_string()];
    out.extend(list.iter().filter(|s| s.as_str() != sku).cloned());
    out.truncate(RECENT_MAX);
    out
}

pub fn recent_cookie(list: &[String]) -> String {
    let v = list
        .iter()
        .map(|s| encode_component(s))
        .collect::<Vec<_>>()
        .join(".");
    format!("{RECENT_COOKIE}={v}; Path=/; Max-Age=2592000; SameSite=Lax")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_list_round_trips_and_stays_short() {
        let mut l = Vec::new();
        for i in 0..12 {
            l = push_recent(&l, &format!("S{i}"));
        }
        l = push_recent(&l, "S5");
        assert_eq!(l.len(), RECENT_MAX);
        assert_eq!(l[0], "S5");
        let cookie = recent_cookie(&l);
        let header = cookie.split(';').next().unwrap();
        assert_eq!(read_recent(&format!("x=1; {header}")), l);
        assert_eq!(read_recent("dd_recent=a%2Fb.c"), ["a/b", "c"]);
    }
}
