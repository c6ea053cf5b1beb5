import { playwright } from "@vitest/browser-playwright";
import type { BrowserCommand } from "vitest/node";

/** Debian's Chromium (docs/architecture.md, "Testing, environment, examples and packaging"): Playwright's own browser download does not work on our machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** `commands.setColorScheme("dark" | "light")`: the OS colour scheme the page sees (`prefers-color-scheme`). */
const setColorScheme: BrowserCommand<["light" | "dark"]> = async (ctx, scheme) => {
  await (ctx as unknown as { page: { emulateMedia(o: { colorScheme: "light" | "dark" }): Promise<void> } }).page.emulateMedia({ colorScheme: scheme });
};

/** A fresh browser-mode config per project (vitest names the instances in place, so they cannot be shared). */
export const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: chromiumPath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  }),
  instances: [{ browser: "chromium" as const }],
  commands: { setColorScheme },
});
