import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium.mjs';

/** Debian's Chromium as every script starts it; QUIC off, so the tests' network stays plain HTTP. */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, '--disable-quic'],
};
