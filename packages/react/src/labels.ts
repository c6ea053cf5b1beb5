import type { HiddenReasoningReason, ReasoningEffort, RunError } from "@reasoning-ui/core";
import { errorInWordsEn } from "./errorInWords";
/**
 * Every user-facing string of `@reasoning-ui/react`, with English defaults.
 *
 * Override any subset through `<AgentProvider labels={…}>` (applies to the whole tree) or a component's
 * `labels` prop (applies to that component; wins over the provider). Durations are always formatted
 * through the label functions below, so a translation controls units, plurals and word order.
 * All durations are in **milliseconds**; `undefined` means "unknown" (no start or end time in the data).
 */
export interface Labels {
  /** A duration, e.g. "less than a second", "1 second", "12 seconds", "2 minutes 5 seconds". */
  formatDuration: (ms: number) => string;
  /** Short live duration for a ticking counter, e.g. "4s", "1m 5s". */
  formatElapsed: (ms: number) => string;
  /** Trigger text while streaming: "Thinking…", then "Thinking… 4s" once a second has passed. */
  thinking: (elapsedMs: number | undefined) => string;
  /** Trigger text after completion: "Thought for 12 seconds"; "Finished thinking" when the duration is unknown. */
  thoughtFor: (durationMs: number | undefined) => string;
  /** Trigger text for interrupted reasoning: "Thinking interrupted after 4 seconds" / "Thinking interrupted". */
  interrupted: (durationMs: number | undefined) => string;
  /** Trigger text for reasoning the user stopped (their Stop, a neutral tone): "Stopped thinking after 4 seconds" / "Stopped thinking". */
  stopped: (durationMs: number | undefined) => string;
  /** Live-region announcement when reasoning starts. */
  thinkingStarted: string;
  /** Live-region announcement when reasoning completes. */
  thinkingFinished: string;
  /** Live-region announcement when reasoning is cut off. */
  thinkingInterrupted: string;
  /** Visible text of the summary-only badge. */
  summaryBadge: string;
  /** Accessible description (and tooltip) of the summary-only badge. */
  summaryBadgeDescription: string;
  /**
   * Visible text of the hidden-reasoning indicator; duration appended when known. `reason` says why nothing is
   * shown (`ReasoningView.hiddenReason`: `encrypted` by default, `redacted`, `omitted`, `hidden`); `stopped`:
   * interrupted by the user's Stop ("Reasoned privately · stopped").
   */
  hiddenIndicator: (durationMs: number | undefined, status: "streaming" | "complete" | "interrupted", reason?: HiddenReasoningReason, stopped?: boolean) => string;
  /** Accessible description of the hidden-reasoning indicator for encrypted reasoning (the default reason). */
  hiddenIndicatorDescription: string;
  /** Accessible description for the other reasons (`redacted`, `omitted`, `hidden`); shown by "Why?" too. */
  hiddenReasonDescription: (reason: Exclude<HiddenReasoningReason, "encrypted">) => string;
  /** The small button that shows (and hides) the hidden indicator's explanation, for touch and keyboard users. */
  hiddenIndicatorWhy: string;
  /** Small indicator on a tool call that carries an encrypted reasoning value. */
  toolEncryptedReasoning: string;
  /** Accessible description of {@link Labels.toolEncryptedReasoning}. */
  toolEncryptedReasoningDescription: string;
  /** A tool call's state in its one-line header: running, done, failed, or no result (its run is over). */
  toolStatus: (status: "running" | "complete" | "failed" | "no-result") => string;
  /** Heading of a tool call's arguments. */
  toolArguments: string;
  /** Heading of a tool call's result. */
  toolResult: string;
  /** Shown while a tool call has no result yet. */
  toolPending: string;
  /** A tool call's state while the agent waits for the user's approval of it (an AG-UI interrupt about the call): "Waiting for approval". */
  toolWaiting: string;
  /** Heading of a tool call's arguments once the user approved them with edits (the edited ones are shown). */
  toolArgumentsEdited: string;
  /** A request of the agent (AG-UI interrupt) that states no message of its own. */
  requestNoMessage: string;
  /** Under a request in a list without the prompt parts (`MessageList` without `interrupts`): it waits, and cannot be answered there. */
  requestCannotAnswer: string;
  /** Accessible name of the conversation region. */
  conversation: string;
  /** Accessible names of the message authors. */
  userAuthor: string;
  assistantAuthor: string;
  /** Shown when a run was stopped by the user. */
  runCancelled: string;
  /** Shown when a run failed; receives the error message. */
  runError: (message: string) => string;
  /**
   * What ended a failed or cut run, in words for people (issue 39): what happened and what to do, never a status
   * line or a parser's message (those stay on the run's `RunError` for diagnostics). Default {@link errorInWordsEn}.
   */
  errorReason: (error: Pick<RunError, "code" | "status" | "message">) => string;
  /** A turn the user stopped (neutral tone), shown on that turn. */
  turnStopped: string;
  /** A turn that failed: the agent's or the transport's reason (danger tone). */
  turnFailed: (reason: string) => string;
  /** A turn whose stream was cut before the agent finished (network, timeout, server gone). */
  turnInterrupted: string;
  /** A cut turn whose run the agent could no longer resume (docs/architecture.md, "Runs that outlive the page"); receives the agent's reason. */
  turnRunLost: (reason: string) => string;
  /** The running turn while its dropped connection re-attaches to the agent's run. */
  turnReconnecting: string;
  /** The row above a long thread's newest turns while an older page loads (docs/architecture.md, "Persistence"). */
  earlierLoading: string;
  /** Button loading the next older page of a long thread; receives the number of messages still stored. */
  earlierLoad: (count: number) => string;
  /** While the whole thread loads (an export, a branch switch): pages read of those needed. */
  earlierProgress: (loaded: number, total: number) => string;
  /** An older page could not be read (the newer turns stay; Retry tries again). */
  earlierFailed: string;
  /** Marker on a partial answer of a stopped or cut turn, e.g. "Partial answer". */
  turnPartial: string;
  /** Button re-running the last turn after it was stopped, failed or was cut. */
  retry: string;
  /** Button re-running a turn (the last finished one, or an earlier one: later turns are dropped). */
  regenerate: string;
  /** Reasoning tokens of the run, next to the duration: "3.4k reasoning tokens". */
  reasoningTokens: (count: number) => string;
  /** Label of the composer's text field (visually hidden, read by screen readers). */
  composerLabel: string;
  /** Placeholder of the composer's text field. */
  composerPlaceholder: string;
  /** Send button. */
  send: string;
  /** Stop button (shown while a run is in flight). */
  stop: string;
  /** The button a `MessageListViewport` shows when the reader scrolled up from the newest content. */
  jumpToLatest: string;
  /** Accessible name of a branch picker's group ("Versions"). */
  versions: string;
  /** The same inside a `MessageList`, where several pickers can be on screen: after a regenerated answer, under an edited question. */
  versionsOf: (what: "answer" | "message") => string;
  /** The branch picker's button to the previous version (its visible text is "‹"). */
  previousVersion: string;
  /** The branch picker's button to the next version (its visible text is "›"). */
  nextVersion: string;
  /** The branch picker's count for screen readers, and the announcement after a switch: "Version 2 of 3" (`index` is 0-based). */
  versionOf: (index: number, count: number) => string;
  /** The Edit button on a sent user message. */
  editMessage: string;
  /** Accessible name of the inline editor's text field. */
  editMessageLabel: string;
  /** The inline editor's submit button (sends the edited message as a new version). */
  saveEdit: string;
  /** The inline editor's cancel button. */
  cancelEdit: string;
  /** A storage problem, for people: what happened to the saved conversation (`code`: core's `StorageError.code`; `message`: its readable message). */
  storageError: (code: string, message: string) => string;
  /** The button that hides a notice (e.g. the storage notice). */
  dismiss: string;
  /** Accessible name of a thread list. */
  threads: string;
  /** The thread list's button that starts a new conversation. */
  newThread: string;
  /** A thread without a title. */
  untitledThread: string;
  /** `ThreadList.LoadMore`: fetch the next page of a server's thread list. */
  moreThreads: string;
  /** The thread list's delete button for one thread (`title`: the thread's title). */
  deleteThread: (title: string) => string;
  /** Accessible name (and visible legend) of the reasoning effort control. */
  effortLabel: string;
  /** One effort's name in the effort control: "Off", "Low", "Medium", "High". */
  effort: (effort: ReasoningEffort) => string;
  /** Label of the effort control's token budget field. */
  effortBudget: string;
  /** Shown (and read as the control's description) when the agent says it does not reason. */
  effortUnsupported: string;
  /**
   * The interrupt prompts' strings (`InterruptLabels`: "Approve", "Deny", "Approve with edits", "Submit", …), any
   * subset; their defaults live with the interrupt parts, so an app that renders none ships none.
   */
  interrupt?: Partial<import("./primitives/interrupt/labelTypes").InterruptLabels> | undefined;
}

