"use client";
import { lazyPart } from "../../internal/lazyPart";
import type { MessageAttachmentsProps } from "./MessageAttachments";

/**
 * `MessageAttachments` loaded on first use (docs/architecture.md, "UI parts"): only a message with media parts shows it, so
 * a thread without attachments never loads it.
 */
export const LazyMessageAttachments = /* @__PURE__ */ lazyPart<MessageAttachmentsProps, HTMLUListElement>(() => import("./MessageAttachments").then((m) => m.MessageAttachments));
