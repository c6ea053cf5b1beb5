/**
 * Label sets used by the i18n stories: every user-facing string of the kit comes from `labels`.
 * French is complete; Arabic covers the reasoning strings (the RTL story).
 */
import { compactNumber, type ReasoningLabels } from "@reasoning-ui/react";
import type { TimelineLabels } from "@reasoning-ui/react/steps";

const frenchRules = new Intl.PluralRules("fr");
const fr = (n: number, one: string, many: string) => `${n} ${frenchRules.select(n) === "one" ? one : many}`;

/** French durations: "moins d'une seconde", "1 seconde", "12 secondes", "2 minutes 5 secondes" (whole seconds, floor, as the live counter). */
export function formatDurationFr(ms: number): string {
  if (!(ms >= 1000)) return "moins d'une seconde";
  const total = Math.floor(ms / 1000);
  if (total < 60) return fr(total, "seconde", "secondes");
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return seconds ? `${fr(minutes, "minute", "minutes")} ${fr(seconds, "seconde", "secondes")}` : fr(minutes, "minute", "minutes");
}

const elapsed = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
};

export const frLabels: Partial<ReasoningLabels> = {
  formatDuration: formatDurationFr,
  formatElapsed: elapsed,
  thinking: (ms) => (ms !== undefined && ms >= 1000 ? `Réflexion… ${elapsed(ms)}` : "Réflexion…"),
  thoughtFor: (ms) => (ms === undefined ? "Réflexion terminée" : ms < 1000 ? "A réfléchi brièvement" : `A réfléchi pendant ${formatDurationFr(ms)}`),
  interrupted: (ms) => (ms === undefined || ms < 1000 ? "Réflexion interrompue" : `Réflexion interrompue après ${formatDurationFr(ms)}`),
  stopped: (ms) => (ms === undefined || ms < 1000 ? "Réflexion arrêtée" : `Réflexion arrêtée après ${formatDurationFr(ms)}`),
  thinkingStarted: "Réflexion commencée",
  thinkingFinished: "Réflexion terminée",
  thinkingInterrupted: "Réflexion interrompue",
  summaryBadge: "Résumé · raisonnement complet gardé privé",
  summaryBadgeDescription:
    "Vous voyez un résumé du raisonnement. Le raisonnement complet est chiffré et conservé pour l'agent ; il n'est pas affiché ici.",
  hiddenIndicator: (ms, status, reason = "encrypted", stopped = false) => {
    const what = { encrypted: ["Raisonnement privé…", "Raisonnement privé"], redacted: ["Réflexion…", "Raisonnement masqué par le fournisseur"], omitted: ["Réflexion…", "Raisonnement non inclus"], hidden: ["Réflexion…", "Raisonnement masqué"] }[reason];
    if (status === "streaming") return what[0]!;
    if (status === "interrupted") return `${what[1]} · ${stopped ? "arrêté" : "interrompu"}`;
    return ms === undefined || ms < 1000 ? what[1]! : `${what[1]} · ${formatDurationFr(ms)}`;
  },
  hiddenReasonDescription: (reason) =>
    ({
      redacted: "Les systèmes de sécurité du fournisseur ont masqué ce raisonnement. Sa forme chiffrée est conservée pour l'agent ; elle n'est pas affichée ici.",
      omitted: "Ce raisonnement a été exclu de la réponse (l'agent ou l'application a demandé à ne pas l'afficher).",
      hidden: "Cette application n'affiche pas le raisonnement de l'agent.",
    })[reason],
  hiddenIndicatorWhy: "Pourquoi ?",
  hiddenIndicatorDescription:
    "L'agent a raisonné en privé. Son raisonnement est chiffré et conservé pour l'agent ; il n'est pas affiché ici.",
  toolEncryptedReasoning: "Raisonnement chiffré joint",
  toolEncryptedReasoningDescription:
    "Cet appel d'outil porte le raisonnement chiffré de l'agent. Il est conservé pour l'agent et n'est pas affiché ici.",
  toolArguments: "Arguments",
  toolResult: "Résultat",
  toolPending: "En attente du résultat…",
  toolWaiting: "En attente d'approbation",
  toolArgumentsEdited: "Arguments (modifiés avant approbation)",
  requestNoMessage: "L'agent demande avant de continuer.",
  requestCannotAnswer: "L'agent attend une réponse, qui ne peut pas être donnée ici.",
  conversation: "Conversation",
  userAuthor: "Vous",
  assistantAuthor: "Assistant",
  runCancelled: "Arrêté",
  runError: (message) => `Une erreur est survenue : ${message}`,
  turnStopped: "Vous avez arrêté cette réponse",
  turnFailed: (reason) => `Cette réponse a échoué : ${reason}`,
  turnInterrupted: "La connexion a été perdue avant la fin de la réponse",
  turnPartial: "Réponse partielle",
  retry: "Réessayer",
  regenerate: "Régénérer",
  reasoningTokens: (count) => `${compactNumber("fr", count)} ${count < 2 ? "jeton" : "jetons"} de raisonnement`,
  composerLabel: "Message",
  composerPlaceholder: "Écrire un message…",
  send: "Envoyer",
  stop: "Arrêter",
  jumpToLatest: "Aller au plus récent ↓",
  toolStatus: (status) => ({ running: "En cours…", complete: "Terminé", failed: "Échec", "no-result": "Aucun résultat" })[status],
  versions: "Versions",
  versionsOf: (what) => (what === "answer" ? "Versions de cette réponse" : "Versions de ce message"),
  previousVersion: "Version précédente",
  nextVersion: "Version suivante",
  versionOf: (index, count) => `Version ${index + 1} sur ${count}`,
  editMessage: "Modifier",
  editMessageLabel: "Modifier votre message",
  saveEdit: "Envoyer",
  cancelEdit: "Annuler",
  storageError: (_code, message) => `Votre conversation n'a pas pu être restaurée ou enregistrée : ${message}`,
  dismiss: "Fermer",
  threads: "Conversations",
  newThread: "Nouvelle conversation",
  untitledThread: "Conversation sans titre",
  deleteThread: (title) => `Supprimer « ${title} »`,
  effortLabel: "Effort de raisonnement",
  effort: (effort) => ({ off: "Aucun", low: "Faible", medium: "Moyen", high: "Élevé" })[effort],
  effortBudget: "Budget de réflexion (jetons)",
  effortUnsupported: "Cet agent ne raisonne pas : l'effort ne s'applique pas.",
};

