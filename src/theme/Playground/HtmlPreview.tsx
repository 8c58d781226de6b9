import { HtmlFrame } from './HtmlFrame';
import type { PreviewProps } from './loaders';

/** An HTML example's result, before the editor is loaded. */
export default function HtmlPreview({ code, title, elementsBundle = '', onError }: PreviewProps) {
  return <HtmlFrame html={code} title={title} elementsBundle={elementsBundle} onError={onError} />;
}
