// The dealer page. The engine runs in worker.js; this module renders its answers and streams the
// model's reply. Every piece of document or model text is put in the page with textContent or
// text nodes, never parsed as HTML.

import { streamChat, testConnection, normalizeBase } from './endpoint.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);

const SETTINGS_KEY = 'atlas.endpoint';
const SITUATION_KEY = 'atlas.situation';
const DEFAULT_SETTINGS = { base: 'http://127.0.0.1:11434/v1', model: 'llama3.2', key: '', timeout: 120 };
const PERSONA_NAMES = { service: 'Service staff', sales: 'Sales desk', manager: 'Service manager' };
const BUNDLES_BASE = new URL('bundles/', location.href).href;

// ---------------------------------------------------------------------------------------------
// Small DOM helpers (no innerHTML anywhere).

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

function clear(node) {
  node.replaceChildren();
  return node;
}

function show(node, visible) {
  node.hidden = !visible;
}

function setState(name, value) {
  document.documentElement.dataset[name] = value;
}

// ---------------------------------------------------------------------------------------------
// Settings (localStorage) and situation.

function loadSettings() {
  let s = {};
  try {
    s = JSON.parse(localStorage.getItem(SETTINGS_KEY) || '{}') || {};
  } catch {
    s = {};
  }
  return { ...DEFAULT_SETTINGS, ...s };
}

function saveSettings(s) {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(s));
  } catch {
    // private mode or storage full: settings last for this page only
  }
}

function timeoutMs(settings) {
  const fromUrl = Number(params.get('timeout_ms'));
  if (Number.isFinite(fromUrl) && fromUrl > 0) return fromUrl;
  const s = Number(settings.timeout);
  return Number.isFinite(s) && s > 0 ? s * 1000 : DEFAULT_SETTINGS.timeout * 1000;
}

function loadSituation() {
  try {
    return JSON.parse(localStorage.getItem(SITUATION_KEY) || '{}') || {};
  } catch {
    return {};
  }
}

function saveSituation() {
  try {
    localStorage.setItem(SITUATION_KEY, JSON.stringify({ persona: $('persona').value, market: $('market').value }));
  } catch {
    // ignore
  }
}

function today() {
  const d = new Date();
  const p = (n) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

// ---------------------------------------------------------------------------------------------
// The engine worker.

const worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module', name: 'atlas-engine' });
let nextId = 1;
const pending = new Map();

worker.addEventListener('message', (event) => {
  const msg = event.data || {};
  const p = pending.get(msg.id);
  if (!p) return;
  if (msg.type === 'progress') {
    p.onProgress?.(msg);
    return;
  }
  pending.delete(msg.id);
  if (msg.ok) p.resolve(msg.value);
  else p.reject(new Error(msg.error));
});

worker.addEventListener('error', (event) => {
  const message = `The engine could not start (${event.message || 'worker error'}). Reload the page; if it persists, rebuild with scripts/build-web.`;
  for (const p of pending.values()) p.reject(new Error(message));
  pending.clear();
  setBundleStatus(message, 'error');
  setState('engine', 'error');
});

function call(type, payload = {}, onProgress) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, onProgress });
    worker.postMessage({ id, type, ...payload });
  });
}

// ---------------------------------------------------------------------------------------------
// Bundle loading.

let loaded = null; // the worker's load result
let loadSeq = 0;

function setBundleStatus(text, kind = '') {
  const s = $('bundle-status');
  s.textContent = text;
  s.className = `bundle-status ${kind}`.trim();
}

function notice(text, kind = 'info') {
  const box = $('notices');
  const item = el('p', { class: `notice ${kind}`, role: kind === 'error' ? 'alert' : null }, text);
  const close = el('button', { type: 'button', class: 'dismiss', 'aria-label': 'Dismiss this notice' }, '×');
  close.addEventListener('click', () => item.remove());
  item.append(' ', close);
  box.append(item);
}

function fmtKB(n) {
  return n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;
}

