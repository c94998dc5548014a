import { test, expect } from "@playwright/test";
import { gotoHydrated, collectConsoleErrors, someSku } from "./helpers";

// The interface in the browser's language, and the picker that overrides it.
test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("reads the portal in German, with German prices, and hydrates cleanly", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const nav = page.getByRole("navigation", { name: "Hauptmenü" });
    await expect(nav.getByRole("link", { name: "Kategorien" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Neu in den letzten 30 Tagen" })).toBeVisible();
    await expect(page.getByText(/\d neue Artikel\./)).toBeVisible();

    // A product's prices are written the German way: "1.027,87 £".
    const sku = await someSku(page);
    await page.goto(`/product/${encodeURIComponent(sku)}`);
    await expect(page.getByRole("table", { name: "Preise" })).toBeVisible();
    const rrp = await page.locator("[data-price=rrp]").textContent();
    expect(rrp?.trim()).toMatch(/^(\d{1,3}(\.\d{3})*,\d{2}\u00a0£|—)$/);
    await expect(page.getByRole("rowheader", { name: "Händlerpreis EUR" })).toBeVisible();
    const eur = await page.locator("[data-price=dealer-eur]").textContent();
    expect(eur?.trim()).toMatch(/^(\d{1,3}(\.\d{3})*,\d{2}\u00a0€|—)$/);
    expect(errors).toEqual([]);
  });

  test("types into the lookup box and browses lists in German, numbers grouped the German way", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, "/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Im Katalog suchen");
    // 5,000 demo products: "5.000 Artikel".
    await expect(page.locator(".result-count")).toHaveText(/^\d{1,3}(\.\d{3})* Artikel$/);
    await expect(page.getByRole("combobox", { name: "Sortieren" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Seiten" }).getByRole("link", { name: "Weiter ›" })).toBeVisible();

    // The island's words come from the page the server wrote.
    const box = page.getByRole("combobox", { name: "Art.-Nr. oder Suche" });
    await box.fill("ZZ-NO-SUCH");
    await expect(page.locator(".lookup-hint")).toHaveText("Eingabetaste sucht „ZZ-NO-SUCH“");
    await expect(page.getByRole("button", { name: "Los" })).toBeVisible();

    // A stock badge, written on the server in German.
    await expect(page.locator(".badge").first()).toHaveText(/^(Auf Lager|Geringer Bestand) \([\d.]+\)|Nicht auf Lager|Bestand unbekannt|Wird geprüft…$/);
    expect(errors).toEqual([]);
  });

  test("chooses another language in the preferences, and it stays", async ({ page }) => {
    await gotoHydrated(page, "/search");
    await page.getByRole("combobox", { name: "Sprache" }).selectOption("fr");
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Catégories" })).toBeVisible();

    const resp = await page.goto("/no/such/page");
    expect(resp?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page introuvable");

    // Back to English by the same picker.
    await gotoHydrated(page, "/");
    await page.getByRole("combobox", { name: "Langue" }).selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Categories", exact: true })).toBeVisible();
  });
});
