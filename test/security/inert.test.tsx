/**
 * Security (issue 5), in jsdom with the real components: hostile reasoning, tool and answer text renders
 * as inert text; encrypted values never reach the DOM (text or attributes), the console or web storage;
 * no prototype pollution through ids, JSON Patch paths or snapshots.
 */
import { act, fireEvent, render } from "@testing-library/react";
import { createAgentStore, type AgentStore, type BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList } from "@reasoning-ui/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const PAYLOADS = [
  `<script>window.__pwned = 1</script>`,
  `<img src="x" onerror="window.__pwned = 2">`,
  `<a href="javascript:window.__pwned = 3">click me</a>`,
  `[markdown link](javascript:window.__pwned=4) ![img](x" onerror="window.__pwned=5)`,
  `<iframe src="javascript:window.__pwned=6"></iframe><svg onload="window.__pwned=7"></svg>`,
  `"><style>*{display:none}</style><div style="position:fixed" onclick="window.__pwned=8">`,
];
const HOSTILE = PAYLOADS.join("\n");
const SECRET_MSG = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..SECRETmsgIV.SECRETmsgCIPHERTEXTxyz.SECRETmsgTAG";
const SECRET_TOOL = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..SECRETtoolIV.SECRETtoolCIPHERTEXT.SECRETtoolTAG";
const SECRET_HIDDEN = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..SECREThidIV.SECREThidCIPHERTEXT.SECREThidTAG";
const SECRETS = [SECRET_MSG, SECRET_TOOL, SECRET_HIDDEN];

const e = (type: string, f: Record<string, unknown> = {}) => ({ type, ...f }) as unknown as BaseEvent;

