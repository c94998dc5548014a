//! Receiving a supplier's box, as rules: what was counted out of it (each
//! part's units, however many times it was scanned) set against the open
//! purchase orders' lines, the oldest order first, so each line says
//! whether it came as expected, short or over, and a part no open order
//! holds says it was not ordered. Nothing here reads a store.

use serde::{Deserialize, Serialize};

/// A purchase order's line still open: what was ordered and what came
/// before.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenLine {
    /// The order's number ("PO-…"); orders are given oldest first.
    pub order: String,
    /// The line's place in its order.
    pub pos: usize,
    pub sku: String,
    pub ordered: i64,
    pub received: i64,
}

impl OpenLine {
    /// Units still to come.
    pub fn due(&self) -> i64 {
        (self.ordered - self.received).max(0)
    }
}

/// How a line of the box stands against what was ordered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Standing {
    /// As many as were due.
    AsExpected,
    /// Fewer than were due: the rest stays open.
    Short,
    /// More than every open line of the part was due.
    Over,
    /// No open order holds the part.
    NotOrdered,
}

/// What the box brings to one order line (or, not ordered, to none).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Taken {
    pub sku: String,
    /// The order line it is received against (`None`: not ordered, or the
    /// units over every line's due).
    pub line: Option<(String, usize)>,
    pub units: i64,
    pub standing: Standing,
}

/// Units counted of each part, in the order first scanned: a part
/// scanned again adds to its count.
pub fn counted(scans: &[(String, i64)]) -> Vec<(String, i64)> {
    let mut out: Vec<(String, i64)> = Vec::new();
    for (sku, n) in scans {
        let key = sku.trim().to_uppercase();
        match out.iter_mut().find(|(s, _)| *s == key) {
            Some((_, total)) => *total += n,
            None => out.push((key, *n)),
        }
    }
    out.retain(|(_, n)| *n > 0);
    out
}

/// The box `counted` set against `open` (oldest order first): each part's
/// units fill its lines' dues in order; what is left over is `Over` (or
/// `NotOrdered` when no line holds the part); a line of the part left
/// partly filled is `Short`.
pub fn receive(open: &[OpenLine], counted: &[(String, i64)]) -> Vec<Taken> {
    // Each part's open lines, oldest first, found once.
    let mut of_part: std::collections::HashMap<String, Vec<&OpenLine>> =
        std::collections::HashMap::new();
    for l in open.iter().filter(|l| l.due() > 0) {
        of_part.entry(l.sku.to_uppercase()).or_default().push(l);
    }
    let mut out = Vec::new();
    for (sku, units) in counted {
        let lines = of_part.remove(&sku.to_uppercase()).unwrap_or_default();
        if lines.is_empty() {
            out.push(Taken {
                sku: sku.clone(),
                line: None,
                units: *units,
                standing: Standing::NotOrdered,
            });
            continue;
        }
        let mut left = *units;
        for l in lines {
            if left == 0 {
                break;
            }
            let take = left.min(l.due());
            left -= take;
            out.push(Taken {
                sku: sku.clone(),
                line: Some((l.order.clone(), l.pos)),
                units: take,
                standing: if take == l.due() {
                    Standing::AsExpected
                } else {
                    Standing::Short
                },
            });
        }
        if left > 0 {
            out.push(Taken {
                sku: sku.clone(),
                line: None,
                units: left,
                standing: Standing::Over,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(order: &str, pos: usize, sku: &str, ordered: i64, received: i64) -> OpenLine {
        OpenLine {
            order: order.into(),
            pos,
            sku: sku.into(),
            ordered,
            received,
        }
    }

    fn scans(list: &[(&str, i64)]) -> Vec<(String, i64)> {
        counted(
            &list
                .iter()
                .map(|(s, n)| (s.to_string(), *n))
                .collect::<Vec<_>>(),
        )
    }

    #[test]
    fn a_part_scanned_again_adds_to_its_count() {
        assert_eq!(
            scans(&[("brk-1", 1), ("OIL", 2), ("BRK-1", 1), ("X", 0)]),
            vec![("BRK-1".to_string(), 2), ("OIL".to_string(), 2)]
        );
    }

    #[test]
    fn units_fill_the_oldest_orders_first_and_say_how_each_stands() {
        let open = [
            line("PO-1", 0, "BRK-1", 4, 1),
            line("PO-2", 3, "BRK-1", 5, 0),
            line("PO-2", 4, "OIL", 2, 0),
        ];
        let got = receive(&open, &scans(&[("BRK-1", 5), ("OIL", 3), ("CHAIN", 1)]));
        assert_eq!(
            got,
            vec![
                Taken {
                    sku: "BRK-1".into(),
                    line: Some(("PO-1".into(), 0)),
                    units: 3,
                    standing: Standing::AsExpected,
                },
                Taken {
                    sku: "BRK-1".into(),
                    line: Some(("PO-2".into(), 3)),
                    units: 2,
                    standing: Standing::Short,
                },
                Taken {
                    sku: "OIL".into(),
                    line: Some(("PO-2".into(), 4)),
                    units: 2,
                    standing: Standing::AsExpected,
                },
                Taken {
                    sku: "OIL".into(),
                    line: None,
                    units: 1,
                    standing: Standing::Over,
                },
                Taken {
                    sku: "CHAIN".into(),
                    line: None,
                    units: 1,
                    standing: Standing::NotOrdered,
                },
            ]
        );
    }

    #[test]
    fn a_line_received_in_full_before_takes_nothing_more() {
        let open = [line("PO-1", 0, "BRK-1", 2, 2)];
        let got = receive(&open, &scans(&[("BRK-1", 1)]));
        assert_eq!(got[0].standing, Standing::NotOrdered);
        assert_eq!(open[0].due(), 0);
    }

    #[test]
    fn two_thousand_lines_are_received_without_a_cap() {
        let open: Vec<OpenLine> = (0..2_000)
            .map(|n| line("PO-9", n, &format!("P-{n}"), 3, 0))
            .collect();
        let box_of: Vec<(String, i64)> = (0..2_000).map(|n| (format!("P-{n}"), 3)).collect();
        let got = receive(&open, &counted(&box_of));
        assert_eq!(got.len(), 2_000);
        assert!(got.iter().all(|t| t.standing == Standing::AsExpected));
    }
}
