//! `/settings/prices`: the shop's own prices. Its currency, tax region,
//! rate and how long a quote holds (set when the portal starts); its
//! default rule; and overrides per category and per brand, each a plain
//! form (no script needed). A refused form comes back filled in as typed,
//! with the reason; nothing is changed.

use leptos::prelude::*;
use leptos_meta::Title;
use leptos_router::hooks::use_query_map;

use crate::{
    api::pricing::shop_price_settings,
    components::{
        errors::ErrorMessage,
        i18n::{use_i18n, Arg, I18n},
        role::role_has,
        shop_price::rate_words,
    },
    model::{
        href,
        pricing::{
            factor_text, rate_text, Basis, PostedRule, PriceRule, PriceSettings, Rounding,
            RuleNote, RuleRow, RuleScope, TaxKind, TypedRule,
        },
        role::Role,
    },
};

#[component]
pub fn PricesPage() -> impl IntoView {
    let settings = Resource::new(|| (), |_| shop_price_settings());
    let posted = use_context::<PostedRule>();
    let query = use_query_map();
    let note = posted.as_ref().map(|p| p.note).or_else(|| {
        query
            .read_untracked()
            .get("note")
            .and_then(|c| RuleNote::parse(&c))
            .filter(|n| n.is_done())
    });
    let i = use_i18n();
    view! {
        <Title text=i.t("prices-title")/>
        <h1>{i.t("prices-title")}</h1>
        {note.map(|n| {
            let class = if n.is_done() { "form-note done" } else { "form-note problem" };
            view! { <p class=class role="status" data-rule-note=n.code()>{i.t(n.key())}</p> }
        })}
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || {
                let posted = posted.clone();
                Suspend::new(async move {
                    match settings.await {
                        Ok(s) => view! { <Prices s posted/> }.into_any(),
                        Err(e) => view! { <ErrorMessage error=e/> }.into_any(),
                    }
                })
            }}
        </Suspense>
    }
}

#[component]
fn Prices(s: PriceSettings, posted: Option<PostedRule>) -> impl IntoView {
    let i = use_i18n();
    let typed_for = |scope: RuleScope| {
        posted
            .as_ref()
            .filter(|p| p.typed.scope == scope.code())
            .map(|p| p.typed.clone())
    };
    let shop_rule = s.rules.iter().find(|r| r.scope == RuleScope::Shop).cloned();
    let shop_typed = typed_for(RuleScope::Shop).unwrap_or_else(|| {
        as_typed(
            RuleScope::Shop,
            "",
            shop_rule.as_ref().map_or(s.portal_default, |r| r.rule),
        )
    });
    let blank = as_typed(RuleScope::Category, "", s.portal_default);
    let category_typed = typed_for(RuleScope::Category).unwrap_or_else(|| blank.clone());
    let brand_typed = typed_for(RuleScope::Brand).unwrap_or_else(|| TypedRule {
        scope: RuleScope::Brand.code().into(),
        ..blank
    });
    let overrides: Vec<RuleRow> = s
        .rules
        .iter()
        .filter(|r| matches!(r.scope, RuleScope::Category | RuleScope::Brand))
        .cloned()
        .collect();
    let tiers: Vec<RuleRow> = s
        .rules
        .iter()
        .filter(|r| r.scope == RuleScope::Tier)
        .cloned()
        .collect();
    let tier_typed = typed_for(RuleScope::Tier).unwrap_or_else(new_tier);
    let portal_default = rule_words(i, s.portal_default);
    // Managers set the rules (the permission table refuses the form to
    // staff); staff read them.
    let can_edit = role_has(Role::Manager);
    let read_only = (!can_edit).then(
        || view! { <p class="form-note" data-rules-read-only="">{i.t("prices-managers-only")}</p> },
    );
    let tax_typed = typed_for(RuleScope::Tax).map(|t| t.value);
    let labour_typed = typed_for(RuleScope::Labour).map(|t| t.value);
    view! {
        <Terms s=s.clone()/>
        <TaxRateForm s=s.clone() typed=tax_typed/>
        <LabourRateForm s=s.clone() typed=labour_typed can_edit/>
        {read_only}
        <section aria-labelledby="rule-default-h" class="panel">
            <h2 id="rule-default-h">{i.t("prices-default")}</h2>
            {match &shop_rule {
                None => view! {
                    <p data-rule-default="">{i.t_with("prices-default-portal", &[("rule", Arg::Text(&portal_default))])}</p>
                }.into_any(),
                Some(r) => view! {
                    <p data-rule-shop="">{rule_words(i, r.rule)} " " <span class="muted">{changed(i, r)}</span></p>
                    {can_edit.then(|| view! { <RemoveForm row=r.clone() label=i.t("prices-use-portal-default")/> })}
                }.into_any(),
            }}
            {can_edit.then(|| view! { <RuleForm i typed=shop_typed id="rule-shop" choices=Choices::None/> })}
        </section>
        <section aria-labelledby="rule-overrides-h" class="panel">
            <h2 id="rule-overrides-h">{i.t("prices-overrides")}</h2>
            <p class="muted">{i.t("prices-overrides-note")}</p>
            <OverrideTable i rows=overrides can_edit/>
            {can_edit.then(|| view! {
                <h3>{i.t("prices-add-category")}</h3>
                <RuleForm i typed=category_typed id="rule-category" choices=Choices::Categories(s.categories.clone())/>
                <h3>{i.t("prices-add-brand")}</h3>
                <RuleForm i typed=brand_typed id="rule-brand" choices=Choices::Brands(s.brands.clone())/>
            })}
        </section>
        <TiersPanel i tiers tier_typed can_edit/>
    }
}

