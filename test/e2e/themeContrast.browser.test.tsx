/**
 * Theme model (issue 21 item 3), in real Chromium: the README's Quick start is axe color-contrast clean on a plain
 * white page and on a plain dark page (`body { background: #111; color: #eee }`, no attribute), under both OS
 * colour schemes, and with `data-theme="dark"` / `class="dark"` on <html>. The palette follows the page (light
 * unless an ancestor says dark; `data-theme="system"` follows the OS), and every kit root paints its own surface.
 */
import { cleanup, render } from "@testing-library/react";
import axe from "axe-core";
import "@reasoning-ui/react/styles.css";
import "@reasoning-ui/react/markdown.css";
import { afterEach, describe, expect, test } from "vitest";
import { commands } from "vitest/browser";
import { AgentProvider, Composer, MessageList, MessageListViewport, ReasoningMessage, ToolCallView } from "@reasoning-ui/react";
import { ReasoningTimeline } from "@reasoning-ui/react/steps";
import { QuickStart, conversationStore } from "./support/conversation";

declare module "vitest/browser" {
  interface BrowserCommands {
    setColorScheme: (scheme: "light" | "dark") => Promise<void>;
  }
}

const pageStyle = document.createElement("style");
document.head.append(pageStyle);

afterEach(async () => {
  cleanup();
  pageStyle.textContent = "";
  document.documentElement.removeAttribute("data-theme");
  document.documentElement.classList.remove("dark");
  await commands.setColorScheme("light");
});

