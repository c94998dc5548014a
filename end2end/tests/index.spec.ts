import { test, expect, Page } from "@playwright/test";
import { gotoHydrated, collectConsoleErrors, listedSkus, someSku, wire, firstNumber, grouped } from "./helpers";

async function resultCount(page: Page): Promise<number> {
  return firstNumber(await page.locator(".result-count").textContent());
}

test.describe("catalogue index", () => {
  test("suggestions appear as you type and the keyboard picks one", async ({ page }) => {
    const sku = await someSku(page);
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, "/categories");
    const box = page.getByRole("combobox", { name: "SKU or search" });
    await box.click();
    await box.pressSequentially(sku.slice(0, 4), { delay: 30 });
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list).toBeVisible();
    const options = list.getByRole("option");
    const n = await options.count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(8);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    // Down twice, up once: the first option is active.
    await box.press("ArrowDown");
    await box.press("ArrowDown");
    await box.press("ArrowUp");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", "lookup-opt-0");
    const chosen = (await options.first().locator(".s-sku").textContent()) ?? "";
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/product/${encodeURIComponent(chosen)}$`));
    await expect(page.getByTestId("sku")).toHaveText(chosen);
    // The product is a new page load: its islands hydrate again.
    await expect(page.locator("body[data-hydrated=true]")).toHaveCount(1);
    // Escape closes the list without leaving the page.
    await box.pressSequentially(sku.slice(0, 3), { delay: 30 });
    await expect(list).toBeVisible();
    await box.press("Escape");
    await expect(list).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("a scanned EAN plus Enter opens its product", async ({ page }) => {
    const sku = await someSku(page);
    await page.goto(`/product/${encodeURIComponent(sku)}`);
    const eanText = (await page.getByText(/^EAN \d{13}$/).first().textContent()) ?? "";
    const ean = eanText.replace("EAN ", "").trim();
    expect(ean).toMatch(/^\d{13}$/);
    await gotoHydrated(page, "/");
    const box = page.getByRole("combobox", { name: "SKU or search" });
    await box.fill(ean);
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/product/${encodeURIComponent(sku)}$`));
  });

  test("free text finds by prefix, ranks the exact SKU first and shows facets", async ({ page }) => {
    const sku = await someSku(page, "/search?sort=sku");
    // The exact SKU first, even in lower case.
    await gotoHydrated(page, `/search?q=${encodeURIComponent(sku.toLowerCase())}`);
    expect((await listedSkus(page))[0]).toBe(sku);
    await expect(page.getByLabel("Sort")).toHaveValue("relevance");

    // Three letters of a name word find it.
    await gotoHydrated(page, `/product/${encodeURIComponent(sku)}`);
    const name = (await page.locator("h1").textContent()) ?? "";
    const word = name.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? name.slice(0, 4);
    await gotoHydrated(page, `/search?q=${encodeURIComponent(word.slice(0, 3))}`);
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(0);

    // Facets: choosing a category narrows the list and is marked; choosing
    // it again widens it back.
    const facets = page.locator(".facets");
    await expect(facets).toBeVisible();
    const firstCat = facets.locator(".facet-row").first().locator("a.chip").first();
    const facetCount = firstNumber((await firstCat.locator(".count").textContent()) ?? "0");
    await firstCat.click();
    await expect(page).toHaveURL(/category_id=\d+/);
    await expect(page.locator(".result-count")).toHaveText(new RegExp(`^${grouped(facetCount)} product`));
    const chosen = facets.locator(".facet-row").first().locator("a.chip.active");
    await expect(chosen).toHaveCount(1);
    await chosen.click();
    await expect(page).not.toHaveURL(/category_id=/);
    await expect(page.locator(".result-count")).toHaveText(new RegExp(`^${grouped(total)} product`));
  });

  test("hostile search text answers with results or none, never an error", async ({ page }) => {
    for (const q of ['"*:(NEAR)', "a OR b AND -c", "x".repeat(100), "ブレーキ 🏍", "\u202eevil"]) {
      const resp = await page.goto(`/search?q=${encodeURIComponent(q)}`);
      expect(resp?.status(), q).toBeLessThan(500);
      // Results, "no products match", or a message saying what is wrong.
      await expect(page.locator(".result-count, .empty, main h2").first()).toBeVisible();
      if (q.includes("\u202e")) {
        await expect(page.getByText("cannot be searched for")).toBeVisible();
      }
    }
    const resp = await page.request.post("/api/suggest", wire("\"*:("));
    expect(resp.status()).toBe(200);
  });

  test("the search form's bike picker narrows make, model, then year", async ({ page }) => {
    await gotoHydrated(page, "/search");
    const all = await resultCount(page);
    await page.getByLabel("Bike make").selectOption({ index: 1 });
    await expect(page.getByLabel("Model").locator("option")).not.toHaveCount(1);
    await page.getByLabel("Model").selectOption({ index: 1 });
    await expect(page.getByLabel("Year", { exact: true }).locator("option")).not.toHaveCount(1);
    await page.getByLabel("Year", { exact: true }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/year=\d+/);
    await expect(page).toHaveURL(/make=\d+/);
    const fitting = await resultCount(page);
    expect(fitting).toBeLessThan(all);
  });

  test("the customer's bike narrows every list until removed", async ({ page }) => {
    await gotoHydrated(page, "/bikes");
    await page.locator("main .tiles a").first().click();
    await page.locator("main .model-list a").first().click();
    await page.locator("main .year-list a").first().click();
    await expect(page).toHaveURL(/\/bikes\/\d+\/\d+\/\d+/);
    await expect(page.locator(".result-count")).toBeVisible();
    const fitting = await resultCount(page);
    const title = ((await page.locator("h1").textContent()) ?? "").replace("Parts for ", "").trim();

    await page.getByRole("link", { name: "Set as customer's bike" }).click();
    const chip = page.locator(".my-bike");
    await expect(chip).toContainText("Customer's bike:");
    await expect(page.getByText("This is the customer's bike")).toBeVisible();
    const label = (await chip.locator(".my-bike-label").textContent()) ?? "";
    expect(label.length).toBeGreaterThan(3);
    expect(title.startsWith(label)).toBe(true);

    await gotoHydrated(page, "/search");
    await expect(page.locator(".result-count")).toHaveText(new RegExp(`^${grouped(fitting)} product`));

    await chip.getByRole("link", { name: "Remove the customer's bike" }).click();
    await expect(page.locator(".my-bike")).toHaveCount(0);
    expect(await resultCount(page)).toBeGreaterThan(fitting);
  });

  test("the status page says the index is ready, with its size and last sync", async ({ page }) => {
    const resp = await page.goto("/status");
    expect(resp?.status()).toBe(200);
    await expect(page.locator("table.status-table")).toHaveAttribute("data-ready", "true");
    await expect(page.getByRole("row", { name: /Products indexed/ })).toContainText(/\d{3,}/);
    await expect(page.getByRole("row", { name: /Last full sync/ })).toContainText("fetched");
    const health = await (await page.request.get("/healthz")).json();
    expect(health.index.ready).toBe(true);
    expect(health.index.products).toBeGreaterThan(100);
    // Backups: this portal has no BACKUP_DIR, and says so rather than nothing.
    await expect(page.getByRole("heading", { name: "Backups" })).toBeVisible();
    await expect(page.locator("table.backup-table")).toHaveAttribute("data-backup", "off");
    await expect(page.getByRole("row", { name: /^State/ }).last()).toContainText("no BACKUP_DIR");
    expect(health.backup.state).toBe("off");
    expect(health.commit).toMatch(/^([0-9a-f]{7,}|unknown)/);
  });
});
