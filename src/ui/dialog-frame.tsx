import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { focusLost } from './focus-lost';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Where the search for a place to return stops: past these, a focus is no longer near what opened the dialog. */
const BOUND = 'main, body, [role=dialog], [role=alertdialog]';

/** The places around what had the keyboard, nearest first, up to the page's main. */
function placesOf(trigger: Element | null): HTMLElement[] {
  const places: HTMLElement[] = [];
  for (let at = trigger?.parentElement ?? null; at && !at.matches(BOUND); at = at.parentElement) places.push(at);
  return places;
}

/**
 * The last control the keyboard was on outside these dialogs, and the places around it, noted as it came: the button
 * that opens a dialog may be disabled (its record being read) or gone before the dialog takes the keyboard, which
 * then comes from nowhere.
 */
type Opener = { trigger: Element | null; places: HTMLElement[] };
let lastFocus: Opener = { trigger: null, places: [] };
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (e) => {
      if (e.target instanceof Element && !e.target.closest('.confirm-dialog')) lastFocus = { trigger: e.target, places: placesOf(e.target) };
    },
    true,
  );

/**
 * Where the keyboard goes back when the dialog closes: to what opened it, as Radix does, while it is still there and
 * enabled. A confirmed decision often replaces the button that asked ('Refuser' gives way to 'Refusée' and 'Annuler',
 * issue 36 item 1): then to the first control of the nearest place around it still on the page (the row's actions,
 * the row, the panel's footer), rather than to the top of the page.
 */
function returnFocus(trigger: Element | null, places: HTMLElement[]): HTMLElement | null {
  if (trigger instanceof HTMLElement && trigger.isConnected && !trigger.matches(':disabled')) return trigger;
  for (const place of places) if (place.isConnected) {
    const control = place.querySelector<HTMLElement>(FOCUSABLE);
    if (control) return control;
  }
  return null;
}

/**
 * The frame of every dialog that asks before acting (ConfirmDialog,
 * ReasonDialog): modal, named by its title, focus kept inside, Escape and the
 * overlay cancel; a body, then Cancel and the dialog's own confirm button.
 * Opened, the keyboard is on the body's first field (a reason) or on Cancel,
 * never on a step offered beside the answer ('Export first': Enter would
 * download a file; persona review). Cancel waits while the call runs, as the
 * statechart does. Closed, it gives the keyboard back near what opened it
 * (returnFocus).
 */
export function DialogFrame(props: { open: boolean; title: string; onCancel(): void; busy?: boolean; children?: ReactNode; extra?: ReactNode; confirm: ReactNode }) {
  const { t } = useTranslation('common');
  const opener = useRef<Opener & { seen: boolean }>({ seen: false, trigger: null, places: [] });
  const body = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => !o && props.onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="panel-overlay dialog-overlay" />
        <Dialog.Content
          className="confirm-dialog"
          role="alertdialog"
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            (body.current?.querySelector<HTMLElement>(FOCUSABLE) ?? cancel.current)?.focus();
          }}
          // What had the keyboard before it came in (the dialog's own autofocus may take it before Radix looks), and
          // where that stood: read when it first comes in.
          onFocus={() => {
            if (!opener.current.seen) opener.current = { seen: true, ...lastFocus };
          }}
          onCloseAutoFocus={(e) => {
            const to = returnFocus(opener.current.trigger, opener.current.places);
            opener.current = { seen: false, trigger: null, places: [] };
            // Somewhere else already (a click while the dialog's exit ran): the person keeps it.
            if (!focusLost()) return e.preventDefault();
            if (!to) return;
            e.preventDefault();
            to.focus();
          }}
        >
          <Dialog.Title className="confirm-title">{props.title}</Dialog.Title>
          <div className="confirm-body" ref={body}>
            {props.children}
          </div>
          <div className="confirm-actions">
            {props.extra}
            <button type="button" className="btn" ref={cancel} disabled={props.busy} onClick={props.onCancel}>
              {t('action.cancel')}
            </button>
            {props.confirm}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
