/**
 * Right-to-left text (issue 39 item 10), in real Chromium at 390 and 1280 px: Arabic and Hebrew conversations — the
 * user's question, a reasoning summary, an answer in markdown — on a left-to-right page and on a `dir="rtl"` page.
 * - Every text the agent or the user wrote takes its own direction (`dir="auto"`): its computed `direction` is `rtl`
 *   and it is laid out from the right edge of its box (a short line ends at the box's right edge), on either page.
 * - The layout mirrors under `dir="rtl"`: the user's bubble sits at the left, the disclosure chevron points left
 *   while closed, the composer's field starts at the right; on an LTR page the same rows stay as they were.
 * - A code block inside an RTL answer stays left to right.
 */
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { createAgentStore, type AgentStore } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList, MessageListViewport } from "@reasoning-ui/react";
import { LazyAnswerMarkdown } from "../../packages/react/src/components/lazy/LazyMarkdownParts";
import "@reasoning-ui/react/styles.css";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { reasoningRun, userMessage } from "../../stories/support/events";

afterEach(cleanup);
beforeAll(async () => {
  await LazyAnswerMarkdown.preload(); // the chunk both default markdown parts come from
});

const T0 = Date.UTC(2025, 0, 1, 9, 0, 0);
const FIXTURES = {
  Arabic: {
    question: "هل أحتاج إلى مظلة في باريس غداً؟",
    summary: "**البحث في توقعات الطقس**\n\nقارنت توقعات الطقس لباريس، ووجدت أن احتمال المطر مرتفع بعد الظهر.",
    answer: "نعم، خذ **مظلة** معك.\n\nستبدأ الأمطار قبل الظهر.\n\n```\ncurl https://example.com/forecast\n```",
  },
  Hebrew: {
    question: "האם אני צריך מטרייה בפריז מחר?",
    summary: "**בודק את התחזית**\n\nהשוויתי את התחזיות לפריז, וסיכוי הגשם גבוה אחרי הצהריים.",
    answer: "כן, קח **מטרייה** איתך.\n\nהגשם יתחיל לפני הצהריים.\n\n```\ncurl https://example.com/forecast\n```",
  },
} as const;

function store(f: (typeof FIXTURES)[keyof typeof FIXTURES]): AgentStore {
  const s = createAgentStore({ threadId: "thread-story" });
  s.getState().addMessage(userMessage(f.question, "u1"));
  s.getState().applyEvents(reasoningRun({ visibility: "visible", runId: "r1", t0: T0, text: f.summary, answer: f.answer }));
  return s;
}

function mount(f: (typeof FIXTURES)[keyof typeof FIXTURES], width: number, dir: "ltr" | "rtl") {
  const result = render(
    <div dir={dir} data-testid="app" style={{ width, height: 800, display: "flex", flexDirection: "column", fontFamily: "sans-serif" }}>
      <AgentProvider store={store(f)} coalesce={false}>
        <MessageListViewport>
          <MessageList />
        </MessageListViewport>
        <Composer onSend={() => {}} onStop={() => {}} running={false} />
      </AgentProvider>
    </div>,
  );
  const app = result.getByTestId("app");
  return { app, q: (sel: string) => app.querySelector<HTMLElement>(sel)! };
}

const box = (el: Element) => el.getBoundingClientRect();
/** Where the text of `el`'s first line ends and starts (px): the rects of its text. */
function textEdges(el: Element) {
  const range = document.createRange();
  range.selectNodeContents(el);
  const rects = [...range.getClientRects()].filter((r) => r.width > 0);
  return { left: Math.min(...rects.map((r) => r.left)), right: Math.max(...rects.map((r) => r.right)) };
}

describe.each(Object.entries(FIXTURES))("%s", (language, fixture) => {
  describe.each([390, 1280])("at %i px", (width) => {
    test.each(["ltr", "rtl"] as const)("on a %s page every text the agent or user wrote reads right to left", async (dir) => {
      const { q } = mount(fixture, width, dir);
      // the reasoning panel (collapsed in history) opened by the reader
      await act(async () => {
        fireEvent.click(q('[data-rui="reasoning-trigger"]'));
      });
      await expect.poll(() => q('[data-rui="reasoning-part-title"]')).not.toBeNull();
      const user = q('[data-rui="message"][data-role="user"] [data-rui="message-content"]');
      const answer = q('[data-rui="message"][data-role="assistant"] [data-rui="message-content"]');
      const answerParagraph = answer.querySelector('[data-rui="markdown"] p')!;
      const title = q('[data-rui="reasoning-part-title"]');
      const summary = q('[data-rui="reasoning-part"] [data-rui="markdown"] p');
      for (const [name, el] of Object.entries({ user, answerParagraph, title, summary })) {
        expect(getComputedStyle(el).direction, `${language} ${name}`).toBe("rtl");
      }
      // laid out from the right: a short line ends at its box's right edge (within a pixel), far from the left
      for (const [name, el] of Object.entries({ answerParagraph, title })) {
        const edges = textEdges(el);
        expect(Math.abs(box(el).right - edges.right), `${language} ${name} ends at the right`).toBeLessThan(2);
        expect(edges.left - box(el).left, `${language} ${name} starts away from the left`).toBeGreaterThan(8);
      }
      // the title is the part's heading line, without its markers; the part's body does not repeat it
      expect(title.textContent).not.toContain("**");
      expect(q('[data-rui="reasoning-part"]').textContent).not.toContain("**");
      // a code block stays left to right
      expect(getComputedStyle(answer.querySelector("pre")!).direction).toBe("ltr");
      // the composer's field takes the direction of what is typed
      const input = q('[data-rui="composer-input"]') as HTMLTextAreaElement;
      expect(input.getAttribute("dir")).toBe("auto");
    });

    test("the layout mirrors under dir=rtl: the user's bubble at the left, the closed chevron pointing left", () => {
      const ltr = mount(fixture, width, "ltr");
      const lBubble = box(ltr.q('[data-rui="message"][data-role="user"]'));
      const lList = box(ltr.q('[data-rui="message-list"]'));
      const lChevron = getComputedStyle(ltr.q('[data-rui="reasoning-trigger"] [data-rui="chevron"]')).scale;
      cleanup();
      const rtl = mount(fixture, width, "rtl");
      const rBubble = box(rtl.q('[data-rui="message"][data-role="user"]'));
      const rList = box(rtl.q('[data-rui="message-list"]'));
      // LTR page: the bubble at the right end; RTL page: at the left end, the same distance in
      expect(lList.right - lBubble.right).toBeLessThan(lBubble.left - lList.left);
      expect(rBubble.left - rList.left).toBeLessThan(rList.right - rBubble.right);
      expect(Math.round(rBubble.left - rList.left)).toBe(Math.round(lList.right - lBubble.right));
      expect(lChevron).toBe("none");
      expect(getComputedStyle(rtl.q('[data-rui="reasoning-trigger"] [data-rui="chevron"]')).scale).toBe("-1 1");
      // the composer's send button sits at the inline end: the left on an RTL page
      const send = box(rtl.q('[data-rui="composer"] [data-rui="composer-send"]'));
      const field = box(rtl.q('[data-rui="composer-input"]'));
      expect(send.right).toBeLessThanOrEqual(field.left + 1);
    });
  });
});
