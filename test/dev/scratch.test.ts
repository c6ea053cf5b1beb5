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
  await send(page, "a summary please");
  await page.waitForFunction(RELOAD_AT["mid-answer"], undefined, { timeout: 30_000 });
  for (;;) { const t = await storedThread(page).catch(() => undefined); if (t?.openRun?.lastEventId) break; }
  await page.evaluate(() => { sessionStorage.setItem("probe", "1"); addEventListener("pagehide", () => sessionStorage.setItem("probe-hide", String(Date.now()))); });
  await page.goto(`${app.origin}/away.txt`);
  const t = await storedThread(page);
  console.log("STORED", JSON.stringify({ openRun: t?.openRun, runs: t?.runs, reasoning: t?.reasoning, msgs: t?.messages.map((m) => [m.role, String(m.content).slice(0, 40)]) }));
  const note = await page.evaluate(() => sessionStorage.getItem("reasoning-ui:unsaved"));
  const n = note && JSON.parse(note);
  console.log("NOTE", n && JSON.stringify({ notedAt: n.notedAt, rev: n.revision, openRun: n.thread.openRun, reasoning: n.thread.reasoning, msgs: n.thread.messages.map((m: any) => [m.role, String(m.content).slice(0, 40)]) }));
  console.log("SHOWN", await page.evaluate(() => sessionStorage.getItem("h5debug")));
});
