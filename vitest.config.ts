import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Workspace packages resolve to their sources, so tests and Storybook never need a build first. */
export const alias = {
  "@reasoning-ui/core": src("./packages/core/src/index.ts"),
  "@reasoning-ui/react/styles.css": src("./packages/react/src/styles.css"),
  "@reasoning-ui/react": src("./packages/react/src/index.ts"),
  "@reasoning-ui/demo-agent": src("./packages/demo-agent/src/index.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["packages/core/test/**/*.test.ts", "packages/demo-agent/test/**/*.test.ts", "test/unit/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          environment: "jsdom",
          include: ["packages/react/test/**/*.test.{ts,tsx}", "test/components/**/*.test.{ts,tsx}"],
          setupFiles: ["./test/setup/jsdom.ts"],
        },
      },
    ],
  },
});
