import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon';
import { fillPlaceholders } from '../../i18n/i18n';
import { acceptAttribute, addFiles, sizeInMb, type AllowedExtensions } from './file-rules';

/**
 * The upload widget: pick or drop several files, refused types are said,
 * duplicates skipped, each pending file removable, sizes in MB.
 */
export function FilePicker(props: { files: File[]; onChange(files: File[]): void; allowed: AllowedExtensions; existingNames?: string[]; label?: string; disabled?: boolean; id?: string }) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    if (!list) return;
    const r = addFiles(props.files, [...list], { allowed: props.allowed, existingNames: props.existingNames });
    setRefused(r.refused);
    props.onChange(r.files);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!props.disabled) take(e.dataTransfer.files);
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
        <input ref={input} id={props.id} type="file" multiple hidden accept={acceptAttribute(props.allowed)} onChange={(e) => (take(e.target.files), (e.target.value = ''))} data-testid="file-input" />
      </div>
      {refused.length ? (
        <p className="field-error" role="alert">
          {fillPlaceholders(t('files.refused'), refused.join(', '))}
        </p>
      ) : null}
      {props.files.length ? (
        <ul className="file-list">
          {props.files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${i}`}>
              <Icon name="file" size={14} />
              <span className="file-name">{f.name}</span>
              <span className="muted small">{fillPlaceholders(t('file.sizeMb'), sizeInMb(f.size))}</span>
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
