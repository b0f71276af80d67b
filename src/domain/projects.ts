import * as z from 'zod';
import { envelope } from './envelope';

/** Spec 4 section 4: the modules a project applies to, and member status (active 0, Disabled 1). */
export const projectModules = ['Leave', 'Expense', 'Forms', 'Documents', 'Shifts'] as const;
export const projectModule = z.enum(projectModules);
export type ProjectModule = z.infer<typeof projectModule>;
export const memberStatus = { active: 0, disabled: 1 } as const;

const req = z.string({ error: 'RequiredAttribute' }).trim().min(1, 'RequiredAttribute');

export const projectInput = z.object({
  name: req,
  code: z.string().trim().max(20).optional().default(''),
  description: z.string().optional().default(''),
  modules: z.array(projectModule).min(1, 'projects.modulesRequired'),
  startDate: z.string().nullish(),
  endDate: z.string().nullish(),
  active: z.boolean().optional().default(true),
});
export type ProjectInput = z.input<typeof projectInput>;
export const projectUpdate = projectInput.extend({ projectId: z.number().int() });

export const projectListFilter = z.object({
  searchValue: z.string().optional().default(''),
  module: projectModule.nullish(),
  active: z.boolean().nullish(),
  page: z.number().int().min(0).optional().default(0),
  size: z.number().int().min(1).max(100).optional().default(20),
});
export type ProjectListFilter = z.input<typeof projectListFilter>;

export const projectSummary = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  modules: z.array(z.string()),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  active: z.boolean(),
  activeMembers: z.number(),
  members: z.number(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;
export const projectListAnswer = envelope(z.object({ items: z.array(projectSummary), total: z.number() }));

export const projectMember = z.object({
  memberId: z.number(),
  userId: z.number(),
  fullName: z.string(),
  picturePath: z.string().nullable(),
  fonction: z.string().nullable(),
  status: z.number(),
  addedDate: z.string(),
});
export type ProjectMember = z.infer<typeof projectMember>;
export const projectDetail = projectSummary.extend({ membersList: z.array(projectMember) });
export type ProjectDetail = z.infer<typeof projectDetail>;
export const projectDetailAnswer = envelope(projectDetail);

export const assignMembers = z.array(z.number().int()).min(1, 'RequiredAttribute');
export const deleteMember = z.object({ projectId: z.number().int(), memberId: z.number().int() });
/** A path the spec leaves out: a member's status is switched with POST /api/project/memberStatus. */
export const memberStatusInput = z.object({ projectId: z.number().int(), memberId: z.number().int(), status: z.union([z.literal(0), z.literal(1)]) });

export const projectsUserInput = z.object({ userId: z.coerce.number().int(), module: projectModule });
export const selectItem = z.object({ value: z.number(), text: z.string() });
export const projectsUserAnswer = envelope(z.array(selectItem));

export const projectsStatistics = z.object({
  total: z.number(),
  active: z.number(),
  inactive: z.number(),
  activeMembers: z.number(),
  disabledMembers: z.number(),
  byModule: z.array(z.object({ module: z.string(), count: z.number() })),
});
export type ProjectsStatistics = z.infer<typeof projectsStatistics>;
export const projectsStatisticsAnswer = envelope(projectsStatistics);
export const createdIdAnswer = envelope(z.number());
