"use client";
import { lazyPart } from "../../internal/lazyPart";
import type { ListBranchPickerProps } from "../message-list/ListBranchPicker";

/**
 * The list's fork picker (`ListBranchPicker` with `BranchPicker` and its primitives) loaded on first use
 * (docs/architecture.md, "UI parts"): a thread shows one only once it has forks. `MessageList` preloads it as soon as a row
 * offers a way to fork (Edit, Retry / Regenerate with `onSwitchBranch`), and `ListBranchPickerSlot` renders
 * `BranchPickerPlaceholder` (the same boxes) as the fallback, so nothing moves when the picker replaces it.
 */
export const LazyListBranchPicker = /* @__PURE__ */ lazyPart<ListBranchPickerProps, never>(() => import("../message-list/ListBranchPicker").then((m) => m.ListBranchPicker));
