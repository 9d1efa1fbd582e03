#!/usr/bin/env node
/** Type-checks every package with its own tsconfig (each has different libs: core has no JSX). */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const features = readdirSync(path.join(root, 'packages/features')).map((name) => `packages/features/${name}`);
const projects = ['.', 'packages/core', 'packages/react', 'packages/shell', ...features, 'packages/sandbox', 'e2e'].filter((dir) =>
  existsSync(path.join(root, dir, 'tsconfig.json')),
);
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
let failed = 0;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
console.log(`typecheck: ${projects.length - failed} of ${projects.length} projects clean`);
process.exit(failed === 0 ? 0 : 1);
