import { useState } from 'react';
import { useShell } from '@bank-shell/react';
import { saveMaskedMode } from './saveMaskedMode';
import { useMaskedMode } from './useMaskedMode';

/** A control of masked mode: the mode the page is in, and a toggle that saves the other one. */
export interface MaskedModeSaver {
  /** Whether balances are masked now, as the page's root says. */
  masked: boolean;
  /** While the bank is saving a change: a second press does nothing. */
  saving: boolean;
  /** The last change could not be saved: the mode stayed as it was. */
  failed: boolean;
  /** Saves the other mode (`saveMaskedMode`); the shell applies it once the bank has it. */
  toggle: () => Promise<void>;
}

/**
 * What every show/hide balances control does (the overall position's button, the personal area's
 * switch): each draws itself, this keeps the state and the saving.
 */
export function useMaskedModeSaver(): MaskedModeSaver {
  const { http, events } = useShell();
  const masked = useMaskedMode();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  async function toggle() {
    if (saving) return;
    setSaving(true);
    setFailed(false);
    try {
      await saveMaskedMode(http, events, !masked);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  }

  return { masked, saving, failed, toggle };
}
