//! Counts as a person reads them: digits grouped ("20,000"), and the word
//! that goes with the count ("1 line", "2 lines"). Rendered on the server.

/// 5210 as "5,210".
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `n` grouped, with `one` or `many` after it: "1 line", "1,200 lines".
pub fn counted(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", thousands(n), if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_as_written() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(10_000), "10,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
        assert_eq!(counted(1, "line", "lines"), "1 line");
        assert_eq!(counted(0, "line", "lines"), "0 lines");
        assert_eq!(counted(20_000, "customer", "customers"), "20,000 customers");
    }
}
