import { expect, Page, ConsoleMessage } from "@playwright/test";
import { ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");

/** The portal binary: DEALER_DESK_BIN (scripts/test.sh names the release
 * build it tests), else the newest of the release and debug builds. */
export function binary(): string {
  if (process.env.DEALER_DESK_BIN) return process.env.DEALER_DESK_BIN;
  const target = process.env.CARGO_TARGET_DIR ?? path.join(ROOT, "target");
  const found = ["release", "debug"]
    .map((p) => path.join(target, p, "dealer-desk"))
    .filter((p) => fs.existsSync(p));
  found.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!found.length) throw new Error(`no dealer-desk binary under ${target}`);
  return found[0];
}

/** Starts another portal (the same binary, on the demo catalogue) on
 * `port` with these settings besides the test run's own, and waits until
 * it answers `/healthz` (with `indexReady`, until its catalogue index is
 * ready too). Give it a DEALER_DESK_DATA_DIR of its own. */
export async function startPortal(
  port: number,
  settings: Record<string, string>,
  indexReady = false,
): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LEPTOS_SITE_ADDR: `127.0.0.1:${port}`,
    LEPTOS_SITE_ROOT: process.env.LEPTOS_SITE_ROOT ?? path.join(ROOT, "target", "site"),
    ...settings,
  };
  // The main portal's log file is the main portal's.
  delete env.DEALER_DESK_LOG_FILE;
  const server = spawn(binary(), [], { cwd: ROOT, stdio: "ignore", env });
  for (let i = 0; i < 150; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (r.ok && (!indexReady || (await r.json())?.index?.ready === true)) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`the portal on port ${port} did not start`);
}

/** Stops a portal started by `startPortal` and waits until it has exited. */
export async function stopPortal(server: ChildProcess | undefined) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill();
  await exited;
}

/** Opens a path and waits until the wasm has hydrated the page. */
export async function gotoHydrated(page: Page, path: string) {
  const resp = await page.goto(path);
  await expect(page.locator("body[data-hydrated=true]")).toHaveCount(1, { timeout: 15_000 });
  return resp;
}

/** Collects console errors and failed page errors while a test runs. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg: ConsoleMessage) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(String(err)));
  return errors;
}

/** The SKUs shown on a list page, in order. */
export async function listedSkus(page: Page): Promise<string[]> {
  return page.locator(".product-card[data-sku], tr[data-sku]").evaluateAll((els) =>
    els.map((e) => e.getAttribute("data-sku") ?? ""),
  );
}

/** The first SKU of the whole catalogue, sorted by name. */
export async function someSku(page: Page, path = "/search"): Promise<string> {
  await page.goto(path);
  const skus = await listedSkus(page);
  expect(skus.length).toBeGreaterThan(0);
  return skus[0];
}

/** Sums a Prometheus counter over the series whose labels contain `match`. */
export async function metricSum(page: Page, name: string, match: string): Promise<number> {
  const resp = await page.request.get("/metrics");
  expect(resp.status()).toBe(200);
  const text = await resp.text();
  let sum = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith(name + "{") || !line.includes(match)) continue;
    const v = Number(line.trim().split(/\s+/).pop());
    if (!Number.isNaN(v)) sum += v;
  }
  return sum;
}

/**
 * A request body for one of the islands' server functions (`stock`,
 * `suggest`, `bike_models`) in their wire format: each field as its length
 * in UTF-8 bytes, ":", then its text; a list as its length, then its items.
 */
export function wire(...fields: (string | string[])[]): { data: string; headers: Record<string, string> } {
  const field = (s: string) => `${new TextEncoder().encode(s).length}:${s}`;
  const data = fields
    .map((f) => (Array.isArray(f) ? field(String(f.length)) + f.map(field).join("") : field(f)))
    .join("");
  return { data, headers: { "content-type": "application/x-dealer-desk-wire" } };
}