/** Arabic seconds with the right number agreement (1, 2, 3–10, 11+). */
function secondsAr(n: number): string {
  if (n === 1) return "ثانية واحدة";
  if (n === 2) return "ثانيتين";
  if (n >= 3 && n <= 10) return `${n} ثوانٍ`;
  return `${n} ثانية`;
}

export function formatDurationAr(ms: number): string {
  if (!(ms >= 1000)) return "أقل من ثانية";
  const total = Math.round(ms / 1000);
  if (total < 60) return secondsAr(total);
  const minutes = Math.floor(total / 60);
  return `${minutes} د ${total % 60} ث`;
}

export const arLabels: Partial<ReasoningLabels> = {
  formatDuration: formatDurationAr,
  thinking: () => "يفكّر…",
  thoughtFor: (ms) => (ms === undefined ? "انتهى التفكير" : `فكّر لمدة ${formatDurationAr(ms)}`),
  interrupted: () => "توقّف التفكير",
  thinkingStarted: "بدأ التفكير",
  thinkingFinished: "انتهى التفكير",
  thinkingInterrupted: "توقّف التفكير",
  summaryBadge: "ملخّص فقط · التفاصيل مشفّرة",
  summaryBadgeDescription: "ترى ملخّصًا للتفكير. التفكير الكامل مشفّر ومحفوظ للوكيل ولا يُعرض هنا.",
  hiddenIndicator: (ms) => (ms === undefined ? "فكّر بشكل خاص" : `فكّر بشكل خاص · ${formatDurationAr(ms)}`),
  hiddenIndicatorDescription: "فكّر الوكيل بشكل خاص. تفكيره مشفّر ومحفوظ للوكيل ولا يُعرض هنا.",
  conversation: "المحادثة",
  userAuthor: "أنت",
  assistantAuthor: "المساعد",
};

/** Arabic sample texts for the RTL story. */
export const AR_QUESTION = "هل أحتاج إلى مظلة في باريس غدًا؟";
export const AR_REASONING =
  "يريد المستخدم أن يعرف هل يأخذ مظلة إلى باريس غدًا. يجب أن أتحقق من النشرة الجوية أولًا. " +
  "تتوقع الأرصاد الجوية أمطارًا خفيفة بعد الظهر. " +
  "سأنصح بمظلة صغيرة وأذكر التوقيت.";
export const AR_SUMMARY = "تحققتُ من النشرة الجوية: المطر مرجّح بعد الظهر والصباح جاف.";
export const AR_ANSWER = "نعم، خذ مظلة صغيرة. المطر مرجّح بعد الساعة الثانية ظهرًا، والصباح جاف.";

/** French strings of the chain-of-thought timeline (`@reasoning-ui/react/steps` `TimelineLabels`). */
export const frTimelineLabels: Partial<TimelineLabels> = {
  working: () => "En cours…",
  currentStep: (title) => `${title}…`,
  summary: (ms, n, status) => {
    const steps = fr(n, "étape", "étapes");
    if (status === "failed") return `Échec · ${steps}`;
    if (status === "interrupted") return `Interrompu · ${steps}`;
    return ms === undefined ? `Terminé · ${steps}` : ms < 1000 ? `A réfléchi brièvement · ${steps}` : `A réfléchi pendant ${formatDurationFr(ms)} · ${steps}`;
  },
  list: "Étapes du raisonnement",
  untitled: (step) => (step.kind === "tool" ? "Appel d'outil" : step.visibility === "hidden" ? "Réflexion privée" : "Réflexion"),
  status: (s) => ({ active: "En cours", complete: "Terminé", interrupted: "Interrompu", failed: "Échec" })[s],
  duration: formatDurationFr,
  hidden: (reason) =>
    reason === "redacted" ? "Raisonnement masqué par le fournisseur" : reason === "omitted" ? "Raisonnement non inclus" : reason === "hidden" ? "Raisonnement masqué" : "Ce raisonnement est privé (chiffré).",
  copy: { copy: "Copier le raisonnement", copied: "Copié", failed: "Échec de la copie" },
};