let englishRules: Intl.PluralRules | undefined;
/** "1 second" / "12 seconds": the plural form chosen by `Intl.PluralRules("en")` (created on first use). */
const plural = (n: number, one: string, other: string) => `${n} ${(englishRules ??= new Intl.PluralRules("en")).select(n) === "one" ? one : other}`;

/**
 * English: "less than a second", "1 second", "12 seconds", "1 minute", "2 minutes 5 seconds", "1 hour 3 minutes".
 * Whole seconds are counted down (floor), exactly as the live counter counts them, so "Thinking… 1s" never turns
 * into "Thought for 2 seconds" at 1.6 s.
 */
export function formatDurationEn(ms: number): string {
  if (!(ms >= 1000)) return "less than a second";
  const total = Math.floor(ms / 1000);
  if (total < 60) return plural(total, "second", "seconds");
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return minutes ? `${plural(hours, "hour", "hours")} ${plural(minutes, "minute", "minutes")}` : plural(hours, "hour", "hours");
  return seconds ? `${plural(minutes, "minute", "minutes")} ${plural(seconds, "second", "seconds")}` : plural(minutes, "minute", "minutes");
}

/** English short form for a ticking counter: "4s", "1m 5s", "1h 2m". */
export function formatElapsedEn(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  if (total < 60) return `${total}s`;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  if (h > 0) return `${h}h ${m}m`;
  return `${m}m ${total % 60}s`;
}

