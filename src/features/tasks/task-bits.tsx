import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { Task } from '../../domain/shell';
import { countText } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { remainingKey } from './task-format';

/** End date, remaining time and the sub-task, message and file counts of a task. */
export function TaskFacts({ task }: { task: Task }) {
  const { t, i18n } = useTranslation('shell');
  const r = task.remainingTime;
  return (
    <span className="task-facts">
      <span className="muted small">
        <Icon name="calendar" size={14} /> {dayjs(task.endDate).locale(['fr', 'ar', 'es'].includes(i18n.language) ? i18n.language : 'en').format('D MMM YYYY')}
      </span>
      <span className={`badge ${r.isObsolute ? 'badge-danger' : 'badge-info'}`}>{countText(t, remainingKey(r), r.duration)}</span>
      <span className="muted small task-counts">
        <span title={t('tasks.subTasks')} aria-label={`${t('tasks.subTasks')}: ${task.totalSubTask}`}><Icon name="list" size={14} /> {task.totalSubTask}</span>
        <span title={t('tasks.messages')} aria-label={`${t('tasks.messages')}: ${task.totalMessage}`}><Icon name="chat" size={14} /> {task.totalMessage}</span>
        <span title={t('tasks.files')} aria-label={`${t('tasks.files')}: ${task.totalFiles}`}><Icon name="file" size={14} /> {task.totalFiles}</span>
      </span>
    </span>
  );
}
