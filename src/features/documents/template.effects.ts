import { fromPromise } from 'xstate';
import DOMPurify from 'dompurify';
import { templateMachine } from '../../../machines/documents/template.machine';
import { documentsApi } from '../../api/documents-api';
import { toast } from '../../ui/toast-store';

/** Rich text is shown and saved only after DOMPurify. */
export const cleanHtml = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'img', 'form', 'input'], FORBID_ATTR: ['style'] });

/** The template card's statechart: the document's text extracted and saved (cleaned) through the documents API. */
export const templateLogic = () =>
  templateMachine.provide({
    actors: {
      extract: fromPromise(async ({ input }) => documentsApi.template(input.id, input.typeId, input.fresh)),
      save: fromPromise(async ({ input }) => documentsApi.updateText(input.id, cleanHtml(input.text))),
    },
    actions: { saved: () => toast.done('documents', 'toast.template.saved') },
  });
