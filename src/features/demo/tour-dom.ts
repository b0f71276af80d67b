import i18next from 'i18next';
import type { TourStep, TourTarget, TourValue } from '../../domain/tour';
import { appNow } from '../../domain/clock';
import { formatFixed2, formatNumber } from '../../i18n/format';

/**
 * How a tour finds things on the real page and acts on them the way a user
 * would. Names are translation keys ("ns:key"), so a tour runs in every
 * language; the bubble itself is never a target.
 */
export function translate(ref: string): string {
  const i = ref.indexOf(':');
  const [ns, key] = i > 0 ? [ref.slice(0, i), ref.slice(i + 1)] : ['demo', ref];
  if (!i18next.hasLoadedNamespace?.(ns)) void i18next.loadNamespaces(ns);
  return i18next.t(key, { ns });
}

export function resolveValue(v: TourValue): string {
  if ('literal' in v) return v.literal;
  if ('key' in v) return translate(v.key);
  if ('number' in v) return v.money ? formatFixed2(v.number) : formatNumber(v.number);
  const d = appNow();
  d.setUTCDate(d.getUTCDate() + v.daysFromToday);
  if (v.weekday !== undefined) while (d.getUTCDay() !== v.weekday) d.setUTCDate(d.getUTCDate() + 1);
  if (v.avoidYearEnd && d.getUTCMonth() === 11 && d.getUTCDate() >= 15) d.setUTCDate(d.getUTCDate() + 21);
  d.setUTCDate(d.getUTCDate() + (v.plusDays ?? 0));
  return d.toISOString().slice(0, 10);
}

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
const roleSelector: Record<NonNullable<TourTarget['role']>, string> = {
  button: 'button, [role="button"]',
  menuitem: '[role="menuitem"]',
  link: 'a[href], [role="link"]',
  switch: '[role="switch"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
};

function accessibleName(el: Element): string {
  const labelled = el.getAttribute('aria-labelledby');
  if (labelled) return norm(labelled.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
  return norm(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.textContent);
}

export function isVisible(el: Element | null): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false;
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return false;
  const style = getComputedStyle(el);
  return style.visibility !== 'hidden' && style.display !== 'none';
}

/** The topmost open dialog, where the user's attention (and focus) is. */
export function topDialog(): HTMLElement | null {
  const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter((d) => isVisible(d) && !d.closest('.tour-bubble'));
  return open.at(-1) ?? null;
}

function scopes(t: TourTarget): ParentNode[] {
  const root: ParentNode | null = t.inDialog ? topDialog() : document;
  let roots: ParentNode[] = root ? [root] : [];
  if (t.row) {
    const text = resolveValue(t.row);
    roots = roots.flatMap((r) => [...r.querySelectorAll('tr')].filter((tr) => norm(tr.textContent).includes(text)));
  }
  return roots;
}

function candidates(t: TourTarget): HTMLElement[] {
  if (t.label) {
    const wanted = translate(t.label);
    return scopes(t)
      .flatMap((r) => [...r.querySelectorAll('label')])
      .filter((l) => {
        const text = norm(l.querySelector('span')?.textContent ?? l.textContent).replace(/\s*\*$/, '');
        // "Montant (MAD)" is the amount's label: a unit may follow the name.
        return text === wanted || text.startsWith(`${wanted} (`);
      })
      .map((l) => (l.control ?? l.querySelector('input, select, textarea')) as HTMLElement | null)
      .filter((el): el is HTMLElement => !!el);
  }
  const selector = t.css ?? (t.role ? roleSelector[t.role] : '*');
  let found = scopes(t).flatMap((r) => [...r.querySelectorAll<HTMLElement>(selector)]);
  if (t.name) {
    const name = translate(t.name);
    found = found.filter((el) => {
      const n = accessibleName(el);
      return n === name || n.startsWith(`${name} `);
    });
  }
  if (t.nameHas) {
    const part = resolveValue(t.nameHas);
    found = found.filter((el) => accessibleName(el).includes(part));
  }
  return found;
}

/** The element a step acts on, once it is visible. */
export function findTarget(t: TourTarget): HTMLElement | null {
  const visible = candidates(t).filter((el) => isVisible(el) && !el.closest('.tour-bubble'));
  return (t.last ? visible.at(-1) : visible[0]) ?? null;
}

const optionOf = (el: HTMLSelectElement, value: string) => [...el.options].find((o) => o.value === value) ?? [...el.options].find((o) => norm(o.textContent) === value);

/**
 * The step's target once the user could act on it: shown, enabled, and for a
 * choice, with the option loaded (lists often fill in after the panel opens).
 */
export function readyTarget(step: TourStep): HTMLElement | null {
  if (!step.target) return null;
  const el = findTarget(step.target);
  if (!el) return null;
  if (step.action.kind === 'none') return el;
  // Under an open panel the user could not reach it: wait until the panel is gone.
  const dialog = topDialog();
  if (dialog && !dialog.contains(el) && step.action.kind !== 'persona' && step.action.kind !== 'navigate') return null;
  if ((el as HTMLButtonElement).disabled) return null;
  if (step.action.kind === 'select') return el instanceof HTMLSelectElement && optionOf(el, resolveValue(step.action.value)) ? el : null;
  return el;
}

// React tracks input values itself: set through the native setter, then announce the change.
function setNativeValue(el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  const proto = Object.getPrototypeOf(el) as object;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
}

export function typeInto(el: HTMLElement, value: string) {
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) throw new Error('tour.error.action');
  el.focus();
  setNativeValue(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

export function choose(el: HTMLElement, value: string) {
  if (!(el instanceof HTMLSelectElement)) throw new Error('tour.error.action');
  const option = optionOf(el, value);
  if (!option || option.disabled) throw new Error('tour.error.action');
  el.focus();
  setNativeValue(el, option.value);
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

export function clickOn(el: HTMLElement) {
  if ((el as HTMLButtonElement).disabled) throw new Error('tour.error.action');
  el.scrollIntoView({ block: 'nearest' });
  // Menus open on pointer down, not on click: send what a mouse sends.
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, pointerType: 'mouse', isPrimary: true };
  el.dispatchEvent(new PointerEvent('pointerdown', init));
  el.dispatchEvent(new MouseEvent('mousedown', init));
  el.dispatchEvent(new PointerEvent('pointerup', init));
  el.dispatchEvent(new MouseEvent('mouseup', init));
  el.click();
}

const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

/**
 * Picks a period in the shared date-range picker as a user would: opens its
 * calendar, turns the months forward until each day shows, clicks the first
 * day then the last.
 */
export async function pickRange(trigger: HTMLElement, start: string, end: string) {
  clickOn(trigger);
  for (const day of [start, end]) {
    for (let month = 0; ; month++) {
      await nextFrame();
      const popover = document.querySelector<HTMLElement>('.calendar-popover');
      if (!popover) throw new Error('tour.error.targetMissing');
      const button = popover.querySelector<HTMLButtonElement>(`button[data-day="${day}"]:not([aria-disabled=true])`);
      if (button) {
        clickOn(button);
        break;
      }
      const next = [...popover.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.getAttribute('aria-label') === translate('deferred:input.date.nextMonth'));
      if (!next || month > 24) throw new Error('tour.error.action');
      clickOn(next);
    }
  }
  await nextFrame();
}
