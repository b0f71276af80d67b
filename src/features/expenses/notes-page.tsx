import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { Icon } from '../../ui/icon';
import { openPanel } from '../../kernel/panel-store';
import { useCan } from '../../kernel/services';
import { NoteListView } from './note-list-view';

/** /expenses (Expenses.View): everyone's notes for Expenses.Edit holders, one's own otherwise. */
export default function NotesPage() {
  const { t } = useTranslation('expenses');
  const manager = useCan(['Expenses.Edit']);
  return (
    <Page
      title={t('page.title')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => openPanel('expenses.noteForm', {})}>
          <Icon name="plus" size={16} /> {t('action.newNote')}
        </button>
      }
    >
      <NoteListView showPeople={manager} />
    </Page>
  );
}
