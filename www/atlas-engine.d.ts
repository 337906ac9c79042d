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
  | { code: 'list.rows'; words: { table: string } }
  | { code: 'list.holds'; words: { part: string; asked: string; table: string } }
  | { code: 'calculate.measure'; words: { measure: string; table: string } }
  | { code: 'follow.available'; words: { asked: string; relation: string; available: string } }
  | { code: 'follow.serial'; words: { serial: string } }
  | { code: 'search.property'; words: { has: string; about: string } }
  | { code: 'search.document'; words: { measure: string; table: string; words: string } }
  | { code: 'search.no_figure'; words: { said: string } }
  | { code: 'search.default'; words: Record<string, never> };

/**
 * What the engine throws: an Error whose message says, in English, what is wrong, with a stable
 * `code` and the `params` its sentence names (strings), to say it in another language:
 * loading a bundle: bundle-empty, bundle-foreign, bundle-newer and bundle-older {found, supported},
 * bundle-truncated {expected, found}, bundle-corrupted, bundle-malformed, bundle-chunk {chunk}
 * (a chunk that is not the one the bundle's head names: damaged, missing, foreign or stale),
 * bundle-stemmer {language, feature} (the corpus uses a stemmer this engine was built without:
 * rebuild it with scripts/build-web for that corpus);
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
  /**
   * The same facts as data, in the same order: a code (`follow.links`, `serial.inside`,
   * `list.all`, `figure.value`, ...; `Fact::CODES` lists them) and its words, every slot a string
   * (lists joined, an operation by its key, a measure empty when the figure has none). A page
   * says each in its own language and falls back on `known_facts` for a code it does not know.
   */
  facts: { code: string; words: Record<string, string> }[];
  links: Link[];
  /** The figure a calculation produced; absent when there was nothing to compute over. */
  figure?: number;
  /** The best evidence matches the question weakly: the evidence is candidates, and the known
   * facts say that nothing this persona may read answers the question. */
  no_good_match: boolean;
  /** list and calculate: the record table and the filters applied, as [column, accepted values]
   * (a row matched when it has one of the values in each); absent for search and follow. */
  scope?: { table: string; filters: [string, string[]][] };
  /**
   * What the record rows of the evidence and of the facts are called, as [block id, name]: a row
   * whose field is the key of a row of another table the asker may read is named by that row's
   * field of the same column name, else its first text field (a stock row `STOCK#CAS-BP-36-3` is
   * `Atlas Casablanca Maarif`). Rows with no such reference are absent.
   */
  names: [string, string][];
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
  /** The folder's builds, as JSON: `{"build": B, "counts": [[build, documents], ...]}` (`atlas
   * build` into a folder holding an earlier build numbers it one more when anything changed;
   * counts: per build, the documents it added, changed or removed that no later build changed
   * again); "" for a bundle no build numbered. `builds()` parses it. */
  updates: string;
  /** The link graph: each part number and how many blocks name it, in the order ingestion
   * met them, e.g. [["BP-36-2", 4], ["BP-48-1", 2], ["BP-24-1", 2]]. */
  links: [string, number][];
  /** corpus.conf's labels per language: markets ([labels]) and record columns ([columns]),
   * e.g. {columns: {battery_certified: {en: "Battery certified", fr: "Batterie certifiée"}}}. */
  labels: { markets: Record<string, Record<string, string>>; columns: Record<string, Record<string, string>> };
}

