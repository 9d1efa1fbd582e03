/** A native-bridge error (features.md §7): a code, a description and the app's detail. */
export class NativeBridgeError extends Error {
  override readonly name = 'NativeBridgeError';
  constructor(
    readonly code: string,
    readonly description: string,
    readonly detail?: unknown,
  ) {
    super(description);
  }
}
