import { test, expect } from "@playwright/test";
import { collectConsoleErrors, fitsAndPasses, listedSkus } from "./helpers";

// A count on the main (open) portal, where everyone is an owner: opened
// over a range of bins, counted blind by typing into the box as a
// scanner does (the box keeps the focus), reviewed with the difference at
// cost, a line sent back and counted again, then posted once: the part's
// page shows the counted movement and a second post changes nothing.

for (const [n, width] of [[6, 1366], [7, 390]] as const) {
  test(`a count is opened over bins, counted blind, reviewed and posted, at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = collectConsoleErrors(page);
    await page.goto("/search?sort=name");
    const sku = (await listedSkus(page))[n];
    expect(sku).toBeTruthy();
    const bin = `CNT-${width}-${Date.now() % 100000}`;

    // The part in its own bin, with some on the shelf.
    await page.goto(`/product/${encodeURIComponent(sku)}`);
    const section = page.locator("#shelf");
    await section.getByLabel("Bins").fill(bin);
    await section.getByRole("button", { name: "Save bins" }).click();
    await expect(page.locator("[data-shelf-note=bins-set]")).toBeVisible();
    await section.getByLabel("Units (+ or -)").fill("5");
    await section.getByLabel("Reason").selectOption("found");
    await section.getByRole("button", { name: "Adjust", exact: true }).click();
    await expect(page.locator("[data-shelf-note=adjusted]")).toBeVisible();
    const onHand = Number(await page.locator("p.shelf-line").getAttribute("data-shelf-available"));
    expect(onHand).toBeGreaterThanOrEqual(5);

    // A range that is back to front is refused, as typed.
    await page.goto("/stock/counts");
    await page.getByLabel("A range of bins").check();
    await page.getByLabel("From bin").fill("Z");
    await page.getByLabel("To bin").fill("A");
    await page.getByRole("button", { name: "Open the count" }).click();
    await expect(page.locator("[data-count-problem=count-problem-bins]")).toBeVisible();
    await expect(page.getByLabel("From bin")).toHaveValue("Z");
    await page.getByLabel("From bin").fill(bin);
    await page.getByLabel("To bin").fill(bin);
    await page.getByRole("button", { name: "Open the count" }).click();
    await expect(page.locator("[data-count-done=opened]")).toBeVisible();
    const sheet = new URL(page.url()).pathname;
    const line = page.locator(`tr[data-count-line="${sku}"]`);
    await expect(line).toBeVisible();
    await expect(page.locator("tr[data-count-line]")).toHaveCount(1);
    // Blind: the sheet never says what the record holds.
    await expect(page.locator("th", { hasText: "Record" })).toHaveCount(0);

    // Typed as a scanner does: the code and Enter is one more; the box
    // keeps the focus for the next read.
    const box = page.getByLabel("Scan or type a SKU or EAN");
    await expect(box).toBeFocused();
    await box.fill(sku);
    await box.press("Enter");
    await expect(page.locator("[data-count-done=counted]")).toHaveAttribute("data-count-n", "1");
    await expect(box).toBeFocused();
    await box.fill(sku);
    await page.getByLabel("How many").fill("2");
    await box.press("Enter");
    await expect(page.locator("[data-count-done=counted]")).toHaveAttribute("data-count-n", "3");
    // A code nobody has: said plainly, nothing counted.
    await box.fill("NO-SUCH-PART-99");
    await box.press("Enter");
    await expect(page.locator("[data-count-problem=count-problem-unknown-code]")).toBeVisible();
    await expect(line).toHaveAttribute("data-count-counted", "3");
    await fitsAndPasses(page, `the counting sheet at ${width} px`);

    // The review: one difference, valued at cost; sent back, the post
    // waits for the recount.
    await page.goto(`${sheet}/review`);
    const totals = page.locator(".count-totals");
    await expect(totals).toHaveAttribute("data-count-differing", "1");
    await expect(totals).toHaveAttribute("data-count-units", String(3 - onHand));
    const row = page.locator(`tr[data-count-line="${sku}"]`);
    await expect(row).toHaveAttribute("data-count-line-state", "differs");
    await fitsAndPasses(page, `the review at ${width} px`);
    await row.getByRole("button", { name: "Count again" }).click();
    await expect(page.locator("[data-count-done=recount]")).toBeVisible();
    await page.getByRole("button", { name: "Post the differences" }).click();
    await expect(page.locator("[data-count-problem=count-problem-recounts]")).toBeVisible();

    // Counted again on the sheet's line, then posted.
    await page.goto(`${sheet}?shown=recount`);
    await expect(page.locator(`tr[data-count-line="${sku}"] [data-count-recount]`)).toBeVisible();
    const set = page.locator(`tr[data-count-line="${sku}"] form.count-set`);
    await set.getByLabel(`Counted of ${sku}`).fill("4");
    await set.getByRole("button", { name: "Set" }).click();
    await expect(page.locator("[data-count-done=counted]")).toHaveAttribute("data-count-n", "4");
    await page.goto(`${sheet}/review`);
    await page.getByRole("button", { name: "Post the differences" }).click();
    await expect(page.locator("[data-count-done=posted]")).toBeVisible();
    await expect(page.locator(".count-head")).toHaveAttribute("data-count-state", "posted");

    // The part: four on the shelf, the count's movement at the top.
    await page.goto(`/product/${encodeURIComponent(sku)}`);
    await expect(page.locator("p.shelf-line")).toHaveAttribute("data-shelf-available", "4");
    const moved = page.locator("tr[data-movement]").first();
    await expect(moved).toHaveAttribute("data-movement", "counted");
    // Posted twice: refused, nothing changes.
    const again = await page.request.post(`${sheet}/post`, { form: { uncounted: "leave" } });
    expect(again.status()).toBe(409);
    await page.reload();
    await expect(page.locator("p.shelf-line")).toHaveAttribute("data-shelf-available", "4");
    expect(errors.filter((e) => !e.includes("status of 422"))).toEqual([]);
  });
}
