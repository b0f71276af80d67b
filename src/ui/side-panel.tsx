import * as Dialog from '@radix-ui/react-dialog';
import { useContext, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { CurrentPanel } from './current-panel';
import { focusLost } from './focus-lost';
import { ScreenName } from './screen-name';
import { useLostFiles } from './drafts/draft-store';
import { fillPlaceholders, isolated } from '../i18n/i18n';
import { formatList } from '../i18n/format-measures';

/** The files this panel's draft held before a reload or an ended session: the draft came back, they could not. */
function LostFiles({ draftKey }: { draftKey?: string }) {
  const { t } = useTranslation('shell');
  const names = useLostFiles(draftKey);
  if (!names.length) return null;
  return (
    <p className="banner banner-info side-panel-notice" role="status" data-testid="files-lost">
      {fillPlaceholders(t('panel.filesLost'), formatList(names.map(isolated)))}
    </p>
  );
}

/**
 * The side panel every area opens (create, edit, detail): a modal dialog that
 * traps focus, closes on Escape and gives focus back where it was.
 */
export function SidePanel(props: {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: 'md' | 'lg' | 'xl';
  description?: string;
  /** The 'Chargement…' a panel shows while its code comes: the panel that replaces it gives focus back to its opener. */
  placeholder?: boolean;
}) {
  const { t } = useTranslation('shell');
  const panel = useContext(CurrentPanel);
  // Panels open without a Dialog.Trigger, so Radix would give focus back to nothing: remember the opener
  // (read during the first render, before focus moves in) and give focus back to it on close.
  const opener = useRef<Opener | undefined>(undefined);
  opener.current ??= openerOf(document.activeElement);
  const closeButton = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(o) => {
        if (o) return;
        // Closed by the user (Escape, the close button, the overlay): through the history, its draft kept (kernel/panel-store.ts).
        if (panel?.dismiss) panel.dismiss();
        else props.onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay" />
        <Dialog.Content
          ref={(el) => void (el && props.placeholder && opener.current && placeholderOpeners.set(el, opener.current))}
          data-placeholder={props.placeholder || undefined}
          className={`side-panel side-panel-${props.width ?? 'md'}`}
          data-panel={panel?.kind}
          data-panel-key={panel?.key}
          aria-describedby={undefined}
          // A toast's button (a held decision's 'Annuler', a message to open, its ×) is not outside the panel: clicking it
          // keeps the panel. Radix may judge a press only at its click, once the toast it pressed is gone: an element the
          // press itself took away was never the overlay (persona review: a toast's × closed the panel under it).
          onInteractOutside={(e) => {
            if (e.target instanceof Element && (!e.target.isConnected || e.target.closest('.toast-region'))) e.preventDefault();
          }}
          // The demo's tools (the statechart's button) come first in the header: focus goes where production's goes, to
          // the close button, not to a demo tool (persona review: a panel opened from the + menu focused 'statechart').
          onOpenAutoFocus={(e) => {
            if (!panel?.tools) return;
            e.preventDefault();
            closeButton.current?.focus();
          }}
          // A popup of ours inside the panel (emoji, date, a combobox's list) hears Escape before Radix and keeps it (ui/layers.ts).
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            // Radix gives it back a task after the panel is gone: a click meanwhile (the bell opened) keeps its focus.
            if (!focusLost()) return;
            const o = opener.current;
            (o?.el?.isConnected ? o.el : o?.fallback?.isConnected ? o.fallback : null)?.focus();
          }}
        >
          <header className="side-panel-header">
            <Dialog.Title className="side-panel-title">{props.title}</Dialog.Title>
            {panel?.tools}
            <Dialog.Close ref={closeButton} className="icon-button" aria-label={t('panel.close')}>
              <Icon name="close" />
            </Dialog.Close>
          </header>
          {/* The demo's statechart of this panel, when asked: beside the content on a wide screen, above it on a narrow one. */}
          {panel?.aside}
          {props.description ? <Dialog.Description className="visually-hidden">{props.description}</Dialog.Description> : null}
          {/* Between the header and the body, not in it: a panel lays its body out as it needs (the chat's is a row). */}
          <LostFiles draftKey={panel?.draftKey} />
          <div className="side-panel-body">
            <ScreenName.Provider value={typeof props.title === 'string' ? props.title : null}>{props.children}</ScreenName.Provider>
          </div>
          {props.footer ? <footer className="side-panel-footer">{props.footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The last control focused outside panels and menus: the opener of a panel opened from a menu item
 * (gone with its menu) or of one that replaces another panel (save, then detail).
 */
let lastOutside: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    const el = e.target;
    if (el instanceof HTMLElement && el !== document.body && !el.closest('.side-panel, [role=menu], [role=dialog], [role=alertdialog]')) lastOutside = el;
  });
}

type Opener = { el: HTMLElement | null; fallback: HTMLElement | null };
/**
 * The opener of each 'Chargement…' drawn: focus is in it when the panel's own dialog replaces it, so that one takes
 * its opener (persona review s45: 'Voir la demande' clicked, the request's panel closed by Escape, and focus went to
 * 'Nouveau congé' behind the leave form, the last control outside panels, the first time only, while the code came).
 */
const placeholderOpeners = new WeakMap<Element, Opener>();

function openerOf(active: Element | null): Opener {
  const holder = active?.closest('.side-panel[data-placeholder]');
  const held = holder && placeholderOpeners.get(holder);
  if (held) return held;
  const el = active instanceof HTMLElement && active !== document.body && !active.closest('[role=menu]') ? active : null;
  return { el, fallback: lastOutside };
}
