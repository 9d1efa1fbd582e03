import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { CAMPAIGN_RESULT, PAGE_VIEW_TOPIC, campaignResponderFor, lightboxPageName } from '@bank-shell/core/signed-in';
import type {
  BannerCommunication,
  CampaignCommunication,
  CampaignIcon,
  CampaignResponder,
  CampaignResult,
  LightboxCommunication,
} from '@bank-shell/core/signed-in';
import { useShell } from '@bank-shell/react';
import { EVENT_TOPIC } from '@bank-shell/core';
import type { ShellEventBus } from '@bank-shell/core';
import { Icon } from './icons';
import type { IconName } from './icons';
import type { Translate } from './texts';
import { TRACKED_LINK, useTrackLink } from './trackedLinks';

/** The share of a banner that must be on screen for it to count as seen. */
const SEEN_VISIBLE_RATIO = 0.5;

/** The picture of each campaign icon the bank may ask for. */
const CAMPAIGN_ICON: Readonly<Record<CampaignIcon, IconName>> = {
  loan: 'loan',
  card: 'card',
  savings: 'savings',
  bizum: 'bizum',
  shield: 'shield',
  gift: 'gift',
  invest: 'invest',
};

/** The page's responder: every screen shares what it has sent (features.md §4.4, cached per key). */
function useResponder(): CampaignResponder {
  const { http, channel } = useShell();
  return campaignResponderFor(http, channel.code);
}

/**
 * Reports a response, and only reports: a response that cannot be sent (the bank is down) must not
 * change what the customer sees nor stop what they asked for.
 */
function report(responder: CampaignResponder, communication: CampaignCommunication, result: CampaignResult): void {
  responder.send(communication, result).catch((error: unknown) => console.warn('Campaign response not sent', error));
}

/** What can take focus in a dialog, in tab order. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first, and Shift+Tab from the first to the last: a modal
 * `<dialog>` makes the page behind it inert, but the browser would still let focus leave for its
 * own toolbar.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Gives focus back to what had it before the dialog opened; when that was nothing (the page was
 * still taking its focus) or is gone, to the page's heading, where the shell puts it on arrival.
 */
