//! `/search?…`: every filter the supplier offers (category and brand pickers,
//! name-contains for both, created/updated before/after), plus free text.
//! A GET form the server answers. The dates are the browser's date fields;
//! once the page is interactive a "before" date earlier than its "after"
//! date (or a date that does not parse, where a browser has no date field)
//! is caught in the form before the page is left. Either way a bad value
//! never reaches the supplier: the query is checked from the URL.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::{
    api::catalogue::{brand_listing, category_listing, list_products, picker_lists},
    components::{
        bike::{BikePicker, PickerPlace},
        customer_actions::LostFromSearch,
        errors::main_or_error,
        forms::{problem_text, wrong_fields_text, DateCheckWords, DateChecks},
        i18n::{use_i18n, Arg, I18n},
        prefs::use_prefs,
        products::ProductList,
    },
    model::{
        clean_text,
        picker::{BikeChoice, BikeChoices},
        query::{display_date, FieldError, ListQuery, SupplierFilters, DATE_FIELDS},
    },
    pages::{use_list_query, ListSkeleton},
};

#[component]
pub fn SearchPage() -> impl IntoView {
    let lq = use_list_query();
    let prefs = use_prefs();
    let listings = Resource::new(
        move || {
            lq.with(|(q, _)| BikeChoice {
                make: q.make_id,
                model: q.model_id,
                year: q.year_id,
            })
        },
        |asked| async move {
            (
                category_listing()
                    .await
                    .map(|all| all.into_iter().map(|c| Choice::of(c.id, c.name)).collect()),
                brand_listing()
                    .await
                    .map(|all| all.into_iter().map(|b| Choice::of(b.id, b.name)).collect()),
                picker_lists(asked).await,
            )
        },
    );
    let shown_prefs = prefs.clone();
    let list = Resource::new(
        move || lq.get(),
        move |(q, errors)| {
            let q = prefs.narrow_to_bike(q);
            let cur = prefs.currency;
            async move {
                if !errors.is_empty() {
                    // Nothing goes to the supplier until the form is right.
                    return None;
                }
                Some(list_products(q, cur, true).await)
            }
        },
    );
    let i = use_i18n();
    view! {
        <Title text=i.t("nav-search")/>
        <h1>{i.t("search-catalogue")}</h1>
        <BinOnShelf/>
        <Suspense fallback=|| view! { <div class="panel skeleton skeleton-filters"></div> }>
            {move || Suspend::new(async move {
                let (cats, brands, bikes) = listings.await;
                let (q, errors) = lq.get_untracked();
                view! {
                    <SearchForm q errors cats=cats.unwrap_or_default() brands=brands.unwrap_or_default()
                        bikes=bikes.unwrap_or_default()/>
                }
            })}
        </Suspense>
        <Suspense fallback=ListSkeleton>
            {move || {
            // The labels are of the parts the page lists (narrowed to the
            // bike chosen in the header, as the list is).
            let shown = shown_prefs.narrow_to_bike(lq.get_untracked().0).to_query_string();
            Suspend::new(async move {
                let (q, _) = lq.get_untracked();
                match list.await {
                    None => ().into_any(),
                    Some(found) => main_or_error(found, |page| {
                        let any = !page.items.is_empty();
                        view! {
                            <ProductList page query=q path="/search".to_string()/>
                            {any.then(|| view! {
                                <crate::components::labels::LabelsForm source=crate::components::labels::LabelSource::Search(shown)/>
                            })}
                        }
                    }),
                }
            })}}
        </Suspense>
        <LostFromSearch/>
    }
}

/// `bin:B-04` typed into the search asks for a bin of our shelf, not the
/// catalogue: a link to the shelf's list of that bin.
#[component]
fn BinOnShelf() -> impl IntoView {
    let i = use_i18n();
    let bin = use_list_query()
        .with_untracked(|(q, _)| q.text.as_deref().and_then(crate::model::listing::bin_asked));
    bin.map(|b| {
        let to = format!(
            "/stock/shelf?bin={}",
            crate::model::query::encode_component(&b)
        );
        view! {
            <p class="notice" role="status" data-search-bin=b.clone()>
                <a href=to>{i.t_with("search-bin-shelf", &[("bin", Arg::Text(&b))])}</a>
            </p>
        }
    })
}

/// A category or brand as the form's pickers list it: only what they show
/// is kept with the page.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
struct Choice {
    id: i64,
    name: Option<String>,
}

impl Choice {
    fn of(id: i64, name: Option<String>) -> Choice {
        Choice { id, name }
    }
}

