// Asking: the engine answers from the loaded bundle, the answer is shown (and scrolled into
// view), then its prompt (and only its prompt) goes to the model endpoint and the reply streams
// in; at the end the reply's citations are checked against the evidence supplied. With no endpoint configured, the
// evidence and the known facts are the result ("evidence only"). A newer question, or another
// persona, makes every step of an older one stand down.

import { streamChat, normalizeBase } from './endpoint.js';
import { $, el, clear, show, setState } from './dom.js';
import { askEngine, answerDrawn } from './engine-client.js';
import { checkCitations } from './citations.js';
import { renderAnswer, clearResults } from './evidence.js';
import { renderDirect } from './direct.js';
import { renderModelText, answerStatus, citationSummary, settingsLink } from './reply.js';
import { loadSettings, timeoutMs } from './settings.js';
import { bundleLoaded, personaLabelOf, marketLabelOf } from './situation.js';
import { modelMessages } from './model-messages.js';
import { t, formatDate } from './i18n.js';
import { errorContent } from './errors.js';

let shown = null; // {answer, messages, options} on screen, for Copy prompt and a language switch
let stopper = null;
let askSeq = 0;

const streaming = () => stopper !== null;

function contextLine(options) {
  const market = $('market').selectedOptions[0];
  return t('answer.context', {
    persona: personaLabelOf(options.persona),
    market: market ? marketLabelOf(options.market, [market.dataset.alias].filter(Boolean)) : options.market,
    date: formatDate(options.date),
  });
}

function bringAnswerIntoView() {
  // On a phone the keyboard would hide the answer: let the question go.
  if (matchMedia('(pointer: coarse)').matches && document.activeElement === $('question')) $('question').blur();
  $('answer-section').scrollIntoView({ block: 'start' });
}

/**
 * The address says the question on screen, with its persona and market: a link copied now asks
 * it again (app.js asks a `?q=` on load). The date is left out: a shared link asks as of the day
 * it is opened, as the date box does. Other parameters stay as they were.
 */
function rememberInAddress(question, situation) {
  setAddress((params) => params.set('q', question), situation);
}

/**
 * A persona or market chosen after a question: the address follows, so that a reload or a copied
 * link does not bring back the one the question was asked with. An address naming no question is
 * left as it is.
 */
export function keepAddressSituation(situation) {
  if (new URLSearchParams(location.search).has('q')) setAddress(() => {}, situation);
}

function setAddress(change, { persona, market }) {
  try {
    const url = new URL(location.href);
    change(url.searchParams);
    if (persona) url.searchParams.set('persona', persona);
    if (market) url.searchParams.set('market', market);
    history.replaceState(history.state, '', url);
  } catch {
    // an address the browser will not change (a sandboxed frame): the answer matters more
  }
}

export async function ask() {
  const question = $('question').value.trim();
  const errBox = $('ask-error');
  show(errBox, false);
  if (!question) {
    errBox.textContent = t('ask.empty');
    show(errBox, true);
    $('question').focus();
    return;
  }
  if (!bundleLoaded()) {
    errBox.textContent = t('ask.notLoaded');
    show(errBox, true);
    return;
  }
  if (stopper) stopper.abort();
  const seq = ++askSeq;
  const options = { persona: $('persona').value, market: $('market').value, date: $('date').value || undefined };
  rememberInAddress(question, options);
  let answer;
  try {
    answer = await askEngine(question, options);
  } catch (e) {
    errBox.replaceChildren(...errorContent(e));
    show(errBox, true);
    // The question's end, as every other end says it: without it the page's state stayed
    // unset (or the last answer's) and whatever waits for the answer (the label confirmation's
    // Ask, a test) waited on past the error shown (an offline question reading a chunk this
    // device never fetched: 30 s, issue 40).
    if (seq === askSeq) setState('answer', 'error');
    return;
  }
  if (seq !== askSeq) return;
  const labels = new Set(answer.evidence.map((e) => e.label));
  const messages = modelMessages(answer.prompt, t('model.answerIn'));
  shown = { answer, messages, options: { ...options, date: options.date || answer.date } };
  renderAnswerCard(answer);
  answerDrawn();
  clear($('answer'));
  show($('citation-summary'), false);
  const settings = loadSettings();
  show($('evidence-only'), !settings.base);
  if (!settings.base) {
    showEvidenceOnly(answer);
    bringAnswerIntoView();
    return;
  }
  $('answer-section').dataset.state = 'sending';
  setState('answer', 'sending');
  bringAnswerIntoView();
  await streamAnswer(seq, answer, messages, labels, settings);
}

