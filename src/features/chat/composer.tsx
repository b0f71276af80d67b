import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPlaceholders } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { acceptAttribute } from '../../ui/files/file-rules';
import { formatSize } from '../../i18n/format-measures';
import { FileRefusals, FileRules, useFileChecks } from '../../ui/files/file-checks';
import { allowedLists } from '../../domain/uploads';
import { EmojiButton } from './emoji-button';

/**
 * The composer: text, emoji, several files (picked or dropped, checked by the
 * upload widget's rules before they join the draft), each pending file
 * removable, send. What it shows comes from the conversation statechart; it
 * only sends events.
 */
export function Composer(props: {
  text: string;
  files: File[];
  sending: boolean;
  progress: number;
  canSend: boolean;
  onText(text: string): void;
  onAddFiles(files: File[]): void;
  onRemoveFile(index: number): void;
  onSend(): void;
}) {
  const { t } = useTranslation('chat');
  const area = useRef<HTMLTextAreaElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const checks = useFileChecks(allowedLists.chat);
  // Only what passes joins the draft: the statechart holds the pending files, the checks look at them too (the count).
  const add = async (picked: File[]) => {
    const all = await checks.take(props.files, picked);
    const added = all.slice(props.files.length);
    if (added.length) props.onAddFiles(added);
  };

  const insertEmoji = (emoji: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? props.text.length;
    const end = el?.selectionEnd ?? props.text.length;
    props.onText(props.text.slice(0, start) + emoji + props.text.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (props.canSend) props.onSend();
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (!props.sending && e.dataTransfer.files.length) void add([...e.dataTransfer.files]);
  };

  return (
    <div
      className={`chat-composer${over ? ' over' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      data-testid="chat-composer"
    >
      {props.files.length ? (
        <ul className="chat-pending" aria-label={t('composer.pending')}>
          {props.files.map((f, i) => (
            <li key={`${f.name}-${f.size}-${i}`}>
              <Icon name="file" size={13} />
              <span className="chat-file-name">{f.name}</span>
              <span className="muted small">{formatSize(f.size)}</span>
              <button type="button" className="icon-button" aria-label={fillPlaceholders(t('composer.removeFile'), f.name)} disabled={props.sending} onClick={() => props.onRemoveFile(i)}>
                <Icon name="close" size={13} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {props.sending ? <progress className="chat-progress" max={100} value={props.progress} aria-label={t('composer.progress')} /> : null}
      <div className="chat-composer-row">
        <EmojiButton onPick={insertEmoji} disabled={props.sending} />
        <button type="button" className="icon-button" aria-label={t('composer.attach')} disabled={props.sending} onClick={() => input.current?.click()}>
          <Icon name="paperclip" />
        </button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={acceptAttribute(allowedLists.chat)}
          data-testid="chat-file-input"
          onChange={(e) => {
            const picked = [...(e.target.files ?? [])];
            e.target.value = '';
            if (picked.length) void add(picked);
          }}
        />
        <textarea
          ref={area}
          className="chat-textarea"
          rows={2}
          value={props.text}
          readOnly={props.sending}
          placeholder={t('composer.placeholder')}
          aria-label={t('composer.label')}
          onChange={(e) => props.onText(e.target.value)}
          onKeyDown={onKey}
        />
        <button type="button" className="btn btn-primary" disabled={!props.canSend} aria-busy={props.sending} onClick={props.onSend}>
          <Icon name="send" size={16} />
          <span className="chat-send-label">{t('composer.send')}</span>
        </button>
      </div>
      <FileRefusals refused={checks.refused} />
      <p className="chat-drop-hint muted small">{t('composer.dropHint')}</p>
      <FileRules allowed={allowedLists.chat} />
    </div>
  );
}
