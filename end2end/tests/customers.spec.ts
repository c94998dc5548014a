import { test, expect, Page } from "@playwright/test";
import { gotoHydrated, collectConsoleErrors, listedSkus, uniquePhone } from "./helpers";
import AxeBuilder from "@axe-core/playwright";
import { Portal } from "./portal";

// Customers at the counter: a customer made in one form, a quote for them
// whose non-fitting line is marked (on screen and in print), a lost sale
// recorded from a failed lookup and seen in the report, and a watch on an
// out-of-stock part found on "Back in stock" once the stock moves.

/** A name no other journey uses. */
function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Makes a customer with the form on `/customers`; their page's address. */
async function newCustomer(page: Page, name: string, phone: string, base = ""): Promise<string> {
  await page.goto(`${base}/customers?new=1`);
  const form = page.locator("form.customer-form");
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Phone").fill(phone);
  await form.getByRole("button", { name: "Save customer" }).click();
  await expect(page.locator("[data-cnote=created]")).toBeVisible();
  await expect(page.locator("h1.customer-title")).toHaveText(name);
  return page.url().split("?")[0];
}

/** Picks the first make, model and year in the customer's bike picker (the
 * island fetches each make's models) and adds the bike: the year's id. */
async function addFirstBike(page: Page, customerUrl: string): Promise<string> {
  await gotoHydrated(page, customerUrl);
  const form = page.locator("form.bike-add");
  const make = form.locator("select[name=make]");
  await make.selectOption({ index: 1 });
  const model = form.locator("select[name=model]");
  await expect.poll(() => model.locator("option").count()).toBeGreaterThan(1);
  await model.selectOption({ index: 1 });
  const year = form.locator("select[name=year]");
  await expect.poll(() => year.locator("option").count()).toBeGreaterThan(1);
  await year.selectOption({ index: 1 });
  const chosen = await year.inputValue();
  await form.getByRole("button", { name: "Add bike" }).click();
  await expect(page.locator("[data-cnote=bike-added]")).toBeVisible();
  await expect(page.locator(`li[data-bike-year="${chosen}"]`)).toBeVisible();
  return chosen;
}

/** Adds the first `n` cards of a list page to the list open at the counter. */
async function addCards(page: Page, path: string, n: number): Promise<string[]> {
  await page.goto(path);
  const skus = (await listedSkus(page)).slice(0, n);
  for (const sku of skus) {
    await page.goto(path);
    await page.getByRole("button", { name: `Add to quote: ${sku}` }).click();
    await expect(page.locator("#open-quote")).toBeVisible();
  }
  return skus;
}

test("a customer made at the counter gets a quote whose non-fitting line is marked", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const name = unique("Pat Counter");
  const customerUrl = await newCustomer(page, name, uniquePhone());
  const year = await addFirstBike(page, customerUrl);

  await page.goto(customerUrl);
  await page.getByRole("button", { name: "Start a quote for them" }).click();
  await expect(page.locator("[data-cnote=quote-set]")).toBeVisible();
  const listUrl = page.url().split("?")[0];
  await expect(page.locator(".quote-for")).toContainText(name);

  // A part for the bike, then other parts until one cannot fit.
  const fitting = await addCards(page, `/search?year=${year}`, 1);
  let misfitFound = false;
  for (let n = 1; n <= 3 && !misfitFound; n++) {
    const path = `/search?sort=name&page=${n}`;
    await page.goto(path);
    const candidates = (await listedSkus(page)).filter((s) => !fitting.includes(s)).slice(0, 6);
    for (const sku of candidates) {
      await page.goto(path);
      await page.getByRole("button", { name: `Add to quote: ${sku}` }).click();
      await page.goto(listUrl);
      if ((await page.locator("tr.no-fit").count()) > 0) {
        misfitFound = true;
        break;
      }
    }
  }
  expect(misfitFound).toBe(true);

  await page.goto(listUrl);
  await expect(page.locator(`tr[data-line-sku="${fitting[0]}"] [data-fit=fits]`)).toBeVisible();
  const misfits = page.locator("tr.no-fit");
  expect(await misfits.count()).toBeGreaterThan(0);
  await expect(misfits.first().locator("[data-fit=no-fit]")).toHaveText(/Does not fit/);
  await expect(page.locator(".fit-alert")).toBeVisible();

  // The customer's copy names them and keeps the mark.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".quote-for")).toBeVisible();
  await expect(page.locator(".fit-alert")).toBeVisible();
  await expect(misfits.first().locator("[data-fit=no-fit]")).toBeVisible();
  await page.emulateMedia({ media: "screen" });
  expect(errors).toEqual([]);
});

