"use client";
import { lazyPart } from "../../internal/lazyPart";
import type { InterruptEditArgumentsProps } from "../../primitives/interrupt/InterruptEditArguments";

/**
 * `Interrupt.EditArguments` (the edited-arguments field of "Approve with edits") loaded on first use: it shows nothing
 * until the user chooses to edit, and its code is fetched when a tool call's prompt mounts, so it is there by then.
 */
export const LazyInterruptEditArguments = /* @__PURE__ */ lazyPart<InterruptEditArgumentsProps, HTMLTextAreaElement>(() =>
  import("../../primitives/interrupt/InterruptEditArguments").then((m) => m.InterruptEditArguments),
);
