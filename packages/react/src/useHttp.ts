import type { HttpClient } from '@bank-shell/core';
import { useShell } from './services';

/** The shell's API client (shell.md §7): the API host, language, bearer, XSRF and cache steps. */
export function useHttp(): HttpClient {
  return useShell().http;
}
