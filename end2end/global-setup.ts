import { request } from "@playwright/test";

// Lists and search use the catalogue index once its first full sync has
// finished (a few seconds on the demo catalogue). Wait for it, so every
// journey sees the same, settled portal. Nothing else is asked for first:
// the first journeys meet the portal's first renders and its files cold,
// as a person on a freshly started portal does (a cold portal's first
// page hydrates within a second: `bench/cold.mjs`).

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
