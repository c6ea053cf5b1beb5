"use client";
import type { ComponentPropsWithoutRef } from "react";
import { lazyPart } from "../../internal/lazyPart";
import type { InterruptEditArgumentsProps } from "../../primitives/interrupt/InterruptEditArguments";

/**
 * `Interrupt.SchemaForm` (the JSON Schema form of a request with a `responseSchema`, with core's `readResponseSchema`)
 * loaded on first use (docs/architecture.md §24): only a request that asks for structured input shows it, so an app
 * that answers requests pays for it when the first such request arrives. `InterruptPrompt` renders it with the form's
 * empty box as the fallback; the code is fetched when that request's prompt mounts.
 */
export const LazyInterruptSchemaForm = /* @__PURE__ */ lazyPart<ComponentPropsWithoutRef<"div">, HTMLDivElement>(() =>
  import("../../primitives/interrupt/InterruptSchemaForm").then((m) => m.InterruptSchemaForm),
);

/**
 * `Interrupt.EditArguments` (the edited-arguments field of "Approve with edits") loaded on first use: it shows nothing
 * until the user chooses to edit, and its code is fetched when a tool call's prompt mounts, so it is there by then.
 */
export const LazyInterruptEditArguments = /* @__PURE__ */ lazyPart<InterruptEditArgumentsProps, HTMLTextAreaElement>(() =>
  import("../../primitives/interrupt/InterruptEditArguments").then((m) => m.InterruptEditArguments),
);
