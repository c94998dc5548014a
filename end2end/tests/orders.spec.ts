import { test, expect } from "@playwright/test";
import net from "node:net";
import { Portal } from "./portal";
import { collectConsoleErrors, fitsAndPasses, listedSkus, uniquePhone } from "./helpers";

// A special order from quote to collection, on a portal of its own whose
// shop emails customers through a local SMTP sink started here: a quote for
// a customer, ordered for them with a deposit, ordered from the supplier
// with a reference, arrived (the customer emailed in their language with
// the balance and the shop's hours), and collected with the balance; on a
// shop's screen and on a phone.

interface Sink {
  port: number;
  messages: string[];
  close: () => void;
}

/** An SMTP server that takes every message and keeps its text. */
function smtpSink(): Promise<Sink> {
  const messages: string[] = [];
  const server = net.createServer((sock) => {
    sock.write("220 sink ESMTP\r\n");
    let buf = "";
    let inData = false;
    let text = "";
    sock.on("data", (d) => {
      buf += d.toString("utf8");
      for (let at = buf.indexOf("\r\n"); at >= 0; at = buf.indexOf("\r\n")) {
        const line = buf.slice(0, at);
        buf = buf.slice(at + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push(text);
            text = "";
            sock.write("250 kept\r\n");
          } else {
            text += `${line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") sock.write("250 sink\r\n");
        else if (verb === "DATA") {
          inData = true;
          sock.write("354 go on\r\n");
        } else if (verb === "QUIT") {
          sock.write("221 bye\r\n");
          sock.end();
        } else sock.write("250 ok\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        messages,
        close: () => server.close(),
      }),
    ),
  );
}

/** A day `days` from today, as a date field takes it. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

test.describe("a special order", () => {
  test.describe.configure({ mode: "serial" });
  let portal: Portal | undefined;
  let sink: Sink | undefined;
  let BASE = "";

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    sink = await smtpSink();
    portal = new Portal({
      offset: 10,
      name: "orders",
      env: {
        DEMO_PRODUCTS: "300",
        WATCH_EMAIL_SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        WATCH_EMAIL_FROM: "Dealer Desk <desk@shop.example>",
        WATCH_EMAIL_TO: "Parts <parts@shop.example>",
        SHOP_HOURS: "Mon-Sat 9-17",
      },
      indexReady: true,
    });
    BASE = portal.base;
    await portal.start();
  });

  test.afterAll(async () => {
    await portal?.remove();
    sink?.close();
  });

  for (const width of [1366, 390]) {
    test(`goes from quote to collection, the customer emailed on arrival, at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const errors = collectConsoleErrors(page);
      const name = `Olga Order ${width} ${Date.now().toString(36)}`;
      const email = `olga${width}.${Date.now().toString(36)}@example.test`;

      // The customer, with an email address, and a quote for them.
      await page.goto(`${BASE}/customers?new=1`);
      const form = page.locator("form.customer-form");
      await form.getByLabel("Name").fill(name);
      await form.getByLabel("Phone").fill(uniquePhone());
      await form.getByLabel("Email").fill(email);
      await form.getByRole("button", { name: "Save customer" }).click();
      await expect(page.locator("[data-cnote=created]")).toBeVisible();
      await page.getByRole("button", { name: "Start a quote for them" }).click();
      await expect(page.locator("[data-cnote=quote-set]")).toBeVisible();
      const listUrl = page.url().split("?")[0];
      await page.goto(`${BASE}/search?sort=name`);
      const sku = (await listedSkus(page))[0];
      await page.getByRole("button", { name: `Add to quote: ${sku}` }).click();
      await expect(page.locator("#open-quote")).toBeVisible();

      // Ordered for them with half down in cash.
      await page.goto(listUrl);
      await page.getByRole("link", { name: "Order for the customer" }).click();
      await expect(page.locator(`input[name=line][value="${sku}"]`)).toBeChecked();
      await fitsAndPasses(page, `the order form at ${width} px`);
      await page.getByLabel("Deposit").fill("50%");
      await page.getByLabel("Cash").check();
      await expect(page.getByLabel("Email the customer when a part arrives")).toBeChecked();
      await page.getByRole("button", { name: "Take the deposit and order" }).click();
      await expect(page.locator("[data-onote=made]")).toBeVisible();
      const order = (await page.locator("h1[data-order-id]").getAttribute("data-order-id")) ?? "";
      expect(order).toMatch(/^SO-[0-9A-Z]{6}$/);
      const total = Number(await page.locator("[data-order-total]").getAttribute("data-order-total"));
      const due = Number(await page.locator("[data-order-due]").getAttribute("data-order-due"));
      expect(due).toBe(total - Math.round(total / 2));
      await fitsAndPasses(page, `the new order at ${width} px`);

      // Ordered from the supplier with its reference and the day expected.
      const line = page.locator('tr[data-order-line="0"]');
      await line.getByLabel("Supplier's order reference").fill(`PO-${width}`);
      await line.getByLabel("Expected on").fill(dayFromNow(3));
      await line.getByRole("button", { name: "Ordered" }).click();
      await expect(page.locator("[data-onote=moved]")).toBeVisible();
      await expect(line.locator("[data-line-state=ordered]")).toBeVisible();
      await expect(line).toContainText(`PO-${width}`);

      // Arrived: the customer is emailed at once.
      await line.getByLabel("Kept where").fill("Shelf B3");
      await line.getByRole("button", { name: "Arrived" }).click();
      await expect(page.locator("[data-onote=emailed]")).toBeVisible();
      await expect
        .poll(() => sink!.messages.find((m) => m.includes(`To: ${email}`)) ?? "", { timeout: 10_000 })
        .toContain(order);
      const mail = sink!.messages.find((m) => m.includes(`To: ${email}`)) ?? "";
      expect(mail).toContain("Mon-Sat 9-17");
      await expect(line).toContainText("Shelf B3");

      // The orders' page has it waiting to be collected.
      await page.goto(`${BASE}/orders`);
      await expect(page.locator(`table[data-section=arrived] tr[data-order-row="${order}"]`)).toBeVisible();
      await fitsAndPasses(page, `the orders at ${width} px`);

      // Collected as a sale: the collection page takes what the deposit
      // leaves, and its invoice shows the deposit as paid before.
      await page.goto(`${BASE}/orders/${order}`);
      await line.getByRole("link", { name: /^Collected: take / }).click();
      await expect(page.locator(`h1[data-collect-order="${order}"]`)).toBeVisible();
      const left = Number(await page.locator("[data-collect-due]").getAttribute("data-collect-due"));
      expect(left).toBe(due);
      await fitsAndPasses(page, `the collection at ${width} px`);
      await page.getByRole("button", { name: "All by card" }).click();
      await expect(page.locator("[data-sale-done=sold]")).toBeVisible();
      await expect(page.locator("[data-paid-before=cash]")).toBeVisible();
      await expect(page.locator(`[data-invoice-order="${order}"]`)).toBeVisible();
      await fitsAndPasses(page, `the collection's invoice at ${width} px`);
      const invoice = await page.request.get(page.url().replace(/\?.*$/, "") + "/invoice.pdf");
      expect(invoice.status()).toBe(200);
      await page.goto(`${BASE}/orders/${order}`);
      await expect(line.locator("[data-line-state=collected]")).toBeVisible();
      await expect(page.locator("[data-order-due]")).toHaveAttribute("data-order-due", "0");
      const receipt = await page.request.get(`${BASE}/orders/${order}/receipt.pdf`);
      expect(receipt.status()).toBe(200);
      expect(receipt.headers()["content-type"]).toBe("application/pdf");
      expect(errors).toEqual([]);
    });
  }
});
