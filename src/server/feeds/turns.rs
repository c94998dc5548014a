//! Turns to export: only a few exports run at once for the whole portal,
//! and fewer for each client (a session, an address, a token), so one
//! client cannot take them all. A client past either is answered 429 with
//! `Retry-After` at once, never queued.

use std::{
    collections::HashMap,
    sync::{LazyLock, Mutex},
};

use axum::{
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use tokio::sync::{Notify, Semaphore, SemaphorePermit};

/// Exports running at once, for the whole portal.
pub const MAX_EXPORTS: usize = 3;
/// Exports running at once for one client (a session, an address, a token).
pub const MAX_PER_CLIENT: usize = 2;

static RUNNING: Semaphore = Semaphore::const_new(MAX_EXPORTS);
/// Told each time an export ends.
static ENDED: Notify = Notify::const_new();
/// Exports running now, by client.
static CLIENTS: LazyLock<Mutex<HashMap<String, usize>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

fn clients() -> std::sync::MutexGuard<'static, HashMap<String, usize>> {
    CLIENTS.lock().unwrap_or_else(|p| p.into_inner())
}

/// Counts one export of this client as over.
fn leave(client: &str) {
    let mut all = clients();
    if let Some(n) = all.get_mut(client) {
        *n = n.saturating_sub(1);
        if *n == 0 {
            all.remove(client);
        }
    }
}

/// A turn to export: one of the portal's few, and this client's one.
pub struct Turn {
    permit: Option<SemaphorePermit<'static>>,
    client: Option<String>,
}

impl Drop for Turn {
    fn drop(&mut self) {
        if let Some(c) = &self.client {
            leave(c);
        }
        drop(self.permit.take());
        ENDED.notify_waiters();
    }
}

/// How many exports are running now, for the whole portal.
pub fn running() -> usize {
    MAX_EXPORTS - RUNNING.available_permits()
}

/// Waits until no export is running (at once if none is): an export
/// whose client went away ends without being read to its end.
pub async fn idle() {
    loop {
        let ended = ENDED.notified();
        tokio::pin!(ended);
        ended.as_mut().enable();
        if running() == 0 {
            return;
        }
        ended.await;
    }
}

/// Why an export cannot start now (answered 429 with `Retry-After`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Busy(pub String);

impl IntoResponse for Busy {
    fn into_response(self) -> Response {
        busy(&self.0)
    }
}

/// A turn to export for this client, if one is free.
pub fn turn(client: Option<&str>) -> Result<Turn, Busy> {
    if let Some(c) = client {
        let mut all = clients();
        let n = all.entry(c.to_string()).or_insert(0);
        if *n >= MAX_PER_CLIENT {
            return Err(Busy(format!(
                "This client has {MAX_PER_CLIENT} exports running already. Try again when one has finished."
            )));
        }
        *n += 1;
    }
    match RUNNING.try_acquire() {
        Ok(permit) => Ok(Turn {
            permit: Some(permit),
            client: client.map(str::to_string),
        }),
        Err(_) => {
            if let Some(c) = client {
                leave(c);
            }
            Err(Busy(format!(
                "Other exports are running ({MAX_EXPORTS} at most at once). Try again in a minute."
            )))
        }
    }
}

fn busy(message: &str) -> Response {
    let mut resp = (
        StatusCode::TOO_MANY_REQUESTS,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        message.to_string(),
    )
        .into_response();
    resp.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("10"));
    resp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_few_exports_per_client_and_a_few_more_in_all() {
        let a1 = turn(Some("ip:1")).ok();
        let a2 = turn(Some("ip:1")).ok();
        assert!(a1.is_some() && a2.is_some());
        assert!(turn(Some("ip:1")).is_err(), "{MAX_PER_CLIENT} per client");
        let b = turn(Some("ip:2")).ok();
        assert!(b.is_some());
        assert!(turn(Some("ip:3")).is_err(), "{MAX_EXPORTS} at once in all");
        // A client turned away for the portal's limit is not held.
        drop(a1);
        assert!(turn(Some("ip:3")).is_ok());
        assert!(turn(Some("ip:1")).is_ok());
        drop((a2, b));
        assert!(clients().is_empty());
    }
}
