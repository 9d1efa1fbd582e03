import { assertThrowsOnlySpecMessages } from '../events/testing';
import { describe, expect, it, vi } from 'vitest';
import { EventPayloadError } from '../events';
import {
  SIGNED_IN_EVENT_MESSAGE,
  SIGNED_IN_TOPIC_VALIDATORS,
  parseAffluentMarkPayload,
  parseDocumentDownloadPayload,
  parseMaskedModePayload,
  parseSecurityProcessPayload,
  parseStepUpPayload,
  parseThemePayload,
} from './payloads';
import { createEventBus } from '../events';
import { STEP_UP_TOPIC } from './stepUp';
import type { StepUpTopics } from './stepUp';

const refused = (message: string) => new EventPayloadError(message);

describe('theme event (shell.md §5, §8)', () => {
  it.each(['light', 'dark', 'system'])('accepts %s', (theme) => {
    expect(parseThemePayload({ theme })).toEqual({ theme });
  });

  it.each([undefined, '', 7, null])(
    'a missing, empty or non-string theme (%s): "Theme value is required and must be a valid string!"',
    (theme) => {
      expect(() => parseThemePayload({ theme })).toThrow(refused('Theme value is required and must be a valid string!'));
    },
  );

  it('a theme off the list: "Theme value is not valid. Valid values are "light", "dark" and "system""', () => {
    expect(() => parseThemePayload({ theme: 'sepia' })).toThrow(
      refused('Theme value is not valid. Valid values are "light", "dark" and "system"'),
    );
  });
});

describe('affluent mark event (shell.md §5)', () => {
  it('accepts a non-empty string, and null, which resets the level to none', () => {
    expect(parseAffluentMarkPayload({ affluentMark: '1.SElHSA==' })).toEqual({ affluentMark: '1.SElHSA==' });
    expect(parseAffluentMarkPayload({ affluentMark: null })).toEqual({ affluentMark: null });
  });

  it.each([undefined, '', 1000])('refuses %s: "Affluent mark must be a string!"', (affluentMark) => {
    expect(() => parseAffluentMarkPayload({ affluentMark })).toThrow(refused('Affluent mark must be a string!'));
  });
});

describe('masked mode event (shell.md §5, §8)', () => {
  it('accepts a boolean enable', () => {
    expect(parseMaskedModePayload({ enable: false })).toEqual({ enable: false });
  });

  it.each([undefined, 'true', 1])('refuses enable %s: "Masked mode value must be a boolean!"', (enable) => {
    expect(() => parseMaskedModePayload({ enable })).toThrow(refused('Masked mode value must be a boolean!'));
  });
});

describe('document download event (shell.md §5)', () => {
  const valid = {
    url: '/documents/1.pdf',
    document: { name: 'extracto.pdf' },
    reportUnexistentFileCallback: () => undefined,
    openNewWindow: true,
  };

  it('accepts a url, a document object, a callback and openNewWindow', () => {
    expect(parseDocumentDownloadPayload(valid)).toEqual(valid);
  });

  it.each([
    ['url must be a non-empty string', { url: '' }, SIGNED_IN_EVENT_MESSAGE.downloadUrl],
    ['document must be an object', { document: 'extracto.pdf' }, SIGNED_IN_EVENT_MESSAGE.downloadDocument],
    ['the callback must be a function', { reportUnexistentFileCallback: 'alert' }, SIGNED_IN_EVENT_MESSAGE.downloadCallback],
    ['openNewWindow must be a boolean', { openNewWindow: 'yes' }, SIGNED_IN_EVENT_MESSAGE.downloadNewWindow],
  ])('%s', (_rule, change, message) => {
    expect(() => parseDocumentDownloadPayload({ ...valid, ...change })).toThrow(refused(message));
  });
});

