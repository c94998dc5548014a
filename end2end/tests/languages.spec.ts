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

// One journey per language: home, search, a product, a new quote list, and
// the customer's printed copy, each in the language with its formats.
type Journey = {
  locale: string;
  lang: string;
  search: string;
  products: RegExp;
  add: string;
  quote: string;
  totalRrp: string;
  total: string;
  dealer: string;
  gbp: RegExp;
  date: RegExp;
  valid: RegExp;
};

const journeys: Journey[] = [
  {
    locale: "en-GB", lang: "en", search: "Search", products: /^\d{1,3}(,\d{3})* products$/,
    add: "Add to quote", quote: "Quote", totalRrp: "Total RRP", total: "Total", dealer: "Dealer",
    gbp: /^£\d{1,3}(,\d{3})*\.\d{2}$/, date: /^\d{2}\/\d{2}\/\d{4}$/,
    valid: /Prices valid for \d+ days, until \d{2}\/\d{2}\/\d{4}/,
  },
  {
    locale: "de-DE", lang: "de", search: "Suche", products: /^\d{1,3}(\.\d{3})* Artikel$/,
    add: "Zum Angebot", quote: "Angebot", totalRrp: "Summe UVP", total: "Gesamtbetrag", dealer: "Händler",
    gbp: /^\d{1,3}(\.\d{3})*,\d{2}\u00a0£$/, date: /^\d{2}\.\d{2}\.\d{2}$/,
    valid: /Preise \d+ Tage gültig, bis \d{2}\.\d{2}\.\d{2}/,
  },
  {
    // CLDR's French writes pounds sterling "£GB", to tell them from other pounds.
    locale: "fr-FR", lang: "fr", search: "Recherche", products: /^\d{1,3}(\u202f\d{3})* produits$/,
    add: "Ajouter au devis", quote: "Devis", totalRrp: "Total PVC", total: "Total TTC", dealer: "revendeur",
    gbp: /^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0£GB$/, date: /^\d{2}\/\d{2}\/\d{4}$/,
    valid: /Prix valables \d+ jours, jusqu'au \d{2}\/\d{2}\/\d{4}/,
  },
  {
    locale: "nl-NL", lang: "nl", search: "Zoeken", products: /^\d{1,3}(\.\d{3})* artikelen$/,
    add: "Aan offerte toevoegen", quote: "Offerte", totalRrp: "Totaal adviesprijs", total: "Totaal", dealer: "Dealer",
    gbp: /^£\u00a0\d{1,3}(\.\d{3})*,\d{2}$/, date: /^\d{2}-\d{2}-\d{4}$/,
    valid: /Prijzen \d+ dagen geldig, tot \d{2}-\d{2}-\d{4}/,
  },
  {
    locale: "es-ES", lang: "es", search: "Buscar", products: /^(\d{1,4}|\d{1,3}(\.\d{3})+) productos$/,
    add: "Añadir al presupuesto", quote: "Presupuesto", totalRrp: "Total PVP", total: "Total", dealer: "distribuidor",
    gbp: /^(\d{1,4}|\d{1,3}(\.\d{3})+),\d{2}\u00a0£$/, date: /^\d{1,2}\/\d{1,2}\/\d{2}$/,
    valid: /Precios válidos durante \d+ días, hasta el \d{1,2}\/\d{1,2}\/\d{2}/,
  },
];

for (const j of journeys) {
  test.describe(`a browser in ${j.locale}`, () => {
    test.use({ locale: j.locale });

    test("goes from home to a printed quote in its language", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await gotoHydrated(page, "/");
      await expect(page.locator("html")).toHaveAttribute("lang", j.lang);

      await page.getByRole("link", { name: j.search, exact: true }).first().click();
      await expect(page).toHaveURL(/\/search/);
      await expect(page.locator(".result-count")).toHaveText(j.products);

      const sku = await someSku(page);
      await gotoHydrated(page, `/product/${encodeURIComponent(sku)}`);
      await expect(page.locator("html")).toHaveAttribute("lang", j.lang);
      const rrp = (await page.locator("[data-price=rrp]").textContent())?.trim() ?? "";
      if (rrp !== "—") expect(rrp).toMatch(j.gbp);

      const form = page.locator("form.add-to-quote");
      await form.locator("input[name=qty]").fill("2");
      await form.locator("select[name=quote]").selectOption("new");
      await form.getByRole("button", { name: j.add }).click();
      await expect(page).toHaveURL(/\/quotes\/[0-9a-f]{32}\?note=added$/);
      // The new list is named in the language, after the shop's day.
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`${j.quote} `);
      const day = (await page.locator("[data-quote-date]").textContent())?.trim() ?? "";
      expect(day).toMatch(j.date);

      // The customer's copy: printed in the language, at the shop's
      // price (a British shop: pounds), never the RRP or a dealer price.
      await page.emulateMedia({ media: "print" });
      const printed = await page.locator("main").innerText();
      expect(printed).toContain(sku);
      expect(printed).toContain(j.total);
      expect(printed).not.toContain(j.totalRrp);
      expect(printed).toMatch(j.valid);
      expect(printed).not.toContain(j.dealer);
      const total = (await page.locator("[data-total=shop]").textContent())?.trim() ?? "";
      if (total !== "—") expect(total).toMatch(j.gbp);
      expect(errors).toEqual([]);
    });
  });
}
