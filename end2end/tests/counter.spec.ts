import { test, expect, Page } from "@playwright/test";
import { gotoHydrated, collectConsoleErrors, listedSkus } from "./helpers";

/** The stem of a SKU by the variant rule's commonest case: a colour code
 * of letters right after the digits (`CP0151BL` -> `CP0151`). */
function stem(sku: string): string {
  return sku.replace(/(\d)[A-Z]{1,3}$/, "$1");
}

/** A product with siblings: two cards in a row (sorted by name) with the
 * same name and the same stem. */
async function familySku(page: Page): Promise<string> {
  for (let n = 1; n <= 8; n++) {
    await page.goto(`/search?sort=name&page=${n}`);
    const cards = page.locator(".product-card");
    const names = await cards.locator(".name").allTextContents();
    const skus = await listedSkus(page);
    for (let i = 1; i < names.length; i++) {
      const [a, b] = [skus[i - 1], skus[i]];
      if (names[i] === names[i - 1] && a !== b && stem(a) === stem(b) && stem(a) !== a) return a;
    }
  }
  throw new Error("no variant family on the first pages");
}

/** "£1,234.56" as a number. */
function money(text: string | null): number {
  return Number((text ?? "").replace(/[^0-9.\-]/g, ""));
}

/** Adds the product on the current page to a list (or "new"). */
async function addToQuote(page: Page, qty: string, list: string) {
  const form = page.locator("form.add-to-quote");
  await form.locator("input[name=qty]").fill(qty);
  await form.locator("select[name=quote]").selectOption(list);
  await form.getByRole("button", { name: "Add to quote" }).click();
}

test("a product page shows its other colours with a live stock badge each", async ({ page }) => {
  const sku = await familySku(page);
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, `/product/${encodeURIComponent(sku)}`);
  const also = page.locator("section.also-in");
  await expect(also.getByRole("heading", { name: "Also in" })).toBeVisible();
  const variants = also.locator("li.variant");
  expect(await variants.count()).toBeGreaterThan(0);
  for (const v of await variants.all()) {
    const other = (await v.getAttribute("data-variant-sku")) ?? "";
    expect(other).not.toBe(sku);
    await expect(v.locator(`[data-live-sku="${other}"] .badge`)).toBeVisible();
    await expect(v.locator("a.variant-label")).toHaveAttribute("href", `/product/${encodeURIComponent(other)}`);
    await expect(v.locator(".price-rrp")).toContainText("£");
  }
  // The sibling's page lists this product in turn.
  const first = variants.first();
  const label = await first.locator("a.variant-label").textContent();
  expect((label ?? "").trim().length).toBeGreaterThan(0);
  await first.locator("a.variant-label").click();
  await expect(page.locator(`section.also-in [data-variant-sku="${sku}"]`)).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a quote built without JavaScript: add, change, totals, and the customer's printed copy", async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto("/search?sort=name&page=2");
  const [a, b] = (await listedSkus(page)).slice(0, 2);

  await page.goto(`/product/${encodeURIComponent(a)}`);
  await addToQuote(page, "2", "new");
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f]{32}\?note=added$/);
  await expect(page.locator("[data-note=added]")).toBeVisible();
  const listUrl = page.url().split("?")[0];
  const listId = listUrl.split("/").pop() ?? "";

  await page.goto(`/product/${encodeURIComponent(b)}`);
  await addToQuote(page, "1", listId);
  await expect(page.locator(`tr[data-line-sku="${b}"]`)).toBeVisible();

  // Change A's quantity to 3: its line and the grand total follow.
  const rowA = page.locator(`tr[data-line-sku="${a}"]`);
  await rowA.locator("input[name=qty]").fill("3");
  await rowA.getByRole("button", { name: "Update" }).click();
  await expect(page.locator("[data-note=changed]")).toBeVisible();
  const rowB = page.locator(`tr[data-line-sku="${b}"]`);
  const rrpA = money(await rowA.locator("[data-price=rrp]").textContent());
  const rrpB = money(await rowB.locator("[data-price=rrp]").textContent());
  expect(money(await rowA.locator("[data-line-total=rrp]").textContent())).toBeCloseTo(3 * rrpA, 2);
  expect(money(await page.locator("[data-total=rrp]").textContent())).toBeCloseTo(3 * rrpA + rrpB, 2);
  await expect(page.locator("[data-total=margin]")).toContainText("%");
  await expect(rowA.locator(`[data-live-sku="${a}"] .badge`)).toBeVisible();
  const dealerA = ((await rowA.locator("[data-price=dealer]").textContent()) ?? "").trim();
  expect(dealerA).toMatch(/£/);

  // The customer's copy: printed, the lines and RRP totals, no dealer price.
  await page.emulateMedia({ media: "print" });
  const printed = await page.locator("main").innerText();
  expect(printed).toContain(a);
  expect(printed).toContain(b);
  expect(printed).toContain("Total RRP");
  expect(printed).toMatch(/Prices valid for \d+ days, until \d{4}-\d{2}-\d{2}/);
  expect(printed).not.toContain("Dealer");
  expect(printed).not.toContain("Margin");
  expect(printed).not.toContain(dealerA);
  await expect(page.locator("header.site-header")).toBeHidden();
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
  await page.emulateMedia({ media: "screen" });

  // The CSV a supplier's order form takes.
  const csv = await page.request.get(`${listUrl}/csv`);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain("SKU,Quantity");
  expect(text).toContain(`${a},3`);
  expect(text).toContain(`${b},1`);

  // Remove a line, then the list.
  await page.locator(`tr[data-line-sku="${b}"]`).getByRole("button", { name: /Remove/ }).click();
  await expect(page.locator(`tr[data-line-sku="${b}"]`)).toHaveCount(0);
  await page.getByRole("button", { name: "Delete list" }).click();
  await expect(page).toHaveURL(/\/quotes\?note=deleted$/);
  await ctx.close();
});

