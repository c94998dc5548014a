//! `/returns/new`: parts taken back without their invoice. A row for each
//! part (its code, how many, what one is refunded, damaged or not), the
//! reason, the note, how the refund is paid, and a manager's name,
//! password and code (a manager's own return needs none). A plain form
//! post (`server/http/routes/loose_return.rs`): works without JavaScript.

use leptos::prelude::*;
use leptos_meta::Title;

use crate::{
    api::sales::loose_return_form,
    components::{errors::page_error, i18n::use_i18n},
    model::{
        href,
        sale::loose::{LooseDraft, PostedLoose, LOOSE_ROWS},
    },
    pages::sale_return::{refusal, ManagerFields, SaidFields},
};

#[component]
pub fn LooseReturnPage() -> impl IntoView {
    let draft = Resource::new(|| (), |_| loose_return_form());
    view! {
        <Suspense fallback=|| view! { <p class="skeleton-line"></p> }>
            {move || Suspend::new(async move {
                match draft.await {
                    Ok(d) => view! { <LooseBody d/> }.into_any(),
                    Err(e) => page_error(e),
                }
            })}
        </Suspense>
    }
}

#[component]
fn LooseBody(d: LooseDraft) -> impl IntoView {
    let i = use_i18n();
    let typed = use_context::<PostedLoose>().unwrap_or_default();
    let title = i.t("loose-title");
    let token = Some(typed.said.token.clone())
        .filter(|t| !t.is_empty())
        .unwrap_or(d.token.clone());
    let approval = (!d.manager_here).then(|| {
        let legend = i.t("loose-needs-manager");
        view! { <ManagerFields legend/> }
    });
    view! {
        <Title text=title.clone()/>
        <h1>{title}</h1>
        <p class="muted">{i.t("loose-intro")}</p>
        {refusal(i, &typed.said)}
        <form method="post" action=href::LOOSE_RETURN class="sale-return">
            <input type="hidden" name="token" value=token/>
            <LooseRows typed=typed.clone()/>
            <SaidFields typed=typed.said.clone()/>
            {approval}
            <p><button type="submit" class="btn">{i.t("return-take-back")}</button></p>
        </form>
        <p class="no-print"><a href=href::SALES>{i.t("nav-sales")}</a></p>
    }
}

/// The rows to type the parts in, as typed when the form came back.
#[component]
fn LooseRows(typed: PostedLoose) -> impl IntoView {
    let i = use_i18n();
    let rows = (0..LOOSE_ROWS.max(typed.lines.len()))
        .map(|n| {
            let t = typed.line(n);
            let id = |what: &str| format!("{what}-{n}");
            view! {
                <tr data-loose-row=n.to_string()>
                    <td data-label=i.t("product-sku")>
                        <label class="visually-hidden" for=id("sku")>{i.t("product-sku")}</label>
                        <input id=id("sku") name=id("sku") value=t.sku maxlength="64" autocomplete="off" autocapitalize="characters" spellcheck="false"/>
                    </td>
                    <td data-label=i.t("loose-qty")>
                        <label class="visually-hidden" for=id("qty")>{i.t("loose-qty")}</label>
                        <input id=id("qty") name=id("qty") value=t.qty inputmode="numeric" maxlength="12" size="4" autocomplete="off"/>
                    </td>
                    <td data-label=i.t("loose-refund-each")>
                        <label class="visually-hidden" for=id("amount")>{i.t("loose-refund-each")}</label>
                        <input id=id("amount") name=id("amount") value=t.amount inputmode="decimal" maxlength="20" size="8" autocomplete="off"/>
                    </td>
                    <td data-label=i.t("return-damaged")>
                        <label class="check"><input type="checkbox" id=id("damaged") name=id("damaged") value="1" checked=t.damaged/> " " {i.t("return-damaged")}</label>
                    </td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="order-lines stack">
            <thead>
                <tr>
                    <th scope="col">{i.t("product-sku")}</th>
                    <th scope="col">{i.t("loose-qty")}</th>
                    <th scope="col">{i.t("loose-refund-each")}</th>
                    <th scope="col">{i.t("return-damaged")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
}
