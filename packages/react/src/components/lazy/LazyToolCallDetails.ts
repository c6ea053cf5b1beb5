"use client";
import { lazyPart } from "../../internal/lazyPart";
import type { ToolCallDetailsProps } from "../ToolCallDetails";

/**
 * A tool call's details loaded on first use (docs/architecture.md §24): shown only when a call is opened. It starts
 * loading when the first `ToolCallView` mounts, so it is there by the time one is opened.
 */
export const LazyToolCallDetails = /* @__PURE__ */ lazyPart<ToolCallDetailsProps>(() => import("../ToolCallDetails").then((m) => m.ToolCallDetails));
