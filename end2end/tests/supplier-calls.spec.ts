import { test, expect } from "@playwright/test";
import { metricSum } from "./helpers";

// These read the portal's global supplier-call counters, so they run in their
// own project after every other test, one at a time, with nothing else
// calling the supplier meanwhile.
test.describe.configure({ mode: "serial" });

test("a bad date in the URL is explained and makes no supplier call", async ({ page }) => {
  const before = await metricSum(page, "catalogue_upstream_requests_total", 'endpoint="search"');
  const resp = await page.goto("/search?updated_after=31/12/2024&q=zzz-unique-1");
  expect(resp?.status()).toBe(200);
  await expect(page.locator("#f-updated_after-error")).toContainText("is not a date");
  await expect(page.locator(".product-card")).toHaveCount(0);
  const after = await metricSum(page, "catalogue_upstream_requests_total", 'endpoint="search"');
  expect(after).toBe(before);
});

test("a list page costs at most one bulk stock call and no per-product calls", async ({ page }) => {
  const bulkBefore = await metricSum(page, "catalogue_upstream_requests_total", 'endpoint="bulkstock"');
  const getBefore = await metricSum(page, "catalogue_upstream_requests_total", 'endpoint="product_get"');
  const stockBefore = await metricSum(page, "catalogue_upstream_requests_total", 'endpoint="stock"');
  await page.goto("/search?sort=updated&page=3");
  await expect(page.locator(".product-card").first()).toBeVisible();
  const bulkAfter = await metricSum(page, "catalogue_upstream_requests_total", 'endpoint="bulkstock"');
  expect(bulkAfter - bulkBefore).toBeLessThanOrEqual(1);
  expect(await metricSum(page, "catalogue_upstream_requests_total", 'endpoint="product_get"')).toBe(getBefore);
  expect(await metricSum(page, "catalogue_upstream_requests_total", 'endpoint="stock"')).toBe(stockBefore);
});
