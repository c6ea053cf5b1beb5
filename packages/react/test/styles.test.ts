/**
 * styles.css and markdown.css (issues 9 and 21): a theme override wins wherever it is set — even on the element
 * that carries `data-theme="dark"`, and whichever stylesheet loads last — because the palettes and tokens are
 * declared with zero specificity (`:where(…)`); and every other rule has exactly one class of specificity (0,1,0),
 * so resets (0,0,0 / 0,0,1) lose in either load order while a one-class rule of the app loaded later wins.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { calculate } from "specificity";
import { describe, expect, it } from "vitest";
import { inspectorCss } from "../src/devtools/inspectorCss";
import { IMPORT_LINE, bundleStyles, chatPath, manifestPath, partNames, partsDir } from "../scripts/styles.mjs";

const read = (p: string) => readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), p), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
/** The whole theme as published (`dist/styles.css`): the manifest's parts inlined in order (scripts/styles.mjs). */
const css = bundleStyles().replace(/\/\*[\s\S]*?\*\//g, "");

/** Every style rule: its selector list and declarations (keyframe steps excluded). */
function rules(text: string): { selector: string; body: string }[] {
  const out: { selector: string; body: string }[] = [];
  const noKeyframes = text.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*\s*\}/g, "");
  for (const m of noKeyframes.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const head = m[1]!.trim().replace(/^@[^{]*\{\s*/, "");
    if (head.startsWith("@") || head === "") continue;
    out.push({ selector: head, body: m[2]! });
  }
  return out;
}

/** Split a selector list at its top-level commas. */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (const c of list) {
    if (c === "(" || c === "[") depth++;
    if (c === ")" || c === "]") depth--;
    if (c === "," && depth === 0) {
      out.push(cur.trim());
      cur = "";
    } else cur += c;
  }
  out.push(cur.trim());
  return out;
}

const isVariableRule = (r: { body: string }) => /--rui-[\w-]+\s*:/.test(r.body) && !/(^|;)\s*[a-z][\w-]*\s*:/.test(r.body.replace(/--rui-[\w-]+\s*:[^;]*;?/g, ""));

