import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_CONFIG, resolveLayout } from './config';
import { LAYOUT_MODE_DEFAULTS } from './modes';

describe('layout mode defaults (shell.md §2.3, features.md §4.3)', () => {
  it('has exactly the eight modes of the spec', () => {
    expect(Object.keys(LAYOUT_MODE_DEFAULTS)).toEqual(['distributive', 'content', 'branded', 'flow', 'feedback', 'search', 'empty', 'cms']);
  });

  it('distributive: tab bar visible, search on the left, personal area as main action', () => {
    const layout = resolveLayout({ mode: 'distributive' });
    expect(layout).toMatchObject({ tabBar: true, footer: true, header: true, leftAction: 'search' });
    expect(layout.mainAction).toEqual({ id: 'personal-area' });
  });

  it('content: back action on the left', () => {
    expect(resolveLayout({ mode: 'content' })).toMatchObject({ leftAction: 'back', footer: true, tabBar: false, mainAction: null });
  });

  it('branded: same as content', () => {
    expect({ ...resolveLayout({ mode: 'branded' }), mode: 'content' }).toEqual(resolveLayout({ mode: 'content' }));
  });

  it('flow: footer hidden, back and close buttons on, white background', () => {
    expect(resolveLayout({ mode: 'flow' })).toMatchObject({ footer: false, leftAction: 'back', closeButton: true, whiteBackground: true });
  });

  it('flow: the close button can be turned off', () => {
    expect(resolveLayout({ mode: 'flow', closeButton: false }).closeButton).toBe(false);
  });

  it('feedback: footer hidden, white background, no home action unless asked', () => {
    expect(resolveLayout({ mode: 'feedback' })).toMatchObject({
      footer: false,
      whiteBackground: true,
      homeAction: false,
      homeTarget: null,
    });
  });

  it('feedback: a home target turns the home action on and says where it leads', () => {
    expect(resolveLayout({ mode: 'feedback', homeTarget: 'cards' })).toMatchObject({ homeAction: true, homeTarget: 'cards' });
    expect(resolveLayout({ mode: 'feedback', homeAction: true, homeTarget: '' })).toMatchObject({ homeAction: true, homeTarget: null });
  });

  it('search: the plain frame, without mode actions', () => {
    expect(resolveLayout({ mode: 'search' })).toMatchObject({ header: true, footer: true, leftAction: 'none', mainAction: null });
  });

  it('empty: footer hidden, back link on, white background, no logout button, header shown', () => {
    expect(resolveLayout({ mode: 'empty' })).toMatchObject({
      footer: false,
      leftAction: 'back',
      whiteBackground: true,
      logoutButton: false,
      header: true,
    });
  });

  it('empty: may hide the header, show a logout button and drop the white background', () => {
    expect(resolveLayout({ mode: 'empty', hideHeader: true, logoutButton: true, whiteBackground: false })).toMatchObject({
      header: false,
      logoutButton: true,
      whiteBackground: false,
    });
  });

  it('cms: wide layout with a back action', () => {
    expect(resolveLayout({ mode: 'cms' })).toMatchObject({ wide: true, leftAction: 'back' });
  });

  it('the default layout is distributive', () => {
    expect(resolveLayout(DEFAULT_LAYOUT_CONFIG).mode).toBe('distributive');
  });

  it('a main action of null removes the default main action', () => {
    expect(resolveLayout({ mode: 'distributive', mainAction: null }).mainAction).toBeNull();
  });

  it('carries the classes, and a title or a logo', () => {
    const layout = resolveLayout({
      mode: 'content',
      headerClass: 'h',
      headingClass: 'g',
      footerClass: 'f',
      tabBarClass: 't',
      mainClass: 'm',
      title: 'Cards',
    });
    expect(layout.classes).toEqual({ header: 'h', heading: 'g', footer: 'f', tabBar: 't', main: 'm' });
    expect(layout.title).toBe('Cards');
    expect(resolveLayout({ mode: 'branded', logo: { src: '/partner.svg', alt: 'Partner' } }).logo).toEqual({
      src: '/partner.svg',
      alt: 'Partner',
    });
  });
});
