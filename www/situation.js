// The situation pickers (persona, market) and loading the chosen persona's bundle: progress
// while it downloads, then the status line and the footer's bundle facts. Personas and their
// labels come from the engine worker, in the order the site's manifest lists them.

import { $, el, clear, show, setState, notice } from './dom.js';
import { listPersonas, loadBundle } from './engine-client.js';
import { params, loadSituation } from './settings.js';

let loaded = null; // the worker's load result
let loadSeq = 0;
const labels = new Map(); // persona name -> label, as the worker gave them

export const bundleLoaded = () => loaded !== null;

const labelOf = (persona) => labels.get(persona) || persona;

export function setBundleStatus(text, kind = '') {
  const s = $('bundle-status');
  s.textContent = text;
  s.className = `bundle-status ${kind}`.trim();
}

function fmtKB(n) {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
}

export async function fillPersonas() {
  // The selector lists what this site serves (a deployment may serve one). With no choice in
  // the URL or remembered, the option the markup ships selected stays the default.
  const select = $('persona');
  const want = params.get('persona') || loadSituation().persona || select.value;
  let personas = null;
  try {
    personas = await listPersonas();
  } catch {
    personas = null; // loading the bundle then says what is wrong
  }
  if (personas && personas.length) {
    clear(select);
    for (const { name, label } of personas) {
      labels.set(name, label);
      select.append(el('option', { value: name }, label));
    }
  }
  if ([...select.options].some((o) => o.value === want)) select.value = want;
}

function fillMarkets(markets) {
  const select = $('market');
  const want = select.value || loadSituation().market;
  clear(select);
  for (const [code, aliases] of markets) {
    const name = aliases && aliases.length ? `${code} · ${aliases[0]}` : code;
    select.append(el('option', { value: code }, name));
  }
  if ([...select.options].some((o) => o.value === want)) select.value = want;
}

export async function loadPersona(persona) {
  const seq = ++loadSeq;
  setState('engine', 'loading');
  $('ask').disabled = true;
  setBundleStatus(`Loading the ${labelOf(persona)} bundle…`);
  const wrap = $('progress-wrap');
  const bar = $('bundle-progress');
  try {
    const result = await loadBundle(persona, (p) => {
      if (seq !== loadSeq) return;
      show(wrap, true);
      if (p.total) {
        bar.max = p.total;
        bar.value = p.loaded;
        $('progress-label').textContent = `Downloading ${p.file}: ${fmtKB(p.loaded)} of ${fmtKB(p.total)}`;
      } else {
        bar.removeAttribute('value');
        $('progress-label').textContent = `Downloading ${p.file}: ${fmtKB(p.loaded)}`;
      }
    });
    if (seq !== loadSeq) return;
    show(wrap, false);
    loaded = result;
    fillMarkets(result.info.markets);
    const where = result.online ? '' : ' Offline: using the copy stored on this device.';
    setBundleStatus(`${result.info.corpus} ${result.version} · ${labelOf(persona)} bundle ready ` +
      `(${result.info.blocks} blocks, ${result.source === 'cache' ? 'stored copy' : 'downloaded'}).${where}`,
    result.online ? 'ok' : 'offline');
    $('engine-info').textContent = `${result.info.corpus} ${result.version} · ${result.file} · groups: ` +
      `${result.info.groups.join(', ')} · ${result.info.documents} documents, ${result.info.blocks} blocks · ${result.info.links}`;
    if (result.replaced) {
      notice(`A new build of the ${persona} bundle (${result.file}) was downloaded and replaced the copy stored on ` +
        `this device (crc32 ${result.replaced.from} → ${result.replaced.to}).`, 'info');
    }
    if (!result.stored) {
      notice('This browser gives the page no offline storage here, so it works only while online.', 'warn');
    }
    $('ask').disabled = false;
    setState('engine', 'ready');
  } catch (e) {
    if (seq !== loadSeq) return;
    show(wrap, false);
    setBundleStatus(e.message, 'error');
    setState('engine', 'error');
  }
}
