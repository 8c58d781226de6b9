/**
 * DocSearch points the search box's `aria-controls` at one list per result source, also at lists it has not
 * rendered, which is an invalid ARIA reference. Keeps the attribute to the ids that exist in the document, as
 * results come and go. Returns the function that stops watching.
 */
export function keepAriaControlsValid(root: Element, inputSelector = '.DocSearch-Input'): () => void {
  const fix = () => {
    const input = root.querySelector(inputSelector);
    const value = input?.getAttribute('aria-controls');
    if (!input || value == null) return;
    const existing = value
      .split(/\s+/)
      .filter((id) => id !== '' && root.ownerDocument.getElementById(id) !== null)
      .join(' ');
    if (existing === value) return;
    if (existing === '') input.removeAttribute('aria-controls');
    else input.setAttribute('aria-controls', existing);
  };
  const observer = new MutationObserver(fix);
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-controls'],
  });
  fix();
  return () => observer.disconnect();
}
