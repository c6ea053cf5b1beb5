/**
 * examples/vite as built for production (`vite preview`): the two-tab scenario of ./twoTabs.ts. The same scenario
 * runs in the development server under React StrictMode in test/dev/strictModeTabs.test.ts.
 */
import type { Browser } from "playwright";
import { afterAll, beforeAll, test } from "vitest";
import { exampleUrl, launchChromium } from "./browser";
import { twoTabs } from "./twoTabs";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

test("production build: a second tab leaves the first saving its turns; the second follows it", { timeout: 120_000 }, () => twoTabs(browser, exampleUrl("vite")));
