import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { gotoHydrated, someSku, uniquePhone } from "./helpers";

const pages = ["/", "/categories", "/brands", "/bikes", "/search", "/search?q=brake", "/stock", "/no-such-page"];

for (const path of pages) {
  test(`no serious or critical accessibility violations on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    await expect(page.locator("h1")).toHaveCount(1);
  });
}

test("no serious or critical accessibility violations on a product page and a category page", async ({ page }) => {
  const sku = await someSku(page);
  await page.goto("/categories");
  const category = (await page.locator("ul.tiles li a").first().getAttribute("href")) ?? "/categories";
  for (const path of [`/product/${encodeURIComponent(sku)}`, category]) {
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    await expect(page.locator("h1")).toHaveCount(1);
  }
});

test("no serious or critical accessibility violations with a quote list open, on the customers' pages", async ({ page }) => {
  // Seven pages, each loaded, hydrated and read by axe: more than one
  // page's 30 s on a busy two-core machine.
  test.setTimeout(120_000);
  // A list open at the counter puts its bar in the header on every page.
  await page.goto("/quotes");
  await page.getByPlaceholder("Mr Patel, MT-09 2021").fill("Axe check");
  await page.getByRole("button", { name: "Start list" }).click();
  await expect(page.locator("[data-note=created]")).toBeVisible();
  await page.getByRole("button", { name: "Open this list at the counter" }).click();
  await expect(page.locator("#open-quote")).toBeVisible();
  await page.goto("/customers?new=1");
  const form = page.locator("form.customer-form");
  await form.getByLabel("Name").fill("Axe Tester");
  await form.getByLabel("Phone").fill(uniquePhone());
  await form.getByRole("button", { name: "Save customer" }).click();
  await expect(page.locator("[data-cnote=created]")).toBeVisible();
  const customer = new URL(page.url()).pathname;
  for (const path of ["/", "/quotes", "/customers", customer, "/lost-sales", "/back-in-stock", "/settings/prices"]) {
    await gotoHydrated(page, path);
    await expect(page.locator("#open-quote")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(bad.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  }
});
