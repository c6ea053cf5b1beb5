import type { Decorator } from "@storybook/react-vite";
import type { CSSProperties } from "react";

export type StoryTheme = "light" | "dark" | "brand";
export type StoryDirection = "ltr" | "rtl";

/**
 * Wraps every story (unless `parameters.theme.disable`) in a canvas carrying the toolbar's theme (`data-theme`) and direction (`dir`), with the
 * page background and text colour taken from the kit's own variables, so each theme is seen on its intended
 * surface (and axe checks contrast against it).
 */
export const withTheme: Decorator = (Story, context) => {
  // Stories that show pages of their own (Theming/Page themes) get no theme from the toolbar: nothing to inherit.
  if ((context.parameters as { theme?: { disable?: boolean } }).theme?.disable) return <Story />;
  const theme = (context.globals.theme as StoryTheme | undefined) ?? "light";
  const dir = (context.globals.direction as StoryDirection | undefined) ?? "ltr";
  const docs = context.viewMode === "docs";
  const style: CSSProperties = {
    background: "var(--rui-color-bg)",
    color: "var(--rui-color-text)",
    fontFamily: "var(--rui-font-family)",
    padding: docs ? "1rem" : "1.5rem",
    minHeight: docs ? undefined : "100vh",
    boxSizing: "border-box",
    borderRadius: docs ? "var(--rui-radius-md)" : undefined,
  };
  return (
    <div data-theme={theme} dir={dir} data-story-canvas="" style={style}>
      <Story />
    </div>
  );
};
