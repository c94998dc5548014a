// The first page of a freshly started portal in a fresh browser (nothing
// cached, the wasm compiled for the first time): when it first painted,
// when its wasm arrived, and when the page said it was hydrated
// (`body[data-hydrated=true]`). Prints one JSON line.
//
//   node bench/cold.mjs http://127.0.0.1:3200 /
import { chromium } from "playwright-core";

const [base, route = "/"] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const context = await browser.newContext();
const page = await context.newPage();
await page.addInitScript(() => {
  new MutationObserver((_, seen) => {
    if (document.body?.dataset.hydrated === "true") {
      window.__hydratedAt = performance.now();
      seen.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
});
const started = Date.now();
await page.goto(base + route);
await page.locator("body[data-hydrated=true]").waitFor({ state: "attached", timeout: 60_000 });
const t = await page.evaluate(() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const wasm = performance.getEntriesByType("resource").find((r) => r.name.endsWith(".wasm"));
  const nav = performance.getEntriesByType("navigation")[0];
  return {
    html_ms: Math.round(nav.responseEnd),
    paint_ms: Math.round(paint?.startTime ?? NaN),
    wasm_ms: Math.round(wasm?.responseEnd ?? NaN),
    hydrated_ms: Math.round(window.__hydratedAt ?? NaN),
  };
});
console.log(JSON.stringify({ route, ...t, paint_to_hydrated_ms: t.hydrated_ms - t.paint_ms, wall_ms: Date.now() - started }));
await browser.close();
