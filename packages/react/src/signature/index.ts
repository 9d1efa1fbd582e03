/**
 * `@bank-shell/react/signature`: the customer's signature of an operation through the shell's
 * step-up (shell.md §4 "Step-up", docs/step-up.md), as money-moving features use it. An entry of
 * its own: the login page signs nothing.
 */
export { useSignature } from './useSignature';
export type { Signature, SignatureFailure, SignatureState } from './useSignature';
