import * as z from 'zod';
import { envelope } from './envelope';
import { badgeOf, statusTones } from './status-tones';

/** Spec 3 section 3: form field types 0 to 18, in this order. */
export const fieldTypeNames = [
  'Number', 'Description', 'Text', 'Email', 'Password', 'Date', 'Time', 'Checkbox', 'Radio', 'Select',
  'TextArea', 'File', 'Hidden', 'Url', 'Tel', 'DateTime', 'Color', 'DateRange', 'TimeRange',
] as const;
export type FieldTypeName = (typeof fieldTypeNames)[number];
export const FieldType = Object.fromEntries(fieldTypeNames.map((n, i) => [n, i])) as { [K in FieldTypeName]: number };

export const formStates = ['Draft', 'Published', 'Unpublished', 'Archived'] as const;
export type FormState = (typeof formStates)[number];
export const formKinds = ['Template', 'Form'] as const;
export const audienceKinds = ['Public', 'Society', 'Department', 'Function', 'Employee', 'Site', 'Company'] as const;
export type AudienceKind = (typeof audienceKinds)[number];
/** How a status reads to people (spec 3 section 9: refuse, onHold or accept). */
export const statusKinds = ['onHold', 'accept', 'refuse'] as const;
export type StatusKind = (typeof statusKinds)[number];

export const formField = z.object({
  id: z.number().int(),
  title: z.string().trim().min(1, 'RequiredAttribute').max(200),
  fieldType: z.number().int().min(0).max(18),
  parametres: z.string().max(2000).nullish().transform((v) => v ?? ''),
  hideTitle: z.boolean().default(false),
  isRequired: z.boolean().default(false),
  description: z.string().max(2000).nullish().transform((v) => v ?? ''),
  response: z.string().nullish(),
  filesNames: z.array(z.object({ name: z.string(), path: z.string() })).nullish(),
});
export type FormField = z.infer<typeof formField>;
export type FormFieldInput = z.input<typeof formField>;

export const audience = z.object({ kind: z.enum(audienceKinds), ids: z.array(z.number().int()).default([]) });
export type Audience = z.infer<typeof audience>;

export const personRef = z.object({ id: z.number(), fullName: z.string(), picturePath: z.string().nullable() });
export type PersonRef = z.infer<typeof personRef>;

export const formSummary = z.object({
  id: z.number(),
  title: z.string(),
  iconPath: z.string().nullable(),
  state: z.enum(formStates),
  /** Ever published (an archived form goes back to Unpublished rather than Draft); absent from older servers. */
  wasPublished: z.boolean().optional(),
  kind: z.enum(formKinds),
  isAnonymous: z.boolean(),
  responsesCount: z.number(),
  fieldsCount: z.number(),
  createdDate: z.string(),
  audience: audience,
});
export type FormSummary = z.infer<typeof formSummary>;

export const formDetail = formSummary.extend({
  description: z.string(),
  statutId: z.number().nullable(),
  usersList: z.array(z.number()),
  fields: z.array(formField),
  admins: z.array(personRef),
  canManage: z.boolean(),
});
export type FormDetail = z.infer<typeof formDetail>;

/** A field of a form's definition: what a response holds (its answer, its files) is no part of it, so it is refused (issue 33). */
const definitionField = formField.extend({ response: z.never().nullish(), filesNames: z.never().nullish() });

/**
 * Create (id 0) or edit a form's definition: spec 3 §3's form (title, iconPath, isAnonymous, statutId, usersList,
 * fields) with its description. isAnonymous and usersList, when sent, do what ActivateAnonymous and Affectation do;
 * statutId is the form's first status, which the status calls order, so it is refused, as is a template id (the
 * builder copies a template's fields; nothing on the server keeps where they came from).
 */
export const formEditPayload = z.object({
  id: z.number().int().default(0),
  title: z.string().trim().min(1, 'RequiredAttribute').max(200),
  description: z.string().max(2000).default(''),
  iconPath: z.string().nullish(),
  isAnonymous: z.boolean().optional(),
  usersList: z.array(z.number().int()).optional(),
  statutId: z.never().nullish(),
  templateId: z.never().nullish(),
  fields: z.array(definitionField),
});
export type FormEditPayload = z.input<typeof formEditPayload>;

