import type { Preview } from "@storybook/react-vite";
import "@reasoning-ui/react/styles.css";
import "../stories/support/brandTheme.css";
import "../stories/support/storyLayouts.css";
import { withEventInspector } from "./withEventInspector";
import { withTheme } from "./withTheme";

const preview: Preview = {
  parameters: {
    a11y: { test: "error" },
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i } },
    options: {
      storySort: { order: ["Overview", "Components", "Primitives", "Theming", "*"] },
    },
  },
  globalTypes: {
    theme: {
      description: "Theme of the kit (data-theme on the story's container)",
      toolbar: {
        title: "Theme",
        icon: "paintbrush",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
          { value: "brand", title: "Brand (only --rui-* overrides)", icon: "heart" },
        ],
        dynamicTitle: true,
      },
    },
    inspector: {
      description: "Event inspector beside stories that have an agent store (@reasoning-ui/react/devtools)",
      toolbar: {
        title: "Events",
        icon: "list",
        items: [
          { value: "on", title: "Show the event inspector" },
          { value: "off", title: "Hide the event inspector" },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: "Text direction (dir on the story's container)",
      toolbar: {
        title: "Direction",
        icon: "transfer",
        items: [
          { value: "ltr", title: "Left to right" },
          { value: "rtl", title: "Right to left" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light", direction: "ltr", inspector: "on" },
  decorators: [withTheme, withEventInspector],
  tags: ["autodocs"],
};
export default preview;