export interface Progress {
  loaded: number;
  /** Content-Length, or null when the server sends none or the response is compressed. */
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

/** A chunk of a bundle's folder (docs/progressive-bundles.md): its slot in the head's chunk
 * table, its file name next to the head, and its size in bytes. */
export interface ChunkRef {
  slot: number;
  file: string;
  bytes: number;
}

/**
 * Where a head's chunks come from: the bytes of `file` (a name in the head's folder). `bytes` is
 * its length in the head's chunk table: read no more than that (the built-in fetchers refuse a
 * longer file with an EngineError `bundle-oversized` naming it, and stop reading).
 */
export type FetchChunk = (file: string, options: { signal?: AbortSignal; bytes: number }) => Promise<Uint8Array | ArrayBuffer>;

export interface ChunkOptions {
  /** Fetches a chunk; defaults to the file next to the head (fetch, or in Node the disk). */
  fetchChunk?: FetchChunk;
}

export interface AtlasEngine {
  /**
   * Answers a question: the answer itself when every chunk it reads is held (a packed bundle,
   * or after prefetchAll), else a Promise of it that fetches and provides those chunks first.
   * Throws (or rejects with) an EngineError for an empty or too long question, an unknown
   * persona or market, a bad date, or a chunk that is not the one the head names (bundle-chunk).
   */
  ask(question: string, options: AskOptions): Answer | Promise<Answer>;
  /** `ask`, always as a Promise. */
  askAsync(question: string, options: AskOptions): Promise<Answer>;
  /** Fetches and provides every chunk not held yet; `onProgress` after each, in bytes of the
   * bundle's chunks held. Call again after a failure: it fetches only what is still missing. */
  prefetchAll(options?: {
    onProgress?: (p: { loaded: number; total: number; file?: string }) => void;
    signal?: AbortSignal;
    /** Chunks fetched at once (4). */
    concurrency?: number;
    fetchChunk?: FetchChunk;
  }): Promise<void>;
  /** The chunks not held yet. */
  missing(): ChunkRef[];
  /** Every chunk file the head names: a store of an earlier build's chunks keeps these (the
   * same name is the same bytes) and may drop the rest. */
  files(): string[];
  /** This build's number and what each build changed (`info().updates`), or null. */
  builds(): { build: number; counts: [number, number][] } | null;
  /** Documents added, changed or removed since build `build` of the same folder (`builds().build`
   * of the copy a device held); every document when `build` is not an earlier build of it. */
  changedSince(build: number): number;
  /** Bytes of chunks held, of all the bundle's chunks (0 of 0 for a packed bundle). */
  progress(): { loaded: number; total: number };
  /** Holds a chunk's bytes; throws an EngineError (bundle-chunk) when they are not that chunk. */
  provide(slot: number, bytes: Uint8Array | ArrayBuffer): void;
  /** Checks the [Sn] citations of a model's answer against the evidence of `answer`. */
  checkCitations(text: string, answer: Pick<Answer, 'evidence'>): CitationCheck;
  /**
   * The part numbers and serials a text names, canonical and in the text's order, read with the
   * bundle's configured patterns (`[links]`, `[serials]`) as a question's are: in any case, with
   * spaces for separators. The dealer page reads a photographed label's text with it.
   */
  readCodes(text: string): { parts: string[]; serials: string[] };
  info(): BundleInfo;
  /** Releases the wasm memory of this engine. */
  free(): void;
}

/**
 * Loads a bundle and returns an engine: a folder (a URL or path ending with a slash, or in Node
 * a folder on disk), whose head is loaded and whose chunks are fetched as questions need them; a
 * head; or a packed file. In Node, paths and file: URLs are read from disk. Throws an Error
 * saying why a bundle is refused (an EngineError when the engine refuses its bytes).
 */
export function load(bundleUrl: string | URL, options?: LoadOptions & ChunkOptions): Promise<AtlasEngine>;

/** Builds an engine from a bundle's bytes (a packed bundle, or a head whose chunks come from
 * `base`, the head's URL or path, or `fetchChunk`); throws an EngineError (bundle-…) when it
 * refuses them. */
export function fromBytes(
  bytes: Uint8Array | ArrayBuffer,
  options?: { wasm?: WasmSource; wasmUrl?: string | URL; base?: string | URL; fetchOptions?: RequestInit } & ChunkOptions,
): Promise<AtlasEngine>;

/**
 * Downloads bytes with progress (fetch + ReadableStream reader, Content-Length for the total); in
 * Node, a path or a file: URL is read from disk (a regular file only, no longer than its header
 * states). `limit`: the most bytes read; a longer file is refused with an EngineError
 * `bundle-oversized` naming `file` (the URL unless given), before its body when its
 * Content-Length says so, else as it passes the limit.
 */
export function fetchBundle(
  url: string | URL,
  options?: { onProgress?: (p: Progress) => void; signal?: AbortSignal; fetchOptions?: RequestInit; limit?: number | null; file?: string },
): Promise<Uint8Array>;

/** Instantiates the wasm module once; load() and fromBytes() call it. */
export function initEngine(wasm?: WasmSource): Promise<unknown>;

/** CRC-32 of bytes as 8 lowercase hex digits (manifest.json's crc32). */
export function crc32(bytes: Uint8Array): string;
