import { useEffect, useId, useRef, useState } from 'react';
import { useSession, useShell } from '@bank-shell/react';
import { useLazyTexts } from '../i18n/useLazyTexts';
import { SIGNED_IN_NAMESPACE, signedInMessages } from '../signedIn/messages';

/**
 * Lets a customer with several profiles (personal, business) choose the active one. A button opens
 * the list and a profile changes only when the customer picks it: with a `<select>`, every arrow
 * key moved to the next profile and reloaded the page's data (WCAG 3.2.2, change on input).
 * Escape or a click elsewhere closes the list; focus goes back to the button.
 */
export function ProfileSwitcher() {
  const t = useLazyTexts(SIGNED_IN_NAMESPACE, signedInMessages);
  const { profiles, activeProfileId } = useSession();
  const { session } = useShell();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (profiles.length < 2) return null;
  const active = profiles.find((profile) => profile.profileId === activeProfileId) ?? profiles[0];
  const nameOf = (profile: (typeof profiles)[number]) => profile.name ?? profile.profileId;
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={rootRef} className="switcher profile-menu">
      <button
        ref={buttonRef}
        type="button"
        className="profile-menu__button"
        aria-label={`${t('profile')}: ${active ? nameOf(active) : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {active ? nameOf(active) : t('profile')}
      </button>
      {open && (
        <ul id={listId} className="profile-menu__list" aria-label={t('profile')}>
          {profiles.map((profile) => {
            const isActive = profile.profileId === activeProfileId;
            const kindId = `${listId}-${profile.profileId}-kind`;
            // The kind and, for the one in use, a check: which profile is active is seen, not only
            // heard. The option is named by the profile alone (the kind is hidden from its name,
            // and describes it instead), as the other screens and tests call it.
            return (
              <li key={profile.profileId}>
                <button
                  type="button"
                  className="profile-menu__option"
                  aria-describedby={kindId}
                  aria-current={isActive ? 'true' : undefined}
                  onClick={() => {
                    if (!isActive) session.activateProfile(profile.profileId);
                    close();
                  }}
                >
                  <span className="profile-menu__name">{nameOf(profile)}</span>
                  <span id={kindId} className="profile-menu__kind" aria-hidden="true">
                    {t(profile.kind === 'business' ? 'profileKindBusiness' : 'profileKindPersonal')}
                    {isActive && ` · ${t('profileActive')}`}
                  </span>
                  {isActive && (
                    <svg className="profile-menu__check" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                      <path
                        d="M5 12.5l4.5 4.5L19 7.5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
