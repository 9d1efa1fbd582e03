import { useId, useRef, useState } from 'react';
import type { Locale } from '@bank-shell/core';
import { formatDayMonth } from '@bank-shell/core/format';
import { useShell } from '@bank-shell/react';
import { useApiQuery } from '@bank-shell/react/query';
import { forgetDevice, getDevice, listDeviceIds } from './devices';
import type { Device, DevicePlatform } from './devices';
import type { PersonalAreaMessageKey } from './messages';

type Translate = (key: PersonalAreaMessageKey, values?: Record<string, string>) => string;

const PLATFORM_LABEL: Readonly<Record<DevicePlatform, PersonalAreaMessageKey>> = {
  web: 'devicePlatformWeb',
  android: 'devicePlatformAndroid',
  ios: 'devicePlatformIos',
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant's calendar day on this device, as the overview writes days: `25 nov 2026`, `25 Nov 2026`. */
export function formatSeenOn(isoTime: string, locale: Locale): string {
  const date = new Date(isoTime);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${formatDayMonth(day, locale)} ${date.getFullYear()}`;
}

/**
 * Security in Mi área: the devices the customer has signed in from (features.md §7
 * `fingerprint/devices/{deviceId}`, one call per device, so that one failing hides only its own
 * row), each removable. A removed device is gone from the list once the bank has forgotten it; the
 * message that says so takes the focus, as the button it replaces is gone.
 */
export function DevicesCard({ t, locale, changePinHref }: { t: Translate; locale: Locale; changePinHref?: string }) {
  const titleId = useId();
  const list = useApiQuery(listDeviceIds, []);
  const [forgotten, setForgotten] = useState<readonly string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  function onForgotten(device: Device) {
    setForgotten((ids) => [...ids, device.deviceId]);
    setNotice(t('deviceForgotten', { alias: device.alias }));
    queueMicrotask(() => noticeRef.current?.focus());
  }

  const ids = list.status === 'ready' ? list.data.filter((id) => !forgotten.includes(id)) : [];
  return (
    <section className="card personal-area__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('securityTitle')}
      </h2>
      {changePinHref !== undefined && (
        <a className="button button--ghost personal-area__link-button" href={changePinHref}>
          {t('changePinLink')}
        </a>
      )}
      <h3 className="personal-area__subtitle">{t('devicesTitle')}</h3>
      <p className="personal-area__hint">{t('devicesHint')}</p>
      <p ref={noticeRef} role="status" tabIndex={-1} className="personal-area__notice">
        {notice}
      </p>
      {list.status === 'loading' && <p className="personal-area__hint">{t('devicesLoading')}</p>}
      {list.status === 'failed' && (
        <div role="alert" className="alert alert--error personal-area__error">
          <p>{t('devicesError')}</p>
          <button type="button" className="button button--ghost" onClick={list.retry}>
            {t('retry')}
          </button>
        </div>
      )}
      {list.status === 'ready' && ids.length === 0 && <p className="personal-area__hint">{t('devicesNone')}</p>}
      {ids.length > 0 && (
        <ul className="device-list">
          {ids.map((id) => (
            <DeviceRow key={id} deviceId={id} t={t} locale={locale} onForgotten={onForgotten} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DeviceRow({
  deviceId,
  t,
  locale,
  onForgotten,
}: {
  deviceId: string;
  t: Translate;
  locale: Locale;
  onForgotten: (device: Device) => void;
}) {
  const { http } = useShell();
  const device = useApiQuery((client) => getDevice(client, deviceId), [deviceId]);
  const [removing, setRemoving] = useState(false);
  const [failed, setFailed] = useState(false);
  if (device.status === 'loading') return <li className="device">{t('devicesLoading')}</li>;
  if (device.status === 'failed') return <li className="device device--failed">{t('deviceError')}</li>;
  const { alias, platform, trusted, lastSeenAt } = device.data;

  async function remove() {
    if (device.status !== 'ready') return;
    setRemoving(true);
    setFailed(false);
    try {
      await forgetDevice(http, deviceId);
      onForgotten(device.data);
    } catch {
      setFailed(true);
      setRemoving(false);
    }
  }

  return (
    <li className="device">
      <div className="device__text">
        <span className="device__alias">{alias}</span>
        <span className="device__detail">
          {t(PLATFORM_LABEL[platform])} · {t('deviceLastSeen', { date: formatSeenOn(lastSeenAt, locale) })}
        </span>
        {trusted && <span className="device__badge">{t('deviceTrusted')}</span>}
        {failed && (
          <span role="alert" className="device__error">
            {t('deviceRemoveError')}
          </span>
        )}
      </div>
      <button
        type="button"
        className="button button--ghost device__remove"
        aria-label={t('deviceRemoveLabel', { alias })}
        aria-disabled={removing || undefined}
        onClick={() => void (removing ? undefined : remove())}
      >
        {t('deviceRemove')}
      </button>
    </li>
  );
}
