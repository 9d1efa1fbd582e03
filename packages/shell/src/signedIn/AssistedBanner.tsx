import { useEffect, useState } from 'react';
import { schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput, NamespaceMessages } from '@bank-shell/core';
import { useShell } from '@bank-shell/react';
import { useLazyTexts } from '../i18n/useLazyTexts';

/** Who is assisting whom (sandbox-api.md, Assisted channel). */
export const ASSISTED_SESSION_PATH = '/assisted_channels/session';

const NAMESPACE = 'shell-assisted';
type BannerKey = 'assisting' | 'assistedChannel' | 'onlyCustomerSigns';
const messages: NamespaceMessages<BannerKey> = {
  'es-ES': {
    assisting: 'Atendiendo a {customer} · agente {staffId}',
    assistedChannel: 'Canal asistido',
    onlyCustomerSigns: 'Solo el cliente puede firmar operaciones: pídele que las haga desde su app o su banca online.',
  },
  'en-GB': {
    assisting: 'Assisting {customer} · agent {staffId}',
    assistedChannel: 'Assisted channel',
    onlyCustomerSigns: 'Only the customer can sign operations: ask them to do it in their app or online banking.',
  },
};

const trimmed = v.pipe(v.string(), v.minLength(1));
const assistedSessionSchema = v.object({
  agent: v.object({ staffId: trimmed, name: trimmed }),
  customer: v.object({ name: trimmed }),
});
type AssistedSession = InferOutput<typeof assistedSessionSchema>;

/** Who is assisting whom, from the bank, checked. */
export async function requestAssistedSession(http: HttpClient): Promise<AssistedSession> {
  return v.parse(assistedSessionSchema, await http.get(ASSISTED_SESSION_PATH, { cache: { useCache: false } }));
}

/**
 * The assisted client's banner on every signed-in page (issue 38 §3): which customer the agent is
 * working for and who the agent is, and that only the customer signs. The agent sees at a glance
 * whose money is on screen; the bank refuses an agent's signature anyway (`403
 * employee_not_allowed`). Nothing on the customer's own clients.
 */
export function AssistedBanner() {
  const { http, channel } = useShell();
  const t = useLazyTexts(NAMESPACE, messages);
  const assisted = channel.clientKind === 'assisted';
  const [session, setSession] = useState<AssistedSession | null>(null);
  useEffect(() => {
    if (!assisted) return undefined;
    let live = true;
    requestAssistedSession(http).then(
      (answer) => live && setSession(answer),
      (error: unknown) => console.error('The assisted session could not be read', error),
    );
    return () => {
      live = false;
    };
  }, [assisted, http]);

  if (!assisted) return null;
  return (
    <div role="note" className="assisted-banner">
      <p className="assisted-banner__who">
        {session ? t('assisting', { customer: session.customer.name, staffId: session.agent.staffId }) : t('assistedChannel')}
      </p>
      <p className="assisted-banner__rule">{t('onlyCustomerSigns')}</p>
    </div>
  );
}
