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
  overallPosition: { performanceScore: 99, lcpMs: 2_000, tbtMs: 20 },
  loginVisibleButtonMs: 1_000,
  reactOnlyVisibleButtonMs: 950,
  overallPositionVisibleBalanceMs: 1_400,
  ...overrides,
});

const verdictOn = (figures, targetStart) => firstLoadVerdicts(figures).find((verdict) => verdict.target.startsWith(targetStart));

describe('first-load verdicts (issue 12)', () => {
  it('passes every target when every figure is within it', () => {
    const verdicts = firstLoadVerdicts(passing());
    expect(verdicts).toHaveLength(12);
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
    const overall = (performanceScore) => passing({ overallPosition: { ...passing().overallPosition, performanceScore } });
    expect(verdictOn(overall(97), 'overall position: Lighthouse')).toEqual({
      target: 'overall position: Lighthouse performance ≥ 98',
      measured: '97',
      pass: false,
    });
    expect(verdictOn(overall(98), 'overall position: Lighthouse').pass).toBe(true);
  });

  it('needs the overall position’s TBT strictly under its limit', () => {
    const tbt = (tbtMs) => verdictOn(passing({ overallPosition: { ...passing().overallPosition, tbtMs } }), 'overall position: TBT');
    expect(tbt(OVERALL_POSITION_TBT_LIMIT_MS)).toEqual({ target: 'overall position: TBT < 100 ms', measured: '100.0 ms', pass: false });
    expect(tbt(99.6)).toMatchObject({ measured: '99.6 ms', pass: true });
  });

  it('compares the time to a visible "Entrar" with the React-only page’s button under the same throttling', () => {
    const figures = (loginVisibleButtonMs) => passing({ loginVisibleButtonMs, reactOnlyVisibleButtonMs: 1_000 });
    expect(verdictOn(figures(1_000 * VISIBLE_BUTTON_MAX_RATIO_TO_REACT_ONLY), 'throttled').pass).toBe(true);
    expect(verdictOn(figures(2_920), 'throttled')).toMatchObject({ measured: '2.92× (2920 ms vs 1000 ms)', pass: false });
  });

  it('allows the overall position’s LCP 1.6 times the React-only page’s of the same run (issue 42 §6), and fails it above', async () => {
    const figures = (lcpMs) => passing({ overallPosition: { ...passing().overallPosition, lcpMs }, reactOnly: { lcpMs: 1_000 } });
    expect(verdictOn(figures(1_600), 'overall position: LCP').pass).toBe(true);
    expect(verdictOn(figures(1_601), 'overall position: LCP')).toEqual({
      target: 'overall position: LCP ≤ 1.60× React-only',
      measured: '1.60× (1601 ms vs 1000 ms)',
      pass: false,
    });
    expect(verdictOn(figures(2_700), 'overall position: LCP')).toMatchObject({ measured: '2.70× (2700 ms vs 1000 ms)', pass: false });
  });

  it('allows a returning customer’s balance to show 1.5 times as late as the React-only page’s button (issue 42 §6), and fails it later', async () => {
    const figures = (overallPositionVisibleBalanceMs) => passing({ overallPositionVisibleBalanceMs, reactOnlyVisibleButtonMs: 1_000 });
    expect(verdictOn(figures(1_500), 'throttled: returning customer').pass).toBe(true);
    expect(verdictOn(figures(2_350), 'throttled: returning customer')).toEqual({
      target: "throttled: returning customer's visible balance ≤ 1.50× React-only button",
      measured: '2.35× (2350 ms vs 1000 ms)',
      pass: false,
    });
  });

  it('judges only what a run measured: a Lighthouse-only run (BENCH_ONLY) has no verdict on bytes or throttled loads', () => {
    const { login, reactOnly, overallPosition } = passing();
    const verdicts = firstLoadVerdicts({ login, reactOnly, overallPosition });
    expect(verdicts.map((verdict) => verdict.target.split(':')[0])).toEqual([
      'login',
      'login',
      'login',
      'login',
      'overall position',
      'overall position',
      'overall position',
      'overall position',
    ]);
    expect(firstLoadVerdicts({})).toEqual([]);
    const throttledOnly = firstLoadVerdicts({
      loginVisibleButtonMs: 1_000,
      reactOnlyVisibleButtonMs: 1_000,
      overallPositionVisibleBalanceMs: 1_400,
    });
    expect(throttledOnly.map((verdict) => verdict.target.split(':')[0])).toEqual(['throttled', 'throttled']);
  });

  it('fails when the overall position loads another feature’s module before its balances (issue 42 §6), naming it', () => {
    const before = (overallPositionFeaturesBeforeLcp) =>
      verdictOn(passing({ overallPositionFeaturesBeforeLcp }), 'overall position: no feature but');
    expect(before(['overall-position'])).toEqual({
      target: 'overall position: no feature but overall-position loaded before its balances',
      measured: 'overall-position',
      pass: true,
    });
    expect(before(['overall-position', 'bizum'])).toMatchObject({ measured: 'overall-position, bizum', pass: false });
  });
});
