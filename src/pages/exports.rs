//! `/exports`: the catalogue feeds. Downloads of the whole catalogue, or of
//! the filter in the address (the search page links here with its own),
//! as CSV, XLSX, fitment and Shopify's product CSV; the changes the syncs
//! saw since a date; and the feed tokens that let a scheduled job pull the
//! same addresses. Plain GET forms and POST forms: no script needed.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::{
    api::exports::{exports_overview, RECENT_DAYS},
    components::{
        errors::ErrorMessage,
        forms::problem_text,
        i18n::{use_i18n, Arg, I18n},
        prefs::use_prefs,
    },
    model::{
        exports::{ExportKind, ExportOverview, FeedToken, NewFeedToken, PostedToken, TokenProblem},
        href,
        prefs::currency_choices,
        query::{decode_component, ListQuery},
    },
    pages::use_list_query,
};

#[component]
pub fn ExportsPage() -> impl IntoView {
    let lq = use_list_query();
    let posted = use_context::<PostedToken>().map(|p| p.0);
    let overview = Resource::new(
        move || lq.get().0,
        |mut q| async move {
            q.page = 1;
            exports_overview(q).await
        },
    );
    let i = use_i18n();
    view! {
        <Title text=i.t("nav-exports")/>
        <h1>{i.t("exports-title")}</h1>
        {posted.map(|p| view! { <PostedNotice posted=p/> })}
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                let (query, errors) = lq.get_untracked();
                match overview.await {
                    Ok(o) if errors.is_empty() => view! { <Exports o query/> }.into_any(),
                    Ok(_) => {
                        let message = errors
                            .iter()
                            .map(|e| problem_text(i, &e.problem))
                            .collect::<Vec<_>>()
                            .join(" ");
                        view! { <p class="notice warn" role="alert">{message}</p> }.into_any()
                    }
                    Err(e) => view! { <ErrorMessage error=e/> }.into_any(),
                }
            })}
        </Suspense>
    }
}

/// The filter's query string, without the page (an export is every page).
fn filter_string(q: &ListQuery) -> String {
    let mut q = q.clone();
    q.page = 1;
    q.to_query_string()
}

#[component]
fn Exports(o: ExportOverview, query: ListQuery) -> impl IntoView {
    let filter = filter_string(&query);
    let filtered = !filter.is_empty();
    let i = use_i18n();
    let count = match o.products {
        Some(n) if filtered => i.t_with("exports-match-count", &[("count", Arg::Count(n as i64))]),
        Some(n) => i.t_with("exports-whole-count", &[("count", Arg::Count(n as i64))]),
        None => i.t("exports-fetching"),
    };
    let rows = o.products.map(|n| n.to_string()).unwrap_or_default();
    let hidden: Vec<(String, String)> = filter
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .map(|(k, v)| (decode_component(k), decode_component(v)))
        .collect();
    let open = o.open_access;
    view! {
        <section class="panel export-panel" aria-labelledby="export-products">
            <h2 id="export-products">{i.t("exports-products")}</h2>
            <p class="result-count" data-export-rows=rows>{count}</p>
            {filtered.then(|| view! {
                <p class="hint">
                    {i.t("exports-filter-from-search")} " "
                    <a href=href::exports("")>{i.t("exports-whole-instead")}</a>
                </p>
            })}
            <form method="get" action=ExportKind::ProductsCsv.path() class="export-form">
                {hidden.into_iter().map(|(k, v)| view! { <input type="hidden" name=k value=v/> }).collect_view()}
                <Check name="stock" label=i.t("exports-with-stock")/>
                <Check name="bom" label=i.t("exports-bom")/>
                <div class="field">
                    <label for="cost">{i.t("exports-cost-from")}</label>
                    <select id="cost" name="cost">
                        {currency_choices(use_prefs().shop_currency).into_iter().map(|c| view! {
                            <option value=c.code()>{i.t_with("exports-cost-dealer", &[("currency", Arg::Text(c.code()))])}</option>
                        }).collect_view()}
                    </select>
                </div>
                <div class="form-actions">
                    <button type="submit" class="btn" formaction=ExportKind::ProductsCsv.path()>{i.t("exports-products-csv")}</button>
                    <button type="submit" class="btn" formaction=ExportKind::ProductsXlsx.path()>{i.t("exports-products-xlsx")}</button>
                    <button type="submit" class="btn secondary" formaction=ExportKind::FitmentCsv.path()>{i.t("exports-fitment-csv")}</button>
                    <button type="submit" class="btn secondary" formaction=ExportKind::ShopifyCsv.path()>{i.t("exports-shopify-csv")}</button>
                </div>
                <p class="hint">{i.t("exports-products-hint")}</p>
            </form>
        </section>

        <ChangesExport changes=o.changes since=o.recent_since/>
        <Tokens tokens=o.tokens open/>
    }
}

