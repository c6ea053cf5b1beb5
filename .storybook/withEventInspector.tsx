import type { Decorator } from "@storybook/react-vite";
import { EventInspector } from "@reasoning-ui/react/devtools";
import { useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { registry, setCurrentStory, type RegisteredStore } from "./storeRegistry";
import "./inspectorDock.css";

/** Story parameter: `inspector: { disable: true }` for a story that shows its own inspector (the live playground). */
export interface InspectorParameters {
  disable?: boolean;
}

const useLogSize = (stores: readonly RegisteredStore[]) =>
  useSyncExternalStore(
    (fn) => {
      const offs = stores.map((s) => s.log.subscribe(fn));
      return () => offs.forEach((off) => off());
    },
    () => stores.map((s) => s.log.getSnapshot().entries.length).join(","),
  );

/** The `<aside>` in `<body>` that holds the inspector, themed like the story; present only while there is a store to show. */
function DockPortal({ theme, dir, children }: { theme: string; dir: string; children: ReactNode }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const el = document.createElement("aside");
    el.setAttribute("data-story-inspector", "");
    el.setAttribute("aria-label", "Events driving this story");
    document.body.append(el);
    document.body.setAttribute("data-has-story-inspector", "");
    setHost(el);
    return () => {
      el.remove();
      document.body.removeAttribute("data-has-story-inspector");
    };
  }, []);
  useEffect(() => {
    host?.setAttribute("data-theme", theme);
    host?.setAttribute("dir", dir);
  }, [host, theme, dir]);
  return host ? createPortal(children, host) : null;
}

/** The dock beside the story: the inspector of the story's store (the newest one that received events; a picker when there are several). */
function InspectorDock({ storyId, theme, dir }: { storyId: string; theme: string; dir: string }) {
  const stores = useSyncExternalStore(registry.subscribe, () => registry.storesOf(storyId));
  const sizes = useLogSize(stores).split(",").map(Number);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  if (stores.length === 0) return null;
  const withEvents = stores.filter((_, i) => (sizes[i] ?? 0) > 0);
  const candidates = withEvents.length > 0 ? withEvents : stores.slice(-1);
  const shown = candidates.find((s) => s.n === picked) ?? candidates[candidates.length - 1]!;
  return (
    <DockPortal theme={theme} dir={dir}>
      {candidates.length > 1 ? (
        <label data-story-inspector-picker="">
          Store{" "}
          <select value={shown.n} onChange={(e) => setPicked(Number(e.target.value))}>
            {candidates.map((s, i) => (
              <option key={s.n} value={s.n}>
                Store {i + 1} of {candidates.length} ({s.store.getState().threadId})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <EventInspector key={shown.n} log={shown.log} title="Events driving this story" />
    </DockPortal>
  );
}

/**
 * Shows the event inspector (`@reasoning-ui/react/devtools`) beside every story that creates an agent
 * store, so a design team sees which AG-UI events drive the state on screen. It lives outside the story's
 * canvas (a portal into `<body>`): at ≥ 1100 px a column at the inline end, narrower below the story.
 * Toolbar "Events" turns it off; `parameters.inspector.disable` for stories that show their own.
 */
export const withEventInspector: Decorator = (Story, context) => {
  setCurrentStory(context.id);
  const params = context.parameters.inspector as InspectorParameters | undefined;
  const on = context.viewMode === "story" && context.globals.inspector !== "off" && !params?.disable;
  return (
    <>
      <Story />
      {on ? <InspectorDock storyId={context.id} theme={(context.globals.theme as string | undefined) ?? "light"} dir={(context.globals.direction as string | undefined) ?? "ltr"} /> : null}
    </>
  );
};
