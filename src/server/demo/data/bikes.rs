//! Bike makes, their models and model years, with model identification codes
//! that change by generation the way manufacturers' chassis codes do.
//! Must only draw from its own random stream.

use rand::{rngs::StdRng, Rng};

use super::{
    tables::{slug, MicStyle, MAKES},
    Make, Model, Year, YearImage,
};
use crate::server::demo::time;

pub(super) fn generate(rng: &mut StdRng, now: i64) -> (Vec<Make>, Vec<Model>, Vec<Year>) {
    let this_year = time::year_of(now);
    let mut makes = Vec::with_capacity(MAKES.len());
    let mut models = Vec::new();
    let mut years = Vec::new();
    let mut model_id = 100;
    let mut year_id = 5000;
    for (mi, spec) in MAKES.iter().enumerate() {
        let first_model = models.len() as u32;
        let mut chassis = rng.gen_range(20..60);
        for name in spec.models {
            model_id += rng.gen_range(1..=3);
            let start = rng.gen_range(this_year - 16..this_year);
            let end = if rng.gen_bool(0.7) {
                this_year
            } else {
                (start + rng.gen_range(2..=8)).min(this_year)
            };
            let first_year = years.len() as u32;
            let mut generation = 0u8;
            let mut gen_left = rng.gen_range(3..=6);
            let mut mic = mic_code(spec.mic, name, generation, chassis);
            for y in start..=end {
                if gen_left == 0 {
                    generation += 1;
                    chassis += rng.gen_range(3..=9);
                    gen_left = rng.gen_range(3..=6);
                    mic = mic_code(spec.mic, name, generation, chassis);
                }
                gen_left -= 1;
                year_id += rng.gen_range(1..=2);
                let roll: f64 = rng.gen();
                let image = if roll < 0.5 {
                    YearImage::Present
                } else if roll < 0.9 {
                    YearImage::Absent
                } else {
                    YearImage::Null
                };
                years.push(Year {
                    id: year_id,
                    model: models.len() as u32,
                    year: y,
                    mic: mic.clone(),
                    image,
                });
            }
            chassis += rng.gen_range(2..=7);
            models.push(Model {
                id: model_id,
                make: mi as u32,
                name,
                slug: slug(name),
                has_image: rng.gen_bool(0.85),
                years: first_year..years.len() as u32,
            });
        }
        makes.push(Make {
            id: mi as i32 + 1,
            name: spec.name,
            slug: slug(spec.name),
            models: first_model..models.len() as u32,
        });
    }
    (makes, models, years)
}

/// A short model identification code, e.g. "RN69" or "MT09A".
fn mic_code(style: MicStyle, model: &str, generation: u8, chassis: u32) -> String {
    let gen_letter = char::from(b'A' + generation.min(25));
    match style {
        MicStyle::Chassis(prefix) => format!("{prefix}{:02}", chassis % 100),
        MicStyle::FromName => {
            let mut code = String::new();
            let words: Vec<&str> = model.split_whitespace().collect();
            for w in &words {
                if w.chars().any(|c| c.is_ascii_digit()) {
                    code.extend(w.chars().filter(char::is_ascii_alphanumeric));
                } else if words.len() == 1 {
                    code.extend(w.chars().filter(char::is_ascii_alphanumeric).take(3));
                } else {
                    code.extend(w.chars().take(1));
                }
            }
            let mut code: String = code.to_ascii_uppercase().chars().take(6).collect();
            code.push(gen_letter);
            code
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mic_codes_look_like_the_real_ones() {
        assert_eq!(mic_code(MicStyle::FromName, "MT-09", 0, 0), "MT09A");
        assert_eq!(
            mic_code(MicStyle::FromName, "Street Triple 765", 1, 0),
            "ST765B"
        );
        assert_eq!(mic_code(MicStyle::FromName, "Monster", 0, 0), "MONA");
        assert_eq!(mic_code(MicStyle::Chassis("RN"), "MT-09", 2, 169), "RN69");
    }
}
