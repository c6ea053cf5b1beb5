"use client";
import { lazyPart } from "../../internal/lazyPart";
import type { InterruptEditArgumentsProps } from "../../primitives/interrupt/InterruptEditArguments";
import type { InterruptSchemaForm } from "../../primitives/interrupt/InterruptSchemaForm";
import type { InterruptTextAnswer } from "../../primitives/interrupt/InterruptTextAnswer";

/**
 * `Interrupt.EditArguments` (the edited-arguments field of "Approve with edits") loaded on first use: it shows nothing
 * until the user chooses to edit, and its code is fetched when a tool call's prompt mounts, so it is there by then.
 */
export const LazyInterruptEditArguments = /* @__PURE__ */ lazyPart<InterruptEditArgumentsProps, HTMLTextAreaElement>(() =>
  import("../../primitives/interrupt/InterruptEditArguments").then((m) => m.InterruptEditArguments),
);

/** The chunk of a prompt's answer fields: the schema form (core's schema reader, the values' checks) and the free-text answer. */
const fields = () => import("./interruptAnswerFields");

/**
 * `Interrupt.SchemaForm` (the form built from a request's `responseSchema`) loaded on first use. `InterruptPrompt`
 * preloads it as soon as the list shows a prompt slot (a turn began), so it is there before a request needs it; if
 * it is not yet, it suspends to the prompt's own `<Suspense>`: the prompt shows once, complete — no stand-in to
 * replace, nothing moves, and its first focus lands on the form's first field as when the code was there.
 */
export const LazyInterruptSchemaForm = /* @__PURE__ */ lazyPart<InterruptSchemaForm.Props, HTMLDivElement>(() => fields().then((m) => m.InterruptSchemaForm), { suspend: true });

/** `Interrupt.TextAnswer` (a request's free-text answer) from the same chunk, held back the same way. */
export const LazyInterruptTextAnswer = /* @__PURE__ */ lazyPart<InterruptTextAnswer.Props, HTMLTextAreaElement>(() => fields().then((m) => m.InterruptTextAnswer), { suspend: true });
