/** Text made safe to put inside HTML: the sandbox's pages and the documents the bank hands out. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
