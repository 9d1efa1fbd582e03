import { useId } from 'react';
import type { Locale } from '@bank-shell/core';
import { formatMoney } from '@bank-shell/core/format';
import { useApiQuery } from '@bank-shell/react/query';
import { getCustomerTasks } from './api';
import { formatDay } from './format';
import type { Translate } from './texts';

/**
 * "Waiting for you": what the bank waits for from the customer (features.md §7: the review of
 * their details, a pension plan's contribution, proposals). Below everything else, and nothing at
 * all when there is nothing to do or the bank could not say, so that it moves nothing on the page.
 */
export function CustomerTasks({ profileId, t, locale }: { profileId: string | null; t: Translate; locale: Locale }) {
  const titleId = useId();
  const query = useApiQuery(getCustomerTasks, [profileId]);
  if (query.status !== 'ready') return null;
  const { review, plans, proposals } = query.data;
  const items = [
    ...(review
      ? [{ key: 'review', text: t('taskReview', { date: formatDay(review.dueOn, locale), documents: review.documents.join(', ') }) }]
      : []),
    ...plans.map((plan) => ({
      key: plan.planId,
      text: t('taskPlan', {
        name: plan.name,
        amount: formatMoney(plan.pendingAmount, 'EUR', locale),
        date: formatDay(plan.deadline, locale),
      }),
    })),
    ...proposals.map((proposal) => ({
      key: proposal.proposalId,
      text:
        proposal.amount === null
          ? t('taskProposal', { title: proposal.title, date: formatDay(proposal.validUntil, locale) })
          : t('taskProposalAmount', {
              title: proposal.title,
              amount: formatMoney(proposal.amount, 'EUR', locale),
              date: formatDay(proposal.validUntil, locale),
            }),
    })),
  ];
  if (items.length === 0) return null;
  return (
    <section className="overview__section overview__section--wide customer-tasks" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('tasksTitle')}
      </h2>
      <ul className="customer-tasks__list">
        {items.map((item) => (
          <li key={item.key} className="customer-tasks__item">
            {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
