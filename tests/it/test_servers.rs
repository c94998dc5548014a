//! Postgres and Redis (or Valkey) for the tests that need them. With
//! `DATABASE_URL` / `REDIS_URL` set, those servers. Otherwise this test run
//! starts its own, from Debian's packages, as processes of its own in a
//! temporary folder on free ports: started once, on first use, by a thread
//! that lives as long as the run, and stopped with it (each server gets
//! SIGKILL when that thread ends: `setpriv --pdeathsig`). Under `CI=true` a
//! server that cannot start fails the tests that need it; elsewhere they
//! say why and pass without it.

use std::{
    io::{Read, Write},
    net::{TcpListener, TcpStream},
    path::{Path, PathBuf},
    process::{Command, Stdio},
    sync::{mpsc, Mutex, OnceLock},
    time::{Duration, Instant},
};

static POSTGRES: OnceLock<Result<String, String>> = OnceLock::new();
static REDIS: OnceLock<Result<String, String>> = OnceLock::new();

/// The Postgres server for this run: `DATABASE_URL`, or one started here.
pub fn database_url() -> Option<String> {
    server("DATABASE_URL", &POSTGRES, start_postgres)
}

/// The Redis or Valkey server for this run: `REDIS_URL`, or one started here.
pub fn redis_url() -> Option<String> {
    server("REDIS_URL", &REDIS, start_redis)
}

fn server(
    var: &str,
    cell: &OnceLock<Result<String, String>>,
    start: fn() -> Result<String, String>,
) -> Option<String> {
    if let Ok(url) = std::env::var(var) {
        if !url.trim().is_empty() {
            return Some(url);
        }
    }
    match cell.get_or_init(|| on_keeper(start)) {
        Ok(url) => Some(url.clone()),
        Err(why) if std::env::var("CI").as_deref() == Ok("true") => {
            panic!("{var} is not set and this run could not start its own server: {why}")
        }
        Err(why) => {
            eprintln!("skipped: {var} is not set and no server could be started here ({why})");
            None
        }
    }
}

type Job = Box<dyn FnOnce() + Send>;

/// Runs `start` on the one thread that outlives every test (the servers
/// it spawns die with it, at the end of the run).
fn on_keeper(start: fn() -> Result<String, String>) -> Result<String, String> {
    static KEEPER: OnceLock<Mutex<mpsc::Sender<Job>>> = OnceLock::new();
    let keeper = KEEPER.get_or_init(|| {
        let (tx, rx) = mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("test-servers".into())
            .spawn(move || {
                for job in rx {
                    job();
                }
                // Never reached while the run goes on: the sender is static.
            })
            .expect("a thread starts");
        Mutex::new(tx)
    });
    let (tx, rx) = mpsc::channel();
    let job: Job = Box::new(move || {
        let _ = tx.send(start());
    });
    keeper
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .send(job)
        .map_err(|e| e.to_string())?;
    rx.recv().map_err(|e| e.to_string())?
}

fn free_port() -> Result<u16, String> {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .map_err(|e| e.to_string())
}

/// A folder for this run's servers, older runs' removed.
fn run_dir(what: &str) -> Result<PathBuf, String> {
    let tmp = std::env::temp_dir();
    if let Ok(entries) = std::fs::read_dir(&tmp) {
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let pid = name
                .strip_prefix("dd-test-server-")
                .and_then(|rest| rest.split('-').next())
                .and_then(|p| p.parse::<u32>().ok());
            if pid.is_some_and(|p| !Path::new(&format!("/proc/{p}")).exists()) {
                let _ = std::fs::remove_dir_all(e.path());
            }
        }
    }
    let dir = tmp.join(format!("dd-test-server-{}-{what}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// `setpriv` that kills the server when the keeper thread ends, and (run
/// as root, which Postgres refuses) drops to `user`.
fn setpriv(user: Option<&str>) -> Command {
    let mut c = Command::new("setpriv");
    c.args(["--pdeathsig", "KILL"]);
    if let Some(u) = user {
        c.args(["--reuid", u, "--regid", u, "--clear-groups"]);
    }
    c.arg("--");
    c
}

/// Waits until `ready` says yes, for 30 s at most.
fn wait_for(what: &str, mut ready: impl FnMut() -> bool) -> Result<(), String> {
    let until = Instant::now() + Duration::from_secs(30);
    while Instant::now() < until {
        if ready() {
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Err(format!("{what} did not answer within 30 s"))
}

fn postgres_bin() -> Result<PathBuf, String> {
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map_err(|_| "no /usr/lib/postgresql: install Debian's postgresql".to_string())?
        .flatten()
        .map(|e| e.path().join("bin"))
        .filter(|b| b.join("postgres").is_file() && b.join("initdb").is_file())
        .collect();
    found.sort();
    found
        .pop()
        .ok_or_else(|| "no postgres under /usr/lib/postgresql".into())
}

fn start_postgres() -> Result<String, String> {
    let bin = postgres_bin()?;
    let dir = run_dir("postgres")?;
    let user = is_root().then_some("postgres");
    if let Some(u) = user {
        let ok = Command::new("chown")
            .args(["-R", &format!("{u}:{u}"), &dir.display().to_string()])
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            return Err(format!("cannot hand {} to the {u} user", dir.display()));
        }
    }
    let data = dir.join("data");
    let out = setpriv(user)
        .arg(bin.join("initdb"))
        .args([
            "-A",
            "trust",
            "-U",
            "postgres",
            "-E",
            "UTF8",
            "--locale=C",
            "--no-sync",
            "-D",
        ])
        .arg(&data)
        .output()
        .map_err(|e| format!("initdb: {e}"))?;
    if !out.status.success() {
        return Err(format!("initdb: {}", String::from_utf8_lossy(&out.stderr)));
    }
    let port = free_port()?;
    setpriv(user)
        .arg(bin.join("postgres"))
        .arg("-D")
        .arg(&data)
        .args(["-p", &port.to_string(), "-k"])
        .arg(&dir)
        .args([
            "-c",
            "listen_addresses=127.0.0.1",
            "-c",
            "max_connections=400",
            "-c",
            "fsync=off",
            "-c",
            "synchronous_commit=off",
            "-c",
            "full_page_writes=off",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("postgres: {e}"))?;
    let isready = bin.join("pg_isready");
    wait_for("postgres", || {
        Command::new(&isready)
            .args(["-q", "-h", "127.0.0.1", "-p", &port.to_string()])
            .status()
            .is_ok_and(|s| s.success())
    })?;
    Ok(format!("postgres://postgres@127.0.0.1:{port}/postgres"))
}

fn start_redis() -> Result<String, String> {
    let bin = ["valkey-server", "redis-server"]
        .into_iter()
        .find(|b| {
            Command::new(b)
                .arg("--version")
                .output()
                .is_ok_and(|o| o.status.success())
        })
        .ok_or("no valkey-server or redis-server: install Debian's redis-server")?;
    let dir = run_dir("redis")?;
    let port = free_port()?;
    setpriv(None)
        .arg(bin)
        .args([
            "--port",
            &port.to_string(),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
        ])
        .arg(&dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("{bin}: {e}"))?;
    wait_for(bin, || {
        let Ok(mut s) = TcpStream::connect(("127.0.0.1", port)) else {
            return false;
        };
        let mut pong = [0u8; 7];
        s.write_all(b"PING\r\n").is_ok() && s.read_exact(&mut pong).is_ok() && &pong == b"+PONG\r\n"
    })?;
    Ok(format!("redis://127.0.0.1:{port}/0"))
}
