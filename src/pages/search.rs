//! `/search?…`: every filter the supplier offers (category and brand pickers,
//! name-contains for both, created/updated before/after), plus free text.
//! A GET form: works without JavaScript; with it, bad input is caught in the
//! form before anything is sent. Either way a bad value never reaches the
//! supplier: the query is checked again from the URL.

use leptos::{html::Input, html::Select, prelude::*};
use leptos_meta::Title;
use leptos_router::hooks::use_navigate;

use crate::{
    api::catalogue::{bike_listing, brand_listing, category_listing, list_products},
    components::{bike::BikePicker, errors::ErrorMessage, prefs::use_prefs, products::ProductList},
    model::{
        clean_text,
        query::{display_date, FieldError, ListQuery, DATE_FIELDS},
    },
    pages::{use_list_query, ListSkeleton},
};

#[component]
pub fn SearchPage() -> impl IntoView {
    let lq = use_list_query();
    let prefs = use_prefs();
    let listings = Resource::new(
        || (),
        |_| async move {
            (
                category_listing().await,
                brand_listing().await,
                bike_listing().await,
            )
        },
    );
    let list = Resource::new(
        move || (lq.get(), prefs.bike.get(), prefs.currency.get()),
        move |((q, errors), _, cur)| async move {
            if !errors.is_empty() {
                // Nothing goes to the supplier until the form is right.
                return None;
            }
            Some(list_products(prefs.narrow_to_bike(q), cur, true).await)
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
                    Some(Ok(page)) => view! { <ProductList page query=q path="/search".to_string()/> }.into_any(),
                    Some(Err(e)) => view! { <ErrorMessage error=e/> }.into_any(),
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
    bikes: Vec<crate::model::Bike>,
) -> impl IntoView {
    let navigate = use_navigate();
    let (errs, set_errs) = signal(errors);
    let err_for = move |field: &'static str| {
        Signal::derive(move || {
            errs.with(|e| {
                e.iter()
                    .find(|x| x.field == field)
                    .map(|x| x.message.clone())
            })
        })
    };
    let text_ref = NodeRef::<Input>::new();
    let cat_id_ref = NodeRef::<Select>::new();
    let brand_id_ref = NodeRef::<Select>::new();
    let cat_ref = NodeRef::<Input>::new();
    let brand_ref = NodeRef::<Input>::new();
    let make_ref = NodeRef::<Select>::new();
    let model_ref = NodeRef::<Select>::new();
    let year_ref = NodeRef::<Select>::new();
    let date_refs: [NodeRef<Input>; 4] = std::array::from_fn(|_| NodeRef::new());
    let sort = q.sort;
    let view_mode = q.view;
    let text0 = q.text.clone();
    let picker_q = q.clone();

    let on_submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let val_i = |r: &NodeRef<Input>| r.get().map(|e| e.value()).unwrap_or_default();
        let val_s = |r: &NodeRef<Select>| r.get().map(|e| e.value()).unwrap_or_default();
        let mut pairs: Vec<(&str, String)> = vec![
            ("q", val_i(&text_ref)),
            ("category_id", val_s(&cat_id_ref)),
            ("brand_id", val_s(&brand_id_ref)),
            ("category", val_i(&cat_ref)),
            ("brand", val_i(&brand_ref)),
            ("make", val_s(&make_ref)),
            ("model", val_s(&model_ref)),
            ("year", val_s(&year_ref)),
        ];
        for (i, (k, _)) in DATE_FIELDS.iter().enumerate() {
            pairs.push((k, val_i(&date_refs[i])));
        }
        let (mut nq, errors) = ListQuery::from_pairs(pairs.iter().map(|(k, v)| (*k, v.as_str())));
        if !errors.is_empty() {
            set_errs.set(errors);
            return;
        }
        set_errs.set(Vec::new());
        // A new text brings back the default order for it (best match).
        if nq.text == text0 {
            nq.sort = sort;
        }
        nq.view = view_mode;
        navigate(&nq.href("/search"), Default::default());
    };

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
    let dates: Vec<(&'static str, &'static str, String, NodeRef<Input>)> = DATE_FIELDS
        .iter()
        .enumerate()
        .map(|(i, (k, label))| (*k, *label, date_value(k), date_refs[i]))
        .collect();

    view! {
        <form class="panel search-form" method="get" action="/search" on:submit=on_submit novalidate=true>
            {(sort != q.default_sort()).then(|| view! { <input type="hidden" name="sort" value=sort.as_str()/> })}
            <input type="hidden" name="view" value=view_mode.as_str()/>
            <div class="filters">
                <Field id="f-q" label="Text (SKU, EAN, name, brand, description)" error=err_for("q")>
                    <input id="f-q" name="q" type="search" node_ref=text_ref value=q.text.clone().unwrap_or_default()
                        maxlength="100" aria-invalid=move || err_for("q").get().map(|_| "true")/>
                </Field>
                <Field id="f-category-id" label="Category" error=err_for("category_id")>
                    <select id="f-category-id" name="category_id" node_ref=cat_id_ref>
                        <option value="">"Any category"</option>
                        {cats.into_iter().map(|c| {
                            let selected = f.category_id == Some(c.id);
                            view! { <option value=c.id.to_string() selected=selected>{c.name.as_deref().map(clean_text).unwrap_or_else(|| format!("Category {}", c.id))}</option> }
                        }).collect_view()}
                    </select>
                </Field>
                <Field id="f-brand-id" label="Brand" error=err_for("brand_id")>
                    <select id="f-brand-id" name="brand_id" node_ref=brand_id_ref>
                        <option value="">"Any brand"</option>
                        {brands.into_iter().map(|b| {
                            let selected = f.brand_id == Some(b.id);
                            view! { <option value=b.id.to_string() selected=selected>{b.name.as_deref().map(clean_text).unwrap_or_else(|| format!("Brand {}", b.id))}</option> }
                        }).collect_view()}
                    </select>
                </Field>
                <Field id="f-category" label="Category name contains" error=err_for("category")>
                    <input id="f-category" name="category" type="text" node_ref=cat_ref value=f.category.clone().unwrap_or_default() maxlength="100"/>
                </Field>
                <Field id="f-brand" label="Brand name contains" error=err_for("brand")>
                    <input id="f-brand" name="brand" type="text" node_ref=brand_ref value=f.brand.clone().unwrap_or_default() maxlength="100"/>
                </Field>
                <BikePicker bikes query=picker_q make_ref model_ref year_ref/>
                {dates
                    .into_iter()
                    .map(|(k, label, value, node)| {
                        let id = format!("f-{k}");
                        let e = err_for(k);
                        view! {
                            <Field id=id.clone() label=label error=e hint="YYYY-MM-DD">
                                <input id=id.clone() name=k type="text" inputmode="numeric" placeholder="YYYY-MM-DD"
                                    node_ref=node value=value maxlength="32"
                                    aria-invalid=move || e.get().map(|_| "true")
                                    aria-describedby=format!("{id}-hint {id}-error")/>
                            </Field>
                        }
                    })
                    .collect_view()}
            </div>
            <div class="form-actions">
                <button type="submit" class="btn">"Search"</button>
                <a class="btn secondary" href="/search">"Clear"</a>
                {move || {
                    let n = errs.with(Vec::len);
                    (n > 0).then(|| view! {
                        <span class="form-error" role="alert">
                            {format!("Please correct {n} field{} before searching.", if n == 1 { "" } else { "s" })}
                        </span>
                    })
                }}
            </div>
        </form>
    }
}

#[component]
fn Field(
    #[prop(into)] id: String,
    label: &'static str,
    error: Signal<Option<String>>,
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
            <span class="field-error" id=err_id aria-live="polite">{move || error.get()}</span>
        </div>
    }
}
