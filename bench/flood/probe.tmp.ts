import { fileURLToPath } from "node:url";
import { chromium } from "playwright";
import { build, preview } from "vite";
import { alias } from "../../.storybook/aliases.mjs";
import { createDemoAgent } from "@reasoning-ui/demo-agent";
const BYTES = 2_000_000;
const root = fileURLToPath(new URL("../../examples/vite", import.meta.url));
const outDir = fileURLToPath(new URL(`../../node_modules/.cache/bench-flood`, import.meta.url));
const agent = createDemoAgent({ port: 0, paceMs: 0, runLog: false });
const { url } = await agent.listen();
process.env.AGENT_URL = url;
if (!process.argv.includes("--nobuild")) await build({ root, configFile: `${root}/vite.config.ts`, logLevel: "error", mode: "production", resolve: { alias }, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });
const server = await preview({ root, configFile: `${root}/vite.config.ts`, logLevel: "error", build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
const origin = `http://127.0.0.1:${(server.httpServer.address() as { port: number }).port}`;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(origin);
await page.route("**/api/agent", async (route) => {
  const body = route.request().postDataJSON() as { forwardedProps?: Record<string, unknown> };
  await route.continue({ postData: JSON.stringify({ ...body, forwardedProps: { ...body.forwardedProps, floodBytes: BYTES } }) });
});
await page.getByRole("textbox").fill("flood");
await page.getByRole("textbox").press("Enter");
for (let i = 0; i < 4; i++) {
  await new Promise((r) => setTimeout(r, 1500));
  console.log(await page.evaluate(`(() => {
    const c = document.querySelector('[data-rui="reasoning-content"]');
    if (!c) return "no content";
    function walk(el, d) { return " ".repeat(d) + "<" + el.tagName.toLowerCase() + " " + (el.getAttribute("data-rui") ?? "") + "> text=" + el.textContent.length + " kids=" + el.children.length + "\\n" + (d < 6 ? Array.from(el.children).slice(-3).map((k) => walk(k, d + 1)).join("") : ""); }
    return walk(c, 0);
  })()`));
}
await browser.close(); await server.close(); await agent.close(); process.exit(0);
