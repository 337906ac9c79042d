// The dealer page, wired together. The engine runs in worker.js (engine-client.js talks to it);
// the other modules each hold one job: dom.js, settings.js, situation.js (persona, market, the
// bundle), ask.js, evidence.js, highlight.js and reply.js. Every piece of document or model
// text is put in the page as text, never parsed as HTML.

import { $, el, clear, setState, notice } from './dom.js';
import { startEngine } from './engine-client.js';
import { params, initSettingsForm, loadSituation, saveSituation } from './settings.js';
import { fillPersonas, loadPersona, setBundleStatus } from './situation.js';
import { ask, stop, copyPrompt } from './ask.js';

function today() {
  const d = new Date();
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || params.get('sw') === 'off') return;
  navigator.serviceWorker.register('sw.js').then(() => {
    setState('sw', 'registered');
    return navigator.serviceWorker.ready;
  }).then(() => setState('sw', 'ready')).catch((e) => {
    setState('sw', 'error');
    notice(`Offline use is unavailable: the service worker did not register (${e.message}).`, 'warn');
  });
}

const situation = () => ({ persona: $('persona').value, market: $('market').value });

async function main() {
  startEngine({
    onFail: (message) => {
      setBundleStatus(message, 'error');
      setState('engine', 'error');
    },
  });
  setState('engine', 'starting');
  registerServiceWorker();
  initSettingsForm();
  $('date').value = params.get('date') || today();
  const q = params.get('q');
  if (q) $('question').value = q;
  await fillPersonas();
  const sit = loadSituation();
  if (sit.market) {
    // Put the remembered market in place before the bundle's list arrives.
    clear($('market')).append(el('option', { value: sit.market }, sit.market));
  }
  if (params.get('market')) clear($('market')).append(el('option', { value: params.get('market') }, params.get('market')));
  $('persona').addEventListener('change', () => {
    saveSituation(situation());
    loadPersona($('persona').value);
  });
  $('market').addEventListener('change', () => saveSituation(situation()));
  $('ask-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    ask();
  });
  $('question').addEventListener('keydown', (ev) => {
    if (ev.key === 'Enter' && !ev.shiftKey && !ev.isComposing) {
      ev.preventDefault();
      if (!$('ask').disabled) $('ask-form').requestSubmit();
    }
  });
  $('stop').addEventListener('click', stop);
  $('copy-prompt').addEventListener('click', copyPrompt);
  window.addEventListener('online', () => notice('Back online.', 'info'));
  window.addEventListener('offline', () => notice('Offline: questions still work from the stored bundle; the model needs a connection.', 'warn'));
  await loadPersona($('persona').value);
}

main();
