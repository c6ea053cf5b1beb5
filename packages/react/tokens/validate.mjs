/**
 * Validation of W3C Design Tokens (DTCG, https://www.designtokens.org/tr/drafts/format/) for the kit's tokens: the
 * build (scripts/build-tokens.mjs, before Style Dictionary runs) and the Storybook theme editor's import share it, so a
 * file that is not DTCG, has an unknown `$type`, a reference cycle or a value of the wrong type is refused with an
 * error naming the token path — never turned into a broken stylesheet.
 *
 * Accepted forms (DTCG format module, 2025.10 and the drafts before it, which Figma variables and Tokens Studio emit):
 * - a token is an object with `$value`; `$type` on it or inherited from the nearest group; a reference `{group.token}`
 *   takes the referenced token's type;
 * - `color`: `#rgb`, `#rrggbb`, `#rrggbbaa`, or `{ colorSpace: "srgb", components: [r, g, b] (0–1), alpha? }`;
 * - `dimension`: `"12px"` / `"0.75rem"` or `{ value, unit: "px" | "rem" }`; `duration`: `"120ms"` / `"1.6s"` or
 *   `{ value, unit: "ms" | "s" }`; `number`; `fontWeight` (1–1000 or a DTCG keyword); `fontFamily` (string or
 *   strings); `cubicBezier` ([x1, y1, x2, y2], x in 0–1); `shadow` (one or a list of { color, offsetX, offsetY,
 *   blur, spread, inset? });
 * - modes (light / dark): `$extensions.mode.<name>` holds the token's value in that mode (the convention of Terrazzo;
 *   `$value` is the default, light, value) and is checked like `$value`.
 */

/** The DTCG types the kit's CSS output understands. */
export const TOKEN_TYPES = ["color", "dimension", "duration", "number", "fontWeight", "fontFamily", "cubicBezier", "shadow"];

const FONT_WEIGHTS = ["thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium", "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black"];
const REF = /^\{([^{}]+)\}$/;

/** One problem in a token file: the dotted token path (`color.bg`, or `(root)`) and what is wrong with it. */
export class TokenIssue {
  /** @param {string} path @param {string} message */
  constructor(path, message) {
    this.path = path;
    this.message = message;
  }
  toString() {
    return `${this.path}: ${this.message}`;
  }
}

/** Thrown by {@link assertTokens}: every issue found, one per line in `message`, each naming its token path. */
export class TokenError extends Error {
  /** @param {TokenIssue[]} issues @param {string} [source] */
  constructor(issues, source) {
    super(`${source ? `${source}: ` : ""}invalid design tokens (DTCG)\n${issues.map((i) => `  ${i}`).join("\n")}`);
    this.name = "TokenError";
    this.issues = issues;
  }
}

const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Every token of a DTCG tree: dotted path → { token, type (own or inherited, undefined if none) }.
 * Issues for group-level problems (legacy `value` keys, bad names) are pushed onto `issues`.
 * @param {unknown} tree @param {TokenIssue[]} issues
 * @returns {Map<string, { token: Record<string, unknown>, type: string | undefined }>}
 */
export function collectTokens(tree, issues = []) {
  const out = new Map();
  if (!isObject(tree)) {
    issues.push(new TokenIssue("(root)", `a DTCG file is a JSON object of groups and tokens, not ${Array.isArray(tree) ? "an array" : typeof tree}`));
    return out;
  }
  const walk = (node, path, inherited) => {
    const type = typeof node.$type === "string" ? node.$type : inherited;
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith("$")) continue;
      const p = path ? `${path}.${key}` : key;
      if (/[{}.]/.test(key)) issues.push(new TokenIssue(p, `a token or group name may not contain "{", "}" or "."`));
      if (!isObject(child)) {
        issues.push(new TokenIssue(p, `expected a token (an object with "$value") or a group, got ${JSON.stringify(child)}`));
        continue;
      }
      if ("$value" in child) out.set(p, { token: child, type: typeof child.$type === "string" ? child.$type : type });
      else if ("value" in child && !Object.keys(child).some((k) => !k.startsWith("$") && k !== "value" && k !== "type" && k !== "comment" && k !== "attributes"))
        issues.push(new TokenIssue(p, `has "value" but not "$value": this is Style Dictionary's legacy format, not DTCG (write "$value" and "$type")`));
      else walk(child, p, type);
    }
  };
  walk(tree, "", undefined);
  return out;
}

