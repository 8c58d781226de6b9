import { useTemplateLabels } from '../labels';
import { SYNTH_PANEL_LABELS, SynthPanel } from './SynthPanel';

/** The templates page's preview: the template with its labels in the page's language. */
export default function SynthPanelPreview() {
  return <SynthPanel labels={useTemplateLabels('synthPanel', SYNTH_PANEL_LABELS)} />;
}
