import { fromPromise } from 'xstate';
import { groupFormMachine, type GroupFormContext, type GroupFormEvent, type LoadedGroup } from '../../../machines/chat/group-form.machine';
import { submitKeyActions } from '../../../machines/shared/submit-key';
import { newIdempotencyKey } from '../../api/idempotency';
import { chatApi } from '../../api/chat-api';

/** The group form's statechart: a group read (none for a new one) and saved once per submit (its idempotency key). */
export function groupFormLogic() {
  return groupFormMachine.provide({
    actors: {
      load: fromPromise<LoadedGroup, { id: number }>(async ({ input }) => {
        if (!input.id) return { title: '', description: '', imagePath: null, memberIds: [], adminIds: [], creatorId: 0 };
        const g = await chatApi.groupDetails(input.id);
        return { title: g.name, description: g.description, imagePath: g.imagePath, memberIds: g.members.map((m) => m.id), adminIds: g.admins.map((a) => a.id), creatorId: g.groupCreator.id, creatorName: g.groupCreator.fullName };
      }),
      save: fromPromise<{ id: number }, GroupFormContext>(({ input }) =>
        chatApi.saveGroup({ id: input.id, title: input.title, description: input.description, usersIds: input.memberIds, adminsIds: input.adminIds, image: input.image as unknown as Blob | null }, input.idempotencyKey),
      ),
    },
    actions: submitKeyActions<GroupFormContext, GroupFormEvent>(newIdempotencyKey),
  });
}
