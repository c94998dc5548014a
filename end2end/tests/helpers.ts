import { expect, Page, ConsoleMessage } from "@playwright/test";
import { createHmac } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";

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

/** A phone number no other customer of this run has (the portal asks
 * before saving a second customer with the same number). */
export function uniquePhone(): string {
  const n = (Date.now() * 1000 + Math.floor(Math.random() * 1000)) % 1_000_000;
  return "07700 9" + String(n).padStart(6, "0").slice(1);
}

/** The first number in a text, read past its English grouping ("5,000 products" is 5000). */
export function firstNumber(text: string | null | undefined): number {
  return Number((text ?? "").replace(/(\d),(?=\d{3})/g, "$1").match(/\d+/)?.[0]);
}

/** A count as English pages write it: "5,000". */
export function grouped(n: number): string {
  return n.toLocaleString("en-GB");
}

/** The RFC 6238 code (six digits) of a base32 secret at `step` (now's
 * 30-second step unless given): what an authenticator app shows. */
export function totpCode(secret: string, step = Math.floor(Date.now() / 30_000)): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of secret.replace(/\s/g, "").toUpperCase()) {
    bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const sum = createHmac("sha1", key).update(counter).digest();
  const at = sum[sum.length - 1] & 0x0f;
  const word = sum.readUInt32BE(at) & 0x7fffffff;
  return String(word % 1_000_000).padStart(6, "0");
}

/** On the two-factor setup page: turns it on with the page's own secret,
 * as a person with an authenticator app does; the secret. */
export async function turnOnSecondFactor(page: Page): Promise<string> {
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
  const secret = (await page.locator("input[name=secret]").getAttribute("value")) ?? "";
  await page.getByLabel("Code from the app").fill(totpCode(secret));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.locator("[data-recovery-codes] li")).toHaveCount(10);
  await page.getByRole("link", { name: "Go on to the portal" }).click();
  return secret;
}

/** No sideways scroll at this page's width, and axe finds no serious fault. */
export async function fitsAndPasses(page: Page, what: string) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide, `${what}: no sideways scroll`).toBeLessThanOrEqual(0);
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`), what).toEqual([]);
}
