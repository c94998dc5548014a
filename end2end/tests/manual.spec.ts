import { test, expect, Browser, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gotoHydrated, listedSkus, turnOnSecondFactor, uniquePhone } from "./helpers";
import { Portal, portalBinary } from "./portal";

// The manual's pictures (docs/src/images/<language>/<name>-<width>.png),
// taken here so a changed page changes its picture: a portal of its own
// (main port + 12) with sign-in on, a customer with a bike, a quote list
// open at the counter for them with two lines, a special order
// and a lost sale. The counter's pages are taken in every language at a
// phone's width and a shop screen's; the back office's in English on the
// shop screen. The manual names each picture's page and step; the test
// `manual` checks that every picture it shows is one named here.
const IMAGES = path.resolve(__dirname, "..", "..", "docs", "src", "images");
const PASSWORD = "manual-pages-7";
const WIDTHS = [390, 1366];
const LANGUAGES = [
  { lang: "en", locale: "en-GB" },
  { lang: "de", locale: "de-DE" },
  { lang: "fr", locale: "fr-FR" },
  { lang: "nl", locale: "nl-NL" },
  { lang: "es", locale: "es-ES" },
];

/** What the counter's pictures show, filled in as the set-up makes it. */
interface Made {
  product: string;
  list: string;
  customer: string;
  order: string;
}

/** The counter's pages: every language, both widths. */
const COUNTER: { name: string; at: (m: Made) => string }[] = [
  { name: "home", at: () => "/" },
  { name: "search", at: () => "/search?q=brake" },
  { name: "product", at: (m) => m.product },
  { name: "quote", at: (m) => m.list },
  { name: "customers", at: () => "/customers" },
  { name: "customer", at: (m) => m.customer },
  { name: "order", at: (m) => m.order },
  { name: "orders", at: () => "/orders" },
  { name: "back-in-stock", at: () => "/back-in-stock" },
  { name: "lost-sales", at: () => "/lost-sales" },
  { name: "stock-check", at: () => "/stock" },
];

/** The back office's pages: English, the shop screen. */
const SHOP: { name: string; at: string }[] = [
  { name: "prices", at: "/settings/prices" },
  { name: "staff", at: "/settings/staff" },
  { name: "audit", at: "/settings/audit" },
  { name: "processing", at: "/settings/processing" },
  { name: "exports", at: "/exports" },
  { name: "status", at: "/status" },
  { name: "two-factor", at: "/account/two-factor" },
];

