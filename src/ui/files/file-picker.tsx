import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AllowedExtensions } from '../../domain/uploads';
import { Icon } from '../icon';
import { fillPlaceholders } from '../../i18n/i18n';
import { acceptAttribute } from './file-rules';
import { formatSize } from '../../i18n/format-measures';
import { FileRefusals, FileRules, useFileChecks } from './file-checks';

/**
 * The upload widget: pick or drop several files; it says what the screen
 * accepts (types, size of one file, how many) and refuses, with the reason,
 * a file too large, beyond the count, of another type, or whose content
 * contradicts its extension, before anything is sent. Duplicates are skipped,
 * each pending file is removable, sizes in MB.
 */
export function FilePicker(props: { files: File[]; onChange(files: File[]): void; allowed: AllowedExtensions; existingNames?: string[]; label?: string; disabled?: boolean; id?: string }) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const checks = useFileChecks(props.allowed);
  const [over, setOver] = useState(false);
  const take = async (list: FileList | null) => {
    if (!list?.length) return;
    props.onChange(await checks.take(props.files, [...list], props.existingNames));
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!props.disabled) void take(e.dataTransfer.files);
  };
  return (
    <div className="file-picker">
      <div
        className={`drop-zone${over ? ' over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Icon name="paperclip" />
        <button type="button" className="btn btn-small" disabled={props.disabled} onClick={() => input.current?.click()}>
          {props.label ?? t('files.add')}
        </button>
        <span className="muted small">{t('files.dropHint')}</span>
        <input
          ref={input}
          id={props.id}
          type="file"
          multiple
          hidden
          accept={acceptAttribute(props.allowed)}
          onChange={(e) => {
            const picked = e.target.files;
            void take(picked).finally(() => (e.target.value = ''));
          }}
          data-testid="file-input"
        />
      </div>
      <FileRules allowed={props.allowed} />
      <FileRefusals refused={checks.refused} />
      {props.files.length ? (
        <ul className="file-list">
          {props.files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${i}`}>
              <Icon name="file" size={14} />
              <span className="file-name">{f.name}</span>
              <span className="muted small">{formatSize(f.size)}</span>
              <button type="button" className="icon-button" aria-label={fillPlaceholders(t('files.remove'), f.name)} disabled={props.disabled} onClick={() => props.onChange(props.files.filter((_, j) => j !== i))}>
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
