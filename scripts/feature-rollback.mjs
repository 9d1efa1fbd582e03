#!/usr/bin/env node
/**
 * `npm run feature:rollback -- <feature id> [version]`: makes a kept version of a feature current
 * again in a running sandbox's registry (issue 40 §2): the one named, else the one published
 * before the current one. Same `BANK_API` and `BANK_PUBLISH_KEY` as `feature:publish`.
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_BANK_API, appOriginOf, callRegistry, publishKeyFromEnvironment } from './lib/registryClient.mjs';

/** Rolls back and returns the version now current; throws with the registry's message when refused. */
export async function rollBackFeature({ featureId, version, apiUrl = process.env.BANK_API ?? DEFAULT_BANK_API, key, log = console.log }) {
  const answer = await callRegistry({
    apiUrl,
    key,
    method: 'POST',
    path: `/registry/features/${encodeURIComponent(featureId)}/rollback`,
    body: version === undefined ? {} : { version },
  });
  if (answer.status !== 200)
    throw new Error(
      `The registry refused the rollback of ${featureId} (${answer.status} ${answer.body.error ?? ''}): ${answer.body.message ?? ''}`,
    );
  log(
    `${featureId} is back to ${answer.body.version}: customers get it at their next page load (${appOriginOf(apiUrl)}/#/${answer.body.path}).`,
  );
  return answer.body;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [featureId, version] = process.argv.slice(2);
  try {
    if (!featureId) throw new Error('Usage: npm run feature:rollback -- <feature id> [version]');
    await rollBackFeature({ featureId, version, key: publishKeyFromEnvironment() });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
