import { fromPromise } from 'xstate';
import { formBuilderMachine, type BuilderDraft } from '../../../machines/forms/form-builder.machine';
import { formsApi } from '../../api/forms-api';
import { changes } from '../../realtime/changes';
import { toast } from '../../ui/toast-store';

/** The builder's statechart: the draft saved, the forms' change feed told. */
export const formBuilderLogic = (o: { onDone(): void }) =>
  formBuilderMachine.provide({
    actors: { save: fromPromise(({ input }: { input: BuilderDraft }) => formsApi.save({ ...input, iconPath: input.iconPath ?? undefined })) },
    actions: {
      notifySaved: ({ context }) => {
        toast.done('forms', 'toast.form.save', context.draft.title);
        changes.forms.push();
        o.onDone();
      },
    },
  });
