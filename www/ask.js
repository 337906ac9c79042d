// Asking: the engine answers from the loaded bundle, the answer is shown, then its prompt (and
// only its prompt) goes to the model endpoint and the reply streams in; at the end the engine
// checks the reply's citations. A newer question makes every step of an older one stand down.

import { streamChat, normalizeBase } from './endpoint.js';
import { $, clear, show, setState } from './dom.js';
import { askEngine, checkCitations } from './engine-client.js';
import { renderAnswer } from './evidence.js';
import { renderModelText, answerStatus, citationSummary } from './reply.js';
import { loadSettings, timeoutMs } from './settings.js';
import { bundleLoaded } from './situation.js';

let shown = null; // the answer on screen, for Copy prompt
let stopper = null;
let askSeq = 0;

export async function ask() {
  const question = $('question').value.trim();
  const errBox = $('ask-error');
  show(errBox, false);
  if (!question) {
    errBox.textContent = 'Type a question first.';
    show(errBox, true);
    $('question').focus();
    return;
  }
  if (!bundleLoaded()) {
    errBox.textContent = 'The bundle is not loaded yet.';
    show(errBox, true);
    return;
  }
  if (stopper) stopper.abort();
  const seq = ++askSeq;
  const options = { persona: $('persona').value, market: $('market').value, date: $('date').value || undefined };
  let answer;
  try {
    answer = await askEngine(question, options);
  } catch (e) {
    errBox.textContent = e.message;
    show(errBox, true);
    return;
  }
  if (seq !== askSeq) return;
  const labels = new Set(answer.evidence.map((e) => e.label));
  shown = answer;
  renderAnswer(answer);
  clear($('answer'));
  show($('citation-summary'), false);
  $('answer-section').dataset.state = 'sending';
  setState('answer', 'sending');
  await streamAnswer(seq, answer, labels);
}

export function stop() {
  if (stopper) stopper.abort();
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
    const result = await checkCitations(text, answer.evidence.map((e) => ({ label: e.label, id: e.id })));
    if (seq !== askSeq) return;
    renderModelText(text, labels, new Set(result.unknown));
    citationSummary(result);
  } catch {
    renderModelText(text, labels, null);
  }
}

function finish(seq, state, message) {
  if (seq !== askSeq) return;
  $('answer-section').dataset.state = state;
  setState('answer', state);
  answerStatus(message, state === 'error' ? 'error' : state === 'stopped' ? 'warn' : 'ok');
}

export async function copyPrompt() {
  if (!shown) return;
  const text = `${shown.prompt.system}\n\n${shown.prompt.user}`;
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