/**
 * What the engine says, with or without a model: everything but the model's reply, the direct
 * answer first. When the engine could not answer, the sources are said to be the closest passages
 * and the route's sentence (which would say what Atlas computed or found) is left out.
 */
function renderAnswerCard(answer) {
  const hl = renderAnswer(answer, { messages: shown.messages, context: contextLine(shown.options) });
  const answered = renderDirect(answer, hl);
  $('evidence-heading').textContent = t(answered ? 'sources.heading' : 'sources.candidates');
  show($('route-plain'), answered);
  scopeNarrowing(answer);
}

/**
 * A list or figure over every market because the question names none: the scope line says so,
 * with one tap to ask again for the asker's market (the market's name added to the question, as
 * a dealer would type it).
 */
function scopeNarrowing(answer) {
  const everyMarket = (answer.facts || []).some((f) => f.code === 'scope.all_markets');
  const box = $('scope');
  if (!everyMarket || box.hidden) return;
  const option = $('market').selectedOptions[0];
  if (!option) return;
  const name = option.dataset.alias || marketLabelOf(option.value);
  const button = el('button', { type: 'button', class: 'narrow' }, t('scope.narrow', { market: marketLabelOf(option.value, [option.dataset.alias].filter(Boolean)) }));
  button.addEventListener('click', () => {
    $('question').value = `${$('question').value.trim()} (${name})`;
    ask();
  });
  box.append(' · ', t('scope.allMarkets'), ' ', button);
}

/** No model: the direct answer and the sources are the result, and one quiet line says how to add one. */
function showEvidenceOnly(answer) {
  answerStatus('', '');
  $('evidence-only-sources').textContent = t('evidenceOnly.sources', { n: answer.evidence.length });
  const how = clear($('evidence-only-how'));
  how.append(settingsLink(t('evidenceOnly.how'), 'endpoint-base'));
  $('answer-section').dataset.state = 'evidence';
  setState('answer', 'evidence');
}

/** Stop (the button or Escape): cuts the answer off; the focus goes back to the question at once,
 * since the Stop button goes away under the cursor (and the answer may still be checked after). */
export function stop() {
  if (!stopper) return;
  stopper.abort();
  $('question').focus({ preventScroll: true });
}

/** Escape: stops a streaming answer (true), else does nothing (false). */
export function stopIfStreaming() {
  if (!streaming()) return false;
  stop();
  return true;
}

/** Another persona was chosen: what is on screen belongs to the previous one. */
export function forgetAnswer() {
  askSeq++;
  if (stopper) stopper.abort();
  shown = null;
  clearResults();
  delete document.documentElement.dataset.answer;
}

