import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunch, desktopViewport } from "../end2end/browser";

// Only the benchmark's browser timing; the portal is started by bench/run.sh.
export default defineConfig({
  testDir: "./journey",
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://127.0.0.1:3200",
    actionTimeout: 10_000,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        viewport: desktopViewport,
        launchOptions: chromiumLaunch,
      },
    },
  ],
});
