// The one inline script of the product: pages rendered ahead (apps/web's page-document.ts) load the app's
// entry with it only once they have painted, and the server's Content-Security-Policy allows exactly this
// text by its hash (apps/server's http/csp.ts).

/**
 * Loads the module named by the script's `data-src` after the next frame, that is after the first paint:
 * fetched at once (by the browser's preload scanner), the scripts would share a phone's bandwidth with the
 * page and could run before it paints. A page opened in a background tab (no frames) loads at once.
 */
export const PAINT_FIRST_LOADER =
  "{const s=document.currentScript,l=()=>{const m=document.createElement('script');m.type='module';m.src=s.dataset.src;document.head.append(m)};document.hidden?l():requestAnimationFrame(()=>setTimeout(l))}";
