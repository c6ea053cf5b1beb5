"use client";
import { lazyPart } from "../../internal/lazyPart";
import type { ComposerAttachmentsProps } from "./ComposerAttachments";

/**
 * The composer's attachments loaded on first use (docs/architecture.md, "UI parts"): only a `Composer` given `attachments`
 * mounts it, so an app that never attaches does not load the checks, previews, labels or uploader plumbing.
 */
export const LazyComposerAttachments = /* @__PURE__ */ lazyPart<ComposerAttachmentsProps>(() => import("./ComposerAttachments").then((m) => m.ComposerAttachments));
