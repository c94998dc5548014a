//! `/exports`: the catalogue feeds. Downloads of the whole catalogue, or of
//! the filter in the address (the search page links here with its own),
//! as CSV, XLSX, fitment and Shopify's product CSV; the changes the syncs
//! saw since a date; and the feed tokens that let a scheduled job pull the
//! same addresses. Plain GET forms and POST forms: no script needed.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::{
    api::exports::{exports_overview, RECENT_DAYS},
    components::errors::ErrorMessage,
    model::{
        exports::{ExportKind, ExportOverview, FeedToken, NewFeedToken, PostedToken},
        href,
        query::{decode_component, ListQuery},
        Currency,
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
    view! {
        <Title text="Exports"/>
        <h1>"Exports and feeds"</h1>
        {posted.map(|p| view! { <PostedNotice posted=p/> })}
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                let (query, errors) = lq.get_untracked();
                match overview.await {
                    Ok(o) if errors.is_empty() => view! { <Exports o query/> }.into_any(),
                    Ok(_) => {
                        let message = errors
                            .iter()
                            .map(|e| e.message.clone())
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
    let count = match o.products {
        Some(n) if filtered => format!("{n} products match this filter."),
        Some(n) => format!("The whole catalogue: {n} products."),
        None => "The catalogue is still being fetched from the supplier: exports are ready when that completes.".to_string(),
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
            <h2 id="export-products">"Products"</h2>
            <p class="result-count" data-export-rows=rows>{count}</p>
            {filtered.then(|| view! {
                <p class="hint">
                    "The filter comes from the search page. "
                    <a href=href::exports("")>"Export the whole catalogue instead"</a>
                </p>
            })}
            <form method="get" action=ExportKind::ProductsCsv.path() class="export-form">
                {hidden.into_iter().map(|(k, v)| view! { <input type="hidden" name=k value=v/> }).collect_view()}
                <Check name="stock" label=" With stock (asks the supplier for every product: slower)"/>
                <Check name="bom" label=" Mark CSV files as UTF-8 for Excel (byte order mark)"/>
                <div class="field">
                    <label for="cost">"Shopify cost price from"</label>
                    <select id="cost" name="cost">
                        {Currency::ALL.iter().map(|c| view! { <option value=c.code()>{format!("Dealer {}", c.code())}</option> }).collect_view()}
                    </select>
                </div>
                <div class="form-actions">
                    <button type="submit" class="btn" formaction=ExportKind::ProductsCsv.path()>"Products CSV"</button>
                    <button type="submit" class="btn" formaction=ExportKind::ProductsXlsx.path()>"Products XLSX (with a fitment sheet)"</button>
                    <button type="submit" class="btn secondary" formaction=ExportKind::FitmentCsv.path()>"Fitment CSV"</button>
                    <button type="submit" class="btn secondary" formaction=ExportKind::ShopifyCsv.path()>"Shopify product CSV"</button>
                </div>
                <p class="hint">
                    "Fitment has one row per product and model-year (make, model, year, MIC). "
                    "The Shopify file has one row per product: price from the RRP, cost from the dealer price chosen above, tags from the category and the bikes it fits. "
                    "Text a spreadsheet would read as a formula starts with an apostrophe."
                </p>
            </form>
        </section>

        <ChangesExport changes=o.changes since=o.recent_since/>
        <Tokens tokens=o.tokens open/>
    }
}

/// The change history's export: since a date, a week back by default.
#[component]
fn ChangesExport(changes: Option<u64>, since: String) -> impl IntoView {
    let changes = match changes {
        Some(n) => format!("{n} changes seen in the last {RECENT_DAYS} days."),
        None => "The change history starts once the catalogue index has finished its first sync."
            .to_string(),
    };
    view! {
        <section class="panel export-panel" aria-labelledby="export-changes">
            <h2 id="export-changes">"Changes since a date"</h2>
            <p class="result-count">{changes}</p>
            <form method="get" action=ExportKind::ChangesCsv.path() class="export-form">
                <div class="field">
                    <label for="since">"Since"</label>
                    <input id="since" name="since" type="date" value=since required=true/>
                </div>
                <Check name="bom" label=" Byte order mark for Excel"/>
                <div class="form-actions">
                    <button type="submit" class="btn">"Changes CSV"</button>
                </div>
                <p class="hint">"New products, RRP and dealer price changes (old and new), renames, and products the supplier no longer lists, each with when a sync saw it."</p>
            </form>
        </section>
    }
}

#[component]
fn PostedNotice(posted: Result<NewFeedToken, String>) -> impl IntoView {
    match posted {
        Ok(t) => view! {
            <div class="notice new-token" role="status">
                <p>{format!("Token “{}” made. Copy it now: it is not shown again.", t.name)}</p>
                <p><code class="token-secret">{t.secret.clone()}</code></p>
                <p class="hint">
                    <code>{curl_example(&t.secret)}</code>
                </p>
            </div>
        }
        .into_any(),
        Err(message) => view! { <p class="notice warn" role="alert">{message}</p> }.into_any(),
    }
}

/// One option of an export: a checkbox sending `name=1`.
#[component]
fn Check(name: &'static str, label: &'static str) -> impl IntoView {
    view! {
        <div class="field">
            <label>
                <input type="checkbox" name=name value="1"/>
                {label}
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
    let rule = if open {
        "A token names a scheduled job (curl, a shop's importer) that pulls the export addresses above with “Authorization: Bearer <token>”: each pull is logged and counted under its name, and it opens nothing else. While the portal runs without sign-in the export addresses are as open as its pages, with or without a token."
    } else {
        "A token lets a scheduled job (curl, a shop's importer) pull the export addresses above with “Authorization: Bearer <token>”, without signing in; it opens nothing else."
    };
    let empty = tokens.is_empty();
    view! {
        <section class="panel export-panel" aria-labelledby="feed-tokens">
            <h2 id="feed-tokens">"Feed tokens"</h2>
            <p class="hint">{rule}</p>
            {(!empty).then(|| view! {
                <div class="table-wrap">
                    <table class="spec-table token-table">
                        <thead>
                            <tr><th scope="col">"Name"</th><th scope="col">"Made"</th><th scope="col">"Last pull"</th><th scope="col">"Pulls"</th><th scope="col"><span class="visually-hidden">"Revoke"</span></th></tr>
                        </thead>
                        <tbody>
                            {tokens.into_iter().map(|t| view! { <TokenRow t/> }).collect_view()}
                        </tbody>
                    </table>
                </div>
            })}
            <form method="post" action=href::FEED_TOKEN_CREATE class="export-form">
                <div class="field">
                    <label for="token-name">"New token's name"</label>
                    <input id="token-name" name="name" type="text" maxlength="60" required=true placeholder="Web shop nightly import"/>
                </div>
                <div class="form-actions">
                    <button type="submit" class="btn">"Make token"</button>
                </div>
            </form>
        </section>
    }
}

#[component]
fn TokenRow(t: FeedToken) -> impl IntoView {
    let last = t
        .last_used
        .as_deref()
        .map(str::to_string)
        .unwrap_or_else(|| "never".into());
    let label = format!("Revoke “{}”", t.name);
    view! {
        <tr data-token=t.name.clone()>
            <td>{t.name.clone()}</td>
            <td>{t.created.clone()}</td>
            <td>{last}</td>
            <td class="num">{t.pulls}</td>
            <td>
                <form method="post" action=href::FEED_TOKEN_REVOKE>
                    <input type="hidden" name="id" value=t.id.clone()/>
                    <button type="submit" class="btn small secondary" aria-label=label>"Revoke"</button>
                </form>
            </td>
        </tr>
    }
}
