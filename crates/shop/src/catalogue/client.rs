//! The one place a request goes to the supplier: the shared HTTP client,
//! the queue in front of the rate limiter, retries, and the mapping of what
//! came back to `AppError`.
//!
//! Retries happen only where they help (429, 502-504, broken connections),
//! with bounded attempts and a bounded total wait; never on 400, 401 or 404.
//! A person's call has short limits; batch work (syncs, stock exports) has
//! its own wait: a generous total, an idle-read limit (an answer that
//! keeps arriving is not stalled) and retries of timeouts too. Only
//! people's calls decide whether the supplier counts as reachable.
//! The key is set on the `x-api-key` header of each request, marked
//! sensitive, and appears nowhere else: not in errors, not in logs. Redirects
//! to another origin are not followed, so the key never travels to a host it
//! was not meant for. An answer is read only up to a size limit, piece by
//! piece into a `Reader` (the whole body, or a list read record by record
//! as it arrives). This module must not cache or decode records.

use std::{
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use bytes::Bytes;
use reqwest::{
    header::{HeaderMap, HeaderValue, ACCEPT, USER_AGENT},
    redirect, StatusCode, Url,
};

use crate::{model::AppError, platform::secrets::ApiKey};

pub use super::retry::RetryPolicy;
use super::{
    decode,
    metrics::{CallOutcome, Metrics},
    paths::{Endpoint, API_KEY_HEADER},
    queue::{Caller, Class, Queue},
    retry::retry_after,
};

/// One request to make.
pub struct Call<'a> {
    pub endpoint: Endpoint,
    pub url: Url,
    pub body: Option<serde_json::Value>,
    /// The SKU this call is about, for the words of a 404.
    pub sku: Option<&'a str>,
    /// Who the call is for: its place in the queue and its wait.
    pub caller: &'a Caller,
}

/// What a 2xx answer's body is read into, piece by piece as it arrives.
pub trait Reader {
    type Out;
    /// The most bytes of the answer it takes (after decompression).
    fn limit(&self) -> usize;
    /// Takes the next piece; a refusal stops the read.
    fn take(&mut self, piece: &[u8]) -> Result<(), Refused>;
    /// The answer has ended.
    fn finish(self) -> Result<Self::Out, Refused>;
}

/// Why a reader refused an answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// Past a size limit: a gzip bomb or an endless body stops here,
    /// before it fills the memory.
    TooLarge,
    /// Not the shape the reader reads.
    Unreadable,
}

/// The whole body as bytes, up to `max`.
struct Whole {
    body: bytes::BytesMut,
    max: usize,
}

impl Whole {
    fn new(max: usize) -> Self {
        Whole {
            body: bytes::BytesMut::new(),
            max,
        }
    }
}

impl Reader for Whole {
    type Out = Bytes;

    fn limit(&self) -> usize {
        self.max
    }

    fn take(&mut self, piece: &[u8]) -> Result<(), Refused> {
        if self.body.len() + piece.len() > self.max {
            return Err(Refused::TooLarge);
        }
        self.body.extend_from_slice(piece);
        Ok(())
    }

    fn finish(self) -> Result<Bytes, Refused> {
        Ok(self.body.freeze())
    }
}

/// How an answer's body was read.
enum Body<O> {
    /// A 2xx answer, read.
    Read(O),
    /// Another status: its body, for the error's words.
    Failed(Bytes),
    Refused(Refused),
}

/// How patient batch work is with one call.
#[derive(Debug, Clone)]
pub struct BatchLimits {
    /// Total time for one attempt, answer included.
    pub timeout: Duration,
    /// Longest silence while an answer arrives.
    pub idle: Duration,
    pub retry: RetryPolicy,
}

/// When the supplier last answered, and when it last failed to.
#[derive(Default)]
struct Health {
    started: Option<Instant>,
    last_answer_ms: AtomicU64,
    last_failure_ms: AtomicU64,
}

pub struct Client {
    http: reqwest::Client,
    key: HeaderValue,
    max_body: usize,
    max_list: usize,
    queue: Queue,
    timeout: Duration,
    retry: RetryPolicy,
    batch: BatchLimits,
    metrics: Arc<Metrics>,
    health: Health,
}

/// Settings the client is built from.
pub struct ClientSettings {
    pub connect_timeout: Duration,
    pub timeout: Duration,
    pub retry: RetryPolicy,
    pub batch: BatchLimits,
    pub queue: Queue,
    /// The largest answer read whole, in bytes, after decompression (and
    /// the largest record of a list read record by record).
    pub max_body: usize,
    /// The largest list a sync reads record by record, in bytes.
    pub max_list: usize,
}

