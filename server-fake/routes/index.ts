import type { RouteDef } from '../http';
import { authRoutes } from './auth';
import { referenceRoutes } from './reference';
import { profileRoutes } from './profile';
import { fileRoutes } from './files';
import { hubRoutes } from './hub';
import { usersRoutes } from './users';
import { shellRoutes } from './shell';
import { leaveRoutes } from './leave';
import { chatRoutes } from './chat';
import { documentsRoutes } from './documents';
import { expensesRoutes } from './expenses';
import { formsRoutes } from './forms';
import { interventionsRoutes } from './interventions';
import { inventoryRoutes } from './inventory';
import { remindersRoutes } from './reminders';
import { projectsRoutes } from './projects';
import { policyRoutes } from './policy';

/** Every route of the fake server, one module per area. */
export const allRoutes: RouteDef[] = [
  ...authRoutes,
  ...referenceRoutes,
  ...profileRoutes,
  ...fileRoutes,
  ...hubRoutes,
  ...usersRoutes,
  ...shellRoutes,
  ...leaveRoutes,
  ...chatRoutes,
  ...documentsRoutes,
  ...expensesRoutes,
  ...formsRoutes,
  ...interventionsRoutes,
  ...inventoryRoutes,
  ...remindersRoutes,
  ...projectsRoutes,
  ...policyRoutes,
];
