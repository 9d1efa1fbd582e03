import { describe, expect, it } from 'vitest';
import {
  featuresBeforeLargestPaint,
  lighthouseFindings,
  medianLighthouseSummary,
  summarizeLighthouseResult,
} from './lib/lighthouseRuns.mjs';

/** The parts of a Lighthouse result (`LH.Result`) the bench reads, with the given figures. */
function lighthouseResult({
  score = 0.87,
  lcpMs = 3354,
  tbtMs = 0,
  cls = 0,
  fcpMs = 2952,
  totalBytes = 321_208,
  requests = [],
  audits = {},
} = {}) {
  const numeric = (id, numericValue) => ({ id, numericValue });
  return {
    finalDisplayedUrl: 'http://bank.localhost:8080/#/login',
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': numeric('largest-contentful-paint', lcpMs),
      'total-blocking-time': numeric('total-blocking-time', tbtMs),
      'cumulative-layout-shift': numeric('cumulative-layout-shift', cls),
      'first-contentful-paint': numeric('first-contentful-paint', fcpMs),
      'total-byte-weight': numeric('total-byte-weight', totalBytes),
      'network-requests': { id: 'network-requests', details: { type: 'table', items: requests } },
      ...audits,
    },
  };
}

describe('summarizeLighthouseResult', () => {
  it('reads the score on the 0–100 scale and the metrics in Lighthouse’s own units', () => {
    expect(summarizeLighthouseResult(lighthouseResult({ score: 0.875, lcpMs: 1200, tbtMs: 40, cls: 0.01, fcpMs: 900 }))).toMatchObject({
      performanceScore: 88,
      lcpMs: 1200,
      tbtMs: 40,
      cls: 0.01,
      fcpMs: 900,
    });
  });

  it('counts every byte sent in the total, only scripts’ transfer sizes as JavaScript, and the page’s as HTML', () => {
    const requests = [
      { url: 'http://bank.localhost:8080/', resourceType: 'Document', transferSize: 5_667 },
      { url: 'http://bank.localhost:8080/vendor/react-runtime.js', resourceType: 'Script', transferSize: 222_408 },
      { url: 'http://bank.localhost:8080/assets/shell.css', resourceType: 'Stylesheet', transferSize: 10_394 },
      { url: 'http://bank.localhost:8080/assets/shell.js', resourceType: 'Script', transferSize: 22_773 },
      { url: 'http://api.bank.localhost:8080/config/appConfig', resourceType: 'Preflight' },
    ];
    expect(summarizeLighthouseResult(lighthouseResult({ totalBytes: 261_242, requests }))).toMatchObject({
      totalBytesSent: 261_242,
      jsBytesSent: 245_181,
      htmlBytesSent: 5_667,
    });
  });

  it('refuses a result without a performance score (a run that failed) instead of reading it as 0', () => {
    expect(() => summarizeLighthouseResult(lighthouseResult({ score: null }))).toThrow('has no performance score');
  });

  it('refuses a result missing a metric', () => {
    const result = lighthouseResult();
    delete result.audits['total-blocking-time'];
    expect(() => summarizeLighthouseResult(result)).toThrow('no value for total-blocking-time');
  });
});

describe('medianLighthouseSummary', () => {
  it('takes the median of each figure over the runs on its own', () => {
    const runs = [
      lighthouseResult({ score: 0.86, lcpMs: 3400, tbtMs: 10 }),
      lighthouseResult({ score: 0.88, lcpMs: 3300, tbtMs: 0 }),
      lighthouseResult({ score: 0.87, lcpMs: 3500, tbtMs: 30 }),
    ];
    expect(medianLighthouseSummary(runs)).toMatchObject({ performanceScore: 87, lcpMs: 3400, tbtMs: 10 });
  });
});

describe('lighthouseFindings', () => {
  const opportunity = (id, overallSavingsMs, overallSavingsBytes) => ({
    id,
    details: { type: 'opportunity', overallSavingsMs, overallSavingsBytes },
  });

  it('lists opportunities with a saving, largest time saving first, then bytes, up to the count', () => {
    const result = lighthouseResult({
      audits: {
        'unused-javascript': opportunity('unused-javascript', 600, 105_889),
        'uses-text-compression': opportunity('uses-text-compression', 1130, 211_436),
        'unminified-css': opportunity('unminified-css', 0, 0),
        'uses-long-cache-ttl': opportunity('uses-long-cache-ttl', 0, 4_000),
        'uses-rel-preconnect': opportunity('uses-rel-preconnect', 150, 0),
        'dom-size': { id: 'dom-size', details: { type: 'table', items: [] } },
      },
    });
    expect(lighthouseFindings(result, 3).opportunities).toEqual([
      { id: 'uses-text-compression', savingsMs: 1130, savingsBytes: 211_436 },
      { id: 'unused-javascript', savingsMs: 600, savingsBytes: 105_889 },
      { id: 'uses-rel-preconnect', savingsMs: 150, savingsBytes: 0 },
    ]);
  });

  it('reports the longest critical request chain, or none', () => {
    const chains = {
      id: 'critical-request-chains',
      details: { type: 'criticalrequestchain', chains: {}, longestChain: { duration: 100.9, length: 2, transferSize: 10_394 } },
    };
    expect(lighthouseFindings(lighthouseResult({ audits: { 'critical-request-chains': chains } }), 3).criticalChain).toEqual({
      requests: 2,
      durationMs: 100.9,
      transferBytes: 10_394,
    });
    expect(lighthouseFindings(lighthouseResult(), 3).criticalChain).toBeNull();
  });
});

describe('featuresBeforeLargestPaint (issue 42 §6)', () => {
  const withRequests = (requests, observedLargestContentfulPaint = 600) =>
    lighthouseResult({
      requests,
      audits: { metrics: { id: 'metrics', details: { type: 'debugdata', items: [{ observedLargestContentfulPaint }] } } },
    });
  const script = (path, networkRequestTime) => ({ url: `http://bank.localhost:8080${path}`, resourceType: 'Script', networkRequestTime });

  it('names each feature whose scripts were asked for before the largest paint, once, and none asked for after it', () => {
    const requests = [
      script('/vendor/react-runtime.js', 150),
      script('/cdn/features/overall-position/overall-position.js', 151),
      script('/cdn/features/overall-position/overall-position-chunk.js', 400),
      script('/cdn/registry/bizum/1.0.0/bizum.js', 599),
      script('/cdn/features/transferencias/transferencias.js', 600),
      { url: 'http://bank.localhost:8080/cdn/features/inbox/inbox.css', resourceType: 'Stylesheet', networkRequestTime: 200 },
    ];
    expect(featuresBeforeLargestPaint(withRequests(requests))).toEqual(['overall-position', 'bizum']);
  });

  it('refuses a result without the observed paint rather than read every request as after it', () => {
    expect(() => featuresBeforeLargestPaint(lighthouseResult())).toThrow('has no observed LCP');
  });
});
