import type { Entries } from '../ftl-entries';

// The en messages (locales/en/*.ftl), a chunk of their own: a start loads only its
// language's. Each file comes cut into its entries (`vite.config.ts`): a start parses only the
// messages it shows.
export default import.meta.glob('../../../../locales/en/*.ftl', {
  query: '?entries', import: 'default', eager: true,
}) as Record<string, Entries>;
