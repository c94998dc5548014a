import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { collectConsoleErrors } from "./helpers";
import { Portal, portalBinary } from "./portal";

// Staff sign-in, in a browser. The main portal under test runs open, so this
// journey starts a second portal (the same release binary, on the demo
// catalogue) with a users file, on the main port + 5.
const PASSWORD = "gear-lever-7";

test.describe("staff sign-in", () => {
  test.describe.configure({ mode: "serial" });
  let portal: Portal | undefined;
  let BASE = "";

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const hash = execFileSync(portalBinary(), ["hash-password"], { input: `${PASSWORD}\n` }).toString().trim();
    portal = new Portal({ offset: 5, name: "signin" });
    const users = path.join(portal.dir, "users");
    fs.writeFileSync(users, `# counter staff\nanna:${hash}\n`);
    portal.env.DEALER_DESK_USERS_FILE = users;
    BASE = portal.base;
    await portal.start();
  });

  test.afterAll(async () => {
    await portal?.remove();
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
