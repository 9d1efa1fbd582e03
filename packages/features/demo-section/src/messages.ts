import type { NamespaceMessages } from '@bank-shell/core';

const es = {
  badge: 'Demostración',
  notice: 'Esta sección es una demostración.',
  explanation:
    'Banco Alba aún no ha construido esta página en el entorno de pruebas. Su dirección y su diseño de pantalla son los reales, así que los enlaces que llevan aquí funcionan.',
  address: 'Dirección',
  home: 'Ir a mi posición global',
} as const;

export type DemoSectionMessageKey = keyof typeof es;

const en: Record<DemoSectionMessageKey, string> = {
  badge: 'Demo',
  notice: 'This section is a demonstration.',
  explanation:
    'Banco Alba has not built this page in the sandbox yet. Its address and its screen layout are the real ones, so links that lead here work.',
  address: 'Address',
  home: 'Go to my overview',
};

export const messages: NamespaceMessages<DemoSectionMessageKey> = { 'es-ES': es, 'en-GB': en };