describe('security process start event (shell.md §5)', () => {
  const callbacks = { approvalComplete: vi.fn(), approvalError: vi.fn() };
  const valid = { securityUrl: '/genoma_api/rest/transfers', method: 'POST', ...callbacks };

  it('fills in the defaults: safValidation true, processId false', () => {
    expect(parseSecurityProcessPayload(valid)).toMatchObject({ safValidation: true, processId: false, method: 'POST' });
  });

  it('keeps the given processId and safValidation', () => {
    expect(parseSecurityProcessPayload({ ...valid, processId: 'P-1', safValidation: false })).toMatchObject({
      processId: 'P-1',
      safValidation: false,
    });
  });

  it.each([
    ['securityUrl must be a non-empty string', { securityUrl: '' }, SIGNED_IN_EVENT_MESSAGE.securityUrl],
    ['approvalComplete must be a function', { approvalComplete: undefined }, SIGNED_IN_EVENT_MESSAGE.securityComplete],
    ['approvalError must be a function', { approvalError: {} }, SIGNED_IN_EVENT_MESSAGE.securityError],
    ['method must be GET, POST, PUT, PATCH or DELETE', { method: 'OPTIONS' }, SIGNED_IN_EVENT_MESSAGE.securityMethod],
    ['safValidation must be a boolean', { safValidation: 'no' }, SIGNED_IN_EVENT_MESSAGE.securityValidation],
  ])('%s', (_rule, change, message) => {
    expect(() => parseSecurityProcessPayload({ ...valid, ...change })).toThrow(refused(message));
  });
});

describe('step-up start event (shell.md §4 "Step-up"; docs/step-up.md)', () => {
  const valid = () => ({ onComplete: vi.fn(), onError: vi.fn(), onCancel: vi.fn(), onBack: vi.fn() });

  it('is the topic start-step-up, allowed with the other signed-in topics', () => {
    expect(STEP_UP_TOPIC).toBe('start-step-up');
    expect(SIGNED_IN_TOPIC_VALIDATORS['start-step-up']).toBe(parseStepUpPayload);
  });

  it('accepts the four callbacks, and nothing else reaches the shell', () => {
    const callbacks = valid();
    expect(parseStepUpPayload({ ...callbacks, securityUrl: '/genoma_api/rest/transfers' })).toEqual(callbacks);
  });

  it.each([
    [
      'onComplete must be a function: "Step-up onComplete must be a function!"',
      { onComplete: undefined },
      'Step-up onComplete must be a function!',
    ],
    ['onError must be a function: "Step-up onError must be a function!"', { onError: 'alert' }, 'Step-up onError must be a function!'],
    ['onCancel must be a function: "Step-up onCancel must be a function!"', { onCancel: null }, 'Step-up onCancel must be a function!'],
    ['onBack must be a function: "Step-up onBack must be a function!"', { onBack: {} }, 'Step-up onBack must be a function!'],
  ])('%s', (_rule, change, message) => {
    expect(() => parseStepUpPayload({ ...valid(), ...change })).toThrow(refused(message));
  });

  it('a payload that is no object breaks the first rule: "Step-up onComplete must be a function!"', () => {
    for (const payload of [undefined, null, 'start', [valid()]]) {
      expect(() => parseStepUpPayload(payload)).toThrow(refused('Step-up onComplete must be a function!'));
    }
  });

  it('a bus delivers it to its subscriber only once its owner allowed the signed-in topics', () => {
    const bus = createEventBus<StepUpTopics>({ validators: {} });
    expect(() => bus.publish(STEP_UP_TOPIC, valid())).toThrow('Event topic "start-step-up" is not in the allowed list');
    bus.allow({ [STEP_UP_TOPIC]: parseStepUpPayload });
    const started = vi.fn();
    bus.subscribe(STEP_UP_TOPIC, started);
    const payload = valid();
    bus.publish(STEP_UP_TOPIC, payload);
    expect(started).toHaveBeenCalledWith(payload);
  });
});

describe('every payload check under malformed and hostile input', () => {
  it.each(Object.entries(SIGNED_IN_TOPIC_VALIDATORS))(
    '%s: returns a payload or throws one of the spec’s messages, nothing else',
    (_topic, parse) => {
      assertThrowsOnlySpecMessages(parse, SIGNED_IN_EVENT_MESSAGE);
    },
  );
});
