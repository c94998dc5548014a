import { expect, Page, ConsoleMessage } from "@playwright/test";

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