/// The shop's own tax rate: what is in force and where it comes from,
/// and for the owner the form that sets it (empty: the region's again).
#[component]
fn TaxRateForm(s: PriceSettings, typed: Option<String>) -> impl IntoView {
    let i = use_i18n();
    let region = rate_words(i, s.region_rate);
    let said = match &s.own_rate {
        Some(o) => {
            let who = o.by.clone().unwrap_or_default();
            i.t_with(
                "prices-tax-own",
                &[
                    ("rate", Arg::Text(&rate_words(i, o.rate))),
                    ("region", Arg::Text(&region)),
                    ("when", Arg::Text(&o.updated)),
                    ("who", Arg::Text(&who)),
                ],
            )
        }
        None => i.t_with("prices-tax-from-region", &[("region", Arg::Text(&region))]),
    };
    let value = typed.unwrap_or_else(|| {
        s.own_rate
            .as_ref()
            .map(|o| rate_text(o.rate))
            .unwrap_or_default()
    });
    let form = role_has(Role::Owner).then(|| view! {
        <form method="post" action=href::PRICE_TAX class="rule-form" data-tax-form="">
            <label for="tax-rate">{i.t("prices-tax-own-rate")}</label>
            <input id="tax-rate" name="value" type="text" inputmode="decimal" maxlength="8" value=value placeholder=rate_text(s.region_rate)/>
            <button type="submit" class="btn">{i.t("prices-save")}</button>
        </form>
    });
    view! {
        <section aria-labelledby="tax-h" class="panel" id="tax">
            <h2 id="tax-h">{i.t("prices-tax-title")}</h2>
            <p data-tax-rate-from=if s.own_rate.is_some() { "shop" } else { "region" }>{said}</p>
            {form}
        </section>
    }
}