async function contrastViolations(root: Element) {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const result = await axe.run(root, { runOnly: { type: "rule", values: ["color-contrast"] }, resultTypes: ["violations"] });
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`));
}

const bg = (el: Element) => getComputedStyle(el).backgroundColor;
const WHITE = "rgb(255, 255, 255)";
const DARK_BG = "rgb(27, 27, 31)"; // --rui-color-bg of the dark palette (#1b1b1f)

const pages = {
  "a plain white page": { css: "", attr: undefined, expectBg: WHITE },
  "a plain dark page without any attribute": { css: "body { background: #111; color: #eee; }", attr: undefined, expectBg: WHITE },
  'a dark page with <html data-theme="dark">': { css: "body { background: #111; color: #eee; }", attr: "data-theme", expectBg: DARK_BG },
  'a dark page with <html class="dark">': { css: "body { background: #111; color: #eee; }", attr: "class", expectBg: DARK_BG },
} as const;

describe.each([
  ["light", true],
  ["dark", true],
  ["light", false],
  ["dark", false],
] as const)("OS colour scheme %s (the literal Quick start: %s; else with markdown and copy buttons)", (scheme, literal) => {
  test.each(Object.entries(pages))("the Quick start on %s is axe color-contrast clean", async (_name, page) => {
    await commands.setColorScheme(scheme);
    expect(matchMedia("(prefers-color-scheme: dark)").matches).toBe(scheme === "dark");
    pageStyle.textContent = page.css;
    if (page.attr === "data-theme") document.documentElement.setAttribute("data-theme", "dark");
    if (page.attr === "class") document.documentElement.classList.add("dark");
    const { getByTestId } = render(<QuickStart store={conversationStore()} literal={literal} />);
    const app = getByTestId("app");
    expect(app.querySelectorAll('[data-rui="reasoning"], [data-rui="tool-call"]').length).toBeGreaterThanOrEqual(5);
    expect(await contrastViolations(document.body)).toEqual([]);
    // The palette follows the page, not the OS; the list and the composer paint their own surface.
    expect(bg(app.querySelector('[data-rui="message-list-viewport"]')!)).toBe(page.expectBg);
    expect(bg(app.querySelector('[data-rui="composer"]')!)).toBe(page.expectBg);
  });
});

test('data-theme="system" follows the OS: dark palette under a dark OS, light under a light one', async () => {
  document.documentElement.setAttribute("data-theme", "system");
  const { getByTestId } = render(<QuickStart store={conversationStore()} />);
  const viewport = getByTestId("app").querySelector('[data-rui="message-list-viewport"]')!;
  await commands.setColorScheme("dark");
  expect(bg(viewport)).toBe(DARK_BG);
  expect(await contrastViolations(document.body)).toEqual([]);
  await commands.setColorScheme("light");
  expect(bg(viewport)).toBe(WHITE);
});

test("a page dark through color-scheme alone gets the dark palette; `light dark` follows the OS; data-theme still decides below it", async () => {
  pageStyle.textContent = "html { color-scheme: dark; } body { background: #111; color: #eee; }";
  const store = conversationStore();
  const { container } = render(
    <div>
      <QuickStart store={store} height={400} literal />
      <div data-theme="light">
        <QuickStart store={store} height={400} literal />
      </div>
    </div>,
  );
  const [page, light] = container.querySelectorAll('[data-rui="message-list-viewport"]');
  expect(bg(page!)).toBe(DARK_BG);
  expect(getComputedStyle(page!).colorScheme).toBe("dark");
  expect(bg(light!)).toBe(WHITE);
  expect(await contrastViolations(container)).toEqual([]);

  pageStyle.textContent = "html { color-scheme: light dark; }";
  await commands.setColorScheme("dark");
  expect(bg(page!)).toBe(DARK_BG);
  expect(await contrastViolations(container)).toEqual([]);
  await commands.setColorScheme("light");
  expect(bg(page!)).toBe(WHITE);
});

test("the nearest ancestor decides: light inside a dark page is light, dark inside it dark, system follows the OS", async () => {
  document.documentElement.classList.add("dark");
  const store = conversationStore();
  const { container } = render(
    <div data-theme="light">
      <QuickStart store={store} height={400} />
      <div data-theme="dark">
        <QuickStart store={store} height={400} />
        <div data-theme="system">
          <QuickStart store={store} height={400} />
        </div>
      </div>
    </div>,
  );
  const [light, dark, system] = container.querySelectorAll('[data-rui="composer"]');
  expect(bg(light!)).toBe(WHITE);
  expect(bg(dark!)).toBe(DARK_BG);
  expect(bg(system!)).toBe(WHITE); // the OS is light here, though every ancestor above says dark
  expect(await contrastViolations(container)).toEqual([]);
});

describe.each(["light", "dark"] as const)("OS colour scheme %s", (scheme) => {
  test.each([
    ["a plain dark page without any attribute", undefined],
    ['a dark page with data-theme="dark"', "dark"],
  ] as const)("standalone parts (ReasoningMessage, ToolCallView, ReasoningTimeline) on %s paint their own surface", async (_name, theme) => {
    await commands.setColorScheme(scheme);
    pageStyle.textContent = "body { background: #111; color: #eee; }";
    if (theme) document.documentElement.setAttribute("data-theme", theme);
    const store = conversationStore();
    const { container } = render(
      <div>
        <ReasoningMessage store={store} messageId="r1-reasoning-1" />
        <ReasoningMessage store={store} messageId="r2-reasoning-1" />
        <ReasoningMessage store={store} messageId="r3-reasoning-1" />
        <ToolCallView name="get_weather" args='{"city":"Paris"}' result='{"rain":0.7}' />
        <ToolCallView name="get_weather" args='{"city":"Lyon"}' status="running" hasEncryptedReasoning />
        <ReasoningTimeline store={store} turn="r1-answer" defaultOpen />
      </div>,
    );
    expect(container.querySelectorAll('[data-rui="reasoning"]')).toHaveLength(3);
    expect(container.querySelectorAll('[data-rui="timeline"]')).toHaveLength(1);
    expect(await contrastViolations(document.body)).toEqual([]);
  });
});

test("unstyled output paints nothing: no background or colour of the kit's", () => {
  pageStyle.textContent = "body { background: #111; color: #eee; }";
  const { container } = render(
    <AgentProvider store={conversationStore()} unstyled>
      <MessageListViewport>
        <MessageList />
      </MessageListViewport>
      <Composer onSend={() => {}} />
    </AgentProvider>,
  );
  const viewport = container.querySelector('[data-rui="message-list-viewport"]')!;
  expect(viewport).not.toHaveAttribute("data-rui-styled");
  expect(bg(viewport)).toBe("rgba(0, 0, 0, 0)");
  expect(getComputedStyle(container.querySelector('[data-rui="composer"]')!).color).toBe("rgb(238, 238, 238)");
});
