import { useId } from 'react';
import { useSession, useShell, useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';

/** Lets a customer with several profiles (personal, business) choose the active one. */
export function ProfileSwitcher() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { profiles, activeProfileId } = useSession();
  const { session } = useShell();
  const id = useId();
  if (profiles.length < 2) return null;
  return (
    <div className="switcher">
      <label htmlFor={id}>{t('profile')}</label>
      <select id={id} value={activeProfileId ?? ''} onChange={(event) => session.activateProfile(event.target.value)}>
        {profiles.map((profile) => (
          <option key={profile.profileId} value={profile.profileId}>
            {profile.name ?? profile.profileId}
          </option>
        ))}
      </select>
    </div>
  );
}
