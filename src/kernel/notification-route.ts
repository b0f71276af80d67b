import type { Notification } from '../domain/shell';

/** Where a clicked notification leads: a side panel of some area, or a page. */
export type NotificationTarget = { panel: string; params: Record<string, unknown> } | { navigate: string };

type Source = Pick<Notification, 'sourceName' | 'sourceId' | 'sourceUserId'>;

/** Spec 1 section 2.4, row by row; panel kinds and params as the areas' panels.ts (src/kernel/panel-registry.ts) agree them. */
export function notificationTarget(n: Source): NotificationTarget {
  const id = n.sourceId ?? null;
  const userId = n.sourceUserId ?? null;
  switch (n.sourceName) {
    case 'Anniversary':
    case 'HiringAnniversary':
      return { panel: 'profile.card', params: { userId: userId ?? id } };
    case 'DocumentsRequest':
      return { panel: 'documents.detail', params: { id } };
    case 'CollaboratorExpensesRequests':
      return { panel: 'expenses.noteDetail', params: { id } };
    case 'CongeRequests':
    case 'CongeSoon':
      return { panel: 'leave.detail', params: { id } };
    case 'TrialPeriodEnding':
    case 'CLoseExpirationContracts':
      return { navigate: `/employee/${userId}/contract` };
    case 'forms':
      return { panel: 'forms.fill', params: { formId: id } };
    case 'ResponseForm':
      return { panel: 'forms.response', params: { id } };
    default:
      return { navigate: `/employee/${userId}/profile/public` };
  }
}
