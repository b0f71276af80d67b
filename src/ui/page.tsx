import { useEffect, type ReactNode } from 'react';
import { ScreenName } from './screen-name';

/** A page with its heading; the document title follows it. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · MintRH`;
  }, [title]);
  return (
    <section className="page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{title}</h1>
        {actions ? <div className="page-actions">{actions}</div> : null}
      </header>
      <ScreenName.Provider value={title}>{children}</ScreenName.Provider>
    </section>
  );
}
