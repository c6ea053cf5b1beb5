import { playwright } from "@vitest/browser-playwright";

/** Debian's Chromium (docs/architecture.md §7): Playwright's own browser download does not work on our machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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
});
