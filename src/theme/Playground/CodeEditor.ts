import { memo } from 'react';
import { Editor } from 'react-live';

/**
 * react-live's editor, rendered again only when its own props change. Its caret keeper (use-editable) puts the
 * selection back where it last recorded it on every render, and it records it when a selection starts: a render
 * from elsewhere (the example's code compiled, the page's frame updated) right after the reader selected all would
 * undo the selection, and the next key would not replace it. The playgrounds give it stable props, so only the
 * reader's own edits render it.
 *
 * A module of its own: the playgrounds' chunks import it, while Editor.tsx (in every doc page's code) must not
 * import react-live.
 */
export const CodeEditor = memo(Editor);
