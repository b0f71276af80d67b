import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useConfirm } from '../../kernel/use-confirm';
import { useResource } from '../../kernel/use-resource';
import { toast } from '../../ui/toast-store';
import { assignMembers, deleteMember, getProject, setMemberStatus } from '../../api/projects-api';
import { listUsers } from '../../api/users-api';
import { memberStatus, type ProjectMember } from '../../domain/projects';
import { useSubmit } from '../../kernel/use-submit';
import { changes } from '../../realtime/changes';
import { FieldGroup } from '../../ui/inputs/field';

type MemberAction = { kind: 'assign'; userIds: number[] } | { kind: 'status'; memberId: number; status: 0 | 1 };

/** Members of one project: add people, switch a member active or disabled, remove a member. */
export default function ProjectMembersPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('projects');
  const id = Number(params.id);
  const project = useResource(getProject, id);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const candidates = useResource((f: Parameters<typeof listUsers>[0]) => listUsers(f), { searchValue: search, length: 10, currentList: 0 });
  const action = useSubmit(
    (a: MemberAction) =>
      a.kind === 'assign' ? assignMembers(id, a.userIds) : setMemberStatus(id, a.memberId, a.status),
    () => {
      toast.done('projects', 'toast.members.saved', project.data?.name);
      setPicked([]);
      project.reload();
      changes.projects.push();
      action.reset();
    },
    (message) => toast.error(message),
  );
  // Removing a member asks first: the one confirm-and-act statechart (busy while it runs, a refusal in the dialog).
  const removing = useConfirm((m: ProjectMember) => deleteMember(id, m.memberId), {
    ns: 'projects',
    onDone: (m) => {
      toast.done('projects', 'toast.member.removed', m.fullName, project.data?.name);
      project.reload();
      changes.projects.push();
    },
  });
  return (
    <SidePanel open onClose={onClose} width="lg" title={project.data ? `${t('projects.members')} · ${project.data.name}` : t('projects.members')}>
      <Loaded view={project}>
        {(p) => {
          const memberIds = new Set(p.membersList.map((m) => m.userId));
          return (
            <div className="form-grid">
              <ul className="itops-member-list" aria-label={t('projects.members')}>
                {p.membersList.map((m) => (
                  <li key={m.memberId}>
                    <Avatar userId={m.userId} name={m.fullName} picturePath={m.picturePath} />
                    <span className="itops-grow">
                      {m.fullName}
                      <span className="muted small"> · {m.fonction ?? ''}</span>
                    </span>
                    <span className={`badge ${m.status === memberStatus.active ? 'badge-success' : 'badge-neutral'}`}>{t(m.status === memberStatus.active ? 'member.active' : 'member.disabled')}</span>
                    <button type="button" className="btn btn-small" disabled={action.busy} onClick={() => action.submit({ kind: 'status', memberId: m.memberId, status: m.status === 0 ? 1 : 0 })}>
                      {t(m.status === 0 ? 'member.disable' : 'member.activate')}
                    </button>
                    <button type="button" className="icon-button" aria-label={`${t('member.remove')} ${m.fullName}`} onClick={() => removing.ask(m)}>
                      <Icon name="trash" size={16} />
                    </button>
                  </li>
                ))}
              </ul>
              <FieldGroup legend={t('member.add')}>
                <input className="input" type="search" aria-label={t('member.search')} placeholder={t('member.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
                <Loaded view={candidates}>
                  {(c) => (
                    <ul className="itops-pick-list">
                      {c.users.filter((u) => !memberIds.has(u.id)).map((u) => (
                        <li key={u.id}>
                          <label>
                            <input type="checkbox" checked={picked.includes(u.id)} onChange={() => setPicked(picked.includes(u.id) ? picked.filter((x) => x !== u.id) : [...picked, u.id])} />
                            <Avatar userId={u.id} name={u.fullName} picturePath={u.picturePath} size={24} /> {u.fullName}
                          </label>
                        </li>
                      ))}
                    </ul>
                  )}
                </Loaded>
                <button type="button" className="btn btn-primary" disabled={!picked.length || action.busy} onClick={() => action.submit({ kind: 'assign', userIds: picked })}>
                  {t('member.assign')} ({picked.length})
                </button>
              </FieldGroup>
            </div>
          );
        }}
      </Loaded>
      <ConfirmDialog {...removing.dialog} title={t('hardware.profile.Delete_title')}>
        {t('conge.Delete_description')}
      </ConfirmDialog>
    </SidePanel>
  );
}
