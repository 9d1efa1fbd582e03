import { useId, useRef, useState } from 'react';
import { useSession, useShell } from '@bank-shell/react';
import { useApiQuery } from '@bank-shell/react/query';
import { DefaultProfileChoice } from './DefaultProfileChoice';
import type { PersonalAreaMessageKey } from './messages';
import { closeProfile, listBankProfiles, openProfile } from './profiles';
import type { BankProfile } from './profiles';

type Translate = (key: PersonalAreaMessageKey, values?: Record<string, string>) => string;

/**
 * The profiles card, for a person with more than one profile (shell.md §3, §4): each profile the
 * bank lists, whether it is open on this device, and the one a login opens. A profile can be
 * closed here (the bank revokes its tokens in this session, then the session removes it) and
 * opened again without a new login (the bank issues its tokens in this session, and the session
 * adds it). Without the
 * bank's list the card shows the session's profiles and offers nothing to open.
 */
export function ProfilesCard({ t }: { t: Translate }) {
  const { profiles, activeProfileId, personId } = useSession();
  const titleId = useId();
  const bank = useApiQuery(listBankProfiles, [personId]);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const listed: readonly BankProfile[] =
    bank.status === 'ready'
      ? bank.data
      : profiles.map((profile) => ({
          profileId: profile.profileId,
          setId: profile.setId,
          name: profile.name ?? profile.profileId,
          kind: profile.kind ?? 'personal',
          default: profile.default,
        }));
  if (listed.length < 2) return null;

  function announce(text: string) {
    setNotice(text);
    queueMicrotask(() => noticeRef.current?.focus());
  }

  return (
    <section className="card personal-area__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('profilesTitle')}
      </h2>
      <p ref={noticeRef} role="status" tabIndex={-1} className="personal-area__notice">
        {notice}
      </p>
      <ul className="device-list">
        {listed.map((profile) => (
          <ProfileRow
            key={profile.profileId}
            profile={profile}
            state={
              profile.profileId === activeProfileId
                ? 'active'
                : profiles.some((held) => held.profileId === profile.profileId)
                  ? 'open'
                  : 'closed'
            }
            canOpen={bank.status === 'ready' && personId !== null}
            t={t}
            onOpened={() => announce(t('profileOpened', { name: profile.name }))}
            onClosed={() => announce(t('profileClosed', { name: profile.name }))}
          />
        ))}
      </ul>
      <DefaultProfileChoice t={t} />
    </section>
  );
}

function ProfileRow({
  profile,
  state,
  canOpen,
  t,
  onOpened,
  onClosed,
}: {
  profile: BankProfile;
  state: 'active' | 'open' | 'closed';
  canOpen: boolean;
  t: Translate;
  onOpened: () => void;
  onClosed: () => void;
}) {
  const { http, session } = useShell();
  const { personId } = useSession();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'profileOpenError' | 'profileCloseError' | null>(null);

  async function open() {
    if (personId === null) return;
    setBusy(true);
    setFailed(null);
    try {
      session.addProfiles([await openProfile(http, profile.profileId, personId)]);
      onOpened();
    } catch {
      setFailed('profileOpenError');
    } finally {
      setBusy(false);
    }
  }

  async function close() {
    setBusy(true);
    setFailed(null);
    try {
      await closeProfile(http, profile.profileId);
      session.removeProfile(profile.profileId);
      onClosed();
    } catch {
      setFailed('profileCloseError');
    } finally {
      setBusy(false);
    }
  }

  const action =
    state === 'open' ? (
      <button
        type="button"
        className="button button--ghost device__remove"
        aria-label={t('profileCloseLabel', { name: profile.name })}
        aria-disabled={busy || undefined}
        onClick={() => void (busy ? undefined : close())}
      >
        {t('profileClose')}
      </button>
    ) : state === 'closed' && canOpen ? (
      <button
        type="button"
        className="button button--ghost device__remove"
        aria-label={t('profileOpenLabel', { name: profile.name })}
        aria-disabled={busy || undefined}
        onClick={() => void (busy ? undefined : open())}
      >
        {t('profileOpen')}
      </button>
    ) : null;

  return (
    <li className="device">
      <div className="device__text">
        <span className="device__alias">{profile.name}</span>
        <span className="device__detail">
          {t(profile.kind === 'business' ? 'profileKindBusiness' : 'profileKindPersonal')} ·{' '}
          {t(state === 'active' ? 'profileActive' : state === 'open' ? 'profileOpenHere' : 'profileClosedHere')}
        </span>
        {failed && (
          <span role="alert" className="device__error">
            {t(failed)}
          </span>
        )}
      </div>
      {action}
    </li>
  );
}
