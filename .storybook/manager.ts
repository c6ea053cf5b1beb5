import { addons } from "storybook/manager-api";
import { create } from "storybook/theming/create";

addons.setConfig({
  theme: create({
    base: "light",
    brandTitle: "@reasoning-ui/react",
    colorPrimary: "#5b4fd6",
    colorSecondary: "#5b4fd6",
  }),
});
