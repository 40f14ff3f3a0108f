// The one inline script of the product: pages rendered ahead (apps/web's page-document.ts) load the app's
// entry with it only once they have painted, and the server's Content-Security-Policy allows exactly this
// text by its hash (apps/server's http/csp.ts).

/**
 * Loads the module named by the script's `data-src` once the page's first contentful paint is reported:
 * fetched at once (by the browser's preload scanner), the scripts share a phone's bandwidth with the page and
 * may run before it paints. A frame alone is not enough: the browser runs the task after a frame before it
 * shows that frame. Loaded at once where paint timing is not reported or nothing paints (a background tab),
 * and after 3 s whatever happens.
 */
export const PAINT_FIRST_LOADER = [
  '{',
  'const s=document.currentScript;',
  'let started=false;',
  'const load=()=>{',
  'if(started)return;',
  'started=true;',
  "const m=document.createElement('script');",
  "m.type='module';",
  'm.src=s.dataset.src;',
  'document.head.append(m)',
  '};',
  "if(document.hidden||typeof PerformanceObserver!=='function'||!PerformanceObserver.supportedEntryTypes?.includes('paint'))load();",
  'else{',
  'new PerformanceObserver((list,observer)=>{',
  "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}",
  "}).observe({type:'paint',buffered:true});",
  'setTimeout(load,3000)',
  '}',
  '}',
].join('');
