import Anthropic from "@anthropic-ai/sdk";
import { GoogleGenAI } from "@google/genai";
import type { Message } from "@ag-ui/core";
import OpenAI from "openai";
import {
  type AgUiEventStream,
  agUiToAnthropicMessages,
  agUiToGeminiContents,
  agUiToOpenAIResponsesInput,
  anthropicMessagesToAgUi,
  geminiToAgUi,
  anthropicThinkingParams,
  geminiThinkingParams,
  openaiReasoningParams,
  openaiResponsesToAgUi,
  type ReasoningRequest,
} from "@reasoning-ui/agent";
import type { ProviderName } from "./env";
import { DEMO_TOOLS } from "./tools";

/**
 * One model call: AG-UI history in, AG-UI events out (no RUN_* framing; the return value is the usage).
 * `reasoning` is the run's `forwardedProps.reasoning` (undefined → the demo's defaults below).
 */
export type ProviderStep = (
  messages: Message[],
  ids: { threadId: string; runId: string },
  signal: AbortSignal,
  reasoning?: ReasoningRequest,
) => Promise<AgUiEventStream>;

export interface ClientOptions {
  model: string;
  apiKey: string;
  /** SDK base URL; undefined → the provider's API. */
  baseURL?: string;
}

const SYSTEM = "You are the Reasoning UI demo agent. Think briefly, use the tools for weather questions, and answer in one or two sentences.";

/**
 * The provider's official SDK, called the way its docs describe for reasoning with tools, through the
 * `@reasoning-ui/agent` bridges both ways: OpenAI Responses (`store: false`, encrypted reasoning,
 * summaries), Anthropic Messages (extended thinking), Gemini (`includeThoughts`).
 */
export function createProviderStep(provider: ProviderName, { model, apiKey, baseURL }: ClientOptions): ProviderStep {
  const run = { runEvents: false } as const;
  switch (provider) {
    case "openai": {
      const client = new OpenAI({ apiKey, maxRetries: 0, ...(baseURL && { baseURL }) });
      const tools = DEMO_TOOLS.map((t) => ({ type: "function" as const, name: t.name, description: t.description, parameters: t.parameters, strict: false }));
      return async (messages, ids, signal, reasoning = { effort: "low" }) => {
        const stream = await client.responses.create(
          { model, instructions: SYSTEM, ...agUiToOpenAIResponsesInput(messages), ...openaiReasoningParams(reasoning), tools, stream: true },
          { signal },
        );
        return openaiResponsesToAgUi(stream, { ...ids, ...run });
      };
    }
    case "anthropic": {
      const client = new Anthropic({ apiKey, maxRetries: 0, ...(baseURL && { baseURL }) });
      const tools = DEMO_TOOLS.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters }));
      return async (messages, ids, signal, reasoning = { effort: "low", budgetTokens: 2048 }) => {
        const turn = agUiToAnthropicMessages(messages);
        const thinking = anthropicThinkingParams(reasoning, { maxTokens: 6000 });
        const stream = await client.messages.create(
          { model, max_tokens: 8000, system: [SYSTEM, turn.system].filter(Boolean).join("\n\n"), ...thinking, tools, messages: turn.messages, stream: true },
          { signal },
        );
        return anthropicMessagesToAgUi(stream, { ...ids, ...run });
      };
    }
    case "gemini": {
      const ai = new GoogleGenAI({ apiKey, ...(baseURL && { httpOptions: { baseUrl: baseURL } }) });
      const functionDeclarations = DEMO_TOOLS.map((t) => ({ name: t.name, description: t.description, parametersJsonSchema: t.parameters }));
      return async (messages, ids, signal, reasoning) => {
        const turn = agUiToGeminiContents(messages);
        const stream = await ai.models.generateContentStream({
          model,
          contents: turn.contents,
          config: {
            systemInstruction: [SYSTEM, turn.systemInstruction].filter(Boolean).join("\n\n"),
            thinkingConfig: geminiThinkingParams(reasoning, { use: "budget" }).thinkingConfig ?? { includeThoughts: true },
            tools: [{ functionDeclarations }],
            abortSignal: signal,
          },
        });
        return geminiToAgUi(stream, { ...ids, ...run });
      };
    }
  }
}
