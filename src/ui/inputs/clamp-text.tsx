import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 1 sections 5 and 9: a long text block clamps to two lines; the expand button appears above 180 characters. */
export const CLAMP_LINES = 2;
export const EXPAND_ABOVE = 180;

/** A block of user text (a description, a remark) clamped to two lines with 'show more' / 'show less' when it is long. */
export function ClampText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation('common');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > EXPAND_ABOVE;
  const clamped = long && !expanded;
  return (
    <div className={['clamp-text', className].filter(Boolean).join(' ')}>
      {/* A person's text reads in its own direction: French in an Arabic screen keeps its full stop at its end. */}
      <p id={id} dir="auto" className={clamped ? 'is-clamped' : undefined} style={clamped ? ({ '--clamp-lines': CLAMP_LINES } as CSSProperties) : undefined}>
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
