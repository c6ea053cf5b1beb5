import type { Browser } from "playwright";
import { afterAll, beforeAll, test } from "vitest";
import { freePort, startDemoAgent } from "../../scripts/demoAgentProcess.mjs";
import { launchChromium } from "../installed/browser";
import { RELOAD_AT, record, reloadWhen, send, shown, storedThread } from "./resumable/page";
import { startBalancer, startExample } from "./resumable/servers";

let browser: Browser; let agent: any; let lb: any; let app: any;
beforeAll(async () => {
  agent = await startDemoAgent({ port: await freePort(), paceMs: 30 });
  lb = await startBalancer([agent.url]);
  app = await startExample("vite-proxy", lb.url);
  browser = await launchChromium();
}, 120_000);
afterAll(async () => { await browser?.close(); await app?.server.close(); await lb?.close(); await agent?.stop(); });

test("scratch", { timeout: 60_000 }, async () => {
  const ctx = await browser.newContext(); await record(ctx); const page = await ctx.newPage();
  page.on("console", (m) => console.log("CONSOLE", m.type(), m.text()));
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
  page.on("request", (r) => { if (r.url().includes("/api/")) console.log("REQ", r.method(), r.url(), JSON.stringify(r.headers()["last-event-id"])); });
  page.on("response", (r) => { if (r.url().includes("/api/")) console.log("RES", r.status(), r.url()); });
  await page.goto(app.origin);
  await page.locator('[data-rui="composer"]').waitFor();
  const before = await storedThread(page).catch(() => "err");
  console.log("BEFORE", JSON.stringify(before));
  await reloadWhen(page, RELOAD_AT[process.env.H5_POINT as keyof typeof RELOAD_AT ?? "mid-reasoning"]);
  await send(page, process.env.H5_TEXT ?? "a summary please");
  await new Promise((r) => setTimeout(r, 8000));
  console.log("SHOWN", await shown(page));
  const t = await storedThread(page);
  console.log("STORED", JSON.stringify({ openRun: t?.openRun, runs: t?.runs, reasoning: t?.reasoning, msgs: t?.messages.map((m) => [m.role, String(m.content).slice(0, 40)]) }));
  console.log("LOG", JSON.stringify(lb.log));
  console.log("HTML", (await page.locator('[data-rui="message-list"]').innerText()).slice(0, 2000));
});
