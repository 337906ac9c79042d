// An error from the engine worker in the page's language: its code's string (err.CODE in the
// dictionaries) when there is one, else its own message. The engine's and the worker's messages
// are English; a translated error keeps that message under Details, for a report or a search.

import { el } from './dom.js';
import { t, has } from './i18n.js';

const translated = (e) => Boolean(e && typeof e.code === 'string' && has(`err.${e.code}`));

export function errorText(e) {
  if (translated(e)) return t(`err.${e.code}`, e.params || {});
  return e && e.message ? e.message : String(e);
}

/** What to put in an error box: the text, and a translated error's English message under Details. */
export function errorContent(e) {
  const text = errorText(e);
  if (!translated(e) || !e.message || e.message === text) return [text];
  return [text, ' ', el('details', { class: 'error-detail' }, el('summary', {}, t('err.details')), el('span', { lang: 'en' }, e.message))];
}
