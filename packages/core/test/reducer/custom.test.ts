import { EventType, type BaseEvent } from "@ag-ui/core";
import { expect, it } from "vitest";
import { createAgentStore } from "../../src/index";
import { SOURCE_DIAGNOSTIC_EVENT } from "../../src/reducer/custom";

const custom = (name: string, value: unknown) => ({ type: EventType.CUSTOM, name, value }) as BaseEvent;

it("a CUSTOM reasoning-ui.diagnostic records a diagnostic (cut short); other CUSTOM events and bad values change nothing", () => {
  const store = createAgentStore({ threadId: "t" });
  store.getState().applyEvents([
    { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent,
    custom("data-weather", { code: "x", message: "y" }),
    custom(SOURCE_DIAGNOSTIC_EVENT, { code: 7, message: "not a string code" }),
    custom(SOURCE_DIAGNOSTIC_EVENT, "nope"),
    custom(SOURCE_DIAGNOSTIC_EVENT, { code: "ai_sdk_unknown_chunk".padEnd(100, "x"), message: "m".repeat(1000) }),
  ]);
  const { diagnostics, messages } = store.getState();
  expect(messages).toEqual([]);
  expect(diagnostics).toHaveLength(1);
  expect(diagnostics[0]!.code).toHaveLength(64);
  expect(diagnostics[0]!.code.startsWith("ai_sdk_unknown_chunk")).toBe(true);
  expect(diagnostics[0]!.message.length).toBeLessThanOrEqual(300);
  expect(diagnostics[0]!.eventType).toBe("CUSTOM");
});
