// The en messages (locales/en/*.ftl), a chunk of their own: a start loads only its language's.
export default import.meta.glob('../../../../locales/en/*.ftl', {
  query: '?raw', import: 'default', eager: true,
}) as Record<string, string>;
