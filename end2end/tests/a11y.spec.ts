import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { gotoHydrated, someSku } from "./helpers";

const pages = ["/", "/categories", "/brands", "/bikes", "/search", "/stock", "/no-such-page"];

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
