/**
 * An unmodified AI SDK route — what most Next.js chat apps already have — answered by a mock model (no
 * network, no key): `streamText(…).toUIMessageStreamResponse({ sendReasoning: true })`. The page at /ai-sdk
 * talks to it with `fromAiSdkRoute`. The mock "thinks" with an Anthropic-style signature on each reasoning
 * part, and each answer says how many earlier signatures came back intact through `convertToModelMessages`
 * — the round trip of `providerMetadata` through the kit.
 */
import { convertToModelMessages, simulateReadableStream, streamText, type UIMessage } from "ai";
import { MockLanguageModelV3 } from "ai/test";

/** What a signature for turn n looks like (base64, as Anthropic's are). */
const signature = (n: number) => `EqQBCkgIBxABGAIiQ${btoa(`reasoning-ui demo signature ${n}`)}`;

type Prompt = Parameters<MockLanguageModelV3["doStream"]>[0]["prompt"];

/** How many reasoning parts of earlier turns came back with the signature this route gave them. */
function signaturesBack(prompt: Prompt): number {
  let n = 0;
  for (const message of prompt) {
    if (message.role !== "assistant") continue;
    for (const part of message.content) {
      const sig = part.type === "reasoning" ? (part.providerOptions?.anthropic as { signature?: string } | undefined)?.signature : undefined;
      if (sig !== undefined && sig === signature(n + 1)) n++;
    }
  }
  return n;
}

const model = new MockLanguageModelV3({
  doStream: async ({ prompt }) => {
    const turn = prompt.filter((m) => m.role === "user").length;
    const back = signaturesBack(prompt);
    const thinking = `The user is on turn ${turn}. Earlier answers had ${turn - 1} signed thoughts; ${back} came back with their signatures intact, so the reasoning chain is whole.`;
    const answer = back === turn - 1 ? `Turn ${turn}: all ${back} earlier signed thoughts came back intact.` : `Turn ${turn}: only ${back} of ${turn - 1} signed thoughts came back.`;
    const words = (text: string) => text.split(/(?<= )/);
    return {
      stream: simulateReadableStream({
        chunkDelayInMs: 25,
        chunks: [
          { type: "stream-start" as const, warnings: [] },
          { type: "reasoning-start" as const, id: "r0" },
          ...words(thinking).map((delta) => ({ type: "reasoning-delta" as const, id: "r0", delta })),
          { type: "reasoning-end" as const, id: "r0", providerMetadata: { anthropic: { signature: signature(turn) } } },
          { type: "text-start" as const, id: "t0" },
          ...words(answer).map((delta) => ({ type: "text-delta" as const, id: "t0", delta })),
          { type: "text-end" as const, id: "t0" },
          {
            type: "finish" as const,
            finishReason: { unified: "stop" as const, raw: "end_turn" },
            usage: { inputTokens: { total: 40, noCache: 40, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 60, text: 20, reasoning: 40 } },
          },
        ],
      }),
    };
  },
});

export async function POST(request: Request): Promise<Response> {
  const { messages } = (await request.json()) as { messages: UIMessage[] };
  const result = streamText({ model, messages: await convertToModelMessages(messages), abortSignal: request.signal });
  return result.toUIMessageStreamResponse({ sendReasoning: true });
}
