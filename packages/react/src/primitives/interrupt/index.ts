/**
 * Headless interrupt parts (AG-UI 1.0 human in the loop), unstyled, as the namespace `Interrupt.*`: Root (the form
 * answering one run's requests with one submit), Item, Message, Approve, Deny, ApproveWithEdits, EditArguments,
 * SchemaForm, TextAnswer, Countdown, Submit, Notice, Answer. The styled `InterruptPrompt` composes them.
 */
export { InterruptRoot as Root, type InterruptRootProps as RootProps } from "./InterruptRoot";
export { InterruptItem as Item, type InterruptItemProps as ItemProps } from "./InterruptItem";
export { InterruptMessage as Message } from "./InterruptMessage";
export { InterruptApprove as Approve, InterruptDeny as Deny, InterruptApproveWithEdits as ApproveWithEdits } from "./InterruptDecision";
export { InterruptEditArguments as EditArguments, type InterruptEditArgumentsProps as EditArgumentsProps } from "./InterruptEditArguments";
export { InterruptSchemaForm as SchemaForm } from "./InterruptSchemaForm";
export { InterruptTextAnswer as TextAnswer } from "./InterruptTextAnswer";
export { InterruptCountdown as Countdown } from "./InterruptCountdown";
export { InterruptSubmit as Submit } from "./InterruptSubmit";
export { InterruptNotice as Notice } from "./InterruptNotice";
export { InterruptAnswer as Answer } from "./InterruptAnswer";
