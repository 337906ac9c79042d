// Types for www/atlas-engine.js, the Atlas engine's JavaScript API (also the `atlas-engine` npm
// package's types).

/** The route the router took. */
/** The engine's routes (src/base/route.rs, `Route::ALL`); `info().routes` is not needed: a new
 * route adds its name here. */
export type Route = 'search' | 'list' | 'calculate' | 'follow';

export interface AskOptions {
  /** A persona the bundle can serve (see `info().personas`), e.g. "service". */
  persona: string;
  /** A market code from `info().markets`, e.g. "MA". */
  market: string;
  /** The situation's date, YYYY-MM-DD; defaults to today. */
  date?: string;
  /** How many blocks search supplies (defaults to the corpus's [search] k). */
  k?: number;
}

export interface Evidence {
  /** "S1", "S2", ...: the label the prompt and the citations use. */
  label: string;
  /** Block id, e.g. "SPEC-C3-R5#8" or "SPEC-C3-R5-8-p1" for a passage. */
  id: string;
  /** "DOC#section": what a citation names (passages cite as their section). */
  cite: string;
  doc: string;
  title: string;
  section: string;
  heading: string;
  /** Product codes the block is about, e.g. ["C-3"]. */
  products: string[];
  text: string;
  /** BM25 score, for blocks found by search. */
  score?: number;
  /** The part number that led here, for blocks reached through a link. */
  via?: string;
  /** A record's fields as [column, value] pairs, for record rows. */
  fields: [string, string][];
}

/** One link followed: `part` appears in `from` and in `to`, which is about `products`. */
export interface Link {
  part: string;
  from: string;
  to: string;
  products: string[];
}

export interface Prompt {
  system: string;
  user: string;
  /** Estimated size in tokens (about four characters a token). */
  tokens: number;
}

/**
 * Why the router chose the route, as data (src/ask/reason.rs): `code` is the route's name, a dot
 * and the kind of reason; `words` are the question's (or the configuration's) words it rests on,
 * by slot. A page says it in its own language from the code and the slots.
 */
export type Why =
  | { code: 'follow.pattern' | 'list.pattern' | 'calculate.pattern' | 'search.pattern'; words: { said: string } }
  | { code: 'follow.relation'; words: { asked: string; relation: string; about: string } }
  | { code: 'follow.applies'; words: { things: string; applies: string } }
  /** `op` is the operation's key: count, sum, average, minimum or maximum. */
  | { code: 'calculate.op_table'; words: { op: string; op_word: string; word: string; table: string } }
  | { code: 'list.every'; words: { every: string; word: string; table: string } }
  | { code: 'search.property'; words: { has: string; about: string } }
  | { code: 'search.default'; words: Record<string, never> };

/**
 * What the engine throws: an Error whose message says, in English, what is wrong, with a stable
 * `code` and the `params` its sentence names (strings), to say it in another language:
 * loading a bundle: bundle-empty, bundle-foreign, bundle-newer and bundle-older {found, supported},
 * bundle-truncated {expected, found}, bundle-corrupted, bundle-malformed, bundle-chunk {chunk}
 * (a chunk that is not the one the bundle's head names: damaged, missing, foreign or stale);
 * asking: question-empty, question-too-long {chars, limit}, unknown-persona {persona, known},
 * persona-not-served {persona, bundle}, unknown-market {market, known}, bad-date,
 * bundle-incomplete {chunks} (a bundle loaded without the chunks the question reads), and
 * bad-options / bad-answer for arguments that are not what these types say.
 */
export interface EngineError extends Error {
  code: string;
  params: Record<string, string>;
}

export interface Answer {
  route: Route;
  /** Why the router chose the route, in English (the trace's first line says it too). */
  reason: string;
  /** The same reason as data. */
  why: Why;
  evidence: Evidence[];
  /** Facts the engine computed or followed, stated at the top of the prompt. */
  known_facts: string[];
  links: Link[];
  /** The figure a calculation produced; absent when there was nothing to compute over. */
  figure?: number;
  /** The best evidence matches the question weakly: the evidence is candidates, and the known
   * facts say that nothing this persona may read answers the question. */
  no_good_match: boolean;
  /** list and calculate: the record table and the filters applied, as [column, accepted values]
   * (a row matched when it has one of the values in each); absent for search and follow. */
  scope?: { table: string; filters: [string, string[]][] };
  /** Query terms as normalized, and the part numbers followed (for highlighting). */
  terms: string[];
  /** What the engine did, step by step. */
  trace: string[];
  /**
   * The prompt to send, as exactly two chat messages:
   * [{role: "system", content: prompt.system}, {role: "user", content: prompt.user}].
   */
  prompt: Prompt;
}

