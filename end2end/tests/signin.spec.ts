import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { collectConsoleErrors, turnOnSecondFactor } from "./helpers";
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
    fs.writeFileSync(users, `# counter staff, and the owner\nanna:${hash}:staff\nolu:${hash}\n`);
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

  test("an owner adds an account; its person signs in once with the one-time password, chooses their own and sets a second factor up", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${BASE}/login`);
    await page.getByLabel("Username").fill("olu");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    // An owner signs in with a second factor: set up first.
    await expect(page).toHaveURL(`${BASE}/account/two-factor`);
    await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    await turnOnSecondFactor(page);
    await expect(page.locator(".access-bar")).toContainText("Signed in as olu");
    await page.getByRole("link", { name: "Staff", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Staff accounts" })).toBeVisible();

    const add = page.locator("form.staff-add-form");
    await add.getByLabel("Name").fill("kim");
    await add.getByLabel("Role").selectOption("manager");
    await add.getByRole("button", { name: "Add account" }).click();
    await expect(page.locator("[data-staff-done]")).toContainText("Account “kim” added.");
    const once = (await page.locator("[data-one-time]").textContent())?.trim() ?? "";
    expect(once).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const kim = page.locator("li[data-account=kim]");
    await expect(kim).toContainText("One-time password not used yet");
    await expect(kim).toContainText("manager");

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.getByLabel("Username").fill("kim");
    await page.getByLabel("Password").fill(once);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${BASE}/account/password`);
    await expect(page.getByRole("heading", { name: "Choose your own password" })).toBeVisible();
    // Nowhere else until it is chosen.
    await page.goto(`${BASE}/search`);
    await expect(page).toHaveURL(`${BASE}/account/password`);
    await page.getByLabel("New password", { exact: true }).fill("kickstand and chain");
    await page.getByLabel("New password again").fill("kickstand and chain");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByRole("heading", { name: "Password saved" })).toBeVisible();
    await page.getByRole("link", { name: "Go on to the portal" }).click();
    // A manager: a second factor next, then the portal.
    await expect(page).toHaveURL(`${BASE}/account/two-factor`);
    await turnOnSecondFactor(page);
    await expect(page.locator("body[data-hydrated=true]")).toHaveCount(1, { timeout: 15_000 });
    await expect(page.locator(".access-bar")).toContainText("Signed in as kim");
    // The reports, not the staff page.
    await expect(page.getByRole("link", { name: "Lost sales" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Staff", exact: true })).toHaveCount(0);
    // The failed and refused answers are on purpose; anything else is a fault.
    expect(errors.filter((e) => !/status of (401|403)/.test(e))).toEqual([]);
  });
});
