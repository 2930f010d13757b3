import type { ReactNode } from 'react';

/**
 * Every icon is drawn on a 24×24 grid: `shape` is the outline that gets filled in the 'filled'
 * variant (the active entry of a navigation bar), `details` are lines drawn over it.
 */
export interface IconShape {
  readonly shape: ReactNode;
  readonly details?: ReactNode;
}

export const iconShapes = {
  home: { shape: <path d="M3 11 12 3l9 8v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" /> },
  phone: {
    shape: <rect x="6" y="2" width="12" height="20" rx="2" />,
    details: <path d="M10.5 18h3" />,
  },
  health: {
    shape: (
      <path d="M12 21s-8.5-5.3-8.5-11.2A4.6 4.6 0 0 1 12 7.3a4.6 4.6 0 0 1 8.5 2.5C20.5 15.7 12 21 12 21z" />
    ),
    details: <path d="M7 12.5h3l1.2-2.5 2 4.5 1.3-2h2.5" />,
  },
  video: {
    shape: <rect x="2" y="5" width="20" height="14" rx="4" />,
    details: <path d="M10 9v6l5-3z" />,
  },
  meeting: {
    shape: (
      <>
        <rect x="2" y="6" width="14" height="12" rx="2" />
        <path d="M16 10.5 22 7v10l-6-3.5z" />
      </>
    ),
    details: <path d="M6 12h6M9 9v6" />,
  },
  games: {
    shape: <rect x="3" y="3" width="18" height="18" rx="4" />,
    details: <path d="M8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01" strokeWidth="3" />,
  },
  info: {
    shape: <circle cx="12" cy="12" r="10" />,
    details: <path d="M12 11v6M12 7.5h.01" />,
  },
  emergency: {
    shape: <circle cx="12" cy="12" r="10" />,
    details: <path d="M12 7v10M7 12h10" />,
  },
  logout: { shape: <path d="M14 3H5v18h9" />, details: <path d="M10 12h11M17 8l4 4-4 4" /> },
  close: { shape: <path d="M6 6l12 12M18 6 6 18" /> },
  // A clock: 'later' (a reminder put off), where a cross would read as 'close'.
  later: { shape: <circle cx="12" cy="12" r="9" />, details: <path d="M12 7v5l3 3" /> },
  external: {
    shape: <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  },
  contacts: {
    shape: <rect x="4" y="2" width="16" height="20" rx="2" />,
    details: <path d="M12 7a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM7.5 18a4.5 4.5 0 0 1 9 0" />,
  },
  calendar: {
    shape: <rect x="3" y="5" width="18" height="16" rx="2" />,
    details: <path d="M3 10h18M8 3v4M16 3v4" />,
  },
  medicine: {
    shape: <path d="M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7z" />,
    details: <path d="M7 7l7 7" />,
  },
  plus: { shape: <path d="M12 5v14M5 12h14" /> },
  edit: { shape: <path d="M4 20h4L19 9l-4-4L4 16z" />, details: <path d="M13 7l4 4" /> },
  search: { shape: <circle cx="11" cy="11" r="7" />, details: <path d="M21 21l-5-5" /> },
  check: { shape: <path d="M5 12.5l4.5 4.5L19 7" /> },
  alert: {
    shape: <path d="M12 3 2 20h20z" />,
    details: <path d="M12 10v4M12 17h.01" />,
  },
  back: { shape: <path d="M19 12H5M11 6l-6 6 6 6" /> },
  forward: { shape: <path d="M5 12h14M13 6l6 6-6 6" /> },
  family: {
    shape: (
      <path d="M9 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM3 20a6 6 0 0 1 12 0zM17 7a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM15.5 20a5 5 0 0 1 6-4.9V20z" />
    ),
  },
  photo: {
    shape: <rect x="2" y="4" width="20" height="16" rx="2" />,
    details: <path d="M2 17l6-6 5 5 3-3 6 6M15.5 8.5h.01" />,
  },
  offline: {
    shape: (
      <path d="M2 8.5a15 15 0 0 1 20 0M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M12 19h.01" />
    ),
    details: <path d="M3 3l18 18" />,
  },
} as const satisfies Record<string, IconShape>;

export type IconName = keyof typeof iconShapes;
