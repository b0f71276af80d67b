import { liveActors, selectInspected } from '../../kernel/inspection';

/** Which statecharts an open panel runs (machine ids), so that clicking the panel selects its machine in the inspector. */
const panelMachines: Record<string, string[]> = {
  'leave.detail': ['leaveRequest'],
  'leave.form': ['leaveForm'],
  'documents.detail': ['documentRequest'],
  'documents.form': ['documentRequestForm'],
  'expenses.noteDetail': ['expenseNote', 'noteActions'],
  'expenses.expenseForm': ['editForm'],
  'forms.fill': ['formFill'],
  'forms.response': ['formResponse'],
  'forms.builder': ['formBuilder'],
  'forms.settings': ['formPublication'],
  'interventions.form': ['interventionForm'],
  'interventions.detail': ['intervention'],
  'inventory.import': ['import'],
  'shell.reminders': ['reminderEditor'],
  'chat.panel': ['conversation'],
  'demo.sandboxes': ['sandbox'],
};

/** Demo and sandbox: a click inside an open panel selects the machine it runs (the one that moved last). */
export function selectMachineOnPanelClick(): () => void {
  const onClick = (e: MouseEvent) => {
    const kind = (e.target as Element | null)?.closest?.('[data-panel]')?.getAttribute('data-panel');
    const ids = kind ? panelMachines[kind] : undefined;
    if (!ids) return;
    const mine = liveActors().filter((a) => ids.includes(a.machineId)).sort((a, b) => b.updatedAt - a.updatedAt)[0];
    if (mine) selectInspected(mine.sessionId);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
