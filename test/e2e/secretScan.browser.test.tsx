/**
 * Security scan in real Chromium (issue 5): one thread runs EVERY demo-agent scenario in turn
 * (`forwardedProps.scenario`), each turn resending all encrypted values so far. After each turn, no
 * encrypted value (nor any long piece of it) may appear in the DOM (text or attributes), in anything
 * written to the console (every method spied), or in localStorage / sessionStorage.
 */
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import type { AgentState, RunStatus } from "@reasoning-ui/core";
import { AgentProvider, MessageList, useAgentRun } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import { afterEach, expect, inject, test, vi } from "vitest";
import type { StoreApi } from "zustand/vanilla";

const SCENARIOS = ["visible", "summary", "hidden", "tool", "chunk", "legacy", "error", "cut"] as const;
const METHODS = ["log", "info", "warn", "error", "debug", "trace", "dir", "dirxml", "table", "group", "groupCollapsed", "groupEnd", "assert", "count", "time", "timeEnd", "timeLog"] as const;

afterEach(() => cleanup());

let api!: { run: (text: string, scenario: string) => Promise<RunStatus>; store: StoreApi<AgentState> };
function ScanApp({ url }: { url: string }) {
  const agent = useAgentRun({ url });
  api = { run: (text, scenario) => agent.run({ text, forwardedProps: { scenario } }), store: agent.store };
  return (
    <AgentProvider store={agent.store}>
      <MessageList />
    </AgentProvider>
  );
}

function encryptedValues(state: AgentState): string[] {
  const out: string[] = [];
  for (const m of state.messages) {
    const v = (m as { encryptedValue?: string }).encryptedValue;
    if (v) out.push(v);
    if (m.role === "assistant") for (const tc of m.toolCalls ?? []) if ((tc as { encryptedValue?: string }).encryptedValue) out.push((tc as { encryptedValue?: string }).encryptedValue!);
  }
  return out.concat(Object.values(state.pendingToolCallEncryptedValues));
}

test("encrypted values never reach the DOM, the console or web storage, across every scenario", async () => {
  const spies = METHODS.filter((m) => typeof console[m] === "function").map((m) => vi.spyOn(console, m as "log"));
  try {
    const { container } = render(<ScanApp url={inject("agentUrl")} />);
    const statuses: Record<string, RunStatus> = {};
    for (const scenario of SCENARIOS) {
      let status!: RunStatus;
      await act(async () => {
        status = await api.run(`please run ${scenario}`, scenario);
      });
      statuses[scenario] = status;
      await act(async () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
      // Open every disclosure so all reasoning text is rendered too.
      act(() => {
        for (const b of Array.from(container.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]'))) fireEvent.click(b);
      });
      await act(async () => new Promise<void>((r) => requestAnimationFrame(() => r())));

      const values = encryptedValues(api.store.getState());
      const html = document.documentElement.outerHTML;
      const attrs = Array.from(document.querySelectorAll("*")).flatMap((el) => Array.from(el.attributes).map((a) => a.value));
      const logged = spies.flatMap((s) => s.mock.calls).map((args) => args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === "string" ? a : JSON.stringify(a) ?? String(a))).join(" ")).join("\n");
      const storage = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
      for (const v of values)
        for (const part of [v, ...v.split(".").filter((p) => p.length > 8)]) {
          expect(html.includes(part), `${scenario}: DOM holds part of an encrypted value`).toBe(false);
          expect(attrs.some((a) => a.includes(part)), `${scenario}: an attribute holds part of an encrypted value`).toBe(false);
          expect(logged.includes(part), `${scenario}: console got part of an encrypted value`).toBe(false);
          expect(storage.includes(part), `${scenario}: web storage holds part of an encrypted value`).toBe(false);
        }
    }
    // The scan is not vacuous: the scenarios produced encrypted values (message and tool-call ones),
    // and the runs ended as the demo agent scripts them.
    const all = encryptedValues(api.store.getState());
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(statuses).toMatchObject({ visible: "finished", summary: "finished", hidden: "finished", tool: "finished", chunk: "finished", legacy: "finished", error: "error", cut: "error" });
    expect(container.querySelectorAll('[data-rui="reasoning"]').length).toBeGreaterThanOrEqual(6);
  } finally {
    spies.forEach((s) => s.mockRestore());
  }
});
