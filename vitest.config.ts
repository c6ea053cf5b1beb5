import { fileURLToPath } from "node:url";
import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineConfig } from "vitest/config";
import { browser } from "./vitest.browser";

import { alias } from "./.storybook/aliases.mjs";

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/core/test/**/*.test.ts", "packages/demo-agent/test/**/*.test.ts", "packages/agent/test/**/*.test.ts", "test/unit/**/*.test.ts", "test/corpus/**/*.test.ts", "test/property/**/*.test.ts", "test/conformance/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["packages/react/test/**/*.test.{ts,tsx}", "test/components/**/*.test.{ts,tsx}", "test/security/**/*.test.tsx"],
          setupFiles: ["./test/setup/jsdom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.browser.test.{ts,tsx}"],
          globalSetup: ["./test/e2e/demoAgent.globalSetup.ts"],
          browser: browser(),
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(path.dirname(fileURLToPath(import.meta.url)), ".storybook") })],
        test: { name: "storybook", browser: browser() },
      },
    ],
  },
});
