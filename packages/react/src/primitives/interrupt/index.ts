/**
 * Headless interrupt parts (AG-UI 1.0 human in the loop), unstyled, as the namespace `Interrupt.*`: Root (the form
 * answering one run's requests with one submit), Item, Message, Approve, Deny, ApproveWithEdits, EditArguments,
 * SchemaForm, TextAnswer, Countdown, Submit, Notice, Answer. The styled `InterruptPrompt` composes them.
 * Each part's props are `Interrupt.<Part>.Props` (its element `Interrupt.<Part>.Element`).
 */
export { InterruptRoot as Root, type InterruptResume as Resume } from "./InterruptRoot";
export { InterruptItem as Item } from "./InterruptItem";
export { InterruptMessage as Message } from "./InterruptMessage";
export { InterruptApprove as Approve, InterruptDeny as Deny, InterruptApproveWithEdits as ApproveWithEdits } from "./InterruptDecision";
export { InterruptEditArguments as EditArguments } from "./InterruptEditArguments";
export { InterruptSchemaForm as SchemaForm } from "./InterruptSchemaForm";
export { InterruptTextAnswer as TextAnswer } from "./InterruptTextAnswer";
export { InterruptCountdown as Countdown } from "./InterruptCountdown";
export { InterruptSubmit as Submit } from "./InterruptSubmit";
export { InterruptNotice as Notice } from "./InterruptNotice";
export { InterruptAnswer as Answer } from "./InterruptAnswer";

import type { InterruptRootProps } from "./InterruptRoot";
import type { InterruptItemProps } from "./InterruptItem";
import type { InterruptEditArgumentsProps } from "./InterruptEditArguments";
/** @deprecated Use `Interrupt.Root.Props`. */
export type RootProps = InterruptRootProps;
/** @deprecated Use `Interrupt.Item.Props`. */
export type ItemProps = InterruptItemProps;
/** @deprecated Use `Interrupt.EditArguments.Props`. */
export type EditArgumentsProps = InterruptEditArgumentsProps;
