import { useId, useState } from 'react';
import { useSession, useShell } from '@bank-shell/react';
import type { PersonalAreaMessageKey } from './messages';

/** Where the bank keeps the profile a login opens (docs/sandbox-api.md, Endpoints). */
export const DEFAULT_PROFILE_PATH = '/genoma_api/rest/profiles/default';

/**
 * Which profile opens at login (shell.md §3 "default flag", §4 "set as default"), for a customer
 * with more than one: native radios, the checked one the session's default profile (else the first,
 * as the token follows "the default or first profile"). Choosing one tells the bank, which marks it
 * default at the next login, and then the session (`setDefaultProfile`); until the bank has it, and
 * if it refuses, the choice shown stays as it was.
 */
export function DefaultProfileChoice({ t }: { t: (key: PersonalAreaMessageKey) => string }) {
  const { http, session } = useShell();
  const { profiles, defaultProfileId } = useSession();
  const [saving, setSaving] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const name = useId();
  const hintId = useId();
  if (profiles.length < 2) return null;
  const chosen = defaultProfileId ?? profiles[0]?.profileId;

  async function choose(profileId: string) {
    setSaving(profileId);
    setFailed(false);
    try {
      await http.request(DEFAULT_PROFILE_PATH, { method: 'PUT', json: { profileId } });
      session.setDefaultProfile(profileId);
    } catch {
      setFailed(true);
    } finally {
      setSaving(null);
    }
  }

  return (
    <fieldset className="personal-area__fieldset" aria-busy={saving !== null || undefined}>
      <legend className="personal-area__legend">{t('defaultProfileLegend')}</legend>
      <div className="profile-options">
        {profiles.map((profile) => (
          <label key={profile.profileId} className="theme-option">
            <input
              type="radio"
              className="theme-option__input"
              name={name}
              value={profile.profileId}
              checked={chosen === profile.profileId}
              disabled={saving !== null}
              aria-describedby={hintId}
              onChange={() => void choose(profile.profileId)}
            />
            <span className="theme-option__label">{profile.name ?? profile.profileId}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="personal-area__hint">
        {t('defaultProfileHint')}
      </p>
      {failed && (
        <p role="alert" className="alert alert--error personal-area__error">
          {t('defaultProfileError')}
        </p>
      )}
    </fieldset>
  );
}
