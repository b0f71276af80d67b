import { machineOfPanel, selectInspected } from '../../kernel/inspection';

/**
 * Demo and sandbox: a click inside an open panel selects the machine it
 * runs. Actors know the panel they were created in (kernel/actors.ts), so no
 * table of panels and machines is kept here.
 */
export function selectMachineOnPanelClick(): () => void {
  const onClick = (e: MouseEvent) => {
    const key = (e.target as Element | null)?.closest?.('[data-panel-key]')?.getAttribute('data-panel-key');
    const mine = key ? machineOfPanel(Number(key)) : undefined;
    if (mine) selectInspected(mine.sessionId);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
