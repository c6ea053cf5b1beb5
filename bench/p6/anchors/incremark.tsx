/**
 * Incremark (`@incremark/react`) as its README streams: `<IncremarkContent>` with the accumulated text as `content`,
 * `isFinished` once the message is done, GFM on (the trace has tables), and its theme stylesheet. Loaded only in its
 * own page (main.tsx imports it on demand), so its CSS does not weigh on the other renderers' style recalcs.
 */
import type { ReactNode } from "react";
import { IncremarkContent } from "@incremark/react";
import "@incremark/theme/styles.css";
import type { ReasoningStatus } from "@reasoning-ui/core";

export const render = (text: string, info: { status: ReasoningStatus }): ReactNode => <IncremarkContent content={text} isFinished={info.status !== "streaming"} incremarkOptions={{ gfm: true }} />;
