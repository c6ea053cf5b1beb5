/**
 * The walk of one reasoning delta, from the SSE bytes of a real `fetch` Response to the text in a rendered
 * `ReasoningBlockView`, through the real session (`useAgentRun({ url, fetch })`), transport, parser, store, reducer
 * and React binding — nothing mocked but a few observation points that delegate to the real code.
 *
 * At each synchronous point of the walk it takes `new Error().stack`, maps the frames to the repository's source
 * files (`packages/<p>/src/...`; frames of other packages — React, zustand, eventsource-parser — and of this file
 * are left out, consecutive frames of one file merged) and asserts the walk is a straight line: once the call chain
 * has left a file, it never comes back to it (A → B → A would be a callback into a module already on the stack).
 * The walk is asynchronous between segments (docs/architecture.md, "Store and reducer", "The walk of one reasoning delta"):
 * a network read, the run loop's batch timer, the frame the React binding waits for, and React's own render task.
 * Each segment starts on an empty stack, so the assertion holds per segment.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { createAgentStore, type AgentState } from "@reasoning-ui/core";
import { AgentProvider, ReasoningBlockView, useAgentRun, type UseAgentRunResult } from "@reasoning-ui/react";
import type { StoreApi } from "zustand/vanilla";

/** The delta the walk follows (unique, with a character of three UTF-8 bytes split across two network chunks). */
const DELTA = "Checking the walk ‰ of one delta";
/** The next delta of the same message, in a later batch: the reducer's fast path (`streak.ts`). */
const NEXT = ", and of the next one";

const probe = vi.hoisted(() => ({
  /** Set while the delta is on its way: points record their stacks only then. */
  on: false,
  stacks: [] as { point: string; stack: string }[],
  /** Taking a stack loads source maps (JSON.parse, timers): what runs meanwhile is not the walk. */
  busy: false,
  take(point: string) {
    if (!this.on || this.busy) return;
    this.busy = true;
    try {
      this.stacks.push({ point, stack: new Error().stack ?? "" });
    } finally {
      this.busy = false;
    }
  },
}));

// The reducer's text append: where the reasoning-content handler writes the delta (the observation point delegates).
vi.mock("../../packages/core/src/reducer/text", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../packages/core/src/reducer/text")>();
  return {
    ...real,
    appendText: (...args: Parameters<typeof real.appendText>) => {
      if (args[3] === "Checking the walk ‰ of one delta") probe.take("reducer");
      if (args[3] === ", and of the next one") probe.take("streak");
      return real.appendText(...args);
    },
    // …and the panel's plain text, which reads a streamed text through its pieces when it renders it
    textPieces: (text: string) => {
      if (typeof text === "string" && text.includes("Checking the walk")) probe.take("text");
      return real.textPieces(text);
    },
  };
});

// The panel's part, rendered as markdown, reads its title line from the delta's text.
vi.mock("../../packages/core/src/export/reasoningSummary", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../packages/core/src/export/reasoningSummary")>();
  return {
    ...real,
    leadingReasoningTitle: (text: string) => {
      if (typeof text === "string" && text.endsWith("the next one")) probe.take("text");
      return real.leadingReasoningTitle(text);
    },
  };
});

// The block's view, computed by the React binding's selector (the frame that tells React, and React's render).
vi.mock("../../packages/core/src/selectors/reasoningView", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../packages/core/src/selectors/reasoningView")>();
  return {
    ...real,
    selectReasoningView: (...args: Parameters<typeof real.selectReasoningView>) => {
      probe.take("select");
      return real.selectReasoningView(...args);
    },
  };
});

/** A frame's file when it is one of the repository's sources: `packages/<p>/src/...` (not an installed package's). */
const SOURCE = /\/(packages\/[^/]+\/src\/[^:?#)]+)/;

/** The repository source file of one stack line (`packages/<p>/src/...`), or undefined (another package, this test, an async frame). */
function sourceFile(line: string): string | undefined {
  const text = line.trim();
  if (!text.startsWith("at ") || text.startsWith("at async ") || text.includes("/node_modules/")) return undefined;
  return SOURCE.exec(text)?.[1];
}

/** The files of one synchronous stack, outermost caller first, consecutive frames of one file merged. */
export function walkOf(stack: string): string[] {
  const files = stack
    .split("\n")
    .map(sourceFile)
    .filter((f): f is string => f !== undefined)
    .reverse();
  return files.filter((f, i) => f !== files[i - 1]);
}

/** The first file the walk returns to after leaving it, or undefined for a straight line. */
function revisit(walk: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const f of walk) {
    if (seen.has(f)) return f;
    seen.add(f);
  }
  return undefined;
}

/** An SSE response whose body is fed by hand, one network chunk at a time. */
function sseResponse() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const frame = (event: Record<string, unknown>) => encoder.encode(`data: ${JSON.stringify(event)}\n\n`);
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    send: (bytes: Uint8Array) => controller.enqueue(bytes),
    frame,
    close: () => controller.close(),
  };
}

