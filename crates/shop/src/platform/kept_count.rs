//! A count every page shows, kept for a moment between pages.

use std::time::Duration;

/// A count every page shows, kept for `KEPT_FOR` so a page does not ask
/// the store for it; any change made here drops it at once (a change made
/// by another portal on the same database shows within `KEPT_FOR`). Used
/// by the header's counts: watches back in stock, order lines waiting.
#[derive(Default)]
pub struct KeptCount {
    kept: std::sync::Mutex<Kept>,
}

#[derive(Default)]
struct Kept {
    value: Option<(std::time::Instant, u64)>,
    /// Bumped by every change: a count read before one is not kept.
    changes: u64,
}

const KEPT_FOR: Duration = Duration::from_secs(2);

impl KeptCount {
    fn lock(&self) -> std::sync::MutexGuard<'_, Kept> {
        self.kept.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The count, if one was read within `KEPT_FOR` and nothing changed
    /// since; else the number of changes to read one under.
    pub fn get(&self) -> Result<u64, u64> {
        let k = self.lock();
        match k.value {
            Some((at, n)) if at.elapsed() < KEPT_FOR => Ok(n),
            _ => Err(k.changes),
        }
    }

    /// Keeps a count read when `changes` changes had been made.
    pub fn keep(&self, changes: u64, n: u64) {
        let mut k = self.lock();
        if k.changes == changes {
            k.value = Some((std::time::Instant::now(), n));
        }
    }

    /// Drops the count: a change was made.
    pub fn changed(&self) {
        let mut k = self.lock();
        k.changes += 1;
        k.value = None;
    }
}

#[cfg(test)]
mod tests {
    use super::KeptCount;

    #[test]
    fn a_kept_count_is_dropped_by_a_change_and_never_kept_from_before_one() {
        let k = KeptCount::default();
        let before = k.get().expect_err("nothing kept yet");
        k.keep(before, 3);
        assert_eq!(k.get(), Ok(3));
        k.changed();
        let after = k.get().expect_err("dropped by the change");
        // A count read before the change is not kept.
        k.keep(before, 3);
        assert!(k.get().is_err());
        k.keep(after, 4);
        assert_eq!(k.get(), Ok(4));
    }
}