function file(lang: string, name: string, width: number): string {
  const dir = path.join(IMAGES, lang);
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}-${width}.png`);
}

/** A page as the manual shows it: the window's top, hydrated. */
async function shoot(page: Page, at: string, lang: string, name: string, width: number) {
  await gotoHydrated(page, at);
  await page.screenshot({ path: file(lang, name, width) });
}

/** A fresh browser in a language, signed in as the set-up's page is. */
async function inLanguage(browser: Browser, from: Page, locale: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: 900 },
    storageState: await from.context().storageState(),
  });
  return context.newPage();
}

test.describe("the manual's pictures", () => {
  // Taken when `MANUAL_PICTURES=1` is set (`bash scripts/test.sh` with it
  // writes them into docs/src/images); a run without it takes none.
  test.skip(process.env.MANUAL_PICTURES !== "1", "the manual's pictures are taken with MANUAL_PICTURES=1");
  test.describe.configure({ mode: "serial" });
  let portal: Portal | undefined;
  let BASE = "";
  const made: Made = { product: "/", list: "/quotes", customer: "/customers", order: "/orders" };

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const hash = execFileSync(portalBinary(), ["hash-password"], { input: `${PASSWORD}\n` }).toString().trim();
    portal = new Portal({
      offset: 12,
      name: "manual",
      env: { SHOP_NAME: "Northside Motorcycles", SHOP_HOURS: "Mon-Fri 9-17:30, Sat 9-13" },
      indexReady: true,
    });
    const users = path.join(portal.dir, "users");
    fs.writeFileSync(users, `owner:${hash}\n`);
    portal.env.DEALER_DESK_USERS_FILE = users;
    BASE = portal.base;
    await portal.start();
  });

  test.afterAll(async () => {
    await portal?.remove();
  });

  test("the sign-in page, then the counter's day and the back office", async ({ page, browser }) => {
    test.setTimeout(600_000);
    // Sign-in: the page, at both widths, before anyone signs in.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${BASE}/login`);
      await page.screenshot({ path: file("en", "login", width) });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByLabel("Username").fill("owner");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await turnOnSecondFactor(page);

    // A customer with a bike, and a quote for them open at the counter.
    await page.goto(`${BASE}/customers?new=1`);
    const form = page.locator("form.customer-form");
    await form.getByLabel("Name").fill("Sam Rider");
    await form.getByLabel("Phone").fill(uniquePhone());
    await form.getByLabel("Email").fill(`sam.rider.${Date.now().toString(36)}@example.test`);
    await form.getByRole("button", { name: "Save customer" }).click();
    await expect(page.locator("[data-cnote=created]")).toBeVisible();
    made.customer = new URL(page.url()).pathname;
    await gotoHydrated(page, `${BASE}${made.customer}`);
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
    await page.getByRole("button", { name: "Start a quote for them" }).click();
    await expect(page.locator("[data-cnote=quote-set]")).toBeVisible();
    made.list = new URL(page.url()).pathname;
    if ((await page.locator("#open-quote").count()) === 0) {
      await page.getByRole("button", { name: "Open this list at the counter" }).click();
    }
    await page.goto(`${BASE}/search?q=kit`);
    const skus = (await listedSkus(page)).slice(0, 2);
    for (const sku of skus) {
      await page.goto(`${BASE}/search?q=kit`);
      await page.getByRole("button", { name: `Add to quote: ${sku}` }).click();
      await expect(page.locator("#open-quote")).toBeVisible();
    }
    made.product = `/product/${encodeURIComponent(skus[0])}`;

    // The quote as the customer's printed copy.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`${BASE}${made.list}`);
    await page.emulateMedia({ media: "print" });
    await page.screenshot({ path: file("en", "quote-copy", 1366), fullPage: true });
    await page.emulateMedia({ media: "screen" });

    // A lost sale, and the second line wanted beyond its stock (its
    // line then offers a watch and a lost sale).
    await page.getByLabel(`Quantity of ${skus[1]}`).fill("9999");
    await page.locator(`tr[data-line-sku="${skus[1]}"]`).getByRole("button", { name: "Update" }).click();
    await expect(page.locator(`tr[data-line-sku="${skus[1]}"] .line-actions`)).toBeVisible();
    await page.goto(`${BASE}/lost-sales`);
    const lost = page.locator("details.lost-record");
    await lost.locator("summary").click();
    await lost.locator("input[name=code]").fill("NO-SUCH-PART-42");
    await lost.getByRole("button", { name: "Record" }).click();
    await expect(page.locator("[data-cnote=lost-made]")).toBeVisible();

    // A special order from the quote, half down in cash.
    await page.goto(`${BASE}${made.list}`);
    await page.getByRole("link", { name: "Order for the customer" }).click();
    await expect(page.getByLabel("Deposit")).toBeVisible();
    await page.screenshot({ path: file("en", "order-form", 1366) });
    await page.getByLabel("Deposit").fill("50%");
    await page.getByLabel("Cash").check();
    await page.getByRole("button", { name: "Take the deposit and order" }).click();
    await expect(page.locator("[data-onote=made]")).toBeVisible();
    made.order = new URL(page.url()).pathname;

    // The labels' form and the scan panel, opened, at both widths.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, `${BASE}${made.product}`);
      await page.locator("details.labels-form summary").click();
      await expect(page.locator("details.labels-form form")).toBeVisible();
      await page.locator("details.labels-form").screenshot({ path: file("en", "labels-form", width) });
      await page.getByRole("button", { name: "Scan", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Scan a barcode" })).toBeVisible();
      await page.screenshot({ path: file("en", "scan-panel", width) });
    }

    // The counter's pages in every language, at both widths.
    for (const { lang, locale } of LANGUAGES) {
      for (const width of WIDTHS) {
        const shown = await inLanguage(browser, page, locale, width);
        for (const p of COUNTER) {
          await shoot(shown, `${BASE}${p.at(made)}`, lang, p.name, width);
          await expect(shown.locator("html")).toHaveAttribute("lang", lang);
        }
        await shown.context().close();
      }
    }

    // The back office, in English on the shop's screen.
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const p of SHOP) {
      await shoot(page, `${BASE}${p.at}`, "en", p.name, 1366);
    }
  });
});