function Chat({ store, fetch, onAgent }: { store: StoreApi<AgentState>; fetch: typeof globalThis.fetch; onAgent: (agent: UseAgentRunResult) => void }) {
  const agent = useAgentRun({ url: "http://agent.test/run", fetch, store });
  useEffect(() => {
    onAgent(agent);
  });
  return (
    <AgentProvider session={agent.session}>
      <ReasoningBlockView messageId="r1" />
    </AgentProvider>
  );
}

describe("the walk of one reasoning delta from SSE bytes to the panel", () => {
  const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let wasAct: boolean | undefined;
  let limit: number;
  beforeAll(() => {
    // React schedules as in an app (no act queue): the render after a store change is React's own task.
    (wasAct = act.IS_REACT_ACT_ENVIRONMENT), (act.IS_REACT_ACT_ENVIRONMENT = false);
    (limit = Error.stackTraceLimit), (Error.stackTraceLimit = Infinity);
  });
  afterAll(() => {
    act.IS_REACT_ACT_ENVIRONMENT = wasAct;
    Error.stackTraceLimit = limit;
  });
  afterEach(() => {
    vi.restoreAllMocks();
    probe.on = false;
    probe.stacks.length = 0;
  });

  it("crosses no module twice in any synchronous segment, and the delta's text reaches the panel", async () => {
    const sse = sseResponse();
    const fetch = vi.fn(async () => sse.response) as unknown as typeof globalThis.fetch;
    const store = createAgentStore({ threadId: "thread-walk" });
    // Observation points that delegate: the parser's JSON step, the run loop's batch timer, the binding's frame
    // request, and every read of the store's state (the binding's snapshot, in the frame and in React's render).
    const parse = JSON.parse;
    vi.spyOn(JSON, "parse").mockImplementation((text: string, reviver?: Parameters<typeof JSON.parse>[1]) => {
      if (typeof text === "string" && text.includes("REASONING_MESSAGE_CONTENT")) probe.take("parse");
      return parse.call(JSON, text, reviver);
    });
    const setTimer = globalThis.setTimeout;
    vi.spyOn(globalThis, "setTimeout").mockImplementation(((fn: () => void, ms?: number, ...rest: unknown[]) => {
      probe.take("timer");
      return setTimer(fn, ms, ...rest);
    }) as typeof setTimeout);
    const frame = globalThis.requestAnimationFrame;
    vi.spyOn(globalThis, "requestAnimationFrame").mockImplementation((fn) => {
      probe.take("frame");
      return frame(fn);
    });
    const getState = store.getState;
    store.getState = () => (probe.take("read"), getState());

    let agent: UseAgentRunResult | undefined;
    render(<Chat store={store} fetch={fetch} onAgent={(a) => (agent = a)} />);
    await waitFor(() => expect(agent).toBeDefined());
    // The run's start is held to the same rule (the session starts the transport, the loop calls the source).
    probe.on = true;
    const done = agent!.run("Why?");
    sse.send(
      new Uint8Array([
        ...sse.frame({ type: "RUN_STARTED", threadId: "thread-walk", runId: "run-1" }),
        ...sse.frame({ type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" }),
      ]),
    );
    // The panel is there (empty: "Thinking…"), so the delta's walk ends in an update of a mounted panel.
    await waitFor(() => expect(document.querySelector('[data-rui="reasoning"]')).not.toBeNull());

    const bytes = sse.frame({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: DELTA });
    const cut = bytes.indexOf(0xe2) + 1; // inside "‰" (e2 80 b0): the decoder joins the two reads
    sse.send(bytes.slice(0, cut));
    sse.send(bytes.slice(cut));
    await screen.findByText(DELTA, { exact: false });
    // The part's markdown renderer loads on first use (the plain text meanwhile); the next delta renders through it.
    await waitFor(() => expect(document.querySelector('[data-rui="reasoning"] [data-rui="markdown"]')).not.toBeNull());
    sse.send(sse.frame({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: NEXT }));
    await screen.findByText(DELTA + NEXT, { exact: false });
    probe.on = false;

    sse.send(
      new Uint8Array([
        ...sse.frame({ type: "REASONING_MESSAGE_END", messageId: "r1" }),
        ...sse.frame({ type: "RUN_FINISHED", threadId: "thread-walk", runId: "run-1" }),
      ]),
    );
    sse.close();
    await expect(done).resolves.toBe("finished");

    // Every stack taken on the way, as its walk of source files; the segments the test names by their point.
    const walks = probe.stacks.map(({ point, stack }) => ({ point, walk: walkOf(stack) })).filter((w) => w.walk.length > 0);
    const find = (point: string, through: string) => walks.find((w) => w.point === point && w.walk.includes(through));
    const segments = {
      // 0. the run's start: session → transport → run loop → the HTTP source (its request, its stall watch)
      start: find("timer", "packages/core/src/transport/httpRunSource.ts"),
      // 1. bytes → events: a network read resumes the parser, eventsource-parser calls back with the frame
      parse: find("parse", "packages/core/src/transport/parseSseStream.ts"),
      // 1'. the transport hands the batch to the run loop, which arms the batch timer
      batch: find("timer", "packages/core/src/transport/runLoop.ts"),
      // 2. the batch timer: store → reducer → pipeline → reasoning handler
      reducer: find("reducer", "packages/core/src/reducer/reasoning.ts"),
      // 2. (a later delta of the same message) … pipeline → the streak's fast path
      streak: find("streak", "packages/core/src/reducer/streak.ts"),
      // 2'. the publish: zustand's subscribers, the React binding's once-per-frame view asks for a frame
      publish: find("frame", "packages/react/src/internal/frameStore.ts"),
      // 3. the frame: the view tells React, React reads the binding's snapshot
      snapshot: find("read", "packages/react/src/internal/frameStore.ts"),
      // 4. React's render of the panel's root reads the block through the binding
      render: find("read", "packages/react/src/primitives/reasoning/ReasoningRoot.tsx"),
      // 4'. React's render of the part: the delta's text handed to the markdown part
      text: find("text", "packages/react/src/components/ReasoningPartMarkdown.tsx"),
    };
    for (const [name, segment] of Object.entries(segments)) expect(segment, `no stack seen for the ${name} segment`).toBeDefined();

    expect(segments.reducer!.walk).toEqual([
      "packages/core/src/transport/runLoop.ts",
      "packages/core/src/store/createAgentStore.ts",
      "packages/core/src/reducer/reducer.ts",
      "packages/core/src/reducer/pipeline.ts",
      "packages/core/src/reducer/reasoning.ts",
    ]);
    for (const { point, walk } of walks) expect(revisit(walk), `${point}: ${walk.join(" → ")}`).toBeUndefined();

    // The delta's text reached the panel, whole (the split character joined).
    const panel = document.querySelector('[data-rui="reasoning"]')!;
    expect(panel.textContent).toContain(DELTA + NEXT);
    expect(store.getState().messages.find((m) => m.id === "r1")?.content).toBe(DELTA + NEXT);
  });

  it("finds a walk that comes back to a file it left", () => {
    const ROOT = "/home/dev/reasoning-ui/";
    const stack = [
      "Error",
      `    at select (${ROOT}packages/react/src/internal/useReasoningBlock.ts:20:5)`,
      `    at getSnapshot (${ROOT}packages/react/src/internal/useCoalescedSelector.ts:30:5)`,
      "    at updateSyncExternalStore (/x/node_modules/react-dom/cjs/react-dom-client.development.js:1:1)",
      `    at useCoalescedSelector (${ROOT}packages/react/src/internal/useCoalescedSelector.ts:33:5)`,
      `    at useReasoningBlock (${ROOT}packages/react/src/internal/useReasoningBlock.ts:30:5)`,
      `    at async read (${ROOT}packages/core/src/transport/runHttpAgent.ts:1:1)`,
    ].join("\n");
    const walk = walkOf(stack);
    expect(walk).toEqual(["packages/react/src/internal/useReasoningBlock.ts", "packages/react/src/internal/useCoalescedSelector.ts", "packages/react/src/internal/useReasoningBlock.ts"]);
    expect(revisit(walk)).toBe("packages/react/src/internal/useReasoningBlock.ts");
  });
});
