import * as z from 'zod';
import { envelope } from './envelope';
import { badgeOf, statusTones } from './status-tones';

/**
 * Document requests (spec 3): schemas shared by the client, the machines and
 * the fake server. The numeric codes are translated here, once.
 */
export type DocumentStatus = 'onHold' | 'accepted' | 'refused';
export type DocumentVersion = 'digital' | 'paper';

/** Status codes: 0 on hold, 1 accepted, any other value refused. */
export const documentStatusOf = (code: number): DocumentStatus => (code === 0 ? 'onHold' : code === 1 ? 'accepted' : 'refused');
export const documentStatusCode = { onHold: 0, accepted: 1, refused: 2 } as const;
/** Version codes: 1 digital, 2 paper, 0 (and anything unknown) treated as digital. */
export const documentVersionOf = (code: number | null | undefined): DocumentVersion => (code === 2 ? 'paper' : 'digital');
export const statusBadge: Record<DocumentStatus, string> = { onHold: badgeOf(statusTones.documents.onHold), accepted: badgeOf(statusTones.documents.accepted), refused: badgeOf(statusTones.documents.refused) };

const requiredId = z.coerce.number({ message: 'RequiredAttribute' }).int().positive({ message: 'RequiredAttribute' });
const optionalId = z.preprocess((v) => (v === '' || v === null || v === undefined || v === 0 || v === '0' ? null : v), z.coerce.number().int().positive().nullable());
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** POST demanddocument/update: create (no id) or edit. */
export const demandInput = z.object({
  id: optionalId.optional(),
  typeId: requiredId,
  userid: requiredId,
  version: z.coerce.number().int().min(0).max(2).default(1),
  projectId: optionalId.optional(),
  remark: z.string().max(2000).nullish().transform((v) => v ?? ''),
});
export type DemandInput = z.input<typeof demandInput>;

export const demandFile = z.object({ id: z.number(), name: z.string(), path: z.string(), document: z.boolean() });
export type DemandFile = z.infer<typeof demandFile>;

/** One request as listed and shown in the info panel. */
export const demand = z.object({
  id: z.number(),
  remark: z.string().nullable(),
  typeId: z.number(),
  version: z.number(),
  userid: z.number(),
  processingDate: z.string().nullable(),
  projectId: z.number().nullable(),
  status: z.number(),
  createdDate: z.string(),
  type: z.string(),
  userFullName: z.string(),
  pathImg: z.string().nullable(),
  projectName: z.string().nullable(),
  filesNames: z.array(demandFile),
  template: z.boolean(),
  isApprover: z.boolean(),
  processed: z.boolean(),
  raison: z.string().nullable(),
});
export type Demand = z.infer<typeof demand>;

export const demandAnswer = envelope(demand);
export const demandListAnswer = envelope(z.object({ items: z.array(demand), total: z.number() }));
export const savedDemandAnswer = envelope(z.object({ id: z.number() }));

/** POST demanddocument/listing: the spec leaves the filters out; these are ours. */
export const demandListFilter = z.object({
  status: z.coerce.number().int().nullish(),
  typeId: z.coerce.number().int().nullish(),
  userId: z.coerce.number().int().nullish(),
  search: z.string().max(200).nullish(),
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type DemandListFilter = z.input<typeof demandListFilter>;

/** POST demanddocument/processed: the approver's decision, or the processing with files. */
export const processedInput = z.object({
  id: requiredId,
  processed: flag,
  raison: z.string().max(2000).nullish(),
  files: z.unknown().optional(),
});

export const updateTextInput = z.object({ id: requiredId, text: z.string({ message: 'RequiredAttribute' }).trim().min(1, { message: 'RequiredAttribute' }) });

/** Typelist: flag says the type may be asked for on paper. */
export const typeOption = z.object({ value: z.number(), text: z.string(), flag: z.boolean() });
export type TypeOption = z.infer<typeof typeOption>;
export const typeListAnswer = envelope(z.array(typeOption));

export const statistics = z.object({ total: z.number(), onHold: z.number(), accepted: z.number(), refused: z.number(), processed: z.number() });
export type Statistics = z.infer<typeof statistics>;
export const statisticsAnswer = envelope(statistics);

export const templateAnswer = envelope(z.object({ html: z.string() }));


/** Company files (our calls under /api/companyfile). */
export const companyFile = z.object({ id: z.number(), fileId: z.number(), name: z.string(), categoryId: z.number(), category: z.string(), description: z.string(), date: z.string(), size: z.number(), mimeType: z.string() });
export type CompanyFile = z.infer<typeof companyFile>;
export const companyFilesAnswer = envelope(z.array(companyFile));
export const companyCategoriesAnswer = envelope(z.array(z.object({ value: z.number(), text: z.string(), count: z.number() })));
export const companyFileFilter = z.object({ categoryId: z.coerce.number().int().nullish(), search: z.string().max(200).nullish() });

/** Distribution (our call under /api/documentdistribution): which documents went to whom, when. */
export const distributionRow = z.object({
  id: z.number(),
  demandId: z.number(),
  fileId: z.number().nullable(),
  documentName: z.string(),
  type: z.string(),
  userId: z.number(),
  userFullName: z.string(),
  pathImg: z.string().nullable(),
  sentDate: z.string(),
  sentBy: z.string(),
  version: z.number(),
});
export type DistributionRow = z.infer<typeof distributionRow>;
export const distributionAnswer = envelope(z.array(distributionRow));
export const distributionFilter = z.object({ search: z.string().max(200).nullish(), typeId: z.coerce.number().int().nullish() });

