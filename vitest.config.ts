import { fileURLToPath } from "node:url";
import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineConfig } from "vitest/config";
import { playwright } from "@vitest/browser-playwright";
import { browser, chromiumPath } from "./vitest.browser";

const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--font-render-hinting=none"];

import { alias } from "./.storybook/aliases.mjs";

/**
 * React 18 for the `components-react18` project: `react`, `react-dom` and every React-bound library the
 * component tests load resolve to test/react18's install, where pnpm links them against react@18.
 */
const react18 = (name: string) => fileURLToPath(new URL(`./test/react18/node_modules/${name}`, import.meta.url));
const react18Alias = [
  { find: /^react(\/.*)?$/, replacement: `${react18("react")}$1` },
  { find: /^react-dom(\/.*)?$/, replacement: `${react18("react-dom")}$1` },
  { find: /^@testing-library\/react$/, replacement: react18("@testing-library/react") },
  { find: /^@radix-ui\/react-collapsible$/, replacement: react18("@radix-ui/react-collapsible") },
  { find: /^@radix-ui\/react-dialog$/, replacement: react18("@radix-ui/react-dialog") },
  { find: /^@radix-ui\/react-slot$/, replacement: react18("@radix-ui/react-slot") },
  { find: /^@radix-ui\/react-compose-refs$/, replacement: react18("@radix-ui/react-compose-refs") },
  { find: /^@radix-ui\/react-use-controllable-state$/, replacement: react18("@radix-ui/react-use-controllable-state") },
  { find: /^use-sync-external-store(\/.*)?$/, replacement: `${react18("use-sync-external-store")}$1` },
  { find: /^zustand(\/.*)?$/, replacement: `${react18("zustand")}$1` },
];
const componentTests = ["packages/react/test/**/*.test.{ts,tsx}", "test/components/**/*.test.{ts,tsx}", "test/security/**/*.test.tsx"];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          // The property tests fold hundreds of generated streams; on a loaded 2-core CI machine (the installed
          // project's builds and tsc runs alongside) they can pass 5 s. A timeout is not an assertion.
          testTimeout: 30_000,
          include: ["packages/core/test/**/*.test.ts", "packages/demo-agent/test/**/*.test.ts", "packages/agent/test/**/*.test.ts", "test/unit/**/*.test.ts", "test/corpus/**/*.test.ts", "test/property/**/*.test.ts", "test/conformance/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: componentTests,
          setupFiles: ["./test/setup/jsdom.ts"],
        },
      },
      {
        extends: true,
        resolve: { alias: react18Alias },
        test: {
          name: "components-react18",
          environment: "jsdom",
          include: componentTests,
          setupFiles: ["./test/setup/react18.ts", "./test/setup/jsdom.ts"],
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
        // Real servers the tests start and stop themselves (issue 30): the thread store's SQLite file and PostgreSQL
        // (Debian's postgresql, initdb into a temp dir), and examples/vite's development server under React
        // StrictMode driven in Chromium. One file at a time: each starts its own servers.
        extends: true,
        test: {
          name: "servers",
          environment: "node",
          include: ["packages/server/test/**/*.test.ts", "packages/host/test/**/*.test.ts", "test/dev/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // What a user installs: packages built to dist and packed (publint, attw), the example apps built for
        // production, typechecked and driven in Chromium against the demo agent (test/installed/installed.globalSetup.ts).
        test: {
          name: "installed",
          environment: "node",
          include: ["test/installed/**/*.test.ts"],
          globalSetup: ["./test/installed/installed.globalSetup.ts"],
          testTimeout: 120_000,
          // After every other project (its tsc, attw and Chromium runs would compete with their timed tests).
          sequence: { groupOrder: 1 },
          // One file at a time: its files share three servers and each drives its own Chromium; in parallel on a
          // 2-core machine a page's SSE reply body was once gone before the test could read it.
          fileParallelism: false,
        },
      },
      {
        // Visual regression (issue 33, docs/architecture.md, "Theming"): every story in
        // both themes at 390 and 1280 px against the committed baselines; `pnpm test:visual:update` rewrites them.
        extends: true,
        test: {
          name: "visual",
          include: ["test/visual/**/*.visual.test.tsx"],
          browser: {
            ...browser(),
            // The tester frame is drawn inside Playwright's window and scaled down when it does not fit, so the window
            // is larger than any story: screenshots are taken at 1:1.
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: CHROMIUM_ARGS }, contextOptions: { viewport: { width: 1400, height: 6000 } } }),
            viewport: { width: 1280, height: 800 },
            expect: {
              toMatchScreenshot: {
                resolveScreenshotPath: ({ root, arg, ext }: { root: string; arg: string; ext: string }) => path.join(root, "test/visual/baselines", `${arg}${ext}`),
              },
            },
          },
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(path.dirname(fileURLToPath(import.meta.url)), ".storybook") })],
        // A story's play waits on the condition it checks; on a loaded 2-core machine a 500-message thread can take
        // longer to mount than the default 15 s. A timeout is not an assertion.
        test: { name: "storybook", browser: browser(), testTimeout: 60_000 },
      },
    ],
  },
});
