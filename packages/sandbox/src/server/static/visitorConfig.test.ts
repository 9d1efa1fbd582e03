import { describe, expect, it } from 'vitest';
import { VISITOR_PAGES, visitorConfigOf } from './visitorConfig';

const mean = (id: string, path = id) => ({ id, path, host: 'http://localhost:5173/cdn/', module: `${id}/index.js` });

describe("a visitor's configuration (issue 40 §2)", () => {
  it("names shell.md §2.2's pages that need no login, and the sign-up", () => {
    expect([...VISITOR_PAGES].sort()).toEqual(
      [
        'insight',
        'login',
        'geolocation',
        'broker-interactive-platform',
        'logout-campaigns',
        'pin-recovery',
        'logout',
        'modal',
        'signups-account',
      ].sort(),
    );
  });

  it('keeps the means of those pages (by their first segment), of the page the fallback route sends to, and of the kept ids, and says so', () => {
    const config = {
      urlsConfig: { login: 'x' },
      propsConfig: {
        'enable-pending-operation': true,
        fallbackRoute: { id: 'unknown-route', redirect: '/pagina-no-encontrada' },
        means: [
          mean('login'),
          mean('posicion-global'),
          mean('signup', 'signups-account/step'),
          mean('mis-metas'),
          mean('logout-x', 'logoutx'),
          mean('page-not-found', 'pagina-no-encontrada'),
        ],
        localMeans: [mean('insight'), mean('tarjetas')],
      },
    };
    const visitor = visitorConfigOf(config, new Set(['mis-metas']));
    expect(visitor.propsConfig.means.map((m) => m.id)).toEqual(['login', 'signup', 'mis-metas', 'page-not-found']);
    expect(visitor.propsConfig.localMeans?.map((m) => m.id)).toEqual(['insight']);
    expect(visitor.propsConfig).toMatchObject({ meansScope: 'public-pages', 'enable-pending-operation': true });
    expect(visitor.urlsConfig).toEqual({ login: 'x' });
    // The configuration it was made from is left as it was.
    expect(config.propsConfig.means).toHaveLength(6);
  });
});
