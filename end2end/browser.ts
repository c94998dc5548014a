// The Chromium every browser run uses (the journeys and the benchmark):
// Debian's own build, headless, without the background traffic that would
// blur timings or reach outside this machine.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export const desktopViewport = { width: 1366, height: 768 };
