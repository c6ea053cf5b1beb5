/**
 * Issue 33 item 1: the kit's design decisions live in DTCG tokens (packages/react/tokens/*.json) and styles.css's
 * `--rui-*` variables are generated from them with Style Dictionary (packages/react/scripts/build-tokens.mjs).
 * This file fails when styles.css and the tokens disagree, when a variable is declared by hand outside the
 * generated region, when a shipped colour pair falls below WCAG AA, and when a bad token file would build.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { END, START, currentRegion, generateTokenCss, inMode, readTokens } from "../../packages/react/scripts/build-tokens.mjs";
import { bundleStyles } from "../../packages/react/scripts/styles.mjs";
import { CONTRAST_PAIRS, contrastRatio, parseHex } from "../../packages/react/tokens/contrast.mjs";
import { TokenError, assertTokens, validateTokens } from "../../packages/react/tokens/validate.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const reactDir = path.join(root, "packages/react");
/** The theme's tokens part (src/styles/tokens.css) and the whole theme (the parts src/styles.css lists, inlined). */
const stylesCss = readFileSync(path.join(reactDir, "src/styles/tokens.css"), "utf8");
const wholeTheme = bundleStyles();
const script = path.join(reactDir, "scripts/build-tokens.mjs");

describe("tokens → styles.css", () => {
  it("styles.css's generated region is exactly what Style Dictionary makes of the tokens", async () => {
    expect(currentRegion(stylesCss)).toBe(await generateTokenCss());
  });

  it("declares no --rui-* variable by hand outside the generated region", () => {
    const outside = wholeTheme.slice(0, wholeTheme.indexOf(START)) + wholeTheme.slice(wholeTheme.indexOf(END) + END.length);
    expect(wholeTheme.indexOf(START)).toBeGreaterThan(0);
    expect(outside.replace(/\/\*[\s\S]*?\*\//g, "").match(/--rui-[\w-]+\s*:/g) ?? []).toEqual([]);
  });

  it("keeps every variable the kit had before tokens (names and values)", () => {
    const region = currentRegion(stylesCss);
    // A sample across every token file, with the values styles.css always had.
    for (const decl of [
      "--rui-font-size-sm:0.875rem;",
      "--rui-space-3:0.75rem;",
      "--rui-radius-md:10px;",
      "--rui-focus-ring-width:2px;",
      "--rui-steps-gap:var(--rui-space-3);",
      "--rui-easing:cubic-bezier(0.2, 0, 0, 1);",
      "--rui-pulse-duration:1.6s;",
      "--rui-color-accent:#5b4fd6;",
      "--rui-color-accent:#a49bff;",
      "--rui-color-accent:light-dark(#5b4fd6, #a49bff);",
      "--rui-shadow:0px 1px 2px 0px rgb(16 16 24 / 0.06), 0px 4px 16px 0px rgb(16 16 24 / 0.06);",
    ])
      expect(region).toContain(decl);
    expect(new Set(region.match(/--rui-[\w-]+(?=:)/g)).size).toBe(53);
  });

  it("every text/background pair meets WCAG AA in the light and the dark mode", () => {
    const { tree } = readTokens();
    for (const mode of ["light", "dark"]) {
      const t = inMode(tree, mode) as Record<string, unknown>;
      const hex = (p: string) => p.split(".").reduce<any>((o, k) => o[k], t).$value as string;
      for (const pair of CONTRAST_PAIRS) {
        const ratio = contrastRatio(parseHex(hex(pair.fg))!, parseHex(hex(pair.bg))!);
        expect(ratio, `${mode}: ${pair.fg} on ${pair.bg} (${pair.role})`).toBeGreaterThanOrEqual(pair.min);
      }
    }
  });
});

describe("bad token files: a clear error naming the token path, never a broken stylesheet", () => {
  const bad: [string, unknown, RegExp][] = [
    ["not DTCG (Style Dictionary's legacy `value`)", { color: { bg: { value: "#fff" } } }, /color\.bg: has "value" but not "\$value"/],
    ["not DTCG (no tokens)", { hello: "world" }, /hello: expected a token/],
    ["an array", [1, 2], /\(root\): a DTCG file is a JSON object/],
    ["unknown $type", { space: { 1: { $type: "spacing", $value: "4px" } } }, /space\.1: unknown \$type "spacing"/],
    ["no $type", { space: { 1: { $value: "4px" } } }, /space\.1: has no \$type/],
    ["a reference cycle", { color: { $type: "color", a: { $value: "{color.b}" }, b: { $value: "{color.a}" } } }, /reference cycle: \{color\.[ab]\} → \{color\.[ab]\} → \{color\.[ab]\}/],
    ["a reference to no token", { color: { a: { $type: "color", $value: "{color.nope}" } } }, /color\.a: references \{color\.nope\}, which is no token/],
    ["a reference of another type", { space: { 1: { $type: "dimension", $value: "4px" } }, color: { a: { $type: "color", $value: "{space.1}" } } }, /color\.a: references \{space\.1\}, a dimension, where a color is expected/],
    ["a colour of the wrong type", { color: { bg: { $type: "color", $value: 12 } } }, /color\.bg: a color is/],
    ["a named colour", { color: { bg: { $type: "color", $value: "red" } } }, /color\.bg: a color is "#rrggbb"/],
    ["a dimension without unit", { space: { 1: { $type: "dimension", $value: "4" } } }, /space\.1: a dimension is a number with "px" or "rem"/],
    ["a wrong-typed mode value", { color: { bg: { $type: "color", $value: "#fff", $extensions: { mode: { dark: "dark grey" } } } } }, /color\.bg: \$extensions\.mode\.dark: a color is/],
    ["a broken shadow layer", { shadow: { $type: "shadow", $value: [{ color: "#000", offsetX: "0px", offsetY: "1px", blur: "2px" }] } }, /shadow: layer 0: a shadow needs "spread"/],
    ["a cubicBezier out of range", { easing: { $type: "cubicBezier", $value: [2, 0, 0, 1] } }, /easing: a cubicBezier is/],
  ];
  it.each(bad)("%s", (_name, tree, message) => {
    expect(validateTokens(tree).map(String).join("\n")).toMatch(message);
    expect(() => assertTokens(tree, "x.json")).toThrow(TokenError);
  });

  it("JSON that does not parse is refused at the root", () => {
    expect(() => assertTokens("{ nope", "x.json")).toThrow(/x\.json: invalid design tokens[\s\S]*\(root\): not JSON/);
  });

  it("the shipped tokens are valid", () => {
    expect(validateTokens(readTokens().tree)).toEqual([]);
  });

  let temp: string | undefined;
  afterEach(() => temp && rmSync(temp, { recursive: true, force: true }));

  it("the build refuses a bad file with the token path and leaves styles.css as it was", () => {
    temp = mkdtempSync(path.join(tmpdir(), "rui-tokens-"));
    cpSync(path.join(reactDir, "tokens"), path.join(temp, "tokens"), { recursive: true });
    cpSync(path.join(reactDir, "src/styles/tokens.css"), path.join(temp, "styles.css"));
    const color = JSON.parse(readFileSync(path.join(temp, "tokens/color.json"), "utf8"));
    color.color.accent.$value = "{color.focus}";
    color.color.focus.$value = "{color.accent}";
    color.color.bg.$extensions.mode.dark = "1b1b1f";
    writeFileSync(path.join(temp, "tokens/color.json"), JSON.stringify(color));
    let stderr = "";
    try {
      execFileSync(process.execPath, [script, "--tokens", path.join(temp, "tokens"), "--styles", path.join(temp, "styles.css")], { stdio: "pipe" });
    } catch (e) {
      stderr = String((e as { stderr: Buffer }).stderr);
      expect((e as { status: number }).status).toBe(1);
    }
    expect(stderr).toMatch(/color\.bg: \$extensions\.mode\.dark: a color is "#rrggbb"/);
    expect(stderr).toMatch(/reference cycle: \{color\.accent\} → \{color\.focus\} → \{color\.accent\}/);
    expect(readFileSync(path.join(temp, "styles.css"), "utf8")).toBe(stylesCss);
  });

  it("the build rewrites the region from edited tokens (and --check then passes)", () => {
    temp = mkdtempSync(path.join(tmpdir(), "rui-tokens-"));
    cpSync(path.join(reactDir, "tokens"), path.join(temp, "tokens"), { recursive: true });
    cpSync(path.join(reactDir, "src/styles/tokens.css"), path.join(temp, "styles.css"));
    const args = ["--tokens", path.join(temp, "tokens"), "--styles", path.join(temp, "styles.css")];
    const color = JSON.parse(readFileSync(path.join(temp, "tokens/color.json"), "utf8"));
    color.color.accent.$extensions.mode.dark = "#ff8800";
    writeFileSync(path.join(temp, "tokens/color.json"), JSON.stringify(color));
    expect(() => execFileSync(process.execPath, [script, "--check", ...args], { stdio: "pipe" })).toThrow(/disagrees with tokens/);
    execFileSync(process.execPath, [script, ...args], { stdio: "pipe" });
    const out = readFileSync(path.join(temp, "styles.css"), "utf8");
    expect(out).toContain("--rui-color-accent:light-dark(#5b4fd6, #ff8800);");
    expect(out.slice(out.indexOf(END))).toBe(stylesCss.slice(stylesCss.indexOf(END)));
    execFileSync(process.execPath, [script, "--check", ...args], { stdio: "pipe" });
  });
});
