import { useCallback, useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { AppConfig, FeatureStatus, Locale, ReadableStore, RouteMatch, Translate } from '@bank-shell/core';
import { useStore } from '@bank-shell/react';
import type { FeatureRegistry, ShellServices } from '@bank-shell/react';
import { frameOf } from '../layout/frame';
import { routeGroupOf } from '../routes/routeGroups';
import { INSPECTED_EVENTS_COUNT } from './eventRecorder';
import type { EventRecorder, InspectedEvent } from './eventRecorder';
import { lifecycleNameOf } from './lifecycleName';
import { INSPECTOR_NAMESPACE } from './messages';
import type { PageOverride } from './pageOverrides';
import { INSPECTOR_SHORTCUT } from './shortcut';

/** Where a developer changes this browser's overrides (the sandbox's page, issue 40 §3). */
export const OVERRIDES_PAGE_PATH = '/__overrides/';

export interface InspectorPanelProps {
  services: ShellServices;
  recorder: EventRecorder;
  overrides: readonly PageOverride[];
  onClose: () => void;
}

type HeadingRef = RefObject<HTMLHeadingElement | null>;

/** The panel's parts, in the order they show and the jump list names them. */
const SECTIONS = ['routeAndLayout', 'features', 'events', 'overrides'] as const;
type SectionKey = (typeof SECTIONS)[number];

/** One part of the panel: a region named by its heading, which the jump list moves the focus to. */
function Section({ title, headingRef, children }: { title: string; headingRef: HeadingRef; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** How a state reads at a glance: on screen, on its way, failed, or neither. */
function toneOf(status: FeatureStatus): string {
  if (status === 'MOUNTED') return 'good';
  if (status === 'LOAD_ERROR' || status === 'SKIP_BECAUSE_BROKEN') return 'bad';
  if (status === 'NOT_LOADED' || status === 'NOT_MOUNTED') return 'plain';
  return 'busy';
}

/**
 * The states of the lifecycles at `urls`, live. A lifecycle is made when a route imports its
 * module or an outlet shows it, and both go with a route change or an event on the bus: on
 * either, the lifecycles made since are followed too. Looking makes none (`peek`).
 */
function useFeatureStatuses(
  features: FeatureRegistry,
  urls: readonly string[],
  changes: readonly ReadableStore<unknown>[],
): FeatureStatus[] {
  const key = urls.join('\n');
  const subscribe = useCallback(
    (onChange: () => void) => {
      const followed = key === '' ? [] : key.split('\n');
      let stops: (() => void)[] = [];
      const follow = () => {
        for (const stop of stops) stop();
        stops = followed.flatMap((url) => {
          const lifecycle = features.peek(url);
          return lifecycle ? [lifecycle.state.subscribe(onChange)] : [];
        });
      };
      follow();
      const stopChanges = changes.map((store) =>
        store.subscribe(() => {
          follow();
          onChange();
        }),
      );
      return () => {
        for (const stop of [...stops, ...stopChanges]) stop();
      };
    },
    [features, key, changes],
  );
  const snapshot = useSyncExternalStore(subscribe, () =>
    urls.map((url) => features.peek(url)?.state.getSnapshot().status ?? 'NOT_LOADED').join(' '),
  );
  return snapshot === '' ? [] : (snapshot.split(' ') as FeatureStatus[]);
}

function meansOf(config: AppConfig | null) {
  if (config === null) return [];
  return [...config.propsConfig.means, ...(config.propsConfig.localMeans ?? [])].map((mean) => ({
    mean,
    // The lifecycle's name, as the router and the outlet know it.
    lifecycleUrl: lifecycleNameOf(mean),
    moduleUrl: new URL(mean.module, mean.host).href,
  }));
}

function FeaturesSection({
  services,
  recorder,
  overrides,
  t,
  headingRef,
}: Omit<InspectorPanelProps, 'onClose'> & { t: Translate; headingRef: HeadingRef }) {
  const config = services.config();
  const rows = useMemo(() => meansOf(config), [config]);
  const routeChanges = services.router.current;
  const recorded = recorder.events;
  const changes = useMemo(() => [recorded, routeChanges], [recorded, routeChanges]);
  const statuses = useFeatureStatuses(
    services.features,
    rows.map((row) => row.lifecycleUrl),
    changes,
  );
  return (
    <Section title={t('features')} headingRef={headingRef}>
      {config === null ? (
        <p className="inspector__note">{t('noConfig')}</p>
      ) : (
        <ul className="inspector__list">
          {rows.map(({ mean, moduleUrl }, index) => {
            const status = statuses[index] ?? 'NOT_LOADED';
            const override = overrides.find((candidate) => candidate.featureId === mean.id);
            return (
              // `means` and `localMeans` may both name an id: the place in the list tells them apart.
              <li key={`${index}:${mean.id}`} className="inspector__item">
                <div className="inspector__row">
                  <span className="inspector__name">{mean.id}</span>
                  <code className={`inspector__badge inspector__badge--${toneOf(status)}`}>{status}</code>
                </div>
                <dl className="inspector__facts">
                  <dt>{t('path')}</dt>
                  <dd>
                    <code>/{mean.path}</code>
                  </dd>
                  <dt>{t('kind')}</dt>
                  <dd>{mean.kind ?? 'feature'}</dd>
                  <dt>{t('version')}</dt>
                  <dd>{mean.version ?? t('builtIn')}</dd>
                  <dt>{t('module')}</dt>
                  <dd>
                    <code>{moduleUrl}</code>
                  </dd>
                </dl>
                {override && <p className="inspector__reason">{t('overriddenFrom', { url: override.url })}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** Which of the frame's parts show, as a reader says it. */
function shownParts(frame: { header: boolean; footer: boolean; tabBar: boolean }, t: Translate): string {
  const parts = [frame.header && t('header'), frame.footer && t('footer'), frame.tabBar && t('tabBar')].filter(
    (part): part is string => typeof part === 'string',
  );
  return parts.length === 0 ? t('nothing') : parts.join(', ');
}

function RouteSection({ services, t, headingRef }: { services: ShellServices; t: Translate; headingRef: HeadingRef }) {
  const match = useStore(services.router.current);
  return (
    <Section title={t('routeAndLayout')} headingRef={headingRef}>
      {match === null ? <p className="inspector__note">{t('noRoute')}</p> : <RouteFacts match={match} services={services} t={t} />}
    </Section>
  );
}

function RouteFacts({ match, services, t }: { match: RouteMatch; services: ShellServices; t: Translate }) {
  const session = useStore(services.session.state);
  const requested = useStore(services.layout.current);
  const loginHistoryBack = useStore(services.layout.loginHistoryBack);
  // The frame as the shell's App works it out: the route group's chrome and the layout the feature
  // asked for. The groups' lists grow with the signed-in chunk, which comes with a route change:
  // the render that follows it reads them.
  const group = routeGroupOf(match.path);
  const authenticated = session.status === 'completed';
  const frame = frameOf({ group, authenticated, layout: requested, path: match.path, loginHistoryBack });
  const params = JSON.stringify(match.params);
  const query = match.query.toString();
  return (
    <dl className="inspector__facts">
      <dt>{t('routeId')}</dt>
      <dd>
        <code>{match.route.id}</code> ({match.route.kind})
      </dd>
      <dt>{t('path')}</dt>
      <dd>
        <code>{match.path}</code>
      </dd>
      <dt>{t('params')}</dt>
      <dd>{params === '{}' ? t('none') : <code>{params}</code>}</dd>
      <dt>{t('query')}</dt>
      <dd>{query === '' ? t('none') : <code>?{query}</code>}</dd>
      <dt>{t('group')}</dt>
      <dd>
        <code>{group}</code>
      </dd>
      <dt>{t('mode')}</dt>
      <dd>
        <code>{frame.layout.mode}</code>
      </dd>
      <dt>{t('chrome')}</dt>
      <dd>{shownParts(frame, t)}</dd>
    </dl>
  );
}

function EventItem({ event, t, time }: { event: InspectedEvent; t: Translate; time: Intl.DateTimeFormat }) {
  return (
    <li className="inspector__item">
      <div className="inspector__row">
        <code className="inspector__name">{event.topic}</code>
        <span className={`inspector__badge inspector__badge--${event.accepted ? 'good' : 'bad'}`}>
          {event.accepted ? t('accepted') : t('refused')}
        </span>
        <time className="inspector__time" dateTime={new Date(event.at).toISOString()}>
          {time.format(event.at)}
        </time>
      </div>
      {event.reason !== undefined && <p className="inspector__reason">{event.reason}</p>}
      <details>
        <summary>{t('payload')}</summary>
        <pre>{event.payload}</pre>
      </details>
    </li>
  );
}

function EventsSection({
  recorder,
  t,
  locale,
  headingRef,
}: {
  recorder: EventRecorder;
  t: Translate;
  locale: Locale;
  headingRef: HeadingRef;
}) {
  const events = useStore(recorder.events);
  // To the millisecond: events of one navigation come within a few of each other.
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        fractionalSecondDigits: 3,
        hourCycle: 'h23',
      }),
    [locale],
  );
  return (
    <Section title={t('events')} headingRef={headingRef}>
      <p className="inspector__note">{t('eventsNote', { count: INSPECTED_EVENTS_COUNT })}</p>
      {events.length === 0 ? (
        <p className="inspector__note">{t('noEvents')}</p>
      ) : (
        <ol className="inspector__list">
          {events.map((event) => (
            <EventItem key={event.id} event={event} t={t} time={time} />
          ))}
        </ol>
      )}
    </Section>
  );
}

function OverridesSection({ overrides, t, headingRef }: { overrides: readonly PageOverride[]; t: Translate; headingRef: HeadingRef }) {
  return (
    <Section title={t('overrides')} headingRef={headingRef}>
      {overrides.length === 0 ? (
        <p className="inspector__note">{t('noOverrides')}</p>
      ) : (
        <ul className="inspector__list">
          {overrides.map(({ featureId, url }) => (
            <li key={featureId} className="inspector__item">
              <span className="inspector__name">{featureId}</span> ← <code>{url}</code>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={OVERRIDES_PAGE_PATH}>{t('changeOverrides')}</a>
      </p>
    </Section>
  );
}

/**
 * The developer inspector (issue 40 §4): the page's features with their versions and lifecycle
 * states, the route and layout on screen, the bus's last events, and this browser's overrides, all
 * live. A dialog beside the app, not over it: the app stays usable while it is open. It takes the
 * focus when it opens; the installer gives it back when it closes.
 */
export function InspectorPanel({ services, recorder, overrides, onClose }: InspectorPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const routeAndLayout = useRef<HTMLHeadingElement>(null);
  const features = useRef<HTMLHeadingElement>(null);
  const events = useRef<HTMLHeadingElement>(null);
  const overridesHeading = useRef<HTMLHeadingElement>(null);
  const headings: Record<SectionKey, HeadingRef> = { routeAndLayout, features, events, overrides: overridesHeading };
  const locale = useStore(services.i18n.locale);
  const t = services.i18n.translator(INSPECTOR_NAMESPACE);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="inspector" role="dialog" aria-labelledby={headingId} aria-keyshortcuts={INSPECTOR_SHORTCUT} lang={locale}>
      <div className="inspector__header">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('title')}
        </h2>
        <button type="button" className="inspector__close" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <p className="inspector__note">{t('shortcutHint')}</p>
      {/* Buttons, not links to #ids: the page's hash is the app's route. */}
      <nav aria-label={t('sections')} className="inspector__jumps">
        {SECTIONS.map((key) => (
          <button key={key} type="button" className="inspector__jump" onClick={() => headings[key].current?.focus()}>
            {t(key)}
          </button>
        ))}
      </nav>
      <RouteSection services={services} t={t} headingRef={routeAndLayout} />
      <FeaturesSection services={services} recorder={recorder} overrides={overrides} t={t} headingRef={features} />
      <EventsSection recorder={recorder} t={t} locale={locale} headingRef={events} />
      <OverridesSection overrides={overrides} t={t} headingRef={overridesHeading} />
    </section>
  );
}