/// What a failed attempt leaves: the error to report, and whether (and after
/// how long, if the supplier said) trying again may help.
struct Failure {
    error: AppError,
    retry: bool,
    retry_after: Option<Duration>,
}

impl Client {
    pub fn new(key: &ApiKey, s: ClientSettings, metrics: Arc<Metrics>) -> Result<Self, String> {
        let mut key = HeaderValue::from_str(key.expose())
            .map_err(|_| "the supplier API key cannot go in an HTTP header".to_string())?;
        key.set_sensitive(true);
        let mut headers = HeaderMap::new();
        headers.insert(ACCEPT, HeaderValue::from_static("application/json"));
        headers.insert(
            USER_AGENT,
            HeaderValue::from_static(concat!("dealer-desk/", env!("CARGO_PKG_VERSION"))),
        );
        let http = reqwest::Client::builder()
            .default_headers(headers)
            .connect_timeout(s.connect_timeout)
            .gzip(true)
            .tcp_nodelay(true)
            .pool_idle_timeout(Duration::from_secs(60))
            .redirect(same_origin_redirects())
            .build()
            .map_err(|e| format!("cannot build the supplier HTTP client: {e}"))?;
        Ok(Client {
            http,
            key,
            max_body: s.max_body,
            max_list: s.max_list,
            queue: s.queue,
            timeout: s.timeout,
            retry: s.retry,
            batch: s.batch,
            metrics,
            health: Health {
                started: Some(Instant::now()),
                ..Health::default()
            },
        })
    }

    /// The largest answer read whole (and record of a list), in bytes.
    pub fn max_body(&self) -> usize {
        self.max_body
    }

    /// The largest list read record by record, in bytes.
    pub fn max_list(&self) -> usize {
        self.max_list
    }

    /// Makes the call, retrying where that helps; the body of a 2xx answer.
    pub async fn call(&self, call: &Call<'_>) -> Result<Bytes, AppError> {
        self.call_reading(call, || Whole::new(self.max_body)).await
    }

    /// Makes the call, retrying where that helps; a 2xx answer is read into
    /// a fresh reader from `reader` at each attempt.
    pub async fn call_reading<R: Reader>(
        &self,
        call: &Call<'_>,
        reader: impl Fn() -> R,
    ) -> Result<R::Out, AppError> {
        let policy = match call.caller.class {
            Class::Person => &self.retry,
            Class::Batch => &self.batch.retry,
        };
        let mut attempt = 1u32;
        let mut waited = Duration::ZERO;
        loop {
            if self.queue.acquire(call.caller).await.is_err() {
                self.metrics
                    .upstream(call.endpoint, CallOutcome::Throttled, Duration::ZERO);
                tracing::warn!(
                    endpoint = call.endpoint.label(),
                    "the portal's own supplier budget is spent: giving up"
                );
                return Err(AppError::Busy);
            }
            let failure = match self.attempt(call, reader()).await {
                Ok(body) => return Ok(body),
                Err(f) => f,
            };
            if !failure.retry || attempt >= policy.max_attempts {
                return Err(failure.error);
            }
            let delay = failure
                .retry_after
                .unwrap_or_else(|| policy.backoff(attempt));
            if waited + delay > policy.max_total_wait {
                tracing::warn!(
                    endpoint = call.endpoint.label(),
                    attempt,
                    wait_ms = delay.as_millis() as u64,
                    "not retrying: the wait would pass the retry budget"
                );
                return Err(failure.error);
            }
            tracing::debug!(
                endpoint = call.endpoint.label(),
                attempt,
                wait_ms = delay.as_millis() as u64,
                "retrying a supplier call"
            );
            tokio::time::sleep(delay).await;
            waited += delay;
            attempt += 1;
            self.metrics.retry(call.endpoint);
        }
    }

    /// One attempt, counted and timed.
    async fn attempt<R: Reader>(&self, call: &Call<'_>, reader: R) -> Result<R::Out, Failure> {
        let started = Instant::now();
        let sent = self.send(call, reader).await;
        let took = started.elapsed();
        let (status, retry_after, body) = match sent {
            Ok(answer) => answer,
            Err(e) => return Err(self.unreachable(call, e, took)),
        };
        self.metrics
            .upstream(call.endpoint, CallOutcome::Status(status.as_u16()), took);
        let body = match body {
            Body::Read(out) => {
                self.note(call, false);
                return Ok(out);
            }
            Body::Failed(body) => body,
            Body::Refused(why) => return Err(self.refused(call, status, why)),
        };
        self.note(call, status.is_server_error());
        let f = self.failure_for(call, status, retry_after, &body);
        tracing::warn!(
            endpoint = call.endpoint.label(),
            status = status.as_u16(),
            ms = took.as_millis() as u64,
            retry = f.retry,
            "supplier call failed"
        );
        Err(f)
    }

