//! Remembers sanitized supplier HTML. Sanitizing is a full HTML parse, and a
//! product page is read far more often than its descriptions change, so each
//! distinct description is cleaned once and then reused.
//!
//! Bounded by bytes, not entries: a description may be a few bytes or
//! megabytes, so each entry weighs its text and its cleaned text, and the
//! memo holds at most `MAX_BYTES` of them (the least used go first); an
//! entry is also forgotten after a day, so a supplier's edits are not held
//! against it. It must not change what a description says: a miss simply
//! cleans again.

use std::{
    sync::{Arc, LazyLock},
    time::Duration,
};

/// Most bytes of descriptions (raw and cleaned) kept.
const MAX_BYTES: u64 = 32 * 1024 * 1024;
/// How long one cleaned description is kept.
const TTL: Duration = Duration::from_secs(24 * 3600);

static MEMO: LazyLock<moka::sync::Cache<Arc<str>, Arc<str>>> = LazyLock::new(|| {
    moka::sync::Cache::builder()
        .max_capacity(MAX_BYTES)
        .weigher(|raw: &Arc<str>, clean: &Arc<str>| {
            u32::try_from(raw.len() + clean.len() + 64).unwrap_or(u32::MAX)
        })
        .time_to_live(TTL)
        .build()
});

/// `clean(raw)`, from memory when this exact text was cleaned before.
pub fn sanitized(raw: &str, clean: fn(&str) -> String) -> String {
    if let Some(hit) = MEMO.get(raw) {
        return hit.to_string();
    }
    let out: Arc<str> = clean(raw).into();
    MEMO.insert(raw.into(), out.clone());
    out.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    static CALLS: AtomicUsize = AtomicUsize::new(0);

    fn counting_upper(s: &str) -> String {
        CALLS.fetch_add(1, Ordering::SeqCst);
        s.to_uppercase()
    }

    #[test]
    fn each_text_is_cleaned_once_and_answers_stay_exact() {
        let a = "<p>memo test one</p>";
        let b = "<p>memo test two</p>";
        let before = CALLS.load(Ordering::SeqCst);
        assert_eq!(sanitized(a, counting_upper), "<P>MEMO TEST ONE</P>");
        assert_eq!(sanitized(a, counting_upper), "<P>MEMO TEST ONE</P>");
        assert_eq!(sanitized(b, counting_upper), "<P>MEMO TEST TWO</P>");
        assert_eq!(CALLS.load(Ordering::SeqCst) - before, 2);
    }

    fn same(s: &str) -> String {
        s.to_string()
    }

    #[test]
    fn the_memo_is_bounded_by_bytes() {
        // 40 distinct 1 MiB descriptions weigh 80 MiB; the memo keeps 32.
        for i in 0..40 {
            let big = format!("{i:04}{}", "y".repeat(1 << 20));
            assert_eq!(sanitized(&big, same).len(), big.len());
        }
        MEMO.run_pending_tasks();
        assert!(
            MEMO.weighted_size() <= MAX_BYTES,
            "{}",
            MEMO.weighted_size()
        );
    }
}
