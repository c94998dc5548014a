import { test, expect } from "@playwright/test";
import { gotoHydrated, collectConsoleErrors, listedSkus, someSku, firstNumber, grouped } from "./helpers";

test.describe("counter lookup", () => {
  test("typing an exact SKU in the header and pressing Enter opens the product", async ({ page }) => {
    const sku = await someSku(page);
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, "/");
    const box = page.getByLabel("SKU or search");
    await expect(box).toBeFocused();
    await box.fill(sku);
    await box.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/product/${encodeURIComponent(sku)}$`));
    await expect(page.getByTestId("sku")).toHaveText(sku);
    await expect(page.locator("[data-price=rrp]")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("slash focuses the lookup box from anywhere", async ({ page }) => {
    await gotoHydrated(page, "/categories");
    await page.locator("h1").click();
    await page.keyboard.press("/");
    await expect(page.getByLabel("SKU or search")).toBeFocused();
  });

  test("an unknown SKU answers 404 with the SKU echoed safely and a search suggestion", async ({ page }) => {
    const bad = "NOPE<b>999</b>";
    const resp = await page.goto(`/product/${encodeURIComponent(bad)}`);
    expect(resp?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("No such product");
    await expect(page.locator("code.echo")).toHaveText(bad);
    await expect(page.locator("main b")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Search the catalogue for/ })).toBeVisible();
  });

  test("the lookup box works without JavaScript too", async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    const sku = await someSku(page);
    await page.goto("/");
    await page.getByLabel("SKU or search").fill(sku);
    await page.getByLabel("SKU or search").press("Enter");
    await expect(page).toHaveURL(new RegExp(`/product/${encodeURIComponent(sku)}$`));
    await ctx.close();
  });
});

test("category to product", async ({ page }) => {
  await gotoHydrated(page, "/categories");
  const tiles = page.locator("ul.tiles li a");
  expect(await tiles.count()).toBeGreaterThan(5);
  await tiles.first().click();
  await expect(page).toHaveURL(/\/categories\/\d+/);
  await expect(page.locator(".result-count")).toContainText("product");
  const first = page.locator(".product-card .name").first();
  const name = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator("h1")).toHaveText(name ?? "");
});

test("brand listing shows the brand's products", async ({ page }) => {
  await gotoHydrated(page, "/brands");
  const tiles = page.locator("ul.tiles li a");
  expect(await tiles.count()).toBeGreaterThan(5);
  const brand = (await tiles.first().locator(".tile-title").textContent())?.trim() ?? "";
  await tiles.first().click();
  await expect(page).toHaveURL(/\/brands\/\d+/);
  await expect(page.locator("h1")).toHaveText(brand);
  const cardBrands = await page.locator(".product-card .meta span:last-child").allTextContents();
  expect(cardBrands.length).toBeGreaterThan(0);
  for (const b of cardBrands) expect(b).toBe(brand);
});

test.describe("search", () => {
  test("each filter kind narrows the list and lands in the URL", async ({ page }) => {
    await gotoHydrated(page, "/search");
    const total = firstNumber(await page.locator(".result-count").textContent());
    expect(total).toBeGreaterThan(100);

    await page.getByLabel("Category", { exact: true }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/category_id=\d+/);
    const byCat = firstNumber(await page.locator(".result-count").textContent());
    expect(byCat).toBeLessThan(total);

    await gotoHydrated(page, "/search");
    await page.getByLabel("Brand", { exact: true }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/brand_id=\d+/);

    await gotoHydrated(page, "/search");
    const brandName = (await page.getByLabel("Brand", { exact: true }).locator("option").nth(1).textContent()) ?? "";
    await page.getByLabel("Brand name contains").fill(brandName.slice(0, 3).toLowerCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/brand=/);
    await expect(page.locator(".product-card").first()).toBeVisible();

    await gotoHydrated(page, "/search");
    await page.getByLabel("Category name contains").fill("LIGHT");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/category=LIGHT/);
    const byName = firstNumber(await page.locator(".result-count").textContent());
    expect(byName).toBeGreaterThan(0);
    expect(byName).toBeLessThan(total);

    await gotoHydrated(page, "/search");
    await page.getByLabel("Created after").fill("2000-01-01");
    await page.getByLabel("Updated before").fill("2100-01-01");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/created_after=2000-01-01/);
    await expect(page).toHaveURL(/updated_before=2100-01-01/);
    await expect(page.locator(".result-count")).toHaveText(`${grouped(total)} products`);
  });

  test("a before date earlier than its after date is caught in the form before any search", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.getByLabel("Created after").fill("2024-05-10");
    await page.getByLabel("Created before").fill("2024-05-01");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.locator("#f-created_before-error")).toContainText("earlier than the “after” date");
    await expect(page.getByLabel("Created before")).toHaveAttribute("aria-invalid", "true");
    await expect(page).not.toHaveURL(/created_before/);
  });

  test("sort and paging change the URL and Back restores them", async ({ page }) => {
    await gotoHydrated(page, "/search");
    const firstByName = (await listedSkus(page))[0];
    await page.getByLabel("Sort").selectOption("-price");
    await expect(page).toHaveURL(/sort=-price/);
    await expect.poll(async () => (await listedSkus(page))[0]).not.toBe(firstByName);
    const firstByPrice = (await listedSkus(page))[0];

    await page.getByRole("link", { name: "Next ›" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator(".pager [aria-current=page]")).toHaveText("2");

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect.poll(async () => (await listedSkus(page))[0]).toBe(firstByPrice);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect.poll(async () => (await listedSkus(page))[0]).toBe(firstByName);
  });

  test("grid and list views, and the CSV export of the whole result set", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.getByRole("link", { name: "List", exact: true }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.locator("table.compact-list tbody tr").first()).toBeVisible();
    const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
    const resp = await page.request.get(href ?? "");
    expect(resp.status()).toBe(200);
    expect(resp.headers()["content-type"]).toContain("text/csv");
    const lines = (await resp.text()).trim().split("\n");
    expect(lines[0]).toBe("SKU,EAN,Name,Brand,Category,Product type,RRP GBP,Dealer GBP,Dealer USD,Dealer EUR,Weight,Stock,Stock note,Images,Brief description,Created,Modified");
    const total = firstNumber(await page.locator(".result-count").textContent());
    expect(lines.length - 1).toBe(total);
  });
});

test.describe("product page", () => {
  test("shows gallery, sanitized description, fitment, three dealer prices and margin", async ({ page }) => {
    const sku = await someSku(page, "/search?sort=-price");
    await gotoHydrated(page, `/product/${encodeURIComponent(sku)}`);
    await expect(page.getByTestId("main-image")).toBeVisible();
    await expect(page.locator(".description").first()).toBeVisible();
    await expect(page.locator(".description script")).toHaveCount(0);
    await expect(page.locator(".description [onclick], .description [style]")).toHaveCount(0);
    for (const k of ["dealer-gbp", "dealer-usd", "dealer-eur"]) {
      await expect(page.locator(`[data-price=${k}]`)).toHaveText(/^((US)?[£$€]\d{1,3}(,\d{3})*\.\d\d|—)$/);
    }
    await expect(page.locator("[data-price=margin]")).toHaveText(/(%\)|—)/);
    // The shop's own price (a British shop on the default rule: pounds).
    await expect(page.locator("[data-price=shop] .price-shop")).toHaveText(/^(£\d{1,3}(,\d{3})*\.\d\d|—)$/);
    await expect(page.locator("[data-price=shop]")).toContainText(/incl\. VAT|—/);
    await expect(page.locator(".fitment h2")).toHaveText("Fits");
    await expect(page.locator(".badge").first()).toBeVisible();

    const thumbs = page.locator(".thumbs button");
    if ((await thumbs.count()) > 1) {
      const first = await page.getByTestId("main-image").getAttribute("src");
      await page.locator(".gallery .main-image").focus();
      await page.keyboard.press("ArrowRight");
      await expect(page.getByTestId("main-image")).not.toHaveAttribute("src", first ?? "");
      await page.locator(".gallery .main-image").click();
      await expect(page.getByRole("dialog", { name: "Larger image" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });

  test("the page's content is in the HTML without JavaScript", async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    const sku = await someSku(page);
    await page.goto(`/product/${encodeURIComponent(sku)}`);
    await expect(page.getByTestId("sku")).toHaveText(sku);
    await expect(page.locator("[data-price=rrp]")).toHaveText(/£\d{1,3}(,\d{3})*\.\d\d/);
    await expect(page.locator(".fitment")).toBeVisible();
    await expect(page.locator(".badge").first()).toBeVisible();
    await expect(page.getByText("Loading")).toHaveCount(0);
    await ctx.close();
  });
});

test.describe("preferences", () => {
  test("counter mode hides dealer prices, and stays on after a reload", async ({ page }) => {
    const sku = await someSku(page);
    await gotoHydrated(page, `/product/${encodeURIComponent(sku)}`);
    await expect(page.locator("[data-price=dealer-gbp]")).toBeVisible();
    await page.getByRole("button", { name: "Counter mode" }).click();
    await expect(page.locator("[data-price=dealer-gbp]")).toHaveCount(0);
    await expect(page.locator("[data-price=margin]")).toHaveCount(0);
    await page.reload();
    await expect(page.locator("[data-price=rrp]")).toBeVisible();
    await expect(page.locator("[data-price=dealer-gbp]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Counter mode" })).toHaveAttribute("aria-pressed", "true");
    await gotoHydrated(page, "/search");
    await expect(page.locator("[data-dealer-price]")).toHaveCount(0);
  });

  test("switching currency changes list dealer prices, and survives a reload", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await expect(page.locator("[data-dealer-price]").first()).toContainText(/£|—/);
    await page.getByLabel("Currency").selectOption("USD");
    await expect(page.locator("[data-dealer-price]").first()).toContainText(/\$|—/);
    await page.reload();
    await expect(page.getByLabel("Currency")).toHaveValue("USD");
    await expect(page.locator("[data-dealer-price]").first()).toContainText(/\$|—/);
  });
});

test("stock badges refresh live: a badge changes when the demo stock moves", async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHydrated(page, "/search?view=list");
  const read = () =>
    page.locator("tr[data-sku] .badge").evaluateAll((els) => els.map((e) => e.textContent ?? ""));
  const before = await read();
  expect(before.length).toBeGreaterThan(10);
  // Each poll asks the badges to refresh (as a window coming back into
  // focus does) and reads them; a refresh shows by the next poll.
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event("focus")));
        return read();
      },
      { timeout: 75_000, intervals: [1_000, 2_000] },
    )
    .not.toEqual(before);
});

test("bulk stock check with a pasted list including an unknown SKU, and a CSV download", async ({ page }) => {
  await gotoHydrated(page, "/search");
  const skus = (await listedSkus(page)).slice(0, 3);
  await gotoHydrated(page, "/stock");
  const pasted = `${skus[0]}\n${skus[1]}, ${skus[2]}\t${skus[0]}\nNOT-A-REAL-SKU-42`;
  await page.getByLabel("SKUs").fill(pasted);
  await expect(page.locator("#skus-count")).toContainText("4 SKUs");
  await page.getByRole("button", { name: "Check stock" }).click();
  await expect(page.locator(".result-count")).toContainText("4 SKUs checked");
  await expect(page.locator(".result-count")).toContainText("1 repeat merged");
  await expect(page.locator(".result-count")).toContainText("1 unknown");
  const unknown = page.locator('tr[data-sku="NOT-A-REAL-SKU-42"]');
  await expect(unknown).toContainText("Unknown SKU");
  await expect(unknown.locator(".badge")).toHaveText("Stock unknown");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  const file = await download;
  const path = await file.path();
  const fs = await import("fs");
  const csv = fs.readFileSync(path!, "utf8").trim().split("\n");
  expect(csv[0]).toContain("SKU,Name,Known");
  expect(csv.length).toBe(5);
  await page.getByRole("button", { name: "SKU" }).click();
  await expect(page.locator("th").first()).toHaveAttribute("aria-sort", "ascending");
});

test("the bulk stock check works as a plain form post without JavaScript", async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  const sku = await someSku(page);
  await page.goto("/stock");
  await page.getByLabel("SKUs").fill(`${sku}\nNOPE-1`);
  await page.getByRole("button", { name: "Check stock" }).click();
  await expect(page.locator(".result-count")).toContainText("2 SKUs checked");
  await expect(page.locator(`tr[data-sku="${sku}"] .badge`)).toBeVisible();
  await ctx.close();
});

test("an unknown category, brand or bike answers 404 with its page", async ({ page }) => {
  for (const [path, heading] of [
    ["/categories/999999", "No such category"],
    ["/brands/not-a-number", "No such brand"],
    ["/bikes/424242", "No such bike make"],
  ]) {
    const resp = await page.goto(path);
    expect(resp?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});
