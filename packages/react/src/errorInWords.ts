import type { RunError } from "@reasoning-ui/core";

/** `text` as one sentence: trimmed, ending in exactly one full stop (no "re-established.." when a label adds one). */
export function asSentence(text: string): string {
  const t = text.trim().replace(/[.\s]+$/, "");
  return t === "" ? "" : /[!?…]$/.test(t) ? t : `${t}.`;
}

/** The reason an agent stated in an HTTP error's message ("The agent answered HTTP 400 Bad Request: <reason>"). */
const statedReason = (message: string) => /^The agent answered HTTP \d+[^:]*: (.+)$/s.exec(message)?.[1];

/**
 * English (issue 39): what ended a run, in words for the person using the app — what happened and what to do; the
 * technical detail (`message`: "The agent answered HTTP 502 Bad Gateway", "SSE frame 2 is not valid JSON"; `status`;
 * `body`) stays on the run's `RunError` for diagnostics and the event inspector. A 502 / 503 / 504 (a dev proxy or
 * gateway in front of an agent that is down) is "could not be reached"; an unreadable reply (`malformed_frame`,
 * `not_sse`, `frame_too_large`, `buffer_overflow`) "could not be read"; a reason the agent gave itself (RUN_ERROR, or
 * a stated reason of a 4xx) is kept in its own words, as one sentence. The default of `labels.errorReason`.
 *
 * @example
 * errorInWordsEn({ code: "http_error", status: 502, message: "The agent answered HTTP 502 Bad Gateway" });
 * // "The agent could not be reached. Try again in a moment."
 */
export function errorInWordsEn(error: Pick<RunError, "code" | "status" | "message">): string {
  switch (error.code) {
    case "http_error": {
      const status = error.status ?? 0;
      const stated = statedReason(error.message);
      if (status === 502 || status === 503 || status === 504 || status === 0) return "The agent could not be reached. Try again in a moment.";
      if (status === 429) return "The agent is busy right now. Try again in a moment.";
      if (status === 401 || status === 403) return "You are not signed in, or not allowed to use this agent. Sign in again, then try again.";
      if (status === 404) return "The agent is not available at this address.";
      if (status >= 500) return stated ? `The agent ran into a problem: ${asSentence(stated)} Try again.` : "The agent ran into a problem. Try again.";
      return stated ? `The agent could not take this request: ${asSentence(stated)}` : "The agent could not take this request.";
    }
    case "not_sse":
    case "malformed_frame":
    case "frame_too_large":
    case "buffer_overflow":
    case "strict_violation":
      return "The agent's reply could not be read. Try again.";
    case "network_error":
    case "stream_ended":
      return "The connection to the agent was lost. Check your connection, then try again.";
    case "idle_timeout":
      return "The agent stopped responding. Try again.";
    default:
      // the agent's own words (RUN_ERROR), or a source's message
      return asSentence(error.message) || "Something went wrong. Try again.";
  }
}
