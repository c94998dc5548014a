import { test, expect } from "@playwright/test";
import { collectConsoleErrors, fitsAndPasses, listedSkus } from "./helpers";

// A counter sale on the main (open) portal: a list of a part on our
// shelf and one we have none of, sold from its sale page: a payment short
// of the total is refused as typed, the short part asks to sell anyway,
// then a split payment (card and cash with change) makes the invoice,
// whose page says the change; its PDF and receipt are files; one part
// comes back on a credit note; the sales' list finds the invoice; the
// shelf lost what was sold and has what came back. At 1,366 and 390 px.

for (const [n, width] of [[8, 1366], [9, 390]] as const) {
  test(`a list is sold with a split payment and its invoice found, at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = collectConsoleErrors(page);
    await page.goto("/search?sort=name");
    const skus = await listedSkus(page);
    const [ours, none] = [skus[n], skus[n + 10]];
    expect(ours && none).toBeTruthy();

    // Two of the first on our shelf.
    await page.goto(`/product/${encodeURIComponent(ours)}`);
    const section = page.locator("#shelf");
    await section.getByLabel("Units (+ or -)").fill("2");
    await section.getByLabel("Reason").selectOption("found");
    await section.getByRole("button", { name: "Adjust", exact: true }).click();
    await expect(page.locator("[data-shelf-note=adjusted]")).toBeVisible();
    const before = Number(await page.locator("p.shelf-line").getAttribute("data-shelf-available"));

    // A new list of both.
    await page.goto("/quotes");
    await page.getByPlaceholder("Mr Patel, MT-09 2021").fill(`Sale ${width} ${Date.now().toString(36)}`);
    await page.getByRole("button", { name: "Start list" }).click();
    await expect(page.locator("[data-note=created]")).toBeVisible();
    const list = page.url().split("?")[0];
    const listId = list.split("/quotes/")[1];
    for (const sku of [ours, none]) {
      await page.goto(`/product/${encodeURIComponent(sku)}`);
      const form = page.locator("form.add-to-quote");
      await form.locator("input[name=qty]").fill("1");
      await form.locator("select[name=quote]").selectOption(listId);
      await form.getByRole("button", { name: "Add to quote" }).click();
    }

    // The sale page: the lines, the total, the short part asked about.
    await page.goto(list);
    await page.getByRole("link", { name: "Sell", exact: true }).click();
    await expect(page).toHaveURL(/\/sell$/);
    const total = Number(await page.locator("[data-sale-total]").getAttribute("data-sale-total"));
    expect(total).toBeGreaterThan(0);
    await expect(page.locator(`tr[data-sale-line="${none}"]`)).toHaveAttribute("data-short", "");
    await fitsAndPasses(page, `the sale page at ${width} px`);

    // Short of the total: refused, what was typed kept.
    await page.getByLabel("Card").fill("0.01");
    await page.getByRole("button", { name: "Take payment" }).click();
    await expect(page.locator("[data-sale-problem]")).toBeVisible();
    await expect(page.getByLabel("Card")).toHaveValue("0.01");

    // Split: most by card, the rest in cash with a note that gives change.
    const card = Math.max(1, total - 500);
    const cash = total - card + 1000;
    const money = (m: number) => `${Math.floor(m / 100)}.${String(m % 100).padStart(2, "0")}`;
    await page.getByLabel("Card").fill(money(card));
    await page.getByLabel("Cash", { exact: true }).fill(money(cash));
    await page.getByLabel(/Sell anyway/).check();
    await page.getByRole("button", { name: "Take payment" }).click();
    await expect(page.locator("[data-sale-done=sold]")).toBeVisible();
    await expect(page.locator("[data-change]")).toHaveAttribute("data-change", "1000");
    const number = (await page.locator("h1[data-invoice]").getAttribute("data-invoice")) ?? "";
    expect(number).toMatch(/^\d{4}-\d{6,}$/);
    await expect(page.locator("[data-paid=card]")).toBeVisible();
    await expect(page.locator("[data-paid=cash]")).toBeVisible();
    await fitsAndPasses(page, `the invoice at ${width} px`);

    // The invoice as a PDF, and the counter's receipt.
    for (const link of ["[data-invoice-pdf]", "[data-receipt-pdf]"]) {
      const href = (await page.locator(link).getAttribute("href")) ?? "";
      const r = await page.request.get(href);
      expect(r.status()).toBe(200);
      expect(r.headers()["content-type"]).toBe("application/pdf");
    }

    // One of the part from our shelf comes back: a credit note of its own.
    const invoice = new URL(page.url()).pathname;
    await page.getByRole("link", { name: "Take back" }).click();
    await expect(page).toHaveURL(/\/return$/);
    await page.getByLabel(`How many of ${ours} to take back`).fill("1");
    await page.getByLabel("Reason").selectOption("not-needed");
    await page.getByRole("button", { name: "Take back and refund" }).click();
    await expect(page.locator("[data-sale-done=returned]")).toBeVisible();
    await expect(page.locator("li[data-credit-note]")).toHaveCount(1);
    expect(new URL(page.url()).pathname).toBe(invoice);
    const credit = (await page.locator("[data-credit-pdf]").getAttribute("href")) ?? "";
    expect((await page.request.get(credit)).headers()["content-type"]).toBe("application/pdf");
    await fitsAndPasses(page, `the invoice with its credit note at ${width} px`);

    // The sales' list finds it by its number.
    await page.goto("/sales");
    await page.getByLabel("Invoice number").fill(number);
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.locator(`tr[data-sale-row="${number}"]`)).toBeVisible();
    await expect(page.locator("[data-sales-matched]")).toHaveAttribute("data-sales-matched", "1");
    await fitsAndPasses(page, `the sales list at ${width} px`);

    // The day's takings: its card and cash rows.
    await page.goto("/sales/day");
    await expect(page.locator("tr[data-day-method=card]")).toBeVisible();
    await expect(page.locator("tr[data-day-method=cash]")).toBeVisible();
    await fitsAndPasses(page, `the day's takings at ${width} px`);

    // Our shelf lost the one sold and has the one taken back.
    await page.goto(`/product/${encodeURIComponent(ours)}`);
    await expect(page.locator("p.shelf-line")).toHaveAttribute("data-shelf-available", String(before));
    // A refused form answers 422, which the browser logs.
    expect(errors.filter((e) => !e.includes("status of 422"))).toEqual([]);
  });
}

