import { test, expect } from "@playwright/test";
import fs from "node:fs";
import { collectConsoleErrors, gotoHydrated, firstNumber, grouped } from "./helpers";
import { Portal } from "./portal";

// Catalogue feeds in a browser: the exports page downloads the catalogue
// (CSV and XLSX) and a search's filter, on the main portal (open access, no
// tokens). Feed tokens change who may pull, so they are tried on a second
// portal of their own (the same binary, main port + 6).
test.describe("exports page", () => {
  test("downloads the whole catalogue as CSV and XLSX, with the count it shows", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, "/exports");
    await expect(page.getByRole("heading", { name: "Exports and feeds" })).toBeVisible();
    const count = page.locator("[data-export-rows]");
    await expect(count).toHaveText(/The whole catalogue: [\d,]+ products\./);
    const total = Number(await count.getAttribute("data-export-rows"));
    expect(total).toBeGreaterThan(0);

    await page.getByLabel(/byte order mark/).first().check();
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Products CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe("products.csv");
    const text = fs.readFileSync(await csv.path(), "utf8");
    expect(text.startsWith("\ufeffSKU,EAN,Name,")).toBe(true);
    expect(text.trim().split("\n").length - 1).toBe(total);

    const [xlsx] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: /Products XLSX/ }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe("products.xlsx");
    const bytes = fs.readFileSync(await xlsx.path());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    expect(errors).toEqual([]);
  });

  test("takes the search page's filter to its exports", async ({ page }) => {
    await gotoHydrated(page, "/search?q=a");
    const shown = firstNumber(await page.locator(".result-count").first().textContent());
    await page.getByRole("link", { name: "More exports" }).click();
    await expect(page).toHaveURL(/\/exports\?q=a/);
    const count = page.locator("[data-export-rows]");
    await expect(count).toHaveText(`${grouped(shown)} products match this filter.`);
    const [shop] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Shopify product CSV" }).click(),
    ]);
    const lines = fs.readFileSync(await shop.path(), "utf8").trim().split("\n");
    expect(lines[0].startsWith("Handle,Title,Body (HTML),Vendor,Type,Tags")).toBe(true);
    expect(lines.length - 1).toBe(shown);
  });
});

test.describe("feed tokens", () => {
  test.describe.configure({ mode: "serial" });
  let portal: Portal | undefined;
  let BASE = "";

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    portal = new Portal({ offset: 6, name: "feeds", env: { DEMO_PRODUCTS: "300" }, indexReady: true });
    BASE = portal.base;
    await portal.start();
  });

  test.afterAll(async () => {
    await portal?.remove();
  });

  test("a token names and counts pulls of the exports only; revoked, it is refused", async ({ page }) => {
    await page.goto(`${BASE}/exports`);
    await page.getByLabel("New token's name").fill("Shop nightly");
    await page.getByRole("button", { name: "Make token" }).click();
    await expect(page.getByText("it is not shown again")).toBeVisible();
    const secret = (await page.locator(".token-secret").textContent()) ?? "";
    expect(secret).toMatch(/^ddf_[0-9a-f]{48}$/);
    const bearer = { Authorization: `Bearer ${secret}` };

    // A script with the token gets the export; in open access exports are
    // as open as the pages, so one without a token does too.
    const pulled = await fetch(`${BASE}/export/products.csv`, { headers: bearer });
    expect(pulled.status).toBe(200);
    expect((await pulled.text()).startsWith("SKU,EAN,Name")).toBe(true);
    const anonymous = await fetch(`${BASE}/export/fitment.csv`);
    expect(anonymous.status).toBe(200);
    await anonymous.arrayBuffer();
    // The token opens no page and no server function.
    expect((await fetch(`${BASE}/`, { headers: bearer })).status).toBe(403);
    expect((await fetch(`${BASE}/exports`, { headers: bearer })).status).toBe(403);
    expect((await fetch(`${BASE}/api/categories`, { method: "POST", headers: { ...bearer, "content-type": "application/json" }, body: "{}" })).status).toBe(403);

    // The page counts the token's pull (the anonymous one is nobody's); the
    // browser downloads from it as always.
    await page.goto(`${BASE}/exports`);
    await expect(page.locator("tr[data-token='Shop nightly']")).toContainText("1");
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Fitment CSV" }).click(),
    ]);
    expect(fs.readFileSync(await csv.path(), "utf8").startsWith("SKU,Make,Model,Year,MIC")).toBe(true);

    // Revoked: refused at once.
    await page.getByRole("button", { name: "Revoke “Shop nightly”" }).click();
    await expect(page).toHaveURL(`${BASE}/exports`);
    await expect(page.locator("tr[data-token]")).toHaveCount(0);
    const refused = await fetch(`${BASE}/export/products.csv`, { headers: bearer });
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain("revoked");
  });
});
