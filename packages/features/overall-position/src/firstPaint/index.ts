/**
 * The overview painted from the HTML (issue 42 §6, docs/first-paint.md): the template the build
 * renders, and the inline script that shows and fills it for a customer coming back with a session.
 */
export { OverviewFirstPaint, PAINTED_TEXT_KEYS } from './OverviewFirstPaint';
export type { PaintedTexts } from './OverviewFirstPaint';
export { paintOverview } from './paintOverview';
export type { OverviewPaintSettings, OverviewPaintWindow } from './paintOverview';
