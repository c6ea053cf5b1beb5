/**
 * Layout that survives resets (issue 21 item 5), in real Chromium: with a global reset — `* { margin: 0; padding: 0 }`
 * (Next's globals.css), normalize.css, Tailwind v4's preflight (in `@layer base`, as Tailwind ships it) — loaded
 * BEFORE or AFTER the kit's stylesheets, every kit element computes the same box (margins, paddings, borders,
 * background, colour, font) as with no reset, because every kit rule has one class of specificity (0,1,0) and a
 * reset at most one element (0,0,1). A one-class rule of the app's loaded after the kit still wins, and so does a
 * `--rui-*` override. With Tailwind, `@import "…/styles.css" layer(components)` keeps utilities on top.
 */
import { cleanup, render } from "@testing-library/react";
import kitCss from "../../packages/react/src/styles.css?raw";
import markdownCss from "../../packages/react/src/markdown/markdown.css?raw";
import normalizeCss from "normalize.css/normalize.css?raw";
import preflightCss from "tailwindcss/preflight.css?raw";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { QuickStart, conversationStore } from "./support/conversation";

const STAR_RESET = "* { margin: 0; padding: 0; box-sizing: border-box; }";
/** Tailwind v4's own order: theme, base (preflight), components, utilities. */
const TAILWIND = `@layer theme, base, components, utilities;\n@layer base {\n${preflightCss}\n}`;

const resets = {
  "* { margin: 0; padding: 0 }": STAR_RESET,
  "normalize.css": normalizeCss,
  "Tailwind v4 preflight (@layer base)": TAILWIND,
  "Tailwind v4 preflight.css imported unlayered": preflightCss,
};

const PROPS = [
  "margin-top", "margin-right", "margin-bottom", "margin-left",
  "padding-top", "padding-right", "padding-bottom", "padding-left",
  "border-top-width", "border-right-width", "border-bottom-width", "border-left-width", "border-top-style",
  "background-color", "color", "font-size", "font-weight", "font-family", "box-sizing", "list-style-type", "width", "height",
] as const;

let sheets: HTMLStyleElement[] = [];
function load(...css: string[]) {
  for (const text of css) {
    const el = document.createElement("style");
    el.textContent = text;
    document.head.append(el);
    sheets.push(el);
  }
}
afterEach(() => {
  cleanup();
  for (const s of sheets) s.remove();
  sheets = [];
});

/** Every kit element (and the markdown inside answers): its computed box, keyed by a stable path. */
function measure(root: Element): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  const els = root.querySelectorAll('[data-rui], [data-rui="markdown"] *');
  els.forEach((el, i) => {
    const cs = getComputedStyle(el);
    const key = `${i}:${el.tagName.toLowerCase()}[${el.getAttribute("data-rui") ?? ""}]`;
    out.set(key, Object.fromEntries(PROPS.map((p) => [p, cs.getPropertyValue(p)])));
  });
  return out;
}

const SIDES = ["top", "right", "bottom", "left"] as const;
/**
 * Whether a difference can be seen: a border style only where the kit draws a border, `box-sizing` only where the
 * element has padding or a border (Tailwind's `border: 0 solid` and a reset's `box-sizing` on an element without
 * either change nothing on screen).
 */
function matters(p: (typeof PROPS)[number], baseline: Record<string, string>): boolean {
  const border = SIDES.some((s) => baseline[`border-${s}-width`] !== "0px");
  if (p === "border-top-style") return baseline["border-top-width"] !== "0px";
  if (p === "box-sizing") return border || SIDES.some((s) => baseline[`padding-${s}`] !== "0px");
  return true;
}

function differences(a: Map<string, Record<string, string>>, b: Map<string, Record<string, string>>): string[] {
  const out: string[] = [];
  for (const [key, props] of a) {
    const other = b.get(key);
    if (!other) {
      out.push(`${key} missing`);
      continue;
    }
    for (const p of PROPS) if (props[p] !== other[p] && matters(p, props)) out.push(`${key} ${p}: ${props[p]} → ${other[p]}`);
  }
  return out;
}

/** A fixed-size host, so a reset of <body>'s margin does not change the kit's available width. */
function renderApp(className?: string) {
  const host = document.createElement("div");
  Object.assign(host.style, { position: "fixed", inset: "0", width: "1280px", height: "900px", lineHeight: "1.5", fontFamily: "sans-serif", fontSize: "16px" });
  if (className) host.className = className;
  document.body.append(host);
  const result = render(<QuickStart store={conversationStore()} />, { container: host });
  return { root: result.getByTestId("app"), done: () => host.remove() };
}

let baseline: Map<string, Record<string, string>>;
beforeAll(() => {
  load(kitCss, markdownCss);
  const { root, done } = renderApp();
  baseline = measure(root);
  cleanup();
  done();
  for (const s of sheets) s.remove();
  sheets = [];
  expect(baseline.size).toBeGreaterThan(60);
});

describe.each(Object.entries(resets))("with %s", (_name, reset) => {
  test.each(["before", "after"] as const)("loaded %s the kit, every kit element keeps its box", (order) => {
    if (order === "before") load(reset, kitCss, markdownCss);
    else load(kitCss, markdownCss, reset);
    const { root, done } = renderApp();
    try {
      expect(differences(baseline, measure(root))).toEqual([]);
    } finally {
      done();
    }
  });
});

test("the comparison sees a reset that does win (here by !important): it is not vacuous", () => {
  load(kitCss, markdownCss, "* { margin: 0 !important; padding: 0 !important; }");
  const { root, done } = renderApp();
  try {
    const diff = differences(baseline, measure(root));
    expect(diff.some((d) => /\[composer\] padding-left: 16px → 0px/.test(d))).toBe(true);
    expect(diff.some((d) => /p\[\] margin-bottom: 12px → 0px/.test(d))).toBe(true); // a markdown paragraph
  } finally {
    done();
  }
});

test("a one-class rule of the app loaded after the kit wins, and so does a --rui-* override on an ancestor", () => {
  load(STAR_RESET, kitCss, markdownCss, ".my-composer { padding: 3px; } .brand { --rui-color-accent: #0f766e; }");
  const { root, done } = renderApp("brand");
  try {
    const composer = root.querySelector<HTMLElement>('[data-rui="composer"]')!;
    composer.classList.add("my-composer");
    expect(getComputedStyle(composer).paddingTop).toBe("3px");
    expect(getComputedStyle(composer).paddingLeft).toBe("3px");
    const running = root.querySelector('[data-rui="tool-call-trigger"][data-status="running"] [data-rui="tool-call-status"]')!;
    expect(getComputedStyle(running).color).toBe("rgb(15, 118, 110)"); // the running tool's status takes the accent
  } finally {
    done();
  }
});

test("with Tailwind: the kit imported into layer(components) beats preflight, and a utility beats the kit", () => {
  load(TAILWIND, `@layer components {\n${kitCss}\n${markdownCss}\n}`, "@layer utilities { .p-0 { padding: 0; } }");
  const { root, done } = renderApp();
  try {
    expect(differences(baseline, measure(root))).toEqual([]);
    const composer = root.querySelector<HTMLElement>('[data-rui="composer"]')!;
    composer.classList.add("p-0");
    expect(getComputedStyle(composer).paddingTop).toBe("0px");
  } finally {
    done();
  }
});
