/** Canned texts the scenarios stream. The `DETAILED_*` ones only ever leave the agent encrypted. */

export const VISIBLE_CHAIN =
  "The user wants to see a chain of thought stream live. First, I restate the question so the answer stays on target. " +
  "Next, I weigh two readings: a quick factual reply, or a short explanation with an example. " +
  "An example makes the idea concrete, so I will lead with one. " +
  "Finally, I check the draft against the question before replying.";

/** What effort `high` adds to {@link VISIBLE_CHAIN}: a second pass over the draft. */
export const SECOND_PASS =
  "Second pass, since a high effort was asked: I look for a counter-example to the draft and find none, so the answer stands.";

export const SUMMARY =
  "Compared two approaches, ruled out the one that breaks a constraint, and chose the simpler one.";

export const DETAILED_CHAIN =
  "Detailed chain of thought (demo-agent): approach A caches every result, but that breaks the memory constraint. " +
  "Approach B recomputes on demand; it is slower only for repeated inputs, which the user said are rare. " +
  "So B meets every constraint and is simpler to explain.";

export const HIDDEN_CHAIN =
  "Private chain of thought (demo-agent): the question is short, the honest answer is short, no tool is needed.";

export const TOOL_CHAIN =
  "Tool choice (demo-agent): the user asked about the weather in Paris; get_weather takes a city; call it with Paris.";

export const CHUNK_SUMMARY = "Processing your request securely, keeping the detailed reasoning encrypted.";

export const LEGACY_CHAIN =
  "Older servers still send THINKING events without ids. I think about the question, then answer it.";

/** `markdown` (issue 39): a reasoning summary the way OpenAI's and Anthropic's open each part — a bold heading line. */
export const MARKDOWN_SUMMARY = "**Searching the docs**\n\nLooking up the `stream` option in the API reference, then checking what each event carries.";

/** `markdown`: an answer in markdown, as models write them (code spans, bold, a list). */
export const MARKDOWN_ANSWER = "Pass `stream: true`; the reply then arrives as **server-sent events**:\n\n- one event per delta\n- a final `done` event";
