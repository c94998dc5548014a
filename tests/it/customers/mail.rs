//! Email to the shop when watched parts come back: sent to a local SMTP
//! sink in this test (never a real server), one message per check that
//! finds some, and one to each customer the shop chose to email; settings
//! that do not go together are refused at start.

use dealer_desk::model::customer::SameContact;
use dealer_desk::model::outcome::Outcome;
use std::time::Duration;

use chrono::Utc;
use dealer_desk::{
    model::customer::customer_fields,
    server::{
        customers::{CustomerArgs, Customers, NewWatch},
        platform::clock::Clock,
        quotes::new_id,
    },
};
use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
    sync::mpsc,
};

use super::{all_products, open_access};
use crate::portal_support::demo_portal_clocked;

/// A local SMTP sink: takes every message it is sent and passes its text on.
pub(crate) async fn smtp_sink() -> (u16, mpsc::UnboundedReceiver<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, rx) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        while let Ok((sock, _)) = listener.accept().await {
            let tx = tx.clone();
            tokio::spawn(async move {
                let (read, mut write) = sock.into_split();
                let mut lines = BufReader::new(read).lines();
                write.write_all(b"220 sink ESMTP\r\n").await.unwrap();
                while let Ok(Some(line)) = lines.next_line().await {
                    let verb = line.get(..4).unwrap_or("").to_ascii_uppercase();
                    let answer: &[u8] = match verb.as_str() {
                        "EHLO" | "HELO" => b"250 sink\r\n",
                        "DATA" => {
                            write.write_all(b"354 go on\r\n").await.unwrap();
                            let mut text = String::new();
                            while let Ok(Some(l)) = lines.next_line().await {
                                if l == "." {
                                    break;
                                }
                                text.push_str(&l);
                                text.push('\n');
                            }
                            let _ = tx.send(text);
                            b"250 queued\r\n"
                        }
                        "QUIT" => {
                            let _ = write.write_all(b"221 bye\r\n").await;
                            return;
                        }
                        _ => b"250 ok\r\n",
                    };
                    write.write_all(answer).await.unwrap();
                }
            });
        }
    });
    (port, rx)
}

#[tokio::test]
async fn the_shop_is_emailed_when_watched_parts_come_back() {
    let (port, mut mail) = smtp_sink().await;
    let clock = Clock::adjustable();
    let p = demo_portal_clocked(open_access(), 300, Duration::from_secs(20), clock.clone())
        .await
        .synced()
        .await;
    let args = CustomerArgs {
        watch_email_smtp_url: Some(format!("smtp://127.0.0.1:{port}")),
        watch_email_from: Some("Dealer Desk <desk@shop.example>".into()),
        watch_email_to: Some("Parts <parts@shop.example>".into()),
        ..CustomerArgs::default()
    };
    let mailing = Customers::open(p.state.quotes.connection(), &args)
        .await
        .unwrap();
    let skus: Vec<String> = all_products(&p)
        .await
        .into_iter()
        .filter_map(|x| x.sku)
        .collect();
    let stock = p.state.catalogue.bulk_stock(&skus).await.unwrap();
    let fields = customer_fields("Hal Mailed", "07700 900444", "hal@example.test", "").unwrap();
    let hal = mailing
        .create(new_id(), fields, SameContact::Refuse, None)
        .await
        .unwrap()
        .done()
        .unwrap();
    for (sku, _) in skus
        .iter()
        .zip(&stock)
        .filter(|(_, s)| s.count == Some(0))
        .take(30)
    {
        let done = mailing
            .add_watch(
                NewWatch {
                    customer: hal.clone(),
                    sku: sku.clone(),
                    name: "Part".into(),
                    qty: 1,
                    email_customer: true,
                },
                None,
            )
            .await;
        assert!(matches!(done, Ok(Outcome::Done(_))));
    }
    let mut report = None;
    for _ in 0..400 {
        clock.advance(Duration::from_secs(20));
        let r = mailing
            .check_watches(&p.state.catalogue, Utc::now())
            .await
            .unwrap();
        if r.back > 0 {
            report = Some(r);
            break;
        }
    }
    let r = report.expect("a watched part came back");
    assert!(r.mailed, "the shop was emailed");
    let text = mail.recv().await.unwrap();
    assert!(text.contains("To: Parts <parts@shop.example>"), "{text}");
    assert!(text.contains("back in stock"), "{text}");
    assert!(
        text.contains("Hal Mailed (07700 900444 =C2=B7 hal@exa"),
        "{text}"
    );
    // Hal asked to be emailed: one message to him per part back, answered
    // to the shop, and each watch marked as told by email.
    assert_eq!(r.customers_mailed, r.back);
    for _ in 0..r.back {
        let text = mail.recv().await.unwrap();
        assert!(text.contains("To: hal@example.test"), "{text}");
        assert!(
            text.contains("Reply-To: Parts <parts@shop.example>"),
            "{text}"
        );
        assert!(text.contains("Hello Hal Mailed"), "{text}");
    }
    assert!(
        mail.try_recv().is_err(),
        "one message to the shop per check"
    );
    let b = mailing.back_in_stock(50).await.unwrap();
    assert!(b.mail_on);
    assert_eq!(b.rows.len(), r.back);
    for w in &b.rows {
        let told = w.contacted.as_ref().expect("told by email");
        assert!(told.emailed && told.by.is_none(), "{told:?}");
    }

    // All three settings, or none.
    let half = CustomerArgs {
        watch_email_smtp_url: Some("smtp://127.0.0.1:25".into()),
        ..CustomerArgs::default()
    };
    assert!(half.check().unwrap_err().contains("together"));
    let bad = CustomerArgs {
        watch_email_to: Some("not an address".into()),
        ..args
    };
    assert!(bad.check().unwrap_err().contains("WATCH_EMAIL_TO"));
    assert!(
        !format!("{bad:?}").contains("127.0.0.1"),
        "the SMTP address is not shown"
    );
}

