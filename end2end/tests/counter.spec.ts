import { test, expect, Page } from "@playwright/test";
import { gotoHydrated, collectConsoleErrors, listedSkus } from "./helpers";
import { Portal } from "./portal";

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

/** A product with a 13-digit EAN from a list page: its SKU and EAN. */
async function skuWithEan(page: Page, base = ""): Promise<[string, string]> {
  await page.goto(`${base}/search?sort=sku&page=2`);
  for (const sku of (await listedSkus(page)).slice(0, 12)) {
    await page.goto(`${base}/product/${encodeURIComponent(sku)}`);
    const text = (await page.getByText(/^EAN \d{13}$/).first().textContent({ timeout: 1000 }).catch(() => null)) ?? "";
    const ean = text.replace("EAN", "").trim();
    if (/^\d{13}$/.test(ean)) return [sku, ean];
  }
  throw new Error("no product with an EAN");
}

/** Starts a list named `name` from `/quotes` and opens it at the counter;
 * the list's address. */
async function openList(page: Page, name: string, base = ""): Promise<string> {
  await page.goto(`${base}/quotes`);
  await page.getByPlaceholder("Mr Patel, MT-09 2021").fill(name);
  await page.getByRole("button", { name: "Start list" }).click();
  await expect(page.locator("[data-note=created]")).toBeVisible();
  const url = page.url().split("?")[0];
  await page.getByRole("button", { name: "Open this list at the counter" }).click();
  await expect(page.locator("[data-note=opened]")).toBeVisible();
  await expect(page.locator("#open-quote")).toBeVisible();
  return url;
}

