import type { Now } from '../../clock';
import type { Database } from '../../db';
import type { BuildMeansOptions } from '../../means';
import type { SandboxUrls } from '../config';

/** What the API routes share. */
export interface ApiContext {
  db: Database;
  now: Now;
  urls: SandboxUrls;
  featuresDir: string;
  onUnbuiltModule: BuildMeansOptions['onUnbuiltModule'];
}
