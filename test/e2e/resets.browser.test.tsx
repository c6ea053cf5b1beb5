/**
 * Layout that survives resets (issue 21 item 5), in real Chromium: with a global reset — `* { margin: 0; padding: 0 }`
 * (Next's globals.css), normalize.css, Tailwind v4's preflight (in `@layer base`, as Tailwind ships it) — loaded
 * BEFORE or AFTER the kit's stylesheets, every kit element computes the same box (margins, paddings, borders,
 * background, colour, font) as with no reset, because every kit rule has one class of specificity (0,1,0) and a
 * reset at most one element (0,0,1). A one-class rule of the app's loaded after the kit still wins, and so does a
 * `--rui-*` override. With Tailwind, `@import "…/styles.css" layer(components)` keeps utilities on top.
 */
import { cleanup, render } from "@testing-library/react";
import { kitStylesText as kitCss } from "../../stories/support/kitStyles";
import markdownCss from "../../packages/react/src/markdown/markdown.css?raw";
import normalizeCss from "normalize.css/normalize.css?raw";
import preflightCss from "tailwindcss/preflight.css?raw";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { QuickStart, conversationStore } from "./support/conversation";
import { LazyAnswerMarkdown } from "../../packages/react/src/components/lazy/LazyMarkdownParts";

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
  // Inherited text properties (issue 33 item 6): a host's must not reach the kit.
  "text-align", "text-indent", "line-height", "letter-spacing", "word-spacing", "text-transform", "font-style", "white-space",
] as const;
/** What a reset may change on a `button` element without it showing: its line height (every kit button's icon is 1em). */
const RESET_MAY_SET: readonly string[] = ["line-height"];

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

function differences(a: Map<string, Record<string, string>>, b: Map<string, Record<string, string>>, ignore: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const [key, props] of a) {
    const other = b.get(key);
    if (!other) {
      out.push(`${key} missing`);
      continue;
    }
    for (const p of PROPS) if (props[p] !== other[p] && matters(p, props) && !ignore.includes(p)) out.push(`${key} ${p}: ${props[p]} → ${other[p]}`);
  }
  return out;
}

/** A fixed-size host, so a reset of <body>'s margin does not change the kit's available width. */
function renderApp(className?: string, id?: string) {
  const host = document.createElement("div");
  if (id) host.id = id;
  Object.assign(host.style, { position: "fixed", inset: "0", width: "1280px", height: "900px", lineHeight: "1.5", fontFamily: "sans-serif", fontSize: "16px" });
  if (className) host.className = className;
  document.body.append(host);
  const result = render(<QuickStart store={conversationStore()} />, { container: host });
  return { root: result.getByTestId("app"), done: () => host.remove() };
}

let baseline: Map<string, Record<string, string>>;
beforeAll(async () => {
  // the default markdown parts' chunk (issue 39), so every render below renders the same elements
  await LazyAnswerMarkdown.preload();
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
      expect(differences(baseline, measure(root), RESET_MAY_SET)).toEqual([]);
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
    expect(differences(baseline, measure(root), RESET_MAY_SET)).toEqual([]);
    const composer = root.querySelector<HTMLElement>('[data-rui="composer"]')!;
    composer.classList.add("p-0");
    expect(getComputedStyle(composer).paddingTop).toBe("0px");
  } finally {
    done();
  }
});

/**
 * Issue 33 item 6: a host page that sets every inherited text property the kit's layout depends on — create-vite's
 * template `#root { text-align: center }` and the rest — reaches no kit element: each kit root resets them.
 */
const HOSTILE_HOST = [
  "#root { max-width: 1280px; margin: 0 auto; padding: 2rem; text-align: center; }", // create-vite's App.css, verbatim
  ".hostile { line-height: 3; letter-spacing: 0.25em; word-spacing: 1em; text-transform: uppercase; font-style: italic; white-space: pre; text-indent: 3em; }",
].join("\n");

