import { describe, expect, it } from 'vitest';
import { OutsideScriptError, loadOutsideScript } from './loadScript';

/** A fake `<script>` element that records what was set and lets the test fire its events. */
function fakePage() {
  const added: FakeScript[] = [];
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = [];
  class FakeScript {
    async = false;
    crossOrigin: string | null = null;
    integrity = '';
    src = '';
    private listeners = new Map<string, () => void>();
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    fire(type: 'load' | 'error') {
      this.listeners.get(type)?.();
    }
  }
  const platform = {
    document: {
      createElement: () => new FakeScript(),
      head: { append: (script: FakeScript) => void added.push(script) },
    } as never,
    setTimeout: (callback: () => void, ms: number) => {
      const timer = { callback, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle: unknown) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  };
  return { platform, added, timers };
}

const SOURCE = { url: 'http://vendors.bank.localhost:8080/consent/v1/consent-manager.js', integrity: 'sha384-abc' };

describe('loadOutsideScript (issue 20: an outside script never holds the shell up)', () => {
  it('adds an async, anonymous-CORS script with the integrity, and resolves once it has run', async () => {
    const { platform, added, timers } = fakePage();
    const loading = loadOutsideScript(platform, SOURCE, 10_000);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ async: true, crossOrigin: 'anonymous', integrity: 'sha384-abc', src: SOURCE.url });
    added[0]!.fire('load');
    await expect(loading).resolves.toBeUndefined();
    expect(timers[0]!.cleared).toBe(true);
  });

  it('rejects with the URL when the script fails to load (missing, refused by its integrity)', async () => {
    const { platform, added } = fakePage();
    const loading = loadOutsideScript(platform, SOURCE, 10_000);
    added[0]!.fire('error');
    await expect(loading).rejects.toThrow(new OutsideScriptError(SOURCE.url, 'failed'));
    await expect(loading).rejects.toThrow(`The outside script ${SOURCE.url} failed to load`);
  });

  it('gives up after the time limit: a script that never arrives does not keep anyone waiting', async () => {
    const { platform, timers } = fakePage();
    const loading = loadOutsideScript(platform, SOURCE, 10_000);
    expect(timers[0]!.ms).toBe(10_000);
    timers[0]!.callback();
    await expect(loading).rejects.toThrow(`The outside script ${SOURCE.url} did not load in time`);
  });

  it('never runs an address that is not a web address (javascript:, data:, nonsense)', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/javascript,alert(1)', 'not a url', '']) {
      const { platform, added } = fakePage();
      await expect(loadOutsideScript(platform, { url }, 10_000)).rejects.toThrow('has no usable address');
      expect(added).toHaveLength(0);
    }
  });

  it('leaves the integrity out when the vendor file is not fixed', () => {
    const { platform, added } = fakePage();
    void loadOutsideScript(platform, { url: SOURCE.url }, 10_000).catch(() => undefined);
    expect(added[0]!.integrity).toBe('');
  });
});