/**
 * @deprecated Renamed {@link Labels}: most of its keys are not about reasoning (the list, composer, branches,
 * threads, storage…). This alias is removed in the next release.
 */
export type ReasoningLabels = Labels;

/**
 * The keys the reasoning parts read: `Reasoning.*` (trigger, duration, status, tokens), `ReasoningPanel`,
 * `ReasoningBlockView` / `ReasoningMessage`, `HiddenReasoningIndicator` and `ReasoningSummaryBadge`.
 */
export type ReasoningPartLabelKey =
  | "formatDuration"
  | "formatElapsed"
  | "thinking"
  | "thoughtFor"
  | "interrupted"
  | "stopped"
  | "thinkingStarted"
  | "thinkingFinished"
  | "thinkingInterrupted"
  | "summaryBadge"
  | "summaryBadgeDescription"
  | "hiddenIndicator"
  | "hiddenIndicatorDescription"
  | "hiddenReasonDescription"
  | "hiddenIndicatorWhy"
  | "reasoningTokens";

/**
 * The labels a reasoning part holds (`useReasoningRootContext().labels`): its own keys always set (the defaults below
 * under the provider's and the `labels` prop's overrides), and any other key the provider or the prop gave.
 */
export type ReasoningPartLabels = Pick<Labels, ReasoningPartLabelKey> & Partial<Labels>;

