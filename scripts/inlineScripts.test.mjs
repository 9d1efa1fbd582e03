import { describe, expect, it } from 'vitest';
import { inlineScriptsOf } from './lib/inlineScripts.mjs';

describe('inlineScriptsOf: the JavaScript counted in the login page budget from its HTML', () => {
  it('takes inline scripts, and leaves out import maps and scripts loaded from a file', () => {
    const html = [
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="module" src="/assets/shell.js" integrity="sha384-x"></script>',
      '<div id="app"></div><template id="t"><p>Entrar</p></template>',
      '<script data-first-paint>(()=>{showFirstPaint(window)})();</script>',
      '<SCRIPT>late()</SCRIPT >',
    ].join('\n');
    expect(inlineScriptsOf(html)).toEqual(['(()=>{showFirstPaint(window)})();', 'late()']);
  });

  it('leaves out every data block, the configuration the page carries included, and keeps modules and JavaScript types', () => {
    const html = [
      '<script type="application/json" data-app-config>{"urlsConfig":{}}</script>',
      "<script type='speculationrules'>{}</script>",
      '<script type="module">boot()</script>',
      '<script type="text/javascript">classic()</script>',
      '<script type="">empty()</script>',
    ].join('\n');
    expect(inlineScriptsOf(html)).toEqual(['boot()', 'classic()', 'empty()']);
  });

  it('finds none in a page without any', () => {
    expect(inlineScriptsOf('<!doctype html><p>Banco Alba</p>')).toEqual([]);
  });
});
