import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLAMP_LINES, needsExpand } from './clamp-text-rules';

/** A long text block clamped to two lines, with a show more / show less button when it is long. */
export function ClampText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = needsExpand(text);
  const clamped = long && !expanded;
  return (
    <div className={['clamp-text', className].filter(Boolean).join(' ')}>
      <p id={id} className={clamped ? 'is-clamped' : undefined} style={clamped ? { WebkitLineClamp: CLAMP_LINES } : undefined}>
        {text}
      </p>
      {long ? (
        <button type="button" className="btn btn-small clamp-toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((x) => !x)}>
          {t(expanded ? 'action.less' : 'action.more')}
        </button>
      ) : null}
    </div>
  );
}
