import type { AgentCapabilities } from "@ag-ui/core";
import { ATTACHMENT_KINDS, type AttachmentKind } from "../protocol/contentParts";

/**
 * An app's say over what may be attached, on top of what the agent advertises: a list replaces the agent's
 * kinds outright; a record narrows (`false`) or widens (`true`) kind by kind, the kinds it leaves out
 * following the agent.
 */
export type AttachmentKindsOverride = readonly AttachmentKind[] | Partial<Record<AttachmentKind, boolean>>;

/** `AgentCapabilities.multimodal.input` flag → {@link AttachmentKind} (`pdf` is the `document` kind). */
const FLAG_OF_KIND: Record<AttachmentKind, "image" | "audio" | "video" | "pdf" | "file"> = {
  image: "image",
  audio: "audio",
  video: "video",
  document: "pdf",
  file: "file",
};

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The kinds a person may attach: the agent's `capabilities.multimodal.input` flags that are `true` (`image`,
 * `audio`, `video`, `pdf` → `document`, `file`), then the app's `override`. An agent that advertises nothing
 * (no capabilities, no `multimodal.input`) accepts none: the composer shows no attach control unless the app
 * widens it. Always in {@link ATTACHMENT_KINDS} order, without duplicates. Never throws on malformed input.
 *
 * @example
 * acceptedAttachmentKinds({ multimodal: { input: { image: true, pdf: true } } }); // ["image", "document"]
 * acceptedAttachmentKinds(capabilities, { document: false });                      // ["image"]
 * acceptedAttachmentKinds(undefined, ["image"]);                                   // ["image"]
 */
export function acceptedAttachmentKinds(capabilities: AgentCapabilities | undefined, override?: AttachmentKindsOverride): AttachmentKind[] {
  if (Array.isArray(override)) return ATTACHMENT_KINDS.filter((kind) => override.includes(kind));
  const input = isObject(capabilities) && isObject(capabilities.multimodal) && isObject(capabilities.multimodal.input) ? capabilities.multimodal.input : {};
  const patch: Partial<Record<AttachmentKind, boolean>> = isObject(override) ? (override as Partial<Record<AttachmentKind, boolean>>) : {};
  return ATTACHMENT_KINDS.filter((kind) => {
    const app = patch[kind];
    return typeof app === "boolean" ? app : input[FLAG_OF_KIND[kind]] === true;
  });
}

/** Media types and extensions for a file picker's `accept` attribute, per kind (a file of kind `file` is anything: no filter). */
const ACCEPT: Record<AttachmentKind, string> = {
  image: "image/*",
  audio: "audio/*",
  video: "video/*",
  document: "application/pdf,.pdf",
  file: "",
};

/**
 * The `accept` attribute for `<input type="file">` that lets a person pick the given kinds: `""` (anything)
 * when `file` is among them, e.g. `"image/*,application/pdf,.pdf"` otherwise. The picker's filter is a
 * convenience: a file's real kind is checked again when it is added.
 *
 * @example
 * acceptAttribute(["image", "document"]); // "image/*,application/pdf,.pdf"
 */
export function acceptAttribute(kinds: readonly AttachmentKind[]): string {
  if (kinds.includes("file")) return "";
  return kinds.map((kind) => ACCEPT[kind]).filter(Boolean).join(",");
}
