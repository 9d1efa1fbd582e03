/** A promise a test settles when it chooses. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets the promise chains already started run as far as they can: no timer, no waiting. */
export async function flushPromises(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}
