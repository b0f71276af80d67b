import * as z from 'zod';
import { ack } from '../domain/envelope';
import {
  companyCategoriesAnswer, companyFilesAnswer, demandAnswer, demandListAnswer, distributionAnswer, savedDemandAnswer, statisticsAnswer,
  templateAnswer, typeListAnswer, type DemandInput, type DemandListFilter,
} from '../domain/documents';
import { envelope } from '../domain/envelope';
import { callBlob, callData } from './client';
import { saveFile } from './files';
import { sendMultipart } from './multipart';
import { pathOf } from './paths';

/** The document request calls of spec 3 section 7, plus our company file and distribution calls. */
export const documentsApi = {
  list: (filter: DemandListFilter) => callData(pathOf('documents.listing'), { method: 'POST', body: filter, schema: demandListAnswer }),
  statistics: (userId?: number) => callData(userId ? `/api/demanddocument/statistic/${userId}` : '/api/demanddocument/statistic', { schema: statisticsAnswer }),
  info: (id: number) => callData(`/api/demanddocument/info/${id}`, { schema: demandAnswer }),
  demand: (id: number) => callData(`/api/demanddocument/demand/${id}`, { schema: demandAnswer }),
  types: () => callData('/api/demanddocument/Typelist', { schema: typeListAnswer }),
  save: (input: DemandInput, idempotencyKey?: string | null) => callData('/api/demanddocument/update', { method: 'POST', body: input, schema: savedDemandAnswer, idempotencyKey }),
  remove: (id: number) => callData(`/api/demanddocument/delete/${id}`, { schema: envelope(z.unknown()) }),
  decide: (input: { id: number; processed: boolean; raison?: string }) => callData('/api/demanddocument/processed', { method: 'POST', body: input, schema: envelope(z.unknown()) }),
  template: (id: number, typeId: number, fresh: boolean) => callData(`/api/demanddocument/ExtractHtmlFromTemplate/${id}/${typeId}/${fresh}`, { schema: templateAnswer }).then((d) => d.html),
  updateText: (id: number, text: string) => callData('/api/demanddocument/updateText', { method: 'POST', body: { id, text }, schema: templateAnswer }).then((d) => d.html),
  async downloadTemplate(id: number, withHeaders: boolean) {
    const { blob, fileName } = await callBlob(`/api/downloadtemplatedemand/${id}/${withHeaders}`, { method: 'GET' });
    saveFile(blob, fileName ?? `document-${id}.pdf`);
  },
  /** Files sent while the request is on hold, with progress and abort (the upload statechart's transfer). */
  uploadFiles: (id: number, files: readonly File[], o: { signal?: AbortSignal; onProgress?(loaded: number, total: number): void } = {}) => {
    const form = new FormData();
    for (const f of files) form.append('files', f);
    return sendMultipart(`${pathOf('documents.uploadFiles')}/${id}`, { form, schema: ack, ...o });
  },
  companyCategories: () => callData(pathOf('documents.companyCategories'), { schema: companyCategoriesAnswer }),
  companyFiles: (filter: { categoryId?: number | null; search?: string }) => callData(pathOf('documents.companyFiles'), { method: 'POST', body: filter, schema: companyFilesAnswer }),
  companyFilePath: (fileId: number) => `/upload/GetCompanyFile/${fileId}`,
  distribution: (filter: { search?: string; typeId?: number | null }) => callData(pathOf('documents.distribution'), { method: 'POST', body: filter, schema: distributionAnswer }),
};
