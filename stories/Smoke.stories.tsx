import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { useState } from "react";

function Toggle() { const [on, setOn] = useState(false); return <button type="button" aria-pressed={on} onClick={() => setOn(!on)}>{on ? "On" : "Off"}</button>; }
const meta: Meta<typeof Toggle> = { title: "Smoke", component: Toggle };
export default meta;
export const Default: StoryObj<typeof Toggle> = {
  play: async ({ canvasElement }) => { const c = within(canvasElement); await userEvent.click(c.getByRole("button")); await expect(c.getByRole("button")).toHaveTextContent("On"); },
};