/**
 * The English defaults of the reasoning parts alone: what a `ReasoningMessage` with a store ships, without the
 * list's, composer's, branches', threads' and storage's strings (those stay in {@link defaultLabels}).
 */
export const defaultReasoningPartLabels: Pick<Labels, ReasoningPartLabelKey> = {
  formatDuration: formatDurationEn,
  formatElapsed: formatElapsedEn,
  thinking: (ms) => (ms !== undefined && ms >= 1000 ? `Thinking… ${formatElapsedEn(ms)}` : "Thinking…"),
  thoughtFor: (ms) => (ms === undefined ? "Finished thinking" : ms < 1000 ? "Thought briefly" : `Thought for ${formatDurationEn(ms)}`),
  interrupted: (ms) => (ms === undefined || ms < 1000 ? "Thinking interrupted" : `Thinking interrupted after ${formatDurationEn(ms)}`),
  stopped: (ms) => (ms === undefined || ms < 1000 ? "Stopped thinking" : `Stopped thinking after ${formatDurationEn(ms)}`),
  thinkingStarted: "Thinking started",
  thinkingFinished: "Thinking finished",
  thinkingInterrupted: "Thinking interrupted",
  summaryBadge: "Summary · full reasoning kept private",
  summaryBadgeDescription:
    "You are seeing a summary of the reasoning. The full reasoning is encrypted and kept for the agent; it is not shown here.",
  hiddenIndicator: (ms, status, reason = "encrypted", stopped = false) => {
    const what = { encrypted: ["Reasoning privately…", "Reasoned privately"], redacted: ["Reasoning…", "Reasoning redacted by the provider"], omitted: ["Reasoning…", "Reasoning not included"], hidden: ["Reasoning…", "Reasoning hidden"] }[reason] ?? ["Reasoning privately…", "Reasoned privately"];
    if (status === "streaming") return what[0]!;
    if (status === "interrupted") return `${what[1]} · ${stopped ? "stopped" : "interrupted"}`;
    return ms === undefined || ms < 1000 ? what[1]! : `${what[1]} · ${formatDurationEn(ms)}`;
  },
  hiddenIndicatorDescription:
    "The agent reasoned privately. Its reasoning is encrypted and kept for the agent; it is not shown here.",
  hiddenReasonDescription: (reason) =>
    ({
      redacted: "The model provider's safety systems redacted this reasoning. Its encrypted form is kept for the agent; it is not shown here.",
      omitted: "This reasoning was left out of the response (the agent or app asked for it not to be shown).",
      hidden: "This app does not show the agent's reasoning.",
    })[reason],
  hiddenIndicatorWhy: "Why?",
  reasoningTokens: (count) => `${compactNumber("en", count)} reasoning ${count === 1 ? "token" : "tokens"}`,
};

