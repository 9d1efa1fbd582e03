import { useEffect, useState } from 'react';
import type { LayoutConfig } from '@bank-shell/core';
import { useShell } from './services';

/**
 * Asks for a page layout (shell.md §2.3) while the calling component is mounted; on unmount the
 * shell goes back to its default layout, unless another feature has asked for one since. An
 * invalid config throws (`LayoutConfigError`) in the next render, like any other render error of
 * the feature: the rules may still be loading when the config is first seen.
 *
 * The config may be a new object on every render: only a change in its content asks again.
 */
export function useLayout(config: LayoutConfig): void {
  const { layout } = useShell();
  const [invalid, setInvalid] = useState<{ error: unknown } | null>(null);
  // A layout config is plain data, so its JSON is a faithful dependency key.
  const key = JSON.stringify(config);
  useEffect(() => layout.request(JSON.parse(key) as LayoutConfig, (error) => setInvalid({ error })), [layout, key]);
  if (invalid) throw invalid.error;
}
