import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { Page } from '../../ui/page';
import { Icon } from '../../ui/icon';
import { openPanel } from '../../kernel/panel-store';
import { useCan, useCurrentUser } from '../../kernel/services';
import { NoteListView } from './note-list-view';

/** /employee/:userId/expenses/profile: one person's notes (one's own, or anyone's for Expenses.Edit holders). */
export default function MyNotesPage() {
  const { t } = useTranslation('expenses');
  const params = useParams<{ userId: string }>();
  const me = useCurrentUser();
  const userId = Number(params.userId) || me?.userId || 0;
  const mayCreate = useCan(['Expenses.Edit']) || userId === me?.userId;
  return (
    <Page
      title={t('page.myTitle')}
      actions={
        mayCreate ? (
          <button type="button" className="btn btn-primary" onClick={() => openPanel('expenses.noteForm', { userId })}>
            <Icon name="plus" size={16} /> {t('action.newNote')}
          </button>
        ) : null
      }
    >
      <NoteListView userId={userId} showPeople={false} />
    </Page>
  );
}
