//! An arrival's email on both engines: two portals asked twenty times at
//! once to email the same line claim it once between them, and only the
//! request whose claim was kept sends (one message at the SMTP sink); a
//! line claimed and emailed is told by email, and asked again sends
//! nothing.

use dealer_desk::model::customer::SameContact;
use dealer_desk::model::{
    order::{LineEmail, OrderLine, PayMethod, Step, When},
    quote::Minor,
    Currency,
};
use dealer_desk::server::{
    customers::{CustomerArgs, Customers},
    i18n::Locales,
    orders::{
        emailing::{Emailed, Mailing},
        NewOrder, OrderTerms, Orders, Refused,
    },
    quotes::new_id,
};
use futures::future::join_all;

use super::Engine;

fn when(n: usize) -> When {
    When {
        now: format!("2026-12-02 10:00:{:02}", n % 60),
        today: "2026-12-02".into(),
        by: Some(format!("staff{n}")),
    }
}

#[tokio::test]
async fn twenty_asks_on_two_portals_email_a_line_once() {
    let (port, mut mail) = crate::customers::mail::smtp_sink().await;
    let args = CustomerArgs {
        watch_email_smtp_url: Some(format!("smtp://127.0.0.1:{port}")),
        watch_email_from: Some("Dealer Desk <desk@shop.example>".into()),
        watch_email_to: Some("Parts <parts@shop.example>".into()),
        ..Default::default()
    };
    let locales = Locales::load().unwrap();
    for e in Engine::both().await {
        let customers = Customers::open(e.quotes().await.connection(), &args)
            .await
            .unwrap();
        let fields = dealer_desk::model::customer::customer_fields(
            "Eve Both",
            "07700 900777",
            "eve@example.test",
            "",
        )
        .unwrap();
        let eve = customers
            .create(new_id(), fields, SameContact::Refuse, None)
            .await
            .unwrap()
            .done()
            .unwrap();
        let terms = OrderTerms::default();
        let a = Orders::open(e.quotes().await.connection(), terms).unwrap();
        let b = Orders::open(e.quotes().await.connection(), terms).unwrap();
        a.create(NewOrder {
            id: "SO-MAIL22".into(),
            customer_id: eve,
            quote_id: None,
            currency: Currency::Gbp,
            lines: vec![OrderLine {
                sku: "EL0706".into(),
                unit: Minor(4_500),
                qty: 1,
                ..OrderLine::default()
            }],
            deposit: String::new(),
            method: PayMethod::Cash,
            email_on_arrival: false,
            by: None,
            now: "2026-12-01 09:00:00".into(),
        })
        .await
        .unwrap();
        let ordered = Step::Ordered {
            reference: String::new(),
            expected: String::new(),
        };
        a.step("SO-MAIL22", 0, ordered, when(0)).await.unwrap();
        let arrived = Step::Arrived {
            place: String::new(),
        };
        a.step("SO-MAIL22", 0, arrived, when(0)).await.unwrap();

        let mailing = Mailing {
            customers: &customers,
            locales: &locales,
            hours: None,
            shop: None,
        };
        let asks = (0..20).map(|n| {
            let portal = if n % 2 == 0 { &a } else { &b };
            portal.email_now("SO-MAIL22", 0, when(n), &mailing)
        });
        let answers = join_all(asks).await;
        let sent = answers
            .iter()
            .filter(|r| matches!(r, Ok((_, Emailed::Sent))))
            .count();
        assert_eq!(sent, 1, "{answers:?}");
        let refused = answers
            .iter()
            .filter(|r| matches!(r, Err(Refused::Problem(_))))
            .count();
        assert_eq!(refused, 19, "{answers:?}");
        let messages: Vec<String> = std::iter::from_fn(|| mail.try_recv().ok()).collect();
        assert_eq!(messages.len(), 1, "one message");
        assert!(messages[0].contains("SO-MAIL22"));

        let line = b.get("SO-MAIL22").await.unwrap().unwrap().lines[0].clone();
        assert!(line.told_at.is_some() && line.told_email, "{line:?}");
        assert_eq!(line.email, LineEmail::Idle, "settled");
        assert!(b
            .email_now("SO-MAIL22", 0, when(30), &mailing)
            .await
            .is_err());
        assert!(mail.try_recv().is_err(), "asked again: nothing sent");
        e.finish().await;
    }
}