describe("styles.css", () => {
  it("declares its variables with zero specificity: the light/dark palettes and data-theme containers included", () => {
    const vars = rules(css).filter(isVariableRule);
    expect(vars.length).toBeGreaterThanOrEqual(5);
    expect(vars.filter((r) => r.selector.includes('data-theme="dark"')).length).toBeGreaterThanOrEqual(1);
    expect(vars.filter((r) => r.selector.includes('data-theme="system"')).length).toBe(2); // light by default, dark in the media block
    const specific = vars.map((r) => r.selector).filter((s) => !/^:where\((?:[^()]|\([^()]*\))*\)$/.test(s));
    expect(specific).toEqual([]);
  });

  it("declares every palette variable inside :where() so `.my-chat[data-theme=dark] { --rui-color-accent }` wins", () => {
    const dark = /:where\(\[data-theme="dark"\][^)]*\)\s*\{([^}]*)\}/.exec(css);
    expect(dark?.[1]).toContain("--rui-color-accent:");
  });

  it("writes every palette colour identically in each place: light, dark (data-theme and system) and the light-dark() pairs", () => {
    const block = (re: RegExp) => Object.fromEntries([...(re.exec(css)?.[1] ?? "").matchAll(/(--rui-color-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
    const light = block(/:where\(:root, \[data-rui-theme\], \[data-theme="light"\][^{]*\{([^}]*)\}/);
    const dark = block(/:where\(\[data-theme="dark"\], \.dark[^{]*\{([^}]*)\}/);
    const system = block(/@media \(prefers-color-scheme: dark\)\s*\{\s*:where\(\[data-theme="system"\][^{]*\{([^}]*)\}/);
    const pairs = block(/@supports \(color: light-dark\(#000, #fff\)\)\s*\{\s*:where\([^{]*\{([^}]*)\}/);
    const colours = Object.keys(light).filter((k) => k !== "--rui-color-scheme");
    expect(colours.length).toBeGreaterThanOrEqual(19);
    expect(system).toEqual(dark);
    for (const k of colours) expect(pairs[k], k).toBe(`light-dark(${light[k]}, ${dark[k]})`);
  });

  it("follows the page, not the OS: prefers-color-scheme only switches a data-theme=\"system\" container", () => {
    const media = [...css.matchAll(/@media \(prefers-color-scheme: dark\)\s*\{([\s\S]*?)\n\}/g)].map((m) => m[1]!);
    expect(media.length).toBe(1);
    expect(media[0]).toMatch(/^\s*:where\(\[data-theme="system"\]/);
    expect(media[0]).not.toMatch(/:root/);
  });

  it.each([
    ["styles.css", css],
    ["the event inspector's CSS", inspectorCss.replace(/\/\*[\s\S]*?\*\//g, "")],
  ])("%s: every other rule has exactly one class of specificity (0,1,0), a pseudo-element aside", (_name, text) => {
    const all = rules(text).filter((r) => !isVariableRule(r));
    expect(all.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const rule of all)
      for (const s of selectors(rule.selector)) {
        const { A, B, C } = calculate(s);
        const pseudoElement = /::[a-z-]+$/.test(s) ? 1 : 0;
        if (A !== 0 || B !== 1 || C !== pseudoElement) wrong.push(`(${A},${B},${C}) ${s}`);
      }
    expect(wrong).toEqual([]);
  });

  it("animates no text: only markers, icons and the running dot pulse; panels wipe open instead of fading", () => {
    const pulsing = rules(css)
      .filter((r) => /animation:\s*rui-pulse/.test(r.body))
      .flatMap((r) => selectors(r.selector));
    expect(pulsing.length).toBeGreaterThanOrEqual(4);
    for (const s of pulsing) expect(s).toMatch(/\[data-rui="(icon|step-marker|timeline-step-marker)"\]\)?$|::before$/);
    const expand = /@keyframes rui-expand\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? "";
    expect(expand).not.toMatch(/opacity/);
  });
});

describe("the theme's parts (src/styles/<part>.css, listed in cascade order by src/styles.css)", () => {
  const manifest = readFileSync(manifestPath, "utf8");

  it("the manifest holds only its comment and one @import line per part: no rule of its own", () => {
    const rest = manifest.replace(/\/\*[\s\S]*?\*\//g, "").replace(IMPORT_LINE, "");
    expect(rest.trim()).toBe("");
    expect(partNames(manifest)[0]).toBe("tokens");
  });

  it("every part in src/styles/ is listed exactly once, and each exists", () => {
    const files = readdirSync(partsDir).filter((f) => f.endsWith(".css")).map((f) => f.replace(/\.css$/, "")).sort();
    const listed = partNames(manifest);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(files);
  });

  it("inlines the parts in the manifest's order; a missing part is a clear error", () => {
    const whole = bundleStyles(manifest, (name) => `/* ${name} */\n`);
    expect(whole.match(/\/\* ([\w-]+) \*\//g)?.map((c) => c.slice(3, -3))).toEqual(partNames(manifest));
    expect(() => bundleStyles(`${manifest}@import "./styles/nope.css";\n`)).toThrow(/nope\.css/);
  });

  it("each part on its own is whole CSS: balanced braces, and no rule split across two parts", () => {
    for (const name of partNames(manifest)) {
      const text = readFileSync(path.join(partsDir, `${name}.css`), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
      expect(text.split("{").length, name).toBe(text.split("}").length);
      expect(rules(text).length, name).toBeGreaterThan(0);
    }
  });
});

describe("chat.css: the parts a chat renders (the README's Quick start)", () => {
  const all = partNames(readFileSync(manifestPath, "utf8"));
  const chat = partNames(readFileSync(chatPath, "utf8"));
  const partText = (name: string) => readFileSync(path.join(partsDir, `${name}.css`), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  const styledParts = (name: string) => new Set([...partText(name).matchAll(/data-rui="([a-z0-9-]+)"/g)].map((m) => m[1]!));

  it("lists a subset of styles.css's parts in styles.css's order: the same rules in the same cascade", () => {
    expect(chat.length).toBeGreaterThan(5);
    expect(chat).toEqual(all.filter((p) => chat.includes(p)));
    expect(chat.slice(0, 2)).toEqual(["tokens", "base"]);
  });

  it("an opt-in part imported after chat.css cascades as in styles.css: no chat part after it there styles the same elements", () => {
    const clashes: string[] = [];
    all.forEach((optIn, i) => {
      if (chat.includes(optIn)) return;
      const own = styledParts(optIn);
      for (const later of all.slice(i + 1).filter((p) => chat.includes(p))) {
        for (const name of styledParts(later)) if (own.has(name)) clashes.push(`${optIn} / ${later}: ${name}`);
        // a rule of a later chat part on every kit element must not depend on order (`!important` only)
        for (const r of rules(partText(later)).filter((r) => /\[data-rui\](?!=)/.test(r.selector))) expect(r.body, `${later}: ${r.selector}`).not.toMatch(/:\s*[^;!]+;(?![^;]*!important)/);
      }
    });
    expect(clashes).toEqual([]);
  });
});
