/**
 * Fetching the search's files, where gatsby's helpers are not at hand (the search worker): a network or HTTP
 * failure is a SearchUnavailableError, which puts the modal on its error screen and is tried again by the next
 * query.
 */

/** An error DocSearch treats as "hosts unreachable": it puts the modal on its error screen. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

/** The response for `url` (`shown` names it in errors); a network or HTTP failure is a SearchUnavailableError. */
export async function fetchOk(url: string, shown = url): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new SearchUnavailableError(`Search: could not load ${shown} (${String(error)})`);
  }
  if (!response.ok) throw new SearchUnavailableError(`Search: ${shown} answered HTTP ${response.status}`);
  return response;
}
