/**
 * examples/vite in its development server (React StrictMode on, as create-vite's `main.tsx` has it: every effect
 * runs twice), two tabs of one profile (issue 30): opening the second must not put the first into `conflict`, and
 * the first tab's next turn is saved. The production build is driven through the same scenario in
 * test/installed/twoTabs.test.ts. Workspace packages resolve to their sources here (no build needed).
 */
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, test } from "vitest";
import { alias } from "../../.storybook/aliases.mjs";
import { freePort, startDemoAgent } from "../../scripts/demoAgentProcess.mjs";
import { launchChromium } from "../installed/browser";
import { twoTabs } from "../installed/twoTabs";

const root = fileURLToPath(new URL("../../examples/vite", import.meta.url));
let browser: Browser;
let server: ViteDevServer;
let agent: Awaited<ReturnType<typeof startDemoAgent>>;
let origin = "";

beforeAll(async () => {
  agent = await startDemoAgent({ port: await freePort(), paceMs: 0 });
  process.env.AGENT_URL = agent.url; // read by examples/vite/vite.config.ts
  server = await createServer({ root, configFile: `${root}/vite.config.ts`, resolve: { alias }, server: { host: "127.0.0.1", port: await freePort(), strictPort: true }, logLevel: "warn" });
  await server.listen();
  origin = server.resolvedUrls!.local[0]!.replace(/\/$/, "");
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await agent?.stop();
});

test("dev server, StrictMode: a second tab leaves the first saving its turns; the second follows it", { timeout: 120_000 }, () => twoTabs(browser, origin));
