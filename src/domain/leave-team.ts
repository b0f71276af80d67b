/* Who sees the leave of whom by default: read by the leave calendar and the dashboard's 'Absents' card alike. */

/**
 * Who opens the calendar on their team (issue 36 item 2): a manager, who
 * books leave for others but does not manage the whole company's. HR and
 * the owner (company-wide rights) and employees open on everyone.
 */
export const opensOnTeam = (permissions: readonly string[]) => permissions.includes('Conge.Create.Demand') && !permissions.includes('Golbal.Edit.Demand');
/** Whether the calendar offers the team toggle: anyone who approves leave. */
export const offersTeam = (permissions: readonly string[]) => permissions.includes('Conge.Create.Demand');
