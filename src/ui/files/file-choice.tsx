import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '../inputs/field';

/**
 * One file to choose (an import, a group's picture): a button in the page's
 * language and the chosen file's name, where the browser's own input would
 * write 'Choose File · No file chosen' in the browser's language. The field's
 * label names the button (the Field gives it its id). The input forgets each
 * pick once read, so the corrected file under the same name is read afresh.
 */
export function FileChoice({
  accept,
  disabled,
  name,
  onPick,
  testId,
  ...control
}: Partial<FieldControlProps> & { accept?: string; disabled?: boolean; name: string | null; onPick(file: File): void; testId: string }) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const nameId = control.id ? `${control.id}-file` : undefined;
  return (
    <span className="file-choice">
      <button
        {...control}
        type="button"
        className="btn btn-small"
        disabled={disabled}
        // Its field's label, then its own words (a name that holds what it shows).
        aria-labelledby={control.id ? `${control.id}-label ${control.id}-choose` : undefined}
        aria-describedby={[nameId, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
        onClick={() => input.current?.click()}
      >
        <span id={control.id ? `${control.id}-choose` : undefined}>{t('files.choose')}</span>
      </button>
      <span id={nameId} className={name ? 'file-choice-name' : 'file-choice-name muted'}>
        {name ?? t('files.none')}
      </span>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={accept}
        disabled={disabled}
        data-testid={testId}
        onChange={(e) => {
          const picked = e.target.files?.[0] ?? null;
          e.target.value = '';
          if (picked) onPick(picked);
        }}
      />
    </span>
  );
}