    /// An answer its reader refused: too large, or not what was due.
    fn refused(&self, call: &Call<'_>, status: StatusCode, why: Refused) -> Failure {
        match why {
            Refused::TooLarge => tracing::error!(
                endpoint = call.endpoint.label(),
                status = status.as_u16(),
                body_limit_mb = self.max_body / (1024 * 1024),
                list_limit_mb = self.max_list / (1024 * 1024),
                "the supplier's answer (or one record of a list) is larger than \
                 CATALOGUE_MAX_BODY_MB, or a list is larger than CATALOGUE_MAX_LIST_MB: refused"
            ),
            Refused::Unreadable => {
                // The supplier answered, if not sense.
                self.note(call, false);
                tracing::warn!(
                    endpoint = call.endpoint.label(),
                    status = status.as_u16(),
                    "supplier body is not JSON, or not a JSON list where a list is due"
                )
            }
        }
        Failure {
            error: AppError::BadResponse,
            retry: false,
            retry_after: None,
        }
    }

    /// Sends the call and reads its answer: the status, any Retry-After,
    /// and the body (a 2xx one into `reader`).
    async fn send<R: Reader>(
        &self,
        call: &Call<'_>,
        reader: R,
    ) -> Result<(StatusCode, Option<Duration>, Body<R::Out>), Unanswered> {
        let (timeout, idle) = match call.caller.class {
            Class::Person => (self.timeout, None),
            Class::Batch => (self.batch.timeout, Some(self.batch.idle)),
        };
        let mut req = self
            .http
            .request(call.endpoint.method(), call.url.clone())
            .timeout(timeout)
            .header(API_KEY_HEADER, self.key.clone());
        if let Some(body) = &call.body {
            req = req.json(body);
        }
        let mut resp = req.send().await?;
        let status = resp.status();
        let retry_after = retry_after(resp.headers());
        let body = if status.is_success() {
            read(&mut resp, idle, reader).await?.map(Body::Read)
        } else {
            read(&mut resp, idle, Whole::new(self.max_body))
                .await?
                .map(Body::Failed)
        };
        Ok((status, retry_after, body.unwrap_or_else(Body::Refused)))
    }

    /// A call that got no answer: counted, logged (without its URL) and
    /// judged worth another try or not.
    fn unreachable(&self, call: &Call<'_>, e: Unanswered, took: Duration) -> Failure {
        let timeout = match &e {
            Unanswered::Idle => true,
            Unanswered::Http(e) => e.is_timeout(),
        };
        let outcome = if timeout {
            CallOutcome::Timeout
        } else {
            CallOutcome::Error
        };
        self.metrics.upstream(call.endpoint, outcome, took);
        self.note(call, true);
        // For a person, a timeout already spent their wait; batch work
        // tries again. A refused or broken connection is worth another try;
        // a request that could not be built never will be.
        let retry = match &e {
            Unanswered::Idle => true,
            Unanswered::Http(e) => {
                e.is_connect()
                    || (e.is_timeout() && call.caller.class == Class::Batch)
                    || !(e.is_timeout() || e.is_builder() || e.is_redirect() || e.is_decode())
            }
        };
        tracing::warn!(
            endpoint = call.endpoint.label(),
            class = call.caller.class.label(),
            timeout,
            ms = took.as_millis() as u64,
            error = %e,
            "supplier call did not complete"
        );
        Failure {
            error: AppError::Unreachable,
            retry,
            retry_after: None,
        }
    }

    fn failure_for(
        &self,
        call: &Call<'_>,
        status: StatusCode,
        retry_after: Option<Duration>,
        body: &[u8],
    ) -> Failure {
        let (error, retry) = match status.as_u16() {
            429 => (AppError::Busy, true),
            502..=504 => (AppError::Unreachable, true),
            400 => (self.rejected(call, body), false),
            401 | 403 => (AppError::NotAuthorised, false),
            404 => (
                AppError::NotFound(call.endpoint.not_found_phrase(call.sku)),
                false,
            ),
            500..=599 => (AppError::Unreachable, false),
            _ => (AppError::BadResponse, false),
        };
        Failure {
            error,
            retry,
            retry_after: if retry { retry_after } else { None },
        }
    }

