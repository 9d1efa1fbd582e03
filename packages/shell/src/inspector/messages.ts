import type { NamespaceMessages } from '@bank-shell/core';

/**
 * The inspector's texts. They come with its chunk, both languages at once: the page never loads
 * them unless a developer opens the panel. Lifecycle states, topics, route ids and layout modes
 * stay as the code names them: they are what a developer searches the code and the spec for.
 */
export const INSPECTOR_NAMESPACE = 'shell-inspector';

export const es = {
  title: 'Inspector de desarrollo',
  close: 'Cerrar',
  sections: 'Partes del inspector',
  shortcutHint: 'Alt+Mayús+D lo abre y lo cierra; Escape lo cierra. Solo existe donde se permiten sustituciones.',
  features: 'Funcionalidades',
  noConfig: 'La configuración aún no ha llegado.',
  path: 'Ruta',
  kind: 'Tipo',
  version: 'Versión',
  builtIn: 'incluida en el sandbox',
  module: 'Módulo',
  overriddenFrom: 'Sustituida: {url}',
  routeAndLayout: 'Ruta y diseño',
  noRoute: 'Ninguna ruta en pantalla.',
  routeId: 'Id',
  params: 'Parámetros',
  query: 'Consulta',
  none: 'ninguno',
  group: 'Grupo de rutas',
  mode: 'Modo',
  chrome: 'Se ve',
  header: 'cabecera',
  footer: 'pie',
  tabBar: 'barra de pestañas',
  nothing: 'solo el contenido',
  events: 'Eventos del bus',
  eventsNote: 'Los últimos {count}, del más reciente al más antiguo. Pueden llevar datos personales.',
  noEvents: 'Ningún evento todavía.',
  accepted: 'aceptado',
  refused: 'rechazado',
  payload: 'Contenido',
  overrides: 'Sustituciones',
  noOverrides: 'Ninguna: cada funcionalidad viene del banco.',
  changeOverrides: 'Cambiar las sustituciones',
} as const;

/** The inspector's texts, one key per text: every locale has them all. */
export type InspectorMessages = Readonly<Record<keyof typeof es, string>>;

const en: InspectorMessages = {
  title: 'Developer inspector',
  close: 'Close',
  sections: 'Parts of the inspector',
  shortcutHint: 'Alt+Shift+D opens and closes it; Escape closes it. It exists only where overrides are allowed.',
  features: 'Features',
  noConfig: 'The configuration has not arrived yet.',
  path: 'Path',
  kind: 'Kind',
  version: 'Version',
  builtIn: 'built into the sandbox',
  module: 'Module',
  overriddenFrom: 'Overridden: {url}',
  routeAndLayout: 'Route and layout',
  noRoute: 'No route on screen.',
  routeId: 'Id',
  params: 'Parameters',
  query: 'Query',
  none: 'none',
  group: 'Route group',
  mode: 'Mode',
  chrome: 'Shown',
  header: 'header',
  footer: 'footer',
  tabBar: 'tab bar',
  nothing: 'the content only',
  events: 'Bus events',
  eventsNote: 'The last {count}, newest first. They may carry personal data.',
  noEvents: 'No events yet.',
  accepted: 'accepted',
  refused: 'refused',
  payload: 'Payload',
  overrides: 'Overrides',
  noOverrides: 'None: every feature comes from the bank.',
  changeOverrides: 'Change overrides',
};

export const inspectorMessages: NamespaceMessages<keyof typeof es> = { 'es-ES': es, 'en-GB': en };
