import { afterEach, describe, expect, it } from 'vitest';
import { readPageConfig } from './pageConfig';

afterEach(() => {
  document.body.replaceChildren();
});

function carry(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.setAttribute('data-app-config', '');
  block.textContent = text;
  document.body.append(block);
}

describe('the configuration the page carries', () => {
  it('is read from the page’s data-app-config block, escaped “<” included', () => {
    carry('{"urlsConfig":{"login":"http://bank.localhost:8080/app-login/"},"note":"\\u003c/script>"}');
    expect(readPageConfig(document)).toEqual({
      urlsConfig: { login: 'http://bank.localhost:8080/app-login/' },
      note: '</script>',
    });
  });

  it('is undefined when the page carries none, so the shell asks GET config/appConfig', () => {
    expect(readPageConfig(document)).toBeUndefined();
    carry('');
    expect(readPageConfig(document)).toBeUndefined();
  });

  it('throws on a block that is not JSON, as an answer that is not JSON would fail the start-up', () => {
    carry('{"urlsConfig":');
    expect(() => readPageConfig(document)).toThrow(SyntaxError);
  });
});
