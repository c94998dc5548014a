//! A step that emails the customer sends one email however many press it
//! at once: "Email now" pressed twenty times at the same moment, and an
//! arrival (on an order that asked to email) posted twenty times, each
//! send one email; the rest are refused and send nothing. A send the mail
//! server refuses is said on the order's page and, sent again, goes once.
//! A local SMTP sink counts the messages; every press has been answered
//! before they are counted, and the sink takes a message before it
//! answers, so none is still on its way.

use std::sync::{
    atomic::{AtomicBool, Ordering},
    Arc,
};

use futures::future::join_all;
use reqwest::StatusCode;
use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
    sync::mpsc,
};

use super::orders::{data, order_id, quote_for, shop_day};
use super::{open_access, page, post};
use crate::portal_support::{demo_portal_mailing, Portal};

/// A local SMTP sink that refuses every message while `refuse` is set
/// (answering the message's end with 554) and passes each one it takes on.
async fn switched_sink() -> (u16, mpsc::UnboundedReceiver<String>, Arc<AtomicBool>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, rx) = mpsc::unbounded_channel();
    let refuse = Arc::new(AtomicBool::new(false));
    let refusing = refuse.clone();
    tokio::spawn(async move {
        while let Ok((sock, _)) = listener.accept().await {
            let (tx, refusing) = (tx.clone(), refusing.clone());
            tokio::spawn(async move {
                let (read, mut write) = sock.into_split();
                let mut lines = BufReader::new(read).lines();
                let _ = write.write_all(b"220 sink ESMTP\r\n").await;
                while let Ok(Some(line)) = lines.next_line().await {
                    let verb = line.get(..4).unwrap_or("").to_ascii_uppercase();
                    let answer: &[u8] = match verb.as_str() {
                        "EHLO" | "HELO" => b"250 sink\r\n",
                        "DATA" => {
                            let _ = write.write_all(b"354 go on\r\n").await;
                            let mut text = String::new();
                            while let Ok(Some(l)) = lines.next_line().await {
                                if l == "." {
                                    break;
                                }
                                text.push_str(&l);
                                text.push('\n');
                            }
                            if refusing.load(Ordering::SeqCst) {
                                b"554 refused\r\n"
                            } else {
                                let _ = tx.send(text);
                                b"250 queued\r\n"
                            }
                        }
                        "QUIT" => {
                            let _ = write.write_all(b"221 bye\r\n").await;
                            return;
                        }
                        _ => b"250 ok\r\n",
                    };
                    if write.write_all(answer).await.is_err() {
                        return;
                    }
                }
            });
        }
    });
    (port, rx, refuse)
}

/// The messages the sink has taken so far.
fn taken(mail: &mut mpsc::UnboundedReceiver<String>) -> Vec<String> {
    std::iter::from_fn(|| mail.try_recv().ok()).collect()
}

/// A customer with an address and an order of two parts for them (asking
/// to be emailed on arrival when `email`), its first line ordered: the
/// order's id and the cookie.
async fn ordered(p: &Portal, name: &str, email: bool) -> (String, String) {
    let (to, _) = post(
        p,
        "/customers/new",
        "",
        &[("name", name), ("email", "ada@example.test")],
    )
    .await;
    let customer = to
        .trim_start_matches("/customers/")
        .split('?')
        .next()
        .unwrap()
        .to_string();
    let (list, cookie, skus) = quote_for(p, &customer).await;
    let mut form = vec![
        ("line", skus[0].as_str()),
        ("line", skus[1].as_str()),
        ("deposit", ""),
        ("method", "cash"),
    ];
    if email {
        form.push(("email", "1"));
    }
    let (to, _) = post(p, &format!("/quotes/{list}/order"), &cookie, &form).await;
    let id = order_id(&to);
    let expected = shop_day(3);
    let line = format!("/orders/{id}/lines/0");
    let (to, _) = post(
        p,
        &line,
        &cookie,
        &[("step", "ordered"), ("expected", expected.as_str())],
    )
    .await;
    assert!(to.ends_with("onote=moved"), "{to}");
    (id, cookie)
}

/// "Email now" on line 0 pressed `times` at once: the notes answered.
async fn email_now(p: &Portal, id: &str, cookie: &str, times: usize) -> Vec<String> {
    let path = format!("/orders/{id}/lines/0/told");
    let presses = (0..times).map(|_| post(p, &path, cookie, &[("email", "1")]));
    join_all(presses)
        .await
        .into_iter()
        .map(|(to, _)| to.split("onote=").nth(1).unwrap_or("").to_string())
        .collect()
}