function restoreFocus(opener: HTMLElement | null): void {
  if (opener && opener !== document.body && opener.isConnected) {
    opener.focus({ preventScroll: true });
    return;
  }
  const heading = document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Sends the customer where a lightbox's action leads: the shell's `navigate` event (shell.md §3
 * "navigation carries route, redirect, queryParams"), with the link's path and its query
 * parameters. A link of a communication is a hash route of the app (the schema allows nothing
 * else).
 */
function publishNavigation(events: ShellEventBus, href: string): void {
  const [route = '', query = ''] = href.slice(1).split('?', 2);
  events.publish(EVENT_TOPIC.navigation, {
    eventName: 'campaign-lightbox',
    route,
    redirect: false,
    queryParams: Object.fromEntries(new URLSearchParams(query)),
  });
}

/**
 * The overall position's campaigns (features.md §2.4, §4.4): its banners, and the first lightbox,
 * opened over the page once. Directives (campaign 79) are not shown: the shell acts on them.
 */
export function Campaigns({ communications, t }: { communications: readonly CampaignCommunication[]; t: Translate }) {
  const banners = communications.filter((c): c is BannerCommunication => c.format === 'banner');
  const lightbox = communications.find((c): c is LightboxCommunication => c.format === 'lightbox');
  return (
    <>
      {banners.length > 0 && <CampaignBanners banners={banners} t={t} />}
      {lightbox && <CampaignLightbox key={lightbox.communicationCode} communication={lightbox} t={t} />}
    </>
  );
}

function CampaignBanners({ banners, t }: { banners: readonly BannerCommunication[]; t: Translate }) {
  const titleId = useId();
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = banners.filter((banner) => !closed.has(banner.communicationCode));
  // The close button pressed goes away with its banner: focus goes to the section's heading, or to
  // the page's once the last banner is closed.
  const closedCount = closed.size;
  useEffect(() => {
    if (closedCount === 0) return;
    if (headingRef.current) headingRef.current.focus({ preventScroll: true });
    else restoreFocus(null);
  }, [closedCount]);
  if (shown.length === 0) return null;
  return (
    <section className="overview__section overview__section--wide campaigns" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="section-title">
        {t('campaignsTitle')}
      </h2>
      <ul className="campaigns__list">
        {shown.map((banner) => (
          <li key={banner.communicationCode} className="campaigns__item">
            <CampaignBanner banner={banner} t={t} onClose={() => setClosed((before) => new Set([...before, banner.communicationCode]))} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One banner: reported shown when it is on the page, seen once half of it has been on screen,
 * clicked when its link is followed, and closed (not offered again) with its close button.
 */
function CampaignBanner({ banner, t, onClose }: { banner: BannerCommunication; t: Translate; onClose: () => void }) {
  const responder = useResponder();
  const trackLink = useTrackLink();
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const { content } = banner;

  useEffect(() => {
    report(responder, banner, CAMPAIGN_RESULT.shown);
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SEEN_VISIBLE_RATIO)) return;
        report(responder, banner, CAMPAIGN_RESULT.seen);
        observer.disconnect();
      },
      { threshold: SEEN_VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [responder, banner]);

  return (
    <article ref={ref} className="campaign-banner card" aria-labelledby={titleId}>
      <span className="campaign-banner__icon">
        <Icon name={CAMPAIGN_ICON[content.icon]} size={28} />
      </span>
      <div className="campaign-banner__body">
        <h3 id={titleId} className="campaign-banner__title">
          {content.title}
        </h3>
        <p className="campaign-banner__text">{content.body}</p>
        {content.cta && (
          <a
            className="campaign-banner__link"
            href={content.cta.href}
            onClick={() => {
              report(responder, banner, CAMPAIGN_RESULT.clicked);
              trackLink(TRACKED_LINK.bannerCta);
            }}
          >
            {content.cta.label}
            <Icon name="chevronRight" size={16} />
          </a>
        )}
      </div>
      {content.closable && (
        <button
          type="button"
          className="campaign-banner__close"
          aria-label={t('campaignClose', { title: content.title })}
          onClick={() => {
            report(responder, banner, CAMPAIGN_RESULT.bannerClosed);
            onClose();
          }}
        >
          <Icon name="close" size={18} />
        </button>
      )}
    </article>
  );
}

/**
 * A lightbox: a modal dialog over the page (the browser's `<dialog>`: what is behind it is inert;
 * Tab goes round its controls; Escape closes it). Opening it is reported shown and seen, and as a page
 * view named 'lightbox' plus its description (features.md §2.4); each way out is its result.
 * Focus goes back to where it was when it closes.
 */
function CampaignLightbox({ communication, t }: { communication: LightboxCommunication; t: Translate }) {
  const responder = useResponder();
  const { events } = useShell();
  const trackLink = useTrackLink();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();
  const [open, setOpen] = useState(true);
  const [feedback, setFeedback] = useState<'positive' | 'negative' | null>(null);
  const { content } = communication;

  // Reported as it opens, with the texts it has then.
  const reportOpened = useEffectEvent(() => {
    report(responder, communication, CAMPAIGN_RESULT.shown);
    report(responder, communication, CAMPAIGN_RESULT.seen);
    try {
      events.publish(PAGE_VIEW_TOPIC, { name: lightboxPageName(communication.communicationDesc) });
    } catch (error) {
      // Before the signed-in services allow the topic the page view is not counted; the lightbox still shows.
      console.warn(error);
    }
  });
  // Opened once per communication: new texts for it (another language) change what it says only.
  const { communicationCode } = communication;
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    reportOpened();
    return () => {
      // The page is left with the lightbox open.
      if (dialog.open) dialog.close();
    };
  }, [communicationCode]);

  /** Closes with `result`, then goes where the customer asked, if anywhere. */
  const answer = (result: CampaignResult, href: string | null = null) => {
    report(responder, communication, result);
    dialogRef.current?.close();
    setOpen(false);
    if (href !== null) publishNavigation(events, href);
    else restoreFocus(openerRef.current);
  };

  const thanksRef = useRef<HTMLParagraphElement>(null);
  const giveFeedback = (kind: 'positive' | 'negative') => {
    report(responder, communication, kind === 'positive' ? CAMPAIGN_RESULT.feedbackPositive : CAMPAIGN_RESULT.feedbackNegative);
    setFeedback(kind);
  };
  // The button pressed goes away with the question: focus goes to the thanks that take its place.
  useEffect(() => {
    if (feedback !== null) thanksRef.current?.focus();
  }, [feedback]);

  if (!open) return null;
  return (
    <dialog
      ref={dialogRef}
      className="campaign-lightbox"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        // Escape: the browser would close it without React knowing.
        event.preventDefault();
        answer(CAMPAIGN_RESULT.closed);
      }}
    >
      <button
        type="button"
        className="campaign-lightbox__close"
        aria-label={t('campaignLightboxClose')}
        onClick={() => answer(CAMPAIGN_RESULT.closed)}
      >
        <Icon name="close" size={20} />
      </button>
      <span className="campaign-lightbox__icon">
        <Icon name={CAMPAIGN_ICON[content.icon]} size={36} />
      </span>
      <h2 id={titleId} className="campaign-lightbox__title">
        {content.title}
      </h2>
      <p id={textId} className="campaign-lightbox__text">
        {content.body}
        {content.inlineLink && (
          <>
            {' '}
            <a
              href={content.inlineLink.href}
              onClick={(event) => {
                event.preventDefault();
                answer(CAMPAIGN_RESULT.inlineLinkClicked, content.inlineLink?.href ?? null);
              }}
            >
              {content.inlineLink.label}
            </a>
          </>
        )}
      </p>
      <div className="campaign-lightbox__actions">
        {content.actions.map((action, index) => (
          <button
            key={action.result}
            type="button"
            className={index === 0 ? 'button button--primary button--block' : 'button button--ghost button--block'}
            onClick={() => {
              if (index === 0) trackLink(TRACKED_LINK.lightboxPrimary);
              answer(action.result, action.href);
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
      {content.askFeedback && (
        <div className="campaign-lightbox__feedback">
          {feedback === null && (
            <fieldset className="campaign-lightbox__feedback-question">
              <legend>{t('campaignFeedbackQuestion')}</legend>
              <button type="button" className="campaign-lightbox__choice" onClick={() => giveFeedback('positive')}>
                {t('campaignFeedbackYes')}
              </button>
              <button type="button" className="campaign-lightbox__choice" onClick={() => giveFeedback('negative')}>
                {t('campaignFeedbackNo')}
              </button>
            </fieldset>
          )}
          {/* Always there, so that the thanks are announced when they are written into it. */}
          <p ref={thanksRef} role="status" tabIndex={-1} className="campaign-lightbox__thanks">
            {feedback === null ? '' : t('campaignFeedbackThanks')}
          </p>
        </div>
      )}
    </dialog>
  );
}