/// The shop's hourly rate for labour, which a quote's labour line starts
/// from: what is set, and for a manager the form (empty: none).
#[component]
fn LabourRateForm(s: PriceSettings, typed: Option<String>, can_edit: bool) -> impl IntoView {
    let i = use_i18n();
    let said = match &s.labour_rate {
        Some(l) => i.t_with(
            "prices-labour-set",
            &[
                ("rate", Arg::Text(&i.money(l.currency, Some(l.amount)))),
                ("when", Arg::Text(&l.updated)),
                ("who", Arg::Text(&l.by.clone().unwrap_or_default())),
            ],
        ),
        None => i.t("prices-labour-none"),
    };
    let value = typed.unwrap_or_else(|| {
        s.labour_rate
            .as_ref()
            .map(|l| l.amount.plain())
            .unwrap_or_default()
    });
    let basis = i.t(if s.includes_tax {
        "quote-other-incl-tax"
    } else {
        "quote-other-excl-tax"
    });
    let label = i.t_with(
        "prices-labour-rate",
        &[("currency", Arg::Text(s.currency.code()))],
    );
    let form = can_edit.then(|| view! {
        <form method="post" action=href::PRICE_LABOUR class="rule-form" data-labour-form="">
            <label for="labour-rate">{label}</label>
            <input id="labour-rate" name="value" type="text" inputmode="decimal" maxlength="12" value=value/>
            <button type="submit" class="btn">{i.t("prices-save")}</button>
        </form>
    });
    view! {
        <section aria-labelledby="labour-h" class="panel" id="labour">
            <h2 id="labour-h">{i.t("prices-labour-title")}</h2>
            <p data-labour-rate=if s.labour_rate.is_some() { "set" } else { "none" }>{said}</p>
            <p class="muted">{basis}</p>
            {form}
        </section>
    }
}

/// A new tier's form as it first shows: retail less 10 %.
fn new_tier() -> TypedRule {
    TypedRule {
        scope: RuleScope::Tier.code().into(),
        basis: "retail".into(),
        value: "10".into(),
        rounding: Rounding::Exact.code().into(),
        ..TypedRule::default()
    }
}

/// The shop's named price tiers, and (for managers) the form that adds
/// or changes one.
#[component]
fn TiersPanel(
    i: I18n,
    tiers: Vec<RuleRow>,
    tier_typed: TypedRule,
    can_edit: bool,
) -> impl IntoView {
    view! {
        <section aria-labelledby="tiers-h" class="panel">
            <h2 id="tiers-h">{i.t("prices-tiers")}</h2>
            <p class="muted">{i.t("prices-tiers-note")}</p>
            {if tiers.is_empty() {
                view! { <p class="muted" data-tiers="0">{i.t("prices-no-tiers")}</p> }.into_any()
            } else {
                view! { <OverrideTable i rows=tiers can_edit/> }.into_any()
            }}
            {can_edit.then(|| view! {
                <h3>{i.t("prices-add-tier")}</h3>
                <RuleForm i typed=tier_typed id="rule-tier" choices=Choices::Tier/>
            })}
        </section>
    }
}

/// The shop's terms, as set when the portal starts.
#[component]
fn Terms(s: PriceSettings) -> impl IntoView {
    let i = use_i18n();
    let rate = rate_words(i, s.rate);
    let tax = match s.kind {
        TaxKind::Vat => i.t_with("quote-tax-vat", &[("rate", Arg::Text(&rate))]),
        TaxKind::SalesTax => i.t_with("quote-tax-sales", &[("rate", Arg::Text(&rate))]),
    };
    let shelf = if s.includes_tax {
        i.t("prices-shelf-incl")
    } else {
        i.t("prices-shelf-excl")
    };
    let region = if s.region.is_empty() {
        "—".to_string()
    } else {
        s.region.clone()
    };
    view! {
        <section aria-labelledby="terms-h" class="panel">
            <h2 id="terms-h">{i.t("prices-terms")}</h2>
            <dl class="facts">
                <dt>{i.t("prices-currency")}</dt><dd data-shop-currency="">{s.currency.code()}</dd>
                <dt>{i.t("prices-tax-region")}</dt><dd><code>{region}</code></dd>
                <dt>{i.t("prices-tax-rate")}</dt><dd data-shop-tax="">{tax}</dd>
                <dt>{i.t("prices-shelf")}</dt><dd>{shelf}</dd>
                <dt>{i.t("prices-valid")}</dt><dd>{i.t_with("prices-valid-days", &[("days", Arg::Count(s.valid_days))])}</dd>
            </dl>
            <p class="muted">{i.t("prices-terms-note")}</p>
        </section>
    }
}

