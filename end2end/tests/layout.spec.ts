import { test, expect, Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gotoHydrated, listedSkus, totpCode, turnOnSecondFactor, uniquePhone } from "./helpers";
import { Portal, portalBinary } from "./portal";

// Every page fits a phone (390 px) and a shop's screen (1,366 px) with no
// sideways scroll, and passes axe there: signed in, with a quote list open
// for a customer, holding lines and a lost sale, so the header's list bar,
// the quote table with its fit column and the customer's forms all show.
// A portal of its own (main port + 9), with sign-in on.
const PASSWORD = "chain-guard-4";
const WIDTHS = [390, 1366];

/** What sticks out past the viewport's right edge: the document's width
 * over the window's, and the innermost elements that reach past it (with
 * the start of their text, to find them by). */
async function overflow(page: Page): Promise<{ over: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    const past = (el: Element) => el.getBoundingClientRect().right > width + 1;
    if (over > 0) {
      for (const el of Array.from(document.body.querySelectorAll("*"))) {
        if (!past(el) || Array.from(el.children).some(past)) continue;
        const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
        const text = (el.textContent ?? "").trim().slice(0, 30);
        culprits.push(`${el.tagName.toLowerCase()}${cls} right=${Math.round(el.getBoundingClientRect().right)} "${text}"`);
        if (culprits.length >= 5) break;
      }
    }
    return { over, culprits };
  });
}

