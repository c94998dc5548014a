//! The portal's log: every line to stdout, and to the log file when one
//! is given (`DEALER_DESK_LOG_FILE`).

use tracing_subscriber::EnvFilter;

use crate::server::platform::log_file::{log_writer, LogDrops, LogWriter, QUEUED_LINES};

/// Logging to stdout, and to the log file when one is given: the file is
/// written on a thread of its own (`platform::log_file`), so a slow or
/// stalled disk never holds a request; past `QUEUED_LINES` waiting, lines
/// are dropped from the file (not from stdout) and counted. The guard
/// flushes the file when dropped.
pub fn init_tracing(log_file: Option<&std::path::Path>) -> Result<Option<LogWriterGuard>, String> {
    use tracing_subscriber::fmt::writer::MakeWriterExt;
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,hyper=warn,reqwest=warn,tower_http=warn"));
    let fmt = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false);
    match log_file {
        None => {
            let _ = fmt.try_init();
            Ok(None)
        }
        Some(path) => {
            let mut open = std::fs::OpenOptions::new();
            open.create(true).append(true);
            #[cfg(unix)]
            {
                // A new log file is the portal's own (lines name staff).
                use std::os::unix::fs::OpenOptionsExt;
                open.mode(0o600);
            }
            let file = open
                .open(path)
                .map_err(|e| format!("cannot open DEALER_DESK_LOG_FILE {}: {e}", path.display()))?;
            let LogWriter {
                writer,
                guard,
                drops,
            } = log_writer(file, QUEUED_LINES);
            let _ = fmt
                .with_ansi(false)
                .with_writer(std::io::stdout.and(writer))
                .try_init();
            Ok(Some(LogWriterGuard {
                _flush: guard,
                drops,
            }))
        }
    }
}

/// Held while the portal runs: dropping it writes out the file's last
/// lines.
pub struct LogWriterGuard {
    _flush: tracing_appender::non_blocking::WorkerGuard,
    pub drops: LogDrops,
}
