"use client";
import { lazyPart } from "../../internal/lazyPart";
import type { MessageEditorProps } from "../MessageEditor";

/**
 * `MessageEditor` loaded on first use (docs/architecture.md, "UI parts"): only a user row being edited shows it. `MessageList`
 * preloads it when it shows an Edit button, and renders the row's own content as the fallback.
 */
export const LazyMessageEditor = /* @__PURE__ */ lazyPart<MessageEditorProps, HTMLTextAreaElement>(() => import("../MessageEditor").then((m) => m.MessageEditor));
