// Talking to an OpenAI-compatible chat completions endpoint: stream an answer (server-sent
// events), test the connection, and turn every failure into a message that says what to do.
//
// Only what the caller passes as `messages` (the assembled prompt) and the model name leave the
// page. The key goes only in the Authorization header. Nothing here is cached or logged. The
// messages are in the page's language (i18n.js; English under Node).

import { t } from './i18n.js';

export class EndpointError extends Error {
  constructor(kind, message, { status, detail, field } = {}) {
    super(message);
    this.name = 'EndpointError';
    this.kind = kind; // 'config' | 'cors' | 'refused' | 'offline' | 'timeout' | 'http' | 'stream' | 'stopped'
    this.status = status;
    this.detail = detail;
    // The settings field to fix: 'endpoint-base', 'endpoint-model', 'endpoint-key' or 'endpoint-timeout'.
    this.field = field || 'endpoint-base';
  }
}

/** Normalizes a base URL ("http://host:11434/v1/" -> "http://host:11434/v1"); throws for a bad one. */
export function normalizeBase(base) {
  const raw = String(base ?? '').trim();
  if (!raw) throw new EndpointError('config', t('ep.noBase'));
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new EndpointError('config', t('ep.badUrl', { raw }));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EndpointError('config', t('ep.badScheme', { raw }));
  }
  if (url.username || url.password) {
    throw new EndpointError('config', t('ep.keyInUrl'), { field: 'endpoint-key' });
  }
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

function headers(key, json) {
  const h = { Accept: json ? 'text/event-stream, application/json' : 'application/json' };
  if (json) h['Content-Type'] = 'application/json';
  if (key) h.Authorization = `Bearer ${key}`;
  return h;
}

const FETCH_DEFAULTS = { cache: 'no-store', credentials: 'omit', referrerPolicy: 'no-referrer', mode: 'cors' };

/** The server's own words from an error body: OpenAI's {error:{message}}, Ollama's {error}, or text. */
export async function serverMessage(res) {
  let text = '';
  try {
    text = await res.text();
  } catch {
    return '';
  }
  text = text.slice(0, 4000);
  try {
    const j = JSON.parse(text);
    const m = (j && j.error && (j.error.message || (typeof j.error === 'string' ? j.error : null))) ||
      (j && (j.message || j.detail)) || null;
    if (m) return String(typeof m === 'string' ? m : JSON.stringify(m)).slice(0, 500);
  } catch {
    // not JSON
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

export function httpError(status, statusText, message, url) {
  const said = message ? `: "${message}"` : (statusText ? ` ${statusText}` : '');
  const head = t('ep.httpHead', { status, url, said });
  let todo;
  let field = 'endpoint-model';
  if (status === 401 || status === 403) {
    todo = t('ep.http401');
    field = 'endpoint-key';
  } else if (status === 404) {
    todo = t('ep.http404');
    field = 'endpoint-base';
  } else if (status === 405 || status === 301 || status === 302 || status === 307 || status === 308) {
    // The address answers, but not as a chat endpoint: a web page or an API root, not …/v1.
    todo = t('ep.http405');
    field = 'endpoint-base';
  } else if (status === 429) {
    todo = t('ep.http429');
    field = 'endpoint-key';
  } else if (status >= 500) {
    todo = t('ep.http5xx');
  } else {
    todo = t('ep.httpOther');
  }
  return new EndpointError('http', `${head} ${todo}`, { status, detail: message, field });
}

async function diagnose(base, err, timeoutMs) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return new EndpointError('offline', t('ep.offline', { base }));
  }
  // fetch() says only "Failed to fetch" for both a CORS refusal and a refused connection. A
  // no-cors GET (no key, no body, the response unreadable) tells them apart: it succeeds when
  // the server is up and merely does not allow this page's origin.
  let reachable = false;
  const probe = new AbortController();
  const timer = setTimeout(() => probe.abort(), Math.min(timeoutMs || 5000, 5000));
  try {
    await fetch(`${base}/models`, { ...FETCH_DEFAULTS, mode: 'no-cors', signal: probe.signal });
    reachable = true;
  } catch {
    reachable = false;
  } finally {
    clearTimeout(timer);
  }
  const origin = typeof location !== 'undefined' ? location.origin : 'this page\'s origin';
  if (reachable) {
    return new EndpointError('cors', t('ep.cors', { base, origin }), { detail: String(err && err.message) });
  }
  return new EndpointError('refused', t('ep.refused', { base }), { detail: String(err && err.message) });
}

/**
 * Runs fetch with a timeout that covers the wait for the response and every pause between
 * chunks, and with the caller's stop signal. Returns { res, guard } where guard.touch() restarts
 * the timer and guard.done() clears it.
 */
function guardedFetch(url, init, { signal, timeoutMs }) {
  const ctl = new AbortController();
  const state = { timedOut: false, timer: null };
  const arm = () => {
    clearTimeout(state.timer);
    if (timeoutMs > 0) {
      state.timer = setTimeout(() => {
        state.timedOut = true;
        ctl.abort();
      }, timeoutMs);
    }
  };
  const onStop = () => ctl.abort();
  if (signal) {
    if (signal.aborted) ctl.abort();
    else signal.addEventListener('abort', onStop, { once: true });
  }
  arm();
  const guard = {
    state,
    touch: arm,
    done() {
      clearTimeout(state.timer);
      if (signal) signal.removeEventListener('abort', onStop);
    },
  };
  return { promise: fetch(url, { ...init, signal: ctl.signal }), guard };
}

