/** Types of the kit's AG-UI 1.0 interrupt support (docs/architecture.md, "Interrupts"). */
import type { Interrupt, Metadata, ResumeEntry } from "@ag-ui/core";
import type { StoreApi } from "zustand/vanilla";
import type { RunError, RunStatus } from "../runTypes";
import type { AgentState } from "../types";

export type { Interrupt, ResumeEntry };

/**
 * Where an interrupt stands, derived from the thread's run records (never stored separately, so replay, a
 * MESSAGES_SNAPSHOT, a reload and a branch switch cannot make an answered one prompt again):
 * - `pending`: open — the last run raised it and no later run answered it (check `expiresAt` for expiry);
 * - `submitting`: a run carrying its answer is in flight;
 * - `resolved` / `cancelled`: a run carried this answer (`RunAgentInput.resume`) and the agent did not reject it;
 * - `closed`: a later run went on without answering it (another client, or a producer that does not wait).
 */
export type InterruptStatus = "pending" | "submitting" | "resolved" | "cancelled" | "closed";

/** One interrupt of the thread (active branch) with where it stopped and how it stands. */
export interface InterruptView {
  /** The interrupt as the agent sent it (`RUN_FINISHED.outcome.interrupts[i]`, deep-copied; untrusted). */
  interrupt: Interrupt;
  /** `interrupt.id`. */
  id: string;
  /** `interrupt.reason`: `tool_call`, `input_required`, `confirmation` or a namespaced custom reason. */
  reason: string;
  /** The run that raised it. */
  runId: string;
  /** The tool call it concerns (`interrupt.toolCallId`), whether or not that call is in the thread. */
  toolCallId?: string;
  /** The assistant message holding that tool call, when it is in the thread. */
  toolCallMessageId?: string;
  /** The run's last reasoning span before it (the reasoning that led to it), when there is one. */
  spanId?: string;
  /** The subagent that raised it (`interrupt.subagentRunId`, or a suspended subagent naming it in `interruptIds`). */
  subagentRunId?: string;
  /** `interrupt.expiresAt` parsed (ms since epoch); absent when missing or not a date (then it never expires, as `@ag-ui/client` reads it). */
  expiresAt?: number;
  status: InterruptStatus;
  /** The answer a run carried (status `submitting`, `resolved`, `cancelled`). */
  answer?: ResumeEntry;
  /** The run that carried {@link answer}. */
  answeredByRunId?: string;
  /** Why the agent rejected the last answer sent for it (its run failed: RUN_ERROR, HTTP error) — it stays answerable. */
  rejected?: RunError;
}

/**
 * One answer given to `session.resume` (`useAgentRun().resume`). A denial is an answer: `status: "resolved"`
 * (the default) with a payload saying not approved (`approvalPayload(false)`), as AG-UI's docs put it;
 * `cancelled` is for an interrupt the user chose not to answer.
 */
export interface InterruptAnswer {
  interruptId: string;
  /** Default `resolved`. */
  status?: "resolved" | "cancelled";
  /** The answer (any JSON value); ignored for `cancelled`. */
  payload?: unknown;
  /** Envelope information (signatures, routing keys), sent as the resume entry's `metadata`. */
  metadata?: Metadata;
}

/**
 * What a new user message does while interrupts are pending (`interrupts.onNewMessage`):
 * - `refuse` (default): the message is not sent; `session.state.interruptNotice` says why (`interrupts_pending`);
 * - `cancel`: "steer away" — the run carries every open interrupt as `cancelled`, explicitly, with the new message.
 */
export type NewMessagePolicy = "refuse" | "cancel";

/** Interrupt options of a session (`createAgentSession({ interrupts })`, `useAgentRun({ interrupts })`). */
export interface InterruptOptions {
  /**
   * The interrupt support module: pass `interruptSupport` (from `@reasoning-ui/core`) to answer requests
   * (`resume`) and use `onNewMessage` / `strict`. Read once, when the session is created.
   */
  support?: InterruptSupport | undefined;
  /** See {@link NewMessagePolicy}. Default `refuse`. */
  onNewMessage?: NewMessagePolicy | undefined;
  /**
   * Strict: reject what the spec forbids — a resume for an unknown interrupt, an open interrupt left unanswered,
   * an expired one answered, two answers for one id — instead of recovering (lenient: dropped, cancelled or
   * last-wins, each with a notice). Default `false`.
   */
  strict?: boolean | undefined;
  /** Client clock, ms since epoch (tests, expiry). Default `Date.now`. */
  now?: (() => number) | undefined;
}

/** Why a resume or a message was refused, or what a lenient resume recovered from (readable `message`). */
export interface InterruptNotice {
  /**
   * `interrupts_pending` (a message while interrupts are open, policy `refuse`), `no_pending_interrupts`,
   * `already_answered` (every answer was for an interrupt already answered: nothing sent — answers are
   * idempotent), `unknown_interrupt`, `unanswered_interrupts`, `interrupt_expired`, `duplicate_answer`,
   * `run_in_flight` (an answer while a run streams), `interrupts_unsupported` (`resume` without `interruptSupport`),
   * `resume_unavailable` (the resume planner, loaded on first use, could not be fetched: nothing was sent; the next
   * call tries again).
   */
  code: string;
  message: string;
  /** The interrupts concerned. */
  interruptIds?: string[];
  /** `interrupts_pending`: the message that was not sent (so nothing typed is lost: put it back in the field). */
  text?: string;
}

/** Result of `session.resume`: the run's final status, or why nothing was sent. Never rejects. */
export type ResumeResult =
  | { ok: true; status: "finished" | "error" | "cancelled" | "idle" | "running"; notices: InterruptNotice[] }
  | { ok: false; notice: InterruptNotice };

/** What a session command hands the session's `start`: the per-run props and the `resume` to send, or `undefined` to send nothing. */
export type InterruptPrepared = { perRun: Record<string, unknown> | undefined; resume?: ResumeEntry[] } | undefined;

/** The session's interrupt commands, as {@link InterruptSupport} builds them for one session. */
export interface InterruptCommands {
  /** A new user message: `undefined` to send it as usual, `false` when refused, else the resume that cancels (steer away). */
  gate(text: string): ResumeEntry[] | false | undefined;
  /** `session.resume`: answers the open interrupts (never rejects). */
  resume(answers: readonly InterruptAnswer[]): Promise<ResumeResult>;
  /** Sets or clears the session's `interruptNotice`. */
  notify(notice: InterruptNotice | undefined): void;
}

/**
 * The opt-in interrupt module's shape (`interruptSupport`): builds one session's commands from its store, its
 * notice writer, its options (read at each call) and its `start`.
 */
export interface InterruptSupport {
  commands(
    store: StoreApi<AgentState>,
    notify: (notice: InterruptNotice | undefined) => void,
    options: () => InterruptOptions | undefined,
    start: (prepare: () => InterruptPrepared) => Promise<RunStatus>,
  ): InterruptCommands;
}
