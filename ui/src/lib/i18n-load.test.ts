// A start loads its own language only (`i18n.ts`); the others come when asked for. This file
// has the module to itself, so nothing else has loaded them first.
import { describe, expect, it, vi } from 'vitest';
import { lang, loadLanguage, t } from './i18n';

describe('a language not loaded yet', () => {
  it('is switched to once its messages are here, not before, and says them', async () => {
    const start = lang.current;
    const other = start === 'ja' ? 'zh-CN' : 'ja';
    lang.set(other);
    // Its chunk is still on its way: the start's language stays, and says its own words.
    expect(lang.current).toBe(start);
    await loadLanguage(other);
    await vi.waitFor(() => expect(lang.current).toBe(other));
    expect(t('ui-nav-new')).toBe(other === 'ja' ? '新規裁定' : '新判罚');
  });
});
