//! Permits to export: only a few exports run at once for the whole portal,
//! and fewer for each client (a session, an address, a token), so one
//! client cannot take them all. A client past either is answered 429 with
//! `Retry-After` at once, never queued.
//!
//! The permits live in the app state (`ExportPermits`), counted in this
//! process. With a shared server (`shared_limits`) a permit also takes a
//! lease there, in a set for all portals and one for the client: the
//! limits then hold across every portal behind one address. A running
//! export renews its lease; a portal that dies stops renewing, so its
//! leases lapse and their permits come back within one lease. While the
//! server does not answer, the count here decides alone.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::Duration,
};

use axum::{
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore};

use crate::server::platform::shared_limits::{self, scripts::Scripts, SharedLimits};

/// Exports running at once, for the whole portal.
pub const MAX_EXPORTS: usize = 3;
/// Exports running at once for one client (a session, an address, a token).
pub const MAX_PER_CLIENT: usize = 2;
/// How long a shared lease holds without being renewed (a running export
/// renews it three times as often).
pub const DEFAULT_LEASE: Duration = Duration::from_secs(30);

/// The portal's export permits (cheap to clone: one set of counts).
#[derive(Clone)]
pub struct ExportPermits(Arc<Inner>);

struct Inner {
    running: Arc<Semaphore>,
    /// Told each time an export ends.
    ended: Notify,
    /// Exports running now in this process, by client.
    clients: Mutex<HashMap<String, usize>>,
    shared: SharedLimits,
    lease: Duration,
}

impl Default for ExportPermits {
    /// Permits counted in this process only.
    fn default() -> Self {
        ExportPermits::new(SharedLimits::local())
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

fn client_busy() -> Busy {
    Busy(format!(
        "This client has {MAX_PER_CLIENT} exports running already. Try again when one has finished."
    ))
}

fn portal_busy() -> Busy {
    Busy(format!(
        "Other exports are running ({MAX_EXPORTS} at most at once). Try again in a minute."
    ))
}

impl ExportPermits {
    /// Permits shared through `shared` when it has a server.
    pub fn new(shared: SharedLimits) -> Self {
        ExportPermits::with_lease(shared, DEFAULT_LEASE)
    }

    /// As `new`, with shared leases of this length.
    pub fn with_lease(shared: SharedLimits, lease: Duration) -> Self {
        ExportPermits(Arc::new(Inner {
            running: Arc::new(Semaphore::new(MAX_EXPORTS)),
            ended: Notify::new(),
            clients: Mutex::new(HashMap::new()),
            shared,
            lease: lease.max(Duration::from_millis(30)),
        }))
    }

    fn clients(&self) -> std::sync::MutexGuard<'_, HashMap<String, usize>> {
        self.0.clients.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Counts one export of this client as over.
    fn leave(&self, client: &str) {
        let mut all = self.clients();
        if let Some(n) = all.get_mut(client) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                all.remove(client);
            }
        }
    }

    /// How many exports this portal is running now.
    pub fn running(&self) -> usize {
        MAX_EXPORTS - self.0.running.available_permits()
    }

    /// Waits until no export is running here (at once if none is): an
    /// export whose client went away ends without being read to its end.
    pub async fn idle(&self) {
        loop {
            let ended = self.0.ended.notified();
            tokio::pin!(ended);
            ended.as_mut().enable();
            if self.running() == 0 {
                return;
            }
            ended.await;
        }
    }

    /// A permit to export for this client, if one is free.
    pub async fn acquire(&self, client: Option<&str>) -> Result<ExportPermit, Busy> {
        let mut permit = self.acquire_here(client)?;
        if self.0.shared.is_up() {
            match Lease::take(&self.0.shared, client, self.0.lease).await {
                Taken::Lease(lease) => permit.lease = Some(lease),
                Taken::ClientBusy => return Err(client_busy()),
                Taken::PortalBusy => return Err(portal_busy()),
                Taken::NoAnswer => {}
            }
        }
        Ok(permit)
    }

    /// A permit counted in this process.
    fn acquire_here(&self, client: Option<&str>) -> Result<ExportPermit, Busy> {
        if let Some(c) = client {
            let mut all = self.clients();
            let n = all.entry(c.to_string()).or_insert(0);
            if *n >= MAX_PER_CLIENT {
                return Err(client_busy());
            }
            *n += 1;
        }
        match Arc::clone(&self.0.running).try_acquire_owned() {
            Ok(permit) => Ok(ExportPermit {
                permits: self.clone(),
                permit: Some(permit),
                client: client.map(str::to_string),
                lease: None,
            }),
            Err(_) => {
                if let Some(c) = client {
                    self.leave(c);
                }
                Err(portal_busy())
            }
        }
    }
}

