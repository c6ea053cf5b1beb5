/**
 * Layout details of issue 21 item 8, in real Chromium: at 1280 px the composer lines up with the message column
 * (same width and centre as the answers' text), and a copy button adds no row under an answer — it takes no room
 * until the answer is hovered or the button focused, and is reachable by keyboard and visible on focus. A running
 * tool call's "Running…" never fades: a dot before it pulses instead (issue 21 item 6).
 */
import { cleanup, render } from "@testing-library/react";
import { AgentProvider, MessageList, ToolCallView } from "@reasoning-ui/react";
import { markdownRenderText } from "@reasoning-ui/react/markdown";
import "@reasoning-ui/react/styles.css";
import "@reasoning-ui/react/markdown.css";
import { afterEach, expect, test } from "vitest";
import { page, userEvent } from "vitest/browser";
import { QuickStart, conversationStore } from "./support/conversation";

afterEach(cleanup);

const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

test("at 1280 px the composer is exactly as wide as the message column, and centred with it", async () => {
  await page.viewport(1280, 800);
  const { getByTestId } = render(<QuickStart store={conversationStore()} height={800} />);
  await frames();
  const app = getByTestId("app");
  const list = app.querySelector<HTMLElement>('[data-rui="message-list"]')!;
  const cs = getComputedStyle(list);
  const box = list.getBoundingClientRect();
  const column = { left: box.left + parseFloat(cs.paddingLeft), right: box.right - parseFloat(cs.paddingRight) };
  const composer = app.querySelector('[data-rui="composer"]')!.getBoundingClientRect();
  expect(Math.abs(composer.left - column.left)).toBeLessThanOrEqual(1);
  expect(Math.abs(composer.right - column.right)).toBeLessThanOrEqual(1);
  // The answers' text starts at the column's edge too.
  const answer = app.querySelector('[data-rui="message"][data-role="assistant"] [data-rui="message-content"]')!.getBoundingClientRect();
  expect(Math.abs(answer.left - column.left)).toBeLessThanOrEqual(1);
  // A gap under the composer (and the safe-area inset on phones that have one).
  expect(parseFloat(getComputedStyle(app.querySelector('[data-rui="composer"]')!).marginBottom)).toBeGreaterThan(0);
  // In a thread this wide an answer's copy button sits in the margin beside the column, over no text.
  const content = app.querySelector<HTMLElement>('[data-rui="message"][data-role="assistant"] [data-rui="message-content"]')!;
  await userEvent.hover(content);
  const row = content.querySelector('[data-rui="copy-row"]')!;
  await expect.poll(() => getComputedStyle(row).opacity).toBe("1");
  expect(row.getBoundingClientRect().left).toBeGreaterThanOrEqual(column.right);
});

const renderText = markdownRenderText({ copy: true });
const plainText = markdownRenderText();

test("a copy button adds no row under an answer, shows on hover and on keyboard focus", async () => {
  await page.viewport(1280, 800);
  const store = conversationStore();
  const { container } = render(
    <div style={{ display: "flex", gap: 20 }}>
      <AgentProvider store={store}>
        <div data-testid="with-copy" style={{ flex: 1 }}>
          <MessageList renderText={renderText} />
        </div>
        <div data-testid="without" style={{ flex: 1 }}>
          <MessageList renderText={plainText} />
        </div>
      </AgentProvider>
    </div>,
  );
  await frames();
  const answers = (id: string) => [...container.querySelectorAll<HTMLElement>(`[data-testid="${id}"] [data-rui="message"][data-role="assistant"] [data-rui="message-content"]`)];
  const withCopy = answers("with-copy");
  const without = answers("without");
  expect(withCopy.length).toBeGreaterThanOrEqual(3);
  withCopy.forEach((el, i) => expect(el.getBoundingClientRect().height).toBe(without[i]!.getBoundingClientRect().height));

  const row = withCopy[0]!.querySelector<HTMLElement>('[data-rui="copy-row"]')!;
  expect(getComputedStyle(row).opacity).toBe("0");
  await userEvent.hover(withCopy[0]!);
  await expect.poll(() => getComputedStyle(row).opacity).toBe("1");
  await userEvent.unhover(withCopy[0]!);
  await expect.poll(() => getComputedStyle(row).opacity).toBe("0");

  // Keyboard: Tab reaches the button (a real <button>), and focus shows it.
  const button = row.querySelector<HTMLButtonElement>('[data-rui="copy-button"]')!;
  button.focus();
  expect(document.activeElement).toBe(button);
  expect(button.tabIndex).toBe(0);
  await expect.poll(() => getComputedStyle(row).opacity).toBe("1");
  const rect = button.getBoundingClientRect();
  expect(rect.width).toBeGreaterThanOrEqual(24);
  expect(rect.height).toBeGreaterThanOrEqual(24);
});

test('"Running…" keeps full opacity: the pulse is on a dot before it, not on the words', async () => {
  const { container } = render(<ToolCallView name="get_weather" args='{"city":"Paris"}' status="running" />);
  const status = container.querySelector<HTMLElement>('[data-rui="tool-call-status"]')!;
  expect(status).toHaveTextContent("Running");
  expect(getComputedStyle(status).animationName).toBe("none");
  expect(getComputedStyle(status).opacity).toBe("1");
  expect(getComputedStyle(status, "::before").animationName).toBe("rui-pulse");
  for (const el of container.querySelectorAll("*")) {
    const cs = getComputedStyle(el);
    if (cs.animationName !== "none" && el.textContent?.trim()) throw new Error(`text animates: ${el.getAttribute("data-rui")}`);
  }
});
