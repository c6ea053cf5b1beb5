/**
 * Deterministic render: nothing the kit renders reads randomness, the clock or storage while rendering
 * (docs/architecture.md, "UI parts"). A render that does cannot be prerendered by Next.js under `cacheComponents`
 * ("used `Date.now()` / `crypto.randomUUID()` inside a Client Component") and does not hydrate to the same
 * markup. While the kit's code renders, each of those readers throws: on the server (history with every
 * visibility mode and a tool call, streaming panels, the timeline, markdown, the composer, the inspector), then in
 * the browser while a live conversation streams, and the interrupt prompts (`Interrupt.*`, `InterruptPrompt`) with a
 * countdown. Effects may read the clock (the live counter and the countdown do, before paint).
 * Runs on React 19 and 18 (whose server renderer escaped the inspector's <style> text: it did not hydrate).
 */
import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import type { BaseEvent, Message } from "@reasoning-ui/core";
import { AgentProvider, Composer, HiddenReasoningIndicator, Interrupt, InterruptPrompt, MessageList, MessageListViewport, ReasoningMessage, ReasoningPanel } from "../src";
import { selectInterrupts } from "@reasoning-ui/core";
import { EventInspector } from "../src/devtools";
import { markdownRenderContent } from "../src/markdown";
import { ReasoningTimeline, createTimelineComponents } from "../src/steps";
import { ev, newStore, nextFrame, T0, type Store } from "./helpers";

const SECRET = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..c2VjcmV0LXBhcnQ.dGFn";
const renderContent = markdownRenderContent({ copy: true });
const timelineComponents = createTimelineComponents();

const history: Message[] = [
  { id: "u1", role: "user", content: "Plan my trip" },
  { id: "r1", role: "reasoning", content: "**Checking** the forecast.", encryptedValue: SECRET },
  { id: "a1", role: "assistant", content: "", toolCalls: [{ id: "c1", type: "function", function: { name: "weather", arguments: '{"city":"Oslo"}' }, encryptedValue: SECRET }] },
  { id: "t1", role: "tool", toolCallId: "c1", content: "Sunny" },
  { id: "r2", role: "reasoning", content: "", encryptedValue: SECRET },
  { id: "a2", role: "assistant", content: "Pack light." },
] as Message[];

function Page({ store, now }: { store: Store; now: number }) {
  return (
    <AgentProvider store={store}>
      <section aria-label="Chat">
        <MessageListViewport>
          <MessageList reasoningProps={{ renderContent }} onRetry={() => {}} />
        </MessageListViewport>
        <MessageList components={timelineComponents} />
        <ReasoningTimeline turn="u1" defaultOpen />
        <ReasoningMessage messageId="r3" />
        <ReasoningPanel status="streaming" startedAt={now - 4_000} text="Let me check the forecast…" renderContent={renderContent} />
        <HiddenReasoningIndicator status="streaming" startedAt={now - 4_000} />
        <Composer onSend={() => {}} onStop={() => {}} running />
      </section>
      <EventInspector store={store} />
    </AgentProvider>
  );
}

/** The kit's code (tests run the sources); React itself may read the clock for its own scheduling. */
const KIT = /packages\/(react|core)\/src\//;
/** What counts as a forbidden read: a kit frame on the stack, and (`phase: "render"`) a React render frame. */
let phase: "any" | "render" = "any";
function forbiddenRead(): boolean {
  const stack = (new Error().stack ?? "").split("\n").slice(3);
  if (!stack.some((line) => KIT.test(line))) return false;
  if (phase === "any") return true;
  // In the browser only render is checked: effects (committing) may read the clock.
  const render = stack.findIndex((line) => /\b(renderWithHooks|updateFunctionComponent|mountIndeterminateComponent|beginWork)\b/.test(line));
  const commit = stack.findIndex((line) => /\bcommit\w*(Effect|Mount)\w*\b/.test(line));
  return render !== -1 && (commit === -1 || render < commit);
}

