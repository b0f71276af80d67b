import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useSelector } from '@xstate/react';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { fillPlaceholders, countText, isolated } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import { formatChoices, formatList } from '../../i18n/format-measures';
import { excelColumnKeys, excelColumns, excelLists, excelRequired, INVENTORY_CURRENCY, type ImportProblem, type ItemKind } from '../../domain/inventory';
import { saveImportTemplate } from './import-template';
import { Icon } from '../../ui/icon';
import { importLogic } from './import.effects';
import { useActorRef, useLogic } from '../../kernel/actors';
import { Field } from '../../ui/inputs/field';
import { UploadProgress } from '../../kernel/upload-progress';
import { FileChoice } from '../../ui/files/file-choice';

/**
 * One reason a row was refused, naming the column as the template the person filled calls it and the text read
 * there: « Date d'achat « 31/02/2026 » — date invalide ». The value is isolated in right-to-left pages so a Latin
 * serial does not reorder the Arabic sentence. A bare key reads as its whole reason.
 */
function problemText(t: TFunction<'inventory'>, kind: ItemKind, p: string | ImportProblem): string {
  if (typeof p === 'string') return t(p);
  const reason = t(p.message);
  if (!p.column) return reason;
  const at = excelColumns[kind].indexOf(p.column);
  const column = at < 0 ? p.column : t(excelColumnKeys[kind][at]!);
  if (p.value === undefined) return fillPlaceholders(t('import.problem'), column, reason);
  const said = fillPlaceholders(t('import.problemValue'), column, isolated(p.value), reason);
  // A value not in a list says what the list holds, in the reader's words (which the import reads back too).
  const list = p.message === 'Import.NotInList' ? listOf(kind, p.column) : null;
  return list ? fillPlaceholders(t('import.accepted'), said, formatChoices(list.words.map((w) => t(`${list.prefix}${w}`)))) : said;
}

/** The values a list column takes: a category, or a licence type. */
function listOf(kind: ItemKind, column: string): { prefix: string; words: readonly string[] } | null {
  const list = excelLists[kind].find((l) => l.column === column);
  return list ? { prefix: list.prefix, words: list.values } : null;
}

/** Import from an .xlsx: the expected columns, the file, then a report (the count imported, or every bad row by line when the file is refused). */
export default function ImportPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('inventory');
  const kind = params.kind as ItemKind;
  const machine = useLogic(() => importLogic(kind), [kind]);
  const actor = useActorRef(machine);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const file = useSelector(actor, (s) => s.context.file) as File | null;
  const report = useSelector(actor, (s) => s.context.report);
  const error = useSelector(actor, (s) => s.context.error);
  const canStart = useSelector(actor, (s) => s.can({ type: 'import.start' }));
  const upload = useSelector(actor, (s) => s.children.upload);
  const columns = excelColumnKeys[kind].map((key) => t(key));
  const required = new Set(excelRequired[kind].map((c) => excelColumns[kind].indexOf(c)));
  const lists = excelLists[kind].map((l) => ({ column: columns[excelColumns[kind].indexOf(l.column)]!, values: l.values.map((v) => t(`${l.prefix}${v}`)) }));
  const title = t(kind === 'hardware' ? 'import.titleHardware' : 'import.titleSoftware');
  const columnsLabel = useId();
  const template = { sheet: title, columns, values: { sheet: t('import.valuesSheet'), lists } };
  return (
    <SidePanel open onClose={onClose} title={title}>
      <div className="form-grid">
        <p className="small" id={columnsLabel}>{t('import.columns')}</p>
        <ul className="import-columns small" aria-labelledby={columnsLabel}>
          {columns.map((c, i) => (
            <li key={c} data-required={required.has(i) || undefined}>
              {c}
              {required.has(i) ? <span className="import-required"> · {t('import.required')}</span> : null}
            </li>
          ))}
        </ul>
        <ul className="import-rules small muted">
          {lists.map((l) => (
            <li key={l.column}>{fillPlaceholders(t('import.listValues'), l.column, formatChoices(l.values))}</li>
          ))}
          {kind === 'hardware' ? <li>{fillPlaceholders(t('import.holder'), t('Inventory.Assigned'))}</li> : null}
          <li>{fillPlaceholders(t('import.currency'), t('field.currency'), INVENTORY_CURRENCY)}</li>
          <li>{fillPlaceholders(t('import.formats'), isolated('31/03/2026'), isolated(formatNumber(1250.75)))}</li>
        </ul>
        <button type="button" className="btn btn-small import-template" onClick={() => void saveImportTemplate(template, `${t('import.templateFile')} - ${t(kind === 'hardware' ? 'hardware.title' : 'software.title')}.xlsx`)}>
          <Icon name="download" /> {t('import.template')}
        </button>
        {error ? <div className="banner banner-error" role="alert">{t(error)}</div> : null}
        <Field label={t('import.file')}>
          <FileChoice accept=".xlsx" disabled={busy} name={file?.name ?? null} testId="import-file" onPick={(picked) => actor.send({ type: 'import.pick', file: picked })} />
        </Field>
        <UploadProgress upload={upload} onAbort={() => actor.send({ type: 'import.abort' })} />
        {report ? (
          <div role="status" className="card itops-inline-form" data-testid="import-report">
            {/* An import is all or nothing: a report with bad rows means the file was refused whole. */}
            <strong>{report.errors.length ? t('Import.NothingImported') : countText(t, 'import.imported', report.imported)}</strong>
            {report.errors.length ? (
              <ul className="itops-import-errors">
                {report.errors.map((e) => (
                  <li key={e.line} className="field-error">{fillPlaceholders(t('import.line'), e.line, formatList(e.messages.map((m) => problemText(t, kind, m))))}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className="itops-form-actions">
          <button type="button" className="btn" onClick={onClose}>{t('action.close')}</button>
          {report ? (
            <button
              type="button"
              className="btn"
              onClick={() => actor.send({ type: 'import.reset' })}
            >
              {t('import.another')}
            </button>
          ) : (
            <button type="button" className="btn btn-primary" disabled={!canStart || !file || busy} aria-busy={busy} onClick={() => actor.send({ type: 'import.start' })}>{t('import.start')}</button>
          )}
        </div>
      </div>
    </SidePanel>
  );
}
