import { describe, expect, it } from 'vitest';
import { loadVendorStandIns, VENDOR_SCRIPT_STAND_INS } from './standIns';
import { createVendorModes } from './vendorModes';

describe('the stand-ins’ modes (VendorModes)', () => {
  const standIns = loadVendorStandIns();
  const shipped = { consentManager: standIns.consentManager, tracking: standIns.tracking.script, deviceRisk: standIns.deviceRisk };

  it('serves every stand-in’s shipped script until a mode is armed', () => {
    const modes = createVendorModes(standIns);
    for (const standIn of VENDOR_SCRIPT_STAND_INS) expect(modes.scriptOf(standIn)).toBe(shipped[standIn]);
  });

  it('serves one text per stand-in and mode, each with an integrity of its own', () => {
    const modes = createVendorModes(standIns);
    const integrities = new Set<string>();
    for (const standIn of VENDOR_SCRIPT_STAND_INS) {
      integrities.add(shipped[standIn].integrity);
      for (const mode of ['throws', 'never-ready'] as const) {
        modes.set(standIn, mode);
        const variant = modes.scriptOf(standIn);
        expect(modes.scriptOf(standIn), `${standIn} ${mode}`).toBe(variant);
        expect(variant.contentType).toBe('text/javascript; charset=utf-8');
        expect(variant.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
        integrities.add(variant.integrity);
      }
    }
    expect(integrities.size).toBe(9);
  });

  it('sets one stand-in at a time; normal and reset bring the shipped scripts back', () => {
    const modes = createVendorModes(standIns);
    modes.set('tracking', 'throws');
    modes.set('deviceRisk', 'never-ready');
    expect(modes.scriptOf('consentManager')).toBe(shipped.consentManager);
    modes.set('tracking', 'normal');
    expect(modes.scriptOf('tracking')).toBe(shipped.tracking);
    expect(modes.scriptOf('deviceRisk')).not.toBe(shipped.deviceRisk);
    modes.reset();
    expect(modes.scriptOf('deviceRisk')).toBe(shipped.deviceRisk);
  });

  it('keeps each app’s modes its own', () => {
    const one = createVendorModes(standIns);
    const other = createVendorModes(standIns);
    one.set('consentManager', 'throws');
    expect(other.scriptOf('consentManager')).toBe(shipped.consentManager);
  });
});
