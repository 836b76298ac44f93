// The zh-CN messages (locales/zh-CN/*.ftl), a chunk of their own: a start loads only its language's.
export default import.meta.glob('../../../../locales/zh-CN/*.ftl', {
  query: '?raw', import: 'default', eager: true,
}) as Record<string, string>;
