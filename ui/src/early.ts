// The page's first script, tiny and on its own: it asks for the start language's messages at
// once, beside the app's script rather than after it (`i18n.ts` awaits the same import).
// Nothing is shown from here; a failed fetch is asked again, and reported, by `i18n.ts`.
import { CHUNKS, startLang } from './lib/lang-choice';

CHUNKS[startLang()]().catch(() => {});