/// The change history's export: since a date, a week back by default.
#[component]
fn ChangesExport(changes: Option<u64>, since: String) -> impl IntoView {
    let i = use_i18n();
    let changes = match changes {
        Some(n) => i.t_with(
            "exports-changes-count",
            &[
                ("count", Arg::Count(n as i64)),
                ("days", Arg::Count(RECENT_DAYS)),
            ],
        ),
        None => i.t("exports-changes-waiting"),
    };
    view! {
        <section class="panel export-panel" aria-labelledby="export-changes">
            <h2 id="export-changes">{i.t("exports-changes")}</h2>
            <p class="result-count">{changes}</p>
            <form method="get" action=ExportKind::ChangesCsv.path() class="export-form">
                <div class="field">
                    <label for="since">{i.t("exports-since")}</label>
                    <input id="since" name="since" type="date" value=since required=true/>
                </div>
                <Check name="bom" label=i.t("exports-bom-short")/>
                <div class="form-actions">
                    <button type="submit" class="btn">{i.t("exports-changes-csv")}</button>
                </div>
                <p class="hint">{i.t("exports-changes-hint")}</p>
            </form>
        </section>
    }
}

#[component]
fn PostedNotice(posted: Result<NewFeedToken, TokenProblem>) -> impl IntoView {
    let i = use_i18n();
    match posted {
        Ok(t) => view! {
            <div class="notice new-token" role="status">
                <p>{i.t_with("exports-token-made", &[("name", Arg::Text(&t.name))])}</p>
                <p><code class="token-secret">{t.secret.clone()}</code></p>
                <p class="hint">
                    <code>{curl_example(&t.secret)}</code>
                </p>
            </div>
        }
        .into_any(),
        Err(problem) => {
            let max = match problem {
                TokenProblem::BadName { max } | TokenProblem::TooMany { max } => max as i64,
                _ => 0,
            };
            let message = i.t_with(problem.message_key(), &[("max", Arg::Count(max))]);
            view! { <p class="notice warn" role="alert">{message}</p> }.into_any()
        }
    }
}

/// One option of an export: a checkbox sending `name=1`.
#[component]
fn Check(name: &'static str, label: String) -> impl IntoView {
    view! {
        <div class="field">
            <label>
                <input type="checkbox" name=name value="1"/>
                " " {label}
            </label>
        </div>
    }
}

/// How a scheduled job pulls the products CSV with a new token.
fn curl_example(secret: &str) -> String {
    let quote = '\'';
    format!(
        "curl -H {quote}Authorization: Bearer {secret}{quote} -o products.csv {quote}https://<this portal>{}{quote}",
        ExportKind::ProductsCsv.path()
    )
}

#[component]
fn Tokens(tokens: Vec<FeedToken>, open: bool) -> impl IntoView {
    let i = use_i18n();
    let rule = if open {
        i.t("exports-tokens-open")
    } else {
        i.t("exports-tokens-signin")
    };
    let empty = tokens.is_empty();
    view! {
        <section class="panel export-panel" aria-labelledby="feed-tokens">
            <h2 id="feed-tokens">{i.t("exports-tokens")}</h2>
            <p class="hint">{rule}</p>
            {(!empty).then(|| view! {
                <div class="table-wrap">
                    <table class="spec-table token-table">
                        <thead>
                            <tr>
                                <th scope="col">{i.t("list-name")}</th><th scope="col">{i.t("exports-token-created")}</th>
                                <th scope="col">{i.t("exports-token-last-pull")}</th><th scope="col">{i.t("exports-token-pulls")}</th>
                                <th scope="col"><span class="visually-hidden">{i.t("exports-token-revoke")}</span></th>
                            </tr>
                        </thead>
                        <tbody>
                            {tokens.into_iter().map(|t| view! { <TokenRow t i/> }).collect_view()}
                        </tbody>
                    </table>
                </div>
            })}
            <form method="post" action=href::FEED_TOKEN_CREATE class="export-form">
                <div class="field">
                    <label for="token-name">{i.t("exports-token-new-name")}</label>
                    <input id="token-name" name="name" type="text" maxlength="60" required=true placeholder=i.t("exports-token-placeholder")/>
                </div>
                <div class="form-actions">
                    <button type="submit" class="btn">{i.t("exports-token-make")}</button>
                </div>
            </form>
        </section>
    }
}

#[component]
fn TokenRow(t: FeedToken, i: I18n) -> impl IntoView {
    let last = t
        .last_used
        .as_deref()
        .map(|at| i.date_time_text(at))
        .unwrap_or_else(|| i.t("exports-token-never"));
    let label = i.t_with("exports-token-revoke-name", &[("name", Arg::Text(&t.name))]);
    view! {
        <tr data-token=t.name.clone()>
            <td>{t.name.clone()}</td>
            <td>{i.date_time_text(&t.created)}</td>
            <td>{last}</td>
            <td class="num">{t.pulls}</td>
            <td>
                <form method="post" action=href::FEED_TOKEN_REVOKE>
                    <input type="hidden" name="id" value=t.id.clone()/>
                    <button type="submit" class="btn small secondary" aria-label=label>{i.t("exports-token-revoke")}</button>
                </form>
            </td>
        </tr>
    }
}
