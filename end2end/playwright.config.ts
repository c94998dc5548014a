import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch, desktopViewport } from "./browser";

// The portal is started by `cargo leptos end-to-end` on 127.0.0.1:3000 with
// the embedded demo catalogue; these tests only drive a browser against it.
export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  timeout: 30_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // The JSON summary lets scripts/test.sh check that the journeys really ran
  // (a server build that fails must not pass for an empty run).
  reporter: [["list"], ["json", { outputFile: process.env.E2E_RESULTS ?? "test-results/results.json" }]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://127.0.0.1:3000",
    actionTimeout: 8_000,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /supplier-calls\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: desktopViewport,
        launchOptions: chromiumLaunch,
      },
    },
    {
      // Counts supplier calls from /metrics: alone, after everything else.
      name: "supplier-calls",
      testMatch: /supplier-calls\.spec\.ts/,
      dependencies: ["chromium"],
      fullyParallel: false,
      use: {
        ...devices["Desktop Chrome"],
        viewport: desktopViewport,
        launchOptions: chromiumLaunch,
      },
    },
  ],
});
