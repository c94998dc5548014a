import { test, expect, Page, ConsoleMessage } from "@playwright/test";
import { gotoHydrated, someSku } from "./helpers";

// The islands each page may carry, by their wasm export names' stems.
const KNOWN = [
  "LookupBox",
  "ScanButton",
  "LiveStock",
  "GalleryControls",
  "BikePickerControls",
  "SubmitOnChange",
  "DateChecks",
  "SkuCounter",
  "SortableTable",
];

async function islandsOn(page: Page): Promise<string[]> {
  return page.locator("leptos-island").evaluateAll((els) => els.map((e) => e.getAttribute("data-component") ?? ""));
}

/** Console warnings and errors (hydration problems are logged as either). */
function collectWarnings(page: Page): string[] {
  const out: string[] = [];
  page.on("console", (msg: ConsoleMessage) => {
    if (msg.type() === "error" || msg.type() === "warning") out.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (err) => out.push(String(err)));
  return out;
}

test("every page kind hydrates only its islands, without a warning", async ({ page }) => {
  const sku = await someSku(page);
  await page.goto("/categories");
  const category = (await page.locator("ul.tiles li a").first().getAttribute("href")) ?? "/categories";
  const warnings = collectWarnings(page);
  const seen = new Set<string>();
  for (const path of ["/", "/search", category, `/product/${encodeURIComponent(sku)}`, "/stock", "/bikes"]) {
    await gotoHydrated(page, path);
    const names = await islandsOn(page);
    // The header's lookup box and the page's one live-stock keeper, everywhere.
    expect(names.filter((n) => n.includes("LookupBox")), path).toHaveLength(1);
    expect(names.filter((n) => n.includes("LiveStock")), path).toHaveLength(1);
    for (const n of names) {
      expect(KNOWN.some((k) => n.includes(k)), `${path}: ${n}`).toBe(true);
      seen.add(KNOWN.find((k) => n.includes(k)) ?? n);
    }
    // No serialized state of the whole app (resources resolved on the
    // server stay there): only islands' props travel.
    const html = await page.content();
    expect(html, path).not.toMatch(/__RESOLVED_RESOURCES\[/);
  }
  expect([...seen].sort()).toEqual(
    ["BikePickerControls", "DateChecks", "GalleryControls", "LiveStock", "LookupBox", "ScanButton", "SkuCounter", "SubmitOnChange"].sort(),
  );
  expect(warnings).toEqual([]);
});

test("the home page's bike finder opens the chosen model-year's parts", async ({ page }) => {
  await gotoHydrated(page, "/");
  const finder = page.locator("form.bike-finder");
  await expect(finder.getByRole("button", { name: "Show parts" })).toBeDisabled();
  await finder.getByLabel("Make").selectOption({ index: 1 });
  await expect(finder.getByLabel("Model").locator("option")).not.toHaveCount(1);
  await finder.getByLabel("Model").selectOption({ index: 1 });
  await expect(finder.getByLabel("Year").locator("option")).not.toHaveCount(1);
  await finder.getByLabel("Year").selectOption({ index: 1 });
  await finder.getByRole("button", { name: "Show parts" }).click();
  await expect(page).toHaveURL(/\/bikes\/\d+\/\d+\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Parts for");
});

test("without JavaScript the bike finder opens the chosen make's models", async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto("/");
  const finder = page.locator("form.bike-finder");
  await finder.getByLabel("Make").selectOption({ index: 1 });
  await finder.getByRole("button", { name: "Show parts" }).click();
  await expect(page).toHaveURL(/\/bikes\/\d+$/);
  await expect(page.locator("main .model-list a").first()).toBeVisible();
  await ctx.close();
});

test("a currency chosen without JavaScript applies with the Apply button", async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto("/search");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.locator("[data-dealer-price]").first()).toContainText(/€|—/);
  await ctx.close();
});
