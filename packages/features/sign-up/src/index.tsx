import { defineFeature } from '@bank-shell/react';
import type { FeatureProps } from '@bank-shell/react';
import { messages } from './messages';
import { SignUp } from './SignUp';
import { FEATURE_ID } from './texts';
import { WithSignUpAnalytics } from './WithSignUpAnalytics';
import './styles.css';

/** The sign-up's pages, tracked in its funnel while the visitor allows analytics. */
function TrackedSignUp(props: FeatureProps) {
  return (
    <WithSignUpAnalytics>
      <SignUp {...props} />
    </WithSignUpAnalytics>
  );
}

/**
 * Becoming a customer (features.md §2.5): the bank's sign-up flow at `#/signups-account`, for
 * prospects with no session (shell.md §1), on the sandbox bank's sign-up API
 * (docs/sandbox-api.md, Sign-up).
 */
export default defineFeature({ id: FEATURE_ID, component: TrackedSignUp, messages });
