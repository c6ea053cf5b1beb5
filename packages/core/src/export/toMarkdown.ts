import type { ExportedReasoningInfo } from "./exportMessages";
import { describeAttachment, type ExportedAttachment } from "./exportAttachments";
import type { ExportLabels } from "./options";
import { formatExportDuration } from "./reasoningSummary";

type Json = Record<string, unknown>;

/** A fenced code block whose fence is longer than any backtick run inside `text` (CommonMark §4.5). */
export function fenced(text: string, lang = ""): string {
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}${lang}\n${text}\n${fence}`;
}

const quote = (text: string) =>
  text
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

/** User or tool content: a string, or AG-UI content parts (text parts as text; attachments come from the listing). */
function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return content === undefined || content === null ? "" : pretty(JSON.stringify(content));
  return content
    .filter((part: Json) => part?.type === "text")
    .map((part: Json) => String(part.text ?? ""))
    .join("\n\n");
}

/** The markdown transcript of exported messages (see `exportConversation`). */
export function toMarkdown(
  messages: Json[],
  info: Record<string, ExportedReasoningInfo>,
  labels: ExportLabels,
  attachments: readonly ExportedAttachment[] = [],
): string {
  const listed = new Map<string, string[]>();
  for (const a of attachments) listed.set(a.messageId, [...(listed.get(a.messageId) ?? []), labels.attachment(describeAttachment(a))]);
  const attached = (m: Json) => (listed.get(m.id as string) ?? []).join("\n");
  const out: string[] = [`# ${labels.title}`];
  const toolNames = new Map<string, string>();
  const secret = (m: Json) => (typeof m.encryptedValue === "string" ? `**${labels.encryptedValue}**\n\n${fenced(m.encryptedValue)}` : "");
  const push = (...blocks: string[]) => out.push(...blocks.filter((b) => b !== ""));
  for (const m of messages) {
    switch (m.role) {
      case "reasoning": {
        const i = info[m.id as string];
        const details = [i?.durationMs !== undefined ? formatExportDuration(i.durationMs) : "", i?.status === "interrupted" ? labels.interrupted : ""];
        const heading = [labels.reasoning, ...details.filter(Boolean)].join(" · ");
        const text = String(m.content ?? "");
        const body = i?.visibility === "hidden" || text === "" ? quote(`_${labels.hiddenReasoning}_`) : quote(text);
        push(`### ${heading}`, body, secret(m));
        break;
      }
      case "assistant": {
        push(`## ${labels.assistant}`, String(m.content ?? ""), secret(m));
        for (const call of (m.toolCalls as Json[] | undefined) ?? []) {
          const fn = call.function as { name: string; arguments: string };
          toolNames.set(call.id as string, fn.name);
          push(`**${labels.toolCall}** \`${fn.name.replace(/`/g, "")}\``, fn.arguments ? fenced(pretty(fn.arguments), "json") : "", secret(call));
        }
        break;
      }
      case "tool": {
        const name = toolNames.get(m.toolCallId as string);
        const title = typeof m.error === "string" ? labels.toolError : labels.toolResult;
        push(`**${title}**${name ? ` \`${name.replace(/`/g, "")}\`` : ""}`, fenced(typeof m.error === "string" ? m.error : pretty(contentText(m.content))), attached(m), secret(m));
        break;
      }
      default: {
        const role = m.role as string;
        const title = role === "user" ? labels.user : role === "system" ? labels.system : role === "developer" ? labels.developer : role;
        push(`## ${title}`, contentText(m.content), attached(m), secret(m));
      }
    }
  }
  return out.join("\n\n") + "\n";
}
