/**
 * The class names of a styled part: the theme's one class (`rui-…`, what styles.css matches) when styled, then the
 * caller's own `className`. Unstyled parts keep only the caller's.
 */
export function styledClass(styled: { "data-rui-styled"?: "" }, themeClass: string, className?: string): string | undefined {
  const own = "data-rui-styled" in styled ? themeClass : undefined;
  return [own, className].filter(Boolean).join(" ") || undefined;
}
