// A .ftl file cut into its entries, so that a bundle parses only the messages a screen asks for
// (and the terms and messages they refer to) rather than whole files. The build cuts each file
// once (`vite.config.ts`, `?entries`); a source given whole is cut here at run time.

/** Each message's or term's own text (`-name` for a term), by its id. */
export type Entries = Record<string, string>;

/** A message or term defined at the start of a line (`ui-nav-new =`, `-jsma-void =`). */
const DEFINED = /^(-?[a-zA-Z][\w-]*)[ \t]*=/;

/** `source` cut into its entries: an entry runs from its `id =` line up to the next entry or
 * comment at the start of a line; the lines between (indented text, attributes, variants, a
 * closing brace, blank lines) are its own. Comments are dropped. An id defined twice keeps its
 * first definition, as a bundle would. */
export function splitEntries(source: string): Entries {
  const entries: Entries = {};
  let id: string | null = null;
  let lines: string[] = [];
  const close = () => {
    if (id !== null && !(id in entries)) entries[id] = lines.join('\n') + '\n';
    id = null;
    lines = [];
  };
  for (const line of source.split(/\r?\n/)) {
    const defined = DEFINED.exec(line);
    if (defined) {
      close();
      id = defined[1];
      lines.push(line);
    } else if (line.startsWith('#')) {
      close();
    } else if (id !== null) {
      lines.push(line);
    }
  }
  close();
  return entries;
}
