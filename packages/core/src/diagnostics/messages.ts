/**
 * The one message table of the reducer's diagnostics and strict errors (docs/architecture.md, "Diagnostics as
 * codes"): every English sentence a diagnostic can carry, keyed by its code — or `code:variant` when one code has
 * several sentences (`params.variant`). Loaded only where someone reads the sentence: development builds (the
 * reducer's `diagnosticText`), the strict entry (its errors stay readable), the event inspector and
 * `formatDiagnostic` (`@reasoning-ui/core/diagnostics`). Production builds of an app that uses none of them do not
 * ship it. A new diagnostic is one entry here and one `d.diag(code, params)` where it happens.
 */
import type { DiagnosticParams } from "../runTypes";

type Sentence = (p: DiagnosticParams) => string;

/** What an id names, by the `what` token the reducer passes (a token, not English, so production ships no words). */
const NOUNS: { readonly [what: string]: string } = {
  toolCall: "tool call",
  text: "text message",
  reasoning: "reasoning message",
  span: "span",
  reasoningSpan: "reasoning span",
};
const noun = (p: DiagnosticParams) => NOUNS[String(p.what)] ?? String(p.what);

/** The lane that opened an entity: the parent agent (`""`) or a subagent run id. */
const lane = (owner: DiagnosticParams[string]) => (owner === "" || owner === undefined ? "(the parent agent)" : `'${owner}'`);

/** The event family (`reducer/families/`) an event type belongs to, for `event_family_missing`. */
const familyOf = (type: string) =>
  type.endsWith("_CHUNK")
    ? "chunkEvents"
    : type.startsWith("THINKING_")
      ? "legacyThinkingEvents"
      : type.startsWith("SUBAGENT_")
        ? "subagentEvents"
        : type.startsWith("ACTIVITY_")
          ? "activityEvents"
          : type.startsWith("STEP_")
            ? "stepEvents"
            : "customEvents";

/** What an event of `type` needs when its shape is wrong (`invalid_event:shape`). */
const SHAPES: { readonly [type: string]: string } = {
  ACTIVITY_SNAPSHOT: "a messageId, an activityType and a content object",
  ACTIVITY_DELTA: "a messageId and a patch array",
  REASONING_ENCRYPTED_VALUE: "subtype message|tool-call, an entityId and a string encryptedValue",
  MESSAGES_SNAPSHOT: "a messages array",
  STATE_DELTA: "a delta array",
  SUBAGENT_STARTED: "a name",
  SUBAGENT_ERROR: "a message",
};

/** What is wrong with a content part, by `checkContentPart`'s token (`invalid_content_part`). */
const PART_PROBLEMS: { readonly [problem: string]: string } = {
  not_object: "not an object",
  unknown_type: "its type is none of text, image, audio, video, document",
  text: "a text part needs a string 'text'",
  source: "a media part needs a 'source' object",
  source_type: "its source type is none of data, url, file",
  source_value: "its source needs a non-empty string 'value'",
  mime_type: "inline data needs a string 'mimeType'",
  base64: "its inline data is not base64",
  id: "its 'id' is not a string",
  provider: "its file source's 'provider' is not a string",
};