export const formListFilter = z.object({
  searchValue: z.string().max(200).default(''),
  state: z.enum(formStates).nullish(),
  currentPage: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type FormListFilter = z.input<typeof formListFilter>;

export const formStatus = z.object({
  id: z.number(),
  formId: z.number(),
  text: z.string(),
  color: z.string(),
  order: z.number(),
  kind: z.enum(statusKinds),
  isStep: z.boolean(),
  approverId: z.number().nullable(),
  approverName: z.string().nullable(),
  active: z.boolean(),
});
export type FormStatus = z.infer<typeof formStatus>;

export const statusEditPayload = z.object({
  id: z.number().int().default(0),
  formId: z.number().int(),
  text: z.string().trim().min(1, 'RequiredAttribute').max(80),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Form.InvalidType'),
  kind: z.enum(statusKinds).default('onHold'),
});
export const statusOrderPayload = z.object({ formId: z.number().int(), ids: z.array(z.number().int()).min(1) });
export const statusStepPayload = z.object({ id: z.number().int(), isStep: z.boolean(), approverId: z.number().int().nullish() });
export const statusStatePayload = z.object({ id: z.number().int(), active: z.boolean() });
export const changeStatusPayload = z.object({ id: z.number().int(), statutId: z.number().int() });

export const responseStatut = z.object({ text: z.string(), type: z.string(), value: z.number(), kind: z.enum(statusKinds) });
export const approvalEntry = z.object({
  statutId: z.number(),
  stepName: z.string(),
  userId: z.number().nullable(),
  fullName: z.string().nullable(),
  picturePath: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'refused']),
  actionDate: z.string().nullable(),
});
export type ApprovalEntry = z.infer<typeof approvalEntry>;

export const responseSummary = z.object({
  id: z.number(),
  formId: z.number(),
  formTitle: z.string(),
  user: z.object({ value: z.number(), text: z.string(), imagePath: z.string().nullable() }).nullable(),
  createdDate: z.string(),
  statut: responseStatut,
  preview: z.string(),
});
export type ResponseSummary = z.infer<typeof responseSummary>;

export const responseDetail = responseSummary.extend({
  fields: z.array(formField),
  statutList: z.array(responseStatut),
  approvalList: z.array(approvalEntry),
  activedApproval: z.boolean(),
  canChangeAny: z.boolean(),
  createBy: z
    .object({ id: z.number(), fullName: z.string(), image: z.string().nullable(), fonctionName: z.string().nullable(), date: z.string(), approvelTaux: z.number(), approvelDone: z.number(), approvelCount: z.number() })
    .nullable(),
});
export type ResponseDetail = z.infer<typeof responseDetail>;

export const responsesFilter = z.object({
  formId: z.coerce.number().int().optional(),
  userId: z.coerce.number().int().optional(),
  searchValue: z.string().max(200).default(''),
  currentPage: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type ResponsesFilter = z.input<typeof responsesFilter>;

export const publishedForm = z.object({ id: z.number(), title: z.string(), iconPath: z.string().nullable() });
export type PublishedForm = z.infer<typeof publishedForm>;
export const publishedFilter = z.object({
  searchValue: z.string().max(200).default(''),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  currentPage: z.coerce.number().int().min(0).default(0),
});
export type PublishedFilter = z.input<typeof publishedFilter>;

export const formIdPayload = z.object({ id: z.coerce.number().int() });
export const sharingPayload = z.object({ formId: z.number().int(), audience, notify: z.boolean().default(false) });
export const affectationPayload = z.object({ formId: z.number().int(), userIds: z.array(z.number().int()) });
export const anonymousPayload = z.object({ formId: z.number().int(), isAnonymous: z.boolean() });
export const adminsPayload = z.object({ formId: z.number().int(), userIds: z.array(z.number().int()).min(1, 'RequiredAttribute') });
export const unaffectAdminPayload = z.object({ formId: z.number().int(), userId: z.number().int() });
export const exportPayload = z.object({ formId: z.number().int() });

export const template = z.object({ id: z.number(), title: z.string(), iconPath: z.string().nullable(), description: z.string(), fields: z.array(formField) });
export type FormTemplate = z.infer<typeof template>;

export const answers = {
  list: envelope(z.object({ forms: z.array(formSummary), total: z.number() })),
  detail: envelope(formDetail),
  templates: envelope(z.array(template)),
  saved: envelope(z.object({ id: z.number() })),
  statuses: envelope(z.array(formStatus)),
  statusKinds: envelope(z.array(z.object({ value: z.string(), text: z.string() }))),
  admins: envelope(z.array(personRef)),
  responses: envelope(z.object({ responses: z.array(responseSummary), total: z.number() })),
  response: envelope(responseDetail),
  information: envelope(z.object({ form: formSummary, total: z.number(), byStatus: z.array(z.object({ statut: responseStatut, count: z.number() })) })),
  published: envelope(z.object({ forms: z.array(publishedForm), countSecondaryForms: z.number().nullish() })),
  publishedPage: envelope(z.object({ forms: z.array(publishedForm), total: z.number() })),
};

/** The one table that names a status kind for people (spec 3 section 9). */
export const statusKindKey: Record<StatusKind, string> = { onHold: 'onHold', accept: 'accept', refuse: 'refuse' };
export const statusKindBadge: Record<StatusKind, string> = { onHold: badgeOf(statusTones.formResponses.onHold), accept: badgeOf(statusTones.formResponses.accept), refuse: badgeOf(statusTones.formResponses.refuse) };
export const formStateBadge: Record<FormState, string> = { Draft: 'badge-neutral', Published: 'badge-success', Unpublished: 'badge-warning', Archived: 'badge-info' };
