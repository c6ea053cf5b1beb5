import indexCss from "tailwindcss/index.css?raw";
import themeCss from "tailwindcss/theme.css?raw";
import preflightCss from "tailwindcss/preflight.css?raw";
import utilitiesCss from "tailwindcss/utilities.css?raw";
import { compile } from "tailwindcss";

/**
 * create-next-app 16's `app/globals.css` with Tailwind v4 (issue 39 item 8), in substance, plus the two lines an app
 * adds for the kit (the README's Tailwind setup): the kit's stylesheet into `layer(components)`, then the preset.
 * Its dark palette also follows a `.dark` class here (the story's theme switch), as the preset's dark mode does.
 */
export const DEFAULT_APP_GLOBALS = `@import "tailwindcss";

:root {
  --background: #ffffff;
  --foreground: #171717;
}
.dark {
  --background: #0a0a0a;
  --foreground: #ededed;
}

@theme inline {
  --color-background: var(--background);
  --color-foreground: var(--foreground);
}

body {
  background: var(--background);
  color: var(--foreground);
  font-family: Arial, Helvetica, sans-serif;
}
`;

/** The class names of create-next-app's page.tsx and layout.tsx: what Tailwind scans in a fresh app. */
export const DEFAULT_APP_CANDIDATES = ["flex", "min-h-screen", "items-center", "justify-center", "bg-zinc-50", "font-sans", "dark:bg-black", "w-full", "max-w-3xl", "flex-col", "py-32", "px-16", "bg-white", "sm:items-start", "gap-6", "text-center", "text-3xl", "font-semibold", "leading-10", "tracking-tight", "text-black", "dark:text-zinc-50", "text-lg", "leading-8", "text-zinc-600", "dark:text-zinc-400", "font-medium", "text-zinc-950", "h-12", "rounded-full", "antialiased"];

const sheets: Record<string, string> = { tailwindcss: indexCss, "./theme.css": themeCss, "./preflight.css": preflightCss, "./utilities.css": utilitiesCss };

/**
 * The default app's CSS as Tailwind v4 builds it — with Tailwind's own compiler, so only the theme variables its
 * utilities use are emitted (no `--spacing`, no `--color-gray-*`), exactly what a fresh app ships. `read` gives a
 * stylesheet's text by its import id (`tailwindcss`); default: the package's CSS bundled as text (`?raw`, a browser).
 */
export async function buildDefaultAppCss(read: (id: string) => string | undefined = (id) => sheets[id]): Promise<string> {
  const compiler = await compile(DEFAULT_APP_GLOBALS, {
    base: "/",
    loadStylesheet: async (id: string) => {
      const content = read(id);
      if (content === undefined) throw new Error(`tailwind stylesheet not bundled in the story: ${id}`);
      return { path: id, base: "/", content };
    },
  });
  return compiler.build(DEFAULT_APP_CANDIDATES);
}
