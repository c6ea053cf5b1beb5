/** Providers the demo agent can run on (`DEMO_AGENT_PROVIDER`). */
export const PROVIDERS = ["openai", "anthropic", "gemini"] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** Default model per provider; `DEMO_AGENT_MODEL` overrides. */
export const DEFAULT_MODELS: Record<ProviderName, string> = {
  openai: "o4-mini",
  anthropic: "claude-sonnet-4-6",
  gemini: "gemini-2.5-flash",
};

/** The provider's usual API key variables, in the order they are read (for Gemini, `GOOGLE_API_KEY` first, as `@google/genai` does when both are set). */
export const KEY_VARIABLES: Record<ProviderName, readonly string[]> = {
  openai: ["OPENAI_API_KEY"],
  anthropic: ["ANTHROPIC_API_KEY"],
  gemini: ["GOOGLE_API_KEY", "GEMINI_API_KEY"],
};

/** What {@link providerConfigFromEnv} reads. `apiKey` absent → replay mode (recorded streams, no network). */
export interface ProviderConfig {
  provider: ProviderName;
  model: string;
  apiKey?: string;
  /** Where the SDK sends requests (`DEMO_AGENT_BASE_URL`); default: the SDK's own (the provider's API). */
  baseURL?: string;
}

/**
 * Reads `DEMO_AGENT_PROVIDER` (`openai` | `anthropic` | `gemini`), the provider's key variable
 * (`OPENAI_API_KEY`, `ANTHROPIC_API_KEY`, `GOOGLE_API_KEY` or `GEMINI_API_KEY`), `DEMO_AGENT_MODEL` and
 * `DEMO_AGENT_BASE_URL`. Returns `undefined` when `DEMO_AGENT_PROVIDER` is unset or empty (the scripted
 * scenarios run, as before).
 *
 * @throws {Error} `DEMO_AGENT_PROVIDER` names an unknown provider (the message lists the known ones).
 */
export function providerConfigFromEnv(env: Record<string, string | undefined>): ProviderConfig | undefined {
  const raw = env.DEMO_AGENT_PROVIDER?.trim().toLowerCase();
  if (!raw) return undefined;
  if (!(PROVIDERS as readonly string[]).includes(raw)) {
    throw new Error(`DEMO_AGENT_PROVIDER must be one of ${PROVIDERS.join(", ")} (got "${env.DEMO_AGENT_PROVIDER}").`);
  }
  const provider = raw as ProviderName;
  const apiKey = KEY_VARIABLES[provider].map((name) => env[name]).find((value) => value !== undefined && value !== "");
  const baseURL = env.DEMO_AGENT_BASE_URL || undefined;
  return { provider, model: env.DEMO_AGENT_MODEL || DEFAULT_MODELS[provider], ...(apiKey && { apiKey }), ...(baseURL && { baseURL }) };
}