export const DIAGNOSTIC_MESSAGES: { readonly [key: string]: Sentence } = {
  // The event pipeline and its field checks.
  "invalid_event:not_event": () => "ignored an event that is not an object with a string type",
  "invalid_event:field": (p) => `${p.type} needs a string '${p.field}'`,
  "invalid_event:shape": (p) => `${p.type} needs ${SHAPES[String(p.type)] ?? "other fields"}`,
  "invalid_event:chunk_ambiguous": (p) => `${p.type} carries neither an id nor a subagentRunId, but ${p.count} lanes have one open`,
  "invalid_event:chunk_field": (p) => `${p.type} for '${p.id}' changed '${p.field}' of the open chunk stream`,
  "invalid_event:chunk_continues": (p) => `${p.type} without a messageId continues reasoning message '${p.id}'`,
  "invalid_event:chunk_generated": (p) => `first ${p.type} has no ${p.field}; one was generated`,
  "invalid_event:chunk_missing": (p) => `first ${p.type} has no ${p.field}`,
  unknown_event_type: (p) => `ignored an event of unknown type '${p.type}'`,
  event_family_missing: (p) => `ignored ${p.type}: this store was not given its event family (${familyOf(String(p.type))}; createAgentStore handles every family)`,
  null_field: (p) => `${p.type} carried '${p.field}: null'; omit the field instead`,

  // Run phase (`@ag-ui/client` 1.x verifyEvents).
  run_already_started: () => "RUN_STARTED arrived while a run was still active",
  event_after_run_error: (p) => `${p.type} arrived after RUN_ERROR`,
  event_after_run_finished: (p) => `${p.type} arrived after the run had finished`,
  missing_run_started: (p) => `${p.type} arrived before RUN_STARTED`,
  run_finished_with_open_streams: () => "RUN_FINISHED arrived while steps, messages, tool calls, reasoning or subagents were still active",
  invalid_usage: (p) => `${p.type} usage is not an array; it was ignored`,
  unknown_outcome: () => "RUN_FINISHED carried an outcome of unknown type; it was read as success",
  interrupted_by_run_end: (p) => `RUN_FINISHED closed ${p.count} open reasoning item(s)`,
  interrupted_by_stream_end: (p) => `the stream ended with ${p.count} open reasoning item(s)`,
  interrupted_by_subagent_end: (p) => `${p.type} closed ${p.count} open reasoning item(s) of subagent '${p.id}'`,

  // Starts, ends and ids of text, reasoning and tool calls.
  overlapping_start: (p) => `${noun(p)} '${p.id}' started while already open`,
  duplicate_start: (p) => `${noun(p)} '${p.id}' started again`,
  "duplicate_start:continues": (p) => `${noun(p)} '${p.id}' started again; its content continues`,
  unknown_id: (p) => `${p.type} for unknown ${noun(p)} '${p.id}'`,
  closed_id: (p) => `${p.type} for closed ${noun(p)} '${p.id}'`,
  stream_dropped_by_snapshot: (p) =>
    `${noun(p)} '${p.id}' was still open when a MESSAGES_SNAPSHOT dropped it; ${p.what === "toolCall" ? "its arguments continue on a new assistant message" : "its text continues"}`,
  text_id_collision: (p) => `text message id '${p.id}' belongs to a ${p.role} message; the text was kept apart as '${p.as}'`,
  reasoning_id_collision: (p) => `reasoning message id '${p.id}' belongs to a ${p.role} message; the reasoning was kept apart as '${p.as}'`,
  text_closed_by_reasoning: (p) => `text message '${p.id}' was still open when reasoning started; it was closed`,
  missing_end: (p) => `reasoning message '${p.id}' had no REASONING_MESSAGE_END before its span ended`,
  duplicate_message_id: (p) => `TOOL_CALL_RESULT message id '${p.id}' is taken; kept as '${p.as}'`,
  "duplicate_message_id:added": (p) => `message '${p.id}' was added again; it replaced the earlier one`,

  // Subagent lanes.
  lane_mismatch: (p) => `${p.type} is attributed to '${p.sub}' but ${lane(p.owner)} opened '${p.id}'`,
  "lane_mismatch:parent": (p) => `tool call '${p.id}' belongs to another lane than its parent message '${p.parent}' (${lane(p.owner)})`,
  "lane_mismatch:value": (p) => `${p.type} for '${p.id}' is attributed to '${p.sub}' but ${lane(p.owner)} opened it`,
  "lane_mismatch:chunk": (p) => `${p.type} for '${p.id}' is attributed to '${p.sub}' but its chunk stream is open in another lane`,

  // Encrypted values (kept, never quoted).
  encrypted_value_pending: (p) => `encrypted value for tool call '${p.id}' held until the tool call arrives`,
  encrypted_value_on_activity: (p) => `message '${p.id}' is an activity message; the value was kept on a reasoning message`,
  encrypted_value_unknown_message: (p) => `encrypted value for unknown message '${p.id}' kept on a new hidden reasoning message`,
  encrypted_value_unclaimed: (p) => `the run ended before tool call '${p.id}' arrived; its encrypted value was kept on a hidden reasoning message`,

  // Steps.
  step_already_active: (p) => `step '${p.name}' started while already active`,
  step_not_started: (p) => `STEP_FINISHED for step '${p.name}' that was not started`,
  step_lane_mismatch: (p) => `step '${p.name}' was finished by another lane than the one that started it`,

  // Subagents.
  subagent_already_active: (p) => `subagent '${p.id}' started while already active`,
  subagent_reused: (p) => `subagent '${p.id}' already finished in this run; ids are per invocation`,
  unknown_parent_subagent: (p) => `subagent '${p.id}' names parent '${p.parent}', which has not started in this run`,
  subagent_not_active: (p) => `${p.type}: no active subagent '${p.id}'`,
  invalid_outcome: (p) => `SUBAGENT_FINISHED outcome type '${p.outcome}' is neither success nor suspended`,
  "invalid_outcome:interrupt_ids": () => "SUBAGENT_FINISHED outcome.interruptIds must be strings",

  // Activity messages and JSON Patch.
  activity_replaced_message: (p) => `ACTIVITY_SNAPSHOT replaced ${p.role} message '${p.id}' (as @ag-ui/client does)`,
  unknown_activity: (p) => `ACTIVITY_DELTA for unknown activity message '${p.id}' was ignored`,
  not_an_activity: (p) => `ACTIVITY_DELTA for ${p.role} message '${p.id}' was ignored`,
  json_patch_unavailable: (p) => `${p.type} was ignored: this store has no JSON Patch support (createAgentStore({ jsonPatch }) with jsonPatch from @reasoning-ui/core/json-patch)`,
  unsafe_patch_path: (p) => `${p.type} touched __proto__, constructor or prototype (or had a malformed operation); it was ignored`,
  state_patch_failed: (p) => `${p.type} could not be applied (${p.error}); the state was kept`,
  activity_patch_failed: (p) => `${p.type} for '${p.id}' could not be applied (${p.error}); the content was kept`,

  // Interrupts (AG-UI 1.0).
  "invalid_interrupts:empty": () => "RUN_FINISHED carried an interrupt outcome with no interrupts (AG-UI 1.0 requires at least one)",
  "invalid_interrupts:fields": () => "RUN_FINISHED carried an interrupt without a string 'id' and 'reason'; it was dropped",
  "invalid_interrupts:twice": (p) => `RUN_FINISHED carried interrupt id '${p.id}' twice; the first was kept`,
  "invalid_interrupts:many": (p) => `RUN_FINISHED carried more than ${p.count} interrupts; the rest were dropped`,

  // Content parts (AG-UI 1.0 user / tool message content: attachments).
  invalid_content_part: (p) => `message '${p.id}' part ${p.index} is not an AG-UI 1.0 content part (${PART_PROBLEMS[String(p.problem)] ?? p.problem})`,

  // Commands (addMessage, truncateAfter, fork, switchBranch).
  invalid_message: () => "addMessage ignored a message without a string id",
  unknown_message_id: (p) => `${p.command}: no message '${p.id}'; nothing changed`,
  branch_while_running: (p) => `${p.command}: a run is streaming; stop it first`,
  branch_variant_dropped: (p) => `fork: more than ${p.count} variants after '${p.id}'; the oldest was dropped`,
  unknown_branch: (p) => `switchBranch: no variant ${p.index} after '${p.id}'; nothing changed`,
  "unknown_branch:inactive": (p) => `switchBranch: the fork after '${p.id}' is not on the active branch`,
};
