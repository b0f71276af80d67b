import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon';
import { cleanText, cleanValue, emptyRow, moveRow, shownValue, toParametres, toRows, type ChoiceRow } from './choice-rows';

/**
 * The answers of a Select, Radio or Checkbox field, one row each: label,
 * value (generated from the label unless edited), up, down, remove; and
 * 'add a choice'. The values are what answers store, which most people never
 * need to see (persona review: 'tres-grand' beside 'Très grand' read as a
 * technical leftover): shown on demand, and at once when saved ones were edited. Each change is saved at once in the field's comma list.
 * The rows are this editor's own draft (a row being typed has no label
 * yet, which the saved list cannot hold); the field's key remounts it.
 */
export function ChoiceEditor(props: { parametres: string; fieldNumber: number; onChange(parametres: string): void }) {
  const { t } = useTranslation('forms');
  const [rows, setRows] = useState<ChoiceRow[]>(() => {
    const saved = toRows(props.parametres);
    return saved.length ? saved : [emptyRow()];
  });
  // A form control's own value, not a lifecycle: whether the stored values are shown for editing.
  const [showValues, setShowValues] = useState(() => rows.some((r) => r.custom));
  const list = useRef<HTMLOListElement>(null);
  const update = (next: ChoiceRow[]) => {
    setRows(next);
    props.onChange(toParametres(next));
  };
  // Keyboard: after a move the focus stays on the moved row's button (or its other arrow at an end); after 'add', on the new label.
  const focusLater = (selector: string) => requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(selector)?.focus());
  const move = (i: number, delta: -1 | 1) => {
    const r = rows[i]!;
    update(moveRow(rows, i, delta));
    const to = i + delta;
    const atEnd = delta < 0 ? to === 0 : to === rows.length - 1;
    focusLater(`[data-choice="${r.key}"] [data-tool="${atEnd ? (delta < 0 ? 'down' : 'up') : delta < 0 ? 'up' : 'down'}"]`);
  };
  const patch = (i: number, p: Partial<ChoiceRow>) => update(rows.map((r, j) => (j === i ? { ...r, ...p } : r)));
  return (
    <div className="choice-editor" role="group" aria-label={`${t('builder.choices')} ${props.fieldNumber}`}>
      <span className="choice-editor-title">{t('builder.choices')}</span>
      {/* With the stored values shown, each column says what it is (persona review: a second bare box beside each choice). */}
      {showValues ? (
        <div className="choice-row choice-row-valued choice-head small muted" aria-hidden="true">
          <span>{t('builder.choiceLabel')}</span>
          <span>{t('builder.choiceValue')}</span>
          <span className="choice-tools" />
        </div>
      ) : null}
      <ol className="choice-rows" ref={list}>
        {rows.map((r, i) => {
          const n = i + 1;
          return (
            <li key={r.key} className={showValues ? 'choice-row choice-row-valued' : 'choice-row'} data-choice={r.key}>
              <input className="input" aria-label={`${t('builder.choiceLabel')} ${n}`} placeholder={t('builder.choiceLabel')} value={r.label} onChange={(e) => patch(i, { label: cleanText(e.target.value) })} />
              {showValues ? (
                <input
                  className="input choice-value"
                  dir="auto"
                  aria-label={`${t('builder.choiceValue')} ${n}`}
                  placeholder={t('builder.choiceValue')}
                  value={shownValue(r)}
                  onChange={(e) => patch(i, { value: cleanValue(e.target.value), custom: e.target.value.trim() !== '' })}
                />
              ) : null}
              <span className="choice-tools">
                <button type="button" className="icon-button" data-tool="up" aria-label={`${t('builder.choiceUp')} ${n}`} disabled={i === 0} onClick={() => move(i, -1)}>
                  <Icon name="chevronUp" />
                </button>
                <button type="button" className="icon-button" data-tool="down" aria-label={`${t('builder.choiceDown')} ${n}`} disabled={i === rows.length - 1} onClick={() => move(i, 1)}>
                  <Icon name="chevronDown" />
                </button>
                <button type="button" className="icon-button" aria-label={`${t('builder.choiceRemove')} ${n}`} onClick={() => update(rows.filter((_, j) => j !== i))}>
                  <Icon name="trash" />
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-small"
        onClick={() => {
          const row = emptyRow();
          update([...rows, row]);
          focusLater(`[data-choice="${row.key}"] input`);
        }}
      >
        <Icon name="plus" /> {t('builder.addChoice')}
      </button>
      <label className="choice-values-toggle small">
        <input type="checkbox" checked={showValues} onChange={(e) => setShowValues(e.target.checked)} /> {t('builder.choiceValuesShow')}
      </label>
    </div>
  );
}
