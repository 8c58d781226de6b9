/** The parts of the Network Information API that matter here (not in every browser, nor in TypeScript's DOM). */
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** True on 2g connections and when the reader turned on Save-Data: page code is then fetched only when needed. */
export function isConstrainedConnection(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
  if (!connection) return false;
  return connection.saveData === true || (connection.effectiveType ?? '').includes('2g');
}