/** Why `value` is not a valid value of DTCG type `type` (references are checked elsewhere), or undefined. */
function valueProblem(type, value, isRef) {
  if (typeof value === "string" && REF.test(value)) return isRef(value);
  switch (type) {
    case "color":
      if (typeof value === "string") return /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value) ? undefined : `a color is "#rrggbb" (or #rgb, #rrggbbaa), got ${JSON.stringify(value)}`;
      if (isObject(value) && value.colorSpace === "srgb" && Array.isArray(value.components) && value.components.length === 3 && value.components.every((c) => typeof c === "number" && c >= 0 && c <= 1) && (value.alpha === undefined || (typeof value.alpha === "number" && value.alpha >= 0 && value.alpha <= 1)))
        return undefined;
      return `a color is "#rrggbb" or { colorSpace: "srgb", components: [r, g, b] in 0–1, alpha }, got ${JSON.stringify(value)}`;
    case "dimension":
      if (typeof value === "string") return /^-?(?:\d+|\d*\.\d+)(?:px|rem)$/.test(value) ? undefined : `a dimension is a number with "px" or "rem" ("12px", "0.75rem"), got ${JSON.stringify(value)}`;
      return isObject(value) && typeof value.value === "number" && (value.unit === "px" || value.unit === "rem") ? undefined : `a dimension is "12px" or { value, unit: "px" | "rem" }, got ${JSON.stringify(value)}`;
    case "duration":
      if (typeof value === "string") return /^(?:\d+|\d*\.\d+)(?:ms|s)$/.test(value) ? undefined : `a duration is a number with "ms" or "s" ("120ms"), got ${JSON.stringify(value)}`;
      return isObject(value) && typeof value.value === "number" && value.value >= 0 && (value.unit === "ms" || value.unit === "s") ? undefined : `a duration is "120ms" or { value, unit: "ms" | "s" }, got ${JSON.stringify(value)}`;
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? undefined : `a number token's value is a JSON number, got ${JSON.stringify(value)}`;
    case "fontWeight":
      return (typeof value === "number" && value >= 1 && value <= 1000) || FONT_WEIGHTS.includes(value) ? undefined : `a fontWeight is 1–1000 or a keyword (normal, bold, …), got ${JSON.stringify(value)}`;
    case "fontFamily":
      return (typeof value === "string" && value.trim() !== "") || (Array.isArray(value) && value.length > 0 && value.every((f) => typeof f === "string" && f.trim() !== "")) ? undefined : `a fontFamily is a name or a list of names, got ${JSON.stringify(value)}`;
    case "cubicBezier":
      return Array.isArray(value) && value.length === 4 && value.every((n) => typeof n === "number") && value[0] >= 0 && value[0] <= 1 && value[2] >= 0 && value[2] <= 1 ? undefined : `a cubicBezier is [x1, y1, x2, y2] with x1 and x2 in 0–1, got ${JSON.stringify(value)}`;
    case "shadow": {
      const layers = Array.isArray(value) ? value : [value];
      if (layers.length === 0) return "a shadow has at least one layer";
      for (const [i, layer] of layers.entries()) {
        const at = Array.isArray(value) ? `layer ${i}: ` : "";
        if (!isObject(layer)) return `${at}a shadow is { color, offsetX, offsetY, blur, spread }, got ${JSON.stringify(layer)}`;
        for (const [key, t] of [["color", "color"], ["offsetX", "dimension"], ["offsetY", "dimension"], ["blur", "dimension"], ["spread", "dimension"]]) {
          if (!(key in layer)) return `${at}a shadow needs "${key}"`;
          const p = valueProblem(t, layer[key], isRef);
          if (p) return `${at}${key}: ${p}`;
        }
        if ("inset" in layer && typeof layer.inset !== "boolean") return `${at}inset is true or false`;
      }
      return undefined;
    }
    default:
      return `unknown $type ${JSON.stringify(type)} (the kit reads ${TOKEN_TYPES.join(", ")})`;
  }
}

