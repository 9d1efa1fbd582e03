/**
 * Line pictures of the overall position, drawn on a 24-unit square in the text's colour. All are
 * decorative: the text beside them, or the control's name, says what they mean.
 */
const PATHS = {
  transfer: 'M4 8h15l-4-4M20 16H5l4 4',
  bizum: 'M7.5 2.5h9a1 1 0 0 1 1 1v17a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1v-17a1 1 0 0 1 1-1zM10.5 18h3M13 6.5l-2.5 4h3l-2.5 4',
  bill: 'M6 2.5h12v19l-3-2-3 2-3-2-3 2zM9 7.5h6M9 11h6M9 14.5h3.5',
  chevronRight: 'M9 5l7 7-7 7',
  chevronLeft: 'M15 5l-7 7 7 7',
  copy: 'M8.5 8.5h11v12h-11zM15.5 8.5v-5h-11v12h4',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  inbox: 'M3 13.5 5.5 5h13l2.5 8.5V19H3zM3 13.5h5.5l1 2.5h5l1-2.5H21',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3.5 2',
  star: 'M12 3.2l2.7 5.5 6 .9-4.35 4.25 1 6L12 17l-5.35 2.85 1-6L3.3 9.6l6-.9z',
  shield: 'M12 3l7.5 2.8v5.7c0 4.4-3.1 8.1-7.5 9.5-4.4-1.4-7.5-5.1-7.5-9.5V5.8zM9 12l2.2 2.2L15.5 10',
  lock: 'M6 10.5h12V21H6zM8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3M12 14.5v2.5',
  unlock: 'M6 10.5h12V21H6zM8.5 10.5V7.5a3.5 3.5 0 0 1 6.9-.8M12 14.5v2.5',
  phone: 'M5.5 3.5h3l1.5 4.5-2 1.5a11.5 11.5 0 0 0 6 6l1.5-2 4.5 1.5v3a1.5 1.5 0 0 1-1.5 1.5C10.7 19.5 4.5 13.3 4 5a1.5 1.5 0 0 1 1.5-1.5z',
  mail: 'M3 5.5h18v13H3zM3.5 6l8.5 7 8.5-7',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5a7.5 7.5 0 0 1 15 0',
  office: 'M4 21V5.5L12 3l8 2.5V21M4 21h16M9 21v-4h6v4M8 8.5h2M14 8.5h2M8 12.5h2M14 12.5h2',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5.5M12 7.5v.5',
  close: 'M6 6l12 12M18 6L6 18',
  loan: 'M3 7h18v10H3zM12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM6 10v4M18 10v4',
  card: 'M3 5.5h18v13H3zM3 9.5h18M6.5 15h4',
  savings: 'M12 21v-8M12 13c0-4 3-6 7-6 0 4-3 6-7 6zM12 15.5c0-3-2.5-5-6-5 0 3 2.5 5 6 5z',
  gift: 'M4 10.5h16V21H4zM3 7h18v3.5H3zM12 7v14M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7zM12 7c1.5-3 5-3.5 5-1.5S14 7 12 7z',
  invest: 'M3 20h18M5 16l5-5 3.5 3.5L20 8M15 8h5v5',
  // Movement categories (categories.ts).
  salary: 'M12 3v11M7.5 9.5 12 14l4.5-4.5M4 15v5h16v-5',
  home: 'M3.5 11 12 4l8.5 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  taxes: 'M3 9.5 12 4l9 5.5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20.5h18',
  food: 'M7 3v18M5 3v5a2 2 0 0 0 4 0V3M17 21V3c-2 1.5-3 4-3 7.5h3',
  travel: 'M4 8h16v12H4zM9 8V5h6v3M4 13h16',
  leisure: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10 8.5v7l6-3.5z',
  shopping: 'M5 8h14l-1 13H6zM9 8V6.5a3 3 0 0 1 6 0V8',
  other: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12h.01M12 12h.01M16 12h.01',
} as const;

/** The pictures there are. */
export type IconName = keyof typeof PATHS;

/** One of the pictures above, `size` pixels square, hidden from assistive technology. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
