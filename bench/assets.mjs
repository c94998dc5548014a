// The wasm and JS files each route loads on a first visit, as Chromium sees
// them: the ones the HTML names and any loaded later (lazy islands' chunks).
// Prints one line a route: "<route> <path> <path> ...".
//
//   node bench/assets.mjs http://127.0.0.1:3200 / /search ...
import { chromium } from "playwright-core";

const [base, ...routes] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
for (const route of routes) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = new Set();
  page.on("response", (r) => {
    const path = new URL(r.url()).pathname;
    if (/\.(wasm|js)$/.test(path)) seen.add(path);
  });
  await page.goto(base + route);
  await page.locator("body[data-hydrated=true]").waitFor({ state: "attached", timeout: 15_000 });
  await page.waitForLoadState("networkidle");
  console.log([route, ...[...seen].sort()].join(" "));
  await context.close();
}
await browser.close();
