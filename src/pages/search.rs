//! `/search?…`: every filter the supplier offers (category and brand pickers,
//! name-contains for both, created/updated before/after), plus free text.
//! A GET form the server answers; once the page is interactive a date that
//! does not parse is caught in the form before the page is left. Either way a
//! bad value never reaches the supplier: the query is checked from the URL.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::{
    api::catalogue::{brand_listing, category_listing, list_products, picker_lists},
    components::{
        bike::{BikePicker, PickerPlace},
        errors::main_or_error,
        forms::DateChecks,
        prefs::use_prefs,
        products::ProductList,
    },
    model::{
        clean_text,
        picker::{BikeChoice, BikeChoices},
        query::{display_date, form_error_summary, FieldError, ListQuery, DATE_FIELDS},
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
                category_listing().await,
                brand_listing().await,
                picker_lists(asked).await,
            )
        },
    );
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
    view! {
        <Title text="Search"/>
        <h1>"Search the catalogue"</h1>
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
            {move || Suspend::new(async move {
                let (q, _) = lq.get_untracked();
                match list.await {
                    None => ().into_any(),
                    Some(found) => main_or_error(found, |page| view! { <ProductList page query=q path="/search".to_string()/> }),
                }
            })}
        </Suspense>
    }
}

#[component]
fn SearchForm(
    q: ListQuery,
    errors: Vec<FieldError>,
    cats: Vec<crate::model::Category>,
    brands: Vec<crate::model::Brand>,
    bikes: BikeChoices,
) -> impl IntoView {
    let summary = form_error_summary(errors.len());
    let err_for = move |field: &str| {
        errors
            .iter()
            .find(|x| x.field == field)
            .map(|x| x.message.clone())
    };
    let sort = q.sort;
    let view_mode = q.view;
    let BikeChoices {
        makes,
        models,
        chosen,
    } = bikes;

    let f = q.filters.clone();
    let date_value = |k: &str| -> String {
        match k {
            "created_after" => f.created_after.clone(),
            "created_before" => f.created_before.clone(),
            "updated_after" => f.updated_after.clone(),
            _ => f.updated_before.clone(),
        }
        .map(|d| display_date(&d))
        .unwrap_or_default()
    };
    let dates: Vec<(&'static str, &'static str, String, Option<String>)> = DATE_FIELDS
        .iter()
        .map(|(k, label)| (*k, *label, date_value(k), err_for(k)))
        .collect();
    let q_error = err_for("q");

    view! {
        <form class="panel search-form" method="get" action="/search" novalidate=true>
            <DateChecks/>
            {(sort != q.default_sort()).then(|| view! { <input type="hidden" name="sort" value=sort.as_str()/> })}
            <input type="hidden" name="view" value=view_mode.as_str()/>
            <div class="filters">
                <Field id="f-q" label="Text (SKU, EAN, name, brand, description)" error=q_error.clone()>
                    <input id="f-q" name="q" type="search" value=q.text.clone().unwrap_or_default()
                        maxlength="100" aria-invalid=q_error.map(|_| "true")/>
                </Field>
                <Field id="f-category-id" label="Category" error=err_for("category_id")>
                    <select id="f-category-id" name="category_id">
                        <option value="">"Any category"</option>
                        {cats.into_iter().map(|c| {
                            let selected = f.category_id == Some(c.id);
                            view! { <option value=c.id.to_string() selected=selected>{c.name.as_deref().map(clean_text).unwrap_or_else(|| format!("Category {}", c.id))}</option> }
                        }).collect_view()}
                    </select>
                </Field>
                <Field id="f-brand-id" label="Brand" error=err_for("brand_id")>
                    <select id="f-brand-id" name="brand_id">
                        <option value="">"Any brand"</option>
                        {brands.into_iter().map(|b| {
                            let selected = f.brand_id == Some(b.id);
                            view! { <option value=b.id.to_string() selected=selected>{b.name.as_deref().map(clean_text).unwrap_or_else(|| format!("Brand {}", b.id))}</option> }
                        }).collect_view()}
                    </select>
                </Field>
                <Field id="f-category" label="Category name contains" error=err_for("category")>
                    <input id="f-category" name="category" type="text" value=f.category.clone().unwrap_or_default() maxlength="100"/>
                </Field>
                <Field id="f-brand" label="Brand name contains" error=err_for("brand")>
                    <input id="f-brand" name="brand" type="text" value=f.brand.clone().unwrap_or_default() maxlength="100"/>
                </Field>
                <BikePicker place=PickerPlace::Search makes models chosen/>
                {dates
                    .into_iter()
                    .map(|(k, label, value, error)| {
                        let id = format!("f-{k}");
                        let invalid = error.as_ref().map(|_| "true");
                        view! {
                            <Field id=id.clone() label=label error hint="YYYY-MM-DD">
                                <input id=id.clone() name=k type="text" inputmode="numeric" placeholder="YYYY-MM-DD"
                                    value=value maxlength="32" data-date=""
                                    aria-invalid=invalid
                                    aria-describedby=format!("{id}-hint {id}-error")/>
                            </Field>
                        }
                    })
                    .collect_view()}
            </div>
            <div class="form-actions">
                <button type="submit" class="btn">"Search"</button>
                <a class="btn secondary" href="/search">"Clear"</a>
                <span class="form-error" role="alert">{summary}</span>
            </div>

        </form>
    }
}

#[component]
fn Field(
    #[prop(into)] id: String,
    label: &'static str,
    error: Option<String>,
    #[prop(optional)] hint: Option<&'static str>,
    children: Children,
) -> impl IntoView {
    let hint_id = format!("{id}-hint");
    let err_id = format!("{id}-error");
    view! {
        <div class="field">
            <label for=id.clone()>{label}</label>
            {children()}
            {hint.map(|h| view! { <span class="hint" id=hint_id>{h}</span> })}
            <span class="field-error" id=err_id aria-live="polite">{error}</span>
        </div>
    }
}
