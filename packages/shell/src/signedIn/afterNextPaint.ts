/**
 * Runs `callback` once the next frame is on screen: a task after the frame's own rendering, where
 * `requestAnimationFrame` alone would run before its style, layout and paint. Monitoring ends a
 * route change's transaction here, so what it measures includes the paint and its work does not
 * add to it.
 */
export function afterNextPaint(win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'>, callback: () => void): void {
  win.requestAnimationFrame(() => void win.setTimeout(callback, 0));
}