/** The English defaults: every key ({@link defaultReasoningPartLabels} and the rest). */
export const defaultLabels: Labels = {
  ...defaultReasoningPartLabels,
  toolEncryptedReasoning: "Encrypted reasoning attached",
  toolEncryptedReasoningDescription:
    "This tool call carries the agent's encrypted reasoning. It is kept for the agent and not shown here.",
  toolStatus: (status) => ({ running: "Running…", complete: "Done", failed: "Failed", "no-result": "No result" })[status],
  toolArguments: "Arguments",
  toolResult: "Result",
  toolPending: "Waiting for result…",
  toolWaiting: "Waiting for approval",
  toolArgumentsEdited: "Arguments (edited before approval)",
  requestNoMessage: "The agent asks before it goes on.",
  requestCannotAnswer: "The agent is waiting for an answer, and it cannot be given here.",
  conversation: "Conversation",
  userAuthor: "You",
  assistantAuthor: "Assistant",
  runCancelled: "Stopped",
  runError: (message) => `Something went wrong: ${message}`,
  errorReason: errorInWordsEn,
  turnStopped: "You stopped this response",
  turnFailed: (reason) => `This response failed: ${reason}`,
  turnInterrupted: "The connection was lost before the response finished",
  turnRunLost: (reason) => `The connection was lost before the response finished. ${reason}`,
  turnReconnecting: "Reconnecting…",
  earlierLoading: "Loading earlier messages…",
  earlierLoad: (count) => `Load earlier messages (${count.toLocaleString("en")} more)`,
  earlierProgress: (loaded, total) => `Loading the whole conversation… ${loaded} of ${total}`,
  earlierFailed: "Earlier messages could not be loaded.",
  turnPartial: "Partial answer",
  retry: "Retry",
  regenerate: "Regenerate",
  composerLabel: "Message",
  composerPlaceholder: "Send a message…",
  send: "Send",
  stop: "Stop",
  jumpToLatest: "Jump to latest ↓",
  versions: "Versions",
  versionsOf: (what) => (what === "answer" ? "Versions of this answer" : "Versions of this message"),
  previousVersion: "Previous version",
  nextVersion: "Next version",
  versionOf: (index, count) => `Version ${index + 1} of ${count}`,
  editMessage: "Edit",
  editMessageLabel: "Edit your message",
  saveEdit: "Send",
  cancelEdit: "Cancel",
  // a conflict lost nothing (issue 39): its message says where the turns went, without "could not be … saved"
  storageError: (code, message) => (code === "conflict" ? message : `Your conversation could not be restored or saved: ${message}`),
  dismiss: "Dismiss",
  threads: "Conversations",
  newThread: "New conversation",
  untitledThread: "Untitled conversation",
  moreThreads: "Show older conversations",
  deleteThread: (title) => `Delete “${title}”`,
  effortLabel: "Reasoning effort",
  effort: (effort) => ({ off: "Off", low: "Low", medium: "Medium", high: "High" })[effort],
  effortBudget: "Thinking budget (tokens)",
  effortUnsupported: "This agent does not reason, so effort does not apply.",

};

const compactFormats = new Map<string, Intl.NumberFormat>();
/**
 * `n` in `Intl.NumberFormat`'s compact notation for `locale` ("3.4K" → lower-cased "3.4k" in English;
 * "3,4 k" in French), formatters cached per locale.
 *
 * @example
 * compactNumber("en", 3412); // "3.4k"
 */
export function compactNumber(locale: string, n: number): string {
  let f = compactFormats.get(locale);
  if (!f) compactFormats.set(locale, (f = new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 })));
  const out = f.format(n);
  return locale.startsWith("en") ? out.toLowerCase() : out;
}

/** Merge partial label sets left to right over the defaults; `undefined` entries are ignored. */
export function mergeLabels(...parts: Array<Partial<Labels> | undefined>): Labels {
  return mergeLabelsOver(defaultLabels, ...parts);
}

/**
 * Merge partial label sets left to right over a part's own `defaults` (e.g. {@link defaultReasoningPartLabels});
 * `undefined` entries are ignored. The result holds the defaults' keys and whatever else the sets give.
 */
export function mergeLabelsOver<D extends Partial<Labels>>(defaults: D, ...parts: Array<Partial<Labels> | undefined>): D & Partial<Labels> {
  let out: D & Partial<Labels> = defaults;
  for (const p of parts) if (p) out = { ...out, ...definedOnly(p) };
  return out;
}

/** `o` without its `undefined` entries (so they never hide a value set further up). */
export function definedOnly<T extends object>(o: T): Partial<T> {
  const r: Partial<T> = {};
  for (const k in o) if (o[k] !== undefined) r[k] = o[k];
  return r;
}
