//! This process's own figures (Linux `/proc/self/status`): its resident
//! memory now and at its peak, for `/metrics` and the benchmarks.

use crate::catalogue::{metric_family, metric_sample};

/// A `kB` field of `/proc/self/status` (e.g. `VmRSS:`, `VmHWM:`); `None`
/// where there is no such file or field.
pub fn status_kb(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find(|l| l.starts_with(field))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

/// Resident memory now, in kB (0 where unknown).
pub fn resident_kb() -> u64 {
    status_kb("VmRSS:").unwrap_or(0)
}

/// The most resident memory so far, in kB (0 where unknown).
pub fn peak_kb() -> u64 {
    status_kb("VmHWM:").unwrap_or(0)
}

/// Starts the peak over from the memory in use now (Linux: writing 5 to
/// `/proc/self/clear_refs`), so `peak_kb` measures from here on. `false`
/// where that cannot be done.
pub fn reset_peak() -> bool {
    std::fs::write("/proc/self/clear_refs", "5").is_ok()
}

/// The process's memory in Prometheus' text format, when it is known.
pub fn render_metrics(out: &mut String) {
    if let Some(kb) = status_kb("VmRSS:") {
        let name = "process_resident_memory_bytes";
        metric_family(out, name, "gauge", "Resident memory size in bytes.");
        metric_sample(out, name, &[], kb * 1024);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_its_own_memory_on_linux() {
        if std::path::Path::new("/proc/self/status").exists() {
            assert!(resident_kb() > 0);
            assert!(peak_kb() >= resident_kb() / 2);
            let mut out = String::new();
            render_metrics(&mut out);
            assert!(out.contains("process_resident_memory_bytes "), "{out}");
        }
        assert_eq!(status_kb("NoSuchField:"), None);
    }
}
