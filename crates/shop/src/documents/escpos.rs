//! The counter's receipt as ESC/POS bytes, for a receipt printer on the
//! shop's network (`RECEIPT_PRINTER`): the same lines as the 80 mm PDF
//! (`receipt`), in the printer's own font, 48 columns (font A on an 80 mm
//! roll), text in code page 858 (code page 850 with the euro sign), each
//! line's amount on the right, bold where the PDF is bold, then a feed
//! and a partial cut.
//!
//! The commands are the common ESC/POS set every counter printer takes:
//! `ESC @` (start afresh), `ESC t 19` (code page 858), `ESC E n` (bold on
//! or off), `LF`, `ESC d n` (feed n lines) and `GS V 66 0` (feed to the
//! cutter and cut, leaving a hinge).

use super::receipt::{Receipt, ReceiptLine};

/// Characters a line holds in font A on an 80 mm roll.
pub const COLUMNS: usize = 48;

const ESC: u8 = 0x1b;
const GS: u8 = 0x1d;
const LF: u8 = 0x0a;

/// Start afresh: the printer's settings as it was switched on.
pub const INIT: [u8; 2] = [ESC, b'@'];
/// Code page 858 (850 with the euro sign at 0xD5).
pub const CODE_PAGE: [u8; 3] = [ESC, b't', 19];
/// Feed to the cutter and cut, leaving a hinge.
pub const CUT: [u8; 4] = [GS, b'V', 66, 0];

/// Code page 850's upper half, 0x80 to 0xFF; 0xD5 is the euro sign in
/// code page 858.
const UPPER: &str = "ÇüéâäàåçêëèïîìÄÅ\
ÉæÆôöòûùÿÖÜø£Ø×ƒ\
áíóúñÑªº¿®¬½¼¡«»\
░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐\
└┴┬├─┼ãÃ╚╔╩╦╠═╬¤\
ðÐÊËÈ€ÍÎÏ┘┌█▄¦Ì▀\
ÓßÔÒõÕµþÞÚÛÙýÝ¯´\
\u{ad}±‗¾¶§÷¸°¨·¹³²■\u{a0}";

/// One character in code page 858: ASCII as it is, the page's own
/// letters and signs, typographic spaces, dashes and quotes as their
/// plain kin, anything else `?`.
fn byte_of(c: char) -> u8 {
    match c {
        ' '..='~' => c as u8,
        '\u{202f}' | '\u{2009}' | '\u{2007}' => b' ',
        '\u{2010}'..='\u{2015}' | '\u{2212}' => b'-',
        '\u{2018}' | '\u{2019}' => b'\'',
        '\u{201c}' | '\u{201d}' => b'"',
        '\u{2026}' => b'.',
        _ => UPPER
            .chars()
            .position(|u| u == c)
            .map_or(b'?', |p| 0x80 + p as u8),
    }
}

/// `text` in code page 858, one byte a character.
pub fn encode(text: &str) -> Vec<u8> {
    text.chars().map(byte_of).collect()
}

/// `text` cut into lines of at most `width` characters, at spaces where
/// it can be; a word longer than a line is cut.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let mut word: Vec<char> = word.chars().collect();
        while word.len() > width {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            lines.push(word.drain(..width).collect());
        }
        let used = line.chars().count();
        if used > 0 && used + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.extend(word);
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// One receipt line as the printer's lines: the left text wrapped, the
/// amount on the right of the last (on a line of its own when the text
/// leaves no room). A rule is a line of dashes.
fn printed(l: &ReceiptLine) -> Vec<String> {
    if l.left == super::receipt::RULE && l.right.is_empty() {
        return vec!["-".repeat(COLUMNS)];
    }
    let right = l.right.chars().count();
    let mut lines = wrap(&l.left, COLUMNS);
    if right == 0 {
        return lines;
    }
    let last = lines.last().map_or(0, |s| s.chars().count());
    if last + 1 + right > COLUMNS {
        lines.push(String::new());
    }
    if let Some(end) = lines.last_mut() {
        let gap = COLUMNS.saturating_sub(end.chars().count() + right);
        end.push_str(&" ".repeat(gap.max(1)));
        end.push_str(&l.right);
    }
    lines
}

/// The receipt as the bytes a network receipt printer takes.
pub fn receipt_bytes(r: &Receipt) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * r.lines.len() + 16);
    out.extend(INIT);
    out.extend(CODE_PAGE);
    for l in &r.lines {
        out.extend([ESC, b'E', u8::from(l.bold)]);
        for text in printed(l) {
            out.extend(encode(&text));
            out.push(LF);
        }
    }
    out.extend([ESC, b'E', 0]);
    out.extend([ESC, b'd', 4]);
    out.extend(CUT);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(left: &str, right: &str, bold: bool) -> ReceiptLine {
        ReceiptLine {
            left: left.into(),
            right: right.into(),
            bold,
        }
    }

    #[test]
    fn the_code_page_has_the_shops_letters_and_money_signs() {
        assert_eq!(encode("Total £12.50"), b"Total \x9c12.50");
        assert_eq!(encode("12,50\u{a0}€"), b"12,50\xff\xd5");
        assert_eq!(encode("12,50\u{202f}€"), b"12,50 \xd5");
        assert_eq!(encode("Größe Ç é ñ"), b"Gr\x94\xe1e \x80 \x82 \xa4");
        assert_eq!(encode("l’huile — 中"), b"l'huile - ?");
        assert_eq!(UPPER.chars().count(), 128);
    }

    #[test]
    fn a_line_is_its_text_wrapped_and_its_amount_on_the_right() {
        assert_eq!(
            printed(&line("Total", "£12.50", true)),
            vec![format!("Total{}£12.50", " ".repeat(COLUMNS - 11))]
        );
        let long = "BRK-1042 Brake pads, sintered, front, for most 600 cc sport bikes";
        let lines = printed(&line(long, "£129.99", false));
        assert!(
            lines.iter().all(|l| l.chars().count() <= COLUMNS),
            "{lines:?}"
        );
        assert!(lines.last().unwrap().ends_with("£129.99"));
        assert_eq!(lines.join(" ").split_whitespace().next(), Some("BRK-1042"));
        let full = "x".repeat(COLUMNS);
        assert_eq!(
            printed(&line(&full, "1", false)),
            vec![full.clone(), format!("{}1", " ".repeat(COLUMNS - 1))]
        );
        assert_eq!(
            printed(&line(&"y".repeat(100), "", false)).len(),
            3,
            "a word longer than a line is cut"
        );
        assert_eq!(
            printed(&line("\u{2014}", "", false)),
            vec!["-".repeat(COLUMNS)]
        );
    }

    #[test]
    fn the_bytes_start_afresh_print_each_line_and_cut() {
        let r = Receipt {
            lang: "en".into(),
            title: "Invoice 2026-000001".into(),
            lines: vec![line("Shop", "", true), line("Total", "£1.00", true)],
        };
        let b = receipt_bytes(&r);
        assert!(b.starts_with(&[INIT.as_slice(), CODE_PAGE.as_slice()].concat()));
        assert!(b.ends_with(&CUT));
        assert_eq!(b.iter().filter(|&&x| x == LF).count(), 2);
        let shop = b.windows(4).position(|w| w == b"Shop").unwrap();
        assert_eq!(&b[shop - 3..shop], &[ESC, b'E', 1]);
    }
}