/// The overrides, brands' and categories', each with its remove form.
#[component]
fn OverrideTable(i: I18n, rows: Vec<RuleRow>, can_edit: bool) -> impl IntoView {
    if rows.is_empty() {
        return view! { <p class="muted" data-overrides="0">{i.t("prices-no-overrides")}</p> }
            .into_any();
    }
    let count = rows.len().to_string();
    view! {
        <div class="table-wrap">
            <table class="rules stack" data-overrides=count>
                <thead>
                    <tr>
                        <th scope="col">{i.t("prices-applies")}</th>
                        <th scope="col">{i.t("prices-rule")}</th>
                        <th scope="col">{i.t("prices-changed")}</th>
                        <th scope="col"><span class="visually-hidden">{i.t("prices-remove")}</span></th>
                    </tr>
                </thead>
                <tbody>
                    {rows.into_iter().map(|r| {
                        let scope = match r.scope {
                            RuleScope::Brand => i.t("prices-scope-brand"),
                            RuleScope::Tier => i.t("prices-scope-tier"),
                            _ => i.t("prices-scope-category"),
                        };
                        let label = i.t_with("prices-remove-of", &[("name", Arg::Text(&r.label))]);
                        let marker = format!("{}:{}", r.scope.code(), r.key);
                        view! {
                            <tr data-rule=marker>
                                <td>{scope} ": " <strong>{r.label.clone()}</strong></td>
                                <td>{rule_words(i, r.rule)}</td>
                                <td class="muted">{changed(i, &r)}</td>
                                <td>{can_edit.then(|| view! { <RemoveForm row=r.clone() label=label.clone()/> })}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
    .into_any()
}

/// When a rule was set and by whom.
fn changed(i: I18n, r: &RuleRow) -> String {
    match &r.by {
        Some(by) => i.t_with(
            "prices-changed-by",
            &[("when", Arg::Text(&r.updated)), ("who", Arg::Text(by))],
        ),
        None => r.updated.clone(),
    }
}

/// A rule in words: "Dealer price + 40 %, up to …,95".
fn rule_words(i: I18n, rule: PriceRule) -> String {
    let rounding = i.t(rounding_key(rule.rounding));
    match rule.basis {
        Basis::DealerPlus(markup) => i.t_with(
            "prices-rule-dealer",
            &[
                ("markup", Arg::Text(&rate_words(i, markup))),
                ("rounding", Arg::Text(&rounding)),
            ],
        ),
        Basis::RetailLess(off) => i.t_with(
            "prices-rule-retail",
            &[
                ("off", Arg::Text(&rate_words(i, off))),
                ("rounding", Arg::Text(&rounding)),
            ],
        ),
        Basis::RrpTimes(factor) => {
            let text = factor_text(factor);
            let places = text.split_once('.').map_or(0, |(_, f)| f.len()) as i16;
            i.t_with(
                "prices-rule-rrp",
                &[
                    (
                        "factor",
                        Arg::Text(&i.decimal(factor.0 as f64 / 10_000.0, places)),
                    ),
                    ("rounding", Arg::Text(&rounding)),
                ],
            )
        }
    }
}

fn rounding_key(r: Rounding) -> &'static str {
    match r {
        Rounding::Exact => "rounding-exact",
        Rounding::Whole => "rounding-whole",
        Rounding::Ends99 => "rounding-99",
        Rounding::Ends95 => "rounding-95",
    }
}

/// A rule as its form is filled in.
fn as_typed(scope: RuleScope, key: &str, rule: PriceRule) -> TypedRule {
    let (basis, value) = match rule.basis {
        Basis::DealerPlus(r) => ("dealer", rate_text(r)),
        Basis::RrpTimes(f) => ("rrp", factor_text(f)),
        Basis::RetailLess(r) => ("retail", rate_text(r)),
    };
    TypedRule {
        scope: scope.code().into(),
        key: key.into(),
        basis: basis.into(),
        value,
        rounding: rule.rounding.code().into(),
    }
}

/// What a rule form names besides its rule.
#[derive(Clone)]
enum Choices {
    /// The shop's default rule.
    None,
    Categories(Vec<crate::model::pricing::Named>),
    Brands(Vec<String>),
    /// A tier: its name, typed.
    Tier,
}

/// One rule's form: what it applies to (a category or brand), how the
/// price is made, the markup or factor, the rounding.
#[component]
fn RuleForm(i: I18n, typed: TypedRule, id: &'static str, choices: Choices) -> impl IntoView {
    let applies =
        match choices {
            Choices::None => None,
            Choices::Categories(all) => {
                let chosen = typed.key.clone();
                Some(
                    view! {
                        <label for=format!("{id}-key")>{i.t("prices-scope-category")}</label>
                        <select id=format!("{id}-key") name="key" required>
                            {all.into_iter().map(|c| {
                                let v = c.id.to_string();
                                let selected = v == chosen;
                                view! { <option value=v selected=selected>{c.name}</option> }
                            }).collect_view()}
                        </select>
                    }
                    .into_any(),
                )
            }
            Choices::Brands(all) => {
                let chosen = typed.key.to_lowercase();
                Some(view! {
                <label for=format!("{id}-key")>{i.t("prices-scope-brand")}</label>
                <select id=format!("{id}-key") name="key" required>
                    {all.into_iter().map(|b| {
                        let selected = b.to_lowercase() == chosen;
                        view! { <option value=b.clone() selected=selected>{b.clone()}</option> }
                    }).collect_view()}
                </select>
            }.into_any())
            }
            Choices::Tier => Some(view! {
                <label for=format!("{id}-key")>{i.t("prices-tier-name")}</label>
                <input id=format!("{id}-key") name="key" type="text" required maxlength="40" value=typed.key.clone()/>
            }.into_any()),
        };
    let tier = typed.scope == RuleScope::Tier.code();
    let basis = typed.basis.clone();
    let rounding = typed.rounding.clone();
    view! {
        <form method="post" action=href::PRICE_RULES class="rule-form" data-rule-form=typed.scope.clone()>
            <input type="hidden" name="action" value="set"/>
            <input type="hidden" name="scope" value=typed.scope.clone()/>
            {applies}
            <label for=format!("{id}-basis")>{i.t("prices-basis")}</label>
            <select id=format!("{id}-basis") name="basis">
                <option value="dealer" selected=basis == "dealer">{i.t("prices-basis-dealer")}</option>
                <option value="rrp" selected=basis == "rrp">{i.t("prices-basis-rrp")}</option>
                {tier.then(|| view! {
                    <option value="retail" selected=basis == "retail">{i.t("prices-basis-retail")}</option>
                })}
            </select>
            <label for=format!("{id}-value")>{i.t("prices-value")}</label>
            <input id=format!("{id}-value") name="value" type="text" inputmode="decimal" required maxlength="12" value=typed.value.clone()/>
            <label for=format!("{id}-rounding")>{i.t("prices-rounding")}</label>
            <select id=format!("{id}-rounding") name="rounding">
                {Rounding::ALL.into_iter().map(|r| view! {
                    <option value=r.code() selected=rounding == r.code()>{i.t(rounding_key(r))}</option>
                }).collect_view()}
            </select>
            <button type="submit" class="btn">{i.t("prices-save")}</button>
        </form>
    }
}

/// Removes one rule.
#[component]
fn RemoveForm(row: RuleRow, label: String) -> impl IntoView {
    let key = match row.scope {
        RuleScope::Brand | RuleScope::Tier => row.label.clone(),
        _ => row.key.clone(),
    };
    view! {
        <form method="post" action=href::PRICE_RULES class="inline">
            <input type="hidden" name="action" value="remove"/>
            <input type="hidden" name="scope" value=row.scope.code()/>
            <input type="hidden" name="key" value=key/>
            <button type="submit" class="btn secondary small">{label}</button>
        </form>
    }
}
