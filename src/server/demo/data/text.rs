//! The words of the catalogue: product names and the HTML descriptions the
//! supplier sends (paragraphs, lists, strong text). Must stay deterministic:
//! randomness only from the generator's stream passed in.

use std::fmt::Write;

use rand::{rngs::StdRng, seq::SliceRandom, Rng};

use super::tables::CategorySpec;

const FEATURES: &[&str] = &[
    "Machined from {m} and finished to resist road salt",
    "Fits in under 30 minutes with basic hand tools",
    "Designed, fitted and tested on the bike itself",
    "Stainless steel fixings included",
    "No cutting or drilling required",
    "Uses the original mounting points",
    "Keeps full steering lock and ground clearance",
    "Low-profile design that keeps the bike's lines",
    "Every part laser-etched with its part number",
    "Covered by the manufacturer's warranty",
    "Compatible with the standard fairing and bodywork",
    "Replacement parts available separately",
];

const NOTES: &[&str] = &[
    "Not compatible with aftermarket exhaust systems that reroute the link pipe.",
    "Models fitted with the factory accessory pack may need the optional spacer kit.",
    "Check the model identification code on the frame before ordering.",
    "Professional fitting recommended.",
    "Supplied as a pair unless stated otherwise.",
];

/// Where a product fits, as words: "the Yamaha MT-09 (2021-2023)".
pub struct Fits<'a> {
    pub phrase: &'a str,
    pub universal: bool,
}

pub fn category_product_description(spec: &CategorySpec) -> String {
    format!(
        "<p>{} from our {} range.</p><p>All parts are supplied with fixings and \
         fitting instructions where applicable. <strong>Dealer orders</strong> placed \
         before 3pm ship the same working day.</p>",
        spec.blurb.trim_end_matches('.'),
        spec.name.to_lowercase()
    )
}

pub fn brief(kind: &str, fits: &Fits<'_>, spec: &CategorySpec) -> String {
    if fits.universal {
        format!(
            "<p>{kind} to suit most motorcycles. {}</p>",
            first_sentence(spec.blurb)
        )
    } else {
        format!(
            "<p>{kind} for {}. {}</p>",
            fits.phrase,
            first_sentence(spec.blurb)
        )
    }
}

pub fn full(
    rng: &mut StdRng,
    kind: &str,
    fits: &Fits<'_>,
    material: &str,
    spec: &CategorySpec,
) -> String {
    let mut out = String::with_capacity(700);
    let target = if fits.universal {
        "most road and adventure motorcycles"
    } else {
        fits.phrase
    };
    let _ = write!(
        out,
        "<p>Our {} {} are made for {target}. {}</p><ul>",
        material.to_lowercase(),
        kind.to_lowercase(),
        spec.blurb
    );
    let n = rng.gen_range(3..=5);
    for f in FEATURES.choose_multiple(rng, n) {
        let _ = write!(
            out,
            "<li>{}</li>",
            f.replace("{m}", &material.to_lowercase())
        );
    }
    out.push_str("</ul>");
    if rng.gen_bool(0.6) {
        let note = NOTES.choose(rng).copied().unwrap_or(NOTES[0]);
        let _ = write!(out, "<p><strong>Please note:</strong> {note}</p>");
    }
    let _ = write!(
        out,
        "<p><strong>In the box:</strong> {kind}, fixings and fitting instructions.</p>"
    );
    out
}

fn first_sentence(s: &str) -> &str {
    s.split_inclusive('.').next().unwrap_or(s)
}
