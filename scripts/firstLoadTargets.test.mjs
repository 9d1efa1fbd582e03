import { describe, expect, it } from 'vitest';
import {
  LOGIN_JS_SENT_MAX_RATIO_TO_GZIP,
  LOGIN_LCP_MAX_RATIO_TO_REACT_ONLY,
  LOGIN_PAGE_JS_BUDGET_BYTES,
  OVERALL_POSITION_TBT_LIMIT_MS,
  VISIBLE_BUTTON_MAX_RATIO_TO_REACT_ONLY,
  firstLoadVerdicts,
} from './lib/firstLoadTargets.mjs';

/** Figures of a run that meets every target, each one overridable. */
const passing = (overrides = {}) => ({
  loginJsGzipBytes: 85_000,
  loginJsFileGzipBytes: 84_500,
  loginJsSentBytes: 80_000,
  login: { performanceScore: 99, lcpMs: 1_500, cls: 0, htmlBytesSent: 13_900 },
  reactOnly: { lcpMs: 1_450 },
  overallPosition: { performanceScore: 97, tbtMs: 20 },
  loginVisibleButtonMs: 1_000,
  reactOnlyVisibleButtonMs: 950,
  ...overrides,
});

const verdictOn = (figures, targetStart) => firstLoadVerdicts(figures).find((verdict) => verdict.target.startsWith(targetStart));

describe('first-load verdicts (issue 12)', () => {
  it('passes every target when every figure is within it', () => {
    const verdicts = firstLoadVerdicts(passing());
    expect(verdicts).toHaveLength(9);
    expect(verdicts.filter((verdict) => !verdict.pass)).toEqual([]);
  });

  it('allows the login page exactly its JS budget, and fails it one byte over', () => {
    expect(verdictOn(passing({ loginJsGzipBytes: LOGIN_PAGE_JS_BUDGET_BYTES }), 'login: JS gzip').pass).toBe(true);
    const over = verdictOn(passing({ loginJsGzipBytes: LOGIN_PAGE_JS_BUDGET_BYTES + 1 }), 'login: JS gzip');
    expect(over).toEqual({ target: 'login: JS gzip ≤ 92.0 KB', measured: '92.0 KB', pass: false });
  });

  it('fails the bytes sent when the server sends uncompressed JavaScript (three times its gzip size)', () => {
    const verdict = verdictOn(passing({ loginJsFileGzipBytes: 99_881, loginJsSentBytes: 301_500 }), 'login: JS bytes sent');
    expect(verdict).toEqual({ target: 'login: JS bytes sent ≤ 1.05× gzip', measured: '3.02× (301.5 KB vs 99.9 KB)', pass: false });
    const atLimit = passing({ loginJsFileGzipBytes: 100_000, loginJsSentBytes: 100_000 * LOGIN_JS_SENT_MAX_RATIO_TO_GZIP });
    expect(verdictOn(atLimit, 'login: JS bytes sent').pass).toBe(true);
  });

  it('counts the script inline in the HTML in the budget, and only the script files in the bytes sent', () => {
    // 91,600 bytes of files and 500 of the HTML's first-paint script: over 92,000 together.
    const withInline = passing({ loginJsGzipBytes: 92_100, loginJsFileGzipBytes: 91_600, loginJsSentBytes: 91_800 });
    expect(verdictOn(withInline, 'login: JS gzip')).toEqual({ target: 'login: JS gzip ≤ 92.0 KB', measured: '92.1 KB', pass: false });
    expect(verdictOn(withInline, 'login: JS bytes sent')).toEqual({
      target: 'login: JS bytes sent ≤ 1.05× gzip',
      measured: '1.00× (91.8 KB vs 91.6 KB)',
      pass: true,
    });
  });

  it('allows the login page’s HTML 14,600 bytes sent, a new connection’s first round trip of ten segments, and fails it one byte over', () => {
    const at = (htmlBytesSent) => verdictOn(passing({ login: { ...passing().login, htmlBytesSent } }), 'login: HTML sent');
    expect(at(14_600).pass).toBe(true);
    expect(at(14_601).pass).toBe(false);
    expect(at(14_601).target).toBe('login: HTML sent ≤ 14.6 KB (one round trip)');
  });

  it('compares the login page’s LCP with the React-only page’s LCP of the same run', () => {
    const figures = (lcpMs) => passing({ login: { ...passing().login, lcpMs }, reactOnly: { lcpMs: 1_000 } });
    expect(verdictOn(figures(1_000 * LOGIN_LCP_MAX_RATIO_TO_REACT_ONLY), 'login: LCP').pass).toBe(true);
    expect(verdictOn(figures(1_250), 'login: LCP')).toMatchObject({ measured: '1.25× (1250 ms vs 1000 ms)', pass: false });
  });

  it('fails any layout shift on the login page and prints it as non-zero, however small', () => {
    const verdict = verdictOn(passing({ login: { ...passing().login, cls: 0.0004 } }), 'login: CLS');
    expect(verdict).toEqual({ target: 'login: CLS 0', measured: '0.00040', pass: false });
  });

  it('needs the Lighthouse scores at least at their targets', () => {
    expect(verdictOn(passing({ login: { ...passing().login, performanceScore: 97 } }), 'login: Lighthouse').pass).toBe(false);
    expect(verdictOn(passing({ login: { ...passing().login, performanceScore: 98 } }), 'login: Lighthouse').pass).toBe(true);
    expect(verdictOn(passing({ overallPosition: { performanceScore: 94, tbtMs: 0 } }), 'overall position: Lighthouse').pass).toBe(false);
    expect(verdictOn(passing({ overallPosition: { performanceScore: 95, tbtMs: 0 } }), 'overall position: Lighthouse').pass).toBe(true);
  });

  it('needs the overall position’s TBT strictly under its limit', () => {
    const tbt = (tbtMs) => verdictOn(passing({ overallPosition: { performanceScore: 97, tbtMs } }), 'overall position: TBT');
    expect(tbt(OVERALL_POSITION_TBT_LIMIT_MS)).toEqual({ target: 'overall position: TBT < 100 ms', measured: '100.0 ms', pass: false });
    expect(tbt(99.6)).toMatchObject({ measured: '99.6 ms', pass: true });
  });

  it('compares the time to a visible "Entrar" with the React-only page’s button under the same throttling', () => {
    const figures = (loginVisibleButtonMs) => passing({ loginVisibleButtonMs, reactOnlyVisibleButtonMs: 1_000 });
    expect(verdictOn(figures(1_000 * VISIBLE_BUTTON_MAX_RATIO_TO_REACT_ONLY), 'throttled').pass).toBe(true);
    expect(verdictOn(figures(2_920), 'throttled')).toMatchObject({ measured: '2.92× (2920 ms vs 1000 ms)', pass: false });
  });
});
