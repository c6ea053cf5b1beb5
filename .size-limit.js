// P4 (issue 10, docs/architecture.md, "Budgets and benchmarks"): what an app pays, min+gzip, measured on apps built from the packages'
// sources with esbuild — react and react-dom external, every other dependency bundled.
//
// Two modes:
// - `pnpm size` checks the P4 goals (the README Quick start ≤ 20 kB; one ReasoningMessage with a store and no
//   transport ≤ 12 kB), then prints the per-module breakdown of each app (bench/size/breakdown.mjs).
// - `pnpm size:guard` (CI) checks each entry against a guard just above today's size, so CI fails when an app
//   grows by more than ~2 %; lower a guard when a change makes the bundle smaller.
// Re-baselined for issue 22 (2026-11-24): the Quick start now persists and shows branches (`storage:
// browserStorage()`, `StorageNotice`, `onEdit`, `onSwitchBranch`): 37.8 → 48.2 kB. The same Quick start without
// `storage` is 43.4 kB: the 4.75 kB difference is the storage adapter with its persistence engine (5.8 kB measured
// alone); the rest is the branch UI (pickers, editor, notice), the branch commands in the store (~1.5 kB:
// fork / switchBranch / restore) and the run session (+0.9 kB, replacing the hook's own run code).
// See docs/architecture.md, "Session".
// Re-baselined for issue 23 part 7 (2026-11-24, react's part only, before the core changes of parts 1–4 were merged):
// one store binding on React's own useSyncExternalStore (the use-sync-external-store shim of zustand/traditional
// gone) −0.86 kB on (a); Reasoning.Root subscribing once with its parts reading context (ReasoningMessage: one
// subscription instead of three; hidden reasoning inside the same root) +0.46 kB: (a) 48.91 → 48.51 kB, without
// storage 44.17 → 43.78, (b) 30.95 → 30.29, (b) + useAgentRun 36.41 → 35.96. See docs/architecture.md, "Budgets and benchmarks".
// Issue 23 second pass, react's part (2026-11-24, measured after the core changes of parts 1–4 were merged: (a)
// 51.20 kB, without storage 46.41, (b) 33.04, (b) + useAgentRun 38.58): duplication removed in react (one empty
// store, one set of rows per list item, Reasoning.Root's context from its data, shared row selectors): (a) 51.08,
// without storage 46.31, (b) 32.99, (b) + useAgentRun 38.53. Guards below: those + ~0.1 kB (the lead re-baselines).
import { fileURLToPath } from "node:url";
import { measureAllSplit } from "./bench/size/split.mjs";

const guard = process.env.SIZE_LIMIT_MODE === "guard";
const src = (p) => fileURLToPath(new URL(p, import.meta.url));
/** The packages resolve to their sources, so core is counted once and no build is needed. */
const modifyEsbuildConfig = (config) => ({
  ...config,
  jsx: "automatic",
  // The stylesheet an app imports (the Quick start's chat.css) is its own row, measured on the Vite build below.
  external: [...(config.external ?? []), "*.css"],
  alias: {
    ...config.alias,
    "@reasoning-ui/core/json-patch": src("./packages/core/src/json-patch/index.ts"),
    "@reasoning-ui/core/strict": src("./packages/core/src/strict/index.ts"),
    "@reasoning-ui/core/diagnostics": src("./packages/core/src/diagnostics/index.ts"),
    "@reasoning-ui/core/storage": src("./packages/core/src/storage/index.ts"),
    "@reasoning-ui/core/ai-sdk": src("./packages/core/src/transport/aiSdk/index.ts"),
    "@reasoning-ui/core": src("./packages/core/src/index.ts"),
    "@reasoning-ui/react": src("./packages/react/src/index.ts"),
  },
});
const peers = ["react", "react-dom", "react/*", "react-dom/*"];
/** `goal` undefined: the entry is printed, not checked, by `pnpm size`. */
const entry = (name, path, goal, guardLimit) => {
  const limit = guard ? guardLimit : goal;
  return { name, path, ignore: peers, gzip: true, modifyEsbuildConfig, ...(limit && { limit }) };
};

