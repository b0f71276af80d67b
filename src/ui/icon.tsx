/** A small inline icon set: no icon font to load, direction-aware where it matters. */
const paths: Record<string, string> = {
  home: 'M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  users: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6',
  id: 'M4 5h16v14H4zM8 10a2 2 0 1 0 4 0 2 2 0 0 0-4 0M7 16a3 3 0 0 1 6 0M15 10h3M15 14h3',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  file: 'M6 2h8l6 6v14H6zM14 2v6h6',
  laptop: 'M4 5h16v10H4zM2 19h20',
  note: 'M5 3h14v18H5zM9 8h6M9 12h6M9 16h4',
  cap: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5',
  calendar: 'M4 5h16v16H4zM4 10h16M9 3v4M15 3v4',
  timeline: 'M3 6h10M7 12h14M3 18h12',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  folder: 'M3 6h6l2 2h10v11H3z',
  building: 'M4 21V3h10v18M14 9h6v12M8 7h2M8 11h2M8 15h2',
  send: 'M22 2 11 13M22 2l-7 20-4-9-9-4z',
  box: 'M21 8 12 3 3 8v8l9 5 9-5zM3 8l9 5 9-5M12 13v8',
  disc: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4',
  wrench: 'M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-4-4 8-8zM3 21l6-6',
  wallet: 'M3 7h18v13H3zM3 7l13-4v4M16 13h2',
  clock: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2',
  swap: 'M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7',
  megaphone: 'M3 11v2l13 5V6zM16 8a4 4 0 0 1 0 8M7 13v5h3',
  briefcase: 'M3 7h18v13H3zM8 7V4h8v3M3 13h18',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  download: 'M12 3v12M7 10l5 5 5-5M4 21h16',
  form: 'M5 3h14v18H5zM8 8h8M8 12h8M8 16h5',
  fingerprint: 'M12 11v4M8 9a4 4 0 0 1 8 0v6M5 12a7 7 0 0 1 14 0',
  coins: 'M8 8a6 3 0 1 0 .01 0M2 8v4c0 1.7 2.7 3 6 3s6-1.3 6-3V8M10 14v4c0 1.7 2.7 3 6 3s6-1.3 6-3v-4',
  kanban: 'M3 3h18v18H3zM9 3v18M15 3v18',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-2.9 1.2V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-2.9-1.2l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0-1.2-2.9H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.2-2.9l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 2.9-1.2V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 2.9 1.2l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0 1.2 2.9h.1a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  menu: 'M3 6h18M3 12h18M3 18h18',
  // Three rings of radius 1 (drawn 4 wide): round-capped points (h.01) drew 1.3 px dots at 16 px, lighter than the
  // icons beside them, and read as disabled (review s47).
  more: 'M12 4a1 1 0 1 0 0 2a1 1 0 1 0 0-2ZM12 11a1 1 0 1 0 0 2a1 1 0 1 0 0-2ZM12 18a1 1 0 1 0 0 2a1 1 0 1 0 0-2Z',
  search: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3',
  chat: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  bell: 'M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0',
  plus: 'M12 5v14M5 12h14',
  tasks: 'M9 11l3 3 8-8M20 12v7H4V5h11',
  // A megaphone, not a second speech bubble beside chat's (issue 26 item 9).
  feedback: 'M3 11l18-5v12L3 14v-3zM11.6 16.8a3 3 0 1 1-5.8-1.6',
  close: 'M18 6 6 18M6 6l12 12',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M18 15l-6-6-6 6',
  chevronStart: 'M15 18l-6-6 6-6',
  chevronEnd: 'M9 18l6-6-6-6',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  shield: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4',
  globe: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  palette: 'M12 22a10 10 0 1 1 10-10c0 3-2 4-4 4h-2a2 2 0 0 0-1 3.7A2 2 0 0 1 12 22zM7 11h.01M10 7h.01M15 7h.01',
  trash: 'M3 6h18M8 6V4h8v2M6 6l1 15h10l1-15',
  edit: 'M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z',
  check: 'M20 6 9 17l-5-5',
  /** Two checks: a message read (one check: sent, not read yet). */
  checks: 'M18 6 7 17l-5-5M22 10l-7.5 7.5L13 16',
  minus: 'M5 12h14',
  alert: 'M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 16v-4M12 8h.01',
  paperclip: 'M21.4 11 12.2 20.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5',
  eye: 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  filter: 'M22 3H2l8 9.5V19l4 2v-8.5z',
  refresh: 'M23 4v6h-6M1 20v-6h6M3.5 9a9 9 0 0 1 14.8-3.4L23 10M1 14l4.7 4.4A9 9 0 0 0 20.5 15',
  play: 'M5 3l14 9-14 9z',
  smile: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01',
  org: 'M9 3h6v5H9zM2 16h6v5H2zM16 16h6v5h-6zM12 8v4M5 16v-4h14v4',
};

const mirrored = new Set(['chevronStart', 'chevronEnd', 'send', 'logout']);

export function Icon({ name, size = 18, label, className }: { name: string; size?: number; label?: string; className?: string }) {
  const d = paths[name] ?? paths.info;
  return (
    <svg
      className={`icon${mirrored.has(name) ? ' icon-mirror' : ''}${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
