import { useEditor, EditorContent } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

/**
 * Spec 3 section 2, item 3: the template text in a rich text editor. Loaded
 * lazily (Tiptap is heavy) only when someone edits a template.
 */
export default function TemplateEditor({ html, busy, error, onSave, onCancel, onReset }: { html: string; busy: boolean; error: string | null; onSave(html: string): void; onCancel(): void; onReset(): void }) {
  const { t } = useTranslation('documents');
  // Tiptap's own rules come from our stylesheet (areas/documents.css): the <style> it would add is refused by the strict Content-Security-Policy.
  const editor = useEditor({ extensions: [StarterKit], content: html, editable: !busy, immediatelyRender: true, injectCSS: false });
  const run = (f: (c: ReturnType<NonNullable<typeof editor>['chain']>) => { run(): boolean }) => editor && f(editor.chain().focus()).run();
  return (
    <div className="template-editor">
      <div className="template-toolbar" role="toolbar" aria-label={t('template.toolbar')}>
        <button type="button" className="btn btn-small" aria-pressed={!!editor?.isActive('bold')} onClick={() => run((c) => c.toggleBold())}>
          <strong>{t('template.bold')}</strong>
        </button>
        <button type="button" className="btn btn-small" aria-pressed={!!editor?.isActive('italic')} onClick={() => run((c) => c.toggleItalic())}>
          <em>{t('template.italic')}</em>
        </button>
        <button type="button" className="btn btn-small" onClick={() => run((c) => c.toggleHeading({ level: 2 }))}>
          {t('template.heading')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => run((c) => c.toggleBulletList())}>
          {t('template.list')}
        </button>
      </div>
      <EditorContent editor={editor} className="template-editor-content" aria-label={t('template.editorLabel')} data-testid="template-editor" />
      {error ? (
        <p className="field-error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <div className="template-actions">
        <button type="button" className="btn btn-small" onClick={onReset} disabled={busy}>
          {t('template.reset')}
        </button>
        <button type="button" className="btn btn-small" onClick={onCancel} disabled={busy}>
          {t('action.cancel')}
        </button>
        <button type="button" className="btn btn-small btn-primary" disabled={busy} aria-busy={busy} onClick={() => editor && onSave(editor.getHTML())}>
          {busy ? t('state.saving') : t('template.save')}
        </button>
      </div>
    </div>
  );
}
