/**
 * The kit's text/background pairs and their WCAG 2.2 contrast minimums (1.4.3 text: 4.5:1; 1.4.11 UI parts and
 * 1.4.3 large text: 3:1), by token path. The theme editor story checks them live on every edit; the token test
 * checks the shipped light and dark modes.
 */

/** @typedef {{ fg: string, bg: string, min: number, role: string }} ContrastPair */

/** @type {ContrastPair[]} */
export const CONTRAST_PAIRS = [
  { fg: "color.text", bg: "color.bg", min: 4.5, role: "answer text" },
  { fg: "color.text", bg: "color.surface", min: 4.5, role: "tool call text" },
  { fg: "color.text", bg: "color.code-bg", min: 4.5, role: "code" },
  { fg: "color.text-muted", bg: "color.bg", min: 4.5, role: "reasoning trigger, timestamps" },
  { fg: "color.text-muted", bg: "color.surface", min: 4.5, role: "tool call labels" },
  { fg: "color.user-text", bg: "color.user-bubble", min: 4.5, role: "user message" },
  { fg: "color.accent-text", bg: "color.accent", min: 4.5, role: "send button" },
  { fg: "color.accent-text", bg: "color.accent-hover", min: 4.5, role: "send button, hovered" },
  { fg: "color.badge-text", bg: "color.badge-bg", min: 4.5, role: "summary badge" },
  { fg: "color.text-muted", bg: "color.badge-bg", min: 4.5, role: "summary and hidden-reasoning descriptions" },
  { fg: "color.danger", bg: "color.bg", min: 4.5, role: "error text" },
  { fg: "color.danger", bg: "color.danger-surface", min: 4.5, role: "error notice" },
  { fg: "color.accent", bg: "color.bg", min: 3, role: "UI part: accent marks and icons" },
  { fg: "color.focus", bg: "color.bg", min: 3, role: "UI part: focus ring" },
  { fg: "color.focus", bg: "color.surface", min: 3, role: "UI part: focus ring on a surface" },
];

/** `#rgb` / `#rrggbb` / `#rrggbbaa` → [r, g, b] in 0–255 (alpha ignored), or undefined. */
export function parseHex(value) {
  const v = String(value).trim().toLowerCase();
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v);
  if (!m) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1].slice(0, 6);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

/** WCAG 2.2 relative luminance of an sRGB colour (0–255 channels). */
export function luminance([r, g, b]) {
  const lin = (c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2.2 contrast ratio (1–21) of two sRGB colours. */
export function contrastRatio(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
