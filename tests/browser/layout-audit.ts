/**
 * What a person on a narrow screen meets, measured in the page (issue 22):
 * the document wider than the viewport, a control they cannot reach
 * (outside the viewport, clipped by a box that does not scroll, or under
 * another element at its centre once scrolled to), a target under 24 × 24
 * CSS px without the spacing WCAG 2.5.8 allows, and, below 768 px, a primary
 * action under 44 × 44.
 *
 * Kept as source text evaluated in the page: tsx would wrap named functions
 * in a helper the page lacks, and no script can be injected under the CSP.
 */
export const layoutAuditSource = String.raw`(({ narrow, limit }) => {
  const problems = [];
  const de = document.documentElement;
  const vw = de.clientWidth, vh = innerHeight;
  const describe = (el) => {
    if (!el) return 'nothing';
    const id = el.id ? '#' + el.id : '';
    const tid = el.getAttribute('data-testid') ? '[data-testid=' + el.getAttribute('data-testid') + ']' : '';
    const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
    const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('title') || el.getAttribute('name') || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return el.tagName.toLowerCase() + id + tid + cls + (name ? ' "' + name + '"' : '');
  };
  if (de.scrollWidth > de.clientWidth) {
    const wide = [...document.body.querySelectorAll('*')].filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && (r.right > vw + 1 || r.left < -1) && getComputedStyle(e).position !== 'fixed'; });
    const outer = wide.filter((e) => !wide.includes(e.parentElement)).slice(0, 3).map((e) => describe(e) + ' ' + Math.round(e.getBoundingClientRect().left) + '..' + Math.round(e.getBoundingClientRect().right));
    problems.push('the page is ' + de.scrollWidth + ' px wide for ' + de.clientWidth + ': ' + outer.join(', '));
  }
  const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].filter((d) => d.checkVisibility());
  // What a person can act on now: the open dialog, else the open menu, else the slid-in navigation, else the page.
  const menu = document.querySelector('[role=menu]');
  const drawer = document.querySelector('nav#side-nav.open');
  const scope = dialogs.length ? dialogs[dialogs.length - 1] : menu ? menu : drawer && getComputedStyle(drawer).position === 'fixed' ? drawer : document.body;
  const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=menuitem], [role=menuitemradio], [role=checkbox], [role=switch], [role=option], [tabindex]:not([tabindex="-1"])';
  const targets = [...scope.querySelectorAll(selector)].filter((el) => {
    if (el.closest('[inert], [aria-hidden=true], .fc') || el.matches(':disabled, [aria-disabled=true], .skip-link')) return false;
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  }).slice(0, limit);
  const clips = (el) => {
    const out = [];
    for (let p = el.parentElement; p && p !== document.body && p !== de; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') out.push({ el: p, x: s.overflowX, y: s.overflowY });
      if (s.position === 'fixed') break;
    }
    return out;
  };
  const boxOf = (el) => {
    // A native checkbox or radio is as large as the browser draws it: its label is the target.
    if (el.matches('input[type=checkbox], input[type=radio]') && el.labels && el.labels[0]) return el.labels[0].getBoundingClientRect();
    return el.getBoundingClientRect();
  };
  const hits = (el, hit) => !!hit && (hit === el || el.contains(hit) || (el.labels && [...el.labels].some((l) => l.contains(hit))) || (hit.tagName === 'LABEL' && hit.control === el));
  for (const el of targets) {
    // A box that hides overflow without scrolling cuts off what lies outside it: no scrolling brings it back.
    // Only the boxes up to the nearest one that scrolls: what lies beyond a scrolling box is reached by scrolling it
    // (the app's main region scrolls inside a frame that hides its overflow, from 768 px).
    const inner = [];
    for (const c of clips(el)) {
      inner.push(c);
      if (/auto|scroll/.test(c.x) || /auto|scroll/.test(c.y)) break;
    }
    const cut = inner.find((c) => {
      const r = el.getBoundingClientRect(), b = c.el.getBoundingClientRect();
      const outX = r.right <= b.left + 1 || r.left >= b.right - 1, outY = r.bottom <= b.top + 1 || r.top >= b.bottom - 1;
      return (outX && /hidden|clip/.test(c.x)) || (outY && /hidden|clip/.test(c.y));
    });
    if (cut) { problems.push('cut off by ' + describe(cut.el) + ': ' + describe(el)); continue; }
    let r = el.getBoundingClientRect();
    const seen = () => r.left >= -1 && r.right <= vw + 1 && r.top >= -1 && r.bottom <= vh + 1 && clips(el).every((c) => { const b = c.el.getBoundingClientRect(); return r.left >= b.left - 1 && r.right <= b.right + 1 && r.top >= b.top - 1 && r.bottom <= b.bottom + 1; });
    let hit = seen() ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : null;
    if (!hits(el, hit)) {
      el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      r = el.getBoundingClientRect();
      const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
      if (cx < 0 || cx > vw || cy < 0 || cy > vh) { problems.push('out of reach at ' + Math.round(r.left) + ',' + Math.round(r.top) + ': ' + describe(el)); continue; }
      hit = document.elementFromPoint(cx, cy);
      if (!hits(el, hit)) { problems.push('covered by ' + describe(hit) + ': ' + describe(el)); continue; }
    }
  }
  scrollTo(0, 0);
  // Target size (WCAG 2.2, 2.5.8): 24 × 24, or spaced so that a 24 px circle on its centre touches no other target.
  // Only what shows now is weighed: a box scrolled out of its scroller (a timeline's events, a long list) lies
  // under the scroller's clip, where it would seem to crowd whatever is drawn there; it was reached above.
  // A target partly scrolled out of its scroller (a timeline's leave that began before the days in view) is weighed
  // by the part that shows: the part under the clip can't be hit and crowds nothing. How much of it shows is the
  // person's scrolling (the days in view, so the date), not the layout: such a target is not weighed as a small one.
  const visibleBox = (el) => {
    let { left, top, right, bottom } = boxOf(el);
    for (const c of clips(el)) {
      const b = c.el.getBoundingClientRect();
      if (c.x !== 'visible') { left = Math.max(left, b.left); right = Math.min(right, b.right); }
      if (c.y !== 'visible') { top = Math.max(top, b.top); bottom = Math.min(bottom, b.bottom); }
    }
    return { left, top, right, bottom, width: right - left, height: bottom - top };
  };
  const boxes = targets.map((el) => ({ el, r: boxOf(el), v: visibleBox(el) })).filter((b) => b.v.width > 1 && b.v.height > 1);
  const partlyScrolledOut = (b) => b.v.width < b.r.width - 1 || b.v.height < b.r.height - 1;
  const inline = (el) => el.tagName === 'A' && getComputedStyle(el).display === 'inline' && (el.parentElement?.textContent || '').trim().length > (el.textContent || '').trim().length;
  const small = boxes.filter((b) => (b.r.width < 23.5 || b.r.height < 23.5) && !inline(b.el) && !partlyScrolledOut(b));
  const centre = (r) => [r.left + r.width / 2, r.top + r.height / 2];
  const distance = ([x, y], r) => Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
  for (const s of small) {
    const c = centre(s.r);
    const near = boxes.find((o) => o !== s && !o.el.contains(s.el) && !s.el.contains(o.el) && (distance(c, o.v) < 12 || (small.includes(o) && Math.hypot(c[0] - centre(o.r)[0], c[1] - centre(o.r)[1]) < 24)));
    if (near) problems.push('target ' + Math.round(s.r.width) + '×' + Math.round(s.r.height) + ' too close to ' + describe(near.el) + ': ' + describe(s.el));
  }
  if (narrow) {
    const primary = [...scope.querySelectorAll('.btn-primary, .app-header > button, .app-header > a, .side-panel-header > button, .chat-send')].filter((el) => el.checkVisibility() && !el.matches(':disabled') && !el.closest('[inert], [aria-hidden=true]'));
    for (const el of primary) {
      const r = el.getBoundingClientRect();
      if (r.width < 43.5 || r.height < 43.5) problems.push('primary action ' + Math.round(r.width) + '×' + Math.round(r.height) + ' under 44 × 44: ' + describe(el));
    }
  }
  // A cell of a table drawn as a table is a table cell: one made a flex box leaves the table's layout, and its row's
  // line no longer meets its neighbours' (the notes list's person cell, 3 December). Lists drawn as cards are not tables.
  for (const cell of document.querySelectorAll('table td, table th')) {
    const table = cell.closest('table');
    if (getComputedStyle(table).display !== 'table' || !cell.checkVisibility()) continue;
    const shown = getComputedStyle(cell).display;
    if (shown !== 'table-cell') { problems.push('a table cell shown as ' + shown + ': ' + describe(cell)); break; }
  }
  return { problems, checked: targets.length };
})`;

export interface LayoutAudit {
  problems: string[];
  checked: number;
}
