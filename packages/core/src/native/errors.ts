/** A native-bridge error (features.md §7): a code, a description and the app's detail. */
export class NativeBridgeError extends Error {
  override readonly name = 'NativeBridgeError';
  constructor(
    /** The app's codes are numbers (-1 to 74); the bridge's own are names such as `TIMEOUT`. */
    readonly code: string | number,
    readonly description: string,
    readonly detail?: unknown,
  ) {
    super(description);
  }
}