#[tokio::test]
async fn email_now_pressed_twenty_times_at_once_sends_one_email() {
    let (port, mut mail, _) = switched_sink().await;
    let p = demo_portal_mailing(open_access(), port)
        .await
        .synced()
        .await;
    let (id, cookie) = ordered(&p, "Ada Once", false).await;
    let line = format!("/orders/{id}/lines/0");
    let (to, _) = post(&p, &line, &cookie, &[("step", "arrived")]).await;
    assert!(to.ends_with("onote=moved"), "not asked to email: {to}");
    assert!(taken(&mut mail).is_empty());

    let notes = email_now(&p, &id, &cookie, 20).await;
    let sent = taken(&mut mail);
    assert_eq!(sent.len(), 1, "one email: {notes:?}");
    assert!(sent[0].contains(&id), "{}", sent[0]);
    assert_eq!(
        notes.iter().filter(|n| *n == "emailed").count(),
        1,
        "{notes:?}"
    );
    assert!(
        notes
            .iter()
            .all(|n| n == "emailed" || n == "order-problem-wrong-step"),
        "the others refused: {notes:?}"
    );
    // Told once: pressed again later, nothing more is sent.
    let again = email_now(&p, &id, &cookie, 1).await;
    assert_eq!(again, ["order-problem-wrong-step"]);
    assert!(taken(&mut mail).is_empty());
    let html = page(&p, &format!("/orders/{id}"), &cookie).await;
    assert!(html.contains("emailed"), "the line says so");
}

#[tokio::test]
async fn an_arrival_posted_twenty_times_at_once_emails_once() {
    let (port, mut mail, _) = switched_sink().await;
    let p = demo_portal_mailing(open_access(), port)
        .await
        .synced()
        .await;
    let (id, cookie) = ordered(&p, "Bea Arrival", true).await;
    let line = format!("/orders/{id}/lines/0");
    let form = [("step", "arrived"), ("place", "Shelf C2")];
    let presses = (0..20).map(|_| p.post_as(&line, &cookie, &form));
    let answers = join_all(presses).await;
    let sent = taken(&mut mail);
    assert_eq!(sent.len(), 1, "one email");
    let moved: Vec<String> = answers
        .iter()
        .filter(|r| r.status() == StatusCode::SEE_OTHER)
        .map(|r| r.headers()["location"].to_str().unwrap().to_string())
        .collect();
    assert_eq!(moved.len(), 1, "one arrival kept");
    assert!(moved[0].ends_with("onote=emailed"), "{moved:?}");
    assert!(
        answers.iter().all(|r| r.status() == StatusCode::SEE_OTHER
            || r.status() == StatusCode::UNPROCESSABLE_ENTITY),
        "the others refused"
    );
}

#[tokio::test]
async fn a_failed_email_is_said_and_sent_again_goes_once() {
    let (port, mut mail, refuse) = switched_sink().await;
    let p = demo_portal_mailing(open_access(), port)
        .await
        .synced()
        .await;
    let (id, cookie) = ordered(&p, "Cai Retry", false).await;
    let line = format!("/orders/{id}/lines/0");
    post(&p, &line, &cookie, &[("step", "arrived")]).await;

    refuse.store(true, Ordering::SeqCst);
    let notes = email_now(&p, &id, &cookie, 1).await;
    assert_eq!(notes, ["email-failed"]);
    assert!(taken(&mut mail).is_empty());
    let html = page(&p, &format!("/orders/{id}"), &cookie).await;
    assert!(html.contains("the email did not go"), "the page says so");
    assert_eq!(data(&html, "line-state"), "arrived");

    refuse.store(false, Ordering::SeqCst);
    let notes = email_now(&p, &id, &cookie, 20).await;
    let sent = taken(&mut mail);
    assert_eq!(sent.len(), 1, "sent again once: {notes:?}");
    assert_eq!(
        notes.iter().filter(|n| *n == "emailed").count(),
        1,
        "{notes:?}"
    );
    let html = page(&p, &format!("/orders/{id}"), &cookie).await;
    assert!(!html.contains("the email did not go"), "no longer failed");
}

#[tokio::test]
async fn a_collections_invoice_is_emailed_to_its_customer_as_a_pdf() {
    let (port, mut mail, refuse) = switched_sink().await;
    let p = demo_portal_mailing(open_access(), port)
        .await
        .synced()
        .await;
    let (id, cookie) = ordered(&p, "Cal Invoice", false).await;
    let line = format!("/orders/{id}/lines/0");
    let (to, _) = post(&p, &line, &cookie, &[("step", "arrived")]).await;
    assert!(to.ends_with("onote=moved"), "{to}");
    let invoice = super::orders::collect_line(&p, &id, 0, &cookie).await;
    let invoice = invoice.split('?').next().unwrap().to_string();
    let html = page(&p, &invoice, &cookie).await;
    assert!(html.contains("data-email-invoice"), "the button is there");
    let number = data(&html, "invoice");

    let (to, _) = post(&p, &format!("{invoice}/email"), &cookie, &[]).await;
    assert!(to.ends_with("?done=emailed"), "{to}");
    let sent = taken(&mut mail);
    assert_eq!(sent.len(), 1);
    assert!(sent[0].contains("To: ada@example.test"), "{}", sent[0]);
    assert!(sent[0].contains(&format!("Your invoice {number}")));
    assert!(sent[0].contains("application/pdf"));
    let theirs = page(&p, &to, &cookie).await;
    assert!(theirs.contains("data-sale-done=\"emailed\""));

    // The mail server refuses: said, nothing noted as sent.
    refuse.store(true, Ordering::SeqCst);
    let (to, _) = post(&p, &format!("{invoice}/email"), &cookie, &[]).await;
    assert!(to.ends_with("?done=email-failed"), "{to}");
}
