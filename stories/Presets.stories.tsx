import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { RadixThemesApp } from "./theming/RadixThemesApp";
import { ShadcnApp } from "./theming/ShadcnApp";
import { TailwindApp } from "./theming/TailwindApp";

/**
 * What `value` (any CSS colour, var() included) computes to as a background inside `scope`. It adds and removes an
 * element, so never call it inside `waitFor` (its MutationObserver would re-run the callback for ever).
 */
function resolved(scope: Element, value: string): string {
  const probe = document.createElement("span");
  probe.style.backgroundColor = value;
  scope.append(probe);
  const out = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return out;
}
const bgOf = (el: Element) => getComputedStyle(el).backgroundColor;

/** Checks the kit follows the host in both modes and that an app's own --rui-* value beats the preset. */
async function followsHost(canvasElement: HTMLElement, host: Element, mapping: () => { accent: string; surface: string; bg: string }) {
  const canvas = within(canvasElement);
  const send = canvas.getByRole("button", { name: "Send" });
  const toolCall = canvasElement.querySelector('[data-rui="tool-call"]')!;
  const composer = canvasElement.querySelector('[data-rui="composer"]')!;
  for (let i = 0; i < 2; i++) {
    const map = mapping();
    const accent = resolved(send.parentElement!, map.accent);
    await waitFor(() => expect(bgOf(send)).toBe(accent));
    await expect(bgOf(toolCall)).toBe(resolved(toolCall.parentElement!, map.surface));
    await expect(bgOf(composer)).toBe(resolved(composer.parentElement!, map.bg));
    await userEvent.click(canvas.getByRole("button", { name: /mode$/ })); // the app's theme switch
  }
  // An app's own value wins: a class rule on the theme container itself, and a :where() rule on an inner element.
  const own = document.createElement("style");
  own.textContent = ".my-app { --rui-color-accent: #b91c1c; } :where(.my-chat) { --rui-color-surface: #fef9c3; }";
  document.head.append(own);
  try {
    host.classList.add("my-app");
    canvasElement.querySelector("[data-kit-area]")!.classList.add("my-chat");
    await waitFor(() => expect(bgOf(send)).toBe("rgb(185, 28, 28)"));
    await expect(bgOf(toolCall)).toBe("rgb(254, 249, 195)");
  } finally {
    own.remove();
    host.classList.remove("my-app");
    canvasElement.querySelector("[data-kit-area]")!.classList.remove("my-chat");
  }
}

const meta = {
  title: "Theming/Presets",
  parameters: {
    theme: { disable: true },
    docs: {
      description: {
        component:
          "The kit on the design system an app already uses: import `@reasoning-ui/react/presets/shadcn.css`, `…/tailwind.css` or " +
          "`…/radix-themes.css` after `styles.css` and the kit follows the app's theme switch and brand colour with no `--rui-*` " +
          "written by hand. Each preset is one small CSS file (≤ 1 kB gzip) of zero-specificity declarations, so a `--rui-*` value " +
          "the app sets itself always wins. The toolbar's theme picks the host's initial mode.",
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shadcn: Story = {
  name: "shadcn/ui",
  render: (_args, { globals }) => <ShadcnApp theme={globals.theme} />,
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector("[data-shadcn-host]")!;
    await followsHost(canvasElement, host, () => ({ accent: "var(--primary)", surface: "var(--card)", bg: "var(--background)" }));
    // The brand colour: the app changes --primary only.
    await userEvent.type(within(canvasElement).getByLabelText("Brand colour (--primary)"), "#0f766e");
    await waitFor(() => expect(bgOf(within(canvasElement).getByRole("button", { name: "Send" }))).toBe("rgb(15, 118, 110)"));
    await userEvent.clear(within(canvasElement).getByLabelText("Brand colour (--primary)"));
  },
};

export const TailwindV4: Story = {
  name: "Tailwind CSS v4",
  render: (_args, { globals }) => <TailwindApp theme={globals.theme} />,
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector("[data-tw-host]")!;
    await waitFor(() => expect(host.hasAttribute("data-tw-built")).toBe(true), { timeout: 10_000 });
    // A default app (issue 39): Tailwind emitted none of the palette the preset reads…
    await expect(getComputedStyle(host).getPropertyValue("--color-gray-900")).toBe("");
    await expect(getComputedStyle(host).getPropertyValue("--color-gray-200")).toBe("");
    // …and the kit is styled all the same: Tailwind's default values (the preset's fallbacks), spacing included.
    await expect(getComputedStyle(canvasElement.querySelector('[data-rui="composer"]')!).paddingTop).not.toBe("0px");
    const dark = () => host.classList.contains("dark");
    await followsHost(canvasElement, host, () => ({
      accent: dark() ? "oklch(67.3% 0.182 276.935)" : "oklch(51.1% 0.262 276.966)", // indigo-400 / -600
      surface: dark() ? "oklch(21% 0.034 264.665)" : "oklch(98.5% 0.002 247.839)", // gray-900 / -50
      bg: dark() ? "oklch(13% 0.028 261.692)" : "#fff", // gray-950 / white
    }));
    // The brand colour: the app defines --color-primary in its @theme.
    const send = within(canvasElement).getByRole("button", { name: "Send" });
    await userEvent.type(within(canvasElement).getByLabelText("Brand colour (--color-primary)"), "#0f766e");
    await waitFor(() => expect(bgOf(send)).toBe("rgb(15, 118, 110)"));
    await userEvent.clear(within(canvasElement).getByLabelText("Brand colour (--color-primary)"));
  },
};

export const RadixThemes: Story = {
  name: "Radix Themes",
  render: (_args, { globals }) => <RadixThemesApp theme={globals.theme} />,
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector(".radix-themes")!;
    await followsHost(canvasElement, host, () => ({ accent: "var(--accent-9)", surface: "var(--gray-2)", bg: "var(--color-background)" }));
    // The brand colour: <Theme accentColor="teal">.
    await userEvent.selectOptions(within(canvasElement).getByLabelText("Accent colour"), "teal");
    await waitFor(() => expect(host.getAttribute("data-accent-color")).toBe("teal"));
    const send = within(canvasElement).getByRole("button", { name: "Send" });
    const teal = resolved(host, "var(--teal-9)");
    await waitFor(() => expect(bgOf(send)).toBe(teal));
    await userEvent.selectOptions(within(canvasElement).getByLabelText("Accent colour"), "indigo");
  },
};