// Issue 28 (one owner at every seam), measured against main: core's part of (b) 19.44 → 19.79 kB (+350 B: the five
// thread commands on the change feed and their diagnostic through the Draft, the derived run phase's RunScope
// methods, the ownership tracker as a class; property names survive minification), the Quick start 50.90 → 51.23.
// Issues 28, 29, 30, 32 and 34 merged (measured on the merge, guards = size + ~0.1 kB): the Quick start 50.90 → 56.77 kB.
// Where it went: issue 34's re-attach transport, open runs and Reconnecting row ~+3.5 kB; issue 30's StrictMode-safe
// reconnect, conflicts kept as a separate thread, retry while the server is down and the IndexedDB commit ~+0.7 kB;
// issue 29's interrupt checks, built-in gate and the list's prompt slots ~+0.7 kB; issue 28 ~+0.4 kB; issue 32's
// stated-summary rule ~+0.1 kB. Issue 31 (production diagnostics as codes, event families as modules, components that
// load on first use) is the work that takes it back down.
// Issue 31 part 3 (docs/architecture.md, "Budgets and benchmarks"): the first load and the chunks loaded on first use, apart. Parts a turn
// shows only sometimes load through `import()`; esbuild's bundling here (one file per entry) counts them in, so the
// entries above are "everything the app can load". bench/size/split.mjs builds the apps as Vite builds them (Rollup
// splits chunks by the modules an `import()` alone reaches) into bench/size/.split/; the rows below measure those
// files as Vite wrote them (gzip -9 per file, as a browser fetches them; size-limit takes 32 B off each row). Built here, so `pnpm size`, `pnpm size:guard` and
// `pnpm bench` all measure the sources of this checkout.
// The esbuild rows below (one file per app, `import()` targets bundled in) grew with the split (measured
// 2026-11-25 on H2's branch, before H1's core work): (a) 56.77 → 57.60 kB, without storage 51.2 → 52.0, (b) 33.65 →
// 34.09, the effort control 7.12 → 7.24: esbuild without splitting evaluates an `import()`ed module lazily and wraps it
// and the modules it shares with the rest (labels, styled attributes, …) in `__esm` initialisers. Apps built with Vite
// (Rollup) or Next.js get the split instead: the Quick start's first load 56.15 kB (−0.6 kB against one file), the
// editor a 0.74 kB chunk, everything 56.93 kB.
await measureAllSplit();
/** size-limit passes every check through esbuild: here each built file is copied as it is (esbuild's `copy` loader). */
// Issues 40 and 42 merged on 2026-11-27 (guards = size + ~0.1 kB): the Quick start's first load 50.86 → 51.53 kB —
// the change feed reporting every write of saved content (+0.47 kB: persistence saves on the feed, no save key) and
// the reducer's one-lookup paths for new ids (+0.13 kB); the markdown chunk 23.7 → 24.3 kB (long paragraphs in
// pieces, a parse budget per render: no 10 MB paragraph laid out whole per frame).
const built = (name, path, goal, guardLimit) => {
  const limit = guard ? guardLimit : goal;
  return { name, path: `bench/size/.split/${path}`, gzip: true, modifyEsbuildConfig: (c) => ({ ...c, loader: { ".js": "copy" } }), ...(limit && { limit }) };
};
const split = [
  built("P4 first load: the README Quick start (Vite build)", "quickstart/first/*.js", "25 kB", "51.60 kB"),
  // The Quick start's CSS (`import "@reasoning-ui/react/chat.css"`: the parts a chat renders), as Vite minifies it.
  // Issue 40 (h4, 2026-11-27): 5.17 → 4.95 kB here (budgets.mjs's esbuild figure 5.21 → 4.98): shared focus rings,
  // `variant="block"` and `Composer disabled` looks as opt-in parts, the token region as it ships. Guard = size + ~0.1 kB.
  built("P4 first load CSS: the README Quick start's chat.css (Vite build)", "quickstart/css/*.css", "5 kB", "5.05 kB"),
  built("P4 lazy chunks of the Quick start: MessageEditor", "quickstart/lazy/MessageEditor-*.js", undefined, "0.86 kB"),
  // Issue 31, the first load's core parts on first use (docs/architecture.md, "Budgets and benchmarks"): the event families beyond the
  // reducer's core (the session's default store), the persistence engine and the re-attach transport are chunks.
  built("P4 lazy chunks of the Quick start: event families", "quickstart/lazy/families-*.js", undefined, "3.50 kB"),
  built("P4 lazy chunks of the Quick start: persistence engine", "quickstart/lazy/persistence-*.js", undefined, "9.03 kB"),
  built("P4 lazy chunks of the Quick start: browserStorage's backends", "quickstart/lazy/browserBackend-*.js", undefined, "2.25 kB"),
  built("P4 lazy chunks of the Quick start: re-attach loop", "quickstart/lazy/reattach-*.js", undefined, "2.00 kB"),
  built("P4 lazy chunks of the Quick start: resumeHttpAgent", "quickstart/lazy/resumeHttpAgent-*.js", undefined, "0.65 kB"),
  // Issue 40: the SSE parser (parseSseStream + eventsource-parser) loads when a run starts, while its request is in flight.
  built("P4 lazy chunks of the Quick start: SSE parser", "quickstart/lazy/parseSseStream-*.js", undefined, "2.75 kB"),
  // Issue 40: the run-error mapping (runError.ts), preloaded when a run starts and awaited only when it fails.
  built("P4 lazy chunks of the Quick start: run-error mapping", "quickstart/lazy/runError-*.js", undefined, "1.10 kB"),
  // Issue 40: P4's anchors, built the same way in the same run (printed; no guard — they are not ours): the smallest
  // chat with a collapsible reasoning part that each allows. Measured 2026-11-27 (Vite 7): 50.60 kB and 158.93 kB.
  built("P4 anchor: the AI SDK's useChat with a hand-written list (Vite build)", "anchor-ai-sdk-chat/first/*.js"),
  built("P4 anchor: assistant-ui's primitives with a local runtime (Vite build)", "anchor-assistant-ui/first/*.js"),
  built("P4 everything the Quick start can load (Vite build)", "quickstart/{first,lazy}/*.js", "50.9 kB", "119.18 kB"),
  built("P4 (b) first load: ReasoningMessage with a store (Vite build)", "reasoning-message/first/*.js", undefined, "36.72 kB"),
  // Issue 40: one ReasoningMessage with the reasoning-only store a design system feeds from its own chat state
  // (`createReasoningStore`: no event reducer, tools, subagents, branches or persistence): 14.26 kB (h7, 2026-11-27);
  // 15.8 kB after the merge; the reasoning parts' own label defaults (no list / composer / storage strings, no
  // errorInWords): 14.43 kB (h4, 2026-11-27). Guard = size + ~0.1 kB.
  built("P4 (b) first load: ReasoningMessage with createReasoningStore (Vite build)", "reasoning-store/first/*.js", "15 kB", "14.53 kB"),
  // Issue 40, interrupt parts ≤ 3 kB over the Quick start (docs/architecture.md, "Interrupts"): the difference of the
  // next two first loads. Measured 2026-11-27 (h6): 51.81 → 56.18 kB, +4.37 kB (was +7.24 with the schema form and
  // the resume planner in the first load); the answer fields 2.92 kB and the resume planner 1.00 kB on first use.
  built("Interrupt parts: the Quick start + useAgentCapabilities, first load (Vite build)", "quickstart-capabilities/first/*.js", undefined, "52.57 kB"),
  built("Interrupt parts: the Quick start + InterruptPrompt, first load (Vite build)", "interrupts/first/*.js", undefined, "56.94 kB"),
  built("Interrupt parts on first use: the answer fields (schema form, text answer)", "interrupts/lazy/interruptAnswerFields-*.js", undefined, "3.00 kB"),
  built("Interrupt parts on first use: the resume planner and its notices", "interrupts/lazy/resume-*.js", undefined, "1.10 kB"),
  built("the Quick start + LazyMarkdown answers: first load (Vite build)", "quickstart-markdown/first/*.js", undefined, "51.81 kB"),
  built("the Quick start + LazyMarkdown answers: the Markdown chunk", "quickstart-markdown/lazy/Markdown-*.js", undefined, "24.41 kB"),
];

