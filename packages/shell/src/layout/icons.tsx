/** Decorative 24 px line icons; each is hidden from assistive technology (the link text names it). */
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 10v9.5h5v-6h3v6h5V10',
  // A bank building for accounts, a card for cards: two tabs that do not look alike.
  accounts: 'M3 9.5 12 4l9 5.5zM5.5 10v7M10 10v7M14 10v7M18.5 10v7M3 19.5h18',
  cards: 'M2.5 6h19v12h-19zM2.5 10h19M6 14.5h5',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.2a2.6 2.6 0 1 1 3.4 2.5c-.6.2-.9.8-.9 1.4v.6M12 16.8v.2',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6 6 18',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.2 15.2 20 20',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The bank's mark: a rising sun over the horizon, "alba" being Spanish for dawn. */
export function Logo() {
  return (
    <span className="logo">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="logo__tile" />
        <path d="M7 21a9 9 0 0 1 18 0z" className="logo__sun" />
        <path d="M5 23.5h22" className="logo__line" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="logo__word">
        Banco <strong>Alba</strong>
      </span>
    </span>
  );
}
