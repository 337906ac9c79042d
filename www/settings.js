// What the user chose and the browser keeps: the model endpoint settings (the settings panel)
// and the last situation (persona, market), both in localStorage, and the URL parameters that
// override them (the tests and shared links use ?persona=, ?market=, ?date=, ?q=, ?timeout_ms=).

import { testConnection, normalizeBase } from './endpoint.js';
import { $ } from './dom.js';

export const params = new URLSearchParams(location.search);

const SETTINGS_KEY = 'atlas.endpoint';
const SITUATION_KEY = 'atlas.situation';
const DEFAULT_SETTINGS = { base: 'http://127.0.0.1:11434/v1', model: 'llama3.2', key: '', timeout: 120 };

export function loadSettings() {
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

export function timeoutMs(settings) {
  const fromUrl = Number(params.get('timeout_ms'));
  if (Number.isFinite(fromUrl) && fromUrl > 0) return fromUrl;
  const s = Number(settings.timeout);
  return Number.isFinite(s) && s > 0 ? s * 1000 : DEFAULT_SETTINGS.timeout * 1000;
}

export function loadSituation() {
  try {
    return JSON.parse(localStorage.getItem(SITUATION_KEY) || '{}') || {};
  } catch {
    return {};
  }
}

export function saveSituation({ persona, market }) {
  try {
    localStorage.setItem(SITUATION_KEY, JSON.stringify({ persona, market }));
  } catch {
    // ignore
  }
}

export function initSettingsForm() {
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
