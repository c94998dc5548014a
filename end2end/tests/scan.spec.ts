import { test, expect, chromium, Browser, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumLaunch, desktopViewport } from "../browser";
import { collectConsoleErrors, gotoHydrated, listedSkus } from "./helpers";

// Scanning with the camera. Chromium is given a fake camera that films a
// shelf label the portal printed (its own /labels.pdf, rendered to grey
// pixels and written as a Y4M video), so the journeys read real barcodes.
// Chromium on Linux has no BarcodeDetector: the portal's decoder reads.

const BASE = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const W = 1280;
const H = 720;

/** A PGM (P5) file's width, height and grey bytes. */
function readPgm(bytes: Buffer): { w: number; h: number; px: Buffer } {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[at]))) at++;
    if (bytes[at] === 0x23) {
      while (bytes[at] !== 0x0a) at++;
      continue;
    }
    let f = "";
    while (!/\s/.test(String.fromCharCode(bytes[at]))) f += String.fromCharCode(bytes[at++]);
    fields.push(f);
  }
  at++;
  const [magic, w, h] = [fields[0], Number(fields[1]), Number(fields[2])];
  if (magic !== "P5") throw new Error(`not a PGM: ${magic}`);
  return { w, h, px: bytes.subarray(at, at + w * h) };
}

/** A Y4M video of the label `pdf` in the middle of a light frame. */
function labelVideo(pdf: Buffer, dir: string): string {
  writeFileSync(join(dir, "label.pdf"), pdf);
  execFileSync("pdftoppm", ["-gray", "-r", "300", "-singlefile", join(dir, "label.pdf"), join(dir, "label")]);
  const label = readPgm(readFileSync(join(dir, "label.pgm")));
  const y = Buffer.alloc(W * H, 225);
  const scale = Math.min(1, (W * 0.9) / label.w, (H * 0.9) / label.h);
  const lw = Math.floor(label.w * scale);
  const lh = Math.floor(label.h * scale);
  const x0 = Math.floor((W - lw) / 2);
  const y0 = Math.floor((H - lh) / 2);
  for (let r = 0; r < lh; r++) {
    for (let c = 0; c < lw; c++) {
      y[(y0 + r) * W + x0 + c] = label.px[Math.floor(r / scale) * label.w + Math.floor(c / scale)];
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma, chroma]);
  const file = join(dir, "label.y4m");
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array(10).fill(frame)]));
  return file;
}

/** A browser whose camera films `video`; `deny`: its prompts refused. */
async function browserWithCamera(video: string | null, deny = false): Promise<Browser> {
  const args = [...chromiumLaunch.args, "--use-fake-device-for-media-stream"];
  if (video) args.push(`--use-file-for-fake-video-capture=${video}`);
  args.push(deny ? "--deny-permission-prompts" : "--use-fake-ui-for-media-stream");
  return chromium.launch({ ...chromiumLaunch, args });
}

async function newPage(browser: Browser, width = desktopViewport.width): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: BASE, viewport: { width, height: 800 } });
  return ctx.newPage();
}

/** A part and a video of its shelf label. */
async function filmedPart(page: Page): Promise<{ sku: string; video: string }> {
  await page.goto("/search");
  const sku = (await listedSkus(page))[0];
  const resp = await page.request.get(`/labels.pdf?sku=${encodeURIComponent(sku)}&format=brother-62x29&price=none`);
  expect(resp.status()).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), "dd-scan-"));
  return { sku, video: labelVideo(await resp.body(), dir) };
}

test.describe.configure({ mode: "serial" });

test("a label held to the camera opens its product, as if typed and sent", async ({ page: plain }) => {
  const { sku, video } = await filmedPart(plain);
  const browser = await browserWithCamera(video);
  try {
    const page = await newPage(browser, 390);
    const errors = collectConsoleErrors(page);
    await gotoHydrated(page, "/brands");
    const pressed = Date.now();
    await page.getByRole("button", { name: "Scan", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Scan a barcode" })).toBeVisible();
    await page.waitForURL((u) => u.pathname === `/product/${sku}`, { timeout: 20_000 });
    console.log(`scan: ${Date.now() - pressed} ms from "Scan" to the product's page`);
    await expect(page.locator("body[data-hydrated=true]")).toHaveCount(1);
    const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(over).toBe(0);
    // The code went through the box, as typed: a long EAN in its hint
    // line stays within the phone's width.
    await page.goBack();
    await page.fill("#lookup-q", "5031102003021");
    const typed = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(typed).toBe(0);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("keep scanning adds each part read to the open list, with a count", async ({ page: plain }) => {
  const { sku, video } = await filmedPart(plain);
  const browser = await browserWithCamera(video);
  try {
    const page = await newPage(browser);
    await page.goto("/quotes");
    await page.getByPlaceholder("Mr Patel, MT-09 2021").fill("Shelf count, aisle 3");
    await page.getByRole("button", { name: "Start list" }).click();
    await expect(page.locator("[data-note=created]")).toBeVisible();
    const listUrl = page.url().split("?")[0];
    await page.getByRole("button", { name: "Open this list at the counter" }).click();
    await expect(page.locator("#open-quote")).toBeVisible();
    await gotoHydrated(page, "/brands");
    await page.getByRole("button", { name: "Scan", exact: true }).click();
    const panel = page.getByRole("dialog", { name: "Scan a barcode" });
    await panel.getByLabel("Keep scanning onto the open list").check();
    await expect(panel.getByRole("status")).toContainText(`Added ${sku}`, { timeout: 20_000 });
    await expect(panel.locator(".scan-count")).toHaveText("Scanned: 1");
    // Still on the same page: stock-taking goes on.
    expect(new URL(page.url()).pathname).toBe("/brands");
    await panel.getByRole("button", { name: "Done" }).click();
    await page.waitForLoadState("load");
    await page.goto(listUrl);
    await expect(page.locator(`tr[data-line-sku="${sku}"]`)).toHaveCount(1);
  } finally {
    await browser.close();
  }
});

test("a refused camera and a missing one are said plainly", async () => {
  const refused = await browserWithCamera(null, true);
  try {
    const page = await newPage(refused);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Scan", exact: true }).click();
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText(/The camera was refused/);
  } finally {
    await refused.close();
  }
  // Allowed, but this machine has no camera of its own.
  const none = await chromium.launch({
    ...chromiumLaunch,
    args: [...chromiumLaunch.args, "--use-fake-ui-for-media-stream"],
  });
  try {
    const page = await newPage(none);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Scan", exact: true }).click();
    await expect(page.getByRole("dialog").getByRole("status")).toHaveText(/No camera was found/);
  } finally {
    await none.close();
  }
});
