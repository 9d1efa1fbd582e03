import { createHash } from 'node:crypto';
import type { Hono } from 'hono';

/**
 * The bank's cookie policy (issue 42 §4), the page the consent banner links to: a public page of
 * the app host in each language, `/politica-de-cookies/` and `/cookie-policy/`, each linking to the
 * other. A page of its own rather than a route of the app: the banner shows on every page, the
 * sign-up's and a visitor's included, and a plain document opens at once in the tab the banner
 * opens, with no script and no session, readable wherever the app is not (a blocked script, an
 * old browser) and by the consent manager's reviewers. Its colours follow the system's theme.
 */

export const COOKIE_POLICY_PATHS = { 'es-ES': '/politica-de-cookies/', 'en-GB': '/cookie-policy/' } as const;

type PolicyLanguage = keyof typeof COOKIE_POLICY_PATHS;

interface PolicyTexts {
  title: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  change: string;
  back: string;
  other: string;
}

const TEXTS: Readonly<Record<PolicyLanguage, PolicyTexts>> = {
  'es-ES': {
    title: 'Política de cookies',
    intro:
      'Banco Alba usa cookies y almacenamiento del navegador en su banca online. Solo usamos las necesarias para que funcione, y las de analítica y personalización si tú lo aceptas.',
    sections: [
      {
        heading: 'Necesarias',
        paragraphs: [
          'Mantienen tu sesión abierta y segura, recuerdan tu idioma y tu tema, y protegen tus operaciones. Sin ellas la banca online no funciona, por eso no se pueden rechazar.',
        ],
      },
      {
        heading: 'Analítica',
        paragraphs: [
          'Miden qué páginas se visitan y cómo se usan, para mejorar la banca online. No contienen datos de tus cuentas ni de tus operaciones. Las trata nuestro proveedor de analítica por cuenta del banco.',
        ],
      },
      {
        heading: 'Personalización',
        paragraphs: ['Nos permiten elegir las ofertas y los mensajes que te mostramos según cómo usas la web.'],
      },
      {
        heading: 'Cuánto duran',
        paragraphs: ['Las de sesión se borran al cerrarla. Tu elección se guarda en tu navegador hasta que la cambies o borres sus datos.'],
      },
    ],
    change:
      'Puedes cambiar tu elección cuando quieras desde el aviso de cookies, y en la aplicación del banco desde sus ajustes. Dentro de la aplicación es ella quien te pregunta.',
    back: 'Ir a la banca online',
    other: 'Cookie policy in English',
  },
  'en-GB': {
    title: 'Cookie policy',
    intro:
      'Banco Alba uses cookies and browser storage in its online banking. We only use those it needs to work, and analytics and personalisation ones if you allow them.',
    sections: [
      {
        heading: 'Necessary',
        paragraphs: [
          'They keep your session open and secure, remember your language and theme, and protect your payments. Online banking does not work without them, so they cannot be refused.',
        ],
      },
      {
        heading: 'Analytics',
        paragraphs: [
          'They measure which pages are visited and how they are used, to improve online banking. They hold no data from your accounts or payments. Our analytics provider handles them on the bank’s behalf.',
        ],
      },
      {
        heading: 'Personalisation',
        paragraphs: ['They let us choose the offers and messages we show you from how you use the site.'],
      },
      {
        heading: 'How long they last',
        paragraphs: ['Session ones are deleted when it ends. Your choice is kept in your browser until you change it or clear its data.'],
      },
    ],
    change:
      'You can change your choice at any time from the cookie notice, and in the bank’s app from its settings. Inside the app, the app asks you itself.',
    back: 'Go to online banking',
    other: 'Política de cookies en español',
  },
};

/** The page's only styles, allowed by their digest: the page runs no script and loads nothing. */
const STYLE = [
  ':root{color-scheme:light dark;--ink:#1b1f2a;--muted:#4f5869;--canvas:#f4f5f7;--surface:#fff;--line:#e3e6eb;--link:#9a3412}',
  '@media (prefers-color-scheme:dark){:root{--ink:#e6e8ec;--muted:#b4bac6;--canvas:#111318;--surface:#1a1d23;--line:#323843;--link:#fdba74}}',
  'body{margin:0;background:var(--canvas);color:var(--ink);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  'main{box-sizing:border-box;max-width:46rem;margin:24px auto;padding:24px 20px;background:var(--surface);border:1px solid var(--line);border-radius:14px}',
  'h1{margin:0 0 12px;font-size:1.5rem}h2{margin:24px 0 4px;font-size:1.125rem}p{margin:0 0 8px}.muted{color:var(--muted)}',
  'nav{display:flex;flex-wrap:wrap;gap:8px 24px;margin-top:24px}a{color:var(--link);font-weight:600}',
  'a:focus-visible{outline:3px solid currentColor;outline-offset:2px}',
  '@media (max-width:600px){main{margin:0;border:0;border-radius:0}}',
].join('');

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/** Every text here is the bank's own, but escaped all the same: a later edit must not become markup. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function policyPage(language: PolicyLanguage): string {
  const texts = TEXTS[language];
  const otherLanguage: PolicyLanguage = language === 'es-ES' ? 'en-GB' : 'es-ES';
  const sections = texts.sections
    .map(({ heading, paragraphs }) => `<h2>${escapeText(heading)}</h2>${paragraphs.map((text) => `<p>${escapeText(text)}</p>`).join('')}`)
    .join('');
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeText(texts.title)} – Banco Alba</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeText(texts.title)}</h1><p class="muted">${escapeText(texts.intro)}</p>${sections}` +
    `<p>${escapeText(texts.change)}</p><nav><a href="/">${escapeText(texts.back)}</a>` +
    `<a href="${COOKIE_POLICY_PATHS[otherLanguage]}" hreflang="${otherLanguage}" lang="${otherLanguage}">${escapeText(texts.other)}</a></nav>` +
    '</main></body></html>'
  );
}

const PAGES: Readonly<Record<PolicyLanguage, string>> = { 'es-ES': policyPage('es-ES'), 'en-GB': policyPage('en-GB') };

/** `GET /politica-de-cookies/` (Spanish) and `GET /cookie-policy/` (English) on the app host. */
export function registerCookiePolicyRoutes(app: Hono): void {
  for (const language of ['es-ES', 'en-GB'] as const) {
    app.get(COOKIE_POLICY_PATHS[language], (c) =>
      c.html(PAGES[language], 200, {
        'Content-Security-Policy': `default-src 'none'; style-src ${STYLE_HASH}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`,
        'Cache-Control': 'public, max-age=3600',
        'Content-Language': language,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
      }),
    );
  }
}
