//! The Lua scripts every portal runs on the shared server, so each check
//! and its count are one atomic step there (run by SHA with `EVALSHA`,
//! loaded on first use). Time is the server's (`TIME`), so portals whose
//! clocks disagree still share one allowance. Scripts must stay small:
//! the server runs nothing else while one runs.

use redis::Script;

/// GCRA (the generic cell rate algorithm): one key holds the bucket's
/// "theoretical arrival time" (TAT) in microseconds. A cell is free when
/// `TAT - tolerance <= now`; taking it moves TAT on by one interval.
/// KEYS[1] the bucket; ARGV[1] microseconds per cell; ARGV[2] tolerance in
/// microseconds (`(burst - 1)` intervals). Returns `{1, 0}` when a cell
/// was taken, `{0, wait}` with the microseconds until one is free.
const GCRA: &str = r"
local interval = tonumber(ARGV[1])
local tolerance = tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local tat = tonumber(redis.call('GET', KEYS[1])) or now
if tat < now then tat = now end
local wait = tat - tolerance - now
if wait > 0 then return {0, math.ceil(wait)} end
local next_tat = tat + interval
redis.call('SET', KEYS[1], string.format('%.0f', next_tat),
  'PX', math.ceil((next_tat - now) / 1000) + 1000)
return {1, 0}
";

/// Counts one in a window if the count is under the most allowed: KEYS[1]
/// the counter; ARGV[1] the most; ARGV[2] the window in milliseconds,
/// from the first count. Returns 1 when counted, 0 (and nothing counted)
/// when the count is already at the most.
const COUNT_TAKE: &str = r"
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1
";

/// Gives one count back, never below zero, keeping the window's end.
const COUNT_REFUND: &str = r"
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0
";

/// The leases' scripts begin alike: `now` (the server's clock, in ms)
/// and `ttl` (ARGV[2], the lease's length in ms).
macro_rules! lease_now {
    () => {
        r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])"
    };
}

/// ...and end alike: lease ARGV[1] held in every set until `now + ttl`.
macro_rules! lease_hold {
    () => {
        r"
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now + ttl, ARGV[1])
  redis.call('PEXPIRE', KEYS[i], ttl * 2)
end
return 0
"
    };
}

/// Takes a lease: KEYS[1] the portal-wide set, KEYS[2] (optional) the
/// client's set; members are lease ids scored by their expiry in ms.
/// ARGV: lease id, lease length in ms, most in all, most per client.
/// Expired leases (a portal that died holding them) are dropped first.
/// Returns 0 taken, 1 the client has its most, 2 the portal has its most.
const LEASE_TAKE: &str = concat!(
    lease_now!(),
    r"
for i = 1, #KEYS do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now) end
if #KEYS > 1 and redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return 1 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 2 end
",
    lease_hold!()
);

/// Extends a lease held by a running export (same keys; ARGV: id, length).
const LEASE_RENEW: &str = concat!(lease_now!(), lease_hold!());

/// Gives a lease back (same keys; ARGV[1] the id).
const LEASE_DROP: &str = r"
for i = 1, #KEYS do redis.call('ZREM', KEYS[i], ARGV[1]) end
return 0
";

/// The scripts, their SHA-1s computed once.
pub struct Scripts {
    pub gcra: Script,
    pub count_take: Script,
    pub count_refund: Script,
    pub lease_take: Script,
    pub lease_renew: Script,
    pub lease_drop: Script,
}

impl Scripts {
    pub fn new() -> Self {
        Scripts {
            gcra: Script::new(GCRA),
            count_take: Script::new(COUNT_TAKE),
            count_refund: Script::new(COUNT_REFUND),
            lease_take: Script::new(LEASE_TAKE),
            lease_renew: Script::new(LEASE_RENEW),
            lease_drop: Script::new(LEASE_DROP),
        }
    }
}

impl Default for Scripts {
    fn default() -> Self {
        Scripts::new()
    }
}
