// The ja messages (locales/ja/*.ftl), a chunk of their own: a start loads only its language's.
export default import.meta.glob('../../../../locales/ja/*.ftl', {
  query: '?raw', import: 'default', eager: true,
}) as Record<string, string>;