/** Scans a code into the header's lookup box (typed, then Enter). */
async function scan(page: Page, code: string) {
  const box = page.locator("#lookup-q");
  await box.fill(code);
  await box.press("Enter");
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
  expect(money(await rowA.locator("[data-line-total=shop]").textContent())).toBeCloseTo(3 * money(await rowA.locator("[data-price=shop]").textContent()), 2);
  expect(money(await page.locator("[data-total=rrp]").textContent())).toBeCloseTo(3 * rrpA + rrpB, 2);
  await expect(page.locator("[data-total=margin]")).toContainText("%");
  await expect(rowA.locator(`[data-live-sku="${a}"] .badge`)).toBeVisible();
  const dealerA = ((await rowA.locator("[data-price=dealer]").textContent()) ?? "").trim();
  expect(dealerA).toMatch(/£/);

  // The shop's own prices (a British shop on the default rule: the RRP)
  // per line and in total, with the VAT they hold.
  const shopA = money(await rowA.locator("[data-price=shop]").textContent());
  const shopB = money(await rowB.locator("[data-price=shop]").textContent());
  expect(money(await page.locator("[data-total=shop]").textContent())).toBeCloseTo(3 * shopA + shopB, 2);
  await expect(page.locator("[data-total=tax]")).toBeVisible();
  // The customer's copy: printed, the lines at the shop's prices and the
  // total with its VAT, no RRP or dealer price.
  await page.emulateMedia({ media: "print" });
  const printed = await page.locator("main").innerText();
  expect(printed).toContain(a);
  expect(printed).toContain(b);
  expect(printed).toContain("Our price");
  expect(printed).toMatch(/Includes VAT at 20%/);
  expect(printed).not.toContain("Total RRP");
  expect(printed).toMatch(/Prices valid for \d+ days, until \d{2}\/\d{2}\/\d{4}/);
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

  // The second page moves C to the top, the first changes B meanwhile.
  await two.goto(listUrl);
  await one.goto(listUrl);
  await one.locator(`tr[data-line-sku="${b}"] input[name=qty]`).fill("6");
  await two.getByRole("button", { name: `Move ${c} up` }).click();
  await expect(two.locator("[data-note=moved]")).toBeVisible();
  await two.getByRole("button", { name: `Move ${c} up` }).click();
  await expect(two.locator("tr[data-line-sku]").first()).toHaveAttribute("data-line-sku", c);
  await one.locator(`tr[data-line-sku="${b}"]`).getByRole("button", { name: "Update" }).click();
  await expect(one.locator("[data-note=changed]")).toBeVisible();

  await one.goto(listUrl);
  await expect(one.locator("tr[data-line-sku]").first()).toHaveAttribute("data-line-sku", c);
  const qty = (sku: string) => one.locator(`tr[data-line-sku="${sku}"] input[name=qty]`);
  await expect(qty(a)).toHaveValue("5");
  await expect(qty(b)).toHaveValue("6");
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

test("folding a family on a list: one card with its colours, back to every product", async ({ page }) => {
  const sku = await familySku(page);
  const errors = collectConsoleErrors(page);
  await gotoHydrated(page, `/search?q=${encodeURIComponent(stem(sku))}`);
  await expect(page.locator(`.product-card[data-sku="${sku}"]`)).toHaveCount(1);
  const before = await page.locator(".product-card").count();
  await page.getByRole("link", { name: "Group colours and sizes" }).click();
  await expect(page).toHaveURL(/fold=1/);
  await expect(page.locator(".result-count")).toContainText("part");
  // The family is one card naming every colour, its own marked.
  const card = page.locator(".product-card", { has: page.locator(`[data-member-sku="${sku}"]`) });
  await expect(card).toHaveCount(1);
  const members = card.locator("li.member");
  expect(await members.count()).toBeGreaterThan(1);
  expect(await page.locator(".product-card").count()).toBeLessThan(before);
  const shown = (await card.getAttribute("data-sku")) ?? "";
  await expect(card.locator(`li.member[data-member-sku="${shown}"]`)).toHaveAttribute("aria-current", "true");
  // Sorting keeps it folded; the toggle undoes it.
  await expect(page.locator("body[data-hydrated=true]")).toHaveCount(1, { timeout: 15_000 });
  await page.locator("#sort").selectOption("sku");
  await expect(page).toHaveURL(/sort=sku/);
  await expect(page).toHaveURL(/fold=1/);
  await page.getByRole("link", { name: "Show each colour and size" }).click();
  await expect(page).not.toHaveURL(/fold=1/);
  await expect(page.locator(`.product-card[data-sku="${sku}"]`)).toHaveCount(1);
  // A member's label opens its product.
  await page.goto(`/search?q=${encodeURIComponent(stem(sku))}&fold=1`);
  const other = card.locator("li.member:not([aria-current]) a").first();
  const href = (await other.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/product\//);
  await other.click();
  await page.waitForURL((u) => u.pathname === href);
  expect(errors).toEqual([]);
});

test("a quote built from the lookup box with a scanned EAN, totals, and the customer's PDF", async ({ page }) => {
  const [sku, ean] = await skuWithEan(page);
  const errors = collectConsoleErrors(page);
  const listUrl = await openList(page, "Scan test, MT-09");
  // From any page, the box now adds what is scanned.
  await gotoHydrated(page, "/brands");
  await expect(page.locator("#lookup-q")).toHaveAttribute("placeholder", /add it to the list/);
  await scan(page, ean);
  await expect(page).toHaveURL(new RegExp(`${listUrl}\\?line=.+&note=added$`));
  await expect(page.locator(`[data-scanned="${sku}"]`)).toContainText("quantity 1");
  const row = page.locator(`tr[data-line-sku="${sku}"]`);
  await expect(row).toHaveClass(/just-added/);
  // Scanned again: two of it.
  await scan(page, ean);
  await expect(page.locator(`[data-scanned="${sku}"]`)).toContainText("quantity 2");
  // Not a product: said so, nothing added.
  await scan(page, "0000000000000");
  await expect(page.locator("[data-note=unknown-code]")).toBeVisible();
  await expect(page.locator("tr[data-line-sku]")).toHaveCount(1);
  // The code is kept, with the lost sale to record for it.
  const unknown = page.locator('[data-unknown-scan="0000000000000"]');
  await expect(unknown).toContainText("0000000000000");
  await expect(unknown.getByRole("button", { name: "Record lost sale" })).toBeVisible();
  // Change the quantity: the line and grand totals follow.
  await row.locator("input[name=qty]").fill("3");
  await row.getByRole("button", { name: "Update" }).click();
  await expect(page.locator("[data-note=changed]")).toBeVisible();
  const rrp = money(await row.locator("[data-price=rrp]").textContent());
  expect(money(await page.locator("[data-total=rrp]").textContent())).toBeCloseTo(3 * rrp, 2);
  const dealer = ((await row.locator("[data-price=dealer]").textContent()) ?? "").trim();
  // The customer's printed copy: the line, no dealer price.
  await page.emulateMedia({ media: "print" });
  const printed = await page.locator("main").innerText();
  expect(printed).toContain(sku);
  expect(printed).toContain("Our price");
  expect(printed).not.toContain("Total RRP");
  expect(printed).not.toContain("Dealer");
  expect(printed).not.toContain(dealer);
  const pdf = await page.pdf({ format: "A4" });
  expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
  await page.emulateMedia({ media: "screen" });
  // Closed at the counter: the box looks up again.
  await page.locator("#open-quote").getByRole("button", { name: "Close list" }).click();
  await expect(page.locator("#open-quote")).toHaveCount(0);
  await expect(page.locator("form.lookup")).toHaveAttribute("action", "/lookup");
  expect(errors).toEqual([]);
});

test.describe("a quote after a restart", () => {
  let portal: Portal | undefined;
  let BASE = "";

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    portal = new Portal({ offset: 7, name: "restart", indexReady: true });
    BASE = portal.base;
    await portal.start();
  });

  test.afterAll(async () => {
    await portal?.remove();
  });

  test("the same list, lines and quantities after the portal restarts", async ({ page }) => {
    test.setTimeout(90_000);
    const [sku, ean] = await skuWithEan(page, BASE);
    const listUrl = await openList(page, "Mrs Okafor, CB500F", BASE);
    await gotoHydrated(page, `${BASE}/`);
    await scan(page, ean);
    await scan(page, ean);
    await expect(page.locator(`[data-scanned="${sku}"]`)).toContainText("quantity 2");

    // The same data folder, a new process.
    await portal!.stop();
    await portal!.start();
    await page.goto(listUrl);
    await expect(page.locator(".quote-name")).toHaveText("Mrs Okafor, CB500F");
    await expect(page.locator(`tr[data-line-sku="${sku}"] input[name=qty]`)).toHaveValue("2");
    // Still open at the counter: the next scan adds to it.
    await expect(page.locator("#open-quote")).toBeVisible();
    await gotoHydrated(page, `${BASE}/brands`);
    await scan(page, ean);
    await expect(page.locator(`[data-scanned="${sku}"]`)).toContainText("quantity 3");
  });
});
