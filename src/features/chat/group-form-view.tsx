import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { groupCount } from '../../../machines/chat/group-form.machine';
import { chatApi } from '../../api/chat-api';
import { imageUrl } from '../../api/image-url';
import { FileChoice } from '../../ui/files/file-choice';
import { CHAT_USERS_PAGE, type ChatUser } from '../../domain/chat';
import { fillPlaceholders } from '../../i18n/i18n';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { Spinner } from '../../ui/empty-state';
import { toast } from '../../ui/toast-store';
import { groupFormLogic } from './group-form.effects';
import { pagedListLogic } from './paged-list.effects';
import { nearBottom } from './chat-lists';
import { useActorRef, useLogic } from '../../kernel/actors';
import { usePagedList } from '../../kernel/use-paged-list';
import { allowedLists } from '../../domain/uploads';
import { UploadProgress } from '../../kernel/upload-progress';
import { acceptAttribute } from '../../ui/files/file-rules';
import { FileRefusals, FileRules, useFileChecks } from '../../ui/files/file-checks';
import { Field } from '../../ui/inputs/field';
import { RetryBanner } from '../../ui/retry-banner';

type PickUser = ChatUser & { key: string };

/** The group create/edit form (spec 2 sections 2 and 5) with its member picker (page 10, /api/chat/userslist). */
export function GroupFormView(props: { groupId: number; me: { id: number; name: string; picturePath: string | null }; onSaved(id: number): void; onCancel(): void }) {
  const { t } = useTranslation('chat');
  const form = useActorRef(useLogic(groupFormLogic), { input: { id: props.groupId, creatorId: props.me.id } });
  const users = usePagedList(
    useLogic(() => pagedListLogic(async (r) => {
      const res = await chatApi.users({ searchValue: r.search, pageNumber: r.page, lenght: r.size, groupId: props.groupId || undefined });
      return { items: res.users.map((u) => ({ ...u, key: `u:${u.id}` })), total: res.total };
    }), [props.groupId]),
    { pageSize: CHAT_USERS_PAGE },
  );
  const s = useSelector(form, (x) => x);
  const c = s.context;
  const people = useSelector(users, (x) => x.context.items) as PickUser[];
  const search = useSelector(users, (x) => x.context.search);
  const loadingUsers = useSelector(users, (x) => x.hasTag('busy'));
  const saving = s.hasTag('saving');
  const saved = useRef(props.onSaved);
  saved.current = props.onSaved;
  useEffect(() => {
    if (s.matches('saved') && c.savedId) {
      toast.done('chat', props.groupId ? 'toast.group.edit' : 'toast.group.create', c.title);
      saved.current(c.savedId);
    }
  }, [s, c.savedId, c.title, props.groupId]);

  const imageChecks = useFileChecks(allowedLists.groupImage, { max: 1 });
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (c.image) {
      const u = URL.createObjectURL(c.image as unknown as Blob);
      setPreview(u);
      return () => URL.revokeObjectURL(u);
    }
    let live = true;
    setPreview(null);
    if (c.imagePath) imageUrl(c.imagePath, true).then((u) => live && setPreview(u), () => {});
    return () => {
      live = false;
    };
  }, [c.image, c.imagePath]);

  if (s.matches('loading')) return <Spinner label={t('list.loading')} />;
  if (s.matches('loadFailed'))
    return (
      <RetryBanner message={t(c.serverError ?? 'Error.Unknown')} onRetry={() => form.send({ type: 'form.retry' })} />
    );
  const creatorId = c.creatorId || props.me.id;
  const onScroll = (e: UIEvent<HTMLElement>) => nearBottom(e.currentTarget) && users.send({ type: 'list.loadMore' });
  return (
    <form
      className="chat-group-form form-grid"
      aria-label={t(props.groupId ? 'group.editTitle' : 'group.createTitle')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.send({ type: 'form.submit' });
      }}
    >
      <h3>{t(props.groupId ? 'group.editTitle' : 'group.createTitle')}</h3>
      {c.serverError ? (
        <div className="banner banner-error" role="alert">
          {t(c.serverError)}
        </div>
      ) : null}
      <Field label={t('group.image')} error={c.errors.image} ns="chat">
        {(control) => (
          <>
            <span className="chat-group-image">
              {preview ? <img src={preview} alt="" width={56} height={56} /> : <Icon name="users" size={32} />}
              <FileChoice
                {...control}
                accept={acceptAttribute(allowedLists.groupImage)}
                disabled={saving}
                name={c.image?.name ?? null}
                testId="group-image"
                // A picture refused by the widget's rules never becomes the group's: the previous choice stays.
                onPick={(picked) => void imageChecks.take([], [picked]).then(([ok]) => ok && form.send({ type: 'form.image', image: ok }))}
              />
            </span>
            <FileRules allowed={allowedLists.groupImage} max={1} />
            <FileRefusals refused={imageChecks.refused} />
          </>
        )}
      </Field>
      <Field label={t('group.title')} error={c.errors.title} ns="chat">
        <input className="input" value={c.title} disabled={saving} onChange={(e) => form.send({ type: 'form.set', field: 'title', value: e.target.value })} aria-invalid={!!c.errors.title} />
      </Field>
      <Field label={t('group.description')} error={c.errors.description} ns="chat">
        <textarea value={c.description} disabled={saving} onChange={(e) => form.send({ type: 'form.set', field: 'description', value: e.target.value })} aria-invalid={!!c.errors.description} />
      </Field>
      <div className="field">
        <span>{fillPlaceholders(t('group.members'), groupCount(c))}</span>
        <input className="input" type="search" value={search} placeholder={t('list.searchPeople')} aria-label={t('group.searchMembers')} onChange={(e) => users.send({ type: 'list.search', search: e.target.value })} />
        <ul className="chat-member-list" onScroll={onScroll} data-testid="group-members">
          {creatorId === props.me.id || c.creatorName ? (
            <li className="chat-member">
              <Avatar userId={creatorId} name={creatorId === props.me.id ? props.me.name : c.creatorName!} picturePath={creatorId === props.me.id ? props.me.picturePath : null} size={28} />
              <span className="chat-member-name">{creatorId === props.me.id ? props.me.name : c.creatorName}</span>
              <span className="badge badge-info">{t('group.creator')}</span>
            </li>
          ) : null}
          {people.filter((u) => u.id !== creatorId).map((u) => {
            const admin = c.adminIds.includes(u.id);
            const member = admin || c.memberIds.includes(u.id);
            return (
              <li key={u.key} className="chat-member">
                <Avatar userId={u.id} name={u.fullName} picturePath={u.picturePath} size={28} />
                <span className="chat-member-name">{u.fullName}</span>
                <label className="chat-toggle">
                  <input type="checkbox" checked={member} disabled={saving} onChange={() => form.send({ type: 'member.toggle', id: u.id })} aria-label={fillPlaceholders(t('group.memberToggle'), u.fullName)} />
                  {t('group.member')}
                </label>
                {member ? (
                  <label className="chat-toggle">
                    <input type="checkbox" checked={admin} disabled={saving} onChange={() => form.send({ type: 'admin.toggle', id: u.id })} aria-label={fillPlaceholders(t('group.adminToggle'), u.fullName)} />
                    {t('group.admin')}
                  </label>
                ) : null}
              </li>
            );
          })}
          {loadingUsers ? <li className="muted small">{t('list.loading')}</li> : null}
        </ul>
      </div>
      <UploadProgress upload={s.children.save} onAbort={() => form.send({ type: 'form.abort' })} />
      <div className="page-actions">
        <button type="button" className="btn" onClick={props.onCancel} disabled={saving}>
          {t('action.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
          {t('action.save')}
        </button>
      </div>
    </form>
  );
}