async function loadPersona(persona) {
  const seq = ++loadSeq;
  setState('engine', 'loading');
  $('ask').disabled = true;
  setBundleStatus(`Loading the ${PERSONA_NAMES[persona] || persona} bundle…`);
  const wrap = $('progress-wrap');
  const bar = $('bundle-progress');
  try {
    const result = await call('load', { persona, bundlesBase: BUNDLES_BASE }, (p) => {
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
    setBundleStatus(`${result.info.corpus} ${result.version} · ${PERSONA_NAMES[persona] || persona} bundle ready ` +
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

async function fillPersonas() {
  // The persona selector lists what this site's manifest serves (a deployment may serve one).
  const select = $('persona');
  const want = params.get('persona') || loadSituation().persona || 'service';
  let personas = null;
  try {
    const res = await fetch(new URL('manifest.json', BUNDLES_BASE), { cache: 'no-store' });
    if (res.ok) personas = Object.keys((await res.json()).personas || {});
  } catch {
    personas = null;
  }
  if (!personas) {
    try {
      const cache = await caches.open('atlas-bundles-v1');
      const r = await cache.match(new URL('manifest.json', BUNDLES_BASE).href);
      if (r) personas = Object.keys((await r.json()).personas || {});
    } catch {
      personas = null;
    }
  }
  if (personas && personas.length) {
    const order = ['service', 'sales', 'manager'];
    personas.sort((a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b));
    clear(select);
    for (const p of personas) select.append(el('option', { value: p }, PERSONA_NAMES[p] || p));
  }
  if ([...select.options].some((o) => o.value === want)) select.value = want;
}

// ---------------------------------------------------------------------------------------------
// Highlighting query terms and part numbers.

function termPattern(term) {
  let out = '';
  const chars = [...term];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === '-') {
      out += '-?';
      continue;
    }
    out += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const n = chars[i + 1];
    if (n && n !== '-' && ((/\p{L}/u.test(c) && /\p{N}/u.test(n)) || (/\p{N}/u.test(c) && /\p{L}/u.test(n)))) {
      out += '-?';
    }
  }
  return out;
}

function squash(s) {
  return s.toUpperCase().replace(/-/g, '');
}

function highlighter(answer) {
  const parts = new Set();
  for (const l of answer.links || []) parts.add(l.part);
  for (const e of answer.evidence || []) if (e.via) parts.add(e.via);
  const words = new Set([...(answer.terms || []), ...parts].filter((t) => t && t.length > 1));
  if (!words.size) return null;
  const alts = [...words].sort((a, b) => b.length - a.length).map(termPattern);
  let re;
  try {
    re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alts.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  } catch {
    return null;
  }
  return { re, parts: new Set([...parts].map(squash)) };
}

function appendHighlighted(node, text, hl) {
  if (!hl) {
    node.append(document.createTextNode(text));
    return node;
  }
  let at = 0;
  for (const m of text.matchAll(hl.re)) {
    if (m.index > at) node.append(document.createTextNode(text.slice(at, m.index)));
    const isPart = hl.parts.has(squash(m[0]));
    node.append(el('mark', { class: isPart ? 'part' : 'term', title: isPart ? 'part number' : 'query term' }, m[0]));
    at = m.index + m[0].length;
  }
  if (at < text.length) node.append(document.createTextNode(text.slice(at)));
  return node;
}

// ---------------------------------------------------------------------------------------------
// Rendering an answer.

let current = null; // { answer, labels:Set }

function cardId(label) {
  return `card-${label}`;
}

function goToCard(label) {
  const card = $(cardId(label));
  if (!card) return;
  card.scrollIntoView({ behavior: 'smooth', block: 'center' });
  card.focus({ preventScroll: true });
  card.classList.remove('flash');
  void card.offsetWidth;
  card.classList.add('flash');
}

function citeLink(label, text = label) {
  const a = el('a', { class: 'cite', href: `#${cardId(label)}`, 'data-label': label, title: `Go to evidence ${label}` }, text);
  a.addEventListener('click', (ev) => {
    ev.preventDefault();
    goToCard(label);
  });
  return a;
}

function renderEvidence(answer, hl) {
  const list = clear($('evidence'));
  if (!answer.evidence.length) {
    list.append(el('li', { class: 'empty' }, 'No evidence was found for this question in this bundle and situation.'));
    return;
  }
  for (const e of answer.evidence) {
    const titleId = `${cardId(e.label)}-title`;
    const meta = el('p', { class: 'meta' });
    meta.append(el('code', { class: 'block-id', title: 'block id' }, e.id));
    for (const p of e.products || []) meta.append(' ', el('span', { class: 'chip product', title: 'product' }, p));
    if (e.via) meta.append(' ', el('span', { class: 'chip via', title: 'reached through this part number' }, `via ${e.via}`));
    if (typeof e.score === 'number') meta.append(' ', el('span', { class: 'chip score', title: 'search score' }, `score ${e.score.toFixed(2)}`));
    const body = el('div', { class: 'card-body' });
    if (e.fields && e.fields.length) {
      const table = el('table', { class: 'fields' });
      const tbody = el('tbody');
      for (const [k, v] of e.fields) {
        tbody.append(el('tr', {}, el('th', { scope: 'row' }, k), appendHighlighted(el('td'), String(v), hl)));
      }
      table.append(tbody);
      body.append(table);
    } else {
      body.append(appendHighlighted(el('p', { class: 'text' }), e.text, hl));
    }
    const heading = el('h3', { id: titleId },
      el('span', { class: 'label' }, `[${e.label}]`), ' ',
      el('span', { class: 'doc' }, e.doc), ' · ',
      el('span', { class: 'section' }, e.fields && e.fields.length ? `record ${e.section}` : `section ${e.section}`),
      e.heading ? el('span', { class: 'heading' }, ` · ${e.heading}`) : null);
    const card = el('li', { class: 'card', id: cardId(e.label), tabindex: '-1', 'aria-labelledby': titleId, 'data-id': e.id },
      heading,
      e.title ? el('p', { class: 'doc-title' }, e.title) : null,
      meta,
      body);
    list.append(card);
  }
}

function renderLinks(answer) {
  const box = clear($('links-diagram'));
  const links = answer.links || [];
  show($('links-section'), links.length > 0);
  if (!links.length) return;
  const byId = new Map(answer.evidence.map((e) => [e.id, e]));
  const groups = new Map();
  for (const l of links) {
    const key = `${l.from}\u0000${l.part}`;
    if (!groups.has(key)) groups.set(key, { from: l.from, part: l.part, to: [] });
    groups.get(key).to.push(l);
  }
  const node = (id, products, cls) => {
    const e = byId.get(id);
    const n = el('div', { class: `node ${cls}` });
    if (e) n.append(citeLink(e.label, `[${e.label}]`), ' ');
    n.append(el('code', {}, id));
    for (const p of products || []) n.append(' ', el('span', { class: 'chip product' }, p));
    return n;
  };
  for (const g of groups.values()) {
    const fromEv = byId.get(g.from);
    const row = el('div', { class: 'diagram-row', role: 'group', 'aria-label': `${g.from} names part ${g.part}, which also appears in ${g.to.map((t) => `${t.to} (${(t.products || []).join(', ') || 'no product'})`).join(' and ')}` });
    const targets = el('ul', { class: 'targets' });
    for (const t of g.to) targets.append(el('li', {}, node(t.to, t.products, 'to')));
    row.append(
      node(g.from, fromEv ? fromEv.products : [], 'from'),
      el('span', { class: 'edge', 'aria-hidden': 'true' }),
      el('div', { class: 'node part' }, el('span', { class: 'part-label' }, 'part'), ' ', el('mark', { class: 'part' }, g.part)),
      el('span', { class: 'edge', 'aria-hidden': 'true' }),
      targets,
    );
    box.append(row);
  }
}

function renderAnswer(answer) {
  const hl = highlighter(answer);
  show($('results'), true);
  $('route').textContent = answer.route;
  $('route').className = `route-badge route-${answer.route}`;
  $('route-reason').textContent = answer.reason;
  const fig = $('figure');
  if (typeof answer.figure === 'number') {
    fig.textContent = `Figure computed by the engine: ${answer.figure}`;
    show(fig, true);
  } else {
    show(fig, false);
  }
  const facts = clear($('known-facts'));
  if (answer.known_facts.length) {
    for (const f of answer.known_facts) facts.append(appendHighlighted(el('li', { class: 'fact' }), f, hl));
  } else {
    facts.append(el('li', { class: 'empty' }, 'None for this question.'));
  }
  renderLinks(answer);
  renderEvidence(answer, hl);
  $('prompt-system').textContent = answer.prompt.system;
  $('prompt-user').textContent = answer.prompt.user;
  $('prompt-tokens').textContent = `(~${answer.prompt.tokens} tokens)`;
  $('trace').textContent = answer.trace.join('\n');
  $('copy-status').textContent = '';
}

// The model's reply: [Sn] become links to the cards; labels not supplied are marked rejected.
const LABEL = /^S0*(\d{1,4})$/;

function renderModelText(text, labels, rejected) {
  const box = clear($('answer'));
  const re = /\[([^\[\]\n]{1,200})\]/g;
  let at = 0;
  for (const m of text.matchAll(re)) {
    const pieces = m[1].split(/([,;])/);
    if (!pieces.some((p) => LABEL.test(p.trim()))) continue;
    if (m.index > at) box.append(document.createTextNode(text.slice(at, m.index)));
    box.append('[');
    for (const piece of pieces) {
      const t = piece.trim();
      const lm = LABEL.exec(t);
      if (!lm) {
        box.append(piece);
        continue;
      }
      const label = `S${lm[1]}`;
      const lead = piece.slice(0, piece.indexOf(t));
      if (lead) box.append(lead);
      const bad = rejected ? rejected.has(label) : !labels.has(label);
      if (bad) {
        box.append(el('span', { class: 'cite rejected', 'data-label': label, title: `${label} was not among the supplied evidence: the citation check rejects it` },
          t, el('span', { class: 'sr-only' }, ' (rejected: not supplied)')));
      } else {
        box.append(citeLink(label, t));
      }
    }
    box.append(']');
    at = m.index + m[0].length;
  }
  if (at < text.length) box.append(document.createTextNode(text.slice(at)));
}

function answerStatus(text, kind = '') {
  const s = $('answer-status');
  s.textContent = text;
  s.className = `answer-status ${kind}`.trim();
  s.setAttribute('role', kind === 'error' ? 'alert' : 'status');
}

function citationSummary(check) {
  const p = clear($('citation-summary'));
  const parts = [];
  p.append('Citation check: ');
  if (check.cited.length) {
    p.append('cites ');
    check.cited.forEach(([label, id], i) => {
      if (i) p.append(', ');
      p.append(citeLink(label, label), ` (${id})`);
    });
    parts.push('cited');
  } else {
    p.append('cites no supplied evidence');
  }
  if (check.unknown.length) {
    p.append('. ', el('strong', { class: 'rejected-text' }, `Rejected: ${check.unknown.join(', ')}`),
      ' (not among the supplied evidence; treat those statements as unsupported)');
  }
  if (check.uncited.length) p.append(`. Not cited: ${check.uncited.map(([l]) => l).join(', ')}`);
  p.append('.');
  show(p, true);
  p.classList.toggle('bad', check.unknown.length > 0);
}

// ---------------------------------------------------------------------------------------------
// Asking.

let stopper = null;
let askSeq = 0;

async function ask() {
  const question = $('question').value.trim();
  const errBox = $('ask-error');
  show(errBox, false);
  if (!question) {
    errBox.textContent = 'Type a question first.';
    show(errBox, true);
    $('question').focus();
    return;
  }
  if (!loaded) {
    errBox.textContent = 'The bundle is not loaded yet.';
    show(errBox, true);
    return;
  }
  if (stopper) stopper.abort();
  const seq = ++askSeq;
  const options = { persona: $('persona').value, market: $('market').value, date: $('date').value || undefined };
  let answer;
  try {
    answer = await call('ask', { question, options });
  } catch (e) {
    errBox.textContent = e.message;
    show(errBox, true);
    return;
  }
  if (seq !== askSeq) return;
  const labels = new Set(answer.evidence.map((e) => e.label));
  current = { answer, labels };
  renderAnswer(answer);
  clear($('answer'));
  show($('citation-summary'), false);
  $('answer-section').dataset.state = 'sending';
  setState('answer', 'sending');
  await streamAnswer(seq, answer, labels);
}

async function streamAnswer(seq, answer, labels) {
  const settings = loadSettings();
  let base;
  try {
    base = normalizeBase(settings.base);
  } catch (e) {
    finish(seq, 'error', e.message);
    return;
  }
  const ctl = new AbortController();
  stopper = ctl;
  $('stop').disabled = false;
  answerStatus(`Asking ${settings.model || 'the model'} at ${base}…`, 'busy');
  let text = '';
  let frame = 0;
  try {
    text = await streamChat({
      base,
      model: settings.model,
      key: settings.key,
      // Only the assembled prompt leaves the page.
      messages: [
        { role: 'system', content: answer.prompt.system },
        { role: 'user', content: answer.prompt.user },
      ],
      signal: ctl.signal,
      timeoutMs: timeoutMs(settings),
      onDelta: (_piece, whole) => {
        if (seq !== askSeq) return;
        text = whole;
        if (!frame) {
          frame = requestAnimationFrame(() => {
            frame = 0;
            if (seq === askSeq) renderModelText(text, labels, null);
          });
        }
        if ($('answer-section').dataset.state !== 'streaming') {
          $('answer-section').dataset.state = 'streaming';
          setState('answer', 'streaming');
          answerStatus(`${settings.model || 'The model'} is answering…`, 'busy');
        }
      },
    });
  } catch (e) {
    if (frame) cancelAnimationFrame(frame);
    if (seq !== askSeq) return;
    if (text) renderModelText(text, labels, null);
    const kind = e.kind === 'stopped' ? 'stopped' : 'error';
    const keep = ' The evidence, known facts and prompt are still shown.';
    finish(seq, kind, e.kind === 'stopped' ? e.message : e.message + (e.kind === 'offline' ? '' : keep));
    if (text) await check(seq, text, answer, labels);
    return;
  } finally {
    if (stopper === ctl) {
      stopper = null;
      $('stop').disabled = true;
    }
  }
  if (frame) cancelAnimationFrame(frame);
  if (seq !== askSeq) return;
  if (!text.trim()) {
    renderModelText('', labels, null);
    finish(seq, 'error', `The model at ${base} sent an empty answer. Check the model name in Settings and ask again.`);
    return;
  }
  await check(seq, text, answer, labels);
  finish(seq, 'done', 'Answer complete.');
}

async function check(seq, text, answer, labels) {
  try {
    const result = await call('check', { text, evidence: answer.evidence.map((e) => ({ label: e.label, id: e.id })) });
    if (seq !== askSeq) return;
    renderModelText(text, labels, new Set(result.unknown));
    citationSummary(result);
  } catch (e) {
    renderModelText(text, labels, null);
  }
}

function finish(seq, state, message) {
  if (seq !== askSeq) return;
  $('answer-section').dataset.state = state;
  setState('answer', state);
  answerStatus(message, state === 'error' ? 'error' : state === 'stopped' ? 'warn' : 'ok');
}

// ---------------------------------------------------------------------------------------------
// Wiring.

function initSettingsForm() {
  const s = loadSettings();
  $('endpoint-base').value = s.base;
  $('endpoint-model').value = s.model;
  $('endpoint-key').value = s.key;
  $('endpoint-timeout').value = String(s.timeout);
  $('settings-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    const next = readSettingsForm();
    if (!next) return;
    saveSettings(next);
    settingsStatus('Saved.', 'ok');
  });
  $('test-connection').addEventListener('click', async () => {
    const next = readSettingsForm();
    if (!next) return;
    saveSettings(next);
    settingsStatus(`Testing ${next.base}…`, 'busy');
    $('test-connection').disabled = true;
    try {
      const models = await testConnection({ base: next.base, key: next.key, timeoutMs: Math.min(timeoutMs(next), 15000) });
      const listed = models.includes(next.model);
      const shown = models.slice(0, 8).join(', ') + (models.length > 8 ? ', …' : '');
      settingsStatus(`Connected: the endpoint lists ${models.length} model${models.length === 1 ? '' : 's'}` +
        `${models.length ? ` (${shown})` : ''}. ` +
        (listed ? `"${next.model}" is among them.` : `"${next.model}" is not listed: pick one of those as the model.`),
      listed ? 'ok' : 'warn');
    } catch (e) {
      settingsStatus(e.message, 'error');
    } finally {
      $('test-connection').disabled = false;
    }
  });
}

function readSettingsForm() {
  const base = $('endpoint-base').value.trim();
  try {
    normalizeBase(base);
  } catch (e) {
    settingsStatus(e.message, 'error');
    $('endpoint-base').focus();
    return null;
  }
  const t = Number($('endpoint-timeout').value);
  return {
    base,
    model: $('endpoint-model').value.trim(),
    key: $('endpoint-key').value.trim(),
    timeout: Number.isFinite(t) && t > 0 ? t : DEFAULT_SETTINGS.timeout,
  };
}

function settingsStatus(text, kind) {
  const s = $('settings-status');
  s.textContent = text;
  s.className = `settings-status ${kind || ''}`.trim();
}

async function copyPrompt() {
  if (!current) return;
  const text = `${current.answer.prompt.system}\n\n${current.answer.prompt.user}`;
  const status = $('copy-status');
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = 'Copied.';
  } catch {
    const range = document.createRange();
    range.selectNodeContents($('prompt-user'));
    const sel = getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
    status.textContent = 'Copying is blocked here: the user message is selected, press Ctrl+C.';
  }
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

async function main() {
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
    const select = $('market');
    clear(select).append(el('option', { value: sit.market }, sit.market));
  }
  if (params.get('market')) clear($('market')).append(el('option', { value: params.get('market') }, params.get('market')));
  $('persona').addEventListener('change', () => {
    saveSituation();
    loadPersona($('persona').value);
  });
  $('market').addEventListener('change', saveSituation);
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
  $('stop').addEventListener('click', () => {
    if (stopper) stopper.abort();
  });
  $('copy-prompt').addEventListener('click', copyPrompt);
  window.addEventListener('online', () => notice('Back online.', 'info'));
  window.addEventListener('offline', () => notice('Offline: questions still work from the stored bundle; the model needs a connection.', 'warn'));
  await loadPersona($('persona').value);
}

main();
