import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { getAssignedTasks } from '../../api/shell-api';
import type { Task } from '../../domain/shell';
import { EmptyState } from '../../ui/empty-state';
import { Loaded } from '../../ui/loaded';
import { Page } from '../../ui/page';
import { useResource } from '../../kernel/use-resource';
import { TaskFacts } from './task-bits';

/** /tasks/grid lists the assigned tasks; /tasks/:codeCategory/:id shows one of them. */
export default function TasksPage() {
  const { t } = useTranslation('shell');
  const { id } = useParams<{ codeCategory?: string; id?: string }>();
  const view = useResource(getAssignedTasks, null);
  return (
    <Page title={t('page.tasksTitle')} actions={id ? <Link href="/tasks/grid" className="btn">{t('tasks.seeAll')}</Link> : undefined}>
      <Loaded view={view}>{(tasks) => (id ? <TaskDetail task={tasks.find((x) => x.id === Number(id))} /> : <TaskGrid tasks={tasks} />)}</Loaded>
    </Page>
  );
}

function TaskGrid({ tasks }: { tasks: Task[] }) {
  const { t } = useTranslation('shell');
  if (!tasks.length) return <EmptyState icon="tasks" title={t('empty.tasks')} />;
  return (
    <ul className="tasks-grid">
      {tasks.map((task) => (
        <li key={task.id} className="card task-card" data-task={task.id}>
          <span className="badge badge-neutral">{task.codeCategory}</span>
          <Link href={`/tasks/${task.codeCategory}/${task.id}`} className="task-card-title">{task.title}</Link>
          <TaskFacts task={task} />
        </li>
      ))}
    </ul>
  );
}

function TaskDetail({ task }: { task: Task | undefined }) {
  const { t } = useTranslation('shell');
  if (!task) return <EmptyState icon="tasks" title={t('tasks.notFound')} />;
  return (
    <article className="card task-detail">
      <span className="badge badge-neutral">{task.codeCategory}</span>
      <h2>{task.title}</h2>
      {task.description ? <p>{task.description}</p> : null}
      <TaskFacts task={task} />
    </article>
  );
}
