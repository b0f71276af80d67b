import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { getAssignedTasks } from '../../api/shell-api';
import { HeaderDropdown } from '../../ui/header-menus';
import { EmptyState, Spinner } from '../../ui/empty-state';
import { toast } from '../../ui/toast-store';
import { useResource } from '../../kernel/use-resource';
import { truncateTitle } from './task-format';
import { TaskFacts } from './task-bits';

/** The demo's inspector names the shortcut's read by the header's word for it. */
const tasksPlace = { ns: 'shell', key: 'header.tasks' };

/** Spec 1 section 2.2: the assigned tasks shortcut with its count and dropdown. */
export function TasksShortcut({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const [, navigate] = useLocation();
  const view = useResource(getAssignedTasks, null, { place: tasksPlace });
  // Spec 1 section 8: a failed fetch shows the server's message.
  useEffect(() => {
    if (view.error) toast.error(view.error);
  }, [view.error]);
  const tasks = view.data ?? [];
  return (
    <HeaderDropdown icon="tasks" label={t('header.tasks')} testId="header-tasks" badge={tasks.length} defaultOpen={defaultOpen} onOpenChange={(open) => open && !view.busy && view.reload()}>
      <div className="dropdown-title">{t('header.tasks')}</div>
      <Menu.Separator className="dropdown-separator" />
      {view.data === null && !view.failed ? <Spinner label={t('state.loading', { ns: 'common' })} /> : null}
      {view.data !== null && tasks.length === 0 ? <EmptyState icon="tasks" title={t('empty.tasks')} /> : null}
      {tasks.map((task) => (
        <Menu.Item key={task.id} className="dropdown-item task-item" onSelect={() => navigate(`/tasks/${task.codeCategory}/${task.id}`)} data-task={task.id}>
          <span className="task-text">
            {/* Isolated in its own direction, the line in the page's: a French title cut in an Arabic popover showed its '…' first (review s30). */}
            <span className="task-title" title={task.title}>
              <bdi>{truncateTitle(task.title)}</bdi>
            </span>
            <TaskFacts task={task} />
          </span>
        </Menu.Item>
      ))}
      <Menu.Separator className="dropdown-separator" />
      <Menu.Item className="dropdown-item" onSelect={() => navigate('/tasks/grid')}>
        {t('tasks.seeAll')}
      </Menu.Item>
    </HeaderDropdown>
  );
}
