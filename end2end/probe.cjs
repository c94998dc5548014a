const { chromium } = require("@playwright/test");
(async () => {
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  const page = await browser.newPage({ viewport: { width: Number(process.argv[3] || 390), height: 800 } });
  await page.goto(process.argv[2]);
  const out = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    const res = [];
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.right > w + 1 && !Array.from(el.children).some((c) => c.getBoundingClientRect().right > w + 1)) {
        res.push(`${el.tagName.toLowerCase()}.${el.className} w=${Math.round(r.width)} right=${Math.round(r.right)} text=${(el.textContent||"").slice(0,40)}`);
      }
    }
    return [document.documentElement.scrollWidth - w, ...res.slice(0, 15)];
  });
  console.log(out.join("\n"));
  await browser.close();
})();
