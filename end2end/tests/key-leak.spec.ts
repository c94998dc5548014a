import { test, expect, Page, Response } from "@playwright/test";
import { gotoHydrated, someSku, wire } from "./helpers";

// The portal under test runs on the demo catalogue with a known supplier key
// (DEMO_API_KEY) and writes its log to DEALER_DESK_LOG_FILE (scripts/test.sh
// sets both). Everything that leaves the server is searched for that key:
// page bodies and headers, every asset (wasm, JS, CSS, images), every server
// function's answer (good and bad), and every log line.
const KEY = process.env.DEMO_API_KEY ?? "";
const LOG = process.env.DEALER_DESK_LOG_FILE ?? "";

/** Fails on any header or body of this response that carries the key. */
async function checkResponse(what: string, resp: Response | { url(): string; headers(): Record<string, string>; body(): Promise<Buffer> }) {
  for (const [name, value] of Object.entries(resp.headers())) {
    expect(value.includes(KEY), `${what}: header ${name}`).toBe(false);
  }
  let body: Buffer;
  try {
    body = await resp.body();
  } catch {
    return; // a redirect or an aborted request has no body to read
  }
  expect(body.includes(KEY), `${what}: body of ${resp.url()}`).toBe(false);
}

/** Records every response a page receives (documents, assets, server functions). */
function recordResponses(page: Page): Response[] {
  const seen: Response[] = [];
  page.on("response", (r) => seen.push(r));
  return seen;
}

test.describe("the supplier key never leaves the server", () => {
  test.skip(!KEY || !LOG, "needs DEMO_API_KEY and DEALER_DESK_LOG_FILE (set by scripts/test.sh)");

  test("not in any page, asset or server-function answer the browser gets", async ({ page }) => {
    test.setTimeout(120_000);
    const seen = recordResponses(page);
    const sku = await someSku(page);
    const paths = [
      "/",
      "/categories",
      "/brands",
      "/bikes",
      "/search?q=a&sort=-price&view=list",
      `/product/${encodeURIComponent(sku)}`,
      "/product/NO-SUCH-SKU-XYZ",
      "/stock",
      `/lookup?q=${encodeURIComponent(sku)}`,
      "/no-such-page",
    ];
    for (const path of paths) {
      await gotoHydrated(page, path);
    }
    // Deeper pages, reached by following links.
    await gotoHydrated(page, "/categories");
    await page.locator("ul.tiles li a").first().click();
    await expect(page).toHaveURL(/\/categories\/\d+/);
    await gotoHydrated(page, "/brands");
    await page.locator("main a[href^='/brands/']").first().click();
    await expect(page).toHaveURL(/\/brands\/\d+/);
    await gotoHydrated(page, "/bikes");
    await page.locator("main a[href^='/bikes/']").first().click();
    await expect(page).toHaveURL(/\/bikes\/.+/);
    // A bulk stock check, through the form.
    await gotoHydrated(page, "/stock");
    await page.locator("textarea").fill(`${sku}\nNOT-A-REAL-SKU\n`);
    await page.getByRole("button", { name: "Check stock" }).click();
    await expect(page.locator("table tbody tr").first()).toBeVisible();

    const kinds = new Set(seen.map((r) => r.request().resourceType()));
    expect(kinds.has("document")).toBe(true);
    expect(seen.some((r) => r.url().endsWith(".wasm"))).toBe(true);
    expect(seen.some((r) => r.url().endsWith(".js"))).toBe(true);
    expect(seen.some((r) => r.url().endsWith(".css"))).toBe(true);
    for (const r of seen) {
      await checkResponse(r.request().resourceType(), r);
    }
  });

  test("not in any server function's answer, good or bad", async ({ page }) => {
    const sku = await someSku(page);
    const json = (data: unknown) => ({ data, headers: { "content-type": "application/json" } });
    const calls: [string, { data: unknown; headers: Record<string, string> }][] = [
      ["categories", json({})],
      ["brands", json({})],
      ["bikes", json({})],
      ["whats_new", json({})],
      ["product", json({ sku })],
      ["product", json({ sku: "NO-SUCH-SKU-XYZ" })],
      ["product", json({ sku: "x".repeat(100) })],
      ["stock", wire([sku, "NO-SUCH-SKU-XYZ"])],
      ["stock", json({ skus: [sku] })],
      ["lookup", json({ q: sku })],
      ["summaries", json({ skus: [sku] })],
      ["check_stock", json({ text: `${sku}\nNOPE-1` })],
      ["list_products", json({ query: "broken" })],
      ["suggest", wire(sku.slice(0, 3))],
      ["suggest", wire("\"*:(")],
      ["bike_models", wire("1")],
      ["index_status", json({})],
    ];
    for (const [fn, opts] of calls) {
      const r = await page.request.post(`/api/${fn}`, opts);
      expect(r.status(), fn).toBeLessThan(500);
      await checkResponse(`/api/${fn}`, r);
    }
    const info = await page.request.post("/api/portal_info", { form: {} });
    await checkResponse("/api/portal_info", info);
    for (const path of ["/healthz", "/metrics", "/status", "/export/products.csv?q=a", "/favicon.ico", "/login"]) {
      await checkResponse(path, await page.request.get(path));
    }
  });

  test("not in any log line", async ({ page }) => {
    // Make the portal log a little more first: errors and misses included.
    await page.request.post("/api/product", { data: { sku: "NO-SUCH-SKU-XYZ" } });
    await page.goto("/search?q=zz");
    const fs = await import("node:fs");
    const log = fs.readFileSync(LOG, "utf8");
    expect(log).toContain("listening on");
    expect(log).toContain("request");
    const lines = log.split("\n").filter((l) => l.includes(KEY));
    expect(lines, "log lines with the key").toEqual([]);
  });
});
