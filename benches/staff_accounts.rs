//! What the staff accounts cost a portal: the check each portal makes
//! twice a second (the accounts' version, one small statement), reading
//! every account again after a change made on another portal, the
//! in-memory lookups every request makes (its account's credential and
//! role), and a sign-in's second step (a code checked and spent in one
//! transaction). SQLite in a temporary folder, two portals on one file.
//!
//! Run: `cargo bench --features ssr --bench staff_accounts`;
//! `STAFF_BENCH_ACCOUNTS` sets how many accounts (default 500, the most).

use std::time::{Duration, Instant};

use dealer_desk::{
    model::{role::Role, staff::StaffAction},
    server::{
        access::{
            db::AccessDb,
            totp::{Secret, STEP_SECS},
            users::{hash_password, FileAccounts, Users},
        },
        platform::{clock::Clock, shop_time::ShopTime},
        staff::{apply, second_factor, Change},
    },
};

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len().saturating_sub(1))]
}

fn us(d: Duration) -> f64 {
    d.as_secs_f64() * 1e6
}

fn say(what: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{what}: p50 {:.1} µs, p95 {:.1} µs ({} runs)",
        us(percentile(&times, 0.5)),
        us(percentile(&times, 0.95)),
        times.len()
    );
}

#[tokio::main]
async fn main() -> Result<(), String> {
    let accounts: usize = std::env::var("STAFF_BENCH_ACCOUNTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(500);
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let hash = hash_password("a bench password")?;
    let mut text = format!("owner:{hash}\n");
    for n in 1..accounts {
        let role = ["staff", "manager"][n % 2];
        text.push_str(&format!("person{n}:{hash}:{role}\n"));
    }
    let file = FileAccounts::parse(&text).map_err(|e| format!("{e:?}"))?;
    let open = || AccessDb::open(dir.path());
    let a = Users::open(open()?, Some(file), Clock::system())
        .await?
        .ok_or("no accounts")?;
    let b = Users::open(open()?, None, Clock::system())
        .await?
        .ok_or("no accounts")?;
    println!("{} accounts, two portals on one access file", a.len());

    let mut quiet = Vec::new();
    for _ in 0..2_000 {
        let t = Instant::now();
        b.refresh().await.map_err(|e| e.to_string())?;
        quiet.push(t.elapsed());
    }
    say("the twice-a-second check, nothing changed", quiet);

    let zone = ShopTime::from_setting(None)?;
    let (mut changes, mut reads) = (Vec::new(), Vec::new());
    for n in 0..200 {
        let role = if n % 2 == 0 {
            Role::Manager
        } else {
            Role::Staff
        };
        let change = Change {
            action: StaffAction::Role,
            name: "person1".into(),
            role: Some(role),
            by: Some("owner".into()),
        };
        let t = Instant::now();
        apply(&a, change, &zone)
            .await
            .map_err(|e| format!("{e:?}"))?;
        changes.push(t.elapsed());
        let t = Instant::now();
        b.refresh().await.map_err(|e| e.to_string())?;
        reads.push(t.elapsed());
        if b.role_of("person1") != Some(role) {
            return Err("the other portal did not read the change".into());
        }
    }
    say("a role changed (written, read back where made)", changes);
    say("the other portal reading every account again", reads);

    let mut lookups = Vec::new();
    for n in 0..100_000 {
        let name = format!("person{}", 1 + n % (accounts - 1).max(1));
        let t = Instant::now();
        let found = b.credential(&name).is_some() && b.role_of(&name).is_some();
        lookups.push(t.elapsed());
        if !found {
            return Err(format!("{name} not found"));
        }
    }
    say("a request's lookups (credential and role)", lookups);

    let secret = Secret::new();
    let step = chrono::Utc::now().timestamp() / STEP_SECS;
    second_factor::turn_on(&a, "owner", secret.clone(), &secret.code_at(step))
        .await
        .map_err(|e| format!("{e:?}"))?;
    let mut codes = Vec::new();
    let recovery = second_factor::renew_recovery(&a, "owner", &secret.code_at(step + 1))
        .await
        .map_err(|e| format!("{e:?}"))?;
    for code in &recovery {
        let t = Instant::now();
        second_factor::check(&a, "owner", code)
            .await
            .map_err(|e| format!("{e:?}"))?;
        codes.push(t.elapsed());
    }
    say(
        "a sign-in's second step (a recovery code checked and spent)",
        codes,
    );
    Ok(())
}