    /// A 400: for search, the filter the supplier could not read; for one
    /// SKU, a SKU it cannot look up; otherwise a request the portal got wrong.
    fn rejected(&self, call: &Call<'_>, body: &[u8]) -> AppError {
        let detail = decode::error_detail(body).map(|d| self.redact(&d));
        match call.endpoint {
            Endpoint::Search => AppError::InvalidFilter(
                detail.unwrap_or_else(|| "a filter value could not be read".into()),
            ),
            Endpoint::ProductGet | Endpoint::Stock => {
                AppError::NotFound(call.endpoint.not_found_phrase(call.sku))
            }
            _ => AppError::Internal(format!(
                "the supplier refused the portal's {} request",
                call.endpoint.label()
            )),
        }
    }

    /// Supplier text shown to people never carries the key, even if echoed.
    fn redact(&self, text: &str) -> String {
        match self.key.to_str() {
            Ok(k) if !k.is_empty() && text.contains(k) => text.replace(k, "***"),
            _ => text.to_string(),
        }
    }

    fn now_ms(&self) -> u64 {
        self.health
            .started
            .map(|s| s.elapsed().as_millis() as u64 + 1)
            .unwrap_or(1)
    }

    /// Notes a person's call's outcome; batch work's slowness says nothing
    /// about whether pages can reach the supplier.
    fn note(&self, call: &Call<'_>, failed: bool) {
        if call.caller.class == Class::Batch {
            return;
        }
        let now = self.now_ms();
        if failed {
            self.health.last_failure_ms.store(now, Ordering::Relaxed);
        } else {
            self.health.last_answer_ms.store(now, Ordering::Relaxed);
        }
    }

    /// Cells of the allowance handed out so far, by class.
    pub fn granted(&self) -> super::queue::Granted {
        self.queue.granted()
    }

    /// What the last `within` says about the supplier: `Some(true)` if it
    /// answered last, `Some(false)` if it failed last, `None` if nothing
    /// happened in that time.
    pub fn recent_health(&self, within: Duration) -> Option<bool> {
        let now = self.now_ms();
        let ok = self.health.last_answer_ms.load(Ordering::Relaxed);
        let bad = self.health.last_failure_ms.load(Ordering::Relaxed);
        let last = ok.max(bad);
        if last == 0 || now.saturating_sub(last) > within.as_millis() as u64 {
            return None;
        }
        Some(ok >= bad)
    }
}

/// Why an attempt got no (whole) answer.
enum Unanswered {
    Http(reqwest::Error),
    /// The answer stopped arriving for longer than the idle limit.
    Idle,
}

impl From<reqwest::Error> for Unanswered {
    /// The URL is dropped: it must never reach a log line.
    fn from(e: reqwest::Error) -> Self {
        Unanswered::Http(e.without_url())
    }
}

impl std::fmt::Display for Unanswered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unanswered::Http(e) => write!(f, "{e}"),
            Unanswered::Idle => f.write_str("the answer stopped arriving"),
        }
    }
}

/// Reads an answer into `reader`, stopping at its first refusal.
async fn read<R: Reader>(
    resp: &mut reqwest::Response,
    idle: Option<Duration>,
    mut reader: R,
) -> Result<Result<R::Out, Refused>, Unanswered> {
    if resp
        .content_length()
        .is_some_and(|n| n > reader.limit() as u64)
    {
        return Ok(Err(Refused::TooLarge));
    }
    while let Some(chunk) = next_chunk(resp, idle).await? {
        if let Err(why) = reader.take(&chunk) {
            return Ok(Err(why));
        }
    }
    Ok(reader.finish())
}

/// The next piece of an answer, waiting at most `idle` for it when set.
async fn next_chunk(
    resp: &mut reqwest::Response,
    idle: Option<Duration>,
) -> Result<Option<Bytes>, Unanswered> {
    match idle {
        None => Ok(resp.chunk().await?),
        Some(idle) => match tokio::time::timeout(idle, resp.chunk()).await {
            Ok(chunk) => Ok(chunk?),
            Err(_) => Err(Unanswered::Idle),
        },
    }
}

/// Follows a redirect only within the same scheme, host and port: the key
/// header travels with each request and must not reach another host.
fn same_origin_redirects() -> redirect::Policy {
    redirect::Policy::custom(|attempt| {
        let same = attempt
            .previous()
            .first()
            .map(|first| first.origin() == attempt.url().origin())
            .unwrap_or(false);
        if attempt.previous().len() > 3 || !same {
            attempt.stop()
        } else {
            attempt.follow()
        }
    })
}

/// Errors after which a value past its time is better than nothing: the
/// supplier is down, busy or confused. Not for answers about the request
/// itself (404, 400, 401): those are the truth.
pub fn worth_serving_stale(e: &AppError) -> bool {
    matches!(
        e,
        AppError::Unreachable | AppError::Busy | AppError::BadResponse
    )
}
