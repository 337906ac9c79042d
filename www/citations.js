// A model's citations: the [Sn] groups of its reply, read once for the page (reply.js draws each
// as a link) and for the check against the evidence supplied. The engine's native check
// (src/ask/citations.rs, for the CLI) reads by the same rule; tests/citations.json holds the
// cases both are held to. Here, not in the wasm: the reply is drawn from these groups anyway, and
// the check through the engine was 0.9 KB gzip of the page's wasm and a worker round trip.

/** A label as typed inside a group: "S" and 1 to 4 digits after any leading zeros. */
const LABEL = /^S0*(\d{1,4})$/;

/**
 * Each group of a text that holds a label: a bracket with 1 to 200 characters and no bracket or
 * line break inside. `{start, end, pieces}`: the bracket's place (end past its ']') and its
 * pieces between commas and semicolons, the separators kept as pieces of their own, each
 * `{text, label}` with `label` the canonical "Sn" or null.
 */
export function citeGroups(text) {
  const out = [];
  for (const m of text.matchAll(/\[([^[\]\n]+)\]/g)) {
    if ([...m[1]].length > 200) continue;
    const pieces = m[1].split(/([,;])/).map((piece) => {
      const lm = LABEL.exec(piece.trim());
      return { text: piece, label: lm ? `S${lm[1]}` : null };
    });
    if (pieces.some((p) => p.label)) out.push({ start: m.index, end: m.index + m[0].length, pieces });
  }
  return out;
}

/**
 * The reply's labels against the evidence supplied (`[{label, id}]`): `{cited: [[label, id]],
 * unknown: [label], uncited: [[label, id]]}`, each label once, in the order first cited (uncited:
 * in the evidence's order). A reply with an unknown label cites what was not supplied.
 */
export function checkCitations(text, evidence) {
  const byLabel = new Map();
  for (const e of evidence) if (!byLabel.has(String(e.label))) byLabel.set(String(e.label), String(e.id));
  const cited = [];
  const unknown = [];
  const seen = new Set();
  for (const g of citeGroups(String(text ?? ''))) {
    for (const { label } of g.pieces) {
      if (!label || seen.has(label)) continue;
      seen.add(label);
      if (byLabel.has(label)) cited.push([label, byLabel.get(label)]);
      else unknown.push(label);
    }
  }
  const uncited = [];
  for (const [label, id] of byLabel) if (!seen.has(label)) uncited.push([label, id]);
  return { cited, unknown, uncited };
}
