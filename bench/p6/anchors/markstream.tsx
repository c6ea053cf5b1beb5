/**
 * Markstream (`markstream-react`) as its README streams: the accumulated text as `content`, `final` once the
 * message is done, `fade={false}`, and its precompiled stylesheet. Loaded only in its own page (main.tsx imports it
 * on demand), so its CSS does not weigh on the other renderers' style recalcs.
 */
import type { ReactNode } from "react";
import MarkdownRender from "markstream-react";
import "markstream-react/index.css";
import type { ReasoningStatus } from "@reasoning-ui/core";

export const render = (text: string, info: { status: ReasoningStatus }): ReactNode => <MarkdownRender content={text} final={info.status !== "streaming"} fade={false} />;