/** Makes Date.now, new Date(), performance.now, Math.random, Web Crypto and storage throw when the kit reads them in render. */
function forbidNondeterminism(which: typeof phase) {
  phase = which;
  const spy = <T extends object, K extends keyof T & string>(target: T, key: K) => {
    const real = (target[key] as (...args: unknown[]) => unknown).bind(target);
    vi.spyOn(target, key as never).mockImplementation(((...args: unknown[]) => {
      if (forbiddenRead()) throw new Error(`${key}() read during render`);
      return real(...args);
    }) as never);
  };
  spy(Date, "now");
  spy(performance, "now");
  spy(Math, "random");
  spy(globalThis.crypto, "randomUUID");
  spy(globalThis.crypto, "getRandomValues");
  spy(window.localStorage, "getItem");
  spy(window.sessionStorage, "getItem");
  const RealDate = Date;
  vi.stubGlobal(
    "Date",
    new Proxy(RealDate, {
      construct(target, args: unknown[]) {
        if (args.length === 0 && forbiddenRead()) throw new Error("new Date() read during render");
        return new target(...(args as [number]));
      },
    }),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test("server render reads no clock, randomness or storage; the markup hydrates seconds later with no mismatch", async () => {
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  vi.setSystemTime(T0);
  const store = newStore(history);

  forbidNondeterminism("any");
  const html = renderToString(<Page store={store} now={T0} />);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();

  for (const text of ["Plan my trip", "weather", "Pack light.", "Reasoned privately", "Checking"]) expect(html).toContain(text);
  expect(html).toContain('data-status="streaming"');
  expect(html).not.toContain("c2VjcmV0LXBhcnQ");

  // 5.4 s later the browser hydrates the same markup: no mismatch, and the live counters are right before paint.
  vi.setSystemTime(T0 + 5_400);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const consoleErrors: unknown[][] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Page store={store} now={T0} />, { onRecoverableError: (error) => void recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(consoleErrors.filter((args) => /hydrat|did not match/i.test(String(args[0])))).toEqual([]);
  const live = [...container.querySelectorAll('[data-rui="reasoning"][data-status="streaming"] [data-rui="reasoning-duration"]')].map((el) => el.textContent);
  expect(live).toHaveLength(1);
  expect(live[0]).toMatch(/\b9s\b/);
  act(() => root!.unmount());
  container.remove();
}, 20_000);

test("in the browser, a live conversation renders with no clock, randomness or storage read during render", async () => {
  const store = newStore(history);
  const s = store.getState();
  s.addMessage({ id: "u2", role: "user", content: "And tomorrow?" });
  s.beginRun("run-2");
  forbidNondeterminism("render");
  const { container } = render(<Page store={store} now={T0} />);
  await act(async () => {
    s.applyEvents([ev.runStarted("run-2"), ev.start("r3"), ev.content("r3", "**Looking** at tomorrow"), { type: "TOOL_CALL_START", toolCallId: "c2", toolCallName: "weather", parentMessageId: "a3" }] as unknown as BaseEvent[]);
  });
  await nextFrame();
  await act(async () => {
    s.applyEvents([{ type: "TOOL_CALL_END", toolCallId: "c2" }, { type: "TOOL_CALL_RESULT", messageId: "t2", toolCallId: "c2", content: "Rain" }, ev.end("r3", T0 + 9_000), ...ev.text("a3", "Take an umbrella."), ev.runFinished("run-2")] as unknown as BaseEvent[]);
    s.endStream({ status: "finished" });
  });
  await nextFrame();
  expect(container.textContent).toContain("Take an umbrella.");
  expect(container.querySelectorAll('[data-rui="reasoning"]').length).toBeGreaterThan(2);
}, 20_000);

/** A thread stopped on an approval that expires a minute after T0 (AG-UI 1.0 `outcome: interrupt`). */
function stoppedOnApproval(): Store {
  const store = newStore([{ id: "u1", role: "user", content: "Email Ada" }] as Message[]);
  store.getState().beginRun("run-i");
  store.getState().applyEvents([
    ev.runStarted("run-i"),
    { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "send_email", parentMessageId: "a1" },
    { type: "TOOL_CALL_ARGS", toolCallId: "c1", delta: '{"to":"ada@example.com"}' },
    { type: "TOOL_CALL_END", toolCallId: "c1" },
    { type: "RUN_FINISHED", threadId: "t", runId: "run-i", outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "tool_call", toolCallId: "c1", message: "Send it?", expiresAt: new Date(T0 + 60_000).toISOString() }] } },
  ] as unknown as BaseEvent[]);
  store.getState().endStream({ status: "finished" });
  return store;
}

