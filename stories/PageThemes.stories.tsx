import type { Meta, StoryObj } from "@storybook/react-vite";
import { createAgentStore, type AgentStore } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList, MessageListViewport } from "@reasoning-ui/react";
import { useMemo, type CSSProperties, type ReactNode } from "react";
import { expect, within } from "storybook/test";
import { reasoningRun, toolCallRun, userMessage } from "./support/events";
import { T0 } from "./support/args";

function useConversation(): AgentStore {
  return useMemo(() => {
    const store = createAgentStore({ threadId: "thread-story" });
    const s = store.getState();
    s.addMessage(userMessage("Do I need an umbrella tomorrow?", "u1"));
    s.applyEvents(reasoningRun({ visibility: "summary", runId: "r1", t0: T0 }));
    s.addMessage(userMessage("What does the forecast say?", "u2"));
    s.applyEvents(toolCallRun("r2", T0 + 60_000));
    return store;
  }, []);
}

/** A "page" of the app's own: its background and text colour, maybe an attribute; the README's Quick start inside. */
function Page({ title, style, attrs, children }: { title: string; style: CSSProperties; attrs?: Record<string, string>; children: ReactNode }) {
  return (
    <section aria-label={title} {...attrs} style={{ display: "flex", flexDirection: "column", height: 520, minWidth: 0, ...style }}>
      <h3 style={{ margin: 0, padding: "0.5rem 0.75rem", font: "600 13px/1.4 system-ui, sans-serif" }}>{title}</h3>
      {children}
    </section>
  );
}

function QuickStart({ name }: { name: string }) {
  const store = useConversation();
  return (
    <AgentProvider store={store} labels={{ conversation: `Conversation on a ${name}` }}>
      <MessageListViewport>
        <MessageList />
      </MessageListViewport>
      <Composer onSend={() => {}} />
    </AgentProvider>
  );
}

function PageThemes() {
  return (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(300px, 1fr))" }}>
      <Page title="Plain white page" style={{ background: "#fff", color: "#111" }}>
        <QuickStart name="white page" />
      </Page>
      <Page title="Plain dark page, no attribute" style={{ background: "#111", color: "#eee" }}>
        <QuickStart name="dark page" />
      </Page>
      <Page title='data-theme="dark"' style={{ background: "#111", color: "#eee" }} attrs={{ "data-theme": "dark" }}>
        <QuickStart name="data-theme dark page" />
      </Page>
      <Page title='class="dark" (next-themes, Tailwind)' style={{ background: "#0b0b0f", color: "#eee" }} attrs={{ className: "dark" }}>
        <QuickStart name="class dark page" />
      </Page>
      <Page title="color-scheme: dark, no attribute" style={{ background: "#111", color: "#eee", colorScheme: "dark" }}>
        <QuickStart name="color-scheme dark page" />
      </Page>
      <Page title='data-theme="system" (follows the OS)' style={{ background: "Canvas", color: "CanvasText", colorScheme: "light dark" }} attrs={{ "data-theme": "system" }}>
        <QuickStart name="system page" />
      </Page>
    </div>
  );
}

const meta = {
  title: "Theming/Page themes",
  component: PageThemes,
  parameters: {
    // The pages are the story's own: no theme from the toolbar to inherit.
    theme: { disable: true },
    inspector: { disable: true },
    docs: {
      description: {
        component:
          "The palette follows the PAGE, not the OS: light unless an ancestor says dark (`data-theme=\"dark\"` or `class=\"dark\"`, " +
          "or the page's own `color-scheme: dark` where the browser has light-dark()); " +
          "`data-theme=\"system\"` opts in to `prefers-color-scheme`. Every kit root paints its own surface, so on a plain dark page " +
          "without an attribute the kit stays light and readable, as on a white one. axe checks every page (contrast included); " +
          "the e2e test `test/e2e/themeContrast.browser.test.tsx` repeats it under both OS colour schemes.",
      },
    },
  },
} satisfies Meta<typeof PageThemes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const surface = (name: string) => getComputedStyle(canvas.getByRole("region", { name }).querySelector('[data-rui="message-list-viewport"]')!).backgroundColor;
    await expect(surface("Plain white page")).toBe("rgb(255, 255, 255)");
    await expect(surface("Plain dark page, no attribute")).toBe("rgb(255, 255, 255)");
    await expect(surface('data-theme="dark"')).toBe("rgb(27, 27, 31)");
    await expect(surface('class="dark" (next-themes, Tailwind)')).toBe("rgb(27, 27, 31)");
    await expect(surface("color-scheme: dark, no attribute")).toBe("rgb(27, 27, 31)");
  },
};