async function streamAnswer(seq, answer, messages, labels, settings) {
  let base;
  try {
    base = normalizeBase(settings.base);
  } catch (e) {
    finish(seq, 'error', e.message, e.field);
    return;
  }
  const ctl = new AbortController();
  stopper = ctl;
  $('stop').disabled = false;
  answerStatus(t('answer.sending', { model: settings.model || t('answer.theModel'), base }), 'busy');
  let text = '';
  let frame = 0;
  try {
    text = await streamChat({
      base,
      model: settings.model,
      key: settings.key,
      // Only the assembled prompt leaves the page.
      messages,
      signal: ctl.signal,
      timeoutMs: timeoutMs(settings),
      onDelta: (_piece, whole) => {
        if (seq !== askSeq) return;
        text = whole;
        // One render per frame, however fast the pieces come.
        if (!frame) {
          frame = requestAnimationFrame(() => {
            frame = 0;
            if (seq === askSeq) renderModelText(text, labels, null);
          });
        }
        if ($('answer-section').dataset.state !== 'streaming') {
          $('answer-section').dataset.state = 'streaming';
          setState('answer', 'streaming');
          answerStatus(t('answer.streaming', { model: settings.model || t('answer.theModelCap') }), 'busy');
        }
      },
    });
  } catch (e) {
    if (frame) cancelAnimationFrame(frame);
    if (seq !== askSeq) return;
    if (text) renderModelText(text, labels, null);
    if (e.kind === 'stopped') {
      finish(seq, 'stopped', e.message);
    } else {
      finish(seq, 'error', e.message + (e.kind === 'offline' ? '' : t('answer.keep')), e.field || 'endpoint-base');
    }
    if (text) check(seq, text, answer, labels);
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
    finish(seq, 'error', t('answer.empty', { base }), 'endpoint-model');
    return;
  }
  check(seq, text, answer, labels);
  finish(seq, 'done', t('answer.complete'));
}

function check(seq, text, answer, labels) {
  if (seq !== askSeq) return;
  const result = checkCitations(text, answer.evidence);
  renderModelText(text, labels, new Set(result.unknown));
  citationSummary(result);
}

function finish(seq, state, message, settingsField) {
  if (seq !== askSeq) return;
  $('answer-section').dataset.state = state;
  setState('answer', state);
  answerStatus(message, state === 'error' ? 'error' : state === 'stopped' ? 'warn' : 'ok',
    { settingsField: state === 'error' ? settingsField : undefined });
}

/** After a language switch: the answer's own parts again, in the new language (the reply stays). */
export function relabelAnswer() {
  if (!shown) return;
  renderAnswerCard(shown.answer);
  if (!$('evidence-only').hidden) showEvidenceOnly(shown.answer);
}

/**
 * The answer as text, to paste in a message or a work order: the question, what is on the answer
 * card (figure, scope, the answer or the known facts, the citation check), then the sources by
 * label, title and id. Only what the page shows: nothing the asker may not read.
 */
export async function copyAnswer() {
  if (!shown) return;
  const visible = (id) => {
    const node = $(id);
    return node && !node.hidden && node.offsetParent !== null ? node.innerText.trim() : '';
  };
  const parts = [$('question').value.trim(), visible('answer-context'), visible('direct'), visible('figure'),
    visible('scope'), visible('no-good-match'), visible('answer'), visible('citation-summary')];
  const sources = shown.answer.evidence.map((e) => `[${e.label}] ${e.title || e.doc} (${e.id})`);
  const text = [...parts.filter(Boolean), sources.length ? `${t('sources.heading')}:\n${sources.join('\n')}` : '']
    .filter(Boolean).join('\n\n');
  await copyText(text, { status: 'copy-answer-status', select: 'answer-section', blocked: 'answer.copyBlocked' });
}

export async function copyPrompt() {
  if (!shown) return;
  const text = `${shown.messages[0].content}\n\n${shown.messages[1].content}`;
  await copyText(text, { status: 'copy-status', select: 'prompt-user', blocked: 'copy.blocked' });
}

/** Puts `text` on the clipboard; where the browser refuses, selects `select` for Ctrl+C instead. */
async function copyText(text, { status, select, blocked }) {
  try {
    await navigator.clipboard.writeText(text);
    $(status).textContent = t('copy.done');
  } catch {
    const range = document.createRange();
    range.selectNodeContents($(select));
    const sel = getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
    $(status).textContent = t(blocked);
  }
}

