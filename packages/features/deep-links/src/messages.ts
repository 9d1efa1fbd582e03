import type { NamespaceMessages } from '@bank-shell/core';

export const messages: NamespaceMessages = {
  'es-ES': { opening: 'Abriendo la página…' },
  'en-GB': { opening: 'Opening the page…' },
};