test("two pages editing one list lose nothing", async ({ browser }) => {
  const ctx = await browser.newContext();
  const one = await ctx.newPage();
  await one.goto("/search?sort=name&page=3");
  const [a, b, c] = (await listedSkus(one)).slice(0, 3);
  await one.goto(`/product/${encodeURIComponent(a)}`);
  await addToQuote(one, "1", "new");
  await expect(one).toHaveURL(/\/quotes\/[0-9a-f]{32}/);
  const listUrl = one.url().split("?")[0];
  const listId = listUrl.split("/").pop() ?? "";

  // The second page opens the list, then the first adds to it meanwhile.
  const two = await ctx.newPage();
  await gotoHydrated(two, listUrl);
  await one.goto(`/product/${encodeURIComponent(b)}`);
  await addToQuote(one, "4", listId);
  await expect(one.locator(`tr[data-line-sku="${b}"]`)).toBeVisible();
  // The second page, not reloaded, changes A's quantity and adds C.
  const rowA = two.locator(`tr[data-line-sku="${a}"]`);
  await rowA.locator("input[name=qty]").fill("5");
  await rowA.getByRole("button", { name: "Update" }).click();
  await expect(two.locator("[data-note=changed]")).toBeVisible();
  await two.goto(`/product/${encodeURIComponent(c)}`);
  await addToQuote(two, "2", listId);

  await one.goto(listUrl);
  const qty = (sku: string) => one.locator(`tr[data-line-sku="${sku}"] input[name=qty]`);
  await expect(qty(a)).toHaveValue("5");
  await expect(qty(b)).toHaveValue("4");
  await expect(qty(c)).toHaveValue("2");
  await ctx.close();
});

test("a product page prints on one A4 sheet, without header, navigation or forms", async ({ page }) => {
  const sku = await familySku(page);
  await page.goto(`/product/${encodeURIComponent(sku)}`);
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("header.site-header")).toBeHidden();
  await expect(page.locator("form.add-to-quote")).toBeHidden();
  await expect(page.getByTestId("sku")).toBeVisible();
  await expect(page.locator("[data-price=rrp]")).toBeVisible();
  const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages.length).toBe(1);
});