export interface CitationCheck {
  /** Supplied labels the answer cites, in order of first citation: [label, block id]. */
  cited: [string, string][];
  /** Labels the answer cites that were never supplied (rejected). */
  unknown: string[];
  /** Supplied blocks the answer never cites: [label, block id]. */
  uncited: [string, string][];
}

export interface BundleInfo {
  corpus: string;
  version: string;
  /** Access groups whose blocks the bundle holds. */
  groups: string[];
  /** Personas whose groups are all in the bundle. */
  personas: string[];
  /** [code, aliases] for each market. */
  markets: [string, string[]][];
  documents: number;
  blocks: number;
  /** The link graph in one line, e.g. "BP-36-2 (4 blocks), BP-48-1 (2), BP-24-1 (2)". */
  links: string;
  /** corpus.conf's labels per language: markets ([labels]) and record columns ([columns]),
   * e.g. {columns: {battery_certified: {en: "Battery certified", fr: "Batterie certifiée"}}}. */
  labels: { markets: Record<string, Record<string, string>>; columns: Record<string, Record<string, string>> };
}

export interface Progress {
  loaded: number;
  /** Content-Length, or null when the server sends none. */
  total: number | null;
}

/**
 * The engine's wasm: where it is (a URL; in Node also a path), or the module itself (its bytes, a
 * compiled WebAssembly.Module, or a fetch Response).
 */
export type WasmSource = string | URL | ArrayBuffer | ArrayBufferView | WebAssembly.Module | Response;

export interface LoadOptions {
  onProgress?: (p: Progress) => void;
  signal?: AbortSignal;
  /** The engine's wasm; defaults to pkg/atlas_bg.wasm next to atlas-engine.js (in Node, read from disk). */
  wasm?: WasmSource;
  /** The older name of `wasm`. */
  wasmUrl?: string | URL;
  /** Extra fetch options for the bundle download (credentials, headers, cache). */
  fetchOptions?: RequestInit;
}

export interface AtlasEngine {
  /** Answers a question. Throws an EngineError for an empty or too long question, an unknown persona or market, or a bad date. */
  ask(question: string, options: AskOptions): Answer;
  /** Checks the [Sn] citations of a model's answer against the evidence of `answer`. */
  checkCitations(text: string, answer: Pick<Answer, 'evidence'>): CitationCheck;
  info(): BundleInfo;
  /** Releases the wasm memory of this engine. */
  free(): void;
}

/**
 * Downloads a bundle and returns an engine. In Node, `bundleUrl` may be a path or a file: URL,
 * read from disk. Throws an Error saying why a bundle is refused (an EngineError when the engine
 * refuses its bytes).
 */
export function load(bundleUrl: string | URL, options?: LoadOptions): Promise<AtlasEngine>;

/** Builds an engine from a bundle's bytes; throws an EngineError (bundle-…) when it refuses them. */
export function fromBytes(
  bytes: Uint8Array | ArrayBuffer,
  options?: { wasm?: WasmSource; wasmUrl?: string | URL },
): Promise<AtlasEngine>;

/**
 * Downloads bytes with progress (fetch + ReadableStream reader, Content-Length for the total); in
 * Node, a path or a file: URL is read from disk.
 */
export function fetchBundle(
  url: string | URL,
  options?: { onProgress?: (p: Progress) => void; signal?: AbortSignal; fetchOptions?: RequestInit },
): Promise<Uint8Array>;

/** Instantiates the wasm module once; load() and fromBytes() call it. */
export function initEngine(wasm?: WasmSource): Promise<unknown>;

/** CRC-32 of bytes as 8 lowercase hex digits (manifest.json's crc32). */
export function crc32(bytes: Uint8Array): string;
