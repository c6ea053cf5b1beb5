// Workspace packages resolve to their sources, so tests and Storybook never need a build first.
import { fileURLToPath } from "node:url";

const src = (p) => fileURLToPath(new URL(p, import.meta.url));

/** @type {Record<string, string>} */
export const alias = {
  "@reasoning-ui/core/protocol": src("../packages/core/src/protocol/index.ts"),
  "@reasoning-ui/core/adapters": src("../packages/core/src/adapters/index.ts"),
  "@reasoning-ui/core/json-patch": src("../packages/core/src/json-patch/index.ts"),
  "@reasoning-ui/core/strict": src("../packages/core/src/strict/index.ts"),
  "@reasoning-ui/core/diagnostics": src("../packages/core/src/diagnostics/index.ts"),
  "@reasoning-ui/core/lifecycle": src("../packages/core/src/lifecycle/index.ts"),
  "@reasoning-ui/core/audit": src("../packages/core/src/audit/index.ts"),
  "@reasoning-ui/core/storage": src("../packages/core/src/storage/index.ts"),
  "@reasoning-ui/core/ai-sdk": src("../packages/core/src/transport/aiSdk/index.ts"),
  "@reasoning-ui/core": src("../packages/core/src/index.ts"),
  "@reasoning-ui/react/styles.css": src("../packages/react/src/styles.css"),
  "@reasoning-ui/react/styles": src("../packages/react/src/styles"),
  "@reasoning-ui/react/chat.css": src("../packages/react/src/chat.css"),
  "@reasoning-ui/react/presets": src("../packages/react/presets"),
  "@reasoning-ui/react/steps": src("../packages/react/src/steps.ts"),
  "@reasoning-ui/react/devtools": src("../packages/react/src/devtools/index.ts"),
  "@reasoning-ui/react/markdown.css": src("../packages/react/src/markdown/markdown.css"),
  "@reasoning-ui/react/lazy-markdown": src("../packages/react/src/lazyMarkdown.ts"),
  "@reasoning-ui/react/markdown": src("../packages/react/src/markdown.ts"),
  "@reasoning-ui/react": src("../packages/react/src/index.ts"),
  "@reasoning-ui/agent/testing": src("../packages/agent/src/testing/index.ts"),
  "@reasoning-ui/agent/redis": src("../packages/agent/src/redis/index.ts"),
  "@reasoning-ui/agent": src("../packages/agent/src/index.ts"),
  "@reasoning-ui/server/uploads/sqlite": src("../packages/server/src/uploads/sqlite.ts"),
  "@reasoning-ui/server/uploads/postgres": src("../packages/server/src/uploads/postgres.ts"),
  "@reasoning-ui/server/uploads/directory": src("../packages/server/src/uploads/directory.ts"),
  "@reasoning-ui/server/uploads": src("../packages/server/src/uploads/index.ts"),
  "@reasoning-ui/host/node": src("../packages/host/src/node.ts"),
  "@reasoning-ui/host": src("../packages/host/src/index.ts"),
  "@reasoning-ui/server/sqlite": src("../packages/server/src/sqlite.ts"),
  "@reasoning-ui/server/postgres": src("../packages/server/src/postgres.ts"),
  "@reasoning-ui/server": src("../packages/server/src/index.ts"),
  "@reasoning-ui/demo-agent": src("../packages/demo-agent/src/index.ts"),
};
