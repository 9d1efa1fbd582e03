/**
 * Whether parsed JSON nests more than `levels` objects and arrays deep. PostgreSQL parses `jsonb`
 * recursively and fails a deep enough value with "stack depth limit exceeded" (a `500`), so input
 * stored as JSON is bounded first. Walks without recursion, for the same reason.
 */
export function isNestedDeeperThan(value: unknown, levels: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > levels) return true;
    for (const item of Object.values(next.value)) pending.push({ value: item, depth });
  }
  return false;
}