// Issue 31 items 1–2, core (docs/architecture.md, "Budgets and benchmarks", measured on that branch, guards =
// size + ~0.1 kB): diagnostics as codes (the sentences only in development builds, the strict entry and
// @reasoning-ui/core/diagnostics) −1.3 kB on every entry with a store; event families as modules +0.25 kB (the
// composed table; `createAgentStore` keeps every family, `createAgentStoreWith(families)` ships only those named:
// the core alone 16.56 kB). Quick start 56.87 → 55.80, without storage 51.25 → 50.17, (b) 33.86 → 32.78, (b) +
// useAgentRun 43.08 → 42.03, core's part of (a) 25.63 → 24.55, of (b) 20.35 → 19.26, ai-sdk 27.27 → 26.24, the
// capabilities / interrupts rows 57.88 → 56.84 / 65.28 → 64.21. The strict entry grows 0.18 → 2.61 kB: it carries
// the message table, so strict errors stay readable in production.
// Issue 28 second pass (measured against 0d8b0bc): the Quick start 56.87 → 56.94 kB (+70 B), ReasoningMessage +
// useAgentRun 43.08 → 43.10, the Quick start + capabilities 57.88 → 57.96, + InterruptPrompt 65.28 → 65.36: persistence
// follows the change feed (a feed listener and an event listener in place of one store subscription), beginRun
// reports run-begun, Reasoning.Root takes a `block`; guards +0.1 kB.
// Issue 31 item 4 (per-event speed, helper H3), measured against main: the Quick start 56.87 → 58.44 kB (+1.57),
// core's part of (b) 20.35 → 21.29 (+0.94): the reusable draft with its shape stamps, ownership by position and
// lazily re-indexed inserts (draft +0.36 standalone), the text builder's flat pieces and their registry (+0.24),
// selectListItems following the list's shape (+0.31), the chunker reading pieces in react (+0.24), the nested
// reported-diagnostic keys, insert bookkeeping and the batch clock in memory (+0.14), the lifecycle owner's optional
// lane index (+0.1). Guards = size + ~0.1 kB.
// Issue 34 part 2 (H5): a reload before the coalesced save landed lost the thread / open run; the unsaved note in
// sessionStorage (storage/unsavedNote.ts, Persistence.noteUnsaved / restoreNote) and stored threads frozen at save
// time (schema.ts) add ~0.6 kB to every entry with persistence (56.87 → 57.50 kB; browserStorage 6.82 → 7.42 kB).
// Issue 31, the Quick start's core parts on first use (docs/architecture.md, "Budgets and benchmarks", measured 2026-11-25 on H7's branch
// against its base, guards = size + ~0.1 kB): the session's default store starts with the reducer's core (the other
// event families one `import()` away), the persistence engine, browserStorage's backends and the re-attach loop
// load on first use. Vite first load 55.03 → 47.23 kB (families −2.4, storage engine −3.8, backends −0.66,
// re-attach −1.0; a run's bounded wait for the families +0.06); everything it can load 55.81 → 59.55 (+3.7: five more chunks, each gzipped alone, and the
// bindings they import from the first load's chunk). The esbuild one-file rows grow — each `import()`ed module and
// what it shares is an `__esm` initialiser there: (a) 56.58 → 59.55, without storage 50.93 → 53.10, (b) 33.03 →
// 33.80, (b) + useAgentRun 42.22 → 44.25, core's part of (a) 24.55 → 26.08, of (b) 19.26 → 19.82, storage 6.82 →
// 7.57, ai-sdk 26.24 → 27.20, capabilities / interrupts 57.58 → 60.67 / 65.02 → 68.06. (b)'s Vite first load 32.10
// → 32.18 (the store's `addEventFamilies`).
// All of this session's issue 31 / 30 / 34 / 28 branches merged (measured on the merge, 2026-11-25, guards = size +
// ~0.1 kB): the Quick start's Vite first load 56.15 → 49.45 kB (diagnostics as codes −1.1, families / storage engine /
// backends / re-attach on first use −7.8; back up by the reusable draft and text pieces +1.5, long threads in pages'
// row and session API +0.5, the unsaved note and frozen stored threads +0.6); everything it can load 65.32 kB (the
// paged persistence engine 8.39 kB as its own chunk); the esbuild one-file rows 56.77 → 65.25 (`__esm` wrappers of
// every `import()`ed module plus the paging engine and the draft).
// Issue 40 (h7, measured 2026-11-27 against ac80c0b, guards = size + ~0.1 kB): P8's per-event work (one lifecycle
// record per id, a tool call's place, the flood counter of diagnostics, `addReasoning`) +0.46 kB on every entry with
// a store; the SSE parser on first use −2.03 kB on the Quick start's first load (49.95 → 47.92 kB Vite; a 2.54 kB
// chunk; the esbuild one-file rows pay its `__esm` wrapper). Quick start first load 49.49 → 47.89, everything it
// can load 65.37 → 66.35; (a) one file 65.26 → 65.89; (b) 33.59 → 34.02 (Vite); core's part of (b) 20.8 → 21.34.
// New: one ReasoningMessage with `createReasoningStore` 14.23 kB (budget 15). Then the run-error mapping on first
// use: first load 47.92 → 47.32 kB (a 1.03 kB chunk); the esbuild one-file rows +0.1–0.2 (`__esm` wrappers).
// This session's issues 38 / 39 / 40 / 41 merged (measured on the merge, 2026-11-27, guards = size + ~0.1 kB): the
// Quick start's Vite first load 47.45 → ~51.0 kB — issue 39's re-attach that never gives up, the stall watch and the
// run's own clock (+1.8), words for people, right to left, markdown by default's lazy wrapper and `sessionOfStore`
// (+0.8), issue 38's content-part checks and `run({ text, parts })` (+0.44) and the attachment parts' lazy wrappers
// (+0.3); everything it can load 67.0 → 115.5 kB (markdown by default puts the 23.9 kB markdown chunk and the
// attachment chunks — previews, thumbnails worker, Radix Dialog, sniffing — among what the Quick start can load);
// the esbuild one-file rows bundle every `import()` target, so they carry the same ~+48 kB. One ReasoningMessage
// with a store 34.2 → 36.4 kB (the reasoning part's markdown wrapper, the run clock); with createReasoningStore 15.7 kB.
export default [
  ...split,
  // Issue 23 (live containers, lifecycle owners, the change feed, the typed event builder, primitives from context):
  // the Quick start 48.91 → 50.90 kB, core's part 20.9 → 23.31 kB (docs/architecture.md, "Budgets and benchmarks" P4).
  // Issue 21 (ids on non-secure origins: a v4 UUID from crypto.getRandomValues when randomUUID is missing) added
  // ~150 B to core's part of (a) and ~190 B to (b).
  entry("P4 (a): the README Quick start app", "bench/size/quickstart.tsx", "20 kB", "118.69 kB"),
  entry("the Quick start without `storage` (no persistence)", "bench/size/quickstart-no-storage.tsx", undefined, "106.65 kB"),
  entry("P4 (b): ReasoningMessage with a store, no transport", "bench/size/reasoning-message.tsx", "12 kB", "64.44 kB"),
  entry("ReasoningMessage + useAgentRun (no list, no composer)", "bench/size/reasoning-message-run.tsx", undefined, "76.42 kB"),
  entry("core's part of (a): createAgentStore + runHttpAgent + buildRunAgentInput", "bench/size/core-quickstart.ts", undefined, "30.88 kB"),
  entry("core's part of (b): createAgentStore", "bench/size/core-store.ts", undefined, "23.13 kB"),
  entry("the storage adapter alone: browserStorage (idb-keyval + localStorage / memory fallbacks)", "bench/size/storage.ts", undefined, "13.30 kB"), // issue 30: +0.6 kB — IndexedDB commit (one transaction) and its browserStorage pass-through
  // Issue 24 part 2: the reducer's CUSTOM `reasoning-ui.diagnostic` rule (a client transport's diagnostics) adds ~60 B
  // to (b) and ~110 B to (a).
  // Issue 24 part 2: an AI SDK route as the source of runs, on top of core (core's own modules it shares counted).
  // Issue 32: ai 7's chunk types (custom, reasoning-file, reset-step, …), `[DONE]` as a finished run and each
  // provider's visibility from providerMetadata (aiSdkReasoningVisibility): 25.79 → 26.40 kB.
  entry("opt-in @reasoning-ui/core/ai-sdk: fromAiSdkRoute (with the store it feeds)", "bench/size/ai-sdk.ts", undefined, "30.98 kB"),
  entry("opt-in @reasoning-ui/core/json-patch (what `jsonPatch` adds)", "bench/size/json-patch.ts", undefined, "4.18 kB"),
  entry("opt-in @reasoning-ui/core/strict (what `strict` adds)", "bench/size/strict.ts", undefined, "3.28 kB"),
  // Issue 24 part 4: the effort control with its hook (it adds nothing to the Quick start, which does not import it);
  // 7.12 kB after merging with the AI SDK source and progressive mounting (shared labels and core modules).
  entry("the effort control: EffortControl + useAgentCapabilities + reasoningForwardedProps (everything bundled)", "bench/size/effort.tsx", undefined, "8.23 kB"), // issue 30 H4: +46 B (labels)
  // Issue 29 (AG-UI 1.0 interrupts): the prompts answered inline. The difference between these two rows is what
  // answering the agent's requests adds to an app (the opt-in interruptSupport module: resume and its rules; and the
  // InterruptPrompt parts): budget ≤ 2 kB min+gzip; measured 2026-11-25: 52.74 → 60.16 kB, +7.4 kB — over budget (the
  // JSON Schema form ~2.2 kB, the session module ~2 kB). The Quick start, which answers none, keeps only the reducer's
  // checks and a built-in gate: 51.08 → 51.74 kB (+0.66 kB: check.ts, isWaitingForAnswer, the list's prompt slots,
  // useAgentRun's resume / waitingForAnswer). docs/architecture.md, "Interrupts".
  entry("the Quick start + useAgentCapabilities (baseline of the next row)", "bench/size/quickstart-capabilities.tsx", undefined, "119.76 kB"),
  // Issue 40 (h6): the answer fields and the resume planner on first use — in this one-file row they stay, each
  // `import()` target an `__esm` initialiser: 126.58 kB (guard 126.31 → 126.68); the Vite rows above are the figures.
  entry("the Quick start + InterruptPrompt in MessageList's interrupts (issue 29)", "bench/size/interrupts.tsx", undefined, "128.08 kB"),
  // Opt-in entries: what an app adds on top of the main entries (react and our packages' main entries external).
  { ...entry("opt-in @reasoning-ui/react/markdown (marked + remend bundled)", "bench/size/markdown.ts", undefined, "25.74 kB"), ignore: [...peers, "zustand", "zustand/*", "@radix-ui/*", "@ag-ui/core"] },
];