test.describe("every page fits a phone and a shop's screen", () => {
  test.describe.configure({ mode: "serial" });
  let portal: Portal | undefined;
  let BASE = "";
  // The owner's second factor, once set up, and the last step whose code was used.
  let secret = "";
  let usedStep = 0;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const hash = execFileSync(portalBinary(), ["hash-password"], { input: `${PASSWORD}\n` }).toString().trim();
    portal = new Portal({ offset: 9, name: "layout", indexReady: true });
    const users = path.join(portal.dir, "users");
    fs.writeFileSync(users, `layout:${hash}\n`);
    portal.env.DEALER_DESK_USERS_FILE = users;
    BASE = portal.base;
    await portal.start();
  });

  test.afterAll(async () => {
    await portal?.remove();
  });

  /** Signs in, opens a list at the counter for a new customer with two
   * lines, records a lost sale and shares the list: the pages to visit. */
  async function busyCounter(page: Page): Promise<string[]> {
    await page.goto(`${BASE}/login`);
    await page.getByLabel("Username").fill("layout");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    // An owner sets a second factor up before anything else; after that,
    // each sign-in asks for a code (one of a later step than the last used).
    if (secret === "") {
      await expect(page).toHaveURL(`${BASE}/account/two-factor`);
      secret = await turnOnSecondFactor(page);
      usedStep = Math.floor(Date.now() / 30_000);
    } else {
      usedStep = Math.max(Math.floor(Date.now() / 30_000), usedStep + 1);
      await page.getByLabel("Code", { exact: true }).fill(totpCode(secret, usedStep));
      await page.getByRole("button", { name: "Sign in" }).click();
    }
    await expect(page.locator(".access-bar")).toContainText("Signed in as layout");

    await page.goto(`${BASE}/customers?new=1`);
    const form = page.locator("form.customer-form");
    const name = `Alexandra Featherstonehaugh-Whitcombe ${Date.now().toString(36)}`;
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Phone").fill(uniquePhone());
    await form.getByLabel("Email").fill(`alexandra.featherstonehaugh.${Date.now().toString(36)}@motorcycle-workshop.example`);
    await form.getByRole("button", { name: "Save customer" }).click();
    await expect(page.locator("[data-cnote=created]")).toBeVisible();
    const customer = new URL(page.url()).pathname;
    await page.getByRole("button", { name: "Start a quote for them" }).click();
    await expect(page.locator("[data-cnote=quote-set]")).toBeVisible();
    const list = new URL(page.url()).pathname;
    // A list started for a customer opens at the counter by itself.
    if ((await page.locator("#open-quote").count()) === 0) {
      await page.getByRole("button", { name: "Open this list at the counter" }).click();
    }
    await expect(page.locator("#open-quote")).toBeVisible();

    await page.goto(`${BASE}/search?q=kit`);
    const skus = (await listedSkus(page)).slice(0, 2);
    for (const sku of skus) {
      await page.goto(`${BASE}/search?q=kit`);
      await page.getByRole("button", { name: `Add to quote: ${sku}` }).click();
      await expect(page.locator("#open-quote")).toBeVisible();
    }
    const product = `/product/${encodeURIComponent(skus[0])}`;
    // More than the stock: the line offers a watch and a lost sale.
    await page.goto(`${BASE}${list}`);
    await page.getByLabel(`Quantity of ${skus[0]}`).fill("9999");
    await page.locator(`tr[data-line-sku="${skus[0]}"]`).getByRole("button", { name: "Update" }).click();
    await expect(page.locator(`tr[data-line-sku="${skus[0]}"] .line-actions`)).toBeVisible();
    // A line of the shop's own: labour with a long description.
    const other = page.locator("details.other-lines");
    await other.locator("summary").click();
    const labour = other.locator("form[data-other-form=labour]");
    await labour.getByLabel("Description").fill("Fit chain, sprockets and a new rear brake caliper, bleed the brakes");
    await labour.getByLabel("Hours").fill("1.5");
    await labour.getByLabel("Rate per hour (GBP)").fill("52.50");
    await labour.getByRole("button", { name: "Add labour" }).click();
    await expect(page.locator("tr[data-line-kind=labour]")).toContainText("1.5 h × £52.50");
    // A bike: the list gains its fit column.
    await gotoHydrated(page, `${BASE}${customer}`);
    const bike = page.locator("form.bike-add");
    await bike.locator("select[name=make]").selectOption({ index: 1 });
    const model = bike.locator("select[name=model]");
    await expect.poll(() => model.locator("option").count()).toBeGreaterThan(1);
    await model.selectOption({ index: 1 });
    const year = bike.locator("select[name=year]");
    await expect.poll(() => year.locator("option").count()).toBeGreaterThan(1);
    await year.selectOption({ index: 1 });
    await bike.getByRole("button", { name: "Add bike" }).click();
    await expect(page.locator("[data-cnote=bike-added]")).toBeVisible();
    await page.goto(`${BASE}${list}`);
    await expect(page.locator("th.fit")).toBeVisible();

    await page.goto(`${BASE}/lost-sales`);
    const lost = page.locator("details.lost-record");
    await lost.locator("summary").click();
    await lost.locator("input[name=code]").fill("NO-SUCH-PART-42");
    await lost.getByRole("button", { name: "Record" }).click();
    await expect(page.locator("[data-cnote=lost-made]")).toBeVisible();

    // A count of two parts, one of them counted: its sheet and review.
    await page.goto(`${BASE}/stock/counts`);
    await page.getByLabel("A list of parts").check();
    await page.getByLabel("SKUs (one a line, or separated by commas)").fill(skus.join("\n"));
    await page.getByRole("button", { name: "Open the count" }).click();
    await expect(page.locator("[data-count-done=opened]")).toBeVisible();
    const sheet = new URL(page.url()).pathname;
    await page.getByLabel("Scan or type a SKU or EAN").fill(skus[0]);
    await page.getByRole("button", { name: "Count", exact: true }).click();
    await expect(page.locator("[data-count-done=counted]")).toBeVisible();

    await page.goto(`${BASE}/categories`);
    const category = (await page.locator("ul.tiles li a").first().getAttribute("href")) ?? "/categories";
    await page.goto(`${BASE}/brands`);
    const brand = (await page.locator("ul.tiles li a").first().getAttribute("href")) ?? "/brands";
    await page.goto(`${BASE}/bikes`);
    const make = (await page.locator("ul.tiles li a").first().getAttribute("href")) ?? "/bikes";

    return [
      "/", "/categories", category, "/brands", brand, "/bikes", make,
      "/search", "/search?q=brake&sort=name", `/search?q=kit&view=list`, product,
      "/lookup?q=NO-SUCH-PART-42", "/stock", "/stock/shelf", "/stock/import", "/stock/value", "/stock/counts", sheet, `${sheet}/review`, "/quotes", list, `${list}?copy=dealer`,
      "/customers", "/customers?new=1", customer, "/back-in-stock", "/lost-sales",
      "/exports", "/status", "/settings/prices", "/settings/audit", "/settings/processing", "/settings/staff",
      "/no-such-page",
    ];
  }

  for (const width of WIDTHS) {
    test(`at ${width} px wide no page scrolls sideways and axe passes`, async ({ page }) => {
      // About thirty pages, each hydrated and read by axe: two to three
      // minutes on a busy two-core machine.
      test.setTimeout(360_000);
      const paths = await busyCounter(page);
      await page.setViewportSize({ width, height: 800 });
      const wide: string[] = [];
      const axe: string[] = [];
      for (const p of paths) {
        await gotoHydrated(page, `${BASE}${p}`);
        if (process.env.LAYOUT_SHOTS) {
          const file = `${width}${p.replace(/[^a-z0-9]+/gi, "_")}.png`;
          await page.screenshot({ path: path.join(process.env.LAYOUT_SHOTS, file), fullPage: true });
        }
        const { over, culprits } = await overflow(page);
        if (over > 0) wide.push(`${p}: ${over} px too wide (${culprits.join(", ")})`);
        const results = await new AxeBuilder({ page }).analyze();
        for (const v of results.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
          axe.push(`${p} ${v.id}: ${v.help} (${v.nodes.length})`);
        }
      }
      // The forms for the shop's own lines, opened.
      await gotoHydrated(page, `${BASE}${paths[paths.indexOf("/quotes") + 1]}`);
      await page.locator("details.other-lines summary").click();
      await expect(page.locator("form[data-other-form=typed]")).toBeVisible();
      const opened = await overflow(page);
      if (opened.over > 0) wide.push(`the shop's own lines' forms: ${opened.over} px too wide (${opened.culprits.join(", ")})`);
      // "Print labels", opened, on the list, a search and a part's page;
      // and the scan panel, opened (no camera here: it says so).
      for (const p of [paths[paths.indexOf("/quotes") + 1], "/search?q=brake&sort=name", paths[paths.indexOf("/lookup?q=NO-SUCH-PART-42") - 1]]) {
        await gotoHydrated(page, `${BASE}${p}`);
        await page.locator("details.labels-form summary").click();
        await expect(page.locator("details.labels-form form")).toBeVisible();
        const labels = await overflow(page);
        if (labels.over > 0) wide.push(`${p} with the labels' form: ${labels.over} px too wide (${labels.culprits.join(", ")})`);
      }
      await page.getByRole("button", { name: "Scan", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Scan a barcode" })).toBeVisible();
      const scanning = await overflow(page);
      if (scanning.over > 0) wide.push(`the scan panel: ${scanning.over} px too wide (${scanning.culprits.join(", ")})`);
      // One's own password and second factor: pages of their own, no script.
      for (const own of ["/account/password", "/account/two-factor"]) {
        await page.goto(`${BASE}${own}`);
        const { over } = await overflow(page);
        if (over > 0) wide.push(`${own}: ${over} px too wide`);
        const found = await new AxeBuilder({ page }).analyze();
        for (const v of found.violations.filter((v) => v.impact === "serious" || v.impact === "critical")) {
          axe.push(`${own} ${v.id}: ${v.help} (${v.nodes.length})`);
        }
      }
      // Signed out: the sign-in page.
      await page.context().clearCookies();
      await page.goto(`${BASE}/login`);
      const { over } = await overflow(page);
      if (over > 0) wide.push(`/login: ${over} px too wide`);
      expect(wide).toEqual([]);
      expect(axe).toEqual([]);
    });
  }
});
