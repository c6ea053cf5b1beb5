import themeCss from "tailwindcss/theme.css?raw";

/**
 * Tailwind v4's default theme variables (tailwindcss/theme.css, the `@theme default` block Tailwind turns into
 * CSS variables) as a plain rule on `selector`, for a story without a Tailwind build.
 */
export function tailwindThemeVariables(selector: string): string {
  const declarations = [...themeCss.matchAll(/^\s{2}(--[\w-]+(?:\\\.[\w-]+)?)\s*:\s*([^;]+);/gm)].map((m) => `  ${m[1]}: ${m[2]!.replace(/\s+/g, " ")};`);
  return `${selector} {\n${declarations.join("\n")}\n}`;
}
