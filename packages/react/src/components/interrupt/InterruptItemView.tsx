"use client";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState, InterruptView } from "@reasoning-ui/core";
import { useToolCall } from "../../hooks/useToolCall";
import * as Interrupt from "../../primitives/interrupt/index";
import { LazyInterruptEditArguments, LazyInterruptSchemaForm, LazyInterruptTextAnswer } from "../lazy/LazyInterruptParts";

/** The edited-arguments field, started from the tool call's arguments as they streamed. */
function EditArguments({ toolCallId, store }: { toolCallId: string; store: StoreApi<AgentState> | undefined }) {
  const call = useToolCall(toolCallId, store);
  return <LazyInterruptEditArguments defaultValue={call?.args ?? "{}"} />;
}

/**
 * One request of an `InterruptPrompt`, its parts chosen by reason: `tool_call` / `confirmation` → Approve, Deny,
 * Approve with edits (with the root's `approveWithEdits`; the arguments as JSON); a `responseSchema` → the schema
 * form; any other reason → a free-text answer (both loaded on first use: until they have arrived the prompt's
 * `<Suspense>` holds the prompt back); the countdown when `expiresAt` is set; how it was answered, once it was.
 */
export function InterruptItemView({ view, store }: { view: InterruptView; store: StoreApi<AgentState> | undefined }) {
  const approval = view.reason === "tool_call" || view.reason === "confirmation";
  return (
    <Interrupt.Item interrupt={view}>
      <div data-rui="interrupt-head">
        <Interrupt.Message />
        <Interrupt.Countdown />
        <Interrupt.Answer />
      </div>
      {view.status !== "pending" ? null : approval ? (
        <>
          <div data-rui="interrupt-actions">
            <Interrupt.Approve />
            <Interrupt.Deny />
            {view.toolCallId !== undefined ? <Interrupt.ApproveWithEdits /> : null}
          </div>
          {view.toolCallId !== undefined ? <EditArguments toolCallId={view.toolCallId} store={store} /> : null}
        </>
      ) : view.interrupt.responseSchema !== undefined ? (
        <LazyInterruptSchemaForm />
      ) : (
        <LazyInterruptTextAnswer />
      )}
    </Interrupt.Item>
  );
}
