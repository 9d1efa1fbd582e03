import type { Application, SignUpStep } from './api';

/**
 * What a step saved, read field by field: the API answers each step's data as its schema left it,
 * which the feature reads as loosely typed JSON (the page that saved it knows its shape).
 */
export function savedText(application: Pick<Application, 'data'>, step: SignUpStep, field: string): string {
  const value = application.data[step]?.[field];
  return typeof value === 'string' ? value : '';
}

export function savedFlag(application: Pick<Application, 'data'>, step: SignUpStep, field: string): boolean {
  return application.data[step]?.[field] === true;
}

export function savedList(application: Pick<Application, 'data'>, step: SignUpStep, field: string): string[] {
  const value = application.data[step]?.[field];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Whether the step is saved. */
export const isSaved = (application: Pick<Application, 'stepsDone'>, step: SignUpStep) => application.stepsDone.includes(step);
