/**
 * What the installed project's browser tests share: one way to launch Debian's Chromium, the example apps'
 * origins (or why the Next.js one is missing), a chat turn, and axe-core run inside the page.
 */
import { createRequire } from "node:module";
import { type Browser, type Page, chromium } from "playwright";
import { expect, inject } from "vitest";
import { chromiumPath } from "../../vitest.browser";

/** Chromium as the tests run it; `extraArgs` e.g. `--host-resolver-rules=…`. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", ...extraArgs],
  });
}

/** The example app's origin; for Next.js, fails with `next build`'s output when the build failed. */
export function exampleUrl(app: "vite" | "next"): string {
  if (app === "vite") return inject("viteExampleUrl");
  const url = inject("nextExampleUrl");
  expect(url, `examples/nextjs did not build, so it is not served:\n${inject("nextBuildError")}`).not.toBe("");
  return url;
}

/** True for the page's POST to its own `/api/agent`. */
export const isAgentPost = (url: string, method: string) => method === "POST" && new URL(url).pathname === "/api/agent";

/**
 * Sends `text` from the composer and waits until the agent's reply has ended (completely or cut) and the composer
 * is idle again.
 */
export async function turn(page: Page, text: string): Promise<void> {
  const reply = page.waitForResponse((res) => isAgentPost(res.url(), res.request().method()), { timeout: 30_000 });
  const input = page.getByRole("textbox");
  await input.fill(text);
  await input.press("Enter");
  await (await reply).finished();
  await page.locator('[data-rui="composer"]:not([data-running])').waitFor({ timeout: 30_000 });
}

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** axe-core's violations of `rules` on the whole document, as "rule: target (summary)" lines. */
export async function axeViolations(page: Page, rules: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, { runOnly: { type: "rule", values } });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")} (${n.failureSummary?.split("\n").slice(1).join(" ").trim()})`));
  }, rules);
}