function InterruptPage({ store }: { store: Store }) {
  const views = selectInterrupts(store.getState());
  return (
    <AgentProvider store={store}>
      <InterruptPrompt toolCallId="c1" onResume={async () => ({ ok: true, status: "finished", notices: [] })} approveWithEdits />
      <Interrupt.Root interrupts={views} onResume={async () => ({ ok: true, status: "finished", notices: [] })} autoFocus={false} approveWithEdits aria-label="Headless">
        {views.map((v) => (
          <Interrupt.Item key={v.id} interrupt={v}>
            <Interrupt.Message />
            <Interrupt.Countdown />
            <Interrupt.Approve />
            <Interrupt.Deny />
            <Interrupt.ApproveWithEdits />
            <Interrupt.EditArguments />
            <Interrupt.TextAnswer />
            <Interrupt.SchemaForm />
            <Interrupt.Answer />
          </Interrupt.Item>
        ))}
        <Interrupt.Notice />
        <Interrupt.Submit />
      </Interrupt.Root>
    </AgentProvider>
  );
}

test("interrupt prompts with a countdown: the server render reads no clock, hydration matches, the countdown is right before paint", async () => {
  vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
  vi.setSystemTime(T0);
  const store = stoppedOnApproval();
  expect(selectInterrupts(store.getState())).toHaveLength(1);

  forbidNondeterminism("any");
  const html = renderToString(<InterruptPage store={store} />);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // the headless root (the store-backed prompt renders from the store's initial state on the server: nothing)
  expect(html).toContain('aria-label="Headless"');
  expect(html).toContain("Send it?");
  expect(html).not.toContain("Expires in"); // no clock on the server: no time left shown

  vi.setSystemTime(T0 + 5_400);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const consoleErrors: unknown[][] = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void consoleErrors.push(args));
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, <InterruptPage store={store} />, { onRecoverableError: (error) => void recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(consoleErrors.filter((args) => /hydrat|did not match/i.test(String(args[0])))).toEqual([]);
  const countdowns = [...container.querySelectorAll('[data-rui="interrupt-countdown"]')].map((el) => el.textContent);
  expect(container.querySelectorAll('[data-rui="interrupt"]')).toHaveLength(2);
  expect(countdowns).toEqual(["Expires in 0:55", "Expires in 0:55"]);
  act(() => root!.unmount());
  container.remove();
}, 20_000);

test("in the browser, interrupt prompts render, tick and take a decision with no clock read during render", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(T0);
  const store = stoppedOnApproval();
  forbidNondeterminism("render");
  const { container } = render(<InterruptPage store={store} />);
  await nextFrame();
  const forms = container.querySelectorAll('[data-rui="interrupt"]');
  expect(forms).toHaveLength(2);
  // choosing "Approve with edits" re-renders the item with its editor (a render after an event)
  await act(async () => (forms[1]!.querySelector('[data-rui="interrupt-edit"]') as HTMLButtonElement).click());
  expect(forms[1]!.querySelector('[data-rui="interrupt-edit"]')).toHaveAttribute("aria-pressed", "true");
  expect(forms[1]!.querySelector("textarea")).not.toBeNull();
  expect([...container.querySelectorAll('[data-rui="interrupt-countdown"]')].map((el) => el.textContent)).toEqual(["Expires in 1:00", "Expires in 1:00"]);
}, 20_000);
