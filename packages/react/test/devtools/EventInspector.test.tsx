import { createHash } from "node:crypto";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createAgentStore, type AgentState, type BaseEvent } from "@reasoning-ui/core";
import { EventInspector } from "@reasoning-ui/react/devtools";
import { describe, expect, it, vi } from "vitest";
import type { StoreApi } from "zustand/vanilla";
import { axeViolations, nextFrame, T0 } from "../helpers";

type Ev = Record<string, unknown>;
const SECRET = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..c2VjcmV0LWl2.VGhlIGhpZGRlbiBjaGFpbg.dGFnLXRhZw";
const sha8 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex").slice(0, 8);

const turn = (runId: string, t = T0): Ev[] => [
  { type: "RUN_STARTED", threadId: "thread-x", runId, timestamp: t },
  { type: "REASONING_START", messageId: `${runId}-span`, timestamp: t + 10 },
  { type: "REASONING_MESSAGE_START", messageId: `${runId}-r`, role: "reasoning", timestamp: t + 20 },
  { type: "REASONING_MESSAGE_CONTENT", messageId: `${runId}-r`, delta: "Weighing the options", timestamp: t + 30 },
  { type: "REASONING_MESSAGE_END", messageId: `${runId}-r`, timestamp: t + 40 },
  { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: `${runId}-r`, encryptedValue: SECRET, timestamp: t + 50 },
  { type: "REASONING_END", messageId: `${runId}-span`, timestamp: t + 60 },
  { type: "TEXT_MESSAGE_START", messageId: `${runId}-a`, role: "assistant", timestamp: t + 70 },
  { type: "TEXT_MESSAGE_CONTENT", messageId: `${runId}-a`, delta: "The answer.", timestamp: t + 80 },
  { type: "TEXT_MESSAGE_END", messageId: `${runId}-a`, timestamp: t + 90 },
  { type: "RUN_FINISHED", threadId: "thread-x", runId, timestamp: t + 100 },
];

async function feed(store: StoreApi<AgentState>, events: Ev[], batch = false) {
  act(() => {
    if (batch) store.getState().applyEvents(events as unknown as BaseEvent[]);
    else for (const e of events) store.getState().applyEvent(e as unknown as BaseEvent);
  });
  await nextFrame();
}

function setup(props: Partial<Parameters<typeof EventInspector>[0]> = {}) {
  const store = createAgentStore({ threadId: "thread-x" });
  const writes: string[] = [];
  const writeClipboard = vi.fn(async (text: string) => void writes.push(text));
  const utils = render(<EventInspector store={store} writeClipboard={writeClipboard} refreshMs={0} {...props} />);
  return { store, writes, writeClipboard, ...utils };
}

const items = () => screen.getAllByRole("treeitem");
const eventItems = () => items().filter((el) => el.dataset.kind === "entry");
const typesShown = () => eventItems().map((el) => el.querySelector('[data-rui="inspector-type"]')?.textContent);

