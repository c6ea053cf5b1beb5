/**
 * A theme override beats the kit's palettes wherever it is set, in real Chromium: on the very element that
 * carries data-theme="dark", on <html data-theme="dark">, inside a data-theme container, and
 * with the author's stylesheet loaded before the kit's (the kit's palettes are declared under :where()).
 */
import { cleanup, render } from "@testing-library/react";
import { Composer } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import { afterEach, expect, test } from "vitest";

const DARK_ACCENT = "rgb(164, 155, 255)"; // --rui-color-accent in the kit's dark palette (#a49bff)
const LIGHT_ACCENT = "rgb(91, 79, 214)"; // light palette (#5b4fd6)
const BRAND = "rgb(15, 118, 110)"; // the author's override (#0f766e)

/** The author's stylesheet, inserted before the kit's so the kit's loads last (the case that used to lose). */
function authorCss(css: string) {
  const style = document.createElement("style");
  style.textContent = css;
  document.head.prepend(style);
  return () => style.remove();
}

const sendBackground = (root: ParentNode) => getComputedStyle(root.querySelector('[data-rui="composer-send"]')!).backgroundColor;

let undo: (() => void)[] = [];
afterEach(() => {
  cleanup();
  for (const u of undo) u();
  undo = [];
  document.documentElement.removeAttribute("data-theme");
});

test("the dark palette applies without an override (the baseline the override must beat)", () => {
  const { container } = render(
    <div data-theme="dark">
      <Composer onSend={() => {}} />
    </div>,
  );
  expect(sendBackground(container)).toBe(DARK_ACCENT);
});

test('an override on the same element as data-theme="dark" wins, though the kit CSS loads after it', () => {
  const kitLoaded = [...document.querySelectorAll("style")].some((s) => s.textContent?.includes("--rui-color-accent"));
  expect(kitLoaded).toBe(true);
  undo.push(authorCss(`.brand { --rui-color-accent: #0f766e; }`));
  const kitIndex = [...document.head.children].findIndex((n) => /--rui-color-accent:\s*#a49bff/.test(n.textContent ?? ""));
  const authorIndex = [...document.head.children].findIndex((n) => n.textContent?.includes(".brand"));
  expect(authorIndex).toBeLessThan(kitIndex); // the author's rule comes first: equal specificity would lose

  const { container } = render(
    <div data-theme="dark" className="brand" data-testid="themed">
      <Composer onSend={() => {}} />
    </div>,
  );
  const themed = container.querySelector<HTMLElement>('[data-testid="themed"]')!;
  expect(getComputedStyle(themed).getPropertyValue("--rui-color-accent").trim()).toBe("#0f766e");
  expect(sendBackground(container)).toBe(BRAND);
  // The rest of the dark palette still applies on that element.
  expect(getComputedStyle(themed).getPropertyValue("--rui-color-bg").trim()).toBe("#1b1b1f");
});

test('an override on <html data-theme="dark"> with a bare element selector wins', () => {
  document.documentElement.setAttribute("data-theme", "dark");
  undo.push(authorCss(`html { --rui-color-accent: #0f766e; }`));
  const { container } = render(<Composer onSend={() => {}} />);
  expect(sendBackground(container)).toBe(BRAND);
});

test("an override on an element inside a data-theme container wins over the container's palette", () => {
  undo.push(authorCss(`.brand { --rui-color-accent: #0f766e; }`));
  const { container } = render(
    <div data-theme="light">
      <div className="brand">
        <Composer onSend={() => {}} />
      </div>
      <Composer onSend={() => {}} />
    </div>,
  );
  const [branded, plain] = container.querySelectorAll('[data-rui="composer-send"]');
  expect(getComputedStyle(branded!).backgroundColor).toBe(BRAND);
  expect(getComputedStyle(plain!).backgroundColor).toBe(LIGHT_ACCENT);
});
