import type { ReactNode } from 'react';
import type { FlowPagePath } from '../flow';
import { StepFrame } from '../StepFrame';
import { useStepForm } from '../useStepForm';

/** A step that says something and goes on: nothing to fill in, nothing saved. */
export function InfoStepPage({
  page,
  trackingKey,
  title,
  intro,
  continueLabel,
  children,
}: {
  page: FlowPagePath;
  trackingKey: string;
  title: string;
  intro?: ReactNode;
  continueLabel?: string;
  children?: ReactNode;
}) {
  const form = useStepForm<Record<string, never>>({ page, trackingKey, initial: () => ({}) });
  return (
    <StepFrame
      page={page}
      trackingKey={trackingKey}
      title={title}
      intro={intro}
      form={form}
      {...(continueLabel === undefined ? {} : { continueLabel })}
    >
      {children}
    </StepFrame>
  );
}

/** The mark of a step that only shows what the real one would do (the sandbox identifies nobody). */
export function DemoBadge({ label }: { label: string }) {
  return <p className="sign-up-demo-badge">{label}</p>;
}