// Parts brought back without their invoice, on the main (open) portal
// whose person is an owner (their own approval): a refund that is not
// money is refused as typed; then the credit note is made and the sales' list
// shows it as a credit note of no invoice. At 1,366 and 390 px.
for (const [n, width] of [[11, 1366], [12, 390]] as const) {
  test(`a part comes back without an invoice, at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = collectConsoleErrors(page);
    await page.goto("/search?sort=name");
    const sku = (await listedSkus(page))[n];
    expect(sku).toBeTruthy();
    await page.goto("/sales");
    await page.getByRole("link", { name: "Take back without an invoice" }).click();
    await expect(page.locator("tr[data-loose-row]")).toHaveCount(8);
    await fitsAndPasses(page, `the return without an invoice at ${width} px`);

    await page.locator("#sku-0").fill(sku);
    await page.locator("#qty-0").fill("1");
    await page.locator("#amount-0").fill("five");
    await page.getByLabel("Reason").selectOption("not-needed");
    await page.getByRole("button", { name: "Take back and refund" }).click();
    await expect(page.locator("[data-return-problem=return-problem-amount]")).toBeVisible();
    await expect(page.locator("#sku-0")).toHaveValue(sku);

    await page.locator("#amount-0").fill("5.00");
    await page.getByRole("button", { name: "Take back and refund" }).click();
    await expect(page.locator("tr[data-credit-note]")).toHaveCount(1);
    await expect(page.locator("tr[data-credit-note]")).toContainText("Credit note without an invoice");
    await fitsAndPasses(page, `the credit note in the sales list at ${width} px`);
    // A refused form answers 422, which the browser logs.
    expect(errors.filter((e) => !e.includes("status of 422"))).toEqual([]);
  });
}