test("a lost sale recorded from a failed lookup shows in the report", async ({ page }) => {
  const code = unique("ZZ-NOPE").replace(/\s+/g, "-").toUpperCase();
  await gotoHydrated(page, "/");
  const box = page.locator("#lookup-q");
  await box.fill(code);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
  const lost = page.locator("[data-lost-from-search]");
  await lost.locator("summary").click();
  await expect(lost.locator("select[name=reason]")).toHaveValue("not-in-catalogue");
  await lost.getByRole("spinbutton", { name: "Quantity lost" }).fill("2");
  await lost.getByRole("button", { name: "Record lost sale" }).click();
  await expect(page.locator("[data-cnote=lost-made]")).toBeVisible();

  await page.goto("/lost-sales");
  const row = page.locator(`table[aria-label="By SKU or code"] tr[data-code="${code}"]`);
  await expect(row).toBeVisible();
  // Lost once, two parts, no value: the catalogue has no such part.
  await expect(row.locator("td").nth(2)).toHaveText("1");
  await expect(row.locator("td").nth(3)).toHaveText("2");
  await expect(row.locator("td").nth(4)).toHaveText("—");
  await expect(page.locator("tr[data-reason=not-in-catalogue] td.num").first()).not.toHaveText("0");
  await expect(page.locator("[data-lost-unpriced]")).toBeVisible();
});

test.describe("a watch on a part out of stock", () => {
  let portal: Portal | undefined;
  let BASE = "";

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // Stock moves every second and watches are checked every 10 s.
    portal = new Portal({
      offset: 8,
      name: "watches",
      env: { DEMO_PRODUCTS: "300", DEMO_STOCK_TICK_SECS: "1", WATCH_CHECK_EVERY_SECS: "10" },
      indexReady: true,
    });
    BASE = portal.base;
    await portal.start();
  });

  test.afterAll(async () => {
    await portal?.remove();
  });

  test("is found on Back in stock once the stock moves", async ({ page }) => {
    test.setTimeout(150_000);
    const phone = uniquePhone();
    await newCustomer(page, unique("Sam Waiting"), phone, BASE);

    // Watch a few parts that are out of stock now.
    let watched = 0;
    for (let n = 1; n <= 6 && watched < 4; n++) {
      await page.goto(`${BASE}/search?sort=sku&page=${n}`);
      const out = await page
        .locator(".product-card:has(.badge.out-of-stock)")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-sku") ?? ""));
      for (const sku of out.slice(0, 4 - watched)) {
        await page.goto(`${BASE}/product/${encodeURIComponent(sku)}`);
        const form = page.locator("form.watch-form");
        if ((await form.count()) === 0) continue; // back already
        await form.getByLabel("Customer name, phone or email").fill(phone);
        await form.getByRole("button", { name: "Watch for this customer" }).click();
        await expect(page.locator("[data-cnote=watch-made]")).toBeVisible();
        watched++;
      }
    }
    expect(watched).toBeGreaterThan(0);

    // The scheduled check finds one back as the demo's stock moves.
    await expect
      .poll(
        async () => {
          await page.goto(`${BASE}/back-in-stock`);
          return page.locator("table.back-in-stock tr[data-watch-sku]").count();
        },
        { timeout: 120_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0);
    const first = page.locator("table.back-in-stock tr[data-watch-sku]").first();
    const sku = (await first.getAttribute("data-watch-sku")) ?? "";
    const row = page.locator(`table.back-in-stock tr[data-watch-sku="${sku}"]`).first();
    await expect(row).toContainText(phone);
    await expect(row.locator(`a[href^="tel:"]`)).toBeVisible();
    await expect(page.locator("[data-back-count]")).toBeVisible();

    // With a row and its three buttons, the page fits a shop's screen and
    // a phone, and axe passes.
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wide, `back in stock at ${width} px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

    // Told: the row says so and stays until Done.
    await expect(row).toHaveAttribute("data-watch-told", "false");
    await row.getByRole("button", { name: "Told" }).click();
    await expect(page.locator("[data-cnote=watch-contacted]")).toBeVisible();
    await expect(row).toHaveAttribute("data-watch-told", "true");
    await expect(row.locator("[data-told]")).toContainText("Told ");

    // Onto their quote: a list named for them, opened, with the part.
    await row.getByRole("button", { name: "Add to their quote" }).click();
    await expect(page).toHaveURL(/\/quotes\/[0-9a-f]{32}\?line=/);
    await expect(page.locator(`tr[data-line-sku="${sku}"]`)).toBeVisible();
    await expect(page.locator(".quote-for")).toBeVisible();

    await page.goto(`${BASE}/back-in-stock`);
    await row.getByRole("button", { name: "Done" }).click();
    await expect(page.locator("[data-cnote=watch-done]")).toBeVisible();
  });
});

for (const path of ["/customers", "/back-in-stock", "/lost-sales"]) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    await expect(page.locator("h1")).toHaveCount(1);
  });
}
