/**
 * Visual regression (issue 33 item 4): every Storybook story, in the light and the dark theme, at 390 and 1280 px,
 * captured in Chromium and compared with the committed baselines in test/visual/baselines/ (Vitest browser mode's
 * `toMatchScreenshot`, pixelmatch). `pnpm test` fails on an unexplained pixel change; `pnpm test:visual:update`
 * rewrites the baselines after a change you meant (look at them before committing).
 *
 * Tolerance: a pixel counts as changed past pixelmatch's colour threshold 0.1 (its default: anti-aliasing noise
 * stays under it), and a story may differ in at most 0.2 % of its pixels (a glyph's worth at 1280 px) — any real
 * change of colour, spacing, border or text is larger.
 *
 * Determinism: each story is rendered from its CSF export (portable stories, with .storybook/preview's decorators
 * and globals: theme, direction ltr, event inspector off) without its play function; a story paced by
 * `eventsPerSecond` gets 0 (its whole script at once: the finished state); every JS clock is faked (`Date`, timers,
 * animation frames): other timer-driven scripts play in simulated time, in act() steps, until they end or for 30
 * simulated seconds; what they still had scheduled is then dropped, so they stay frozen while the screenshot is taken — a busy machine cannot change what is captured;
 * Playwright stops CSS animations and transitions (the kit's pulses and wipes) and hides the caret.
 */
import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { act, cleanup, render } from "@testing-library/react";
import type { FunctionComponent } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { page } from "vitest/browser";

/** .storybook/preview (decorators, globals, the kit's CSS), loaded as Storybook loads it. */
const [preview] = Object.values(import.meta.glob<Record<string, unknown>>("../../.storybook/preview.tsx", { eager: true }));
const annotations = setProjectAnnotations(preview as Parameters<typeof setProjectAnnotations>[0]);
type Composed = FunctionComponent<Record<string, unknown>> & { load(): Promise<void>; storyName?: string; args?: Record<string, unknown> };
/** The frozen clock: after every fixture's `T0` (stories/support/args.ts), so "started 4 s ago" reads the same each run. */
const NOW = new Date("2026-01-15T12:00:00.000Z");
const THEMES = ["light", "dark"] as const;
const WIDTHS = [1280, 390] as const;
const HEIGHT = 800;

const files = import.meta.glob<Record<string, unknown>>("../../stories/**/*.stories.tsx", { eager: true });
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** Every clock the stories' scripts and the kit's frame coalescing read: faked, so a capture is the same each run. */
const FAKED = ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval", "requestAnimationFrame", "cancelAnimationFrame"] as const;
/** Simulated time a story's timers may run before the capture (in act() steps, so React commits between them). */
const STEP_MS = 500;
const MAX_STEPS = 60;

/**
 * The kit's parts that load on first use (`lazyPart`: markdown, the message editor, attachments, …), every module
 * named `Lazy*` or kept in a `lazy/` folder. Preloaded before the first story, so every capture shows the part itself
 * and never its fallback: whether a chunk had arrived by the capture would otherwise depend on which story ran first.
 */
const lazyModules = import.meta.glob<Record<string, unknown>>(["../../packages/react/src/**/Lazy*.{ts,tsx}", "../../packages/react/src/**/lazy/*.{ts,tsx}"], { eager: true });

beforeAll(async () => {
  await annotations.beforeAll?.();
  const parts = Object.values(lazyModules).flatMap((m) => Object.values(m)).filter((v): v is { preload(): Promise<unknown> } => typeof (v as { preload?: unknown } | null)?.preload === "function");
  expect(parts.length).toBeGreaterThan(0);
  await Promise.all(parts.map((p) => p.preload()));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

for (const [file, mod] of Object.entries(files)) {
  const title = (mod.default as { title?: string } | undefined)?.title ?? file;
  describe(title, () => {
    for (const theme of THEMES) {
      const stories = composeStories(mod as Parameters<typeof composeStories>[0], { initialGlobals: { theme, direction: "ltr", inspector: "off" } });
      for (const [exportName, Story] of Object.entries(stories) as [string, Composed][]) {
        test(`${Story.storyName ?? exportName} · ${theme}`, async () => {
          await page.viewport(WIDTHS[0], HEIGHT);
          await Story.load();
          // A paced script (`eventsPerSecond`, stories/support/useScriptedRun.ts) is captured at its end: 0 applies
          // every event at once, so a 40-second stream is not caught at a different word each run.
          const paced = typeof Story.args?.eventsPerSecond === "number";
          vi.useFakeTimers({ toFake: [...FAKED], now: NOW });
          const { container } = render(paced ? <Story eventsPerSecond={0} /> : <Story />);
          // Timer-driven scripts (feedEach, usePacedStore, StreamingMarkdown, useScriptedRun) play in simulated time,
          // each step inside act() so the renders and effects of one step land before the next: the captured state
          // depends on the script alone, never on how busy the machine is. A script that never ends (a ticking clock,
          // a looping demo) stops at MAX_STEPS × STEP_MS; the clocks stay frozen while the screenshot is taken.
          for (let i = 0; i < MAX_STEPS && vi.getTimerCount() > 0; i++) await act(() => vi.advanceTimersByTimeAsync(STEP_MS));
          // Freeze the captured state by dropping what the scripts still had scheduled, then hand the real clocks back:
          // the screenshot matcher polls with `setTimeout` and would wait forever on a faked one (a changed story then
          // hung to the 60 s test timeout instead of failing with its diff). `Date` stays frozen at the script's end.
          const frozen = Date.now();
          vi.clearAllTimers();
          vi.useRealTimers();
          vi.useFakeTimers({ toFake: ["Date"], now: frozen });
          const target = container.firstElementChild instanceof HTMLElement ? container.firstElementChild : container;
          for (const width of WIDTHS) {
            // Tall enough for the whole story: an element screenshot is clipped to the test's frame.
            await page.viewport(width, HEIGHT);
            const bottom = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
            if (bottom > HEIGHT) await page.viewport(width, bottom);
            await expect.element(target).toMatchScreenshot(`${slug(title)}--${slug(exportName)}--${theme}--${width}`, {
              comparatorName: "pixelmatch",
              comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
              screenshotOptions: { animations: "disabled", caret: "hide" },
              timeout: 15_000,
            });
          }
        });
      }
    }
  });
}
