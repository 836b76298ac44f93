// The browser's storage (relaxed-idb) commits with the browser's default durability, which
// Chromium makes "relaxed". One more transaction on the same database, "strict", rewriting its
// first block unchanged, makes the browser force its log to disk, and with it every commit
// before (browser.rs, `saved`). The database is opened at the storage's version and never made
// here: an empty one made now would lack the storage's table for good.
export function strict_commit(name) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () => open.transaction.abort();
    open.onerror = () => reject(String(open.error));
    open.onsuccess = () => {
      const db = open.result;
      let tx;
      try {
        tx = db.transaction('blocks', 'readwrite', { durability: 'strict' });
      } catch (e) {
        db.close();
        reject(String(e));
        return;
      }
      const first = tx.objectStore('blocks').openCursor();
      first.onsuccess = () => { if (first.result) first.result.update(first.result.value); };
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onabort = () => { db.close(); reject(String(tx.error)); };
    };
  });
}
