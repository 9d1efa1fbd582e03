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
          {profiles.map((profile) => (
            <li key={profile.profileId}>
              <button
                type="button"
                aria-current={profile.profileId === activeProfileId ? 'true' : undefined}
                onClick={() => {
                  if (profile.profileId !== activeProfileId) session.activateProfile(profile.profileId);
                  close();
                }}
              >
                {nameOf(profile)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