async function failure(e, { base, signal, guard, timeoutMs }) {
  if (e instanceof EndpointError) return e;
  if (guard.state.timedOut) {
    const s = Math.round((timeoutMs / 1000) * 10) / 10;
    return new EndpointError('timeout', t('ep.timeout', { base, s }), { field: 'endpoint-timeout' });
  }
  if (signal && signal.aborted) return new EndpointError('stopped', t('ep.stopped'));
  if (e && e.name === 'TypeError') return diagnose(base, e, timeoutMs);
  return new EndpointError('stream', t('ep.brokeOff', { base, error: e && e.message ? e.message : e }));
}

/** Incremental server-sent events parser: push(text) returns the data payloads of complete events. */
export class SSEParser {
  constructor() {
    this.buffer = '';
    this.data = [];
  }

  push(text) {
    this.buffer += text;
    const out = [];
    let nl;
    while ((nl = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = this.buffer.slice(0, nl);
      const len = this.buffer[nl] === '\r' && this.buffer[nl + 1] === '\n' ? 2 : 1;
      if (this.buffer[nl] === '\r' && nl + 1 === this.buffer.length) break; // wait: \r\n may be split
      this.buffer = this.buffer.slice(nl + len);
      if (line === '') {
        if (this.data.length) out.push(this.data.join('\n'));
        this.data = [];
      } else if (line.startsWith(':')) {
        // comment / keep-alive
      } else {
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        let value = colon < 0 ? '' : line.slice(colon + 1);
        if (value.startsWith(' ')) value = value.slice(1);
        if (field === 'data') this.data.push(value);
      }
    }
    return out;
  }

  end() {
    const out = [];
    if (this.buffer) out.push(...this.push('\n'));
    if (this.data.length) out.push(this.data.join('\n'));
    this.data = [];
    return out;
  }
}

function deltaOf(obj) {
  const c = obj && Array.isArray(obj.choices) ? obj.choices[0] : null;
  if (!c) return '';
  if (c.delta && typeof c.delta.content === 'string') return c.delta.content;
  if (c.message && typeof c.message.content === 'string') return c.message.content;
  if (typeof c.text === 'string') return c.text;
  return '';
}

/**
 * Streams a chat completion. `onDelta(text, whole)` is called per piece. Resolves with the whole
 * answer; rejects with an EndpointError.
 */
export async function streamChat({ base, model, key, messages, signal, timeoutMs = 60000, onDelta }) {
  const root = normalizeBase(base);
  const url = `${root}/chat/completions`;
  const body = JSON.stringify({ model: String(model || ''), messages, stream: true });
  const { promise, guard } = guardedFetch(url, { ...FETCH_DEFAULTS, method: 'POST', headers: headers(key, true), body },
    { signal, timeoutMs });
  try {
    const res = await promise;
    guard.touch();
    if (!res.ok) throw httpError(res.status, res.statusText, await serverMessage(res), url);
    const type = res.headers.get('Content-Type') || '';
    let whole = '';
    if (!type.includes('text/event-stream')) {
      // A server that ignores stream: true answers with one JSON object.
      const text = await res.text();
      let obj;
      try {
        obj = JSON.parse(text);
      } catch {
        throw new EndpointError('stream', t('ep.notStream', { url, type: type || t('ep.noType') }));
      }
      if (obj && obj.error) throw new EndpointError('stream', t('ep.reported', { message: obj.error.message || obj.error }), { field: 'endpoint-model' });
      whole = deltaOf(obj);
      if (whole) onDelta?.(whole, whole);
      return whole;
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    const sse = new SSEParser();
    let finished = false;
    const handle = (payloads) => {
      for (const data of payloads) {
        if (data.trim() === '[DONE]') {
          finished = true;
          return;
        }
        let obj;
        try {
          obj = JSON.parse(data);
        } catch {
          continue; // not JSON: ignore, as OpenAI's clients do
        }
        if (obj && obj.error) {
          const m = obj.error.message || (typeof obj.error === 'string' ? obj.error : JSON.stringify(obj.error));
          throw new EndpointError('stream', t('ep.streamError', { message: m }), { field: 'endpoint-model' });
        }
        const piece = deltaOf(obj);
        if (piece) {
          whole += piece;
          onDelta?.(piece, whole);
        }
      }
    };
    while (!finished) {
      const { done, value } = await reader.read();
      guard.touch();
      if (done) {
        handle(sse.push(decoder.decode()));
        handle(sse.end());
        break;
      }
      handle(sse.push(decoder.decode(value, { stream: true })));
    }
    if (finished) reader.cancel().catch(() => {});
    return whole;
  } catch (e) {
    throw await failure(e, { base: root, signal, guard, timeoutMs });
  } finally {
    guard.done();
  }
}

/** GET {base}/models: resolves with the model ids the endpoint lists. */
export async function testConnection({ base, key, signal, timeoutMs = 10000 }) {
  const root = normalizeBase(base);
  const url = `${root}/models`;
  const { promise, guard } = guardedFetch(url, { ...FETCH_DEFAULTS, method: 'GET', headers: headers(key, false) },
    { signal, timeoutMs });
  try {
    const res = await promise;
    if (!res.ok) throw httpError(res.status, res.statusText, await serverMessage(res), url);
    let obj = null;
    try {
      obj = await res.json();
    } catch {
      throw new EndpointError('stream', t('ep.notJson', { url }));
    }
    const list = Array.isArray(obj && obj.data) ? obj.data : Array.isArray(obj && obj.models) ? obj.models : [];
    return list.map((m) => String((m && (m.id || m.name || m.model)) || m)).filter(Boolean);
  } catch (e) {
    throw await failure(e, { base: root, signal, guard, timeoutMs });
  } finally {
    guard.done();
  }
}
