/**
 * The theme editor's bridge between the kit's DTCG tokens (packages/react/tokens/*.json) and the `--rui-*` variables
 * it edits: which token each variable comes from, a CSS value ⇄ DTCG value per `$type`, the export of the edits as a
 * DTCG tree (in the mode of the theme being edited) and the import of a DTCG file as overrides.
 */
import { assertTokens, collectTokens } from "../../packages/react/tokens/validate.mjs";

const files = import.meta.glob<Record<string, unknown>>("../../packages/react/tokens/*.json", { eager: true, import: "default" });

/** The kit's tokens merged into one DTCG tree (what `@reasoning-ui/react/tokens.json` ships). */
export const KIT_TOKENS: Record<string, unknown> = Object.assign({}, ...Object.values(files).map((t) => structuredClone(t)));

export interface TokenInfo {
  /** Dotted DTCG path, e.g. `color.bg`. */
  path: string;
  /** DTCG `$type`. */
  type: string;
  /** The token file it lives in (`color`, `space`, …). */
  file: string;
}

/** `--rui-<path joined with ->` → its token (the name transform of scripts/build-tokens.mjs). */
export const TOKEN_BY_VARIABLE = new Map<string, TokenInfo>();
for (const [name, tree] of Object.entries(files)) {
  const file = name.replace(/^.*\/(\w+)\.json$/, "$1");
  for (const [path, { type }] of collectTokens(tree)) TOKEN_BY_VARIABLE.set(`--rui-${path.replaceAll(".", "-")}`, { path, type: type ?? "", file });
}
export const variableOf = (path: string) => `--rui-${path.replaceAll(".", "-")}`;

export type Mode = "light" | "dark";

const REF = /^\{([^{}]+)\}$/;
const isObject = (v: unknown): v is Record<string, any> => typeof v === "object" && v !== null && !Array.isArray(v);

/** A CSS colour → `#rrggbb` / `#rrggbbaa` through a canvas (any syntax the browser knows), or undefined. */
export function colorToHex(css: string): string | undefined {
  const v = css.trim();
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return v.toLowerCase();
  if (!CSS.supports("color", v)) return undefined;
  const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!ctx) return undefined;
  ctx.clearRect(0, 0, 1, 1);
  ctx.fillStyle = v;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  return `#${hex(r!)}${hex(g!)}${hex(b!)}${a === 255 ? "" : hex(a!)}`;
}

const dimension = (v: string) => (/^-?(?:\d+|\d*\.\d+)(?:px|rem)$/.test(v) ? v : v === "0" ? "0px" : undefined);

