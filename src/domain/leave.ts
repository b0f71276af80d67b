import * as z from 'zod';
import { ack, envelope } from './envelope';
import { badgeOf, statusTones } from './status-tones';

/** Leave request statuses of spec 2 section 4; the only table of them is leave-status.ts in the feature. */
export const leaveStatuses = ['En_Cour', 'Accepter', 'Refuser', 'Annuler', 'Holiday_Canceled'] as const;
export const leaveStatus = z.enum(leaveStatuses);
export type LeaveStatus = z.infer<typeof leaveStatus>;
/** Each status's word in the leave namespace: what the screens show and the export writes. */
export const leaveStatusLabel: Record<LeaveStatus, string> = {
  En_Cour: 'status.pending', Accepter: 'status.accepted', Refuser: 'status.rejected', Annuler: 'status.cancelled', Holiday_Canceled: 'status.holidayCanceled',
};

const required = { message: 'RequiredAttribute' };
// Multipart fields arrive as text: 'true'/'false' must not coerce to true both.
const flag = z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()).default(false);
const optionalNumber = z.preprocess((v) => (v === '' || v === null || v === 'null' || v === undefined ? undefined : v), z.coerce.number().int().optional());
const optionalText = z.preprocess((v) => (v === null || v === 'null' ? undefined : v), z.string().max(4000).optional());

/** The create/edit form of spec 2 section 3, as JSON or multipart. */
export const leaveForm = z.object({
  id: optionalNumber,
  fk_User: z.coerce.number(required).int(required).positive(required),
  fk_RegimeType: z.coerce.number(required).int(required).positive(required),
  startDate: z.string(required).regex(/^\d{4}-\d{2}-\d{2}/, required),
  endDate: z.string(required).regex(/^\d{4}-\d{2}-\d{2}/, required),
  morning: flag,
  afternoon: flag,
  startTime: optionalText,
  endTime: optionalText,
  projectId: optionalNumber,
  description: optionalText,
  files: z.unknown().optional(),
  /** The form's attached files are the request's (a file is removed with DeleteFile): a list sent here would be dropped, so it is refused (issue 33). */
  filesNames: z.never().nullish(),
});
export type LeaveFormInput = z.input<typeof leaveForm>;

export const leaveType = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  textColor: z.string(),
  IsProjectLinked: z.boolean(),
  IsExcatTimeRequired: z.boolean(),
  noticeDays: z.number(),
  unit: z.number(),
});
export type LeaveType = z.infer<typeof leaveType>;
export const leaveTypesAnswer = envelope(z.array(leaveType));

export const daysOff = z.object({ dates: z.array(z.string()), weekdays: z.array(z.number()), holidays: z.array(z.string()) });
export type DaysOff = z.infer<typeof daysOff>;
export const daysOffRequest = z.object({ typeId: z.coerce.number().int().optional() });

export const balance = z.object({ balance: z.number(), used: z.number(), pending: z.number(), available: z.number(), unit: z.number() });
export type Balance = z.infer<typeof balance>;
export const balanceRequest = z.object({
  type: z.coerce.number(required).int(),
  user: z.coerce.number(required).int(),
  year: z.coerce.number().int().optional(),
  month: z.coerce.number().int().optional(),
  fullYear: z.boolean().optional(),
});

export const dayCountRequest = z.object({
  userId: z.coerce.number().int().optional(),
  typeId: z.coerce.number().int().optional(),
  startDate: z.string(required).min(10, required),
  endDate: z.string().optional(),
  morning: z.boolean().optional(),
  afternoon: z.boolean().optional(),
  startTime: z.string().nullish(),
  endTime: z.string().nullish(),
});
export const dayCount = z.object({ value: z.number(), unit: z.number() });
export type DayCount = z.infer<typeof dayCount>;

export const decision = z.object({ id: z.coerce.number(required).int(), levelType: z.coerce.number().int().optional() });
export const rejection = decision.extend({ raison: z.string().max(2000).optional().default('') });

