// What the user chose and the browser keeps: the model endpoint settings (the settings panel),
// the developer details switch, the last situation (persona, market) and the language, in
// localStorage, and the URL parameters
// that override them (the tests and shared links use ?persona=, ?market=, ?date=, ?q=,
// ?timeout_ms=, ?lang=). The endpoint in use is the user's base URL and model, else site.json's;
// with neither, there is none and the page shows the evidence only.

import { testConnection, normalizeBase } from './endpoint.js';
import { $ } from './dom.js';
import { t } from './i18n.js';
import { siteConfig } from './site-config.js';

export const params = new URLSearchParams(location.search);

const SETTINGS_KEY = 'atlas.endpoint';
const SITUATION_KEY = 'atlas.situation';
const LANGUAGE_KEY = 'atlas.language';
const DEVELOPER_KEY = 'atlas.developer';
const STORED_KEY = 'atlas.stored';
const DEFAULT_TIMEOUT = 120;

/** A stored object: {} when there is none, or it is not one. */
export function readJson(key) {
  try {
    const v = JSON.parse(localStorage.getItem(key) || '{}');
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}

/** Stores `value`; false when the browser refuses (private mode, storage full). */
export function writeJson(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether this browser has stored a bundle's head for offline use (the worker said so after a
 * load): a visit with no service worker is then not taken for a first visit.
 */
export function bundleStored() {
  return readJson(STORED_KEY).head === true;
}

export function rememberBundleStored() {
  if (!bundleStored()) writeJson(STORED_KEY, { head: true });
}

/** What the user saved in this browser (empty fields mean "the site's default"). */
const userSettings = () => readJson(SETTINGS_KEY);

/** The endpoint in use: {base, model, key, timeout}; base is '' when none is configured. */
export function loadSettings() {
  const user = userSettings();
  const site = siteConfig().endpoint;
  return {
    base: String(user.base || site.base || ''),
    model: String(user.model || site.model || ''),
    key: String(user.key || ''),
    timeout: Number(user.timeout) > 0 ? Number(user.timeout) : site.timeout || DEFAULT_TIMEOUT,
  };
}

export const endpointConfigured = () => Boolean(loadSettings().base);

export function timeoutMs(settings) {
  const fromUrl = Number(params.get('timeout_ms'));
  if (Number.isFinite(fromUrl) && fromUrl > 0) return fromUrl;
  const s = Number(settings.timeout);
  return Number.isFinite(s) && s > 0 ? s * 1000 : DEFAULT_TIMEOUT * 1000;
}

export const loadSituation = () => readJson(SITUATION_KEY);
export const saveSituation = ({ persona, market }) => writeJson(SITUATION_KEY, { persona, market });

export function storedLanguage() {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function saveLanguage(l) {
  try {
    localStorage.setItem(LANGUAGE_KEY, l);
  } catch {
    // ignore
  }
}

/**
 * Developer details (off unless ticked): the engine's own words under Details, the route's name,
 * its reason with the configured regular expression, the scores, the prompt and the trace. A
 * technician reads the plain-words parts; these stay in the page, hidden (app.css .dev-only).
 */
export function developerDetails() {
  try {
    return localStorage.getItem(DEVELOPER_KEY) === 'on';
  } catch {
    return false;
  }
}

export function showDeveloperDetails(on) {
  document.documentElement.dataset.developer = on ? 'on' : 'off';
  $('developer').checked = on;
}

function initDeveloperSwitch() {
  showDeveloperDetails(developerDetails());
  $('developer').addEventListener('change', () => {
    const on = $('developer').checked;
    try {
      if (on) localStorage.setItem(DEVELOPER_KEY, 'on');
      else localStorage.removeItem(DEVELOPER_KEY);
    } catch {
      // it lasts for this page only
    }
    showDeveloperDetails(on);
  });
}

/** The fields show what the user saved; the site's defaults show as placeholders and a hint. */
export function fillSettingsForm() {
  const user = userSettings();
  const site = siteConfig().endpoint;
  $('endpoint-base').value = user.base || '';
  $('endpoint-model').value = user.model || '';
  $('endpoint-key').value = user.key || '';
  $('endpoint-timeout').value = String(Number(user.timeout) > 0 ? user.timeout : site.timeout || DEFAULT_TIMEOUT);
  $('endpoint-base').placeholder = site.base || 'http://127.0.0.1:11434/v1';
  $('endpoint-model').placeholder = site.model || 'llama3.2';
  $('endpoint-default').textContent = site.base
    ? t('settings.siteDefault', { base: site.base, model: site.model || '—' })
    : t('settings.noDefault');
}

export function initSettingsForm({ onSaved }) {
  fillSettingsForm();
  initDeveloperSwitch();
  $('settings-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    const next = readSettingsForm();
    if (!next) return;
    writeJson(SETTINGS_KEY, next);
    settingsStatus(t('settings.saved'), 'ok');
    onSaved?.();
  });
  $('test-connection').addEventListener('click', async () => {
    const next = readSettingsForm();
    if (!next) return;
    writeJson(SETTINGS_KEY, next);
    onSaved?.();
    const s = loadSettings();
    if (!s.base) {
      settingsStatus(t('settings.nothingToTest'), 'warn');
      $('endpoint-base').focus();
      return;
    }
    settingsStatus(t('settings.testing', { base: s.base }), 'busy');
    $('test-connection').disabled = true;
    try {
      const models = await testConnection({ base: s.base, key: s.key, timeoutMs: Math.min(timeoutMs(s), 15000) });
      const listed = models.includes(s.model);
      const shown = models.slice(0, 8).join(', ') + (models.length > 8 ? ', …' : '');
      settingsStatus(t('settings.connected', { count: models.length, shown, model: s.model, listed }), listed ? 'ok' : 'warn');
    } catch (e) {
      settingsStatus(e.message, 'error');
    } finally {
      $('test-connection').disabled = false;
    }
  });
}

function readSettingsForm() {
  const base = $('endpoint-base').value.trim();
  if (base) {
    try {
      normalizeBase(base);
    } catch (e) {
      settingsStatus(e.message, 'error');
      $('endpoint-base').focus();
      return null;
    }
  }
  const timeout = Number($('endpoint-timeout').value);
  return {
    base,
    model: $('endpoint-model').value.trim(),
    key: $('endpoint-key').value.trim(),
    timeout: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT,
  };
}

function settingsStatus(text, kind) {
  const s = $('settings-status');
  s.textContent = text;
  s.className = `settings-status ${kind || ''}`.trim();
}

/** Opens the settings panel and puts the cursor in the field that needs attention. */
export function openSettings(field = 'endpoint-base') {
  const panel = $('settings');
  panel.open = true;
  const input = $(field) || $('endpoint-base');
  panel.scrollIntoView({ block: 'start' });
  input.focus();
}

export function closeSettings() {
  const panel = $('settings');
  if (!panel.open) return false;
  panel.open = false;
  panel.querySelector('summary').focus();
  return true;
}