/** A `--rui-*` value (CSS) → the DTCG `$value` of a token of type `type`, or an error saying why not. */
export function cssToDtcg(type: string, css: string): { value: unknown } | { error: string } {
  const v = css.trim();
  const bad = (what: string) => ({ error: `"${v}" is not a ${what}` });
  const ref = /^var\((--rui-[\w-]+)\)$/.exec(v);
  if (ref) {
    const target = TOKEN_BY_VARIABLE.get(ref[1]!);
    return target ? { value: `{${target.path}}` } : bad("kit token reference");
  }
  switch (type) {
    case "color": {
      const hex = colorToHex(v);
      return hex ? { value: hex } : bad("colour");
    }
    case "dimension": {
      const d = dimension(v);
      return d ? { value: d } : bad('dimension in "px" or "rem"');
    }
    case "duration":
      return /^(?:\d+|\d*\.\d+)(?:ms|s)$/.test(v) ? { value: v } : bad('duration in "ms" or "s"');
    case "number":
      return /^-?(?:\d+|\d*\.\d+)$/.test(v) ? { value: Number(v) } : bad("number");
    case "fontWeight":
      return /^\d+$/.test(v) && +v >= 1 && +v <= 1000 ? { value: Number(v) } : bad("font weight (1–1000)");
    case "fontFamily": {
      const names = v.split(",").map((n) => n.trim().replace(/^(['"])(.*)\1$/, "$2")).filter(Boolean);
      return names.length ? { value: names } : bad("font family");
    }
    case "cubicBezier": {
      const m = /^cubic-bezier\(([^)]*)\)$/.exec(v);
      const n = m?.[1]!.split(",").map(Number);
      return n && n.length === 4 && n.every(Number.isFinite) && n[0]! >= 0 && n[0]! <= 1 && n[2]! >= 0 && n[2]! <= 1 ? { value: n } : bad("cubic-bezier(x1, y1, x2, y2)");
    }
    case "shadow": {
      const layers = v.split(/,(?![^(]*\))/).map((layer) => {
        const parts = layer.trim().match(/(?:[a-z-]+\([^)]*\)|\S)+/gi) ?? [];
        const inset = parts[0] === "inset" ? !!parts.shift() : false;
        const lengths = parts.filter((p) => /^-?[\d.]/.test(p));
        const color = parts.find((p) => !/^-?[\d.]/.test(p));
        const [x, y, blur = "0px", spread = "0px"] = lengths.map(dimension);
        const hex = color ? colorToHex(color) : "#000000";
        return x && y && blur && spread && hex ? { color: hex, offsetX: x, offsetY: y, blur, spread, ...(inset && { inset }) } : undefined;
      });
      return layers.every(Boolean) ? { value: layers.length === 1 ? layers[0] : layers } : bad("shadow (x y blur spread colour, …)");
    }
    default:
      return { error: `no DTCG type for ${type || "this variable"}` };
  }
}

/** A DTCG value (already resolved, no references) of type `type` → the CSS the kit's build writes for it. */
export function dtcgToCss(type: string, value: unknown): string {
  const dim = (d: unknown) => (isObject(d) ? `${d.value}${d.unit}` : String(d));
  const color = (c: unknown) => {
    if (!isObject(c)) return String(c);
    const [r, g, b] = (c.components as number[]).map((x) => Math.round(x * 255));
    return c.alpha === undefined || c.alpha === 1 ? `rgb(${r} ${g} ${b})` : `rgb(${r} ${g} ${b} / ${c.alpha})`;
  };
  switch (type) {
    case "color":
      return color(value);
    case "dimension":
    case "duration":
      return dim(value);
    case "fontFamily":
      return (Array.isArray(value) ? value : [value]).map((n: string) => (/[\s'"]/.test(n) ? `"${n}"` : n)).join(", ");
    case "cubicBezier":
      return `cubic-bezier(${(value as number[]).join(", ")})`;
    case "shadow":
      return (Array.isArray(value) ? value : [value]).map((l: any) => `${l.inset ? "inset " : ""}${dim(l.offsetX)} ${dim(l.offsetY)} ${dim(l.blur)} ${dim(l.spread)} ${color(l.color)}`).join(", ");
    default:
      return String(value);
  }
}

/**
 * The kit's token tree with `overrides` (variable → CSS) written in: in `mode` (light: `$value` and
 * `$extensions.mode.light`; dark: `$extensions.mode.dark`). Variables that are no token or whose value has no DTCG
 * form come back in `errors`, by token path.
 */
export function exportTokens(overrides: Record<string, string>, mode: Mode): { tree: Record<string, unknown>; errors: string[] } {
  const tree = structuredClone(KIT_TOKENS);
  const errors: string[] = [];
  for (const [name, css] of Object.entries(overrides)) {
    const info = TOKEN_BY_VARIABLE.get(name);
    if (!info) {
      errors.push(`${name}: not a token (set by the kit from the theme, not exported)`);
      continue;
    }
    const converted = cssToDtcg(info.type, css);
    if ("error" in converted) {
      errors.push(`${info.path}: ${converted.error}`);
      continue;
    }
    const token = info.path.split(".").reduce<any>((o, k) => o[k], tree);
    const modes = isObject(token.$extensions) && isObject(token.$extensions.mode) ? token.$extensions.mode : undefined;
    if (mode === "light" || !modes) token.$value = converted.value;
    if (modes) modes[mode] = converted.value;
  }
  return { tree, errors };
}

/**
 * A DTCG file (text) → `--rui-*` overrides for `mode`: every token of the file that is a kit token, its value in that
 * mode (`$extensions.mode[mode]`, else `$value`), references resolved against the file and then the kit's tokens.
 * Throws the validator's TokenError (every bad token path) for a file that is not valid DTCG; tokens that are not
 * the kit's come back in `ignored`.
 */
export function importTokens(text: string, mode: Mode): { overrides: Record<string, string>; ignored: string[] } {
  const tree = assertTokens(text, "import");
  const own = collectTokens(tree);
  const kit = collectTokens(KIT_TOKENS);
  const valueIn = (entry: { token: Record<string, unknown> }) => {
    const modes = isObject(entry.token.$extensions) && isObject(entry.token.$extensions.mode) ? entry.token.$extensions.mode : undefined;
    return modes?.[mode] ?? entry.token.$value;
  };
  const resolve = (value: unknown, depth = 0): unknown => {
    if (typeof value === "string" && REF.test(value) && depth < 32) {
      const path = REF.exec(value)![1]!;
      const entry = own.get(path) ?? kit.get(path);
      return entry ? resolve(valueIn(entry), depth + 1) : value;
    }
    if (Array.isArray(value)) return value.map((v) => resolve(v, depth));
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, depth)]));
    return value;
  };
  const overrides: Record<string, string> = {};
  const ignored: string[] = [];
  for (const [path, entry] of own) {
    const name = variableOf(path);
    const info = TOKEN_BY_VARIABLE.get(name);
    if (!info) {
      ignored.push(path);
      continue;
    }
    overrides[name] = dtcgToCss(info.type, resolve(valueIn(entry)));
  }
  return { overrides, ignored };
}
