import { request } from "@playwright/test";

// Lists and search use the catalogue index once its first full sync has
// finished (a few seconds on the demo catalogue). Wait for it, so every
// journey sees the same, settled portal; then ask once for the pages the
// first journeys open and the files they load, so no journey pays for the
// portal's first renders and the supplier's first answers on a cold machine.

async function warm(ctx: Awaited<ReturnType<typeof request.newContext>>) {
  const home = await ctx.get("/");
  const html = await home.text();
  const files = [...html.matchAll(/(?:href|src)="(\/pkg\/[^"]+)"/g)].map((m) => m[1]);
  const wasm = files
    .filter((f) => f.endsWith(".js"))
    .map((f) => f.replace(/\.js$/, ".wasm"));
  for (const path of ["/categories", "/brands", "/bikes", "/search", "/stock", ...files, ...wasm]) {
    await ctx.get(path).catch(() => undefined);
  }
}

export default async function globalSetup() {
  const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
  const ctx = await request.newContext({ baseURL: base });
  const deadline = Date.now() + 120_000;
  let last = "";
  while (Date.now() < deadline) {
    try {
      const resp = await ctx.get("/healthz");
      if (resp.ok()) {
        const body = await resp.json();
        if (body?.index?.ready === true) {
          await warm(ctx);
          await ctx.dispose();
          return;
        }
        last = JSON.stringify(body?.index ?? body);
      }
    } catch (e) {
      last = String(e);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await ctx.dispose();
  throw new Error(`the catalogue index did not become ready: ${last}`);
}
