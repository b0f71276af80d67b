import { fromPromise } from 'xstate';
import { groupFormMachine, type GroupFormContext, type GroupFormEvent, type LoadedGroup } from '../../../machines/chat/group-form.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
import { chatApi } from '../../api/chat-api';
import { uploadLogic } from '../../kernel/upload.effects';

/** The group form's statechart: a group read (none for a new one) and saved once per submit (its idempotency key). */
export function groupFormLogic() {
  return groupFormMachine.provide({
    actors: {
      load: fromPromise<LoadedGroup, { id: number }>(async ({ input }) => {
        if (!input.id) return { title: '', description: '', imagePath: null, memberIds: [], adminIds: [], creatorId: 0 };
        const g = await chatApi.groupDetails(input.id);
        return { title: g.name, description: g.description, imagePath: g.imagePath, memberIds: g.members.map((m) => m.id), adminIds: g.admins.map((a) => a.id), creatorId: g.groupCreator.id, creatorName: g.groupCreator.fullName };
      }),
      save: uploadLogic<GroupFormContext>((c, t) =>
        chatApi.saveGroup({ id: c.id, title: c.title, description: c.description, usersIds: c.memberIds, adminsIds: c.adminIds, image: c.image as unknown as Blob | null }, { ...t, idempotencyKey: c.idempotencyKey }),
      ),
    },
    actions: submitKeyActions<GroupFormContext, GroupFormEvent>(newIdempotencyKey),
  });
}