const person = z.object({ id: z.number(), fullName: z.string(), image: z.string().nullable(), fonctionName: z.string().nullable() });
export const approvalEntry = person.extend({ status: leaveStatus, date: z.string().nullable(), raison: z.string().nullable(), level: z.number() });
export type ApprovalEntry = z.infer<typeof approvalEntry>;

export const leaveDetail = z.object({
  id: z.number(),
  fk_User: z.number(),
  fk_RegimeType: z.number(),
  type: z.string(),
  statut: leaveStatus,
  startDate: z.string(),
  endDate: z.string(),
  morning: z.boolean(),
  afternoon: z.boolean(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  durationValue: z.number(),
  durationUnit: z.number(),
  /** Null when the caller may not read the requester's balance (a colleague's request seen on the company timeline). */
  solde: z.number().nullable(),
  description: z.string().nullable(),
  projectId: z.number().nullable(),
  projectName: z.string().nullable(),
  filesNames: z.array(z.object({ id: z.number(), name: z.string() })),
  levelType: z.number(),
  canApproved: z.boolean(),
  createBy: person.extend({ date: z.string(), approvelTaux: z.number(), approvelDone: z.number(), approvelCount: z.number() }),
  approval: z.array(approvalEntry),
  demandeUser: person,
  demanedInSameDepartment: z.array(person.extend({ type: z.string(), startDate: z.string(), endDate: z.string(), nbrDay: z.number() })),
});
export type LeaveDetail = z.infer<typeof leaveDetail>;
export const leaveDetailAnswer = envelope(leaveDetail);

export const leaveFilter = z.object({
  TypeConge: z.string().optional(),
  Departemant: z.string().optional(),
  Sites: z.string().optional(),
  Function: z.string().optional(),
  society: z.string().optional(),
  Teams: z.string().optional(),
});
export type LeaveFilter = z.infer<typeof leaveFilter>;

export const listRequest = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().refine((n) => [10, 25, 50, 100].includes(n), 'Invalid.PageSize').default(10),
  searchValue: z.string().max(200).optional().default(''),
  waiting: z.boolean().optional(),
  status: leaveStatus.optional(),
  userId: z.coerce.number().int().optional(),
  filter: leaveFilter.optional(),
});
export type ListRequest = z.input<typeof listRequest>;

export const listRow = z.object({
  id: z.number(),
  user: z.object({ value: z.number(), text: z.string(), imagePath: z.string().nullable(), valueGroup: z.string().nullable() }),
  type: z.string(),
  createdDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  totalDays: z.number(),
  durationUnit: z.number(),
  status: leaveStatus,
  /** Whether the caller decides this request now (the detail's canApproved, on the row: issue 26 item 3). */
  canApproved: z.boolean().optional(),
});
export type ListRow = z.infer<typeof listRow>;
export const listAnswer = envelope(
  z.object({ rows: z.array(listRow), total: z.number(), stats: z.object({ accepted: z.number(), rejected: z.number(), demandeCount: z.number(), pending: z.number().optional() }) }),
);

export const exportRequest = z.object({
  dateMin: z.string().optional(),
  dateMax: z.string().optional(),
  typeConges: z.array(z.coerce.number().int()).optional(),
  ids: z.array(z.coerce.number().int()).optional(),
  waiting: z.boolean().optional(),
  status: leaveStatus.optional(),
  searchValue: z.string().optional(),
  filter: leaveFilter.optional(),
});

const isoDayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid.Date');
export const timelineRequest = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
  searchValue: z.string().max(200).optional().default(''),
  lenght: z.coerce.number().int().min(1).max(100).optional().default(15),
  currentList: z.coerce.number().int().min(0).optional().default(0),
  userId: z.coerce.number().int().optional(),
  filter: leaveFilter.optional(),
  /** Only the people whose leave the caller approves first (their manager is the caller): a manager's team (issue 36 item 2). */
  myTeam: z.boolean().optional(),
  /** People with a leave (accepted or pending) touching these days, first = start, last = end inclusive, come before the others (issue 36 item 2). */
  awayFirst: z.object({ first: isoDayText, last: isoDayText }).refine((r) => r.first <= r.last, 'Invalid.Range').optional(),
});
export type TimelineRequest = z.input<typeof timelineRequest>;

