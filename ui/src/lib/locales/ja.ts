import type { Entries } from '../ftl-entries';

// The ja messages (locales/ja/*.ftl), a chunk of their own: a start loads only its
// language's. Each file comes cut into its entries (`vite.config.ts`): a start parses only the
// messages it shows.
export default import.meta.glob('../../../../locales/ja/*.ftl', {
  query: '?entries', import: 'default', eager: true,
}) as Record<string, Entries>;