#[component]
fn SearchForm(
    q: ListQuery,
    errors: Vec<FieldError>,
    cats: Vec<Choice>,
    brands: Vec<Choice>,
    bikes: BikeChoices,
) -> impl IntoView {
    let i = use_i18n();
    let summary = wrong_fields_text(i, errors.len());
    let err_for = move |field: &str| {
        errors
            .iter()
            .find(|x| x.field == field)
            .map(|x| problem_text(i, &x.problem))
    };
    let checks = DateCheckWords::new(i);
    let sort = q.sort;
    let view_mode = q.view;
    let BikeChoices {
        makes,
        models,
        chosen,
    } = bikes;

    let f = q.filters.clone();
    let dates = date_inputs(&f, &err_for, i);
    let q_error = err_for("q");
    let cat_options = cats
        .iter()
        .map(|c| {
            named(c.id, c.name.as_deref(), || {
                i.t_with("search-category-n", &[("id", Arg::Text(&c.id.to_string()))])
            })
        })
        .collect();
    let brand_options = brands
        .iter()
        .map(|b| {
            named(b.id, b.name.as_deref(), || {
                i.t_with("search-brand-n", &[("id", Arg::Text(&b.id.to_string()))])
            })
        })
        .collect();

    view! {
        <form class="panel search-form" method="get" action="/search" novalidate=true
            data-date-bad=checks.bad.clone() data-date-reversed=checks.reversed.clone() data-wrong=checks.wrong.to_attr()>
            <DateChecks/>
            {(sort != q.default_sort()).then(|| view! { <input type="hidden" name="sort" value=sort.as_str()/> })}
            <input type="hidden" name="view" value=view_mode.as_str()/>
            <div class="filters">
                <Field id="f-q" label=i.t("search-text") error=q_error.clone()>
                    <input id="f-q" name="q" type="search" value=q.text.clone().unwrap_or_default()
                        maxlength="100" aria-invalid=q_error.map(|_| "true")/>
                </Field>
                <IdSelect id="f-category-id" name="category_id" label=i.t("product-category") any=i.t("search-any-category")
                    options=cat_options chosen=f.category_id error=err_for("category_id")/>
                <IdSelect id="f-brand-id" name="brand_id" label=i.t("product-brand") any=i.t("search-any-brand")
                    options=brand_options chosen=f.brand_id error=err_for("brand_id")/>
                <Field id="f-category" label=i.t("search-category-contains") error=err_for("category")>
                    <input id="f-category" name="category" type="text" value=f.category.clone().unwrap_or_default() maxlength="100"/>
                </Field>
                <Field id="f-brand" label=i.t("search-brand-contains") error=err_for("brand")>
                    <input id="f-brand" name="brand" type="text" value=f.brand.clone().unwrap_or_default() maxlength="100"/>
                </Field>
                <BikePicker place=PickerPlace::Search makes models chosen/>
                {dates.into_iter().map(|d| view! { <DateField d/> }).collect_view()}
            </div>
            <div class="form-actions">
                <button type="submit" class="btn">{i.t("nav-search")}</button>
                <a class="btn secondary" href="/search">{i.t("search-clear")}</a>
                <span class="form-error" role="alert">{summary}</span>
            </div>

        </form>
    }
}

/// An id and its name for a select (`nameless`: "Category 12" for one the
/// supplier left unnamed).
fn named(id: i64, name: Option<&str>, nameless: impl FnOnce() -> String) -> (i64, String) {
    (id, name.map(clean_text).unwrap_or_else(nameless))
}

/// The date filters with their values (as typed dates) and errors.
fn date_inputs(
    f: &SupplierFilters,
    err_for: &impl Fn(&str) -> Option<String>,
    i: I18n,
) -> Vec<DateInput> {
    let value = |k: &str| {
        match k {
            "created_after" => f.created_after.as_deref(),
            "created_before" => f.created_before.as_deref(),
            "updated_after" => f.updated_after.as_deref(),
            _ => f.updated_before.as_deref(),
        }
        .map(display_date)
        .unwrap_or_default()
    };
    DATE_FIELDS
        .iter()
        .map(|k| DateInput {
            key: k,
            label: i.t(match *k {
                "created_after" => "search-created-after",
                "created_before" => "search-created-before",
                "updated_after" => "search-updated-after",
                _ => "search-updated-before",
            }),
            value: value(k),
            error: err_for(k),
        })
        .collect()
}

/// A select of ids by name, with "any" first.
#[component]
fn IdSelect(
    id: &'static str,
    name: &'static str,
    label: String,
    any: String,
    options: Vec<(i64, String)>,
    chosen: Option<i64>,
    error: Option<String>,
) -> impl IntoView {
    view! {
        <Field id=id label=label error=error>
            <select id=id name=name>
                <option value="">{any}</option>
                {options.into_iter().map(|(value, text)| {
                    let selected = chosen == Some(value);
                    view! { <option value=value.to_string() selected=selected>{text}</option> }
                }).collect_view()}
            </select>
        </Field>
    }
}

/// One date filter as the form shows it.
struct DateInput {
    key: &'static str,
    label: String,
    value: String,
    error: Option<String>,
}

/// A date filter: the browser's date field (a day, `YYYY-MM-DD`), checked
/// in the form once the page is interactive (`DateChecks`) and always by
/// the server. A bound the address gives to the second (`…T09:42:00Z`)
/// stays as text, so sending the form again keeps it.
#[component]
fn DateField(d: DateInput) -> impl IntoView {
    let DateInput {
        key,
        label,
        value,
        error,
    } = d;
    let id = format!("f-{key}");
    let invalid = error.as_ref().map(|_| "true");
    let kind = if value.is_empty() || value.len() == 10 {
        "date"
    } else {
        "text"
    };
    view! {
        <Field id=id.clone() label=label error>
            <input id=id.clone() name=key type=kind min="1970-01-01" max="2100-12-31"
                value=value maxlength="32" data-date=""
                aria-invalid=invalid
                aria-describedby=format!("{id}-error")/>
        </Field>
    }
}

#[component]
fn Field(
    #[prop(into)] id: String,
    label: String,
    error: Option<String>,
    children: Children,
) -> impl IntoView {
    let err_id = format!("{id}-error");
    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            {children()}
            <span class="field-error" id=err_id aria-live="polite">{error}</span>
        </div>
    }
}
