import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadLimits, type AllowedExtensions } from '../../domain/uploads';
import { fillPlaceholders, isolated } from '../../i18n/i18n';
import { formatList, formatSize } from '../../i18n/format-measures';
import { addFiles, extensionsOf, type FileLike, type Refused } from './file-rules';

/**
 * The widget's checks for any file input of the app (the picker, the chat
 * composer, the group picture): picked files are checked against the
 * screen's list before anything is sent, and what was refused is kept to
 * be said, each with its reason.
 */
export function useFileChecks(allowed: AllowedExtensions, o: { max?: number } = {}) {
  const [refused, setRefused] = useState<Refused[]>([]);
  const { max } = o;
  const take = useCallback(
    async <F extends FileLike>(pending: readonly F[], picked: readonly F[], existingNames?: readonly string[]) => {
      const r = await addFiles(pending, picked, { allowed, existingNames, max });
      setRefused(r.refused);
      return r.files;
    },
    [allowed, max],
  );
  return { refused, take };
}

/** What the screen accepts: its types and the size of one file (MB, two decimals), and how many at once. */
export function FileRules({ allowed, max = uploadLimits.filesPerRequest }: { allowed: AllowedExtensions; max?: number }) {
  const { t } = useTranslation('common');
  const list = extensionsOf(allowed);
  return (
    <p className="muted small file-rules" data-testid="file-rules">
      {/* Two parts, so that a line cut short (the chat on a phone) cuts the list of types, never the size limit. The
          list as the language writes one, each type isolated: one left-to-right run in an Arabic line was cut at its
          start (review, chat at 390 px), where each type in the line's own direction is cut at the list's end. */}
      <span className="file-rules-types">{list ? fillPlaceholders(t('files.allowedTypes'), formatList(list.map(isolated))) : t('files.anyType')}</span>
      <span className="file-rules-limits">
        <span className="file-rules-sep">{' · '}</span>
        {fillPlaceholders(t(max === 1 ? 'files.limitOne' : 'files.limits'), formatSize(uploadLimits.fileBytes), max)}
      </span>
    </p>
  );
}

/** Each refused file with the reason, said to assistive technology at once. */
export function FileRefusals({ refused }: { refused: readonly Refused[] }) {
  const { t } = useTranslation('common');
  if (!refused.length) return null;
  return (
    <ul className="field-error file-refusals" role="alert">
      {refused.map((r) => (
        <li key={`${r.name}-${r.reason}`}>{fillPlaceholders(t('files.refusedFile'), r.name, t(r.reason))}</li>
      ))}
    </ul>
  );
}
