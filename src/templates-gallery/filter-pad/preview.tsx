import { useTemplateLabels } from '../labels';
import { FILTER_PAD_LABELS, FilterPad } from './FilterPad';

/** The templates page's preview: the template with its labels in the page's language. */
export default function FilterPadPreview() {
  return <FilterPad labels={useTemplateLabels('filterPad', FILTER_PAD_LABELS)} />;
}
