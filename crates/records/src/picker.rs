//! What the make › model › year picker shows: ids and labels only, worked
//! out on the server from the bike listing, so the island that narrows the
//! lists carries no bike records, images or formatting of its own.

use serde::{Deserialize, Serialize};

use crate::product::{clean_text, Bike};

/// One choice in a list: its id and the words shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pick {
    pub id: i64,
    pub label: String,
}

/// A model and its years.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PickModel {
    pub id: i64,
    pub label: String,
    pub years: Vec<Pick>,
}

/// What a picker shows: every make (by name), the chosen make's models, and
/// the choice with its make and model filled in.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BikeChoices {
    pub makes: Vec<Pick>,
    pub models: Vec<PickModel>,
    pub chosen: BikeChoice,
}

/// The picker's lists for a choice, read from the bike listing.
pub fn choices(bikes: &[Bike], asked: BikeChoice) -> BikeChoices {
    let chosen = complete(bikes, asked);
    let mut makes = makes(bikes);
    makes.sort_by_cached_key(|m| m.label.to_lowercase());
    BikeChoices {
        makes,
        models: models(bikes, chosen.make),
        chosen,
    }
}

/// What is chosen: a year or model alone still shows its make and model.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BikeChoice {
    pub make: Option<i64>,
    pub model: Option<i64>,
    pub year: Option<i64>,
}

fn name_or(n: &Option<String>, fallback: &str, id: i64) -> String {
    n.as_deref()
        .map(clean_text)
        .filter(|s| !s.trim().is_empty())
        .unwrap_or_else(|| format!("{fallback} #{id}"))
}

/// Every make, in the listing's order.
pub fn makes(bikes: &[Bike]) -> Vec<Pick> {
    bikes
        .iter()
        .map(|b| Pick {
            id: b.id,
            label: name_or(&b.name, "Make", b.id),
        })
        .collect()
}

/// The models of one make, each with its years ("2019 (RN43)" when the year
/// has a model code). Empty for no make or an unknown one.
pub fn models(bikes: &[Bike], make: Option<i64>) -> Vec<PickModel> {
    let Some(make) = bikes.iter().find(|b| Some(b.id) == make) else {
        return Vec::new();
    };
    make.models
        .iter()
        .flatten()
        .map(|m| PickModel {
            id: m.id,
            label: name_or(&m.name, "Model", m.id),
            years: m
                .years
                .iter()
                .flatten()
                .map(|y| {
                    let name = name_or(&y.name, "Year", y.id);
                    let label = match y.mic.as_deref().map(clean_text) {
                        Some(mic) if !mic.trim().is_empty() => format!("{name} ({mic})"),
                        _ => name,
                    };
                    Pick { id: y.id, label }
                })
                .collect(),
        })
        .collect()
}

/// The make and model a query's year or model belongs to, filled in.
pub fn complete(bikes: &[Bike], asked: BikeChoice) -> BikeChoice {
    let mut out = asked;
    for b in bikes {
        for m in b.models.iter().flatten() {
            let has_year = asked
                .year
                .is_some_and(|y| m.years.iter().flatten().any(|x| x.id == y));
            if has_year || asked.model == Some(m.id) {
                out.make = out.make.or(Some(b.id));
                out.model = out.model.or(Some(m.id));
            }
        }
    }
    out
}

/// The years of one model among these models.
pub fn years_of(models: &[PickModel], model: Option<i64>) -> Vec<Pick> {
    models
        .iter()
        .find(|m| Some(m.id) == model)
        .map(|m| m.years.clone())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{BikeModel, BikeYear};

    fn listing() -> Vec<Bike> {
        let year = |id, name: &str, mic: Option<&str>| BikeYear {
            id,
            name: Some(name.into()),
            mic: mic.map(str::to_string),
            image: None,
        };
        vec![Bike {
            id: 1,
            name: Some("Yamaha".into()),
            image: None,
            models: Some(vec![
                BikeModel {
                    id: 10,
                    name: Some("MT-09".into()),
                    image: None,
                    years: Some(vec![
                        year(100, "2019", Some("RN43")),
                        year(101, "2020", None),
                    ]),
                },
                BikeModel {
                    id: 11,
                    name: None,
                    image: None,
                    years: None,
                },
            ]),
        }]
    }

    #[test]
    fn lists_carry_labels_with_model_codes_and_fallbacks() {
        let bikes = listing();
        assert_eq!(
            makes(&bikes),
            vec![Pick {
                id: 1,
                label: "Yamaha".into()
            }]
        );
        let ms = models(&bikes, Some(1));
        assert_eq!(ms.len(), 2);
        assert_eq!(ms[1].label, "Model #11");
        assert_eq!(
            years_of(&ms, Some(10))
                .iter()
                .map(|y| y.label.as_str())
                .collect::<Vec<_>>(),
            ["2019 (RN43)", "2020"]
        );
        assert!(models(&bikes, Some(99)).is_empty());
        assert!(models(&bikes, None).is_empty());
        assert!(years_of(&ms, Some(11)).is_empty());
    }

    #[test]
    fn a_year_alone_brings_its_make_and_model() {
        let bikes = listing();
        let asked = BikeChoice {
            year: Some(101),
            ..BikeChoice::default()
        };
        assert_eq!(
            complete(&bikes, asked),
            BikeChoice {
                make: Some(1),
                model: Some(10),
                year: Some(101)
            }
        );
        let unknown = BikeChoice {
            year: Some(7),
            ..BikeChoice::default()
        };
        assert_eq!(complete(&bikes, unknown), unknown);
    }
}
