/**
 * The module `LazyMarkdownParts` loads (issue 39): the markdown renderer and the reasoning part built on it, one
 * `import()` so an app that shows both fetches one chunk.
 */
export { Markdown } from "../../markdown/Markdown";
export { ReasoningPartMarkdown } from "../ReasoningPartMarkdown";
