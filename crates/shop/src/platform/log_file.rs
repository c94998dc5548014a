//! The log file (`DEALER_DESK_LOG_FILE`): lines are queued for a thread of
//! its own that writes them, so a request never waits on the disk. When
//! the disk stalls (a hung mount, a FIFO nobody reads) and the queue is
//! full, further lines are dropped rather than held, and counted: the
//! count is on `/metrics` (`dealer_desk_log_lines_dropped_total`), and
//! once lines go through again one line says how many were lost.
//! Standard output gets every line either way.

use std::{io::Write, time::Duration};

use tracing_appender::non_blocking::{ErrorCounter, NonBlocking, NonBlockingBuilder, WorkerGuard};

use crate::catalogue::{metric_family, metric_sample};

/// Lines queued for the file before further ones are dropped.
pub const QUEUED_LINES: usize = 128_000;

/// How often the count of dropped lines is looked at, to say so in the log.
const REPORT_EVERY: Duration = Duration::from_secs(10);

/// How many lines the log file's writer dropped (none without a file).
/// Cheap to clone.
#[derive(Clone, Default)]
pub struct LogDrops {
    counter: Option<ErrorCounter>,
}

impl std::fmt::Debug for LogDrops {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LogDrops({})", self.dropped())
    }
}

/// The writer that queues lines for the file, what flushes it when
/// dropped, and its count of dropped lines.
pub struct LogWriter {
    pub writer: NonBlocking,
    pub guard: WorkerGuard,
    pub drops: LogDrops,
}

/// Queues lines for `out` (at most `queued` waiting), written on a thread
/// of its own; past that, lines are dropped and counted.
pub fn log_writer<W: Write + Send + 'static>(out: W, queued: usize) -> LogWriter {
    let (writer, guard) = NonBlockingBuilder::default()
        .lossy(true)
        .buffered_lines_limit(queued)
        .thread_name("log-file")
        .finish(out);
    let drops = LogDrops {
        counter: Some(writer.error_counter()),
    };
    LogWriter {
        writer,
        guard,
        drops,
    }
}

impl LogDrops {
    /// Lines dropped since the portal started.
    pub fn dropped(&self) -> usize {
        self.counter.as_ref().map_or(0, ErrorCounter::dropped_lines)
    }

    /// For `/metrics` (nothing without a log file).
    pub fn render_metrics(&self, out: &mut String) {
        if self.counter.is_some() {
            let name = "dealer_desk_log_lines_dropped_total";
            metric_family(
                out,
                name,
                "counter",
                "Log lines not written to the log file because its disk fell behind.",
            );
            metric_sample(out, name, &[], self.dropped());
        }
    }

    /// Says in the log, every `REPORT_EVERY` while lines are being dropped,
    /// how many were (the line reaches the file once it takes lines again).
    pub fn spawn_reports(&self) {
        if self.counter.is_none() {
            return;
        }
        let drops = self.clone();
        tokio::spawn(async move {
            let mut told = 0;
            let mut every = tokio::time::interval(REPORT_EVERY);
            loop {
                every.tick().await;
                let now = drops.dropped();
                if now > told {
                    tracing::warn!(
                        dropped = now - told,
                        since_start = now,
                        "the log file fell behind: lines were not written to it"
                    );
                    told = now;
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{mpsc, Arc, Mutex};

    /// A disk that takes nothing until it is let go, then everything.
    struct Stalled {
        go: Arc<Mutex<mpsc::Receiver<()>>>,
        written: Arc<Mutex<Vec<u8>>>,
    }

    impl Write for Stalled {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            let _ = self.go.lock().map(|rx| rx.recv());
            self.written
                .lock()
                .map_err(|_| std::io::Error::other("poisoned"))?
                .extend_from_slice(buf);
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_stalled_disk_drops_and_counts_lines_instead_of_holding_the_writer() {
        let (go, rx) = mpsc::channel();
        let written = Arc::new(Mutex::new(Vec::new()));
        let disk = Stalled {
            go: Arc::new(Mutex::new(rx)),
            written: Arc::clone(&written),
        };
        let LogWriter {
            mut writer,
            guard,
            drops,
        } = log_writer(disk, 4);
        // The writer thread takes one line and stalls on it; four wait in
        // the queue; the rest are dropped, and no write waits.
        for i in 0..100 {
            writer
                .write_all(format!("line {i}\n").as_bytes())
                .unwrap_or_else(|e| panic!("{e}"));
        }
        let dropped = drops.dropped();
        assert!((95..=96).contains(&dropped), "{dropped} dropped");
        let mut text = String::new();
        drops.render_metrics(&mut text);
        assert!(text.contains(&format!("dealer_desk_log_lines_dropped_total {dropped}")));

        for _ in 0..200 {
            let _ = go.send(());
        }
        drop(guard);
        let lines = written.lock().map(|w| w.len()).unwrap_or(0);
        assert!(lines > 0, "what was queued is written once the disk moves");
    }

    #[test]
    fn without_a_log_file_nothing_is_counted_or_shown() {
        let drops = LogDrops::default();
        assert_eq!(drops.dropped(), 0);
        let mut text = String::new();
        drops.render_metrics(&mut text);
        assert!(text.is_empty());
    }
}
