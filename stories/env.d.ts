/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The demo agent's `POST /agent` URL, set by `pnpm start`. */
  readonly STORYBOOK_AGENT_URL?: string;
}