test.each(["before", "after"] as const)("a host that sets every inherited text property (loaded %s the kit) changes no kit element", (order) => {
  if (order === "before") load(HOSTILE_HOST, kitCss, markdownCss);
  else load(kitCss, markdownCss, HOSTILE_HOST);
  const { root, done } = renderApp("hostile", "root");
  try {
    // The host itself does take them (the test is not vacuous about the page)…
    const host = getComputedStyle(root.parentElement!);
    expect([host.textAlign, host.textTransform, host.fontStyle, host.whiteSpace, host.letterSpacing]).toEqual(["center", "uppercase", "italic", "pre", "4px"]);
    // …and no kit element does.
    expect(differences(baseline, measure(root))).toEqual([]);
  } finally {
    done();
  }
});

test("without the kit's root reset the same host does leak in (the comparison above can fail)", () => {
  const withoutRootReset = kitCss.replace(/\[data-rui\]:where\(\[data-rui-styled\]:not\(\[data-rui-styled\] \*\)\) \{[^}]*\}/, "");
  expect(withoutRootReset).not.toBe(kitCss);
  load(withoutRootReset, markdownCss, HOSTILE_HOST);
  const { root, done } = renderApp("hostile", "root");
  try {
    const diff = differences(baseline, measure(root));
    expect(diff.some((d) => /text-align: start → center/.test(d))).toBe(true);
    expect(diff.some((d) => /text-transform: none → uppercase/.test(d))).toBe(true);
  } finally {
    done();
  }
});

/**
 * Issue 39 item 9: a host's global element rules for what the kit renders — create-vite's dark page styles `code`
 * (light background on the dark page) and friends — reach neither the kit's own `code` / `pre` (the tool name, its
 * arguments) nor the markdown it renders: every kit element computes as with no host style.
 */
const DARK_PAGE = ".dark { color-scheme: dark; background: #242424; color: rgba(255, 255, 255, 0.87); }";
const HOST_ELEMENTS = [
  DARK_PAGE,
  "code, pre, kbd, samp { background-color: #f9f9f9; color: #1a1a1a; padding: 0.2em 0.4em; border: 1px solid #ddd; border-radius: 4px; font-family: 'Courier New', monospace; font-size: 0.85em; font-weight: 700; margin: 0.5em; }",
  "mark { background: #ff0; color: #000; padding: 2px; }",
].join("\n");

/** The kit on the dark page (`class="dark"` switches its theme) with no element rules: what it must stay. */
function darkBaseline() {
  load(DARK_PAGE, kitCss, markdownCss);
  const { root, done } = renderApp("dark");
  const out = measure(root);
  cleanup();
  done();
  for (const s of sheets) s.remove();
  sheets = [];
  return out;
}

test.each(["before", "after"] as const)("a dark host page's global code / pre / kbd / mark rules (loaded %s the kit) change no kit element", (order) => {
  const dark = darkBaseline();
  if (order === "before") load(HOST_ELEMENTS, kitCss, markdownCss);
  else load(kitCss, markdownCss, HOST_ELEMENTS);
  const { root, done } = renderApp("dark");
  try {
    // the page's own code does take them (not vacuous about the page)…
    const own = document.createElement("code");
    root.parentElement!.append(own);
    expect(getComputedStyle(own).backgroundColor).toBe("rgb(249, 249, 249)");
    own.remove();
    // …the kit's tool name is a <code> (the element the issue met)…
    expect(root.querySelector('code[data-rui="tool-call-name"]')).not.toBeNull();
    // …and no kit element takes them.
    expect(differences(dark, measure(root))).toEqual([]);
  } finally {
    done();
  }
});

test("without the kit's element reset the same host does leak in (the comparison above can fail)", () => {
  const dark = darkBaseline();
  const withoutReset = kitCss.replace(/\[data-rui-styled\]:where\(code, pre, kbd, mark, samp\),\n[^{]*\{[^}]*\}/, "");
  expect(withoutReset).not.toBe(kitCss);
  load(withoutReset, markdownCss, HOST_ELEMENTS);
  const { root, done } = renderApp("dark");
  try {
    const diff = differences(dark, measure(root));
    expect(diff.some((d) => /code\[tool-call-name\] background-color: rgba\(0, 0, 0, 0\) → rgb\(249, 249, 249\)/.test(d))).toBe(true);
  } finally {
    done();
  }
});