function hostileRun(): BaseEvent[] {
  return [
    e("RUN_STARTED", { threadId: "t", runId: "r1" }),
    e("REASONING_START", { messageId: "span-1" }),
    e("REASONING_MESSAGE_START", { messageId: "r-vis", role: "reasoning" }),
    ...PAYLOADS.map((p) => e("REASONING_MESSAGE_CONTENT", { messageId: "r-vis", delta: `${p}\n` })),
    e("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "r-vis", encryptedValue: SECRET_MSG }),
    e("REASONING_MESSAGE_END", { messageId: "r-vis" }),
    e("REASONING_END", { messageId: "span-1" }),
    e("REASONING_MESSAGE_START", { messageId: "r-hidden", role: "reasoning" }),
    e("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "r-hidden", encryptedValue: SECRET_HIDDEN }),
    e("REASONING_MESSAGE_END", { messageId: "r-hidden" }),
    e("TOOL_CALL_START", { toolCallId: "tc-1", toolCallName: `<img src=x onerror="window.__pwned=9">`, parentMessageId: "a-1" }),
    e("TOOL_CALL_ARGS", { toolCallId: "tc-1", delta: JSON.stringify({ html: HOSTILE }) }),
    e("TOOL_CALL_END", { toolCallId: "tc-1" }),
    e("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "tc-1", encryptedValue: SECRET_TOOL }),
    e("TOOL_CALL_RESULT", { messageId: "res-1", toolCallId: "tc-1", content: HOSTILE, role: "tool" }),
    e("TEXT_MESSAGE_START", { messageId: "a-2", role: "assistant" }),
    e("TEXT_MESSAGE_CONTENT", { messageId: "a-2", delta: HOSTILE }),
    e("TEXT_MESSAGE_END", { messageId: "a-2" }),
    // A second reasoning block left streaming (open panel), with hostile text.
    e("REASONING_MESSAGE_START", { messageId: "r-open", role: "reasoning" }),
    e("REASONING_MESSAGE_CONTENT", { messageId: "r-open", delta: HOSTILE }),
  ];
}

const METHODS = ["log", "info", "warn", "error", "debug", "trace", "dir", "dirxml", "table", "group", "groupCollapsed", "assert", "count", "timeLog"] as const;
let spies: ReturnType<typeof vi.spyOn>[] = [];

beforeEach(() => {
  spies = METHODS.filter((m) => typeof console[m] === "function").map((m) => vi.spyOn(console, m as "log").mockImplementation(() => undefined));
  delete (window as { __pwned?: number }).__pwned;
});
afterEach(() => spies.forEach((s) => s.mockRestore()));

function mount(store: AgentStore) {
  return render(
    <AgentProvider store={store}>
      <MessageList />
    </AgentProvider>,
  );
}

/** Opens every collapsed disclosure so all reasoning text is in the DOM. */
function openAll(container: HTMLElement) {
  for (const b of Array.from(container.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]'))) fireEvent.click(b);
}

function expectNoSecrets(container: HTMLElement) {
  const html = document.documentElement.outerHTML;
  const attrs = Array.from(document.querySelectorAll("*")).flatMap((el) => Array.from(el.attributes).map((a) => a.value));
  const logged = JSON.stringify(spies.flatMap((s) => s.mock.calls), (_k, v) => (v instanceof Error ? `${v.message} ${v.stack}` : v));
  const storage = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
  for (const s of SECRETS)
    for (const part of [s, ...s.split(".").filter((p) => p.length > 8)]) {
      expect(html.includes(part), `DOM contains ${part}`).toBe(false);
      expect(container.textContent?.includes(part)).toBe(false);
      expect(attrs.some((a) => a.includes(part)), `an attribute contains ${part}`).toBe(false);
      expect(logged.includes(part), `console got ${part}`).toBe(false);
      expect(storage.includes(part)).toBe(false);
    }
}

describe("hostile text renders inert", () => {
  it("reasoning, tool name/args/result and answer text with HTML, script, javascript: links and markdown", async () => {
    const store = createAgentStore({ threadId: "t" });
    const { container } = mount(store);
    act(() => store.getState().applyEvents(hostileRun()));
    await act(async () => new Promise<void>((r) => requestAnimationFrame(() => r())));
    act(() => openAll(container));
    await act(async () => new Promise<void>((r) => requestAnimationFrame(() => r())));

    // No element the payloads try to create exists; nothing executed.
    expect(container.querySelectorAll("script, iframe, img, style, object, embed, link, meta")).toHaveLength(0);
    expect(container.querySelectorAll("[onerror], [onclick], [onload], [style*='position:fixed']")).toHaveLength(0);
    for (const a of Array.from(container.querySelectorAll("a"))) expect(a.getAttribute("href") ?? "").not.toMatch(/^\s*javascript:/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    // The payloads are shown as text, character for character.
    const text = container.textContent ?? "";
    expect(text).toContain(PAYLOADS[0]);
    expect(text).toContain(PAYLOADS[3]);
    expect(text).toContain(`<img src=x onerror="window.__pwned=9">`);
    expect(container.querySelectorAll('[data-rui="reasoning"]').length).toBeGreaterThanOrEqual(2);
    expect(container.querySelector('[data-rui="hidden-indicator"]')).not.toBeNull();

    expectNoSecrets(container);
    // The store does hold them (so the scan above is not vacuous).
    const held = JSON.stringify(store.getState().messages);
    for (const s of SECRETS) expect(held).toContain(s);
  });
});

describe("custom components never receive an encrypted value", () => {
  it("a components map that prints every prop it gets prints no secret", async () => {
    const dump = (props: unknown) => <pre data-testid="dump">{JSON.stringify(props)}</pre>;
    const store = createAgentStore({
      threadId: "t",
      messages: [{ id: "u-secret", role: "user", content: "hello", encryptedValue: SECRET_HIDDEN } as never],
    });
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList components={{ UserMessage: dump, Text: dump, Reasoning: dump, ToolCall: dump }} />
      </AgentProvider>,
    );
    act(() => store.getState().applyEvents(hostileRun()));
    await act(async () => new Promise<void>((r) => requestAnimationFrame(() => r())));
    expect(container.querySelectorAll('[data-testid="dump"]').length).toBeGreaterThanOrEqual(5); // user, reasoning ×3, tool call, text
    expect(container.textContent).toContain('"messageId":"a-2"');
    expect(container.textContent).toContain('"hasEncryptedReasoning":true');
    expectNoSecrets(container);
    expect(JSON.stringify(store.getState().messages)).toContain(SECRET_HIDDEN); // kept in the store, for the next turn
  });
});

describe("no prototype pollution", () => {
  const clean = () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
    expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  };

  it("through ids, JSON Patch paths, state snapshots and messages snapshots (parsed from JSON, as off the wire)", async () => {
    const wire = (s: string) => JSON.parse(s) as BaseEvent; // JSON.parse makes "__proto__" an own key
    const store = createAgentStore({ threadId: "t" });
    const { container } = mount(store);
    const events = [
      e("RUN_STARTED", { threadId: "t", runId: "r" }),
      wire('{"type":"STATE_SNAPSHOT","snapshot":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"ok":1}}'),
      wire('{"type":"STATE_DELTA","delta":[{"op":"add","path":"/__proto__/polluted","value":true}]}'),
      wire('{"type":"STATE_DELTA","delta":[{"op":"add","path":"/constructor/prototype/polluted","value":true}]}'),
      wire('{"type":"STATE_DELTA","delta":[{"op":"replace","path":"/__proto__","value":{"polluted":true}}]}'),
      wire('{"type":"STATE_DELTA","delta":[{"op":"add","path":"/a","value":{"__proto__":{"polluted":true}}},{"op":"copy","from":"/a/__proto__","path":"/__proto__"}]}'),
      wire('{"type":"MESSAGES_SNAPSHOT","messages":[{"id":"__proto__","role":"user","content":"p","__proto__":{"polluted":true}},{"id":"constructor","role":"assistant","content":"c","toolCalls":[{"id":"__proto__","type":"function","function":{"name":"f","arguments":"{\\"__proto__\\":{\\"polluted\\":true}}"},"__proto__":{"polluted":true}}]},{"id":"prototype","role":"reasoning","content":"r","encryptedValue":"v"}]}'),
      wire('{"type":"REASONING_MESSAGE_START","messageId":"hasOwnProperty","role":"reasoning"}'),
      wire('{"type":"REASONING_MESSAGE_CONTENT","messageId":"hasOwnProperty","delta":"h"}'),
      wire('{"type":"REASONING_ENCRYPTED_VALUE","subtype":"tool-call","entityId":"__proto__","encryptedValue":"tool-v"}'),
      wire('{"type":"REASONING_ENCRYPTED_VALUE","subtype":"message","entityId":"toString","encryptedValue":"later"}'),
      e("RUN_FINISHED", { threadId: "t", runId: "r" }),
    ];
    for (const ev of events) expect(() => act(() => store.getState().applyEvent(ev))).not.toThrow();
    await act(async () => new Promise<void>((r) => requestAnimationFrame(() => r())));
    clean();
    const st = store.getState();
    expect(st.messages.map((m) => m.id)).toEqual(expect.arrayContaining(["__proto__", "constructor", "prototype", "hasOwnProperty"]));
    expect(Object.hasOwn(st.reasoning, "hasOwnProperty")).toBe(true);
    expect((st.reasoning as Record<string, { status: string } | undefined>)["hasOwnProperty"]?.status).toBe("interrupted"); // left open at RUN_FINISHED
    expect(container.textContent).toContain("c");
    expect(() => JSON.stringify(st)).not.toThrow();
    clean();
  });
});
