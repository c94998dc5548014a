import { test, expect } from "@playwright/test";
import { collectConsoleErrors, fitsAndPasses, listedSkus } from "./helpers";

// The shop's own shelf on the main (open) portal, where everyone is an
// owner: a part put in its bins and adjusted by hand shows ours before the
// supplier's, its movement and its worth; bad input comes back as typed
// with the reason and changes nothing; the shelf's list and file have it.

for (const [n, width] of [[3, 1366], [4, 390]] as const) {
  test(`a part is put in its bins, adjusted and listed on our shelf, at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const errors = collectConsoleErrors(page);
    await page.goto("/search?sort=name");
    const sku = (await listedSkus(page))[n];
    expect(sku).toBeTruthy();
    const bin = `T-${width}-1`;

    // Ours before the supplier's; none said plainly (a portal that ran
    // before may have kept the part: then it counts from what it has).
    await page.goto(`/product/${encodeURIComponent(sku)}`);
    const ours = page.locator("p.shelf-line");
    const had = Number((await ours.getAttribute("data-shelf-available")) ?? "0");
    if ((await ours.getAttribute("data-shelf")) === "none") {
      await expect(ours).toContainText("none on our shelf");
    }
    const moves = page.locator("tr[data-movement]");
    const movesBefore = await moves.count();
    const order = await page.evaluate(() => {
      const a = document.querySelector("p.shelf-line");
      const b = document.querySelector("p.stock-line");
      return a && b ? a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order, "ours comes before the supplier's").toBeTruthy();

    // Bins: four are refused, as typed; two are kept, main first.
    const section = page.locator("#shelf");
    await section.getByLabel("Bins").fill("A, B, C, D");
    await section.getByRole("button", { name: "Save bins" }).click();
    await expect(page.locator("[data-shelf-note=bins]")).toBeVisible();
    await expect(section.getByLabel("Bins")).toHaveValue("A, B, C, D");
    // A pack of nothing is refused, the form as typed.
    await section.getByLabel("Bins").fill(bin);
    await section.getByLabel("Units a pack").fill("0");
    await section.getByRole("button", { name: "Save bins" }).click();
    await expect(page.locator("[data-shelf-note=pack]")).toBeVisible();
    await expect(section.getByLabel("Units a pack")).toHaveValue("0");
    await section.getByLabel("Bins").fill(`${bin.toLowerCase()}, overflow`);
    await section.getByLabel("Units a pack").fill("4");
    await section.getByRole("button", { name: "Save bins" }).click();
    await expect(page.locator("[data-shelf-note=bins-set]")).toBeVisible();
    await expect(page.locator(".shelf-line [data-shelf-bin]")).toHaveText(bin);
    await expect(page.locator(".shelf-line [data-shelf-pack]")).toHaveAttribute("data-shelf-pack", "4");

    // A reason that does not fit the quantity: refused, the form as typed.
    await section.getByLabel("Units (+ or -)").fill("-2");
    await section.getByLabel("Reason").selectOption("found");
    await section.getByRole("button", { name: "Adjust", exact: true }).click();
    await expect(page.locator("[data-shelf-note=reason-direction]")).toBeVisible();
    await expect(section.getByLabel("Units (+ or -)")).toHaveValue("-2");
    await expect(moves).toHaveCount(movesBefore);

    // Three found: available now, the movement listed with who and why.
    await section.getByLabel("Units (+ or -)").fill("3");
    await section.getByLabel("Reason").selectOption("found");
    await section.getByLabel("Note").fill("behind the counter");
    await section.getByRole("button", { name: "Adjust", exact: true }).click();
    await expect(page.locator("[data-shelf-note=adjusted]")).toBeVisible();
    await expect(ours).toHaveAttribute("data-shelf-available", String(had + 3));
    await expect(ours).toContainText(`${had + 3} available`);
    const moved = moves.first();
    await expect(moved).toHaveAttribute("data-movement", "adjusted");
    await expect(moved).toContainText("+3");
    await expect(moved).toContainText("behind the counter");
    await expect(page.locator("[data-shelf-worth]")).toBeVisible();
    await fitsAndPasses(page, `the part's page at ${width} px`);

    // The shelf's list, narrowed to the bin, and its file.
    await page.goto(`/stock/shelf?bin=${bin}`);
    const row = page.locator(`tr[data-shelf-sku="${sku}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(`${bin}, OVERFLOW`);
    await expect(page.locator("tr[data-shelf-sku]")).toHaveCount(1);
    await fitsAndPasses(page, `the shelf at ${width} px`);
    const file = await page.request.get("/stock.csv");
    expect(file.status()).toBe(200);
    const line = (await file.text()).split("\n").find((l) => l.startsWith(`${sku},`)) ?? "";
    expect(line).toContain(`"${bin}, OVERFLOW",${had + 3},0,${had + 3},`);
    // The refused forms were answered 422, as they should be; nothing else.
    expect(errors.filter((e) => !e.includes("status of 422"))).toEqual([]);
  });
}
