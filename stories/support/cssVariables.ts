/**
 * Parses the kit's stylesheet text into its `--rui-*` variables, grouped by the section comments of the default
 * blocks (those declared on `:root`: the tokens, the light palette, the timeline's); defaults are their values there.
 */
export interface CssVariable {
  name: string;
  /** Section from the comment above it in a default block (`colour`, `typography`, …), or `other`. */
  group: string;
  /** Value in the default (light) block. */
  defaultValue: string;
}

export function parseCssVariables(css: string): CssVariable[] {
  const out = new Map<string, CssVariable>();
  for (const block of css.matchAll(/:where\(:root[^{]*\{([^}]*)\}/g)) {
    let group = "other";
    for (const line of block[1]!.split("\n")) {
      const comment = line.match(/\/\*\s*(.+?)\s*\*\//);
      if (comment) group = comment[1]!;
      const decl = line.match(/(--rui-[\w-]+)\s*:\s*([^;]+);/);
      if (decl && !out.has(decl[1]!)) out.set(decl[1]!, { name: decl[1]!, group, defaultValue: decl[2]!.trim() });
    }
  }
  // Any variable declared elsewhere only (e.g. a theme block) still gets listed.
  for (const m of css.matchAll(/(--rui-[\w-]+)\s*:\s*([^;]+);/g)) {
    if (!out.has(m[1]!)) out.set(m[1]!, { name: m[1]!, group: "other", defaultValue: m[2]!.trim() });
  }
  return [...out.values()];
}

/** `#abc` / `#aabbcc` → `#aabbcc` (what `<input type="color">` accepts); anything else → undefined. */
export function toHex6(value: string): string | undefined {
  const v = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  const short = v.match(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/);
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : undefined;
}
