import type { Entries } from '../ftl-entries';

// The zh-CN messages (locales/zh-CN/*.ftl), a chunk of their own: a start loads only its
// language's. Each file comes cut into its entries (`vite.config.ts`): a start parses only the
// messages it shows.
export default import.meta.glob('../../../../locales/zh-CN/*.ftl', {
  query: '?entries', import: 'default', eager: true,
}) as Record<string, Entries>;
