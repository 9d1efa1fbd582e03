/**
 * Mi área's screens and their addresses: `#/area-personal` the overview of its sections, and one
 * address a section (what follows the base path, `match.rest`, says which), so that a message or
 * another page can lead straight to one.
 */
export const BASE_PATH = '/area-personal';

export const SECTIONS = ['datos', 'clave', 'notificaciones', 'documentos'] as const;
export type Section = (typeof SECTIONS)[number];

export type Screen = { readonly name: 'home' } | { readonly name: 'section'; readonly section: Section } | { readonly name: 'notFound' };

export function screenOf(rest: string): Screen {
  const trimmed = rest.replace(/^\//, '').replace(/\/$/, '');
  if (trimmed === '') return { name: 'home' };
  const section = SECTIONS.find((candidate) => candidate === trimmed);
  return section === undefined ? { name: 'notFound' } : { name: 'section', section };
}

export const sectionHref = (section: Section): string => `#${BASE_PATH}/${section}`;
export const HOME_HREF = `#${BASE_PATH}`;
