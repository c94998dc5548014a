import { test, expect } from "@playwright/test";
import { gotoHydrated, collectConsoleErrors } from "./helpers";

test("home page loads, hydrates, reacts to typing, logs no console errors", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const resp = await gotoHydrated(page, "/");
  expect(resp?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  const box = page.getByLabel("SKU or search");
  await box.fill("CP0435BL");
  await expect(page.locator(".lookup-hint")).toContainText("CP0435BL");
  expect(errors).toEqual([]);
});

test("an unknown path answers 404 with the styled not-found page", async ({ page }) => {
  const resp = await page.goto("/no/such/page");
  expect(resp?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});

test("healthz answers JSON with the version", async ({ request }) => {
  const resp = await request.get("/healthz");
  expect(resp.status()).toBe(200);
  const body = await resp.json();
  expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  expect(typeof body.catalogue_reachable).toBe("boolean");
});