/**
 * Every issue of a DTCG tree (empty when it is valid): not DTCG at all, unknown or missing `$type`, a value of the
 * wrong type (in `$value` or a `$extensions.mode` value), a reference to no token or of another type, a reference
 * cycle (`color.a → color.b → color.a`).
 * @param {unknown} tree
 * @returns {TokenIssue[]}
 */
export function validateTokens(tree) {
  const issues = [];
  const tokens = collectTokens(tree, issues);
  if (isObject(tree) && tokens.size === 0 && issues.length === 0) issues.push(new TokenIssue("(root)", `no token found: a DTCG token is an object with "$value" (and "$type")`));

  // The type of each token, following references for tokens that have none of their own.
  const typeOf = (path, seen = new Set()) => {
    const entry = tokens.get(path);
    if (!entry) return undefined;
    if (entry.type) return entry.type;
    const ref = typeof entry.token.$value === "string" && REF.exec(entry.token.$value);
    if (!ref || seen.has(path)) return undefined;
    seen.add(path);
    return typeOf(ref[1], seen);
  };

  for (const [path, { token }] of tokens) {
    const type = typeOf(path);
    if (!type) {
      issues.push(new TokenIssue(path, `has no $type (set "$type" on it or on a group above it)`));
      continue;
    }
    const isRef = (value) => {
      const target = REF.exec(value)[1];
      if (!tokens.has(target)) return `references {${target}}, which is no token in this file`;
      const targetType = typeOf(target);
      return targetType && targetType !== type ? `references {${target}}, a ${targetType}, where a ${type} is expected` : undefined;
    };
    const values = [["$value", token.$value]];
    const modes = isObject(token.$extensions) ? token.$extensions.mode : undefined;
    if (modes !== undefined) {
      if (!isObject(modes)) issues.push(new TokenIssue(path, `$extensions.mode is an object of mode name → value`));
      else for (const [mode, v] of Object.entries(modes)) values.push([`$extensions.mode.${mode}`, v]);
    }
    for (const [where, value] of values) {
      const problem = valueProblem(type, value, isRef);
      if (problem) issues.push(new TokenIssue(path, where === "$value" ? problem : `${where}: ${problem}`));
    }
  }

  // Reference cycles: follow each token's references (in $value and its modes) depth-first.
  const refsOf = (path) => {
    const { token } = tokens.get(path);
    const found = [];
    const scan = (v) => {
      if (typeof v === "string") {
        const m = REF.exec(v);
        if (m && tokens.has(m[1])) found.push(m[1]);
      } else if (Array.isArray(v)) v.forEach(scan);
      else if (isObject(v)) Object.values(v).forEach(scan);
    };
    scan(token.$value);
    if (isObject(token.$extensions) && isObject(token.$extensions.mode)) scan(token.$extensions.mode);
    return found;
  };
  const state = new Map(); // path → "visiting" | "done"
  const reported = new Set();
  const visit = (path, stack) => {
    if (state.get(path) === "done") return;
    if (state.get(path) === "visiting") {
      const cycle = [...stack.slice(stack.indexOf(path)), path];
      const key = [...cycle].slice(0, -1).sort().join(",");
      if (!reported.has(key)) {
        reported.add(key);
        issues.push(new TokenIssue(path, `reference cycle: ${cycle.map((p) => `{${p}}`).join(" → ")}`));
      }
      return;
    }
    state.set(path, "visiting");
    for (const next of refsOf(path)) visit(next, [...stack, path]);
    state.set(path, "done");
  };
  for (const path of tokens.keys()) visit(path, []);
  return issues;
}

/**
 * Parses (when given text) and validates a DTCG token file; throws a {@link TokenError} naming every bad token path.
 * @param {unknown} input a parsed tree, or the file's JSON text
 * @param {string} [source] file name for the message
 * @returns {Record<string, unknown>} the tree
 */
export function assertTokens(input, source) {
  let tree = input;
  if (typeof input === "string") {
    try {
      tree = JSON.parse(input);
    } catch (e) {
      throw new TokenError([new TokenIssue("(root)", `not JSON: ${e instanceof Error ? e.message : String(e)}`)], source);
    }
  }
  const issues = validateTokens(tree);
  if (issues.length) throw new TokenError(issues, source);
  return tree;
}
