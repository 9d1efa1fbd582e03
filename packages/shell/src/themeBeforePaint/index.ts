export { THEME_SCRIPT_ATTRIBUTE, themeBeforePaintScript } from './themeBeforePaint';