/// A permit to export: one of the portal's few, and this client's one.
pub struct ExportPermit {
    permits: ExportPermits,
    permit: Option<OwnedSemaphorePermit>,
    client: Option<String>,
    lease: Option<Lease>,
}

impl Drop for ExportPermit {
    fn drop(&mut self) {
        if let Some(c) = &self.client {
            self.permits.leave(c);
        }
        drop(self.lease.take());
        drop(self.permit.take());
        self.permits.0.ended.notify_waiters();
    }
}

/// A permit's lease on the shared server, renewed while it is held.
struct Lease {
    limits: SharedLimits,
    keys: Vec<String>,
    id: i64,
    renewing: tokio::task::JoinHandle<()>,
}

/// What the shared server said to a lease.
enum Taken {
    Lease(Lease),
    ClientBusy,
    PortalBusy,
    /// No answer in time: the count in this process decides.
    NoAnswer,
}

impl Lease {
    async fn take(limits: &SharedLimits, client: Option<&str>, length: Duration) -> Taken {
        let mut keys = vec![limits.key("exports", "all")];
        if let Some(c) = client {
            keys.push(limits.key("exports-client", &shared_limits::digest(&[c])));
        }
        let id = i64::from(rand::random::<u32>()) << 20 | i64::from(rand::random::<u16>());
        let ms = i64::try_from(length.as_millis()).unwrap_or(i64::MAX);
        let key_refs: Vec<&str> = keys.iter().map(String::as_str).collect();
        let args = [id, ms, MAX_EXPORTS as i64, MAX_PER_CLIENT as i64];
        let answer: Option<i64> = limits
            .eval(|s: &Scripts| &s.lease_take, &key_refs, &args)
            .await;
        match answer {
            Some(0) => {}
            Some(1) => return Taken::ClientBusy,
            Some(_) => return Taken::PortalBusy,
            None => return Taken::NoAnswer,
        }
        let renewing = tokio::spawn(renew(limits.clone(), keys.clone(), id, length));
        Taken::Lease(Lease {
            limits: limits.clone(),
            keys,
            id,
            renewing,
        })
    }
}

/// Renews a lease three times a lease, until aborted.
async fn renew(limits: SharedLimits, keys: Vec<String>, id: i64, length: Duration) {
    let ms = i64::try_from(length.as_millis()).unwrap_or(i64::MAX);
    let key_refs: Vec<&str> = keys.iter().map(String::as_str).collect();
    loop {
        tokio::time::sleep(length / 3).await;
        let _: Option<i64> = limits
            .eval(|s: &Scripts| &s.lease_renew, &key_refs, &[id, ms])
            .await;
    }
}

impl Drop for Lease {
    fn drop(&mut self) {
        self.renewing.abort();
        // Given back at once when a runtime is there to send it; else it
        // lapses within a lease.
        if let Ok(rt) = tokio::runtime::Handle::try_current() {
            let (limits, keys, id) = (self.limits.clone(), std::mem::take(&mut self.keys), self.id);
            rt.spawn(async move {
                let key_refs: Vec<&str> = keys.iter().map(String::as_str).collect();
                let _: Option<i64> = limits
                    .eval(|s: &Scripts| &s.lease_drop, &key_refs, &[id])
                    .await;
            });
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

    #[tokio::test]
    async fn a_few_exports_per_client_and_a_few_more_in_all() {
        let permits = ExportPermits::default();
        let a1 = permits.acquire(Some("ip:1")).await.ok();
        let a2 = permits.acquire(Some("ip:1")).await.ok();
        assert!(a1.is_some() && a2.is_some());
        assert!(
            permits.acquire(Some("ip:1")).await.is_err(),
            "{MAX_PER_CLIENT} per client"
        );
        let b = permits.acquire(Some("ip:2")).await.ok();
        assert!(b.is_some());
        assert!(
            permits.acquire(Some("ip:3")).await.is_err(),
            "{MAX_EXPORTS} at once in all"
        );
        // A client turned away for the portal's limit is not held.
        drop(a1);
        assert!(permits.acquire(Some("ip:3")).await.is_ok());
        assert!(permits.acquire(Some("ip:1")).await.is_ok());
        drop((a2, b));
        assert!(permits.clients().is_empty());
        assert_eq!(permits.running(), 0);
    }
}
