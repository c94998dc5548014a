import { test, expect, Page } from "@playwright/test";
import { someSku, uniquePhone } from "./helpers";

// Islands wake into what a person already did: the page's wasm is held
// back, the person acts on the server's HTML, then the wasm is let go and
// the island must act on what it finds (a quick hand, or a slow phone).

/** Holds every `/pkg/*.wasm` request until the returned function is called. */
async function holdWasm(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/pkg/*.wasm", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

async function woken(page: Page) {
  await expect(page.locator("body[data-hydrated=true]")).toHaveCount(1, { timeout: 15_000 });
}

test("a make chosen before the page wakes gets its models, and the bike can be added", async ({ page }) => {
  await page.goto("/customers?new=1");
  const form = page.locator("form.customer-form");
  await form.getByLabel("Name").fill(`Quick Hand ${Date.now().toString(36)}`);
  await form.getByLabel("Phone").fill(uniquePhone());
  await form.getByRole("button", { name: "Save customer" }).click();
  await expect(page.locator("[data-cnote=created]")).toBeVisible();
  const customer = page.url().split("?")[0];

  const release = await holdWasm(page);
  await page.goto(customer);
  const picker = page.locator("form.bike-add");
  await picker.locator("select[name=make]").selectOption({ index: 1 });
  await expect(page.locator("body[data-hydrated=true]")).toHaveCount(0);
  release();
  await woken(page);
  const model = picker.locator("select[name=model]");
  await expect.poll(() => model.locator("option").count()).toBeGreaterThan(1);
  await model.selectOption({ index: 1 });
  const year = picker.locator("select[name=year]");
  await expect.poll(() => year.locator("option").count()).toBeGreaterThan(1);
  await year.selectOption({ index: 1 });
  const chosen = await year.inputValue();
  await picker.getByRole("button", { name: "Add bike" }).click();
  await expect(page.locator(`li[data-bike-year="${chosen}"]`)).toBeVisible();
});

test("a list pasted before the stock check wakes is counted", async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto("/stock");
  await page.locator("textarea#skus").fill("AB-1\nAB-2\nab-1\nAB-3");
  release();
  await woken(page);
  await expect(page.locator("#skus-count")).toContainText("3 SKUs");
});

test("text typed into the lookup box before the page wakes gets its suggestions", async ({ page }) => {
  const sku = await someSku(page);
  const release = await holdWasm(page);
  await page.goto("/categories");
  const box = page.locator("#lookup-q");
  await box.click();
  await box.pressSequentially(sku.slice(0, 4), { delay: 20 });
  release();
  await woken(page);
  const list = page.getByRole("listbox", { name: "Suggestions" });
  await expect(list).toBeVisible();
  expect(await list.getByRole("option").count()).toBeGreaterThan(0);
});

test("a currency chosen before the page wakes is applied when it wakes", async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto("/search?q=brake");
  const currency = page.locator("form.prefs select#currency");
  const before = await currency.inputValue();
  const other = before === "EUR" ? "USD" : "EUR";
  await currency.selectOption(other);
  await expect(page.locator("body[data-hydrated=true]")).toHaveCount(0);
  release();
  // The form goes to /prefs and back: the page comes again in that currency.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name.includes("currency"))?.value ?? "")
    .toContain(other);
  await woken(page);
  await expect(page.locator("form.prefs select#currency")).toHaveValue(other);
});

test("a quote list's controls act before the page wakes, and it wakes into what they did", async ({ page }) => {
  const sku = await someSku(page);
  await page.goto(`/product/${encodeURIComponent(sku)}`);
  const add = page.locator("form.add-to-quote");
  await add.locator("input[name=qty]").fill("1");
  await add.locator("select[name=quote]").selectOption("new");
  await add.getByRole("button", { name: "Add to quote" }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f]{32}/);
  const list = page.url().split("?")[0];

  const release = await holdWasm(page);
  await page.goto(list);
  const row = page.locator(`tr[data-line-sku="${sku}"]`);
  await row.locator("input[name=qty]").fill("3");
  await row.getByRole("button", { name: "Update" }).click();
  await expect(page.locator("[data-note=changed]")).toBeVisible();
  // Labour added before the page woke, through its form.
  await page.locator("details.other-lines summary").click();
  const labour = page.locator("form[data-other-form=labour]");
  await labour.getByLabel("Description").fill("Fit brake pads");
  await labour.getByLabel("Hours", { exact: true }).fill("0.5");
  await labour.locator("input[name=rate]").fill("60");
  await labour.getByRole("button", { name: "Add labour" }).click();
  await expect(page.locator("[data-note=added]")).toBeVisible();
  await expect(page.locator("body[data-hydrated=true]")).toHaveCount(0);
  release();
  await woken(page);
  await expect(row.locator("input[name=qty]")).toHaveValue("3");
  await expect(page.locator("tr[data-line-kind=labour]")).toContainText("0.5 h × £60.00");
  // Awake, the line's live stock badge still stands for the part.
  await expect(row.locator(`[data-live-sku="${sku}"] .badge`)).toBeVisible();
});

test("dates typed before the search page wakes are checked when the search is sent", async ({ page }) => {
  const release = await holdWasm(page);
  await page.goto("/search");
  await page.locator("input[name=created_after]").fill("2026-05-10");
  await page.locator("input[name=created_before]").fill("2026-05-01");
  release();
  await woken(page);
  await page.locator("form.search-form").getByRole("button", { name: "Search" }).click();
  // Checked in the page, as the server would: the search was not sent.
  await expect(page.getByText("This date is earlier than the “after” date above it").first()).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
});