/** Ids a calendar asks events for at most in one call (the rows it shows; a longer list is asked in parts). */
export const EVENTS_USER_IDS_MAX = 500;

/**
 * GetEvents' filters (spec 2 section 7 leaves them open): the timeline's,
 * and optionally the ids of the rows the calendar shows (issue 25 item 5:
 * a company of 10,000 does not send, nor the client parse, everyone's month).
 */
export const eventsRequest = timelineRequest.extend({
  /** With currentList: the events of that page of rows, the rows GetResources answers for the same filters (no default: without it, everyone's month). */
  lenght: z.coerce.number().int().min(1).max(100).optional(),
  userIds: z.array(z.number().int().positive()).min(1).max(EVENTS_USER_IDS_MAX).optional(),
});
/** GetEffectif counts everyone the filters keep: a page means nothing there, so lenght and currentList are refused, never dropped. */
export const headcountRequest = timelineRequest.extend({
  lenght: z.never().optional(),
  currentList: z.never().optional(),
});
export type HeadcountRequest = z.input<typeof headcountRequest>;
export type EventsRequest = z.input<typeof eventsRequest>;

const resourceUser = z.object({ id: z.number(), fullName: z.string(), fonctionName: z.string().nullable(), image: z.string().nullable() });
export const resourcesAnswer = envelope(z.array(z.object({ id: z.number(), user: resourceUser })));
export const calendarEvent = z.object({
  id: z.string(),
  resourceId: z.number().nullable(),
  description: z.string().nullable(),
  fauTitle: z.string(),
  start: z.string(),
  end: z.string(),
  color: z.string(),
  textColor: z.string(),
  demande: z.number().nullable(),
  typeId: z.number().nullable(),
  isHoliday: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;
export const eventsAnswer = envelope(z.array(calendarEvent));
export const headcountAnswer = envelope(z.object({ filterUsers: z.number(), totalUsers: z.number() }));
export const dataIndexAnswer = envelope(z.object({ conge: z.array(leaveType), demandeCount: z.number(), userInHolidayCount: z.number() }));
export const countAnswer = envelope(z.object({ waiting: z.number(), mine: z.number() }));

const option = z.object({ value: z.number(), text: z.string() });
export const filterDataAnswer = envelope(
  z.object({ types: z.array(option), departements: z.array(option), sites: z.array(option), fonctions: z.array(option), societies: z.array(option), teams: z.array(option) }),
);
export type FilterData = z.infer<typeof filterDataAnswer>['data'];

export const numberAnswer = envelope(z.number());
export const balanceAnswer = envelope(balance);
export const dayCountAnswer = envelope(dayCount);
export const daysOffAnswer = envelope(daysOff);
export { ack };

export { HOURS_UNIT } from './leave-days';

/** The one table of leave statuses: label key, badge colour and timeline icon (spec 2 section 4). */
export const leaveStatusTable: Record<LeaveStatus, { label: string; badge: string; icon: string }> = {
  En_Cour: { label: leaveStatusLabel.En_Cour, badge: badgeOf(statusTones.leave.En_Cour), icon: 'clock' },
  Accepter: { label: leaveStatusLabel.Accepter, badge: badgeOf(statusTones.leave.Accepter), icon: 'check' },
  Refuser: { label: leaveStatusLabel.Refuser, badge: badgeOf(statusTones.leave.Refuser), icon: 'close' },
  Annuler: { label: leaveStatusLabel.Annuler, badge: badgeOf(statusTones.leave.Annuler), icon: 'close' },
  Holiday_Canceled: { label: leaveStatusLabel.Holiday_Canceled, badge: badgeOf(statusTones.leave.Holiday_Canceled), icon: 'alert' },
};
