//! The copy's PDF read back: it is a PDF, a long quote runs over pages,
//! and its text (read by `pdftotext`, an independent reader, from
//! Debian's poppler-utils) holds every word and amount as printed,
//! accented letters and currency signs included.

use super::*;

pub(crate) fn sample(lines: usize, paper: Paper) -> QuoteDocument {
    QuoteDocument {
        paper,
        lang: "de".into(),
        title: "Angebot: Jürgen Weiß, MT-09".into(),
        shop: vec![
            "Motos Ñandú & Søn".into(),
            "Große Straße 5, 20095 Hamburg".into(),
            "USt-IdNr. DE123456789".into(),
        ],
        logo: None,
        facts: vec!["Datum: 28.11.26".into(), "Gültig bis 28.12.26".into()],
        customer: vec!["Für Jürgen Weiß · 0151 2345678".into()],
        heads: [
            "SKU".into(),
            "Produkt".into(),
            "Menge".into(),
            "Preis".into(),
            "Summe".into(),
        ],
        rows: (0..lines)
            .map(|i| DocRow {
                sku: format!("EL{i:04}"),
                name: format!("Bremsbeläge gesintert, vorne — Größe {i} (für Häßler Åland)"),
                qty: "2".into(),
                unit: "99,95 €".into(),
                total: "199,90 €".into(),
                note: i.is_multiple_of(3).then(|| "−10 % (222,11 €)".into()),
            })
            .collect(),
        totals: vec![
            DocTotal {
                label: "Gesamtbetrag".into(),
                amount: "1.234,56 €".into(),
                strong: true,
            },
            DocTotal {
                label: "Enthaltene MwSt. 19 %".into(),
                amount: "197,11 €".into(),
                strong: false,
            },
        ],
        notes: vec!["Preise inkl. MwSt. £ ñ å".into()],
        qr: Some((
            "http://127.0.0.1:3000/quotes/0123".into(),
            "Für Mitarbeiter".into(),
        )),
        page_label: "Seite {page} von {pages}".into(),
    }
}

fn pages(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    text.matches("/Type /Page\n").count()
        + text.matches("/Type /Page ").count()
        + text.matches("/Type /Page/").count()
        + text.matches("/Type /Page>").count()
}

/// The PDF's text as `pdftotext` reads it; `None` where it is not
/// installed (the test script installs it).
fn extracted(pdf: &[u8]) -> Option<String> {
    let dir = tempfile::tempdir().ok()?;
    let path = dir.path().join("copy.pdf");
    std::fs::write(&path, pdf).ok()?;
    let out = std::process::Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(&path)
        .arg("-")
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn a_short_copy_is_one_page_with_every_word_readable() {
    let pdf = render_quote(&sample(10, Paper::A4)).unwrap_or_else(|e| panic!("{e}"));
    assert!(pdf.starts_with(b"%PDF"));
    let Some(text) = extracted(&pdf) else {
        eprintln!("pdftotext is not installed: the text is not read back");
        return;
    };
    for want in [
        "Angebot: Jürgen Weiß",
        "Motos Ñandú & Søn",
        "Große Straße",
        "1.234,56 €",
        "Enthaltene MwSt. 19 %",
        "EL0009",
        "£ ñ å",
        "Seite 1 von 1",
    ] {
        assert!(text.contains(want), "{want:?} in:\n{text}");
    }
}

#[test]
fn a_long_copy_runs_over_pages_with_their_numbers() {
    let pdf = render_quote(&sample(200, Paper::Letter)).unwrap_or_else(|e| panic!("{e}"));
    let Some(text) = extracted(&pdf) else {
        assert!(pages(&pdf) > 1 || pdf.len() > 10_000);
        return;
    };
    let n = text.matches("Seite ").count();
    assert!(n >= 4, "{n} pages");
    assert!(text.contains(&format!("Seite {n} von {n}")), "{text}");
    assert!(text.contains("EL0199"), "the last line is printed");
    assert!(text.contains("1.234,56 €"), "the total is printed");
    // The head is repeated on every page.
    assert_eq!(text.matches("Produkt").count(), n);
}

#[test]
fn a_long_line_and_caption_wrap_within_their_cells_and_print_whole() {
    let mut doc = sample(3, Paper::A4);
    let labour = "Bremsbeläge montieren und Bremsanlage entlüften 1H5JIY · 1,25 Std. × 89,50 €";
    doc.rows[1].name = labour.into();
    doc.rows[2].name = "Kettensatzwechselwerkzeugsatzzubehörhalterung".into();
    doc.qr = Some((
        "http://127.0.0.1:3000/quotes/0123".into(),
        "Für Mitarbeiter: scannen öffnet dieses Angebot".into(),
    ));
    let faces = Faces::load().unwrap_or_else(|| panic!("the fonts load"));
    let cols = Columns::for_width(Paper::A4.size().0);
    let laid = RowLines::of(&faces, &cols, &doc.rows[1]);
    assert!(
        laid.name.len() > 1,
        "the labour line wraps: {:?}",
        laid.name
    );
    assert_eq!(laid.name.join(" "), labour, "nothing of it is cut");
    // The row grows a line for each line of its text (this one has no note).
    assert!((laid.height() - ROW * laid.name.len() as f32).abs() < f32::EPSILON);
    let pdf = render_quote(&doc).unwrap_or_else(|e| panic!("{e}"));
    let Some(text) = extracted(&pdf) else {
        eprintln!("pdftotext is not installed: the text is not read back");
        return;
    };
    assert!(!text.contains('…'), "nothing is cut:\n{text}");
    // Every word of the line and of the caption is printed, the hours and
    // the rate among them.
    let caption = "Für Mitarbeiter: scannen öffnet dieses Angebot";
    for word in labour.split_whitespace().chain(caption.split_whitespace()) {
        assert!(text.contains(word), "{word:?} in:\n{text}");
    }
    // A word wider than its cell is broken, its letters all printed.
    let pieces = RowLines::of(&faces, &cols, &doc.rows[2]).name;
    assert!(pieces.len() > 1, "{pieces:?}");
    assert_eq!(pieces.concat(), doc.rows[2].name);
    for piece in &pieces {
        assert!(text.contains(piece.as_str()), "{piece:?} in:\n{text}");
    }
}
