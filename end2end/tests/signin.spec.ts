import { test, expect } from "@playwright/test";
import { ChildProcess, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { binary, collectConsoleErrors, startPortal } from "./helpers";

// Staff sign-in, in a browser. The main portal under test runs open, so this
// journey starts a second portal (the same release binary, on the demo
// catalogue) with a users file, on the main port + 5.
const mainPort = Number(new URL(process.env.BASE_URL ?? "http://127.0.0.1:3000").port || 3000);
const PORT = mainPort + 5;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "gear-lever-7";

test.describe("staff sign-in", () => {
  test.describe.configure({ mode: "serial" });
  let server: ChildProcess | undefined;
  let dir = "";

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const bin = binary();
    const hash = execFileSync(bin, ["hash-password"], { input: `${PASSWORD}\n` }).toString().trim();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "dd-signin-"));
    const users = path.join(dir, "users");
    fs.writeFileSync(users, `# counter staff\nanna:${hash}\n`);
    server = await startPortal(PORT, {
      DEALER_DESK_USERS_FILE: users,
      DEMO_PRODUCTS: "500",
      // Its own catalogue index, apart from the main portal's.
      DEALER_DESK_DATA_DIR: path.join(dir, "data"),
    });
  });

  test.afterAll(() => {
    server?.kill();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("an anonymous visitor signs in, lands where they were going, and signs out", async ({ page, context }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${BASE}/categories`);
    await expect(page).toHaveURL(`${BASE}/login?next=%2Fcategories`);
    await expect(page.getByRole("heading", { name: "Sign in to Dealer Desk" })).toBeVisible();

    await page.getByLabel("Username").fill("anna");
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Wrong username or password.");

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${BASE}/categories`);
    await expect(page.locator("body[data-hydrated=true]")).toHaveCount(1, { timeout: 15_000 });
    await expect(page.locator(".access-bar")).toContainText("Signed in as anna");

    const session = (await context.cookies(BASE)).find((c) => c.name === "dd_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");

    // Server functions answer for the signed-in browser: the lookup box works.
    await page.getByLabel("SKU or search").fill("kit");
    await page.getByLabel("SKU or search").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=kit/);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${BASE}/login`);
    await page.goto(`${BASE}/`);
    await expect(page).toHaveURL(`${BASE}/login`);
    const anon = await page.request.post(`${BASE}/api/categories`, { data: {} });
    expect(anon.status()).toBe(401);
    // The failed sign-in answers 401 on purpose; anything else is a fault.
    expect(errors.filter((e) => !e.includes("status of 401"))).toEqual([]);
  });
});
