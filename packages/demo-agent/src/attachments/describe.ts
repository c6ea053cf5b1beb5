/**
 * What the demo agent says about the attachments of the latest user message (issue 38): for each media part its
 * kind, declared and real type, size, image dimensions or PDF page count — read from the bytes it was sent, with
 * no provider. It never fetches a `url` source and never resolves or parses a `file` handle; it never renders,
 * runs or echoes what it reads (an SVG's script, a file that lies about its type).
 */
import type { ContentPart } from "@ag-ui/core";
import { attachmentKindOfPart, checkContentPart, partFilename, type AttachmentKind } from "@reasoning-ui/core/protocol";
import { hasScript, imageSize, pdfPageCount, sniff, type SniffedType } from "./sniff";

/** At most this many attachments of one message are described (the rest are counted). */
export const MAX_DESCRIBED = 20;

/** The facts about one attachment. */
export interface AttachmentFacts {
  index: number;
  kind: AttachmentKind;
  /** The file name as given, made safe to show (controls removed, at most 80 characters), when there was one. */
  name?: string;
  source: "data" | "url" | "file";
  declaredType?: string;
  /** The type the bytes say (inline data only). */
  actualType?: SniffedType;
  bytes?: number;
  width?: number;
  height?: number;
  pages?: number;
  /** An SVG or HTML file with script in it. */
  script?: boolean;
  /** Not an AG-UI 1.0 content part (the problem token). */
  malformed?: string;
}

/** A name safe to show in the answer: no controls, no markdown that could make a link or an image, ≤ 80 characters. */
export function safeName(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, " ").replace(/[\\`*_{}[\]()<>#!|~]/g, "");
  return clean.length > 80 ? `${clean.slice(0, 79)}…` : clean;
}

/** The facts of every media part of `content` (text parts skipped), at most {@link MAX_DESCRIBED}. */
export function attachmentFacts(content: unknown): { facts: AttachmentFacts[]; more: number } {
  if (!Array.isArray(content)) return { facts: [], more: 0 };
  const facts: AttachmentFacts[] = [];
  let more = 0;
  content.forEach((raw: unknown, index) => {
    if (typeof raw === "object" && raw !== null && (raw as { type?: unknown }).type === "text") return;
    if (facts.length >= MAX_DESCRIBED) return void more++;
    const problem = checkContentPart(raw);
    if (problem !== undefined) return void facts.push({ index, kind: "file", source: "data", malformed: problem });
    const part = raw as Exclude<ContentPart, { type: "text" }>;
    const name = partFilename(part);
    const fact: AttachmentFacts = {
      index,
      kind: attachmentKindOfPart(part),
      source: part.source.type,
      ...(name !== undefined && { name: safeName(name) }),
      ...(part.source.mimeType !== undefined && { declaredType: part.source.mimeType }),
    };
    if (part.source.type === "data") {
      // the value is bounded by the request body limit (1 MiB by default) before it gets here
      const bytes = new Uint8Array(Buffer.from(part.source.value, "base64"));
      fact.bytes = bytes.length;
      const actual = bytes.length === 0 ? "unknown" : sniff(bytes);
      fact.actualType = actual;
      const size = imageSize(bytes, actual);
      if (size) (fact.width = size.width), (fact.height = size.height);
      if (actual === "application/pdf") {
        const pages = pdfPageCount(bytes);
        if (pages !== undefined) fact.pages = pages;
      }
      if ((actual === "image/svg+xml" || actual === "text/html") && hasScript(bytes)) fact.script = true;
    }
    facts.push(fact);
  });
  return { facts, more };
}

const KB = 1024;
const size = (n: number) => (n < KB ? `${n} bytes` : n < KB * KB ? `${(n / KB).toFixed(1)} KB` : `${(n / KB / KB).toFixed(1)} MB`);
const LABEL: Record<string, string> = {
  "image/png": "a PNG image",
  "image/jpeg": "a JPEG image",
  "image/gif": "a GIF image",
  "image/webp": "a WebP image",
  "application/pdf": "a PDF",
  "image/svg+xml": "an SVG drawing",
  "text/html": "an HTML page",
};

/** One sentence about one attachment (no bytes, URL or handle quoted). */
export function describeOne(f: AttachmentFacts): string {
  const who = f.name ? `“${f.name}”` : `Attachment ${f.index}`;
  if (f.malformed) return `${who} is not a valid AG-UI content part (${f.malformed}), so I left it alone.`;
  if (f.source === "url")
    return `${who} is a ${f.kind} by URL${f.declaredType ? ` (${f.declaredType})` : ""}. I do not fetch URLs: an agent that does should fetch only from an allow-list of hosts over HTTPS, resolve the host and refuse private, loopback and link-local addresses, and cap the size and time.`;
  if (f.source === "file") return `${who} is a provider's file handle${f.declaredType ? ` (${f.declaredType})` : ""}. Handles are opaque: only the provider that issued one can read it, so I neither fetch nor parse it.`;
  if (f.bytes === 0) return `${who} is empty (0 bytes).`;
  const actual = f.actualType && f.actualType !== "unknown" ? LABEL[f.actualType]! : undefined;
  const parts = [`${who} is ${actual ?? `a file I cannot identify`}, ${size(f.bytes ?? 0)}`];
  if (f.width !== undefined && f.height !== undefined) parts.push(`${f.width} × ${f.height} px`);
  if (f.pages !== undefined) parts.push(`${f.pages} page${f.pages === 1 ? "" : "s"}`);
  let sentence = `${parts.join(", ")}.`;
  const declared = f.declaredType?.split(";")[0]!.trim().toLowerCase();
  if (actual && declared && declared !== f.actualType) sentence += ` It was sent as ${declared}, but its bytes say otherwise: I went by the bytes.`;
  if (f.script) sentence += " It contains script, which I did not run or render.";
  return sentence;
}

/** The answer's description of a message's attachments, one sentence each (and how many more were not read). */
export function describeAttachments(content: unknown): string | undefined {
  const { facts, more } = attachmentFacts(content);
  if (facts.length === 0) return undefined;
  const lines = facts.map(describeOne);
  if (more > 0) lines.push(`${more} more attachment${more === 1 ? "" : "s"} I did not read (at most ${MAX_DESCRIBED} per message).`);
  return lines.join(" ");
}