#[tokio::test]
async fn a_quote_copy_is_emailed_as_a_pdf_and_noted_in_the_history() {
    use dealer_desk::server::customers::{MailFile, MailText, QuoteEmailed};
    let (port, mut mail) = smtp_sink().await;
    let p = demo_portal_clocked(
        open_access(),
        50,
        Duration::from_secs(20),
        Clock::adjustable(),
    )
    .await;
    let args = CustomerArgs {
        watch_email_smtp_url: Some(format!("smtp://127.0.0.1:{port}")),
        watch_email_from: Some("Dealer Desk <desk@shop.example>".into()),
        watch_email_to: Some("Parts <parts@shop.example>".into()),
        ..CustomerArgs::default()
    };
    let mailing = Customers::open(p.state.quotes.connection(), &args)
        .await
        .unwrap();
    let new =
        |name: &str, phone: &str, email: &str| customer_fields(name, phone, email, "").unwrap();
    let ann = mailing
        .create(
            new_id(),
            new("Ann Copy", "", "ann@example.test"),
            SameContact::Refuse,
            None,
        )
        .await
        .unwrap()
        .done()
        .unwrap();
    let text = || MailText {
        subject: "Your quote: MT-09 service".into(),
        body: "Hello Ann Copy,\n".into(),
    };
    // Binary, as a real PDF is: sent base64-encoded.
    let pdf = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3 a copy".to_vec();
    let file = || MailFile {
        name: "quote-MT-09-service.pdf".into(),
        content_type: "application/pdf",
        bytes: pdf.clone(),
    };
    let sent = mailing
        .email_quote(&ann, Some("anna".into()), "MT-09 service", text(), file())
        .await
        .unwrap();
    assert_eq!(sent, QuoteEmailed::Sent);
    let message = tokio::time::timeout(Duration::from_secs(10), mail.recv())
        .await
        .unwrap()
        .unwrap();
    assert!(message.contains("To: ann@example.test"), "{message}");
    assert!(
        message.contains("Subject: Your quote: MT-09 service"),
        "{message}"
    );
    assert!(message.contains("application/pdf"), "{message}");
    assert!(message.contains("quote-MT-09-service.pdf"), "{message}");
    use base64::Engine as _;
    let encoded = base64::engine::general_purpose::STANDARD.encode(&pdf);
    assert!(
        message.replace('\n', "").contains(&encoded),
        "the PDF is attached whole"
    );
    let page = mailing.view(&ann).await.unwrap().unwrap();
    assert!(
        page.history.iter().any(|h| h.what
            == "Emailed quote \u{201c}MT-09 service\u{201d} as a PDF"
            && h.by.as_deref() == Some("anna")),
        "{:?}",
        page.history
    );

    // No address: nothing sent, nothing noted.
    let bo = mailing
        .create(
            new_id(),
            new("Bo Nomail", "07700 900555", ""),
            SameContact::Refuse,
            None,
        )
        .await
        .unwrap()
        .done()
        .unwrap();
    let said = mailing
        .email_quote(&bo, None, "X", text(), file())
        .await
        .unwrap();
    assert_eq!(said, QuoteEmailed::NoAddress);
    // The portal itself has no email set: its form says so.
    let plain = p
        .state
        .customers
        .email_quote(&ann, None, "X", text(), file())
        .await
        .unwrap();
    assert_eq!(plain, QuoteEmailed::NoMailSettings);
}
