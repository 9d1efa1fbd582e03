/**
 * The frame's decorative 24 px line icons, which any page's header may show; each is hidden from
 * assistive technology (the button's or link's text names it). The tab bar's own icons come with
 * the signed-in chunk (`MainNavigation`).
 */
export const ICON_PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 10v9.5h5v-6h3v6h5V10',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  back: 'M15 5l-7 7 7 7',
  close: 'M6 6l12 12M18 6 6 18',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.2 15.2 20 20',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** One line icon, drawn from its SVG path. */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg className="icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Icon({ name }: { name: IconName }) {
  return <LineIcon path={ICON_PATHS[name]} />;
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