// Rendering a tree of a few dozen rows and typing into jsdom is slow on a loaded machine: a generous timeout.
describe("EventInspector", { timeout: 30_000 }, () => {
  it("lists every event as it arrives, grouped by run and span, with ids, lane, size and time since run start", async () => {
    const { store } = setup();
    expect(screen.getByText(/No events yet/)).toBeInTheDocument();
    await feed(store, turn("run-1"));
    const tree = screen.getByRole("tree", { name: /events by run and span/ });
    const run = within(tree).getByRole("treeitem", { name: /Run run-1/ });
    expect(run).toHaveAttribute("aria-level", "1");
    expect(run).toHaveAttribute("aria-expanded", "true");
    expect(run).toHaveTextContent("11 events");
    const span = within(tree).getByRole("treeitem", { name: /Span run-1-span/ });
    expect(span).toHaveAttribute("aria-level", "2");
    expect(span).toHaveTextContent("6 events");
    expect(typesShown()).toEqual(turn("run-1").map((e) => e.type));
    const content = eventItems()[3]!;
    expect(content).toHaveAttribute("aria-level", "3");
    expect(content).toHaveTextContent("messageId=run-1-r");
    expect(content).toHaveTextContent(`${JSON.stringify(turn("run-1")[3]).length} ch`);
    expect(content).toHaveTextContent(/\+\d+ ms/);
    // events outside the span sit directly in the run
    expect(eventItems()[7]).toHaveAttribute("aria-level", "2");

    await feed(store, [{ type: "RUN_STARTED", threadId: "thread-x", runId: "run-2" }, { type: "REASONING_START", messageId: "sub-span", subagentRunId: "lane-7" }, { type: "REASONING_END", messageId: "sub-span", subagentRunId: "lane-7" }]);
    expect(screen.getByRole("treeitem", { name: /Run run-2/ })).toBeInTheDocument();
    expect(screen.getByRole("treeitem", { name: /Span sub-span \(lane lane-7\)/ })).toBeInTheDocument();
    expect(eventItems().at(-1)).toHaveTextContent("lane lane-7");
  });

  it("shows encrypted values only as length and a SHA-256 prefix — never their content — on screen and in the copy", async () => {
    const user = userEvent.setup({ delay: null });
    const { store, writes, container } = setup();
    await feed(store, [...turn("run-1"), { type: "MESSAGES_SNAPSHOT", messages: [{ id: "m-h", role: "reasoning", content: "", encryptedValue: `${SECRET}-snap` }] }]);
    const expected = `encrypted ${SECRET.length} ch · sha256 ${sha8(SECRET)}`;
    await waitFor(() => expect(screen.getByText(expected)).toBeInTheDocument());
    await user.click(screen.getByText(expected));
    const detail = screen.getByRole("region", { name: /REASONING_ENCRYPTED_VALUE/ });
    expect(detail).toHaveTextContent(`encryptedValue: ${SECRET.length} characters · SHA-256 ${sha8(SECRET)}`);
    expect(within(detail).getByLabelText(/Event JSON/).textContent).toContain('"$encrypted": true');
    await waitFor(() => expect(screen.getByText(`encrypted ${SECRET.length + 5} ch · sha256 ${sha8(`${SECRET}-snap`)}`)).toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Copy as JSON lines" }));
    expect(writes).toHaveLength(1);
    for (const text of [container.innerHTML, writes[0]!]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(SECRET.slice(20, 60));
    }
    const lines = writes[0]!.trim().split("\n").map((l) => JSON.parse(l) as { event: { encryptedValue?: unknown } });
    expect(lines[5]!.event.encryptedValue).toEqual({ $encrypted: true, length: SECRET.length, sha256: sha8(SECRET) });
  });

  it("filters by type, by id and by diagnostic code", async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = setup();
    await feed(store, [...turn("run-1"), { type: "TEXT_MESSAGE_CONTENT", messageId: "ghost", delta: "boo" }, { type: "TOOL_CALL_END", toolCallId: "nope" }]);
    expect(eventItems()).toHaveLength(13);
    await user.selectOptions(screen.getByLabelText("Type"), "TEXT_MESSAGE_CONTENT");
    expect(typesShown()).toEqual(["TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_CONTENT"]);
    expect(screen.getByText(/2 of 13 events/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Type"), "");
    await user.type(screen.getByLabelText("Id"), "RUN-1-R");
    expect(typesShown()).toEqual(["REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_END", "REASONING_ENCRYPTED_VALUE"]);
    await user.clear(screen.getByLabelText("Id"));
    await user.type(screen.getByLabelText("Id"), "run-1-span"); // a span id matches every event of the span
    expect(eventItems()).toHaveLength(6);
    await user.clear(screen.getByLabelText("Id"));
    const codes = within(screen.getByLabelText("Diagnostic")).getAllByRole("option").map((o) => o.getAttribute("value"));
    expect(codes).toEqual(expect.arrayContaining(["", "*"]));
    const specific = codes.filter((c) => c && c !== "*");
    expect(specific.length).toBeGreaterThanOrEqual(2);
    await user.selectOptions(screen.getByLabelText("Diagnostic"), "*");
    expect(typesShown()).toEqual(["TEXT_MESSAGE_CONTENT", "TOOL_CALL_END"]);
    const ghost = store.getState().diagnostics.find((d) => d.event?.messageId === "ghost")!;
    await user.selectOptions(screen.getByLabelText("Diagnostic"), ghost.code);
    expect(eventItems().every((el) => el.textContent!.includes(ghost.code))).toBe(true);
    expect(eventItems()[0]).toHaveTextContent("messageId=ghost");
  });

  it("shows each diagnostic on the event that raised it, also inside a batch, and the stream's own diagnostics as rows", async () => {
    const { store } = setup();
    await feed(store, [{ type: "RUN_STARTED", threadId: "thread-x", runId: "run-1" }, { type: "REASONING_MESSAGE_CONTENT", messageId: "ok", delta: "" }, { type: "TEXT_MESSAGE_END", messageId: "ghost-1" }, { type: "REASONING_MESSAGE_START", messageId: "open", role: "reasoning" }], true);
    const rows = eventItems();
    const byState = store.getState().diagnostics.filter((d) => d.event?.messageId === "ghost-1");
    expect(byState.length).toBeGreaterThan(0);
    expect(rows[2]).toHaveAttribute("data-diagnostics");
    expect(rows[2]).toHaveTextContent(byState[0]!.code);
    expect(rows[3]).not.toHaveAttribute("data-diagnostics");
    act(() => store.getState().endStream({ status: "finished" }));
    await act(async () => void (await Promise.resolve()));
    await nextFrame();
    const last = eventItems().at(-1)!;
    expect(last).toHaveTextContent("DIAGNOSTIC");
    expect(last).toHaveTextContent("interrupted_by_stream_end");
  });

  it("pause freezes the list while recording goes on; resume shows what arrived", async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = setup();
    await feed(store, turn("run-1").slice(0, 3));
    const pause = screen.getByRole("button", { name: "Pause" });
    expect(pause).toHaveAttribute("aria-pressed", "false");
    await user.click(pause);
    expect(screen.getByRole("button", { name: "Resume" })).toHaveAttribute("aria-pressed", "true");
    await feed(store, turn("run-1").slice(3));
    expect(eventItems()).toHaveLength(3);
    expect(screen.getByText(/paused, 8 waiting/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Resume" }));
    expect(eventItems()).toHaveLength(11);
  });

  it("copies the shown events as JSON lines with their ids, run, span and timing", async () => {
    const user = userEvent.setup({ delay: null });
    const { store, writes } = setup();
    await feed(store, turn("run-1"));
    await user.selectOptions(screen.getByLabelText("Type"), "REASONING_MESSAGE_CONTENT");
    await user.click(screen.getByRole("button", { name: "Copy as JSON lines" }));
    expect(screen.getByRole("status")).toHaveTextContent("Copied 1 event as JSON lines");
    const lines = writes[0]!.split("\n");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ seq: 4, type: "REASONING_MESSAGE_CONTENT", runId: "run-1", spanId: "run-1-span", agentTimestamp: T0 + 30, agentSinceRunStartMs: 30, ids: { messageId: "run-1-r" }, event: { delta: "Weighing the options" } });
  });

  it("keeps at most `capacity` events and says how many were dropped", async () => {
    const { store } = setup({ capacity: 5 });
    await feed(store, [...turn("run-1"), ...turn("run-2")]);
    expect(eventItems()).toHaveLength(5);
    expect(screen.getByText(/5 events · 17 dropped/)).toBeInTheDocument();
    expect(typesShown()).toEqual(turn("run-2").slice(-5).map((e) => e.type));
  });

  it("is operable by keyboard as a WAI-ARIA tree (roving focus, arrows, Home/End, collapse), and axe-clean", async () => {
    const user = userEvent.setup({ delay: null });
    const { store, container } = setup();
    await feed(store, turn("run-1"));
    const tree = screen.getByRole("tree");
    const first = items()[0]!;
    expect(items().filter((el) => el.tabIndex === 0)).toEqual([first]);
    first.focus();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toHaveAccessibleName(/RUN_STARTED/);
    expect(document.activeElement).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("region", { name: /#1 RUN_STARTED/ })).toBeInTheDocument();
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toHaveAccessibleName(/Span run-1-span/);
    await user.keyboard("{ArrowLeft}"); // collapse the span
    expect(document.activeElement).toHaveAttribute("aria-expanded", "false");
    expect(eventItems()).toHaveLength(5);
    await user.keyboard("{ArrowRight}"); // open it again
    expect(eventItems()).toHaveLength(11);
    await user.keyboard("{ArrowRight}{ArrowDown}"); // into the span, to its second event
    expect(document.activeElement).toHaveAccessibleName(/REASONING_MESSAGE_START/);
    await user.keyboard("{ArrowLeft}"); // to the parent span
    expect(document.activeElement).toHaveAccessibleName(/Span run-1-span/);
    await user.keyboard("{End}");
    expect(document.activeElement).toHaveAccessibleName(/RUN_FINISHED/);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(first);
    await user.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(items()).toHaveLength(1);
    await user.keyboard(" ");
    expect(items()).toHaveLength(13);
    expect(tree.contains(document.activeElement)).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("refreshes at most every `refreshMs` (default 250 ms): a burst of events is one render later, not one per frame", async () => {
    const store = createAgentStore({ threadId: "thread-x" });
    render(<EventInspector store={store} />);
    await feed(store, turn("run-1").slice(0, 4));
    expect(screen.queryAllByRole("treeitem")).toHaveLength(0);
    await waitFor(() => expect(eventItems()).toHaveLength(4), { timeout: 2000 });
  });

  it("listens only while mounted: subscribes on mount, unsubscribes on unmount", async () => {
    const real = createAgentStore({ threadId: "thread-x" });
    let listening = 0;
    const counted = (type: string, fn: (e: BaseEvent) => void) => {
      listening++;
      const off = real.getState().addEventListener(type, fn);
      return () => {
        listening--;
        off();
      };
    };
    const store: StoreApi<AgentState> = { ...real, getState: () => ({ ...real.getState(), addEventListener: counted }) };
    expect(listening).toBe(0);
    const { unmount } = render(<EventInspector store={store} refreshMs={0} />);
    expect(listening).toBe(1);
    await feed(real, turn("run-1"));
    expect(eventItems()).toHaveLength(11);
    unmount();
    expect(listening).toBe(0);
  });
});
