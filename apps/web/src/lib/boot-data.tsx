// Data a page was rendered with on the server, carried in the page as JSON so that the browser's first render
// (the hydration) shows the same and does not ask the API again for what the HTML already holds.
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** The id of the `<script type="application/json">` that carries the data. */
export const BOOT_DATA_ID = 'boot-data';

/** What a page may carry, by the name its reader asks for. */
export type BootData = Record<string, unknown>;

/** A mutable holder: what a reader has taken is gone for the next mount, which asks the API as usual. */
interface BootDataBox {
  data: BootData;
}

const BootDataContext = createContext<BootDataBox>({ data: {} });

export function BootDataProvider({ data, children }: { data: BootData; children: ReactNode }) {
  const [box] = useState<BootDataBox>(() => ({ data }));
  return <BootDataContext.Provider value={box}>{children}</BootDataContext.Provider>;
}

/**
 * What the page carries under `key`, for the first mount of its reader only. It is read in the first render
 * and forgotten in an effect (not in the render, which StrictMode runs twice in development).
 */
export function useBootData<T>(key: string): T | undefined {
  const box = useContext(BootDataContext);
  const [value] = useState(() => box.data[key] as T | undefined);
  useEffect(() => {
    delete box.data[key];
  }, [box, key]);
  return value;
}

/** The page's data, or none when the page carries none (or something unreadable). */
export function readBootData(doc: Document): BootData {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as BootData) : {};
  } catch {
    return {};
  }
}

/**
 * The `<script>` that carries `data`. `<` is written as `\u003c`, so no text in the data (a job titled
 * `</script>…`) can end the element early; JSON.parse reads it back as `<`.
 */
export function bootDataScript(data: BootData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`;
}
