import type { StorybookConfig } from "@storybook/react-vite";
import { fileURLToPath } from "node:url";
import { alias } from "./aliases.mjs";

/** In Storybook, `@reasoning-ui/core` is the real core whose `createAgentStore` also registers stores with the event inspector. */
const storybookAlias = { ...alias, "@reasoning-ui/core": fileURLToPath(new URL("./instrumentedCore.ts", import.meta.url)) };

const config: StorybookConfig = {
  stories: ["../stories/**/*.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: "react-docgen-typescript" },
  async viteFinal(viteConfig) {
    viteConfig.resolve = viteConfig.resolve ?? {};
    viteConfig.resolve.alias = { ...(viteConfig.resolve.alias as Record<string, string>), ...storybookAlias };
    return viteConfig;
  },
};
export default config;
