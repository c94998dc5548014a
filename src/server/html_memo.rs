//! Remembers sanitized supplier HTML. Sanitizing is a full HTML parse, and a
//! product page is read far more often than its descriptions change, so each
//! distinct description is cleaned once and then reused. Bounded: when full,
//! it starts over (the next views simply clean again).

use std::{
    collections::HashMap,
    sync::{Arc, LazyLock, Mutex},
};

/// Most distinct descriptions kept (a few KB each).
const MAX_ENTRIES: usize = 4096;

static MEMO: LazyLock<Mutex<HashMap<Box<str>, Arc<str>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// `clean(raw)`, from memory when this exact text was cleaned before.
pub fn sanitized(raw: &str, clean: fn(&str) -> String) -> String {
    if let Some(hit) = lock().get(raw) {
        return hit.to_string();
    }
    let out: Arc<str> = clean(raw).into();
    let mut memo = lock();
    if memo.len() >= MAX_ENTRIES {
        memo.clear();
    }
    memo.insert(raw.into(), out.clone());
    out.to_string()
}

fn lock() -> std::sync::MutexGuard<'static, HashMap<Box<str>, Arc<str>>> {
    // A panic while holding the lock cannot leave the map half-written in a
    // way that matters here: every entry is a finished result.
    MEMO.lock().unwrap_or_else(|e| e.into_inner())
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
}
